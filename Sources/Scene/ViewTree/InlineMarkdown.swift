// InlineMarkdown.swift: the inline Markdown of a `Text` string literal, as SwiftUI reads a LocalizedStringKey.
// Rule: Apple: Text.init(_:tableName:bundle:comment:), developer.apple.com/documentation/swiftui/text/
// init(_:tablename:bundle:comment:) ("If you initialize a text view with a string literal, the view […] interprets
// Markdown"; AttributedString's inline-only syntax): `**strong**` / `__strong__`, `*emphasis*` / `_emphasis_`,
// `***both***`, `` `code` `` (literal inside), `~~strikethrough~~`, `[text](url)`, and backslash escapes of
// punctuation; CommonMark's flanking rules in their simple form (github.github.com/gfm, "Emphasis and strong
// emphasis"): an opening run is followed by a non-space, a closing run preceded by one, and `_` never opens or closes
// inside a word (snake_case stays as written). A delimiter without a partner is plain text.

/// A styled byte range of a Text's string after its Markdown was removed.
public struct TextSpan: Hashable, Sendable {
    public var utf8: Range<Int>
    public var bold = false
    public var italic = false
    public var code = false
    public var strikethrough = false
    /// A `[text](url)` link, drawn in the tint (Layout's TextContent+Links.swift).
    public var link = false

    public init(
        utf8: Range<Int>, bold: Bool = false, italic: Bool = false, code: Bool = false, strikethrough: Bool = false,
        link: Bool = false
    ) {
        self.utf8 = utf8
        (self.bold, self.italic, self.code, self.strikethrough, self.link) = (bold, italic, code, strikethrough, link)
    }

    var style: Style { Style(bold: bold, italic: italic, code: code, strikethrough: strikethrough, link: link) }

    struct Style: Hashable {
        var bold = false, italic = false, code = false, strikethrough = false, link = false
        var isPlain: Bool { self == Style() }
    }
}

/// Parses inline Markdown into the plain string and its styled spans.
public enum InlineMarkdown {
    /// The string with the Markdown syntax removed, and the spans of the styled parts (plain parts have none).
    public static func parse(_ source: String) -> (string: String, spans: [TextSpan]) {
        var out = Output()
        parse(Array(source), style: TextSpan.Style(), into: &out)
        return (out.string, out.spans)
    }

    private struct Output {
        var string = ""
        var spans: [TextSpan] = []
        var utf8Count = 0

        mutating func append(_ text: String, _ style: TextSpan.Style) {
            guard !text.isEmpty else { return }
            let start = utf8Count
            string += text
            utf8Count += text.utf8.count
            guard !style.isPlain else { return }
            if let last = spans.last, last.utf8.upperBound == start, last.style == style {
                spans[spans.count - 1].utf8 = last.utf8.lowerBound..<utf8Count
            } else {
                spans.append(
                    TextSpan(
                        utf8: start..<utf8Count, bold: style.bold, italic: style.italic, code: style.code,
                        strikethrough: style.strikethrough, link: style.link))
            }
        }
    }

    private static func isPunctuation(_ c: Character) -> Bool {
        c.isPunctuation || c.isSymbol
    }

    private static func parse(_ chars: [Character], style: TextSpan.Style, into out: inout Output) {
        var plain = ""
        var i = 0
        func flush(_ out: inout Output) {
            out.append(plain, style)
            plain = ""
        }
        while i < chars.count {
            let c = chars[i]
            // Backslash escape of ASCII punctuation.
            if c == "\\", i + 1 < chars.count, chars[i + 1].isASCII, isPunctuation(chars[i + 1]) {
                plain.append(chars[i + 1])
                i += 2
                continue
            }
            // Code span: literal up to the matching backtick run.
            if c == "`" {
                let run = runLength(chars, i, "`")
                if let close = findRun(chars, from: i + run, "`", length: run) {
                    flush(&out)
                    var code = style
                    code.code = true
                    out.append(String(chars[(i + run)..<close]), code)
                    i = close + run
                    continue
                }
                plain += String(repeating: "`", count: run)
                i += run
                continue
            }
            // Link: [text](destination).
            if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count,
                chars[close + 1] == "(", let end = chars[(close + 2)...].firstIndex(of: ")")
            {
                flush(&out)
                var link = style
                link.link = true
                parse(Array(chars[(i + 1)..<close]), style: link, into: &out)
                i = end + 1
                continue
            }
            // Emphasis, strong emphasis and strikethrough.
            if c == "*" || c == "_" || c == "~" {
                let run = runLength(chars, i, c)
                let length = c == "~" ? 2 : min(run, 3)
                if run >= length, canOpen(chars, i, length: run, c),
                    let close = findClosing(chars, from: i + run, c, length: length)
                {
                    flush(&out)
                    var inner = style
                    if c == "~" {
                        inner.strikethrough = true
                    } else {
                        if length != 2 { inner.italic = true }
                        if length >= 2 { inner.bold = true }
                    }
                    // Extra delimiters beyond the used length stay as text (`****` is not nested emphasis here).
                    plain += String(repeating: c, count: run - length)
                    flush(&out)
                    parse(Array(chars[(i + run)..<close]), style: inner, into: &out)
                    i = close + length
                    continue
                }
                plain += String(repeating: c, count: run)
                i += run
                continue
            }
            plain.append(c)
            i += 1
        }
        flush(&out)
    }

    private static func runLength(_ chars: [Character], _ i: Int, _ c: Character) -> Int {
        var n = 0
        while i + n < chars.count, chars[i + n] == c { n += 1 }
        return n
    }

    /// The index of the next run of exactly `length` `c`s after `from`.
    private static func findRun(_ chars: [Character], from: Int, _ c: Character, length: Int) -> Int? {
        var j = from
        while j < chars.count {
            if chars[j] == c {
                let n = runLength(chars, j, c)
                if n == length { return j }
                j += n
            } else {
                j += 1
            }
        }
        return nil
    }

    /// A left-flanking run: followed by a non-space; `_` also not preceded by a letter or digit.
    private static func canOpen(_ chars: [Character], _ i: Int, length: Int, _ c: Character) -> Bool {
        let after = i + length < chars.count ? chars[i + length] : nil
        guard let after, !after.isWhitespace else { return false }
        if c == "_", i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber { return false }
        return true
    }

    /// The start of a closing run of at least `length` `c`s: preceded by a non-space; `_` not followed by a letter or
    /// digit. A longer run closes with its last `length` delimiters.
    private static func findClosing(_ chars: [Character], from: Int, _ c: Character, length: Int) -> Int? {
        var j = from
        while j < chars.count {
            if chars[j] == "\\" {
                j += 2
                continue
            }
            if chars[j] == "`" {
                let run = runLength(chars, j, "`")
                if let close = findRun(chars, from: j + run, "`", length: run) {
                    j = close + run
                    continue
                }
            }
            guard chars[j] == c else {
                j += 1
                continue
            }
            let n = runLength(chars, j, c)
            let start = j + n - length
            let before = j > from ? chars[j - 1] : nil
            let after = j + n < chars.count ? chars[j + n] : nil
            let flanks = before.map { !$0.isWhitespace } ?? false
            let wordAfter = after.map { $0.isLetter || $0.isNumber } ?? false
            if n >= length, flanks, !(c == "_" && wordAfter) { return start }
            j += n
        }
        return nil
    }
}
