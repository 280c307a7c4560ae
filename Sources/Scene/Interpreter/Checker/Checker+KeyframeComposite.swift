// Checker+KeyframeComposite.swift: keyframes of CGSize and CGPoint values (`LinearKeyframe(CGSize(width: 10,
// height: 0), duration: 0.3)` in a track of a CGSize property, or of a CGSize `initialValue:`), animated as their two
// Doubles; keyframes of Angle values (`CubicKeyframe(.degrees(45), duration: 0.5)`), animated as their radians.
// Rule: Apple: CGSize and CGPoint conform to Animatable with `animatableData` an AnimatablePair of their components
// (developer.apple.com/documentation/swiftui/animatablepair), so a keyframe of one moves each component along the
// same curve and timing; a component track here is one of those Doubles (KeyframeTimeline). Status: complete.

import Animate

/// One keyframe call: one Keyframe per component of the value it names (one for a Double, two for a CGSize).
struct CompositeKeyframe {
    var components: [Keyframe]

    init(_ components: [Keyframe]) { self.components = components }
}

extension Checker {
    /// How many Doubles a keyframe of `type` moves; nil when keyframes cannot animate it.
    static func keyframeComponentCount(of type: SceneType) -> Int? {
        switch type {
        // An Angle moves as its radians, its `animatableData` (Apple: developer.apple.com/documentation/swiftui/angle).
        case .double, .angle: 1
        case .size, .point: 2
        default: nil
        }
    }

    /// The component paths of a leaf of `type` at `path`: the path itself for a Double, and `path` + [0] / [1] for
    /// the width and height (x and y) of a CGSize (CGPoint) (Evaluator+Animators reads them).
    static func componentPaths(_ path: [Int], of type: SceneType) -> [[Int]] {
        keyframeComponentCount(of: type) == 2 ? [path + [0], path + [1]] : [path]
    }

    /// One track per component, each of that component's keyframes.
    static func componentTracks(_ keyframes: [CompositeKeyframe], firstComponent: Int, count: Int) -> [KeyframeTrack] {
        (0..<count).map { i in KeyframeTrack(component: firstComponent + i, keyframes.map { $0.components[i] }) }
    }

    /// The components of a constant CGSize, CGPoint or Angle, for a keyframe's value.
    mutating func constantComponents(_ e: Expr, _ type: SceneType, hint: String) -> [Double]? {
        switch constantValue(e, type, hint: hint) {
        case .size(let width, let height)?: return [width, height]
        case .point(let p)?: return [p.x, p.y]
        case .angle(let a)?: return [a.radians]
        default: return nil
        }
    }
}
