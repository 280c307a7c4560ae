// CustomGeometryEffect.swift: a user `struct X: GeometryEffect` applied with `.modifier(X(…))`, as the view tree
// carries it: its values and a way to run its `effectValue(size:)` for the size layout gives the view.
// Rule: Apple: GeometryEffect — developer.apple.com/documentation/swiftui/geometryeffect ("An effect that changes
// the visual appearance of a view, largely without changing its ancestors or descendants"; `effectValue(size:)`
// returns the ProjectionTransform for the view's size) and Animatable.animatableData (the effect is recomputed at
// the interpolated value every frame: SwiftUI Lab, "Advanced SwiftUI Animations – Part 2: GeometryEffect").
// Status: affine effects; `animatableData` as for shapes (a stored Double, a getter, AnimatablePair).

import Geometry

/// A user geometry effect: equal when its type and every stored value but `animatableData` are equal.
public struct CustomGeometryEffect: ViewModifier, Sendable {
    /// The struct's name, as written.
    public var name: String
    /// Identity of the type and its non-animated values.
    public var key: Int
    /// The values its `animatableData` stands for (empty when it has none).
    public var animatableData: [Double]
    let makeTransform: @Sendable (Size, [Double]) -> AffineTransform

    public init(
        name: String, key: Int, animatableData: [Double],
        makeTransform: @escaping @Sendable (Size, [Double]) -> AffineTransform
    ) {
        self.name = name
        self.key = key
        self.animatableData = animatableData
        self.makeTransform = makeTransform
    }

    /// `effectValue(size:)` with the current `animatableData`.
    public func transform(for size: Size) -> AffineTransform { makeTransform(size, animatableData) }
}
