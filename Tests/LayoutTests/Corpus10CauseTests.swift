// Corpus10CauseTests.swift: Swift and SwiftUI that the tenth corpus (issue #14) failed on, after its held-out measure.
// Rule: The Swift Standard Library (CustomStringConvertible.description; Optional.none), Apple: Axis.Set,
// Path.init(_:), Image.Interpolation, View.actionSheet(isPresented:content:), View.toolbarBackground(_:for:),
// View.badge(_:). Expected values are worked out by hand from each source.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct Corpus10CauseTests {
    func strings(_ source: String) throws -> [String] {
        try SceneRender.render(source).1.compactMap { leaf in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
    }

    @Test("Bool, Int and Double `.description` print as an interpolation does")
    func descriptions() throws {
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            let on = true
            Text(on.description + " " + 3.description + " " + 2.5.description)
            """)
        #expect(shown == ["true 3 2.5"])
    }

    @Test("`cond ? animation : .none` is an optional animation whose nil animates nothing")
    func noneAnimation() throws {
        func x(_ on: Bool, at time: Double) throws -> Double {
            try SceneRender.render(
                """
                scene(width: 200, height: 20, duration: 2)
                @State var moved = false
                let on = \(on)
                Color.black.frame(width: 20, height: 20)
                    .offset(x: moved ? 100 : 0)
                    .animation(on ? .linear(duration: 1) : .none, value: moved)
                    .frame(width: 200, alignment: .leading)
                at(0) { moved = true }
                """, at: time
            ).1[0].frame.minX
        }
        #expect(abs(try x(true, at: 0.5) - 50) < 1)
        #expect(try x(false, at: 0.5) == 100)
    }

    @Test("an Axis.Set value passed to ScrollView; Path({ … }) with the closure in parentheses")
    func axisSetAndPathClosure() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 200)
            let axes: Axis.Set = [.horizontal, .vertical]
            let diagonal = Path({ path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 100, y: 100))
            })
            ScrollView(axes, showsIndicators: false) {
                diagonal.stroke(.black, lineWidth: 2).frame(width: 100, height: 100)
            }
            """)
        #expect(leaves.count == 1)
        #expect(leaves[0].frame.size == Size(width: 100, height: 100))
    }

    @Test(
        "Image.Interpolation.none spelled with its type; actionSheet read, toolbarBackground silent; badge in rows only"
    )
    func namesAndChrome() throws {
        let program = try SceneProgram(
            source: """
                scene(width: 100, height: 100)
                Text("x")
                    .actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("T")) }
                    .toolbarBackground(.visible, for: .navigationBar)
                    .overlay(Image("none").interpolation(Image.Interpolation.none))
                """, path: "t.scene")
        // A legacy action sheet is read as a confirmation dialog (LegacyAlertTests): hidden here, silently.
        #expect(!program.warnings.contains { $0.message.contains("actionSheet") })
        // toolbarBackground is now read by the navigation stack (ToolbarTests): outside one it draws nothing, silently.
        #expect(!program.warnings.contains { $0.message.contains("toolbarBackground") })
        // A badge outside a List row draws nothing, as in SwiftUI (ListRowModifierTests draws one in a row).
        let badged = try SceneProgram(
            source: "scene(width: 100, height: 100)\nText(\"x\").badge(3)", path: "b.scene")
        #expect(badged.warnings.isEmpty)
    }
}
