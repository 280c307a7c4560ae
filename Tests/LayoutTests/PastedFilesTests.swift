// PastedFilesTests.swift: Swift and SwiftUI that whole files from public repositories use (issue #14's corpora):
// `@State var x: T` taken by the memberwise initialiser, a root with nothing to fit drawn on the preview screen.
// Rule: SE-0258 (a memberwise initialiser takes a wrapped property's initial value); Apple: Xcode previews (the
// default device). Expected values are computed by hand from each source.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFilesTests {
    @Test("a memberwise initialiser takes '@State var show: Bool' as the state's first value, in declaration order")
    func stateMemberwise() throws {
        let source = """
            import SwiftUI
            struct Ring: View {
                var width: CGFloat = 40
                @State var show: Bool
                @State private var hidden = 3
                var body: some View {
                    Rectangle().fill(show ? Color.red : Color.blue).frame(width: width, height: 10)
                }
            }
            #Preview { Ring(width: 30, show: true) }
            """
        let program = try SceneProgram(source: source, path: "ring.swift")
        #expect(program.header.width == 30 && program.header.height == 10)
        let (fb, _) = try SceneRender.render("scene(width: 30, height: 10, background: .white)\n" + source)
        let p = fb[15, 5]
        #expect([p.r, p.g, p.b] == [255, 59, 48], "red when show is true")
        // Out of order, or a private state as a label, is an error as in Swift.
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: source.replacingOccurrences(of: "Ring(width: 30, show: true)", with: "Ring(show: true, width: 30)"), path: "ring.swift")
        }
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: source.replacingOccurrences(of: "Ring(width: 30, show: true)", with: "Ring(show: true, hidden: 1)"), path: "ring.swift")
        }
    }

    @Test("a header-less root with nothing to fit is drawn on the preview device's screen, with a warning")
    func emptyRootOnPreviewScreen() throws {
        let source = """
            import SwiftUI
            struct Cart: View {
                var body: some View {
                    NavigationView { Text("").navigationTitle("Cart") }
                }
            }
            #Preview { Cart() }
            """
        let program = try SceneProgram(source: source, path: "cart.swift")
        #expect(program.header.width == 402 && program.header.height == 874)
        #expect(
            program.warnings.map(\.message).contains(
                "the root view's ideal size is 0.0 × 0.0; rendering it on a 402 × 874 screen, as an Xcode preview does"))
    }
}
