// JSONValue.swift: a small JSON reader (RFC 8259) that keeps numbers as their text, so a Double written in Swift's
// shortest round-trip form reads back as the same Double (`Double(String)` rounds correctly; Foundation's
// JSONSerialization on Linux is off in the last digit). Used for `anim regress --merge`. Status: complete.

/// A parsed JSON value.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// The number's text as written.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    var int: Int? { if case .number(let t) = self { return Int(t) } else { return nil } }
    /// A number as a Double; nil for null and anything else.
    var double: Double? { if case .number(let t) = self { return Double(t) } else { return nil } }
    var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var array: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }

    /// Parses `text`; nil if it is not one JSON value.
    init?(parsing text: String) {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        guard let v = reader.value() else { return nil }
        reader.skipSpace()
        guard reader.i == reader.scalars.count else { return nil }
        self = v
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var i = 0

        mutating func skipSpace() {
            while i < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[i]) { i += 1 }
        }

        mutating func literal(_ word: String) -> Bool {
            let w = Array(word.unicodeScalars)
            guard i + w.count <= scalars.count, Array(scalars[i..<(i + w.count)]) == w else { return false }
            i += w.count
            return true
        }

        mutating func value() -> JSONValue? {
            skipSpace()
            guard i < scalars.count else { return nil }
            switch scalars[i] {
            case "n": return literal("null") ? .null : nil
            case "t": return literal("true") ? .bool(true) : nil
            case "f": return literal("false") ? .bool(false) : nil
            case "\"": return string().map { .string($0) }
            case "[":
                i += 1
                var out: [JSONValue] = []
                skipSpace()
                if i < scalars.count, scalars[i] == "]" {
                    i += 1
                    return .array(out)
                }
                while true {
                    guard let v = value() else { return nil }
                    out.append(v)
                    skipSpace()
                    guard i < scalars.count else { return nil }
                    i += 1
                    if scalars[i - 1] == "]" { return .array(out) }
                    guard scalars[i - 1] == "," else { return nil }
                }
            case "{":
                i += 1
                var out: [String: JSONValue] = [:]
                skipSpace()
                if i < scalars.count, scalars[i] == "}" {
                    i += 1
                    return .object(out)
                }
                while true {
                    skipSpace()
                    guard i < scalars.count, scalars[i] == "\"", let key = string() else { return nil }
                    skipSpace()
                    guard i < scalars.count, scalars[i] == ":" else { return nil }
                    i += 1
                    guard let v = value() else { return nil }
                    out[key] = v
                    skipSpace()
                    guard i < scalars.count else { return nil }
                    i += 1
                    if scalars[i - 1] == "}" { return .object(out) }
                    guard scalars[i - 1] == "," else { return nil }
                }
            default:
                let start = i
                while i < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[i]) { i += 1 }
                let text = String(String.UnicodeScalarView(scalars[start..<i]))
                return Double(text) == nil ? nil : .number(text)
            }
        }

        mutating func string() -> String? {
            i += 1
            var out = String.UnicodeScalarView()
            while i < scalars.count {
                let c = scalars[i]
                i += 1
                if c == "\"" { return String(out) }
                guard c == "\\" else {
                    out.append(c)
                    continue
                }
                guard i < scalars.count else { return nil }
                let e = scalars[i]
                i += 1
                switch e {
                case "\"", "\\", "/": out.append(e)
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "b": out.append("\u{8}")
                case "f": out.append("\u{c}")
                case "u":
                    guard i + 4 <= scalars.count,
                        let v = UInt32(String(String.UnicodeScalarView(scalars[i..<(i + 4)])), radix: 16)
                    else { return nil }
                    i += 4
                    var code = v
                    // A surrogate pair: \uD83D\uDE00.
                    if (0xD800..<0xDC00).contains(v), i + 6 <= scalars.count, scalars[i] == "\\", scalars[i + 1] == "u",
                        let low = UInt32(String(String.UnicodeScalarView(scalars[(i + 2)..<(i + 6)])), radix: 16),
                        (0xDC00..<0xE000).contains(low)
                    {
                        code = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                    guard let s = Unicode.Scalar(code) else { return nil }
                    out.append(s)
                default: return nil
                }
            }
            return nil
        }
    }
}
