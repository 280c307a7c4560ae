// ZIndexModifier.swift: `zIndex(_:)`, SwiftUI's `_ZIndexModifier`.
// Rule: Apple: View.zIndex(_:), developer.apple.com/documentation/swiftui/view/zindex(_:): draw order among the
// siblings of a stack or of a GeometryReader's content, which is laid out as a ZStack (higher in front; equal values
// keep declaration order). Layout-neutral.

import Geometry
import Scene

struct ZIndexModifier: LayoutModifier {
    var value: Double

    /// Kept on the node's chain (Scene ViewNode.modifierChainAffectsDrawOrder), so `zIndex` reads it only there.
    static var affectsDrawOrder: Bool { true }

    static let declarations = [
        ModifierDeclaration(
            "zIndex", [.modifier("zIndex", [arg(nil, .double)]) { ZIndexModifier(value: $0[0].double) }])
    ]
}

extension ViewNode {
    /// The zIndex written on this view (the outermost one, as the stack reads it), 0 without one.
    var zIndex: Double {
        guard modifierChainAffectsDrawOrder else { return 0 }
        var n = self
        while case .modified(let content, let applied) = n.kind {
            if applied.modifierType == ZIndexModifier.self, let z = applied.modifier as? ZIndexModifier {
                return z.value
            }
            n = content
        }
        return 0
    }
}

extension [ViewNode] {
    /// The order siblings are drawn in: declaration order, re-sorted by zIndex (stable); each sibling's zIndex read
    /// once, and no sort when none is set (issue #21: the comparisons walked each child's modifier chain, 4 % of a
    /// 500-view frame); no walk at all when no sibling's chain has one (ViewNode.modifierChainAffectsDrawOrder).
    var drawOrder: [Int] {
        guard contains(where: \.modifierChainAffectsDrawOrder) else { return [Int](indices) }
        let z = map(\.zIndex)
        return z.allSatisfy { $0 == 0 } ? [Int](indices) : indices.sorted { (z[$0], $0) < (z[$1], $1) }
    }
}
