// Builtins+Text.swift: `Text`, SwiftUI's `Font` (static members, `.system`, `.custom`, and the font methods), and the
// text modifiers (`font`, `fontWeight`, `bold`, `italic`, `monospacedDigit`, `kerning`, `tracking`,
// `multilineTextAlignment`, `lineLimit`).
// Rule: issue #5; SwiftUI's signatures and defaults (`.system(size:weight: .regular, design: .default)`; `bold()` is
// `fontWeight(.bold)`; `bold(false)` and `fontWeight(nil)` restore the font's weight). Text modifiers are environment
// values (TextContent.swift), so they apply to every Text inside a container too. Status: complete for issue #5.

extension Builtins {
    /// `Font.largeTitle` … `Font.caption2`.
    static let fontStaticMembers: [String: Value] = Dictionary(
        uniqueKeysWithValues: SceneFont.Style.allCases.map { ($0.rawValue, .font(.style($0))) })

    /// `Font.system(size:weight:design:)`, `Font.system(_:design:)`, `Font.custom(_:size:)`.
    static let fontStaticMethods: [String: [BuiltinFunction]] = [
        "system": [
            BuiltinFunction(
                [
                    arg("size", .double), arg("weight", .fontWeight, .fontWeight(.regular)),
                    arg("design", .fontDesign, .fontDesign(.default)),
                ], .font
            ) { v, _ in
                .font(SceneFont(.system(size: v[0].double, design: v[2].fontDesign), weight: v[1].fontWeight))
            },
            BuiltinFunction([arg(nil, .fontTextStyle), arg("design", .fontDesign, .fontDesign(.default))], .font) {
                v, _ in .font(SceneFont(.style(v[0].fontTextStyle, design: v[1].fontDesign)))
            },
            // iOS 16's `.system(_:design:weight:)` (Apple: Font.system(_:design:weight:)): the text style's size in
            // that weight.
            BuiltinFunction(
                [
                    arg(nil, .fontTextStyle), arg("design", .fontDesign, .fontDesign(.default)),
                    arg("weight", .fontWeight),
                ], .font
            ) { v, _ in
                .font(SceneFont(.style(v[0].fontTextStyle, design: v[1].fontDesign), weight: v[2].fontWeight))
            },
        ],
        "custom": [
            BuiltinFunction([arg(nil, .string), arg("size", .double)], .font) { v, _ in customFont(v) },
            // `.custom(_:size:relativeTo:)` scales with Dynamic Type relative to a text style (Apple:
            // Font.custom(_:size:relativeTo:)); a render is at the default (large) size, where it is `size`.
            BuiltinFunction([arg(nil, .string), arg("size", .double), arg("relativeTo", .fontTextStyle)], .font) {
                v, _ in customFont(v)
            },
            // `.custom(_:fixedSize:)`: a size Dynamic Type does not scale.
            BuiltinFunction([arg(nil, .string), arg("fixedSize", .double)], .font) { v, _ in customFont(v) },
        ],
    ]

    /// `Font.custom(name, size:)`: a family, or a font file beside the scene.
    private static func customFont(_ v: [Value]) -> Value {
        let name = v[0].string
        let base: SceneFont.Base =
            SceneFont.isFontFile(name)
            ? .file(path: name, size: v[1].double) : .custom(family: name, size: v[1].double)
        return .font(SceneFont(base))
    }

    /// `Font.bold()`, `.italic()`, `.weight(_:)`, `.monospacedDigit()`, `.monospaced()`, `.width(_:)`, the small caps,
    /// `.leading(_:)`.
    static let fontMethods: [String: [BuiltinFunction]] = [
        "bold": [fontMethod([]) { f, _ in f.weight = .bold }],
        "italic": [fontMethod([]) { f, _ in f.italic = true }],
        "weight": [fontMethod([arg(nil, .fontWeight)]) { f, v in f.weight = v[0].fontWeight }],
        "monospacedDigit": [fontMethod([]) { f, _ in f.monospacedDigit = true }],
        // Apple: Font.monospaced() — developer.apple.com/documentation/swiftui/font/monospaced(): "a fixed-width font
        // from the same family as the base font", else "a default fixed-width font": the system font's monospaced
        // design (a custom family's size is kept; fontconfig has no fixed-width face of an arbitrary family).
        "monospaced": [fontMethod([]) { f, _ in f.base = f.base.monospaced }],
        // Apple: Font.width(_:) — developer.apple.com/documentation/swiftui/font/width(_:) (iOS 16): a condensed or
        // expanded face of the system font; anim has none, so the font keeps the standard width (the checker warns,
        // Checker+SymbolSettings).
        "width": [fontMethod([arg(nil, .enumeration("Font.Width"))]) { _, _ in }],
        // Apple: Font.smallCaps(), lowercaseSmallCaps(), uppercaseSmallCaps() — developer.apple.com/documentation/
        // swiftui/font/smallcaps(): small capitals through the face's `smcp`/`c2sc` features, or synthesised (Text
        // SmallCaps.swift).
        "smallCaps": [
            fontMethod([]) { f, _ in
                f.lowercaseSmallCaps = true
                f.uppercaseSmallCaps = true
            }
        ],
        "lowercaseSmallCaps": [fontMethod([]) { f, _ in f.lowercaseSmallCaps = true }],
        "uppercaseSmallCaps": [fontMethod([]) { f, _ in f.uppercaseSmallCaps = true }],
        // Apple: Font.leading(_:) — developer.apple.com/documentation/swiftui/font/leading(_:): `.tight`/`.loose` line
        // spacing; Apple gives no amounts, so a line keeps the face's own height [UNCONF].
        "leading": [fontMethod([arg(nil, .enumeration("Font.Leading"))]) { _, _ in }],
    ]

    private static func fontMethod(
        _ parameters: [BuiltinParameter], _ change: @escaping @Sendable (inout SceneFont, [Value]) -> Void
    ) -> BuiltinFunction {
        BuiltinFunction(parameters, .font) { v, _ in
            var font = v[0].font
            change(&font, Array(v.dropFirst()))
            return .font(font)
        }
    }
}

extension Builtins {
    /// `_markdownRuns(source)`: the inline Markdown of `source` (InlineMarkdown.swift) as pairs of strings, each run's
    /// text then its style's letters (`b` strong, `i` emphasis, `c` code, `s` strikethrough, `l` link), for
    /// `AttributedString(markdown:)` (Parser+AttributedString).
    static let markdownValues: [String: [BuiltinFunction]] = [
        "_markdownRuns": [
            BuiltinFunction([arg(nil, .string)], .array(.string)) { v, _ in
                let (string, spans) = InlineMarkdown.parse(v[0].string)
                let bytes = Array(string.utf8)
                var pieces: [Value] = []
                func piece(_ range: Range<Int>, _ flags: String) {
                    guard !range.isEmpty else { return }
                    pieces.append(.string(String(decoding: bytes[range], as: UTF8.self)))
                    pieces.append(.string(flags))
                }
                var at = 0
                for span in spans {
                    piece(at..<span.utf8.lowerBound, "")
                    let flags =
                        (span.bold ? "b" : "") + (span.italic ? "i" : "") + (span.code ? "c" : "")
                        + (span.strikethrough ? "s" : "") + (span.link ? "l" : "")
                    piece(span.utf8, flags)
                    at = span.utf8.upperBound
                }
                piece(at..<bytes.count, "")
                return .array(pieces)
            }
        ]
    ]
}
