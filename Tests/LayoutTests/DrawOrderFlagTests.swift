// DrawOrderFlagTests.swift: a node knows whether its own modifier chain holds a zIndex, so a stack's draw order
// reads no chain when no child has one (issue #21).
// Rule: Scene ViewNode.modifierChainAffectsDrawOrder, Layout ZIndexModifier.swift (Apple: View.zIndex(_:),
// developer.apple.com/documentation/swiftui/view/zindex(_:)). Status: complete.

import Geometry
import Scene
import Testing

@testable import Layout

struct DrawOrderFlagTests {
    @Test("the flag is set by a zIndex anywhere in the node's own chain, and only there")
    func flagFollowsTheChain() {
        #expect(!rect(10, 10).modifierChainAffectsDrawOrder)
        #expect(!rect(10, 10).m(.offset(x: 1, y: 2)).m(.opacity(0.5)).modifierChainAffectsDrawOrder)
        #expect(rect(10, 10).m(.zIndex(2)).modifierChainAffectsDrawOrder)
        #expect(rect(10, 10).m(.zIndex(2)).m(.offset(x: 1, y: 2)).m(.opacity(0.5)).modifierChainAffectsDrawOrder)
        // A child's zIndex orders it among its own siblings, not its stack among the stack's.
        #expect(!hstack(rect(10, 10).m(.zIndex(1)), rect(5, 5)).modifierChainAffectsDrawOrder)
        #expect(
            !rect(10, 10).m(.background(rect(5, 5).m(.zIndex(1)), alignment: .center)).modifierChainAffectsDrawOrder)
    }

    @Test("writing the range keeps the flag, and the flag leaves the range exact")
    func flagAndRange() {
        let range = SourceRange(
            start: SourceLocation(line: (1 << 29) - 2, column: 77, offset: 1234),
            end: SourceLocation(line: (1 << 29) - 1, column: 3, offset: 1300))
        var node = rect(10, 10).m(.zIndex(1))
        node.range = range
        #expect(node.range == range)
        #expect(node.modifierChainAffectsDrawOrder)
        #expect(!node.modifierChainHasAlignmentGuide)
        var guided = rect(10, 10).m(Self.guide).m(.zIndex(1))
        guided.range = range
        #expect(guided.range == range)
        #expect(guided.modifierChainAffectsDrawOrder && guided.modifierChainHasAlignmentGuide)
    }

    /// `.alignmentGuide(.leading) { _ in 3 }` as the checker builds it.
    static let guide = AppliedModifier(
        name: "alignmentGuide", arguments: [],
        modifier: AlignmentGuide(guide: .horizontal(.leading)) { _ throws(RuntimeFailure) in 3 })

    @Test("the guide flag is set by an alignmentGuide anywhere in the node's own chain, and only there")
    func guideFlagFollowsTheChain() {
        #expect(!rect(10, 10).modifierChainHasAlignmentGuide)
        #expect(!rect(10, 10).m(.offset(x: 1, y: 2)).m(.zIndex(1)).modifierChainHasAlignmentGuide)
        #expect(rect(10, 10).m(Self.guide).modifierChainHasAlignmentGuide)
        #expect(rect(10, 10).m(Self.guide).m(.offset(x: 1, y: 2)).m(.opacity(0.5)).modifierChainHasAlignmentGuide)
        #expect(!hstack(rect(10, 10).m(Self.guide), rect(5, 5)).modifierChainHasAlignmentGuide)
        #expect(
            !rect(10, 10).m(.background(rect(5, 5).m(Self.guide), alignment: .center)).modifierChainHasAlignmentGuide)
        // Setting a node's kind recomputes it.
        var node = rect(10, 10).m(.opacity(0.5))
        #expect(!node.modifierChainHasAlignmentGuide)
        node.kind = .modified(rect(10, 10).m(Self.guide), Self.guide)
        #expect(node.modifierChainHasAlignmentGuide)
        node.kind = .modified(rect(10, 10), .opacity(0.5))
        #expect(!node.modifierChainHasAlignmentGuide)
    }

    @Test("draw order: declaration order without zIndex; stable by zIndex with one, negative ones first")
    func drawOrder() {
        #expect([rect(1, 1), rect(2, 2), rect(3, 3)].drawOrder == [0, 1, 2])
        let children = [
            rect(1, 1).m(.zIndex(1)), rect(2, 2), rect(3, 3).m(.offset(x: 1, y: 0)).m(.zIndex(-1)), rect(4, 4),
        ]
        #expect(children.drawOrder == [2, 1, 3, 0])
    }
}
