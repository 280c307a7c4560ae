// OptionParsing.swift: the value syntaxes options and golden settings share (`30000/1001`, `800x450`,
// `10..20`). Status: complete.

import Foundation
import Geometry
import Timeline

public enum OptionParsing {
    /// `30`, `29.97`, `30000/1001`; positive.
    public static func frameRate(_ text: String) -> FrameRate? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let value: Rational?
        switch parts.count {
        case 1: value = Rational(decimal: text)
        case 2:
            guard let n = Int(parts[0]), let d = Int(parts[1]), d > 0 else { return nil }
            value = Rational(n, d)
        default: value = nil
        }
        guard let value, value.numerator > 0 else { return nil }
        return FrameRate(value)
    }

    /// `800x450` (or `800×450`), points; positive.
    public static func size(_ text: String) -> Size? {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0 else { return nil }
        return Size(width: w, height: h)
    }

    /// `A..B` or `A...B` (inclusive), `A..<B` (half-open), or a single frame `A`; as a half-open range.
    public static func frames(_ text: String) -> Range<Int>? {
        if let n = Int(text), n >= 0 { return n..<(n + 1) }
        for (separator, inclusive) in [("..<", false), ("...", true), ("..", true)] {
            let parts = text.components(separatedBy: separator)
            if parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0 {
                let end = inclusive ? b + 1 : b
                return end > a ? a..<end : nil
            }
        }
        return nil
    }

    public static func positive(_ text: String) -> Double? {
        guard let v = Double(text), v > 0, v.isFinite else { return nil }
        return v
    }
}
