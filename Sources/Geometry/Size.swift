// Size.swift: a width and a height, in points or pixels. Status: complete.

/// A size. Layout sizes are in points; the rasteriser works in device pixels (points × render scale).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}
