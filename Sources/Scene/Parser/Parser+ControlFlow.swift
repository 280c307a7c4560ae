// Parser+ControlFlow.swift: `while`, `repeat-while`, `guard`, `switch`, `break`, `continue`, `if`/`switch`
// expressions and the `#available` condition.
// Rule: The Swift Programming Language, "Statements" (Loop Statements, Branch Statements, Control Transfer
// Statements, Compiler Control Statements: availability conditions) and SE-0380 ("if and switch expressions").
// These words are reserved in Swift, so an identifier spelled like them always starts the statement. Status: complete
// for the statements listed; tuple and enum-payload patterns are reported as unsupported.

extension Parser {
    /// Identifiers that start a control-flow statement here (not keywords of the lexer, so `.default` stays a member).
    static let controlFlowWords: Set<String> = ["while", "repeat", "guard", "switch", "break", "continue"]

    /// The control-flow statement starting at the current identifier, or nil when it starts none.
    mutating func parseControlFlow() -> Stmt? {
        guard current.kind == .identifier, Parser.controlFlowWords.contains(current.text) else { return nil }
        // `while` used as a label or member would be followed by `:` or `.`; Swift reserves the words, so no user name
        // collides.
        switch current.text {
        case "while": return parseWhile()
        case "repeat": return parseRepeat()
        case "guard": return parseGuard()
        case "switch":
            let statement = parseSwitch()
            return Stmt(kind: .switch(statement), range: statement.range)
        case "break": return Stmt(kind: .break, range: advance().range)
        case "continue": return Stmt(kind: .continue, range: advance().range)
        default: return nil
        }
    }

    /// Conditions of `if`, `while` and `guard`: expressions and optional bindings (`let x = e`, `let x`), separated
    /// by commas, up to the `{` (or `else`) with trailing closures off.
    mutating func parseConditions() -> [Expr] {
        var conditions: [Expr] = []
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        repeat {
            if !conditions.isEmpty { advance() }
            if current.kind == .identifier, current.text == "case" {
                // `if case .failed(let message) = status` (The Swift Programming Language, "Patterns").
                let keyword = advance()
                let pattern = parsePattern()
                guard current.isOperator("=") else {
                    diagnostics.error("expected '=' after the pattern of 'case'", at: current.range)
                    conditions.append(Expr(.error, keyword.range))
                    continue
                }
                advance()
                let value = parseExpression()
                conditions.append(Expr(.casePattern(pattern, value), keyword.range.union(value.range)))
            } else if current.isKeyword(.let) || current.isKeyword(.var) {
                let keyword = advance()
                if current.isKeyword(.self) {
                    // `guard let self else { return }` / `guard let self = self` in a `[weak self]` closure (SE-0345):
                    // the objects of a render live to its end, so the weak reference is never nil and the binding is
                    // the instance itself (The Swift Programming Language, "Automatic Reference Counting").
                    let name = advance()
                    if current.isOperator("=") {
                        advance()
                        _ = parseExpression()
                    }
                    conditions.append(Expr(.bool(true), keyword.range.union(name.range)))
                    continue
                }
                guard current.kind == .identifier else {
                    diagnostics.error("expected a name after '\(keyword.text)'", at: current.range)
                    conditions.append(Expr(.error, keyword.range))
                    continue
                }
                let name = advance()
                var value: Expr?
                if current.isOperator("=") {
                    advance()
                    value = parseExpression()
                }
                let range = keyword.range.union(value?.range ?? name.range)
                conditions.append(
                    Expr(.optionalBinding(name: name.text, nameRange: name.range, value: value), range))
            } else {
                conditions.append(parseExpression())
            }
        } while current.isPunctuation(",")
        return conditions
    }

    private mutating func parseWhile() -> Stmt {
        let keyword = advance()
        let conditions = parseConditions()
        let (body, end) = parseBlock("'while' body")
        return Stmt(
            kind: .while(conditions: conditions, body: body, checksFirst: true), range: keyword.range.union(end))
    }

    private mutating func parseRepeat() -> Stmt {
        let keyword = advance()
        let (body, end) = parseBlock("'repeat' body")
        guard current.kind == .identifier, current.text == "while" else {
            diagnostics.error("expected 'while' after 'repeat' body", at: current.range)
            return Stmt(kind: .error, range: keyword.range.union(end))
        }
        advance()
        let conditions = parseConditions()
        let range = keyword.range.union(conditions.last?.range ?? end)
        return Stmt(kind: .while(conditions: conditions, body: body, checksFirst: false), range: range)
    }

    private mutating func parseGuard() -> Stmt {
        let keyword = advance()
        let conditions = parseConditions()
        guard current.isKeyword(.else) else {
            diagnostics.error(
                "expected 'else' after 'guard' condition", at: current.range, hint: "write 'guard … else { return }'")
            return Stmt(kind: .error, range: keyword.range)
        }
        advance()
        let (body, end) = parseBlock("'guard' body")
        return Stmt(kind: .guard(conditions: conditions, otherwise: body), range: keyword.range.union(end))
    }

    /// `switch subject { case …: … default: … }`.
    mutating func parseSwitch() -> SwitchStmt {
        let keyword = advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        let subject = parseExpression()
        allowsTrailingClosure = saved
        var statement = SwitchStmt(subject: subject, cases: [], range: keyword.range.union(subject.range))
        let open = current
        guard open.isPunctuation("{") else {
            diagnostics.error("expected '{' after 'switch' subject", at: current.range)
            return statement
        }
        advance()
        while current.kind != .eof && !current.isPunctuation("}") {
            // `@unknown default:` (SE-0192): a switch over a finite set of cases has nothing unknown to add.
            if isUnknownAttribute { advance() }
            guard current.kind == .identifier, current.text == "case" || current.text == "default" else {
                diagnostics.error(
                    "all statements inside a switch must be covered by a 'case' or 'default'", at: current.range)
                synchronize()
                if position < tokens.count - 1, !current.isPunctuation("}"), !isCaseStart { advance() }
                continue
            }
            statement.cases.append(parseCase())
        }
        statement.range = statement.range.union(closeBrace(opening: open, what: "at end of 'switch'"))
        return statement
    }

    private var isCaseStart: Bool {
        current.kind == .identifier && (current.text == "case" || current.text == "default") || isUnknownAttribute
    }

    private var isUnknownAttribute: Bool { current.kind == .attribute && current.text == "unknown" }

    /// `case p, p where c:` or `default:`, then statements up to the next case or the `}`.
    private mutating func parseCase() -> SwitchCase {
        let keyword = advance()
        var patterns: [Pattern] = []
        var whereClause: Expr?
        if keyword.text == "case" {
            let saved = allowsTrailingClosure
            allowsTrailingClosure = false
            repeat {
                if !patterns.isEmpty { advance() }
                patterns.append(parsePattern())
            } while current.isPunctuation(",")
            if current.kind == .identifier, current.text == "where" {
                advance()
                whereClause = parseExpression()
            }
            allowsTrailingClosure = saved
        }
        let colon = current.range
        expect(":", "expected ':' after '\(keyword.text)'")
        var body: [Stmt] = []
        while current.kind != .eof && !current.isPunctuation("}") && !isCaseStart {
            body.append(parseStatementAndTerminator())
        }
        if body.isEmpty {
            diagnostics.error(
                "'\(keyword.text)' label in a 'switch' must have at least one executable statement",
                at: keyword.range.union(colon), hint: "add 'break' to do nothing")
        }
        return SwitchCase(patterns: patterns, whereClause: whereClause, body: body, range: keyword.range.union(colon))
    }

    mutating func parsePattern() -> Pattern {
        let start = current.range
        if current.isPunctuation("."), peek(1).labelText != nil, peek(2).isPunctuation("("),
            peek(2).range.start == peek(1).range.end
        {
            return parseEnumCasePattern(bindsAll: false)
        }
        if current.isKeyword(.let) || current.isKeyword(.var), peek(1).isPunctuation("."), peek(2).labelText != nil {
            advance()
            return parseEnumCasePattern(bindsAll: true)
        }
        if current.isKeyword(.let) || current.isKeyword(.var), peek(1).isPunctuation("("), isTuplePattern(at: 1) {
            // `let (x, y)`: every name in the tuple binds.
            advance()
            return parseTuplePattern(bindsAll: true)
        }
        if current.isKeyword(.let) || current.isKeyword(.var) {
            advance()
            if current.kind == .identifier, peek(1).kind == .identifier, peek(1).text == "as" {
                let name = advance().text
                advance()
                let type = parseType()
                return .typeCast(name: name, type: type, range: start.union(previousRange))
            }
            if current.kind == .identifier, !peek(1).isPunctuation("(") {
                return .binding(name: advance().text, range: start.union(previousRange))
            }
            skipPattern()
            diagnostics.error(
                "this pattern is not supported in scenes", at: start.union(previousRange),
                hint: "bind the whole value with 'case let x' and test it in a 'where' clause")
            return .unsupported(start.union(previousRange))
        }
        if current.kind == .identifier, current.text == "is", peek(1).kind == .identifier {
            advance()
            let type = parseType()
            return .typeCast(name: nil, type: type, range: start.union(previousRange))
        }
        if current.kind == .identifier, current.text == "_",
            peek(1).isPunctuation(":") || peek(1).isPunctuation(",") || peek(1).isPunctuation(")")
                || peek(1).text == "where"
        {
            return .wildcard(advance().range)
        }
        if current.isPunctuation("("), isTuplePattern(at: 0) {
            return parseTuplePattern(bindsAll: false)
        }
        return .expression(parseExpression())
    }

    /// Whether the `(` at `offset` opens a tuple pattern: a `,` at its own depth before its `)`.
    private func isTuplePattern(at offset: Int) -> Bool {
        var depth = 0
        var i = offset
        while true {
            let t = peek(i)
            if t.kind == .eof || t.isPunctuation("{") || t.isPunctuation("}") { return false }
            if t.isPunctuation("(") || t.isPunctuation("[") { depth += 1 }
            if t.isPunctuation(")") || t.isPunctuation("]") {
                depth -= 1
                if depth == 0 { return false }
            }
            if depth == 1, t.isPunctuation(",") { return true }
            i += 1
        }
    }

    /// `(p, p, …)`: a pattern per element (The Swift Programming Language, "Patterns": Tuple Pattern); after `let`,
    /// a bare name binds.
    private mutating func parseTuplePattern(bindsAll: Bool) -> Pattern {
        let open = advance()
        var elements: [Pattern] = []
        while !current.isPunctuation(")") && current.kind != .eof {
            if current.labelText != nil, peek(1).isPunctuation(":"), !peek(2).isPunctuation(":") { advance(2) }
            if bindsAll, current.kind == .identifier, current.text != "_",
                peek(1).isPunctuation(",") || peek(1).isPunctuation(")")
            {
                let name = advance()
                elements.append(.binding(name: name.text, range: name.range))
            } else {
                elements.append(parsePattern())
            }
            if current.isPunctuation(",") { advance() } else { break }
        }
        expect(")", "expected ')' in tuple pattern")
        return .tuple(elements, open.range.union(previousRange))
    }

    /// `.name(p, label: p, …)` (or `.name` alone): each associated value's pattern is `let x`, `_`, or an expression
    /// compared with `==`; after `let`, a bare name binds (`let .point(x, y)`).
    private mutating func parseEnumCasePattern(bindsAll: Bool) -> Pattern {
        let start = advance().range
        let nameToken = advance()
        guard current.isPunctuation("("), !current.spaceBefore else {
            return .enumCase(name: nameToken.text, range: start.union(nameToken.range), elements: nil)
        }
        advance()
        var elements: [PayloadPattern] = []
        while !current.isPunctuation(")") && current.kind != .eof {
            if current.labelText != nil, peek(1).isPunctuation(":") { advance(2) }
            if current.isKeyword(.let) || current.isKeyword(.var), peek(1).kind == .identifier {
                advance()
                let name = advance()
                if (current.isPunctuation("?") || current.isOperator("?")) && !current.spaceBefore {
                    // `case .second(true, let drag?)`: an optional pattern inside the payload.
                    advance()
                    elements.append(.optionalBinding(name: name.text, range: name.range.union(previousRange)))
                } else {
                    elements.append(.binding(name: name.text, range: name.range))
                }
            } else if current.kind == .identifier, current.text == "_",
                peek(1).isPunctuation(",") || peek(1).isPunctuation(")")
            {
                advance()
                elements.append(.wildcard)
            } else if bindsAll, current.kind == .identifier, peek(1).isPunctuation(",") || peek(1).isPunctuation(")") {
                let name = advance()
                elements.append(.binding(name: name.text, range: name.range))
            } else {
                elements.append(.expression(parseExpression()))
            }
            if current.isPunctuation(",") { advance() } else { break }
        }
        expect(")", "expected ')' in enum case pattern")
        return .enumCase(name: nameToken.text, range: start.union(previousRange), elements: elements)
    }

    /// Skips a pattern up to the `,`, `where` or `:` that ends it.
    private mutating func skipPattern() {
        var depth = 0
        while current.kind != .eof {
            if depth == 0,
                current.isPunctuation(":") || current.isPunctuation(",")
                    || (current.kind == .identifier && current.text == "where")
            {
                return
            }
            if current.isPunctuation("(") { depth += 1 }
            if current.isPunctuation(")") { depth -= 1 }
            if current.isPunctuation("{") || current.isPunctuation("}") { return }
            advance()
        }
    }

    /// `#available(iOS 17, macOS 14, *)` is true and `#unavailable(…)` false: anim renders as the newest SwiftUI
    /// it follows (The Swift Programming Language, "Statements": Availability Condition).
    mutating func parseAvailability() -> Expr {
        let token = advance()
        if current.isPunctuation("(") && !current.newlineBefore { skipBalanced() }
        return Expr(.bool(token.text == "#available"), token.range.union(previousRange))
    }
}
