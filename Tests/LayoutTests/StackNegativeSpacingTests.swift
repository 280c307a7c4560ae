// StackNegativeSpacingTests.swift: an HStack proposed exactly its ideal width lays its children out at their ideal
// widths — seed 002's overlapping avatars (HStack(spacing: -16) of padded Texts) keep each label on one line.

import Geometry
import Layout
import Scene
import Testing

@Suite struct StackNegativeSpacingTests {
    static let avatars = """
        HStack(spacing: -16) {
            Text("LM").font(.title.bold()).foregroundStyle(.white).padding().background(Color.indigo, in: .circle)
            Text("AK").font(.title.bold()).foregroundStyle(.white).padding().background(Color.pink, in: .circle)
            Text("SR").font(.title.bold()).foregroundStyle(.white).padding().background(Color.teal, in: .circle)
        }
        """

    /// The Text leaves' frames.
    static func labels(_ leaves: [PlacedLeaf]) -> [Rect] {
        leaves.filter { if case .text = $0.content { true } else { false } }.map(\.frame)
    }

    @Test("proposed exactly its ideal width, no label wraps: the frames equal the ideal layout's")
    func idealWidthKeepsLabelsOnOneLine() throws {
        let program = try SceneProgram(source: StackNegativeSpacingTests.avatars, path: "avatars.scene")
        let root = try program.view(time: 0, frame: 0)
        let ideal = LayoutEngine(canvas: .zero, scale: 1).idealSize(of: root)
        let idealLeaves = LayoutEngine(canvas: ideal, scale: 1, proposesIdealSize: true).leaves(of: root)
        let proposed = LayoutEngine(canvas: ideal, scale: 1).leaves(of: root)
        let oneLine = StackNegativeSpacingTests.labels(idealLeaves)
        #expect(oneLine.count == 3)
        #expect(StackNegativeSpacingTests.labels(proposed) == oneLine)
        // One line of .title.bold: every label is as tall as the others, and the avatars overlap by 16 pt.
        #expect(Set(oneLine.map(\.height)).count == 1)
    }

    @Test("the same avatars in a wider frame keep their ideal widths too")
    func widerFrame() throws {
        let leaves = try sceneLeaves(StackNegativeSpacingTests.avatars, width: 400, height: 100)
        let heights = StackNegativeSpacingTests.labels(leaves).map(\.height)
        #expect(heights.count == 3 && Set(heights).count == 1)
    }
}
