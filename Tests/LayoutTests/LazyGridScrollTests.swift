// LazyGridScrollTests.swift: a LazyVGrid/LazyHGrid in a scroll view creates only its first lines, up to twice the
// canvas's length (LazyGrid.swift), so a grid of ten thousand items lays out about as fast as one of a screenful, and
// draws exactly what the eager layout draws on screen.
// Rule: Apple: LazyVGrid — developer.apple.com/documentation/swiftui/lazyvgrid ("doesn't create items until it needs
// to render them onscreen").

import Layout
import Render
import Scene
import Testing

@Suite struct LazyGridScrollTests {
    static func grid(_ count: Int, axis: String = "V") -> String {
        let (scroll, tracks) = axis == "V" ? ("ScrollView", "columns") : ("ScrollView(.horizontal)", "rows")
        return """
            scene(width: 300, height: 200)
            \(scroll) {
                Lazy\(axis)Grid(\(tracks): [GridItem(.adaptive(minimum: 60))], spacing: 10) {
                    ForEach(0..<\(count), id: \\.self) { i in
                        Color(hue: Double(i % 7) / 7, saturation: 0.8, brightness: 0.9)
                            .frame(height: 30 + Double(i % 3) * 10)
                            .overlay(Text("\\(i)").font(.caption))
                    }
                }
            }
            """
    }

    @Test(
        "10 000 items in a scrolled LazyVGrid: the screen is the 60-item grid's, and only the first lines are created")
    func verticalCreatesFirstLines() throws {
        let (many, manyLeaves) = try SceneRender.render(Self.grid(10_000))
        let (few, _) = try SceneRender.render(Self.grid(60))
        #expect(many.bytes == few.bytes)
        // Four 60-pt columns (300 − 3 · 8 = 276 pt, 4 tracks of 69 pt), lines 50 pt tall at most with 10 pt gaps: the
        // lines up to 400 pt (twice the canvas) are created — at most 8 lines of 4 cells, two leaves each (colour and
        // text), where the eager grid would make 20 000.
        #expect(manyLeaves.count <= 2 * 4 * 9, "\(manyLeaves.count) leaves")
        #expect(manyLeaves.count >= 2 * 4 * 4)
    }

    @Test("the same for a LazyHGrid scrolled horizontally")
    func horizontalCreatesFirstLines() throws {
        let (many, manyLeaves) = try SceneRender.render(Self.grid(10_000, axis: "H"))
        let (few, _) = try SceneRender.render(Self.grid(60, axis: "H"))
        #expect(many.bytes == few.bytes)
        #expect(manyLeaves.count < 400, "\(manyLeaves.count) leaves")
    }
}
