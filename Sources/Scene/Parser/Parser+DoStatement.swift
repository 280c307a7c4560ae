// Parser+DoStatement.swift: `do { … }` and `do { … } catch … { … }`.
// Rule: The Swift Programming Language, "Statements": Do Statement ("introduces a new scope and can optionally
// contain one or more catch clauses"), and "Error Handling".

extension Parser {
    /// The `do` block as a scope of its own (`if true { … }`, which every body kind accepts). A scene has no `throw`
    /// (its functions may be written `throws`, and a `try` marks a call that never throws here), so no catch clause
    /// can run: they are read and left out.
    mutating func parseDo() -> Stmt {
        let keyword = advance()
        let (body, end) = parseBlock("'do' body")
        var range = keyword.range.union(end)
        while current.kind == .identifier, current.text == "catch" {
            advance()
            // The clause's pattern and `where` condition, up to its body.
            while current.kind != .eof, !current.isPunctuation("{") { advance() }
            range = range.union(parseBlock("'catch' body").end)
        }
        let scope = IfStmt(conditions: [Expr(.bool(true), keyword.range)], then: body, otherwise: nil, range: range)
        return Stmt(kind: .if(scope), range: range)
    }
}
