// CarriedPlacements.swift: the placement of a geometry effect's content carried from one frame to the next.
// Rule: Apple: View.rotationEffect(_:anchor:) —
// developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:) ("the view's frame is unchanged");
// GeometryEffect — developer.apple.com/documentation/swiftui/geometryeffect; OpenSwiftUI GeometryEffect.swift: a
// geometry effect is render-only: its content is laid out from zero in a fresh space, and only that space's transform
// depends on the effect's parameters. So when a frame's content, proposal, size and environment are the previous
// frame's, its leaves are the previous frame's with the new space written into them (issue #21: a 1000-view scene
// turning every view laid out 1000 unchanged subtrees again per frame).

import Geometry
import Scene
import Synchronization

/// What the layout passes of one run (the engines of its frames) carry from frame to frame: one set of carried
/// placements per pass running at the same time, handed out and taken back whole, so a pass never shares its set
/// with another thread. Which frame filled a set does not matter: a carried placement is used only when its inputs
/// equal the current ones exactly, so every frame's leaves are those of a pass without carrying, whatever thread
/// order (deterministic output).
public final class LayoutCarry: Sendable {
    private let idle = Mutex<[CarriedPlacements]>([])

    public init() {}

    /// A set for one pass: the last one a finished pass returned (most likely to match), or an empty one.
    func checkOut() -> CarriedPlacements {
        let kept = idle.withLock { $0.popLast() }
        let placements = kept ?? CarriedPlacements()
        placements.rewind()
        return placements
    }

    /// Returns a pass's set. At most as many sets exist as passes ever ran at once (the run's render threads).
    func checkIn(_ placements: CarriedPlacements) {
        idle.withLock { $0.append(placements) }
    }

    /// The placements taken by the passes of every set returned so far (tests: which set a pass returned last
    /// depends on the threads' order, so a count of one set's can be of a set that ran one pass).
    var idleHits: Int { idle.withLock { $0.reduce(0) { $0 + $1.hits } } }
}

/// One pass's carried placements, by the order in which the pass meets geometry effects: the n-th effect's content
/// is compared with the n-th of the pass that filled the set. A tree whose effects moved (a view inserted) only
/// misses until the next pass refills the entries.
///
/// Used by one pass at a time (LayoutCarry hands it out): hence `@unchecked Sendable`.
final class CarriedPlacements: @unchecked Sendable {
    /// The entries kept at most: a bound on memory (a frame with more effects lays out the rest as before).
    static let capacity = 1 << 16

    /// A class, so that reading an entry retains one reference instead of copying its fields.
    private final class Entry {
        /// The content as placed (its boxes are kept with it, so they cannot be reused for another value).
        let content: ViewNode
        let proposal: ProposedSize
        let size: Size
        let environment: Environment
        let scale: Double
        /// The leaves it placed, in order, without their space values (transform, effects, scopes, transition,
        /// groups: those of the pass that placed them), which are written anew on use.
        let leaves: Leaves

        init(
            content: ViewNode, proposal: ProposedSize, size: Size, environment: Environment, scale: Double,
            leaves: [PlacedLeaf]
        ) {
            (self.content, self.proposal, self.size, self.environment, self.scale) =
                (content, proposal, size, environment, scale)
            self.leaves = leaves.count == 1 ? .one(leaves[0]) : .many(leaves)
        }
    }

    /// An entry's leaves. A single leaf (a shape under its fill and frame, the common case) is kept in the entry
    /// itself: reading it takes no second object, which the frame's raster has usually evicted from the cache.
    private enum Leaves {
        case one(PlacedLeaf)
        case many([PlacedLeaf])
    }

    // `@exclusivity(unchecked)` (SE-0176's dynamic checks off for these): one pass uses the set at a time
    // (LayoutCarry hands it out) and no access spans a call that reaches it again; the checks were a
    // `swift_beginAccess` per geometry effect and frame (issue #21, callgrind).
    @exclusivity(unchecked) private var entries: [Entry?] = []
    @exclusivity(unchecked) private var cursor = 0
    /// Placements taken from the set since it was made (tests: that frames really carry).
    @exclusivity(unchecked) private(set) var hits = 0

    /// Each slot's effects array of the last pass (`effects(_:parent:adding:)`), kept to be rewritten.
    @exclusivity(unchecked) private var recycled: [[PlacedEffect]] = []

    func rewind() { cursor = 0 }

    /// The effects of the space a geometry effect opens: `parent`'s, then `effect`. Written into the array the slot
    /// kept from the last pass when its length fits: by then the leaves that shared it are usually gone, so it is
    /// rewritten in place (copy-on-write: while anything else still holds it, the first write copies it, as a new
    /// array would be made), instead of a new array per effect and frame that the frame's leaves then free.
    func effects(_ slot: Int, parent: [PlacedEffect], adding effect: PlacedEffect) -> [PlacedEffect] {
        var kept: [PlacedEffect] = []
        if slot < recycled.count { swap(&kept, &recycled[slot]) }
        let n = parent.count
        guard kept.count == n + 1 else {
            var fresh = parent
            fresh.append(effect)
            return fresh
        }
        for i in 0..<n { kept[i] = parent[i] }
        kept[n] = effect
        return kept
    }

    /// Keeps `effects` (the array `effects(_:parent:adding:)` gave for `slot`) for the next pass.
    func recycle(_ slot: Int, _ effects: [PlacedEffect]) {
        while recycled.count <= slot { recycled.append([]) }
        recycled[slot] = effects
    }

    /// The next effect's slot in this pass (nil past `capacity`).
    func nextSlot() -> Int? {
        guard cursor < Self.capacity else { return nil }
        defer { cursor += 1 }
        return cursor
    }

    /// Appends the leaves kept in `slot` to `out` with the space's values (`transform`, `effects`, and the scopes,
    /// transition and groups of `around`, which a geometry effect does not change) when their inputs are exactly
    /// these; false (nothing appended) otherwise.
    func appendLeaves(
        _ slot: Int, content: ViewNode, proposal: ProposedSize, size: Size, environment: Environment, scale: Double,
        transform: AffineTransform, effects: [PlacedEffect], around: Space, into out: inout [PlacedLeaf]
    ) -> Bool {
        guard slot < entries.count, let entry = entries[slot], Self.same(entry.scale, scale),
            Self.same(entry.size, size), Self.same(entry.proposal, proposal),
            entry.environment.isIdentical(to: environment), entry.content.isIdentical(to: content)
        else { return false }
        // Copied once into `out`, then completed in place (a local copy of each leaf copied it twice).
        let start = out.count
        switch entry.leaves {
        case .one(let leaf): out.append(leaf)
        case .many(let leaves): out.append(contentsOf: leaves)
        }
        let (scopes, transition, groups) = (around.scopes, around.transition, around.groups)
        for i in start..<out.count {
            out[i].transform = transform
            out[i].effects = effects
            out[i].scopes = scopes
            out[i].transition = transition
            out[i].groups = groups
        }
        hits += 1
        return true
    }

    /// Keeps `out[start...]`, placed from `content` with these inputs in `space`, for `slot` when the content is
    /// made only of views and modifiers whose placement depends on nothing else (`isCarried`) and every leaf took
    /// the space's values unchanged.
    func keep(
        _ slot: Int, content: ViewNode, proposal: ProposedSize, size: Size, environment: Environment, scale: Double,
        space: Space, leaves out: ArraySlice<PlacedLeaf>
    ) {
        while entries.count <= slot { entries.append(nil) }
        guard Self.isCarried(content),
            out.allSatisfy({
                $0.transform == space.transform && $0.effects.count == space.effects.count
                    && $0.scopes.count == space.scopes.count && $0.groups.count == space.groups.count
                    && ($0.transition == nil) == (space.transition == nil)
            })
        else {
            entries[slot] = nil
            return
        }
        entries[slot] = Entry(
            content: content, proposal: proposal, size: size, environment: environment, scale: scale,
            leaves: out.map {
                var leaf = $0
                (leaf.effects, leaf.scopes, leaf.transition, leaf.groups) = ([], [], nil, [])
                return leaf
            })
    }

    /// Views whose leaves depend only on their proposal, size, origin and environment, the space's values copied
    /// in as they are (ShapeView.place, ColorView.place: PlacementContext.leaf): childless shapes and colours.
    private static let carriedViews: [ObjectIdentifier] = [
        ObjectIdentifier(Rectangle.self), ObjectIdentifier(RoundedRectangle.self), ObjectIdentifier(Circle.self),
        ObjectIdentifier(Ellipse.self), ObjectIdentifier(Capsule.self), ObjectIdentifier(ColorView.self),
    ]
    /// Modifiers that change only the proposal, size, origin or environment of their content and warn of nothing
    /// at layout (FrameLayout, PaddingLayout, ShapeFill, OpacityEffect): none reads the space's transform.
    private static let carriedModifiers: [ObjectIdentifier] = [
        ObjectIdentifier(FrameLayout.self), ObjectIdentifier(PaddingLayout.self), ObjectIdentifier(ShapeFill.self),
        ObjectIdentifier(OpacityEffect.self),
    ]

    /// Whether `node` is made only of `carriedViews` under `carriedModifiers` without secondary views.
    static func isCarried(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .view(let view):
            return view.children.isEmpty && carriedViews.contains(ObjectIdentifier(view.viewType))
        case .modified(let content, let applied):
            return applied.secondary == nil && carriedModifiers.contains(ObjectIdentifier(applied.modifierType))
                && isCarried(content)
        case .group, .empty:
            return false
        }
    }

    /// Bitwise equality: stricter than `==` (−0 and 0 differ, NaN equals itself), so a hit is always the same input.
    private static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

    private static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?): same(x, y)
        default: false
        }
    }

    private static func same(_ a: Size, _ b: Size) -> Bool { same(a.width, b.width) && same(a.height, b.height) }

    private static func same(_ a: ProposedSize, _ b: ProposedSize) -> Bool {
        same(a.width, b.width) && same(a.height, b.height)
    }
}

extension LayoutEngine {
    /// Places a geometry effect's content at the origin of the fresh space that `effect` opens in `parent` (`transform`
    /// is that space's: GeometryEffect.place), taking the leaves the previous pass placed when the inputs are the same
    /// (CarriedPlacements). The space's effects array is the slot's from the previous pass, rewritten in place when
    /// nothing else holds it any more (CarriedPlacements.effects), and the space itself is made only when the content
    /// is placed anew: a carried placement needs neither a new array nor a new `Space` box (issue #21: two of the
    /// seven allocations per view and frame of a 1000-view scene).
    func placeEffectContent(
        _ content: ViewNode, proposal: ProposedSize, size: Size, environment: Environment, parent: Space,
        effect: PlacedEffect, transform: AffineTransform, into out: inout [PlacedLeaf]
    ) {
        guard let carried = carriedPlacements, let slot = carried.nextSlot() else {
            var inner = parent
            inner.transform = transform
            inner.effects.append(effect)
            inner.offsetSum = Point(x: 0, y: 0)
            return place(
                content, at: .zero, proposal: proposal, size: size, environment: environment, space: inner, into: &out)
        }
        let effects = carried.effects(slot, parent: parent.effects, adding: effect)
        defer { carried.recycle(slot, effects) }
        if carried.appendLeaves(
            slot, content: content, proposal: proposal, size: size, environment: environment, scale: grid.scale,
            transform: transform, effects: effects, around: parent, into: &out)
        {
            return
        }
        var inner = parent
        inner.transform = transform
        inner.effects = effects
        inner.offsetSum = Point(x: 0, y: 0)
        let start = out.count
        place(content, at: .zero, proposal: proposal, size: size, environment: environment, space: inner, into: &out)
        carried.keep(
            slot, content: content, proposal: proposal, size: size, environment: environment, scale: grid.scale,
            space: inner, leaves: out[start...])
    }
}
