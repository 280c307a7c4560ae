// SourceFile.swift: the text of a `.scene` file and its lines, for quoting source under a diagnostic.
// Rule: lines end at "\n" (a preceding "\r" is dropped); numbering is 1-based like SourceLocation. Status: complete.

/// A `.scene` file as read: its path (as given, for `path:line:col:`) and its full text.
public struct SourceFile: Sendable {
    /// The path printed in front of diagnostics, as the caller gave it.
    public let path: String
    /// The whole file.
    public let text: String
    private let lines: [String]

    /// Keeps `text` and splits it into lines once, for quoting.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
        // Split on scalars: "\r\n" is one Character, so a Character split would not see its "\n".
        self.lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(String.UnicodeScalarView(line.last == "\r" ? line.dropLast() : line[...]))
        }
    }

    /// Line `number` (1-based) without its newline; "" outside the file.
    public func line(_ number: Int) -> String {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    /// The number of lines (a final newline does not start a counted line of its own unless text follows it).
    public var lineCount: Int { lines.count }
}
