// Parser+TypeAlias.swift: `typealias Name = Type`, at the top level, inside a type, or in a function body.
// Rule: The Swift Programming Language, "Declarations": Type Alias Declaration
// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/declarations#Type-Alias-Declaration).

extension Parser {
    /// `typealias Name = Type`; a generic alias (`typealias Pair<T> = (T, T)`) is reported, as scenes have no
    /// generic type declarations over non-view types.
    mutating func parseTypeAlias() -> Stmt {
        let keyword = advance()
        let name = advance()
        if current.isOperator("<") {
            diagnostics.error("generic 'typealias' is not supported in scenes", at: current.range, hint: "name the type")
            return Stmt(kind: .error, range: keyword.range.union(name.range))
        }
        guard current.isOperator("=") else {
            diagnostics.error("expected '=' in type alias declaration", at: current.range)
            return Stmt(kind: .error, range: keyword.range.union(name.range))
        }
        advance()
        let target = parseType()
        let alias = TypeAliasDecl(
            name: name.text, nameRange: name.range, target: target, owner: nil,
            range: keyword.range.union(target.range))
        return Stmt(kind: .typeAlias(alias), range: alias.range)
    }
}
