// Parser+AttributedString.swift: Foundation's `AttributedString` with SwiftUI's attribute scope, declared in the scene
// language: a string as runs of attributes, which `Text(_:)` draws run by run (Checker+AttributedString).
// Rule: Apple: AttributedString — developer.apple.com/documentation/foundation/attributedstring (`init(_:)`,
// `init(markdown:)`, `init(_:attributes:)`, `range(of:)`, `subscript(_:)` of a range, `characters`, `+`, `+=`,
// `mergeAttributes(_:)`, `setAttributes(_:)` with an AttributeContainer —
// developer.apple.com/documentation/foundation/attributecontainer); the SwiftUI attributes —
// developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes (`foregroundColor`,
// `backgroundColor`, `font`, `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`, and Foundation's `link`,
// drawn in the tint as a Markdown link is: View.tint(_:) — developer.apple.com/documentation/swiftui/view/
// tint(_:)-93mfq) with `Text.LineStyle` (developer.apple.com/documentation/swiftui/text/linestyle: `.single`,
// `init(pattern:color:)`); Text.init(_:) of an AttributedString — developer.apple.com/documentation/swiftui/text/
// init(_:)-1a4oh: each run keeps its attributes, and a run without one takes the Text's environment (its font, its
// foreground style).
// An assignment to an attribute of the whole string sets it on every run it has then (Apple: AttributedString's
// dynamic member subscript "sets the attribute for the entire string"), so a later `s[range].x = …` overrides part
// of it and a string appended later keeps its own. `AttributedString(markdown:)` reads inline Markdown as a Text
// literal does (InlineMarkdown.swift): strong runs bold, emphasis italic, code monospaced, links in the tint.
// Status: these members; a line style's `pattern` is kept and drawn as a solid line (anim's text decorations are
// solid). The runs are joined as `Text + Text` is, so they lay out as one Text that wraps (Layout's TextJoinView);
// a string with a background colour on a run is laid out run by run side by side on the first baseline (one line),
// each run's spaces no-break so that a run does not wrap inside itself.

extension Parser {
    /// The names that bring in the declarations.
    static let attributedStringNames: Set<String> = ["AttributedString"]

    static let attributedStringSource = """
        enum AttributedStringLinePattern { case solid, dot, dash, dashDot, dashDotDot }
        struct AttributedStringLineStyle {
            var pattern: AttributedStringLinePattern
            var color: Color?
            init(pattern: AttributedStringLinePattern = .solid, color: Color? = nil) {
                self.pattern = pattern
                self.color = color
            }
            static let single = AttributedStringLineStyle()
        }
        struct AttributedStringRun {
            var text: String
            var foregroundColor: Color? = nil
            var backgroundColor: Color? = nil
            var font: Font? = nil
            var underlineStyle: AttributedStringLineStyle? = nil
            var strikethroughStyle: AttributedStringLineStyle? = nil
            var kern: Double? = nil
            var tracking: Double? = nil
            var bold: Bool = false
            var italic: Bool = false
            var code: Bool = false
            var link: URL? = nil
        }
        struct AttributedStringRange {
            var lower: Int
            var upper: Int
        }
        struct AttributedStringCharacters {
            let string: String
            var count: Int { string.count }
            var isEmpty: Bool { string.isEmpty }
        }
        struct AttributeContainer {
            var foregroundColor: Color? = nil
            var backgroundColor: Color? = nil
            var font: Font? = nil
            var underlineStyle: AttributedStringLineStyle? = nil
            var strikethroughStyle: AttributedStringLineStyle? = nil
            var kern: Double? = nil
            var tracking: Double? = nil
            var link: URL? = nil
            init() {}
            func merged(into run: AttributedStringRun) -> AttributedStringRun {
                var r = run
                if let foregroundColor { r.foregroundColor = foregroundColor }
                if let backgroundColor { r.backgroundColor = backgroundColor }
                if let font { r.font = font }
                if let underlineStyle { r.underlineStyle = underlineStyle }
                if let strikethroughStyle { r.strikethroughStyle = strikethroughStyle }
                if let kern { r.kern = kern }
                if let tracking { r.tracking = tracking }
                if let link { r.link = link }
                return r
            }
        }
        struct AttributedString {
            var runs: [AttributedStringRun]
            init() { runs = [] }
            init(_ string: String) { runs = string.isEmpty ? [] : [AttributedStringRun(text: string)] }
            init(_ string: String, attributes: AttributeContainer) {
                runs = string.isEmpty ? [] : [attributes.merged(into: AttributedStringRun(text: string))]
            }
            mutating func mergeAttributes(_ attributes: AttributeContainer) {
                runs = runs.map { attributes.merged(into: $0) }
            }
            mutating func setAttributes(_ attributes: AttributeContainer) {
                runs = runs.map { attributes.merged(into: AttributedStringRun(text: $0.text)) }
            }
            var link: URL? = nil {
                didSet { for i in 0..<runs.count { runs[i].link = link } }
            }
            init(markdown: String) {
                let pieces = _markdownRuns(markdown)
                var built: [AttributedStringRun] = []
                var i = 0
                while i + 1 < pieces.count {
                    let flags = pieces[i + 1]
                    var run = AttributedStringRun(text: pieces[i], bold: flags.contains("b"), italic: flags.contains("i"), code: flags.contains("c"), link: flags.contains("l") ? URL(string: "about:blank") : nil)
                    if flags.contains("s") { run.strikethroughStyle = AttributedStringLineStyle.single }
                    built.append(run)
                    i += 2
                }
                runs = built
            }
            var foregroundColor: Color? = nil {
                didSet { for i in 0..<runs.count { runs[i].foregroundColor = foregroundColor } }
            }
            var backgroundColor: Color? = nil {
                didSet { for i in 0..<runs.count { runs[i].backgroundColor = backgroundColor } }
            }
            var font: Font? = nil {
                didSet { for i in 0..<runs.count { runs[i].font = font } }
            }
            var underlineStyle: AttributedStringLineStyle? = nil {
                didSet { for i in 0..<runs.count { runs[i].underlineStyle = underlineStyle } }
            }
            var strikethroughStyle: AttributedStringLineStyle? = nil {
                didSet { for i in 0..<runs.count { runs[i].strikethroughStyle = strikethroughStyle } }
            }
            var kern: Double? = nil {
                didSet { for i in 0..<runs.count { runs[i].kern = kern } }
            }
            var tracking: Double? = nil {
                didSet { for i in 0..<runs.count { runs[i].tracking = tracking } }
            }
            var string: String { runs.map { $0.text }.joined() }
            var characters: AttributedStringCharacters { AttributedStringCharacters(string: string) }
            var description: String { string }
            func range(of target: String) -> AttributedStringRange? {
                let whole = string
                let parts = whole.components(separatedBy: target)
                if target.isEmpty || parts.count < 2 { return nil }
                return AttributedStringRange(lower: parts[0].count, upper: parts[0].count + target.count)
            }
            mutating func splitRun(at offset: Int) {
                var start = 0
                var i = 0
                while i < runs.count {
                    let length = runs[i].text.count
                    if offset > start && offset < start + length {
                        var tail = runs[i]
                        tail.text = String(runs[i].text.dropFirst(offset - start))
                        runs[i].text = String(runs[i].text.prefix(offset - start))
                        runs.insert(tail, at: i + 1)
                        return
                    }
                    start += length
                    i += 1
                }
            }
            mutating func runIndices(_ range: AttributedStringRange) -> [Int] {
                splitRun(at: range.lower)
                splitRun(at: range.upper)
                var indices: [Int] = []
                var start = 0
                for i in 0..<runs.count {
                    let length = runs[i].text.count
                    if start >= range.lower && start + length <= range.upper && length > 0 { indices.append(i) }
                    start += length
                }
                return indices
            }
            mutating func append(_ other: AttributedString) {
                runs += other.runs
            }
            static func + (a: AttributedString, b: AttributedString) -> AttributedString {
                var joined = AttributedString()
                joined.runs = a.runs + b.runs
                return joined
            }
        }
        struct AttributedStringFont: ViewModifier {
            let font: Font?
            func body(content: Content) -> some View {
                if let font { content.font(font) } else { content }
            }
        }
        struct AttributedStringForeground: ViewModifier {
            let color: Color?
            let link: Bool
            func body(content: Content) -> some View {
                if link { content.foregroundStyle(.tint) } else if let color { content.foregroundColor(color) } else { content }
            }
        }
        struct AttributedStringTraits: ViewModifier {
            let run: AttributedStringRun
            func body(content: Content) -> some View {
                if run.bold && run.italic { content.bold().italic() } else if run.bold { content.bold() } else if run.italic { content.italic() } else { content }
            }
        }
        struct AttributedStringCode: ViewModifier {
            let code: Bool
            func body(content: Content) -> some View {
                if code { content.monospaced() } else { content }
            }
        }
        struct AttributedStringDecorations: ViewModifier {
            let run: AttributedStringRun
            func body(content: Content) -> some View {
                if let u = run.underlineStyle, let s = run.strikethroughStyle {
                    content.underline(true, color: u.color).strikethrough(true, color: s.color)
                } else if let u = run.underlineStyle {
                    content.underline(true, color: u.color)
                } else if let s = run.strikethroughStyle {
                    content.strikethrough(true, color: s.color)
                } else {
                    content
                }
            }
        }
        struct AttributedStringSpacing: ViewModifier {
            let run: AttributedStringRun
            func body(content: Content) -> some View {
                if let k = run.kern, let t = run.tracking { content.kerning(k).tracking(t) } else if let k = run.kern { content.kerning(k) } else if let t = run.tracking { content.tracking(t) } else { content }
            }
        }
        struct AttributedStringRunStyle: View {
            let run: AttributedStringRun
            let text: String
            var body: some View {
                Text(verbatim: text)
                    .modifier(AttributedStringTraits(run: run))
                    .modifier(AttributedStringCode(code: run.code))
                    .modifier(AttributedStringDecorations(run: run))
                    .modifier(AttributedStringSpacing(run: run))
                    .modifier(AttributedStringFont(font: run.font))
                    .modifier(AttributedStringForeground(color: run.foregroundColor, link: run.link != nil))
            }
        }
        struct AttributedStringRunText: View {
            let run: AttributedStringRun
            var body: some View {
                AttributedStringRunStyle(run: run, text: run.text.replacingOccurrences(of: " ", with: "\u{00A0}"))
                    .background(run.backgroundColor ?? Color.clear)
            }
        }
        struct AttributedStringJoin: View {
            let runs: [AttributedStringRun]
            var body: some View {
                if runs.count == 1 {
                    AttributedStringRunStyle(run: runs[0], text: runs[0].text)
                } else {
                    AttributedStringRunStyle(run: runs[0], text: runs[0].text) + AttributedStringJoin(runs: Array(runs.dropFirst()))
                }
            }
        }
        struct AttributedStringText: View {
            let value: AttributedString
            var body: some View {
                if value.runs.isEmpty || value.runs.contains(where: { $0.backgroundColor != nil }) {
                    HStack(alignment: .firstTextBaseline, spacing: 0) {
                        ForEach(0..<value.runs.count, id: \\.self) { i in AttributedStringRunText(run: value.runs[i]) }
                    }
                } else {
                    AttributedStringJoin(runs: value.runs)
                }
            }
        }
        """

    static let attributedStringDeclarations: [Stmt] = prelude(attributedStringSource)
}
