// Animatable.swift: SwiftUI's `Animatable`, a value with a vector form that animations move.
// Rule: OpenSwiftUI AnimatableAttribute.swift and ConstantColor.swift (animators interpolate `animatableData`; unit
// points and colours are scaled by 128, SwiftUI's `unitScale`, so that a spring's absolute thresholds (OpenSwiftUI
// FluidSpringAnimation.swift) mean the same for them as for points). Status: complete for numbers, points, sizes,
// rects, angles, unit points (anchors) and colours (LinearColor.swift).

import Geometry

/// A value that an `Animator` can move: it reads and writes itself as a `VectorArithmetic` vector.
public protocol Animatable {
    /// The vector an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// The value as a vector, in the units the animation's thresholds use.
    var animatableData: AnimatableData { get set }
}

/// A vector is its own animatable data.
extension Animatable where Self: VectorArithmetic, AnimatableData == Self {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}
extension Point: Animatable {}
extension Size: Animatable {}
extension Rect: Animatable {}
extension Angle: Animatable {}

/// The scale SwiftUI applies to unit-range quantities (unit points, colour components) before animating them.
public let animatableUnitScale = 128.0

/// An anchor animates (x, y) × 128, as SwiftUI's `UnitPoint.animatableData` does (OpenSwiftUI AnimatableAttribute.swift
/// and ConstantColor.swift).
extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x * animatableUnitScale, y * animatableUnitScale) }
        set {
            x = newValue.first / animatableUnitScale
            y = newValue.second / animatableUnitScale
        }
    }
}
