// TextContent.swift: `Text` as the view tree carries it: the string, SwiftUI's `Font` as plain values, and the text
// environment (`font`, `fontWeight`, `bold`, `italic`, `monospacedDigit`, `kerning`, `tracking`,
// `multilineTextAlignment`, `lineLimit`).
// Rule: issue #5; SwiftUI's environment: the modifier nearest the Text wins per attribute; `fontWeight`/`bold` override
// the font's own weight. Scene keeps no font machinery: Layout resolves `SceneFont` to the Text module's descriptor.
// Status: complete for issue #5.

import Geometry

/// One `Text` leaf. `attributes` holds the defaults until Layout resolves the enclosing text modifiers into it.
public struct TextContent: Hashable, Sendable {
    /// The string after interpolation.
    public var string: String
    /// The text environment in effect at the leaf.
    public var attributes: TextAttributes
    /// Styled ranges from a string literal's Markdown (InlineMarkdown.swift); empty for verbatim text.
    public var spans: [TextSpan] = []
    /// The SF Symbol name of an `Image(systemName:)` drawn as a glyph of the symbol font (Layout's SymbolGlyphs): the
    /// string is the glyph, the size follows the text environment's font. Nil for text.
    public var symbolName: String?
    /// The runs of a joined Text (`Text("Hi ") + Text(name).bold()`) laid out as one Text (Layout's TextJoinView):
    /// each run's bytes of `string`, the text environment it was resolved under and its own colour. Empty for a
    /// Text that is not joined.
    public var joinedRuns: [JoinedTextRun] = []

    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        self.attributes = attributes
    }

    /// A string literal's Text: its Markdown parsed into `spans` (Apple: Text.init(_:tableName:bundle:comment:)).
    public init(markdown source: String) {
        let (string, spans) = InlineMarkdown.parse(source)
        self.init(string)
        self.spans = spans
    }
}

/// One run of a joined Text laid out as one Text (TextContent.joinedRuns).
public struct JoinedTextRun: Hashable, Sendable {
    /// UTF-8 offsets into the joined string.
    public var utf8: Range<Int>
    /// The run's text environment: its font, weight, design and slant may differ from the joined Text's.
    public var attributes: TextAttributes
    /// The foreground colour written on the run (`Text(b).foregroundColor(.red)`); nil: the joined Text's.
    public var color: Color?

    public init(utf8: Range<Int>, attributes: TextAttributes, color: Color?) {
        (self.utf8, self.attributes, self.color) = (utf8, attributes, color)
    }
}

/// The text environment: what the modifiers written around a `Text` resolve to.
public struct TextAttributes: Hashable, Sendable {
    /// `.font(_:)`; `.body` by default.
    public var font: SceneFont = .style(.body)
    /// `.fontDesign(_:)` around the Text (Apple: View.fontDesign(_:), iOS 16.1): the design of a system font written
    /// without one.
    public var design: SceneFont.Design?
    /// `.fontWeight(_:)` / `.bold()`; overrides the font's weight when set.
    public var weight: SceneFont.Weight?
    /// `.italic()`.
    public var italic = false
    /// `.monospacedDigit()`.
    public var monospacedDigit = false
    /// `.kerning(_:)`, points.
    public var kerning = 0.0
    /// `.tracking(_:)`, points.
    public var tracking = 0.0
    /// `.multilineTextAlignment(_:)`.
    public var alignment: MultilineTextAlignment = .leading
    /// `.lineLimit(_:)`; nil = unlimited.
    public var lineLimit: Int?
    /// `.lineLimit(_:reservesSpace: true)`: the Text is at least this many lines tall (nil: as tall as its lines).
    public var reservedLines: Int?
    /// `.truncationMode(_:)`: where a line cut short loses characters (Apple: Text.TruncationMode; `.tail` default).
    public var truncation: TextTruncation = .tail
    /// `.lineSpacing(_:)`: points added between lines.
    public var lineSpacing = 0.0
    /// `.minimumScaleFactor(_:)`: how far the font may shrink to fit the proposal (1 = never).
    public var minimumScaleFactor = 1.0
    /// `.textCase(_:)`: true upper-cases, false lower-cases, nil leaves the string as written.
    public var uppercased: Bool?
    /// A run of a joined Text (`Text(a) + Text(b)`): its trailing spaces separate it from the next run, so they keep
    /// their advance instead of hanging at the line's end (Checker.keepingEdgeSpaces; TextSizing).
    public var keepsTrailingSpaces = false
    /// `.underline(_:color:)` and `.strikethrough(_:color:)`: nil = none; a decoration with a nil colour uses the
    /// foreground.
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?

    public init() {}

    /// The environment with `modifier` applied (the modifier is nearer the Text than what set `self`).
    public func applying(_ modifier: TextModifier) -> TextAttributes {
        var a = self
        switch modifier {
        case .font(let f): a.font = f
        case .fontWeight(let w): a.weight = w
        case .fontDesign(let d): a.design = d
        case .italic(let on): a.italic = on
        case .monospacedDigit: a.monospacedDigit = true
        case .kerning(let k): a.kerning = k
        case .tracking(let t): a.tracking = t
        case .multilineTextAlignment(let m): a.alignment = m
        case .lineLimit(let n): a.lineLimit = n
        case .lineLimitReservingSpace(let n, let reserves):
            a.lineLimit = n
            a.reservedLines = reserves ? n : nil
        case .truncationMode(let t): a.truncation = t
        case .lineSpacing(let s): a.lineSpacing = s
        case .minimumScaleFactor(let f): a.minimumScaleFactor = f
        case .textCase(let upper): a.uppercased = upper
        case .joinedTextRun: a.keepsTrailingSpaces = true
        case .underline(let d): a.underline = d
        case .strikethrough(let d): a.strikethrough = d
        }
        return a
    }
}

/// The text modifiers, arguments resolved.
public enum TextModifier: Hashable, Sendable {
    case font(SceneFont)
    /// `fontWeight(_:)`, `bold()` (= `.bold`), `bold(false)` / `fontWeight(nil)` (= nil: the font's own weight).
    case fontWeight(SceneFont.Weight?)
    /// `fontDesign(_:)`: the design of a system font whose own design is the default (nil: the font's own).
    case fontDesign(SceneFont.Design?)
    case italic(Bool)
    case monospacedDigit
    case kerning(Double)
    case tracking(Double)
    case multilineTextAlignment(MultilineTextAlignment)
    case lineLimit(Int?)
    /// `lineLimit(_:reservesSpace:)` (iOS 16): at most `n` lines, and with `reserves` the height of `n` lines even when
    /// the text needs fewer (Apple: View.lineLimit(_:reservesSpace:),
    /// developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:)).
    case lineLimitReservingSpace(Int, reserves: Bool)
    case truncationMode(TextTruncation)
    case lineSpacing(Double)
    case minimumScaleFactor(Double)
    case textCase(Bool?)
    /// anim's own `_joinedTextRun()` on each run of a joined Text: `keepsTrailingSpaces`.
    case joinedTextRun
    /// `underline(_:color:)`, `strikethrough(_:color:)`: nil when switched off (`underline(false)`).
    case underline(TextDecoration?)
    case strikethrough(TextDecoration?)
}

/// A line drawn with a Text: its colour, nil for the Text's foreground.
public struct TextDecoration: Hashable, Sendable {
    public var color: Color?
    /// `Text.LineStyle.Pattern`: how the line is dashed (`.solid` draws it whole).
    public var pattern: Pattern = .solid

    public init(color: Color?, pattern: Pattern = .solid) {
        self.color = color
        self.pattern = pattern
    }

    /// SwiftUI's `Text.LineStyle.Pattern` (Apple: developer.apple.com/documentation/swiftui/text/linestyle/pattern-swift.struct):
    /// solid, dot, dash, dash-dot and dash-dot-dot lines.
    public static let patternType = "Text.LineStyle.Pattern"

    public enum Pattern: String, Hashable, Sendable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot
    }
}

/// SwiftUI's `Text.TruncationMode` (for `truncationMode(_:)`).
public enum TextTruncation: String, Hashable, Sendable {
    case head, middle, tail
}

/// SwiftUI's `TextAlignment` (for `multilineTextAlignment`).
public enum MultilineTextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// SwiftUI's `Font` as a value: a base font and the font-level `.weight`, `.bold`, `.italic`, `.monospacedDigit`.
public struct SceneFont: Hashable, Sendable {
    /// Where the font comes from.
    public enum Base: Hashable, Sendable {
        /// `.system(size:weight:design:)` (weight kept in `weight`).
        case system(size: Double, design: Design)
        /// `.largeTitle` … `.caption2`, or `.system(_ style:design:)`.
        case style(Style, design: Design)
        /// `.custom(name, size:)` with a family name.
        case custom(family: String, size: Double)
        /// `.custom(path, size:)` where the name is a font file (`.ttf`, `.otf`, `.ttc`), resolved against the scene
        /// file's directory.
        case file(path: String, size: Double)

        /// `Font.monospaced()`'s base: the same text style or size in the system font's monospaced design.
        public var monospaced: Base {
            switch self {
            case .system(let size, _), .custom(_, let size), .file(_, let size):
                .system(size: size, design: .monospaced)
            case .style(let style, _): .style(style, design: .monospaced)
            }
        }
    }

    /// `Font.Weight`, lightest first.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// `Font.Design`.
    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// `Font.TextStyle`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public var base: Base
    /// The font's own weight; nil = the base's default (regular, semibold for `.headline`).
    public var weight: Weight?
    public var italic = false
    public var monospacedDigit = false
    /// `.lowercaseSmallCaps()` (or `.smallCaps()`): lowercase letters as small capitals (Text SmallCaps.swift).
    public var lowercaseSmallCaps = false
    /// `.uppercaseSmallCaps()` (or `.smallCaps()`): capitals as small capitals.
    public var uppercaseSmallCaps = false

    public init(_ base: Base, weight: Weight? = nil, italic: Bool = false, monospacedDigit: Bool = false) {
        self.base = base
        self.weight = weight
        self.italic = italic
        self.monospacedDigit = monospacedDigit
    }

    /// A text style in the default design (`.body`, `.title`).
    public static func style(_ s: Style) -> SceneFont { SceneFont(.style(s, design: .default)) }

    /// File names `.custom` treats as paths rather than family names.
    public static func isFontFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [".ttf", ".otf", ".ttc", ".otc"].contains { lower.hasSuffix($0) }
    }
}
