// TextEnvironmentWriter.swift: `font`, `fontWeight`, `fontDesign`, `bold`, `italic`, `monospacedDigit`, `kerning`, `tracking`,
// `multilineTextAlignment`, `lineLimit`, `lineSpacing`, `minimumScaleFactor`, `underline` and `strikethrough`: environment values for the `Text` views below.
// Rule: each is SwiftUI's `_EnvironmentKeyWritingModifier` for one text key (Apple: View.environment(_:_:),
// developer.apple.com/documentation/swiftui/view/environment(_:_:)): layout-neutral itself; the value nearest the Text
// wins per attribute (TextEnvironment.swift resolves them into each Text before layout).

import Geometry
import Scene
import Text

struct TextEnvironmentWriter: LayoutModifier {
    var value: TextModifier

    static let declarations: [ModifierDeclaration] = [
        declare("font", [arg(nil, .font)]) { .font($0[0].font) },
        declare("fontWeight", [arg(nil, .optional(.fontWeight))]) {
            if case .absent = $0[0] { return .fontWeight(nil) }
            return .fontWeight($0[0].fontWeight)
        },
        declare("bold", [arg(nil, .bool, .bool(true))]) { .fontWeight($0[0].bool ? .bold : nil) },
        // Apple: View.fontDesign(_:) — developer.apple.com/documentation/swiftui/view/fontdesign(_:).
        declare("fontDesign", [arg(nil, .optional(.fontDesign))]) {
            if case .absent = $0[0] { return .fontDesign(nil) }
            return .fontDesign($0[0].fontDesign)
        },
        declare("italic", [arg(nil, .bool, .bool(true))]) { .italic($0[0].bool) },
        declare("monospacedDigit", []) { _ in .monospacedDigit },
        // Apple: View.monospaced(_:) — developer.apple.com/documentation/swiftui/view/monospaced(_:) (iOS 16.4):
        // "the fixed-width variant of the current font" for the views below, here the monospaced design of their
        // system fonts (`monospaced(false)`: the fonts' own design).
        declare("monospaced", [arg(nil, .bool, .bool(true))]) { .fontDesign($0[0].bool ? .monospaced : nil) },
        declare("kerning", [arg(nil, .double)]) { .kerning($0[0].double) },
        declare("tracking", [arg(nil, .double)]) { .tracking($0[0].double) },
        declare("multilineTextAlignment", [arg(nil, .textAlignment)]) { .multilineTextAlignment($0[0].textAlignment) },
        declare("lineLimit", [arg(nil, .optional(.int))]) {
            if case .absent = $0[0] { return .lineLimit(nil) }
            return .lineLimit($0[0].int)
        },
        // Apple: View.lineLimit(_:) with a ClosedRange<Int> (iOS 16): at most the upper bound of lines; the lower bound
        // only reserves space with `reservesSpace: true`, which is not written here.
        declare("lineLimit", [arg(nil, .range)]) {
            guard case .range(let lower, let upper) = $0[0] else { return .lineLimit(nil) }
            return .lineLimit(max(lower, upper - 1))
        },
        // Apple: View.lineLimit(_:reservesSpace:) — developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:)
        // (iOS 16): at most `limit` lines, and with `reservesSpace: true` as tall as `limit` lines even when the text
        // has fewer (TextSizing).
        declare("lineLimit", [arg(nil, .int), arg("reservesSpace", .bool)]) {
            .lineLimitReservingSpace(max(1, $0[0].int), reserves: $0[1].bool)
        },
        // Apple: View.lineSpacing(_:) — developer.apple.com/documentation/swiftui/view/linespacing(_:): points between
        // the bottom of one line and the top of the next.
        // Apple: View.truncationMode(_:) — developer.apple.com/documentation/swiftui/view/truncationmode(_:)
        // (TextLayoutBuilder+Truncation.swift).
        declare("truncationMode", [arg(nil, .enumeration("Text.TruncationMode"))]) {
            guard case .enumeration(_, let name) = $0[0], let mode = TextTruncation(rawValue: name) else {
                return .truncationMode(.tail)
            }
            return .truncationMode(mode)
        },
        declare("lineSpacing", [arg(nil, .double)]) { .lineSpacing(max(0, $0[0].double)) },
        // Apple: View.minimumScaleFactor(_:) — developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:):
        // the smallest fraction of the font size text may shrink to when it does not fit (TextSizing.textLayout).
        declare("minimumScaleFactor", [arg(nil, .double)]) { .minimumScaleFactor(min(1, max(0.01, $0[0].double))) },
        // Apple: View.textCase(_:) — developer.apple.com/documentation/swiftui/view/textcase(_:): `.uppercase`,
        // `.lowercase` or nil (as written).
        declare("textCase", [arg(nil, .optional(.enumeration("Text.Case")))]) {
            guard case .enumeration(_, let name) = $0[0] else { return .textCase(nil) }
            return .textCase(name == "uppercase")
        },
        // anim's own, written by the checker around each run of `Text(a) + Text(b)` (Checker.keepingEdgeSpaces):
        // SwiftUI joins the runs into one Text, so a run's trailing spaces are inside it and keep their width.
        declare("_joinedTextRun", []) { _ in .joinedTextRun },
        // Apple: Text.underline(_:pattern:color:) / View.underline(_:pattern:color:) and
        // strikethrough(_:pattern:color:) (developer.apple.com/documentation/swiftui/view/underline(_:pattern:color:),
        // iOS 16; `pattern` is a Text.LineStyle.Pattern, `.solid` by default): drawn by TextDecorations.swift.
        declare("underline", decorationParameters) { .underline(decoration($0)) },
        declare("strikethrough", decorationParameters) { .strikethrough(decoration($0)) },
    ]

    /// `(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)`.
    private static let decorationParameters = [
        arg(nil, .bool, .bool(true)), arg("pattern", .enumeration(TextDecoration.patternType), .absent),
        arg("color", .optional(.color), .absent),
    ]

    /// The decoration `(isActive, pattern, color)` asks for: nil when inactive.
    private static func decoration(_ v: [Value]) -> TextDecoration? {
        guard v[0].bool else { return nil }
        var pattern = TextDecoration.Pattern.solid
        if case .enumeration(_, let name) = v[1], let named = TextDecoration.Pattern(rawValue: name) { pattern = named }
        if case .absent = v[2] { return TextDecoration(color: nil, pattern: pattern) }
        return TextDecoration(color: v[2].color, pattern: pattern)
    }

    private static func declare(
        _ name: String, _ parameters: [BuiltinParameter], _ make: @escaping @Sendable ([Value]) -> TextModifier
    ) -> ModifierDeclaration {
        ModifierDeclaration(name, [.modifier(name, parameters) { TextEnvironmentWriter(value: make($0)) }])
    }

    /// A font file named relative to the scene is found next to it (issue #5); the scene's folder is where font
    /// files may be read from (FontFileAccess, issue #22).
    func resolvingFiles(in directory: String) -> TextEnvironmentWriter {
        guard case .font(var font) = value, case .file(let path, let size) = font.base else { return self }
        FontFileAccess.allow(directory: directory)
        guard !path.hasPrefix("/") else { return self }
        font.base = .file(path: directory + "/" + path, size: size)
        return TextEnvironmentWriter(value: .font(font))
    }
}
