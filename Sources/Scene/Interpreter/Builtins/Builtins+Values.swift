// Builtins+Values.swift: initialisers and methods of the value types: Color, Angle, UnitPoint, EdgeInsets, CGSize,
// and the numeric conversions Double(_:), CGFloat(_:), Int(_:).
// Rule: Swift/SwiftUI semantics: `Int(_: Double)` truncates toward zero and traps on NaN, infinity or overflow (here:
// a diagnostic with Swift's message); `Color.opacity(_:)` multiplies alpha; `Color(hue:saturation:brightness:)` is
// HSB in sRGB. Status: complete for issue #2.

import Foundation
import Geometry

extension Builtins {
    static let values: [String: [BuiltinFunction]] = [
        "Color": [
            BuiltinFunction(
                [
                    arg("red", .double), arg("green", .double), arg("blue", .double),
                    arg("opacity", .double, .double(1)),
                ], .color
            ) {
                v, _ in .color(Color(red: v[0].double, green: v[1].double, blue: v[2].double, opacity: v[3].double))
            },
            BuiltinFunction(
                [
                    arg(nil, .enumeration(rgbColorSpaceType)), arg("red", .double), arg("green", .double),
                    arg("blue", .double), arg("opacity", .double, .double(1)),
                ], .color
            ) { v, _ in
                guard case .enumeration(_, let space) = v[0] else { return .void }
                return .color(inSRGB(space, v[1].double, v[2].double, v[3].double, v[4].double))
            },
            BuiltinFunction([arg("white", .double), arg("opacity", .double, .double(1))], .color) { v, _ in
                .color(Color(white: v[0].double, opacity: v[1].double))
            },
            BuiltinFunction(
                [
                    arg("hue", .double), arg("saturation", .double), arg("brightness", .double),
                    arg("opacity", .double, .double(1)),
                ], .color
            ) { v, _ in .color(hsb(v[0].double, v[1].double, v[2].double, v[3].double)) },
            // Apple: Color.init(_:) from a UIColor and Color.init(uiColor:) — developer.apple.com/documentation/
            // swiftui/color/init(uicolor:). Before the Color overload, so `Color(.red)` is UIColor's red, as in Swift.
            BuiltinFunction([arg(nil, .enumeration("UIColor"))], .color) { v, _ in uiColor(v[0]) },
            BuiltinFunction([arg("uiColor", .enumeration("UIColor"))], .color) { v, _ in uiColor(v[0]) },
            BuiltinFunction([arg(nil, .color)], .color) { v, _ in v[0] },
            BuiltinFunction([arg("uiColor", .color)], .color) { v, _ in v[0] },
        ],
        // Apple: UIColor.init(red:green:blue:alpha:) and init(white:alpha:): a colour value (Color+UIKit.swift).
        "UIColor": [
            BuiltinFunction(
                [arg("red", .double), arg("green", .double), arg("blue", .double), arg("alpha", .double, .double(1))],
                .color
            ) {
                v, _ in .color(Color(red: v[0].double, green: v[1].double, blue: v[2].double, opacity: v[3].double))
            },
            BuiltinFunction([arg("white", .double), arg("alpha", .double, .double(1))], .color) { v, _ in
                .color(Color(white: v[0].double, opacity: v[1].double))
            },
        ],
        // Xcode's colour literal (The Swift Programming Language, "Literal Expression": `#colorLiteral`), a UIColor.
        "#colorLiteral": [
            BuiltinFunction(
                [arg("red", .double), arg("green", .double), arg("blue", .double), arg("alpha", .double)], .color
            ) {
                v, _ in .color(Color(red: v[0].double, green: v[1].double, blue: v[2].double, opacity: v[3].double))
            }
        ],
        "Angle": [
            BuiltinFunction([arg("degrees", .double)], .angle) { v, _ in .angle(Angle(degrees: v[0].double)) },
            BuiltinFunction([arg("radians", .double)], .angle) { v, _ in .angle(Angle(radians: v[0].double)) },
        ],
        "UnitPoint": [
            BuiltinFunction([arg("x", .double), arg("y", .double)], .unitPoint) { v, _ in
                .unitPoint(UnitPoint(x: v[0].double, y: v[1].double))
            }
        ],
        "EdgeInsets": [
            BuiltinFunction(
                [arg("top", .double), arg("leading", .double), arg("bottom", .double), arg("trailing", .double)],
                .edgeInsets
            ) {
                v, _ in
                .edgeInsets(
                    EdgeInsets(top: v[0].double, leading: v[1].double, bottom: v[2].double, trailing: v[3].double))
            },
            BuiltinFunction([], .edgeInsets) { _, _ in .edgeInsets(EdgeInsets(all: 0)) },
        ],
        "CGSize": [
            BuiltinFunction([arg("width", .double), arg("height", .double)], .size) { v, _ in
                .size(width: v[0].double, height: v[1].double)
            },
            // `CGSize(width: Int.random(in: -2...2), height: -40)`: Core Graphics' Int initialiser
            // (developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)).
            BuiltinFunction([arg("width", .int), arg("height", .int)], .size) { v, _ in
                .size(width: Double(v[0].int), height: Double(v[1].int))
            },
        ],
        // `Character("a")`: a one-character String (Checker+StringMethods).
        "Character": [BuiltinFunction([arg(nil, .string)], .string) { v, _ in v[0] }],
        "Double": toDouble,
        "CGFloat": toDouble,
        "Float": toDouble,
        // `TimeInterval(x)`: Foundation's name for a Double of seconds.
        "TimeInterval": toDouble,
        // Apple: Alignment.init(horizontal:vertical:).
        "Alignment": [
            BuiltinFunction([arg("horizontal", .horizontalAlignment), arg("vertical", .verticalAlignment)], .alignment)
            {
                v, _ in .alignment(Alignment(horizontal: v[0].horizontalAlignment, vertical: v[1].verticalAlignment))
            }
        ],
        "Int": toInt, "Int64": toInt, "Int32": toInt, "Int16": toInt, "Int8": toInt, "UInt": toInt, "UInt64": toInt,
        "UInt32": toInt, "UInt16": toInt, "UInt8": toInt,
    ]

    private static let toInt = [
        BuiltinFunction([arg(nil, .int)], .int) { v, _ in v[0] },
        BuiltinFunction([], .int) { _, _ in .int(0) },
        BuiltinFunction([arg(nil, .double)], .int) { v, range throws(RuntimeFailure) in
            .int(try truncate(v[0].double, at: range))
        },
        // Apple: FixedWidthInteger.init?(_:radix:) — nil unless the whole text is an optional sign and digits of the
        // radix (2…36); `Int("ff8800", radix: 16)` is how hex colour codes are read.
        BuiltinFunction([arg(nil, .string)], .optional(.int)) { v, _ in Int(v[0].string).map(Value.int) ?? .absent },
        BuiltinFunction([arg(nil, .string), arg("radix", .int)], .optional(.int)) { v, range throws(RuntimeFailure) in
            guard (2...36).contains(v[1].int) else {
                throw RuntimeFailure("radix \(v[1].int) is not in 2...36", at: range)
            }
            return Int(v[0].string, radix: v[1].int).map(Value.int) ?? .absent
        },
        // The Swift Standard Library: BinaryInteger.init?(exactly:) — nil unless the Double is a whole number that
        // an Int holds (3.0 → 3; 3.5, NaN and 1e300 → nil).
        BuiltinFunction([arg("exactly", .double)], .optional(.int)) { v, _ in
            Int(exactly: v[0].double).map(Value.int) ?? .absent
        },
    ]

    /// `Color.RGBColorSpace` (Apple: developer.apple.com/documentation/swiftui/color/rgbcolorspace).
    static let rgbColorSpaceType = "Color.RGBColorSpace"

    /// `Color(space, red:green:blue:opacity:)` as sRGB, the space anim draws in: Display P3 components (sRGB's transfer
    /// curve, P3 primaries) go through linear light and the P3-to-sRGB matrix (D65 white; the primaries of SMPTE EG 432-1
    /// and IEC 61966-2-1), `sRGBLinear` only through the curve; what falls outside sRGB is clipped.
    static func inSRGB(_ space: String, _ r: Double, _ g: Double, _ b: Double, _ opacity: Double) -> Color {
        func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encode(_ c: Double) -> Double {
            let x = min(1, max(0, c))
            return x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
        }
        switch space {
        case "displayP3":
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            return Color(
                red: encode(1.2249401 * lr - 0.2249404 * lg),
                green: encode(-0.0420569 * lr + 1.0420571 * lg),
                blue: encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb), opacity: opacity)
        case "sRGBLinear":
            return Color(red: encode(r), green: encode(g), blue: encode(b), opacity: opacity)
        default:
            return Color(red: r, green: g, blue: b, opacity: opacity)
        }
    }

    /// The colour of a `UIColor` enumeration case.
    private static func uiColor(_ value: Value) -> Value {
        if case .enumeration(_, let name) = value, let color = Color.uiKit[name] { return .color(color) }
        return .color(.clear)
    }

    private static let toDouble = [
        BuiltinFunction([arg(nil, .double)], .double) { v, _ in v[0] },
        BuiltinFunction([arg(nil, .int)], .double) { v, _ in .double(Double(v[0].int)) },
        // Apple: Double.init?(_ text:) — nil unless the whole text is a decimal or hexadecimal number.
        BuiltinFunction([arg(nil, .string)], .optional(.double)) { v, _ in
            Double(v[0].string).map(Value.double) ?? .absent
        },
        // `TimeInterval()`, `CGFloat()`: zero, as every numeric type's `init()` gives.
        BuiltinFunction([], .double) { _, _ in .double(0) },
        // The literal protocols' initialisers called by name (The Swift Standard Library:
        // ExpressibleByIntegerLiteral.init(integerLiteral:), ExpressibleByFloatLiteral.init(floatLiteral:)).
        BuiltinFunction([arg("integerLiteral", .int)], .double) { v, _ in .double(Double(v[0].int)) },
        BuiltinFunction([arg("floatLiteral", .double)], .double) { v, _ in v[0] },
    ]

    static let colorMethods: [String: [BuiltinFunction]] = [
        "opacity": [BuiltinFunction([arg(nil, .double)], .color) { v, _ in .color(v[0].color.opacity(v[1].double)) }],
        // Apple: Color.mix(with:by:in:) (iOS 18), Geometry's Color+Mix.
        "mix": [
            BuiltinFunction(
                [
                    arg("with", .color), arg("by", .double),
                    arg(
                        "in", .enumeration("Gradient.ColorSpace"),
                        .enumeration(type: "Gradient.ColorSpace", name: "perceptual")),
                ], .color
            ) { v, _ in
                let space: GradientColorSpace = isPerceptual(v[3]) ? .perceptual : .device
                return .color(v[0].color.mix(with: v[1].color, by: v[2].double, in: space))
            }
        ],
        // A UIColor made by UIColor(red:green:blue:alpha:) is a colour value: its alpha replaced.
        "withAlphaComponent": [
            BuiltinFunction([arg(nil, .double)], .color) { v, _ in
                let c = v[0].color
                return .color(Color(red: c.red, green: c.green, blue: c.blue, opacity: v[1].double))
            }
        ],
    ]

    /// Apple: UIColor.withAlphaComponent(_:) — the colour with that alpha (a Color from then on).
    static let uiColorMethods: [String: [BuiltinFunction]] = [
        "withAlphaComponent": [
            BuiltinFunction([arg(nil, .double)], .color) { v, _ in
                guard case .color(let c) = uiColor(v[0]) else { return .color(.clear) }
                return .color(Color(red: c.red, green: c.green, blue: c.blue, opacity: v[1].double))
            }
        ]
    ]

    static let doubleMethods: [String: [BuiltinFunction]] = [
        "rounded": [BuiltinFunction([], .double) { v, _ in .double(v[0].double.rounded()) }],
        "squareRoot": [BuiltinFunction([], .double) { v, _ in .double(v[0].double.squareRoot()) }],
    ]

    /// `Int(x)` for a Double: toward zero, with Swift's trap messages as diagnostics.
    static func truncate(_ x: Double, at range: SourceRange) throws(RuntimeFailure) -> Int {
        guard x.isFinite else {
            throw RuntimeFailure(
                "Double value cannot be converted to Int because it is either infinite or NaN", at: range)
        }
        guard x > -9_223_372_036_854_775_809.0 else {
            throw RuntimeFailure(
                "Double value cannot be converted to Int because the result would be less than Int.min", at: range)
        }
        guard x < 9_223_372_036_854_775_808.0 else {
            throw RuntimeFailure(
                "Double value cannot be converted to Int because the result would be greater than Int.max", at: range)
        }
        return Int(x)
    }

    /// HSB (each 0…1) to sRGB, as `Color(hue:saturation:brightness:opacity:)`.
    private static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double, _ opacity: Double) -> Color {
        // A non-finite hue has no angle: red (hue 0), rather than a trap converting NaN to Int (issue #22).
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let (v, s) = (brightness, saturation)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        return Color(red: r, green: g, blue: b, opacity: opacity)
    }
}
