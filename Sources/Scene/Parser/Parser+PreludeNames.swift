// Parser+PreludeNames.swift: the names a file uses, which decide the prelude declarations it gets (`Date`,
// `Calendar`, the controls …), counted inside string interpolations as well as outside.
// Rule: The Swift Programming Language, "Strings and Characters" (String Interpolation: the expression inside
// `\(…)` is ordinary code, so `Text("\(Date())")` uses Foundation's `Date` as `Text(Date().formatted())` does).
// Status: complete.

extension Parser {
    /// The identifiers of `tokens` and of the string interpolations among them: what decides which declarations of
    /// the scene language's prelude a file gets (a file naming `Date` only in `"\(Date())"` uses it too).
    static func identifierNames(in tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        for token in tokens {
            if token.kind == .identifier { names.insert(token.text) }
            if token.kind == .string {
                for case .interpolation(let inner, _) in token.segments { names.formUnion(identifierNames(in: inner)) }
            }
        }
        return names
    }
}
