// Builtins+StringInit.swift: `String(x)`, `String(describing:)`, `String(repeating:count:)` and
// `String(format:_:…)`, which pasted SwiftUI code uses to label values (`Text(String(format: "%.1f", progress))`).
// Rule: The Swift Standard Library, String "init(_:)" / "init(describing:)" (the value as string interpolation
// prints it) and "init(repeating:count:)"; Foundation "String(format:_:)" with the C printf conversions
// (ISO/IEC 9899 §7.21.6.1): flags `-`, `0`, `+`, space; a width; a precision; `d i u ld lld` (integers), `f F e E g G`
// (doubles, default precision 6), `x X o` (unsigned), `@ s` (the value's description), `c`, `%%`. Status: complete
// for these conversions; `%n`, positional arguments (`%1$@`) and `*` widths are not.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Builtins {
    /// `String(format:)` of `arguments` in the C locale.
    static func format(_ format: String, _ arguments: [Value], at range: SourceRange) throws(RuntimeFailure) -> String {
        var out = ""
        let chars = Array(format)
        var i = 0
        var next = 0
        func argument() throws(RuntimeFailure) -> Value {
            guard next < arguments.count else {
                throw RuntimeFailure(
                    "String(format:) has more conversions than arguments", at: range,
                    hint: "pass one argument for each % conversion")
            }
            next += 1
            return arguments[next - 1]
        }
        while i < chars.count {
            let c = chars[i]
            i += 1
            guard c == "%" else {
                out.append(c)
                continue
            }
            var spec = "%"
            while i < chars.count, "-0+ #".contains(chars[i]) {
                spec.append(chars[i])
                i += 1
            }
            while i < chars.count, chars[i].isASCII, chars[i].isNumber {
                spec.append(chars[i])
                i += 1
            }
            if i < chars.count, chars[i] == "." {
                spec.append(".")
                i += 1
                while i < chars.count, chars[i].isASCII, chars[i].isNumber {
                    spec.append(chars[i])
                    i += 1
                }
            }
            while i < chars.count, "lhqLzjt".contains(chars[i]) { i += 1 }
            guard i < chars.count else { break }
            let conversion = chars[i]
            i += 1
            switch conversion {
            case "%": out.append("%")
            case "d", "i":
                out += cFormat(spec + "lld", Int64(integer(try argument())))
            case "u", "x", "X", "o":
                out += cFormat(spec + "ll" + String(conversion), UInt64(bitPattern: Int64(integer(try argument()))))
            case "f", "F", "e", "E", "g", "G", "a", "A":
                out += cFormat(spec + String(conversion), number(try argument()))
            case "@", "s", "c":
                let text = try argument().interpolated
                out += pad(text, spec)
            default:
                throw RuntimeFailure(
                    "String(format:) does not know the conversion '%\(conversion)'", at: range,
                    hint: "use %d, %f, %.2f, %e, %g, %x, %@ or %s")
            }
        }
        return out
    }

    private static func integer(_ v: Value) -> Int {
        switch v {
        case .int(let i): i
        case .double(let d): d.isFinite ? Int(max(min(d, 9e18), -9e18)) : 0
        case .bool(let b): b ? 1 : 0
        default: 0
        }
    }

    private static func number(_ v: Value) -> Double {
        switch v {
        case .int(let i): Double(i)
        case .double(let d): d
        default: 0
        }
    }

    /// `spec`'s width and `-` flag applied to a string.
    private static func pad(_ text: String, _ spec: String) -> String {
        let digits = spec.drop { !$0.isNumber || $0 == "0" }.prefix { $0.isNumber }
        guard let width = Int(digits), text.count < width else { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return spec.contains("-") ? text + fill : fill + text
    }

    /// One C conversion of one argument, printed by the C library into a bounded buffer.
    private static func cFormat(_ spec: String, _ argument: any CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let written = spec.withCString { f in
            withVaList([argument]) { list in
                buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress!, 512, f, list) }
            }
        }
        guard written >= 0 else { return "" }
        return String(decoding: buffer.prefix(min(Int(written), 511)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
