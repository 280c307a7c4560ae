// UnitPoint.swift: SwiftUI's `UnitPoint`, a point in a view's frame in units of its size.
// Rule: OpenSwiftUI RotationEffect.swift, ScaleEffect.swift and UnitPoint.swift (`anchor.in(size) = (x·w, y·h)`).
// Status: complete.

/// A point in unit coordinates of a frame: (0, 0) is top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// SwiftUI's named unit points, by the member name a scene writes (`.topLeading`).
    public static let named: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
        "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// The point this unit point names in a frame of `size`, relative to the frame's origin.
    public func `in`(_ size: Size) -> Point { Point(x: x * size.width, y: y * size.height) }

    public var description: String { "UnitPoint(\(x), \(y))" }
}
