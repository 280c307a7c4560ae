// AnimatedPrediction.swift: the answer key for a frame that animates between state snapshots.
// Rule: OpenSwiftUI Round+Extension.swift and AnimatableAttribute.swift; OpenSwiftUI AnimatableAttribute.swift and
// ConstantColor.swift: each leaf animates its own pixel-rounded target frame, not re-rounded in flight, with the
// animation of the transaction that changed it (OpenSwiftUI BezierAnimation.swift, FluidSpringAnimation.swift and
// SpringAnimation.swift, through Animate's closed forms and integrator, which do not depend on Layout or Render).
// Predicted here from the modifier algebra of each snapshot: when the snapshots' placements differ only by a
// translation (offset, position, alignment), the marker's centre moves along the animated translation of the snapped
// placement. When rotation or scale animate, each modifier's value (its animatableData: angle, scale factors,
// offset) animates with the transaction's curve and the chain is composed again at the frame's time. Size changes, a
// chain that gains or loses modifiers, and `.animation(_:value:)` around a marker are reported as not predicted rather
// than guessed. Status: complete.

import Animate
import Geometry
import Scene

extension ModifierAlgebra {
    /// Predictions for a frame at `time` from the state snapshots in flight (SceneProgram.snapshots), oldest first.
    public static func predictions(
        for snapshots: [StateSnapshot], at time: Double, canvas: Size, scale: Double
    ) -> [MarkerPrediction] {
        guard let latest = snapshots.last else { return [] }
        let current = predictions(for: latest.view, canvas: canvas, scale: scale)
        guard snapshots.count > 1 else { return current }
        let all = snapshots.map { predictions(for: $0.view, canvas: canvas, scale: scale) }
        let implicit = snapshots.contains { containsImplicitAnimation($0.view) }
        return current.indices.map { k in
            var m = current[k]
            guard let target = m.predicted else { return m }
            // The same marker in every snapshot: same source, a prediction, same size and linear part.
            var placements: [Predicted] = []
            for p in all {
                guard k < p.count, p[k].range == m.range, let q = p[k].predicted else {
                    return unpredicted(m, "appears or changes identity while animating")
                }
                placements.append(q)
            }
            let moves = placements.contains { $0.snapped != target.snapped }
            guard moves else { return m }
            if implicit { return unpredicted(m, "animating under .animation(_:value:), not predicted") }
            var p = target
            let translationOnly = placements.allSatisfy {
                $0.size == target.size && sameLinearPart($0.snapped, target.snapped)
                    && sameLinearPart($0.matrix, target.matrix)
            }
            if translationOnly {
                // The snapped translation animates (the rounded targets, not re-rounded in flight); the pure
                // algebra's translation moves by the same animated amount.
                var snapped = Animator(Point(x: placements[0].snapped.tx, y: placements[0].snapped.ty))
                var pure = Animator(Point(x: placements[0].matrix.tx, y: placements[0].matrix.ty))
                for (s, q) in zip(snapshots, placements).dropFirst() {
                    let t = s.update?.time ?? 0
                    snapped.setTarget(Point(x: q.snapped.tx, y: q.snapped.ty), animation: s.update?.animation, at: t)
                    pure.setTarget(Point(x: q.matrix.tx, y: q.matrix.ty), animation: s.update?.animation, at: t)
                }
                let ps = snapped.value(at: time)
                let pm = pure.value(at: time)
                (p.snapped.tx, p.snapped.ty) = (ps.x, ps.y)
                (p.matrix.tx, p.matrix.ty) = (pm.x, pm.y)
            } else {
                // Rotation or scale animating: each modifier's value animates (its animatableData, as a
                // GeometryEffect's does) through the transaction's curve, and the chain is composed again at the
                // frame's time. Only when the chain keeps its modifiers and size and its anchors move with the
                // layout centre; anything else is not guessed.
                guard
                    placements.allSatisfy({ q in
                        q.size == target.size && q.steps.count == target.steps.count
                            && zip(q.steps, target.steps).allSatisfy { a, b in
                                a.sameKind(b) && anchorOffset(a, q.centre) == anchorOffset(b, target.centre)
                            }
                    })
                else { return unpredicted(m, "its chain or size changes while animating, not predicted") }
                // One animator per animated attribute, retargeted only by the transactions that change it (a
                // rotation in flight keeps its own curve when a later transaction springs the scale), each moving its
                // attribute's animatableData as one vector, in SwiftUI's units: the frame's origin, an offset's size,
                // a scale's (x, y), a rotation's angle in radians (Apple: Animatable —
                // https://developer.apple.com/documentation/swiftui/animatable; OpenSwiftUI Angle.swift:
                // `animatableData` is `radians`). A spring finishes when the whole vector's speed and force are
                // under 0.06 units and within 1 % of its interval (FluidSpring.swift), so animating each number
                // alone, or an angle in degrees, snaps at another frame.
                func groups(_ q: Predicted) -> [[Double]] {
                    [[q.centre.x, q.centre.y]]
                        + q.steps.flatMap { step -> [[Double]] in
                            switch step {
                            case .offset(let x, let y, let sx, let sy): [[x, y], [sx, sy]]
                            case .rotation(let d, _): [[d * Double.pi / 180]]
                            case .scale(let x, let y, _): [[x, y]]
                            }
                        }
                }
                let first = groups(placements[0])
                var animators = first.map { Animator(AnimatableVector($0)) }
                var targets = first
                for (s, q) in zip(snapshots, placements).dropFirst() {
                    for (i, g) in groups(q).enumerated() where g != targets[i] {
                        animators[i].setTarget(
                            AnimatableVector(g), animation: s.update?.animation, at: s.update?.time ?? 0)
                        targets[i] = g
                    }
                }
                // Back to the chain's own numbers: centre, then each step's parameters (angles in degrees).
                var shown = animators.map { $0.value(at: time).components }.makeIterator()
                var v = shown.next()!
                for step in target.steps {
                    switch step {
                    case .offset: v += shown.next()! + shown.next()!
                    case .rotation: v += shown.next()!.map { $0 * 180 / Double.pi }
                    case .scale: v += shown.next()!
                    }
                }
                let centre = Point(x: v[0], y: v[1])
                let shift = Point(x: centre.x - target.centre.x, y: centre.y - target.centre.y)
                var k = 2
                let steps = target.steps.map { step -> ChainStep in
                    let n = step.parameters.count
                    defer { k += n }
                    return step.with(v[k..<(k + n)], shift: shift)
                }
                p.centre = centre
                p.steps = steps
                p.matrix = ChainStep.compose(centre: centre, steps, snapped: false)
                // The pixel rounding of the target's frame (ModifierAlgebra `round`) moves the whole composed
                // placement by one canvas translation; carried over unchanged in flight.
                let unrounded = ChainStep.compose(centre: target.centre, target.steps, snapped: true)
                p.snapped = ChainStep.compose(centre: centre, steps, snapped: true).concatenating(
                    AffineTransform(translationX: target.snapped.tx - unrounded.tx, y: target.snapped.ty - unrounded.ty)
                )
            }
            p.reversed = nil
            m.predicted = p
            m.chain += " (animating)"
            return m
        }
    }

    private static func unpredicted(_ m: MarkerPrediction, _ reason: String) -> MarkerPrediction {
        var m = m
        m.predicted = nil
        m.reason = reason
        return m
    }

    /// Where a step's anchor sits relative to the layout centre (zero for an offset).
    private static func anchorOffset(_ step: ChainStep, _ centre: Point) -> Point {
        switch step {
        case .offset: .zero
        case .rotation(_, let a), .scale(_, _, let a): Point(x: a.x - centre.x, y: a.y - centre.y)
        }
    }

    private static func sameLinearPart(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
        abs(a.a - b.a) < 1e-12 && abs(a.b - b.b) < 1e-12 && abs(a.c - b.c) < 1e-12 && abs(a.d - b.d) < 1e-12
    }

    /// Whether the tree has an `.animation(_:value:)` anywhere (its scopes decide animations per subtree).
    static func containsImplicitAnimation(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .view(let view):
            return view.children.contains(where: containsImplicitAnimation)
        case .group(let children):
            return children.contains(where: containsImplicitAnimation)
        case .modified(let content, let applied):
            if case .animation = WrittenModifier(applied) { return true }
            if let v = applied.secondary, containsImplicitAnimation(v) { return true }
            return containsImplicitAnimation(content)
        default: return false
        }
    }
}
