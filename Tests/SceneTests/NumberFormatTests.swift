// NumberFormatTests.swift: the number format styles of `Text(_:format:)` and `formatted(_:)`, against the strings
// Foundation prints for the en_US locale (Apple, FloatingPointFormatStyle / IntegerFormatStyle; ICU's default of at
// most 6 fraction digits, half-even; ISO 4217 minor units). Expected strings are worked out by hand from those rules.

import Testing

@testable import Scene

struct NumberFormatTests {
    static func style(_ configure: (inout NumberFormat) -> Void = { _ in }) -> NumberFormat {
        var f = NumberFormat()
        configure(&f)
        return f
    }

    @Test(
        "the number style groups thousands and keeps at most six fraction digits",
        arguments: [
            (1234.5, false, "1,234.5"), (1_234_567, true, "1,234,567"), (Double.pi, false, "3.141593"),
            (0.1 + 0.2, false, "0.3"), (-42, false, "-42"), (0, true, "0"), (999_999.5, false, "999,999.5"),
        ])
    func number(value: Double, isInteger: Bool, expected: String) {
        #expect(NumberFormat().format(value, isInteger: isInteger) == expected)
    }

    @Test("percent multiplies a Double by 100 and reads an Int as the percentage")
    func percent() {
        let p = NumberFormat(kind: .percent)
        #expect(p.format(0.256, isInteger: false) == "25.6%")
        #expect(p.format(25, isInteger: true) == "25%")
        #expect(p.format(1.5, isInteger: false) == "150%")
    }

    @Test("currency uses the code's symbol and minor unit, half-even")
    func currency() {
        #expect(NumberFormat(kind: .currency("USD")).format(1234.5, isInteger: false) == "$1,234.50")
        #expect(NumberFormat(kind: .currency("JPY")).format(1234.5, isInteger: false) == "¥1,234")
        #expect(NumberFormat(kind: .currency("EUR")).format(-3, isInteger: true) == "-€3.00")
    }

    @Test("precision: fraction lengths and significant digits; grouping(.never)")
    func precision() {
        #expect(Self.style { $0.fraction = 2...2 }.format(3.14159, isInteger: false) == "3.14")
        #expect(Self.style { $0.fraction = 2...2 }.format(2, isInteger: true) == "2.00")
        #expect(Self.style { $0.fraction = 0...1 }.format(2.25, isInteger: false) == "2.2")
        #expect(Self.style { $0.significant = 3...3 }.format(1234.5, isInteger: false) == "1,230")
        #expect(Self.style { $0.significant = 3...3 }.format(3.14159, isInteger: false) == "3.14")
        #expect(Self.style { $0.grouping = false }.format(1_234_567, isInteger: true) == "1234567")
    }

    @Test("a style survives its encoding as a scene value")
    func encoding() {
        var f = NumberFormat(kind: .currency("GBP"))
        f.fraction = 1...3
        f.grouping = false
        #expect(NumberFormat(encoded: f.encoded) == f)
    }
}
