// LinearColor.swift: a colour in linear-light sRGB, the space SwiftUI interpolates colours in.
// Rule: docs/ARCHITECTURE.md ("colour animation interpolates in linear sRGB, as SwiftUI does"); OpenSwiftUI
// AnimatableAttribute.swift and ConstantColor.swift (`Color.Resolved.animatableData` = linear (r, g, b) and opacity,
// non-premultiplied, each × 128). Transfer function: IEC 61966-2-1 (sRGB), extended to negative and > 1 values by odd
// symmetry, as Apple's extended-sRGB colour spaces do, so a spring's overshoot survives the round trip. Status:
// complete.

import Foundation
import Geometry

/// Red, green and blue as linear light (0…1 in gamut) plus straight opacity.
public struct LinearColor: VectorArithmetic, Hashable {
    /// Linear-light red, 0…1 in gamut.
    public var red: Double
    /// Linear-light green, 0…1 in gamut.
    public var green: Double
    /// Linear-light blue, 0…1 in gamut.
    public var blue: Double
    /// Straight (non-premultiplied) opacity, 0…1.
    public var opacity: Double

    /// A colour from linear-light components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }

    /// Decodes an sRGB-encoded colour.
    public init(_ color: Color) {
        self.init(
            red: LinearColor.linear(fromEncoded: color.red), green: LinearColor.linear(fromEncoded: color.green),
            blue: LinearColor.linear(fromEncoded: color.blue), opacity: color.opacity)
    }

    /// The sRGB-encoded colour.
    public var color: Color {
        Color(
            red: LinearColor.encoded(fromLinear: red), green: LinearColor.encoded(fromLinear: green),
            blue: LinearColor.encoded(fromLinear: blue), opacity: opacity)
    }

    /// IEC 61966-2-1 decoding: `c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`; odd-symmetric.
    public static func linear(fromEncoded c: Double) -> Double {
        let a = abs(c)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    /// IEC 61966-2-1 encoding: `12.92 l` up to 0.0031308, else `1.055 l^(1/2.4) − 0.055`; odd-symmetric.
    public static func encoded(fromLinear l: Double) -> Double {
        let a = abs(l)
        let c = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return l < 0 ? -c : c
    }

    public static let zero = LinearColor(red: 0, green: 0, blue: 0, opacity: 0)
    public func adding(_ o: LinearColor) -> LinearColor {
        LinearColor(red: red + o.red, green: green + o.green, blue: blue + o.blue, opacity: opacity + o.opacity)
    }
    public func subtracting(_ o: LinearColor) -> LinearColor {
        LinearColor(red: red - o.red, green: green - o.green, blue: blue - o.blue, opacity: opacity - o.opacity)
    }
    public mutating func scale(by factor: Double) {
        red *= factor
        green *= factor
        blue *= factor
        opacity *= factor
    }
    public var magnitudeSquared: Double { red * red + green * green + blue * blue + opacity * opacity }
}

/// A colour animates its linear-light components and opacity, each × 128 (OpenSwiftUI AnimatableAttribute.swift and
/// ConstantColor.swift), so the midpoint of red → blue is `encoded(0.5)` ≈ 0.735 in red and blue, not 0.5.
extension Color: Animatable {
    public var animatableData: LinearColor {
        get { LinearColor(self).scaled(by: animatableUnitScale) }
        set { self = newValue.scaled(by: 1 / animatableUnitScale).color }
    }
}
