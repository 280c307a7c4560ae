// MorphDirection.swift: which way changed glyphs roll, and what decides it.
// Rule: seed 003 ("Direction is read from the numbers pairwise, not from the leading one alone"; a gained or lost
// number reads as a rise); OpenSwiftUI ContentTransition.swift, NumericTextConfiguration as decoded in
// AmatoGiulio/react-native-numeric-text .agent/IOS_GROUND_TRUTH.md (direction `.fixed(downwards:)` for countsDown,
// `.automatic(value:)` for numericText(value:)) and measurements in AmatoGiulio/react-native-numeric-text
// .agent/TRANSITION_MODEL.md (all columns roll the same way). Status: complete.
//
// Reading (`.numbers`), over the numbers of NumberReading.swift:
// 1. When the two strings hold different counts of numbers, nothing pairs up position for position: a rise
//    (seed 003: 59 seconds → 1 minute 0 seconds, "which is what the clock is doing").
// 2. Otherwise the first pair that differs decides: a smaller new number is a fall, a larger one a rise
//    (2 minutes 12 seconds → 2 minutes 13 seconds rises though the leading number never moves).
// 3. No differing pair (no numbers at all, or equal ones): a rise, SwiftUI's default (`countsDown: false`).
// The matching rule does not change the direction: both rules read it this way.

/// The direction every changed column rolls in, one for the whole string (measurements in
/// AmatoGiulio/react-native-numeric-text .agent/TRANSITION_MODEL.md).
public enum MorphDirection: String, Hashable, Sendable, CaseIterable {
    /// Counting up.
    case up
    /// Counting down.
    case down

    /// What decides the direction, as the three spellings of SwiftUI's `numericText` do.
    public enum Source: Hashable, Sendable {
        /// Read from the numbers in the two strings, pairwise (steps 1–3 of the header).
        case numbers
        /// `.numericText(countsDown:)`: fixed, whatever the strings say.
        case countsDown(Bool)
        /// `.numericText(value:)`: the values' comparison decides; a smaller new value counts down, as SwiftUI's
        /// `.automatic(value:)` stores `downwards` (equal values count up).
        case value(old: Double, new: Double)
    }

    /// The direction for a change from `old` to `new` (grapheme clusters) under `source`.
    public static func of(_ old: [String], _ new: [String], source: Source = .numbers) -> MorphDirection {
        switch source {
        case .countsDown(let down): return down ? .down : .up
        case .value(let a, let b): return b < a ? .down : .up
        case .numbers:
            let a = NumberReading.numbers(in: old)
            let b = NumberReading.numbers(in: new)
            guard a.count == b.count else { return .up }
            for (x, y) in zip(a, b) where x != y { return y < x ? .down : .up }
            return .up
        }
    }
}
