// Color.swift: an sRGB-encoded colour with opacity, SwiftUI's named colours, and premultiplied RGBA8.
// Rule: docs/ARCHITECTURE.md (pixels are sRGB-encoded premultiplied RGBA8; blending on encoded values).
// Named colours: Apple HIG light-mode system colours (iOS 15+), as `Color.orange` etc. resolve in light mode.
// Status: complete for issue #2 (no dark mode, no wide gamut).

/// A colour as SwiftUI's `Color(red:green:blue:opacity:)` gives it: sRGB-encoded components in 0…1, straight alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from 8-bit sRGB components.
    public init(r8: Int, g8: Int, b8: Int, opacity: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, opacity: opacity)
    }

    /// SwiftUI's `.opacity(_:)` on a colour multiplies its alpha.
    public func opacity(_ o: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity * o)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    /// SwiftUI's named colours in light mode, by the member name a scene writes (`.orange`).
    public static let named: [String: Color] = [
        "red": Color(r8: 255, g8: 59, b8: 48),
        "orange": Color(r8: 255, g8: 149, b8: 0),
        "yellow": Color(r8: 255, g8: 204, b8: 0),
        "green": Color(r8: 52, g8: 199, b8: 89),
        "mint": Color(r8: 0, g8: 199, b8: 190),
        "teal": Color(r8: 48, g8: 176, b8: 199),
        "cyan": Color(r8: 50, g8: 173, b8: 230),
        "blue": Color(r8: 0, g8: 122, b8: 255),
        "indigo": Color(r8: 88, g8: 86, b8: 214),
        "purple": Color(r8: 175, g8: 82, b8: 222),
        "pink": Color(r8: 255, g8: 45, b8: 85),
        "brown": Color(r8: 162, g8: 132, b8: 94),
        "gray": Color(r8: 142, g8: 142, b8: 147),
        "black": .black,
        "white": .white,
        "clear": .clear,
        // `.primary` is the label colour: black in light mode; `.secondary` is label at 60 % (iOS secondaryLabel
        // is (60, 60, 67) at 0.6; SwiftUI's `.secondary` style resolves to the primary colour at reduced opacity).
        "primary": .black,
        "secondary": Color(r8: 60, g8: 60, b8: 67, opacity: 0.6),
        // tertiaryLabel and quaternaryLabel (Apple: UIColor "UI element colors"): the same grey at 30 % and 18 %.
        "tertiary": Color(r8: 60, g8: 60, b8: 67, opacity: 0.3),
        "quaternary": Color(r8: 60, g8: 60, b8: 67, opacity: 0.18),
        // `.quinary`, "the fifth level of the current content style" (Apple: HierarchicalShapeStyle.quinary): iOS
        // publishes no label colour for it; anim continues the ramp below quaternary, at 10 %.
        "quinary": Color(r8: 60, g8: 60, b8: 67, opacity: 0.1),
    ]

    /// The hierarchical levels below primary, in order (Apple: HierarchicalShapeStyle): each `named` colour above is
    /// the label colour at its level's opacity, which `.foregroundStyle(.secondary)` and `Color.red.secondary` use.
    public static let hierarchicalLevels = ["secondary", "tertiary", "quaternary", "quinary"]

    /// The `.tint` shape style (Apple: ShapeStyle.tint — developer.apple.com/documentation/swiftui/shapestyle/tint:
    /// "the current tint color"), resolved where it is drawn to the tint `.tint(_:)` set above (Layout's
    /// TintModifier). Its value is the default accent, system blue (0, 122, 255), with green a quarter of a unit off:
    /// the same 8-bit pixel, a value no colour literal gives.
    public static let tintStyle = Color(red: 0, green: 122.25 / 255, blue: 1)
    /// A switch's "on" colour: the tint set above, else system green (Apple: Toggle — SwitchToggleStyle's default
    /// tint is green); the same quarter-unit mark on red.
    public static let switchTint = Color(red: 52.25 / 255, green: 199 / 255, blue: 89 / 255)

    /// Premultiplied RGBA8, each channel rounded to nearest: the pixel a full-coverage fill writes over nothing.
    public var premultipliedRGBA8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let a = max(0, min(1, opacity))
        return (q(red * a), q(green * a), q(blue * a), q(a))
    }

    public var description: String {
        "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))"
    }
}
