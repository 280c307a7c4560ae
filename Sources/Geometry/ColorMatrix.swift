// ColorMatrix.swift: SwiftUI's colour filters as 4×5 matrices on straight-alpha colour.
// Rule: Apple: View.brightness(_:), contrast(_:), saturation(_:), grayscale(_:), hueRotation(_:), colorInvert(),
// colorMultiply(_:) — developer.apple.com/documentation/swiftui/view (brightness adds `amount` to each component,
// 0 no effect … 1 full white; contrast scales about the middle grey, negative values invert; saturation 0 is grey,
// 1 the original; grayscale is saturation 1 − amount; colorMultiply multiplies by the colour); the saturate and
// hueRotate matrices are W3C Filter Effects Module Level 1, §9.6 feColorMatrix (luminance weights 0.2126, 0.7152,
// 0.0722). [UNCONF] whether SwiftUI applies them to sRGB-encoded or linear values: applied here to the encoded
// values, as CSS filter functions are. Status: complete for these seven filters.

/// `out = M · (r, g, b, a, 1)`, row-major 4 rows × 5 columns, on straight (not premultiplied) 0…1 components.
public struct ColorMatrix: Sendable, Equatable {
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 20)
        self.m = m
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    public static func contrast(_ amount: Double) -> ColorMatrix {
        let t = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, t, 0, amount, 0, 0, t, 0, 0, amount, 0, t, 0, 0, 0, 1, 0])
    }

    public static func saturation(_ s: Double) -> ColorMatrix {
        let (r, g, b) = (0.2126, 0.7152, 0.0722)
        return ColorMatrix([
            r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
            r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
            r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    public static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - max(0, min(1, amount))) }

    /// W3C feColorMatrix type="hueRotate".
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (s, c) = AffineTransform.sinCos(angle.radians)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    public static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix([
            color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.opacity, 0,
        ])
    }
}
