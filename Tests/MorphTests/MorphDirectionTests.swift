// MorphDirectionTests.swift: which way a change rolls. Seed 003's pairs are in MorphPlanTests; here the reading of
// numbers (NumberReading.swift: any script's digits, grouping and decimal marks, signs, exact comparison) and the
// SwiftUI overrides (OpenSwiftUI ContentTransition.swift, NumericTextConfiguration as decoded in
// AmatoGiulio/react-native-numeric-text .agent/IOS_GROUND_TRUTH.md: countsDown fixes the direction, value: compares the
// values).

import Testing

@testable import Morph

struct MorphDirectionTests {
    func direction(_ old: String, _ new: String, _ source: MorphDirection.Source = .numbers) -> MorphDirection {
        MorphDirection.of(old.map { String($0) }, new.map { String($0) }, source: source)
    }

    func numbers(_ s: String) -> [NumberReading] { NumberReading.numbers(in: s.map { String($0) }) }

    @Test(
        "numbers are read pairwise, in any script; the first differing pair decides",
        arguments: [
            // measurements in AmatoGiulio/react-native-numeric-text .agent/TRANSITION_MODEL.md's examples: 1,000 → 999
            // counts down, 9,950 → 10,123 up (grouping commas join digits).
            ("1,000", "999", MorphDirection.down), ("9,950", "10,123", .up),
            ("1.5", "1.25", .down), ("$0.99", "$1.00", .up),
            ("٣٤", "٣٥", .up), ("٩", "١٠", .up), ("١٬٠٠٠", "٩٩٩", .down), ("٣٫٥", "٣٫٤٩", .down),
            ("१२", "११", .down), ("１２", "１３", .up),
            ("−2.31%", "−1.05%", .up), ("-5 °C", "-7 °C", .down), ("-1", "1", .up),
            ("10:59", "11:00", .up), ("1:00", "0:59", .down), ("v2 beta 3", "v2 beta 1", .down),
            ("0.3", "0.30000000000000001", .up), ("0.30000000000000001", "0.3", .down),
            ("99999999999999999999", "100000000000000000000", .up),
        ])
    func pairwise(old: String, new: String, expected: MorphDirection) {
        #expect(direction(old, new) == expected)
    }

    @Test(
        "no differing pair reads as a rise, SwiftUI's default; so do strings without numbers",
        arguments: [("cat", "dog"), ("09", "9"), ("1.50", "1.5"), ("-0", "0"), ("", "5 apples")])
    func defaultRise(old: String, new: String) {
        #expect(direction(old, new) == .up)
        #expect(direction(new, old) == .up)
    }

    @Test("countsDown fixes the direction and value: compares the values, whatever the strings say")
    func overrides() {
        #expect(direction("1", "2", .countsDown(true)) == .down)
        #expect(direction("2", "1", .countsDown(false)) == .up)
        #expect(direction("1", "2", .value(old: 5, new: 3)) == .down)
        #expect(direction("2", "1", .value(old: 3, new: 5)) == .up)
        #expect(direction("2", "1", .value(old: 3, new: 3)) == .up)
    }

    @Test("grouping and decimal marks: the last unique '.' or '٫' is decimal, a ',' only after another separator")
    func separators() {
        func read(_ s: String) -> (Bool, [Int], [Int])? {
            numbers(s).first.map { ($0.negative, $0.integer, $0.fraction) }
        }
        #expect(read("1,234.5")! == (false, [1, 2, 3, 4], [5]))
        #expect(read("1.234,5")! == (false, [1, 2, 3, 4], [5]))
        #expect(read("1\u{202F}234,5")! == (false, [1, 2, 3, 4], [5]))
        #expect(read("1.234.567")! == (false, [1, 2, 3, 4, 5, 6, 7], []))
        #expect(read("1,5")! == (false, [1, 5], []))
        #expect(read("٣٫٥")! == (false, [3], [5]))
        #expect(read("007.500")! == (false, [7], [5]))
    }

    @Test("what joins a number and what splits it: spaces, doubled separators and hyphens split; a free minus signs")
    func tokens() {
        #expect(numbers("2 12").count == 2)
        #expect(numbers("1,,2").count == 2)
        #expect(numbers("1, 2, 3").count == 3)
        #expect(numbers("3-5").map(\.negative) == [false, false])
        #expect(numbers("A-1").map(\.negative) == [false])
        #expect(numbers("(−4)").map(\.negative) == [true])
        #expect(numbers("1️⃣ and ①").isEmpty, "keycaps and circled digits are symbols, not decimal digits")
    }
}
