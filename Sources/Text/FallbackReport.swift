// FallbackReport.swift: the warnings a layout gives when characters come from fallback faces or from none.
// Rule: issue #5 (never silent: name the requested font and the fallback used). Status: complete.

/// Collects, per fallback face, the characters it drew, in order of first use.
struct FallbackReport {
    private var order: [String] = []
    private var characters: [String: [Character]] = [:]
    private var missing: [Character] = []

    mutating func fellBack(_ c: Character, to face: String) {
        if characters[face] == nil { order.append(face) }
        if characters[face, default: []].contains(c) == false { characters[face, default: []].append(c) }
    }

    mutating func missed(_ c: Character) {
        if !missing.contains(c) { missing.append(c) }
    }

    /// "'Inter Regular' has no glyph for 'ש' (U+05E9), 'ל' (U+05DC), … (4 characters); used fallback 'DejaVu Sans Book'".
    func warnings(requested: String) -> [String] {
        var out = order.map { face in
            "'\(requested)' has no glyph for \(FallbackReport.list(characters[face]!)); used fallback '\(face)'"
        }
        if !missing.isEmpty {
            out.append(
                "no installed font has a glyph for \(FallbackReport.list(missing)); drawn as .notdef of '\(requested)'")
        }
        return out
    }

    private static func list(_ chars: [Character]) -> String {
        let shown = chars.prefix(3).map { c in
            let codes = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(4) }
            return "'\(c)' (\(codes.joined(separator: " ")))"
        }
        let more = chars.count > 3 ? ", … (\(chars.count) characters)" : ""
        return shown.joined(separator: ", ") + more
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
