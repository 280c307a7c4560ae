// Parser+DoubleRange.swift: `ClosedRange<Double>` and `Range<Double>` (also of CGFloat, Float, TimeInterval),
// declared in the scene language: what `0...Double(width)` and `-barWidth...width` make (Checker+DoubleRange.swift).
// Rule: Apple: ClosedRange — developer.apple.com/documentation/swift/closedrange (`lowerBound`, `upperBound`,
// `contains(_:)`, `clamped(to:)`, `isEmpty` is never true) and Range — developer.apple.com/documentation/swift/range
// (half-open: `contains` excludes `upperBound`, empty when the bounds are equal). The element types are all Double
// here, as CGFloat is (SceneType). The declarations use `Self`, and are renamed to the Swift spellings after parsing,
// so messages read `ClosedRange<Double>`. Status: complete for the members listed.

extension Parser {
    static let closedDoubleRangeName = "ClosedRange<Double>"
    static let doubleRangeName = "Range<Double>"

    static let doubleRangeSource = """
        struct ClosedDoubleRange: Equatable {
            let lowerBound: Double
            let upperBound: Double
            var isEmpty: Bool { false }
            func contains(_ value: Double) -> Bool { lowerBound <= value && value <= upperBound }
            func clamped(to limits: Self) -> Self {
                Self(lowerBound: min(max(lowerBound, limits.lowerBound), limits.upperBound),
                     upperBound: min(max(upperBound, limits.lowerBound), limits.upperBound))
            }
            func overlaps(_ other: Self) -> Bool { lowerBound <= other.upperBound && other.lowerBound <= upperBound }
        }
        struct HalfOpenDoubleRange: Equatable {
            let lowerBound: Double
            let upperBound: Double
            var isEmpty: Bool { lowerBound == upperBound }
            func contains(_ value: Double) -> Bool { lowerBound <= value && value < upperBound }
            func clamped(to limits: Self) -> Self {
                Self(lowerBound: min(max(lowerBound, limits.lowerBound), limits.upperBound),
                     upperBound: min(max(upperBound, limits.lowerBound), limits.upperBound))
            }
            func overlaps(_ other: Self) -> Bool {
                !isEmpty && !other.isEmpty && lowerBound < other.upperBound && other.lowerBound < upperBound
            }
        }
        """

    /// The declarations of `doubleRangeSource` under their Swift names, placed nowhere in the user's file.
    static let doubleRangeDeclarations: [Stmt] = {
        var parser = Parser(tokens: Lexer.tokenize(doubleRangeSource).0)
        let names = ["ClosedDoubleRange": closedDoubleRangeName, "HalfOpenDoubleRange": doubleRangeName]
        return parser.parseFile().map { statement in
            guard case .structure(var s) = statement.kind else { return Stmt(kind: statement.kind, range: .none) }
            s.name = names[s.name] ?? s.name
            return Stmt(kind: .structure(s), range: .none)
        }
    }()

    /// The element types that make a range of Doubles.
    static let doubleRangeElements: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval", "Float64"]
}
