// Parser+DoStatement.swift: `do { … }`, `do { … } catch pattern { … }`, and `throw error`.
// Rule: The Swift Programming Language, "Statements": Do Statement ("introduces a new scope and can optionally
// contain one or more catch clauses"; a catch clause without a pattern binds the error to a local constant named
// `error`), Throw Statement; "Error Handling".

extension Parser {
    /// The name the thrown error has inside the catch clauses: Swift's implicit `error`.
    static let caughtError = "error"
    /// The builtin a `throw` statement calls (Checker+Throws); a name no scene can write.
    static let throwFunction = "·throw"
    /// The builtin a `try?` expression calls (Checker+Throws).
    static let tryOptionalFunction = "·try?"

    /// A `do` block: as a scope of its own (`if true { … }`, which every body kind accepts) without catch clauses;
    /// with them, a switch over the thrown `error` whose cases are the clauses, run when the body throws
    /// (`SwitchStmt.doBody`).
    mutating func parseDo() -> Stmt {
        let keyword = advance()
        let (body, end) = parseBlock("'do' body")
        var range = keyword.range.union(end)
        var cases: [SwitchCase] = []
        while current.kind == .identifier, current.text == "catch" {
            let clause = advance()
            var patterns: [Pattern] = []
            var whereClause: Expr?
            let saved = allowsTrailingClosure
            allowsTrailingClosure = false
            while !current.isPunctuation("{"), current.kind != .eof {
                if !patterns.isEmpty {
                    guard current.isPunctuation(",") else { break }
                    advance()
                }
                patterns.append(parseCatchPattern())
                if isWord("where") {
                    advance()
                    whereClause = parseExpression()
                }
            }
            allowsTrailingClosure = saved
            let (handler, handlerEnd) = parseBlock("'catch' body")
            range = range.union(handlerEnd)
            cases.append(
                SwitchCase(patterns: patterns, whereClause: whereClause, body: handler, range: clause.range))
        }
        guard !cases.isEmpty else {
            let scope = IfStmt(conditions: [Expr(.bool(true), keyword.range)], then: body, otherwise: nil, range: range)
            return Stmt(kind: .if(scope), range: range)
        }
        var statement = SwitchStmt(
            subject: Expr(.identifier(Parser.caughtError), keyword.range), cases: cases, range: range)
        statement.doBody = body
        return Stmt(kind: .switch(statement), range: range)
    }

    /// One pattern of a catch clause: `E.bad`, `E.failed(let reason)` (an enum case pattern; the type is the one
    /// thrown), `let e as E` / `is E` (the thrown error, under a name), or any case pattern.
    private mutating func parseCatchPattern() -> Pattern {
        let start = current.range
        if current.isKeyword(.let) || current.isKeyword(.var), peek(1).kind == .identifier, peek(2).text == "as" {
            advance()
            let name = advance()
            advance()
            _ = parseType()
            return .binding(name: name.text, range: start.union(previousRange))
        }
        if current.kind == .identifier, current.text == "is" {
            advance()
            _ = parseType()
            return .wildcard(start.union(previousRange))
        }
        if current.kind == .identifier, current.text.first?.isUppercase == true, peek(1).isPunctuation("."),
            peek(2).labelText != nil, !peek(3).isPunctuation(".")
        {
            advance()  // `E.bad`: the case of the thrown type, written `.bad`.
        }
        return parsePattern()
    }

    /// `throw value`: a call of the builtin that throws it.
    mutating func parseThrow() -> Stmt {
        let keyword = advance()
        let value = parseExpression()
        let range = keyword.range.union(value.range)
        let call = Expr(
            .call(
                Expr(.identifier(Parser.throwFunction), keyword.range),
                [Argument(label: nil, value: value, range: value.range)], trailingClosure: nil, closeParen: nil),
            range)
        return Stmt(kind: .expression(call), range: range)
    }
}
