// MatchedGeometryEffect.swift: `matchedGeometryEffect(id:in:properties:anchor:isSource:)`, the hero transition:
// two views written in different places (an `if` and its `else`, a list row and a detail card) that share an id in
// a `@Namespace` are one view to animation, so across a state change the frame moves from the old view's to the new
// one's while the old rendering fades out and the new one fades in.
// Rule: Apple, View.matchedGeometryEffect(id:in:properties:anchor:isSource:) — developer.apple.com/documentation/
// swiftui/view/matchedgeometryeffect(id:in:properties:anchor:isSource:) ("If inserting a view in the same
// transaction that another view with the same key is removed, the system will interpolate their frame rectangles in
// window space to make it appear that there is a single view moving from its old position to its new position.
// The usual transition mechanisms define how each of the two views is rendered during the transition (e.g. fade
// in/out, scale, etc)"). Layout/Animation/LeafAnimation already moves a leaf whose identity is in both snapshots and
// cross-fades one whose content changed (OpenSwiftUI ContentTransition.swift); this modifier gives the k-th leaf
// under the view the identity (namespace, id, k), so the matched views' leaves meet there. Status: the insertion/
// removal pair above; `isSource: false` (a view that copies another's frame within one state) draws at its own frame
// with a warning from the checker, and `properties:`/`anchor:` are accepted and not applied.

import Geometry
import Scene

struct MatchedGeometryEffect: LayoutModifier {
    /// The (namespace, id) key every leaf under the view derives its identity from.
    var key: UInt64

    static let declarations = [
        ModifierDeclaration(
            "matchedGeometryEffect",
            [
                .modifier(
                    "matchedGeometryEffect",
                    [
                        arg("id", .anyEquatable), arg("in", .enumeration(namespaceType)),
                        arg(
                            "properties", .enumeration("MatchedGeometryProperties"),
                            .enumeration(
                                type: "MatchedGeometryProperties", name: "frame")),
                        arg("anchor", .unitPoint, .unitPoint(.center)), arg("isSource", .bool, .bool(true)),
                    ]
                ) { v in
                    MatchedGeometryEffect(key: MatchedGeometryEffect.key(namespace: v[1], id: v[0]))
                }
            ])
    ]

    /// The type of a `@Namespace` property's value.
    static let namespaceType = "Namespace.ID"

    /// FNV-1a of the namespace and the id as Swift prints them.
    static func key(namespace: Value, id: Value) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(namespace.interpolated)\u{0}\(id.interpolated)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    func place(_ content: ViewNode, _ context: PlacementContext, into out: inout [PlacedLeaf]) {
        let start = out.count
        context.place(content, .same, into: &out)
        for i in start..<out.count {
            out[i].key = (key ^ UInt64(i - start) &* 0x9e37_79b9_7f4a_7c15) | 1
        }
    }
}
