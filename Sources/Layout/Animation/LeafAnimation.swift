// LeafAnimation.swift: one frame of an animated scene: the leaves of every state snapshot in flight, matched by
// identity and interpolated at the frame's time.
// Rule: OpenSwiftUI AnimatableAttribute.swift and ConstantColor.swift: every leaf animates its own pixel-rounded frame
// (and colour, opacity) with the animation of the transaction that changed it, retargeting as OpenSwiftUI
// AnimatableAttribute.swift and DefaultCombiningAnimation.swift says (Animate.Animator); geometry effects and geometry
// groups animate their parameters and frames once per effect, and the transform is rebuilt from them (OpenSwiftUI
// GeometryEffect.swift), never interpolated as a matrix; `.animation(_:value:)` replaces the transaction's animation
// below it when its value changed (Apple: withAnimation(_:_:) —
// developer.apple.com/documentation/swiftui/withanimation(_:_:); OpenSwiftUI Transaction.swift and
// AnimationModifier.swift); a view whose identity appears or disappears runs its transition (OpenSwiftUI
// Transition.swift, MoveTransition.swift and the other Animation/Transition files); a leaf whose content changes (other
// text, another shape) under animation cross-fades: the old rendering fades out where it was while the new one fades in
// where it goes (Apple: View.contentTransition(_:) —
// developer.apple.com/documentation/swiftui/view/contenttransition(_:); OpenSwiftUI ContentTransition.swift, seed 002's
// "old text lingers"). Status: complete for issue #4.

import Animate
import Geometry
import Render
import Scene

/// The animation state of one frame, built from the snapshots' layouts.
struct LeafAnimation {
    /// A leaf's own animatable values: frame, colour (linear sRGB × 128, OpenSwiftUI AnimatableAttribute.swift and
    /// ConstantColor.swift), colour-glyph opacity, a shape's drawing values and custom data, a gradient paint's data.
    static func vector(_ leaf: PlacedLeaf) -> AnimatableVector {
        let c = LinearColor(leaf.color)
        let s = animatableUnitScale
        var opacity = 1.0
        if case .text(let text) = leaf.content { opacity = text.opacity }
        let own = [
            leaf.frame.minX, leaf.frame.minY, leaf.frame.width, leaf.frame.height, c.red * s, c.green * s, c.blue * s,
            c.opacity * s, opacity * s, leaf.drawing.trimFrom, leaf.drawing.trimTo, leaf.drawing.stroke?.lineWidth ?? 0,
            leaf.drawing.stroke?.dashPhase ?? 0, leaf.drawing.inset,
        ]
        let paint = leaf.paint?.animatableData ?? []
        let steps = leaf.drawing.steps.flatMap(\.animatableData)
        return AnimatableVector(own + LeafAnimation.shapeData(leaf) + paint + steps)
    }

    /// A shape leaf's own animatable data (ShapeAnimatableData.swift): a custom shape's, a rounded rectangle's radii.
    static func shapeData(_ leaf: PlacedLeaf) -> [Double] {
        if case .shape(let kind) = leaf.content { return kind.animatableData }
        return []
    }

    static func apply(_ v: AnimatableVector, to leaf: PlacedLeaf) -> PlacedLeaf {
        var leaf = leaf
        let s = animatableUnitScale
        leaf.frame = Rect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
        let c = LinearColor(
            red: v[4] / s, green: v[5] / s, blue: v[6] / s, opacity: max(0, min(1, v[7] / s)))
        leaf.color = c.color
        if case .text(var text) = leaf.content {
            text.opacity = max(0, min(1, v[8] / s))
            leaf.content = .text(text)
        }
        // A shape's animatable data: trim ends, line width, dash phase, inset (Apple: Shape.trim(from:to:) and
        // StrokeStyle are Animatable — developer.apple.com/documentation/swiftui/strokestyle/animatabledata).
        leaf.drawing.trimFrom = v[9]
        leaf.drawing.trimTo = v[10]
        if leaf.drawing.stroke != nil {
            leaf.drawing.stroke!.lineWidth = max(0, v[11])
            leaf.drawing.stroke!.dashPhase = v[12]
        }
        leaf.drawing.inset = v[13]
        let custom = LeafAnimation.shapeData(leaf).count
        let paint = leaf.paint?.animatableData.count ?? 0
        let steps = leaf.drawing.steps.reduce(0) { $0 + $1.animatableData.count }
        guard v.components.count == 14 + custom + paint + steps else { return leaf }
        if custom > 0, case .shape(let kind) = leaf.content {
            leaf.content = .shape(kind.with(v.components[14..<(14 + custom)]))
        }
        // A gradient paint's points and stop colours (GradientAnimation.swift).
        if paint > 0 { leaf.paint = leaf.paint?.with(Array(v.components[(14 + custom)..<(14 + custom + paint)])) }
        // The shape's rotation, scale and offset (ShapeTransform.swift).
        var at = 14 + custom + paint
        for (i, step) in leaf.drawing.steps.enumerated() {
            let n = step.animatableData.count
            leaf.drawing.steps[i] = step.with(v.components[at..<(at + n)])
            at += n
        }
        return leaf
    }

    /// Brings a running leaf and its new state to one paint layout (GradientAnimation.swift): over the union of the
    /// stop locations when only those differ, restarting the animator from the displayed value; a paint of another
    /// kind (or none) is drawn at once. Returns the new leaf as it is to be animated to.
    static func alignPaint(_ track: inout Track, to leaf: PlacedLeaf, at time: Double) -> PlacedLeaf {
        switch (track.leaf.paint, leaf.paint) {
        case (nil, nil): return leaf
        case (let old?, let new?) where old.animatesLike(new): return leaf
        default: break
        }
        var shown = LeafAnimation.apply(track.animator.value(at: time), to: track.leaf)
        var target = leaf
        if let old = shown.paint, let new = leaf.paint, old.sameKind(new) {
            // One-parameter gradients of one kind whose stop locations differ (meshes of one grid line up already).
            let union = GradientShading.unionLocations(
                old.gradient.stops.map(\.location), new.gradient.stops.map(\.location))
            shown.paint = old.respread(union)
            target.paint = new.respread(union)
        } else {
            shown.paint = leaf.paint
        }
        track.leaf = shown
        track.animator = Animator(LeafAnimation.vector(shown))
        return target
    }

    /// Whether the leaf draws something else (not just elsewhere or in another colour).
    static func contentDiffers(_ a: PlacedLeaf, _ b: PlacedLeaf) -> Bool {
        switch (a.content, b.content) {
        case (.color, .color): false
        // A rounded rectangle's radii animate (ShapeAnimatableData.swift): only another shape or corner style is new.
        case (.shape(let x), .shape(let y)): !x.animates(to: y)
        case (.text(let x), .text(let y)): x.layout != y.layout
        case (.ink, .ink): false
        // A canvas draws anew for each frame; its drawing changing is not a new view (Canvas/CanvasPicture.swift).
        case (.canvas, .canvas): false
        // The same picture drawn the same way (the catalog decodes a file once, so its pixels share storage and
        // compare in one step) is the same content: a change around it must not cross-fade it with itself.
        case (.image(let x), .image(let y)):
            x.image.width != y.image.width || x.image.height != y.image.height || x.image.scale != y.image.scale
                || x.slices != y.slices || x.interpolation != y.interpolation || x.antialiased != y.antialiased
                || x.image.pixels != y.image.pixels
        default: true
        }
    }

    /// A leaf present in the latest snapshot, or a ghost: a removed leaf running its removal transition, or the old
    /// content of a leaf that changed content, fading out.
    struct Track {
        var leaf: PlacedLeaf
        var animator: Animator<AnimatableVector>
        /// Insertion (`inserting`) or removal transition: when it began and with what animation.
        var transition: (time: Double, animation: Animation, inserting: Bool)?
        /// Cross-fade of changed content: fading in (the new content) or out (a ghost of the old).
        var fade: (time: Double, animation: Animation, fadingIn: Bool)?
        /// A numeric-text morph from the previous string (NumericTextMorph.swift), drawn instead of the leaf while
        /// it runs.
        var morph: NumericTextMorph?
        /// The offsets written outside the leaf's `.animation(_:value:)` scopes (offsetParts), each animated twice:
        /// with the animation its own place gives (`own`) and with the leaf's (`under`, as the frame carries it).
        var parts: [OffsetPart] = []
    }

    /// One offset part of a leaf's position: the scope it stops at and its two animations (Track.parts).
    struct OffsetPart {
        var boundary: Int
        var own: Animator<AnimatableVector>
        var under: Animator<AnimatableVector>
    }

    /// A leaf's offsets outside its scopes, by the scope they stop at: for each scope in the leaf's own transform
    /// space, the offsets written between the previous such scope and it (AnimationScope.outerOffset). SwiftUI's
    /// `_OffsetEffect` is an attribute of its own, so `.offset(y:)` written after `.animation(.linear, value: v)`
    /// animates with the transaction around it, not with that animation (Apple: View.animation(_:value:) — "Applies
    /// the given animation to this view when the specified value changes", i.e. to the view it is written on).
    static func offsetParts(_ leaf: PlacedLeaf) -> [(boundary: Int, offset: [Double])] {
        var parts: [(boundary: Int, offset: [Double])] = []
        var previous = Point(x: 0, y: 0)
        for (i, scope) in leaf.scopes.enumerated() where scope.effectDepth == leaf.effects.count {
            parts.append((i, [scope.outerOffset.x - previous.x, scope.outerOffset.y - previous.y]))
            previous = scope.outerOffset
        }
        return parts
    }

    /// `leaf` moved by how far the parts' own animations have it from where the leaf's animation has it at `time`
    /// (unchanged, bit for bit, where they agree: at rest).
    static func shifted(_ leaf: PlacedLeaf, by parts: [OffsetPart], at time: Double) -> PlacedLeaf {
        var shift = (x: 0.0, y: 0.0)
        for part in parts {
            let (own, under) = (part.own.value(at: time).components, part.under.value(at: time).components)
            shift.x += own[0] - under[0]
            shift.y += own[1] - under[1]
        }
        guard shift.x != 0 || shift.y != 0 else { return leaf }
        var moved = leaf
        moved.frame.origin = Point(x: leaf.frame.minX + shift.x, y: leaf.frame.minY + shift.y)
        return moved
    }

    /// New parts for `leaf`, at rest.
    static func restingParts(_ leaf: PlacedLeaf) -> [OffsetPart] {
        offsetParts(leaf).map {
            OffsetPart(
                boundary: $0.boundary, own: Animator(AnimatableVector($0.offset)),
                under: Animator(AnimatableVector($0.offset)))
        }
    }

    /// A ghost and where it is drawn: just after the leaf `anchor` of its snapshot (nil: at the back).
    struct Ghost {
        var track: Track
        var after: UInt64?
    }

    var tracks: [UInt64: Track] = [:]
    var order: [UInt64] = []
    var ghosts: [Ghost] = []
    var effects = ParameterTracks<PlacedEffect>()
    var groups = ParameterTracks<PlacedGroup>()
    /// The leaves of masks (PlacedGroup.maskSource), by identity: interpolated as leaves are, without transitions.
    var maskTracks: [UInt64: Track] = [:]
    let scale: Double

    /// Runs the snapshots' changes through the animators, oldest first.
    init(snapshots: [StateSnapshot], layouts: [[PlacedLeaf]], scale: Double) {
        self.scale = scale
        var previousScopes: [UInt64: String] = [:]
        for (s, snapshot) in snapshots.enumerated() {
            let leaves = LeafAnimation.uniqueKeys(layouts[s])
            let time = snapshot.update?.time ?? 0
            let transaction = snapshot.update?.animation
            var scopes: [UInt64: String] = [:]
            // The masks of this snapshot, each once (by its group's identity): their leaves animate too.
            var maskGroups: [PlacedGroup] = []
            var seenMasks: Set<UInt64> = []
            for leaf in leaves {
                for scope in leaf.scopes { scopes[scope.key] = scope.value }
                for effect in leaf.effects { for scope in effect.scopes { scopes[scope.key] = scope.value } }
                for group in leaf.groups {
                    for scope in group.scopes { scopes[scope.key] = scope.value }
                    if group.maskSource != nil, seenMasks.insert(group.key).inserted { maskGroups.append(group) }
                }
            }
            let maskLeaves = maskGroups.flatMap { LeafAnimation.uniqueKeys($0.maskSource ?? []) }
            // An `.animation(_:value:)` written inside a mask's content scopes its leaves as any other.
            for leaf in maskLeaves {
                for scope in leaf.scopes { scopes[scope.key] = scope.value }
                for effect in leaf.effects { for scope in effect.scopes { scopes[scope.key] = scope.value } }
            }
            /// The animation for a change under `around` (Apple: withAnimation(_:_:) —
            /// developer.apple.com/documentation/swiftui/withanimation(_:_:); OpenSwiftUI Transaction.swift and
            /// AnimationModifier.swift).
            func animation(_ around: [AnimationScope]) -> Animation? {
                for scope in around.reversed() {
                    if let old = previousScopes[scope.key], old != scope.value || old == AnimationScope.anyChange {
                        return scope.animation
                    }
                }
                return transaction
            }
            // Effects and layers: one animator per identity, shared by every leaf inside.
            effects.update(
                with: leaves.flatMap(\.effects) + maskLeaves.flatMap(\.effects), snapshot: s, at: time,
                animation: animation)
            groups.update(with: leaves.flatMap(\.groups), snapshot: s, at: time, animation: animation)
            // Masks' leaves (keys made unique per mask, as `animatingMask` looks them up).
            for leaf in maskLeaves {
                let v = LeafAnimation.vector(leaf)
                if s > 0, var track = maskTracks[leaf.key], !LeafAnimation.contentDiffers(track.leaf, leaf),
                    track.animator.value(at: time).components.count == v.components.count
                {
                    track.animator.setTarget(v, animation: animation(leaf.scopes), at: time)
                    track.leaf = leaf
                    maskTracks[leaf.key] = track
                } else {
                    maskTracks[leaf.key] = Track(leaf: leaf, animator: Animator(v))
                }
            }
            // Leaves.
            var present: Set<UInt64> = []
            for leaf in leaves {
                present.insert(leaf.key)
                let v = LeafAnimation.vector(leaf)
                guard s > 0, var track = tracks[leaf.key] else {
                    var track = Track(leaf: leaf, animator: Animator(v), parts: LeafAnimation.restingParts(leaf))
                    if s > 0, let a = leaf.transition?.transition.ownAnimation ?? animation(leaf.scopes) {
                        track.transition = (time, a, true)
                    }
                    tracks[leaf.key] = track
                    continue
                }
                let a = animation(leaf.scopes)
                if LeafAnimation.contentDiffers(track.leaf, leaf), a != nil,
                    case .numericText(let countsDown, let value, let floating) = leaf.contentTransition,
                    let morph = NumericTextMorph(
                        from: LeafAnimation.apply(track.animator.value(at: time), to: track.leaf), to: leaf, at: time,
                        countsDown: countsDown,
                        value: value.flatMap { new in LeafAnimation.numericValue(track.leaf).map { ($0, new) } },
                        floating: floating)
                {
                    // The morph has its own clock (measurements in AmatoGiulio/react-native-numeric-text
                    // .agent/TRANSITION_MODEL.md); the frame jumps to the new layout.
                    track = Track(
                        leaf: leaf, animator: Animator(v), transition: nil, fade: nil, morph: morph,
                        parts: LeafAnimation.restingParts(leaf))
                } else if LeafAnimation.contentDiffers(track.leaf, leaf), let a, leaf.contentTransition != .identity {
                    var old = track
                    // The ghost stays where the offsets outside its scopes have it now (offsetParts).
                    old.leaf = LeafAnimation.shifted(
                        LeafAnimation.apply(track.animator.value(at: time), to: track.leaf), by: track.parts,
                        at: time)
                    old.parts = []
                    old.animator = Animator(LeafAnimation.vector(old.leaf))
                    old.fade = (time, a, false)
                    ghosts.append(Ghost(track: old, after: LeafAnimation.predecessor(of: leaf.key, in: order)))
                    track = Track(
                        leaf: leaf, animator: Animator(v), transition: nil, fade: (time, a, true), morph: nil,
                        parts: LeafAnimation.restingParts(leaf))
                } else {
                    let aligned = LeafAnimation.alignPaint(&track, to: leaf, at: time)
                    if LeafAnimation.shapeData(track.leaf).count != LeafAnimation.shapeData(aligned).count {
                        // Another shape's data (a rounded rectangle's radius, a custom shape's values) would line up
                        // with other values of the vector: the new shape is drawn at once.
                        track.animator = Animator(LeafAnimation.vector(aligned))
                        track.parts = LeafAnimation.restingParts(aligned)
                    } else {
                        track.animator.setTarget(LeafAnimation.vector(aligned), animation: a, at: time)
                        let parts = LeafAnimation.offsetParts(aligned)
                        if parts.map(\.boundary) == track.parts.map(\.boundary) {
                            for (j, part) in parts.enumerated() {
                                let target = AnimatableVector(part.offset)
                                track.parts[j].own.setTarget(
                                    target, animation: animation(Array(leaf.scopes[..<part.boundary])), at: time)
                                track.parts[j].under.setTarget(target, animation: a, at: time)
                            }
                        } else {
                            track.parts = LeafAnimation.restingParts(aligned)
                        }
                    }
                    track.leaf = aligned
                }
                tracks[leaf.key] = track
            }
            for key in order where !present.contains(key) {
                guard let track = tracks.removeValue(forKey: key) else { continue }
                if let a = track.leaf.transition?.transition.ownAnimation ?? animation(track.leaf.scopes) {
                    var ghost = track
                    ghost.transition = (time, a, false)
                    ghosts.append(Ghost(track: ghost, after: LeafAnimation.predecessor(of: key, in: order)))
                }
            }
            order = leaves.map(\.key)
            previousScopes = scopes
        }
    }

    /// Every leaf drawn at `time`, back to front.
    func leaves(at time: Double) -> [PlacedLeaf] {
        var out: [PlacedLeaf] = []
        let masks = MaskCache()
        func emitGhosts(after key: UInt64?) {
            for ghost in ghosts where ghost.after == key {
                if let leaf = resolve(ghost.track, at: time, masks: masks) { out.append(leaf) }
            }
        }
        let live = Set(order)
        // Ghosts whose anchor left the scene go at the back.
        for ghost in ghosts where ghost.after.map({ !live.contains($0) }) ?? true {
            if let leaf = resolve(ghost.track, at: time, masks: masks) { out.append(leaf) }
        }
        for key in order {
            if let track = tracks[key], let leaf = resolve(track, at: time, masks: masks) {
                if let morph = track.morph, !morph.isFinished(at: time) {
                    var old = morph.old
                    old.transform = leaf.transform
                    old.groups = leaf.groups
                    out += morph.leaves(at: time, old: old, new: leaf)
                } else {
                    out.append(leaf)
                }
            }
            emitGhosts(after: key)
        }
        return out
    }

    /// The leaf's values at `time`, with its transition and fade applied; nil once a ghost has finished.
    private func resolve(_ track: Track, at time: Double, masks: MaskCache? = nil) -> PlacedLeaf? {
        // Offsets outside the leaf's scopes: moved by their own animation instead of the leaf's (offsetParts).
        var leaf = LeafAnimation.shifted(
            LeafAnimation.apply(track.animator.value(at: time), to: track.leaf), by: track.parts, at: time)
        var alpha = 1.0
        if let fade = track.fade {
            let p = min(1, max(0, fade.animation.value(at: time - fade.time)))
            if !fade.fadingIn && fade.animation.isFinished(at: time - fade.time) { return nil }
            alpha *= fade.fadingIn ? p : 1 - p
        }
        var transition: (amount: Double, PlacedTransition)?
        if let t = track.transition {
            let finished = t.animation.isFinished(at: time - t.time)
            if !t.inserting && finished { return nil }
            if !finished {
                let p = t.animation.value(at: time - t.time)
                transition = (t.inserting ? 1 - p : p, leaf.transition ?? PlacedTransition.defaultOpacity(for: leaf))
            }
        }
        // Rebuild the transform from the effects' animated parameters (OpenSwiftUI GeometryEffect.swift).
        var blur = 0.0
        var transform = AffineTransform(scaleX: scale, y: scale)
        // A clip inside some of the effects moves with them: the spaces before each effect, animated and as laid out.
        let clips = leaf.groups.contains { $0.clipSource != nil }
        var spaces: [(animated: AffineTransform, rest: AffineTransform)] = []
        var rest = transform
        var transitionMatrix: AffineTransform?
        for (depth, effect) in leaf.effects.enumerated() {
            if clips {
                spaces.append((transform, rest))
                rest = effect.space(in: rest)
            }
            if let transition, transition.1.depth == depth {
                let (matrix, opacity, radius) = transition.1.transition.resolved(inserting: track.transition!.inserting)
                    .effect(amount: transition.amount, frame: transition.1.frame)
                transform = matrix.concatenating(transform)
                transitionMatrix = matrix
                alpha *= opacity
                blur = radius * transform.lengthScale
            }
            transform = effects.value(of: effect, at: time).space(in: transform)
        }
        if clips { spaces.append((transform, rest)) }
        if let transition, transition.1.depth >= leaf.effects.count {
            let (matrix, opacity, radius) = transition.1.transition.resolved(inserting: track.transition!.inserting)
                .effect(amount: transition.amount, frame: transition.1.frame)
            transform = matrix.concatenating(transform)
            transitionMatrix = matrix
            alpha *= opacity
            blur = radius * transform.lengthScale
        }
        leaf.transform = transform
        leaf.groups = leaf.groups.map { group in
            let animated = groups.value(of: group, at: time)
            guard animated.maskSource != nil else { return animated }
            // A mask is drawn once per frame, whatever number of leaves it covers.
            if let cached = masks?.groups[animated.key] { return cached }
            let drawn = animatingMask(animated, at: time)
            masks?.groups[animated.key] = drawn
            return drawn
        }
        if clips {
            leaf.groups = leaf.groups.map { group in
                guard let source = group.clipSource else { return group }
                let depth = min(source.effectDepth, spaces.count - 1)
                var animated = spaces[depth].animated
                // A transition between the same effects as the clip moves the clip only when the clip is inside the
                // transitioning view (placed after it: more groups around it); a container's `.clipped()` stays.
                if let transition, let transitionMatrix, min(transition.1.depth, leaf.effects.count) == depth,
                    source.groupDepth >= transition.1.groupDepth
                {
                    animated = transitionMatrix.concatenating(animated)
                }
                return group.moved(from: spaces[depth].rest, to: animated)
            }
        }
        if blur > 0.05 {
            leaf.groups.append(PlacedGroup(key: leaf.key &* 0x2545_F491 &+ 7, kind: .blur(sigma: blur, opaque: false)))
        }
        if alpha < 1 {
            leaf.color = leaf.color.opacity(alpha)
            if case .text(var text) = leaf.content {
                text.opacity *= alpha
                leaf.content = .text(text)
            }
        }
        return leaf
    }

    /// The masks drawn for one frame, by group identity (`leaves(at:)`).
    final class MaskCache {
        var groups: [UInt64: PlacedGroup] = [:]
    }

    /// A mask group drawn from its leaves at `time` when any of them is moving; as laid out otherwise.
    private func animatingMask(_ group: PlacedGroup, at time: Double) -> PlacedGroup {
        guard let written = group.maskSource, !maskTracks.isEmpty else { return group }
        let source = LeafAnimation.uniqueKeys(written)
        let moving = source.contains { leaf in
            guard let track = maskTracks[leaf.key] else { return false }
            return track.animator.value(at: time).components != LeafAnimation.vector(track.leaf).components
                || leaf.effects.contains { effects.value(of: $0, at: time).animatableData != $0.animatableData }
        }
        guard moving else { return group }
        var animated = group
        let leaves = source.map { leaf in maskTracks[leaf.key].flatMap { resolve($0, at: time) } ?? leaf }
        animated.kind = .mask(leaves.displayItems)
        return animated
    }

    /// Leaves keep their identity; a second leaf with the same identity (one view value used twice) gets a derived
    /// one, in order, so each is matched with its counterpart.
    static func uniqueKeys(_ leaves: [PlacedLeaf]) -> [PlacedLeaf] {
        var seen: [UInt64: UInt64] = [:]
        var out = leaves
        for i in out.indices {
            let key = out[i].key
            let n = seen[key, default: 0]
            seen[key] = n + 1
            if n > 0 { out[i].key = key &* 0x9E37_79B9_7F4A_7C15 &+ n }
        }
        return out
    }

    /// The `numericText(value:)` a leaf was laid out with, if any.
    static func numericValue(_ leaf: PlacedLeaf) -> Double? {
        if case .numericText(_, let value, _) = leaf.contentTransition { return value }
        return nil
    }

    static func predecessor(of key: UInt64, in order: [UInt64]) -> UInt64? {
        guard let i = order.firstIndex(of: key), i > 0 else { return nil }
        return order[i - 1]
    }
}

/// A node whose parameters animate once for all the leaves inside it: a geometry effect or a layer.
protocol AnimatedParameters: Sendable {
    var key: UInt64 { get }
    var scopes: [AnimationScope] { get }
    var animatableData: [Double] { get }
    /// How many leading numbers of `animatableData` are the node's frame, which animates as an attribute of its
    /// own (0: none).
    var frameComponentCount: Int { get }
    func with(_ data: [Double]) -> Self
}

extension PlacedEffect: AnimatedParameters {
    var frameComponentCount: Int { 4 }
}
extension PlacedGroup: AnimatedParameters {
    var frameComponentCount: Int { 0 }
}

/// Per node identity, two animators: the node's frame, and its own parameters (angle, scale, anchor…). SwiftUI
/// animates each attribute on its own — a view's geometry is one, a geometry effect's `animatableData` another
/// (OpenSwiftUI AnimatableAttribute.swift) — and a transaction retargets only an attribute whose value it changes
/// (DefaultCombiningAnimation joins the new animation to a changed value only): a `withAnimation` that resizes a
/// view a `repeatForever` rotation turns moves the rotation's frame, never its angle. Within an attribute the
/// numbers animate together. A node that changes shape (another parameter count) starts afresh.
struct ParameterTracks<Node: AnimatedParameters> {
    private var tracks: [UInt64: (node: Node, frame: Animator<AnimatableVector>?, own: Animator<AnimatableVector>)] =
        [:]

    /// Sets each node's new parameters (the first occurrence of each identity) at `time`, snapshot `s`.
    mutating func update(
        with nodes: [Node], snapshot s: Int, at time: Double, animation: ([AnimationScope]) -> Animation?
    ) {
        var seen: Set<UInt64> = []
        for node in nodes where seen.insert(node.key).inserted {
            let data = node.animatableData
            let k = node.frameComponentCount
            let frame = k > 0 ? AnimatableVector(Array(data[..<k])) : nil
            let own = AnimatableVector(Array(data[k...]))
            if s > 0, var track = tracks[node.key], track.node.animatableData.count == data.count {
                let chosen = animation(node.scopes)
                if let frame { track.frame?.setTarget(frame, animation: chosen, at: time) }
                track.own.setTarget(own, animation: chosen, at: time)
                track.node = node
                tracks[node.key] = track
            } else {
                tracks[node.key] = (node, frame.map { Animator($0) }, Animator(own))
            }
        }
    }

    /// `node` with its animated parameters at `time` (as laid out if it has no track).
    func value(of node: Node, at time: Double) -> Node {
        guard let track = tracks[node.key] else { return node }
        let own = track.own.value(at: time).components
        guard let frame = track.frame else { return track.node.with(own) }
        return track.node.with(frame.value(at: time).components + own)
    }
}

extension PlacedTransition {
    /// SwiftUI's default transition, `.opacity`, for a leaf with no `.transition`.
    static func defaultOpacity(for leaf: PlacedLeaf) -> PlacedTransition {
        PlacedTransition(key: leaf.key, transition: .opacity, frame: leaf.frame, depth: leaf.effects.count)
    }
}

extension Transition {
    /// The transition's effect at `amount` (0: identity, 1: fully applied, overshoot allowed), for a view whose frame
    /// is `frame`: a matrix in that view's parent space, an opacity factor and a blur radius in points
    /// (OpenSwiftUI Transition.swift, MoveTransition.swift and the other Animation/Transition files).
    func effect(amount a: Double, frame: Rect) -> (AffineTransform, Double, Double) {
        let fade = max(0, min(1, 1 - a))
        switch self {
        case .identity:
            return (.identity, 1, 0)
        case .opacity:
            return (.identity, fade, 0)
        case .scale(let s, let anchor):
            let k = 1 + (s - 1) * a
            let p = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            return (AffineTransform.about(p, AffineTransform(scaleX: k, y: k)), 1, 0)
        case .offset(let x, let y):
            return (AffineTransform(translationX: x * a, y: y * a), 1, 0)
        case .move(let edge):
            return (Transition.shift(edge, frame, a), 1, 0)
        case .push(let edge):
            return (Transition.shift(edge, frame, a), fade, 0)
        case .blur(let radius):
            return (.identity, fade, max(0, radius * a))
        case .blurReplace:
            return resolved(inserting: true).effect(amount: a, frame: frame)
        case .combined(let x, let y):
            let (m1, o1, b1) = x.effect(amount: a, frame: frame)
            let (m2, o2, b2) = y.effect(amount: a, frame: frame)
            return (m1.concatenating(m2), o1 * o2, max(b1, b2))
        case .asymmetric(let insertion, _):
            return insertion.effect(amount: a, frame: frame)
        case .modifier(let m):
            return m.effect(amount: a, frame: frame)
        case .animated(let t, _):
            return t.effect(amount: a, frame: frame)
        }
    }

    /// `MoveTransition`: the view's own size toward `edge`.
    private static func shift(_ edge: Edge, _ frame: Rect, _ a: Double) -> AffineTransform {
        switch edge {
        case .leading: AffineTransform(translationX: -frame.width * a, y: 0)
        case .trailing: AffineTransform(translationX: frame.width * a, y: 0)
        case .top: AffineTransform(translationX: 0, y: -frame.height * a)
        case .bottom: AffineTransform(translationX: 0, y: frame.height * a)
        }
    }
}
