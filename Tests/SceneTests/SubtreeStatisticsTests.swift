// SubtreeStatisticsTests.swift: every view node knows its subtree's size and height from the moment it is made
// (ViewNode.subtreeCount, subtreeHeight), so the frame's limit check walks only a tree past a limit: the figures
// equal a walk's, follow writes of `kind`, survive writes of `range`, and saturate instead of overflowing.

import Testing

@testable import Layout
@testable import Scene

@Suite struct SubtreeStatisticsTests {
    /// Size and height by walking the tree as the limit check does (children, secondary view, content).
    static func walked(_ node: ViewNode) -> (count: Int, height: Int) {
        var below: [ViewNode]
        switch node.kind {
        case .view(let view): below = view.children
        case .group(let children): below = children
        case .empty: below = []
        case .modified(let content, let applied): below = [content] + (applied.secondary.map { [$0] } ?? [])
        }
        var (count, height) = (1, 0)
        for child in below {
            let (c, h) = walked(child)
            count += c
            height = max(height, h)
        }
        return (count, height + 1)
    }

    /// Every node of the tree, so each one's figures can be checked.
    static func nodes(_ node: ViewNode) -> [ViewNode] {
        switch node.kind {
        case .view(let view): [node] + view.children.flatMap(nodes)
        case .group(let children): [node] + children.flatMap(nodes)
        case .empty: [node]
        case .modified(let content, let applied): [node] + nodes(content) + (applied.secondary.map(nodes) ?? [])
        }
    }

    @Test("a frame's tree: the root's figures counted by hand, every node's equal to a walk")
    func evaluatedTree() throws {
        let program = try SceneProgram(
            source: """
                scene(width: 200, height: 100)
                VStack {
                    Text("a").padding().background { Circle() }
                    ForEach(0..<3) { i in
                        Rectangle().frame(width: 10 + Double(i)).rotationEffect(.degrees(time))
                    }
                }
                """, path: "statistics.scene")
        let root = try program.view(time: 0.5, frame: 15)
        // VStack; background → padding → Text, and Circle; three rotation → frame → Rectangle chains.
        #expect(root.subtreeCount == 1 + 4 + 3 * 3)
        #expect(root.subtreeHeight == 1 + 3)
        for node in Self.nodes(root) {
            let (count, height) = Self.walked(node)
            #expect(node.subtreeCount == count && node.subtreeHeight == height)
        }
    }

    @Test("writing `kind` recomputes the figures; writing `range` keeps them")
    func writes() {
        let leaf = ViewNode(.empty)
        let pair = ViewNode(.group([leaf, ViewNode(.group([leaf]))]))
        #expect(pair.subtreeCount == 4 && pair.subtreeHeight == 3)
        var node = ViewNode(.empty)
        #expect(node.subtreeCount == 1 && node.subtreeHeight == 1)
        node.kind = .group([pair, leaf])
        #expect(node.subtreeCount == 6 && node.subtreeHeight == 4)
        let start = SourceLocation(line: 3, column: 4, offset: -1)
        node.range = SourceRange(start: start, end: start)
        #expect(node.range.start.offset == -1)
        #expect(node.subtreeCount == 6 && node.subtreeHeight == 4)
        node.kind = .empty
        #expect(node.subtreeCount == 1 && node.subtreeHeight == 1)
    }

    @Test("figures saturate at 2^24 - 1 (far above the limits), so a limit is still seen as passed")
    func saturation() {
        // 2^12 groups of 2^12 leaves: 2^24 + 2^12 + 1 views, kept as the maximum.
        let leaves = ViewNode(.group(Array(repeating: ViewNode(.empty), count: 1 << 12)))
        let root = ViewNode(.group(Array(repeating: leaves, count: 1 << 12)))
        #expect(leaves.subtreeCount == (1 << 12) + 1)
        #expect(root.subtreeCount == (1 << 24) - 1)
        #expect(root.subtreeCount > SceneLimits.maximumViewCount)
        #expect(root.subtreeHeight == 3)
    }
}
