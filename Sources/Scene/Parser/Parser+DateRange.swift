// Parser+DateRange.swift: `ClosedRange<Date>` and `Range<Date>`, declared in the scene language over the scene's
// `Date` (Parser+TimelineView): what `Date()...Date().addingTimeInterval(3600)` makes, as `DatePicker(in:)`,
// `ProgressView(timerInterval:)` and `Text(timerInterval:)` take (Checker+DoubleRange builds them from `...`/`..<`).
// Rule: Apple: ClosedRange — developer.apple.com/documentation/swift/closedrange and Range —
// developer.apple.com/documentation/swift/range, over any Comparable bound (Date is Comparable: Apple: Date —
// developer.apple.com/documentation/foundation/date). The declarations are renamed to the Swift spellings after
// parsing, so messages read `ClosedRange<Date>`. Status: complete for the members listed.

extension Parser {
    static let closedDateRangeName = "ClosedRange<Date>"
    static let dateRangeName = "Range<Date>"

    static let dateRangeSource = """
        struct ClosedDateRange: Equatable {
            let lowerBound: Date
            let upperBound: Date
            var isEmpty: Bool { false }
            func contains(_ value: Date) -> Bool { lowerBound <= value && value <= upperBound }
            func clamped(to limits: Self) -> Self {
                Self(lowerBound: limits.clamping(lowerBound), upperBound: limits.clamping(upperBound))
            }
            func clamping(_ d: Date) -> Date { d < lowerBound ? lowerBound : (d > upperBound ? upperBound : d) }
            func overlaps(_ other: Self) -> Bool { lowerBound <= other.upperBound && other.lowerBound <= upperBound }
        }
        struct HalfOpenDateRange: Equatable {
            let lowerBound: Date
            let upperBound: Date
            var isEmpty: Bool { lowerBound == upperBound }
            func contains(_ value: Date) -> Bool { lowerBound <= value && value < upperBound }
            func clamped(to limits: Self) -> Self {
                Self(lowerBound: limits.clamping(lowerBound), upperBound: limits.clamping(upperBound))
            }
            func clamping(_ d: Date) -> Date { d < lowerBound ? lowerBound : (d > upperBound ? upperBound : d) }
            func overlaps(_ other: Self) -> Bool {
                !isEmpty && !other.isEmpty && lowerBound < other.upperBound && other.lowerBound < upperBound
            }
        }
        """

    /// The declarations of `dateRangeSource` under their Swift names, placed nowhere in the user's file.
    static let dateRangeDeclarations: [Stmt] = {
        var parser = Parser(tokens: Lexer.tokenize(dateRangeSource).0)
        let names = ["ClosedDateRange": closedDateRangeName, "HalfOpenDateRange": dateRangeName]
        return parser.parseFile().map { statement in
            guard case .structure(var s) = statement.kind else { return Stmt(kind: statement.kind, range: .none) }
            s.name = names[s.name] ?? s.name
            return Stmt(kind: .structure(s), range: .none)
        }
    }()
}
