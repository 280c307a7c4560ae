// Parser+ListFormatter.swift: Foundation's `ListFormatter`, declared in the scene language:
// `ListFormatter.localizedString(byJoining: names)` and `ListFormatter().string(from: names)`, joined as
// `ListFormatStyle`'s `.list(type: .and)` joins them (Builtins+Measurement's `formatList`, en_US: "a, b, and c").
// Rule: Apple: ListFormatter — developer.apple.com/documentation/foundation/listformatter (`localizedString(byJoining:)`
// "using the current locale"; `string(from:)` returns nil only when an item cannot be formatted, which a string
// never is). `string(from:)` takes `[Any]` in Foundation; here it takes strings. Status: complete for strings.

extension Parser {
    static let listFormatterSource = """
        class ListFormatter {
            static func localizedString(byJoining strings: [String]) -> String {
                _formatList(strings, "and", "standard")
            }
            func string(from items: [String]) -> String? {
                _formatList(items, "and", "standard")
            }
        }
        """

    /// The declarations of `listFormatterSource`, placed nowhere in the user's file.
    static let listFormatterDeclarations: [Stmt] = prelude(listFormatterSource)
}
