// SourceRange.swift: where a token or node came from in a `.scene` file. Status: complete.

/// A position in a source file: 1-based line and column (columns count Unicode scalars), and a 0-based UTF-8 offset.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        (self.line, self.column, self.offset) = (line, column, offset)
    }

    public static func < (l: SourceLocation, r: SourceLocation) -> Bool { l.offset < r.offset }
    public var description: String { "\(line):\(column)" }
}

/// A half-open span `[start, end)` of source text. Every token and syntax node carries one.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// A range for things that have no source (built-in defaults).
    public static let none = SourceRange(
        start: SourceLocation(line: 0, column: 0, offset: 0), end: SourceLocation(line: 0, column: 0, offset: 0))

    public var description: String { "\(start)-\(end)" }
}
