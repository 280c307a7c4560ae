// CustomShape.swift: a user `struct X: Shape { func path(in rect: CGRect) -> Path }` as the view tree carries it:
// the struct's values and a way to run its `path(in:)` for the rect layout gives it.
// Rule: Apple: Shape — developer.apple.com/documentation/swiftui/shape ("implement path(in:)"; a shape fills the
// rect it is proposed) and Animatable.animatableData — developer.apple.com/documentation/swiftui/animatable (a
// shape whose `animatableData` changes is redrawn at the interpolated value every frame); Apple: AnimatablePair —
// developer.apple.com/documentation/swiftui/animatablepair (two animatable values as one). Status: `animatableData`
// as a stored Double, a getter returning a stored Double, or `AnimatablePair(a, b)` of stored Doubles animates.

import Geometry

/// A user shape: equal when its type and every stored value but `animatableData` are equal.
public struct CustomShape: Hashable, Sendable {
    /// The struct's name, as written.
    public var name: String
    /// Identity of the type and its non-animated values (for content changes between snapshots).
    public var key: Int
    /// The values its `animatableData` stands for (empty when it has none): the stored properties it reads.
    public var animatableData: [Double]
    let makePath: @Sendable (Rect, [Double]) -> Path

    public init(
        name: String, key: Int, animatableData: [Double], makePath: @escaping @Sendable (Rect, [Double]) -> Path
    ) {
        self.name = name
        self.key = key
        self.animatableData = animatableData
        self.makePath = makePath
    }

    /// `path(in: rect)` with the current `animatableData`.
    public func path(in rect: Rect) -> Path { makePath(rect, animatableData) }

    public static func == (a: CustomShape, b: CustomShape) -> Bool { a.key == b.key && a.name == b.name }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(name)
    }
}
