// Bidi.swift: a small Unicode Bidirectional Algorithm for Hebrew/Arabic runs with Latin and numbers.
// Rule: UAX #9 (rule names below are its); issue #5 (a simple bidi for strong RTL runs with LTR digits).
// Status: partial, by design.
//
// Does: P2–P3 (paragraph level from the first strong character, LTR if none), W1, W4–W7, N1–N2, I1–I2, and L2
// (reversal of runs from the highest level down to the lowest odd level). Applied per grapheme cluster, with the
// class of the cluster's first character; line ends drop their trailing spaces, which stands in for L1.
// Does not: explicit embeddings, overrides and isolates (LRE…PDF, LRI…PDI are treated as neutrals); W2/W3 (Arabic
// letters are R, not AL, so "ع 12" keeps European digits — same levels in practice); N0 bracket pairs; L1 for
// tabs and segment separators; L3/L4 (HarfBuzz mirrors brackets in RTL runs itself); a layout-direction override
// of the paragraph level.

/// The bidi classes this implementation distinguishes (UAX #9 Table 4, reduced).
enum BidiClass: Hashable, Sendable {
    case l, r, en, an, es, et, cs, nsm, ws, on

    /// For N1: European and Arabic numbers count as R.
    var strongDirection: BidiClass? {
        switch self {
        case .l: .l
        case .r, .en, .an: .r
        default: nil
        }
    }
}

enum Bidi {
    /// The class of a scalar: the RTL blocks are R; digits, separators and terminators as in UnicodeData's bidi
    /// column for the common ones; letters and marks of other scripts L; whitespace WS; everything else ON.
    static func bidiClass(_ s: Unicode.Scalar) -> BidiClass {
        let v = s.value
        if v < 0x80 { return asciiClasses[Int(v)] }
        switch v {
        case 0x30...0x39, 0xB2, 0xB3, 0xB9, 0x6F0...0x6F9, 0x2070, 0x2074...0x2079, 0x2080...0x2089, 0xFF10...0xFF19:
            return .en
        case 0x660...0x669, 0x66B, 0x66C, 0x6DD, 0x8E2, 0x10E60...0x10E7E: return .an
        case 0x2B, 0x2D, 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D: return .es
        case 0x23...0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x66A, 0x2030...0x2034, 0x20A0...0x20CF, 0x2103, 0x2109,
            0xFF03...0xFF05:
            return .et
        case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x60C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C, 0xFF0E, 0xFF0F,
            0xFF1A:
            return .cs
        default: break
        }
        let properties = s.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return .nsm
        default: break
        }
        switch v {
        case 0x590...0x8FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return .r
        default: break
        }
        if properties.isWhitespace { return .ws }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark,
            .decimalNumber, .letterNumber, .privateUse, .unassigned:
            return .l
        default:
            return .on
        }
    }

    /// The classes of U+0000…U+007F, the same as the general rules give (a fast path).
    private static let asciiClasses: [BidiClass] = (0..<0x80).map { v -> BidiClass in
        switch UInt8(v) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .en
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): .l
        case UInt8(ascii: "+"), UInt8(ascii: "-"): .es
        case UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"): .et
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"): .cs
        case 0x09, 0x0B, 0x0C, 0x20: .ws
        default: .on
        }
    }

    /// P2–P3: 1 when the first strong character is R, else 0.
    static func paragraphLevel(_ classes: [BidiClass]) -> UInt8 {
        for c in classes {
            if c == .l { return 0 }
            if c == .r { return 1 }
        }
        return 0
    }

    /// Resolved embedding levels (W1, W4–W7, N1–N2, I1–I2) for one paragraph.
    static func levels(_ classes: [BidiClass], paragraphLevel p: UInt8) -> [UInt8] {
        var t = classes
        let n = t.count
        let sos: BidiClass = p % 2 == 0 ? .l : .r
        // W1: a mark takes the class of what precedes it.
        for i in 0..<n where t[i] == .nsm { t[i] = i == 0 ? sos : t[i - 1] }
        // W4: one separator between two numbers of the same kind joins them.
        if n >= 3 {
            for i in 1..<(n - 1) {
                if t[i] == .es, t[i - 1] == .en, t[i + 1] == .en { t[i] = .en }
                if t[i] == .cs, t[i - 1] == t[i + 1], t[i - 1] == .en || t[i - 1] == .an { t[i] = t[i - 1] }
            }
        }
        // W5: terminators next to a European number become part of it.
        var i = 0
        while i < n {
            guard t[i] == .et else {
                i += 1
                continue
            }
            var j = i
            while j < n, t[j] == .et { j += 1 }
            if (i > 0 && t[i - 1] == .en) || (j < n && t[j] == .en) {
                for k in i..<j { t[k] = .en }
            }
            i = j
        }
        // W6: remaining separators and terminators are neutral.
        for k in 0..<n where t[k] == .es || t[k] == .et || t[k] == .cs { t[k] = .on }
        // W7: European numbers after L (or an L start) are L.
        var lastStrong = sos
        for k in 0..<n {
            if t[k] == .l || t[k] == .r {
                lastStrong = t[k]
            } else if t[k] == .en, lastStrong == .l {
                t[k] = .l
            }
        }
        // N1–N2: neutrals between two equal directions take it; otherwise the embedding direction.
        i = 0
        while i < n {
            guard t[i] == .ws || t[i] == .on else {
                i += 1
                continue
            }
            var j = i
            while j < n, t[j] == .ws || t[j] == .on { j += 1 }
            let before = i == 0 ? sos : (t[i - 1].strongDirection ?? sos)
            let after = j == n ? sos : (t[j].strongDirection ?? sos)
            let resolved = before == after ? before : sos
            for k in i..<j { t[k] = resolved }
            i = j
        }
        // I1–I2.
        return t.map { c in
            if p % 2 == 0 {
                switch c {
                case .r: p + 1
                case .en, .an: p + 2
                default: p
                }
            } else {
                c == .r ? p : p + 1
            }
        }
    }

    /// L2: the visual order of items with the given levels, as indices into `levels`.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var j = i
                while j < order.count, levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }
}
