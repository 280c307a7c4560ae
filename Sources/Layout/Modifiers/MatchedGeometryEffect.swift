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
// under the view the identity (namespace, id, k), so the matched views' leaves meet there. A view written with
// `isSource: false` takes the frame its group's source has in the same state ("the frame of the source view is
// applied to the other views as a geometry effect", the same page): proposed the source's size and put where the
// source is, aligned by `anchor` when it chooses another size; it keeps its own identity, so when the id it follows
// changes, its leaves move from one source's frame to the other's (a selection underline sliding between tabs).
// When the source comes later in the tree than the view following it, the layout pass runs twice (MatchedFrames).
// `properties: .size` takes the source's size only (the view stays where it is laid out), `.position` its position
// only (the view keeps its size, its anchor point on the source's). Status: complete.

import Foundation
import Geometry
import Scene

struct MatchedGeometryEffect: LayoutModifier {
    /// The (namespace, id) key every leaf under the view derives its identity from.
    var key: UInt64
    /// Where a following view of another size is aligned within the source's frame.
    var anchor: UnitPoint = .center
    /// Whether the view's frame is the group's (true), or the view takes the group's source frame (false).
    var isSource = true
    /// What a following view takes of the source's frame (`properties:`): its size, its position, or both.
    var takesSize = true
    var takesPosition = true

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
                    let properties = if case .enumeration(_, let name) = v[2] { name } else { "frame" }
                    return MatchedGeometryEffect(
                        key: MatchedGeometryEffect.key(namespace: v[1], id: v[0]), anchor: v[3].unitPoint,
                        isSource: v[4].bool, takesSize: properties != "position", takesPosition: properties != "size")
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
        guard isSource else { return follow(content, context, into: &out) }
        context.layout.matchedFrames?.record(
            key, Rect(origin: context.origin, size: context.size).applying(context.space.transform))
        let start = out.count
        context.place(content, .same, into: &out)
        for i in start..<out.count {
            out[i].key = (key ^ UInt64(i - start) &* 0x9e37_79b9_7f4a_7c15) | 1
        }
    }

    /// `isSource: false`: the content proposed the source's size and placed at the source's frame (mapped from device
    /// pixels into this view's space), aligned by `anchor`; at its own frame while no source with the key is known.
    private func follow(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        guard let frames = c.layout.matchedFrames, let device = frames.frame(of: key),
            let inverse = c.space.transform.inverted
        else {
            c.layout.matchedFrames?.missed(key)
            return c.place(content, .same, into: &out)
        }
        let source = device.applying(inverse)
        // `.size` keeps the view's own place, `.position` its own proposal.
        let frame = takesPosition ? source : Rect(origin: c.origin, size: takesSize ? source.size : c.size)
        let proposal = takesSize ? ProposedSize(source.size) : c.proposal
        let size = takesSize ? c.layout.sizeThatFits(content, proposal) : c.size
        // The view's anchor point goes to the frame's (Apple: "anchor: the relative location in the view used to
        // produce its shared position value").
        let origin = Point(
            x: frame.minX + (frame.width - size.width) * anchor.x - c.origin.x,
            y: frame.minY + (frame.height - size.height) * anchor.y - c.origin.y)
        c.place(content, .child(origin: origin, proposal: proposal, size: size), into: &out)
    }
}

/// The frames of one layout pass's matched-geometry sources, in device pixels, by key: what a view written with
/// `isSource: false` takes. A following view placed before its source misses; the pass is then run again with the
/// frames the first run found (LayoutEngine.leaves(of:)).
final class MatchedFrames: @unchecked Sendable {
    // One pass places on one thread; the lock keeps a shared table safe anyway.
    private let lock = NSLock()
    private var frames: [UInt64: Rect] = [:]
    private var misses: Set<UInt64> = []

    func record(_ key: UInt64, _ frame: Rect) {
        lock.lock()
        defer { lock.unlock() }
        frames[key] = frame
    }

    func frame(of key: UInt64) -> Rect? {
        lock.lock()
        defer { lock.unlock() }
        return frames[key]
    }

    func missed(_ key: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        misses.insert(key)
    }

    /// Whether a following view missed a source that the pass placed later: a second pass finds it.
    var needsSecondPass: Bool {
        lock.lock()
        defer { lock.unlock() }
        return misses.contains { frames[$0] != nil }
    }

    /// Forgets the misses before the second pass (its sources keep the first pass's frames until placed again).
    func rewind() {
        lock.lock()
        defer { lock.unlock() }
        misses = []
    }
}
