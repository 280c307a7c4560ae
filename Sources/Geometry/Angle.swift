// Angle.swift: SwiftUI's `Angle` (radians inside, degrees as a view). Status: complete.

/// An angle; positive angles turn clockwise on a y-down screen, as `rotationEffect` does (OpenSwiftUI
/// RotationEffect.swift, ScaleEffect.swift and UnitPoint.swift).
public struct Angle: Hashable, Sendable, CustomStringConvertible {
    public var radians: Double

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static let zero = Angle(radians: 0)

    public var degrees: Double { radians * 180 / .pi }

    public var description: String { "\(degrees)°" }
}
