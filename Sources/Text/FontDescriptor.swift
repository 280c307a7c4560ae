// FontDescriptor.swift: SwiftUI's `Font` as a value: family (or the system design), size, weight, italic, digits.
// Rule: issue #5; iOS Dynamic Type defaults at the Large content size (TextStyle); weights ordered as SwiftUI's
// `Font.Weight` and mapped to OpenType weight classes 100…900. Status: complete for the engine (no Dynamic Type scaling).

/// The font a `Text` asks for. Resolution to an installed face happens in `FontLibrary` (fontconfig).
///
/// `family == nil` means the system font of `design`: the default sans (Inter when installed, else DejaVu Sans),
/// `serif`, `monospace`, or a rounded family when one is installed. A `filePath` (SwiftUI's `.custom` font from a
/// file) wins over `family`; fallback for missing glyphs still goes through fontconfig.
public struct FontDescriptor: Hashable, Sendable {
    /// A family name as fontconfig knows it ("Inter", "DejaVu Serif"); nil for the system font of `design`.
    public var family: String?
    /// The em size in points (SwiftUI's `Font.system(size:)`). Values ≤ 0 lay out as empty.
    public var size: Double
    public var weight: FontWeight
    /// Only used when `family` and `filePath` are nil (as SwiftUI ignores design for `.custom` fonts).
    public var design: FontDesign
    public var italic: Bool
    /// SwiftUI's `.monospacedDigit()`: shapes with the OpenType `tnum` feature (tabular figures).
    public var monospacedDigit: Bool
    /// A font file to use instead of a fontconfig lookup (face index 0).
    public var filePath: String?
    /// SwiftUI's `.lowercaseSmallCaps()`, `.uppercaseSmallCaps()`, `.smallCaps()` (SmallCaps.swift).
    public var smallCaps: SmallCaps = []

    public init(
        family: String? = nil, size: Double = 17, weight: FontWeight = .regular, design: FontDesign = .default,
        italic: Bool = false, monospacedDigit: Bool = false, filePath: String? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.filePath = filePath
    }

    /// `Font.system(size:weight:design:)`.
    public static func system(size: Double, weight: FontWeight = .regular, design: FontDesign = .default)
        -> FontDescriptor
    {
        FontDescriptor(size: size, weight: weight, design: design)
    }

    /// `Font.system(_ style:design:)`, e.g. `.headline` = 17 pt semibold.
    public static func system(_ style: TextStyle, design: FontDesign = .default) -> FontDescriptor {
        FontDescriptor(size: style.size, weight: style.weight, design: design)
    }

    /// `Font.custom(_ name:size:)`.
    public static func custom(_ family: String, size: Double) -> FontDescriptor {
        FontDescriptor(family: family, size: size)
    }

    /// A font loaded from a file (face 0), for fonts that fontconfig does not know.
    public static func file(_ path: String, size: Double) -> FontDescriptor {
        FontDescriptor(size: size, filePath: path)
    }

    /// `Font.body`: the default font of `Text`.
    public static let body = FontDescriptor.system(.body)

    /// `.weight(_:)`.
    public func weight(_ w: FontWeight) -> FontDescriptor {
        var d = self
        d.weight = w
        return d
    }

    /// `.bold()`.
    public func bold() -> FontDescriptor { weight(.bold) }

    /// `.italic()`.
    public func italic(_ on: Bool = true) -> FontDescriptor {
        var d = self
        d.italic = on
        return d
    }

    /// `.monospacedDigit()`.
    public func monospacedDigit(_ on: Bool = true) -> FontDescriptor {
        var d = self
        d.monospacedDigit = on
        return d
    }

    /// `.lowercaseSmallCaps()` / `.uppercaseSmallCaps()` / `.smallCaps()`: adds `caps` to the font's small capitals.
    public func smallCaps(_ caps: SmallCaps) -> FontDescriptor {
        var d = self
        d.smallCaps.formUnion(caps)
        return d
    }
}

/// SwiftUI's `Font.Weight`, lightest first. SwiftUI's `ultraLight` is lighter than `thin`, so the map to OpenType
/// weight classes follows the order, not the names: ultraLight 100 (Inter Thin) … black 900.
public enum FontWeight: Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType `usWeightClass` requested from fontconfig (100…900).
    public var openTypeWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// SwiftUI's `Font.Design`: which system family a nil `family` means.
public enum FontDesign: Hashable, Sendable, CaseIterable {
    case `default`, serif, rounded, monospaced
}

/// SwiftUI's `Font.TextStyle` with iOS's default sizes and weights at the Large (default) Dynamic Type size.
public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// Size in points: 34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11.
    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .subheadline: 15
        case .body: 17
        case .callout: 16
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// `.headline` is semibold; every other style is regular.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
