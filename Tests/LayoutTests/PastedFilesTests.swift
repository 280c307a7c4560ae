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

    @Test("a header-less root that fills any offer (GeometryReader, a gradient, a Spacer) is drawn on the preview screen")
    func greedyRootOnPreviewScreen() throws {
        for root in [
            "GeometryReader { g in Color.red.frame(width: g.size.width / 2) }",
            "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)",
            "VStack { Text(\"Hi\"); Spacer() }",
        ] {
            let program = try SceneProgram(source: "#Preview { \(root) }", path: "g.swift")
            #expect(program.header.width == 402 && program.header.height == 874, "\(root)")
        }
        // A view of its own size keeps ImageRenderer's canvas: its ideal size.
        let fixed = try SceneProgram(source: "#Preview { Color.red.frame(width: 30, height: 20) }", path: "f.swift")
        #expect(fixed.header.width == 30 && fixed.header.height == 20)
    }

    @Test("Shape.size(width:height:) makes the path in a rect of that size at the frame's origin; the frame is kept")
    func shapeSize() throws {
        // The rectangle's frame is the 100 × 60 canvas; its path is 40 × 20 at the frame's top-leading corner.
        let (fb, leaves) = try SceneRender.render(
            "scene(width: 100, height: 60, background: .white)\nRectangle().size(width: 40, height: 20)")
        #expect(leaves.map(\.frame) == [Rect(x: 0, y: 0, width: 100, height: 60)])
        let ink = SceneRender.ink(fb)
        #expect(abs(ink.area - 800) < 0.5 && abs(ink.x - 20) < 1e-6 && abs(ink.y - 10) < 1e-6, "\(ink)")
        // A circle sized 20 × 20 in a 100 × 60 frame: its centre is (10, 10), not the frame's centre; a stroke of the
        // sized shape (iOS 17's Shape.stroke is a shape) is the 20-pt circle's outline, ±1 pt around radius 10.
        let (disc, _) = try SceneRender.render(
            "scene(width: 100, height: 60, background: .white)\nCircle().size(width: 20, height: 20)")
        let c = SceneRender.ink(disc)
        #expect(abs(c.x - 10) < 0.01 && abs(c.y - 10) < 0.01 && abs(c.area - .pi * 100) < 0.5, "\(c)")
        let (ring, _) = try SceneRender.render(
            "scene(width: 100, height: 60, background: .white)\n"
                + "Circle().stroke(lineWidth: 2).size(width: 20, height: 20).offset(x: 5, y: 5)")
        let r = SceneRender.ink(ring)
        #expect(abs(r.x - 15) < 0.01 && abs(r.y - 15) < 0.01 && abs(r.area - 2 * .pi * 10 * 2) < 0.5, "\(r)")
    }
}
