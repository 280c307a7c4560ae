// Views24Tests.swift: modifiers from real files that stopped with an error (issue #14, the mass of preview files):
// `.luminanceToAlpha()` (mass 0797), `.mask({ … })` and `.tabItem({ … })` with the builder written in the parentheses
// (mass 0390, 0738), and `.indexViewStyle(…)` (mass 0337).
// Rule: Apple: View.luminanceToAlpha() ("the view's luminance becomes the alpha, its colour black"; the weights of
// W3C Filter Effects §9.6 feColorMatrix luminanceToAlpha); View.mask(alignment:_:) and View.tabItem(_:) take their
// builder as an unlabelled parameter; View.indexViewStyle(_:) draws the page index's background only while it is
// touched (`.interactive`) or always — a render never touches it. Expected colours: white has luminance 1 (opaque
// black), black luminance 0 (transparent, the red canvas shows); the canvas background is red (255, 59, 48).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct Views24Tests {
    /// Whether the pixel is (within 8 of) `r, g, b`.
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(Int(p.r) - r) <= 8 && abs(Int(p.g) - g) <= 8 && abs(Int(p.b) - b) <= 8
    }

    @Test("luminanceToAlpha: white becomes opaque black, black becomes transparent (the canvas shows)")
    func luminanceToAlpha() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 100, background: .red)
            HStack(spacing: 0) {
                Color.white.frame(width: 100, height: 100)
                Color.black.frame(width: 100, height: 100)
            }
            .luminanceToAlpha()
            """)
        #expect(near(fb[50, 50], 0, 0, 0), "\(fb[50, 50])")
        #expect(near(fb[150, 50], 255, 59, 48), "\(fb[150, 50])")
    }

    @Test(".mask({ Circle() }): the builder in the parentheses masks as the trailing closure does")
    func maskBuilderInParentheses() throws {
        for form in [".mask({ Circle() })", ".mask { Circle() }", ".mask(alignment: .center, { Circle() })"] {
            let (fb, _) = try SceneRender.render(
                "scene(width: 100, height: 100, background: .white)\nColor.blue.frame(width: 100, height: 100)\n    "
                    + form)
            // The circle's centre is blue; the corner, outside the inscribed circle, is the white canvas.
            #expect(near(fb[50, 50], 0, 122, 255), "\(form): \(fb[50, 50])")
            #expect(near(fb[3, 3], 255, 255, 255), "\(form): \(fb[3, 3])")
        }
    }

    @Test(".tabItem({ Text(…) }) labels the tab as .tabItem { … } does")
    func tabItemBuilderInParentheses() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            TabView {
                Color.red.tabItem({ Text("One") })
                Color.blue.tabItem { Text("Two") }
            }
            """)
        let titles = leaves.compactMap { leaf -> String? in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
        #expect(titles == ["One", "Two"])
    }

    @Test(".indexViewStyle(…) on a page TabView renders the page with one located warning, not an error")
    func indexViewStyleInert() throws {
        let source = """
            scene(width: 200, height: 200, background: .white)
            TabView {
                Color.red
                Color.blue
            }
            .tabViewStyle(.page)
            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
            """
        let p = try SceneProgram(source: source, path: "views24.scene")
        let warnings = p.warnings.filter { $0.message.contains("indexViewStyle") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.range.start.line == 7 && warnings.first?.range.start.column == 2)
        let (fb, _) = try SceneRender.render(source)
        #expect(near(fb[100, 60], 255, 59, 48), "the first page: \(fb[100, 60])")
    }

    @Test("ControlGroup { Button … }: the buttons in a row, bordered, as an HStack of .bordered buttons draws them")
    func controlGroupRow() throws {
        let buttons = "Button(\"First\") {}\n    Button(\"Second\") {}\n    Button(\"Third\") {}"
        let header = "scene(width: 400, height: 200, background: .white)\n"
        let (fb, leaves) = try SceneRender.render(header + "ControlGroup {\n    \(buttons)\n}")
        let (reference, referenceLeaves) = try SceneRender.render(
            header + "HStack {\n    \(buttons)\n}\n.buttonStyle(.bordered)")
        func titles(_ leaves: [PlacedLeaf]) -> [(String, Rect)] {
            leaves.compactMap { leaf in
                if case .text(let t) = leaf.content {
                    (t.layout.string, leaf.frame.applying(leaf.transform))
                } else {
                    nil
                }
            }
        }
        let row = titles(leaves)
        #expect(row.map(\.0) == ["First", "Second", "Third"])
        // One row: the same centre line, left to right.
        #expect(row.count == 3 && row[0].1.midY == row[1].1.midY && row[1].1.midY == row[2].1.midY)
        #expect(row.count == 3 && row[0].1.maxX < row[1].1.minX && row[1].1.maxX < row[2].1.minX)
        #expect(row.map(\.1) == titles(referenceLeaves).map(\.1))
        // The bordered background shows between the title and the button's edge, as in the reference.
        let probe = (Int(row[0].1.minX) - 4, Int(row[0].1.midY))
        #expect(fb[probe.0, probe.1] == reference[probe.0, probe.1])
        #expect(fb[probe.0, probe.1] != (255, 255, 255, 255))
    }
}
