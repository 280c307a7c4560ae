// JSONText.swift: JSON numbers and strings written by hand where key order and number form matter (`anim diff
// --json`, `anim curve --json`, `render --loss`). Status: complete.

/// JSON text for scalar values.
enum JSONText {
    /// A finite number as Swift prints it (shortest round-trip form), else null (JSON has no infinity).
    static func number(_ v: Double?) -> String {
        guard let v, v.isFinite else { return "null" }
        return "\(v)"
    }

    /// A JSON string literal.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
