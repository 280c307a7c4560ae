// DoubleRangeTests.swift: ranges of Doubles (Parser+DoubleRange.swift, Checker+DoubleRange.swift): `a...b` and `a..<b`
// with Double or CGFloat bounds, parameters of type ClosedRange<CGFloat>, bounds, contains, clamped, random(in:).
// Expected values are worked out by hand from the Swift standard library's definitions.

import Testing

@testable import Scene

private func text(_ source: String) throws -> String? {
    let program = try SceneProgram(source: "scene(width: 400, height: 300, duration: 1)\n" + source, path: "r.scene")
    return try program.view(time: 0, frame: 0).text?.string
}

struct DoubleRangeTests {
    static let cases: [(String, String)] = [
        // (5 - 0) / (10 - 0) * (200 - (-200)) + (-200) = 0; 7.5 maps to 100.
        ("Text(\"\\(mapValue(5, from: 0...10, to: -w...w)) \\(mapValue(7.5, from: 0...Double(10), to: -w...w))\")",
         "0.0 100.0"),
        ("Text(\"\\(r.lowerBound) \\(r.upperBound) \\(r.contains(2.0)) \\(r.contains(2.01))\")", "0.5 2.0 true false"),
        ("Text(\"\\(h.contains(0)) \\(h.contains(1)) \\(h.isEmpty) \\((1.0..<1.0).isEmpty)\")", "true false false true"),
        ("Text(\"\\(r.clamped(to: 1...1.5).lowerBound) \\(r.clamped(to: 1...1.5).upperBound)\")", "1.0 1.5"),
        ("Text(\"\\((w / 4...w / 2).upperBound) \\((0.0...1.0).contains(0.5))\")", "100.0 true"),
        ("Text(\"\\(Double.random(in: r) >= 0.5 && Double.random(in: r) <= 2)\")", "true"),
        ("Text(\"\\((0...3).count) \\((0..<3).contains(2))\")", "4 true"),
    ]

    @Test("ranges of Doubles: construction, parameters, bounds, contains, clamped, random(in:)", arguments: cases)
    func ranges(expression: String, expected: String) throws {
        let source = """
            func mapValue(_ value: Double, from a: ClosedRange<Double>, to b: ClosedRange<CGFloat>) -> Double {
                (value - a.lowerBound) / (a.upperBound - a.lowerBound) * (b.upperBound - b.lowerBound) + b.lowerBound
            }
            let w: CGFloat = 200
            let r = 0.5...2.0
            let h: Range<Double> = 0..<1
            \(expression)
            """
        #expect(try text(source) == expected)
    }

    @Test("a Double range is not an Int range: it cannot drive ForEach")
    func notCountable() throws {
        #expect(throws: SceneError.self) { try text("ForEach(0.0..<3.0) { i in Text(\"\\(i)\") }") }
    }
}
