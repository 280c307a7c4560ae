// Parser+Expressions.swift: expressions by precedence climbing (Pratt), then postfix chains and primaries.
// Rule: Swift's standard precedence groups, loosest first: ternary `?:` (right), `||`, `&&`, comparison (non-
// associative), range formation `..<`/`...` (non-associative), `+ - | ^`, `* / % &`, `<< >>`; prefix `-`/`!`/`~`/`&`
// bind tighter, postfix (`.member`, calls, subscripts, trailing closures) tightest. A call's `(`, a subscript's `[` and
// a trailing closure's `{` must be on the line of what they apply to; a `.member` may start the next line. Further
// labelled trailing closures (`} keyframes: { … }`, SE-0279) follow the first. Status: complete for issues #2 and #4.

extension Parser {
    /// Binary operators and their precedence (higher binds tighter).
    static let precedence: [String: Int] = [
        "||": 2, "&&": 3, "==": 4, "!=": 4, "<": 4, "<=": 4, ">": 4, ">=": 4, "??": 5, "..<": 6, "...": 6,
        "+": 7, "-": 7, "*": 8, "/": 8, "%": 8,
        // BitwiseShiftPrecedence binds tighter than multiplication; `&` is MultiplicationPrecedence, `|` and `^`
        // AdditionPrecedence (The Swift Programming Language, "Advanced Operators", "Precedence and Associativity").
        "<<": 9, ">>": 9, "&": 8, "|": 7, "^": 7,
        // `~=` is ComparisonPrecedence (Swift standard library: `infix operator ~= : ComparisonPrecedence`).
        "~=": 4,
    ]
    static let nonAssociativeGroups: [Int: String] = [4: "ComparisonPrecedence", 6: "RangeFormationPrecedence"]
    static let ternaryPrecedence = 1
    /// `??` binds tighter than comparisons and looser than ranges (Swift's NilCoalescingPrecedence).
    static let nilCoalescingPrecedence = 5

    mutating func parseExpression() -> Expr {
        guard enterNesting("expressions") else { return Expr(.error, current.range) }
        defer { leaveNesting() }
        return parseBinary(minPrecedence: Parser.ternaryPrecedence)
    }

    private mutating func parseBinary(minPrecedence: Int) -> Expr {
        var left = parsePrefixExpression()
        var lastPrecedence: Int?
        var operators = 0
        while true {
            operators += 1
            guard withinLimit(operators - 1, SceneLimits.maximumOperatorCount, "an operator sequence", at: left.range)
            else { return Expr(.error, left.range) }
            if current.isPunctuation("?"), peek(1).isPunctuation("?"), peek(1).range.start == current.range.end,
                minPrecedence <= Parser.nilCoalescingPrecedence
            {
                // `a ?? b`: NilCoalescingPrecedence, right-associative, between comparison and range formation.
                let first = advance()
                let second = advance()
                let right = parseBinary(minPrecedence: Parser.nilCoalescingPrecedence)
                left = Expr(
                    .binary("??", left, right, operatorRange: first.range.union(second.range)),
                    left.range.union(right.range))
                continue
            }
            if current.isPunctuation("?"), minPrecedence <= Parser.ternaryPrecedence {
                advance()
                let then = parseExpression()
                guard expect(":", "expected ':' after '? ...' in ternary expression") else {
                    return Expr(.ternary(left, then, Expr(.error, current.range)), left.range.union(then.range))
                }
                guard enterNesting("conditional expressions") else { return Expr(.error, left.range) }
                let otherwise = parseBinary(minPrecedence: Parser.ternaryPrecedence)
                leaveNesting()
                left = Expr(.ternary(left, then, otherwise), left.range.union(otherwise.range))
                continue
            }
            if current.kind == .identifier, current.text == "as" || current.text == "is", !current.newlineBefore,
                minPrecedence <= Parser.nilCoalescingPrecedence
            {
                // CastingPrecedence: tighter than `??`, looser than ranges and arithmetic.
                let keyword = advance()
                var kind: CastKind = keyword.text == "is" ? .check : .upcast
                if keyword.text == "as", current.isPunctuation("?") || current.isOperator("?"), !current.spaceBefore {
                    advance()
                    kind = .conditional
                } else if keyword.text == "as", current.isOperator("!"), !current.spaceBefore {
                    advance()
                    kind = .forced
                }
                let type = parseType()
                left = Expr(.cast(left, type, kind), left.range.union(type.range))
                continue
            }
            if current.kind == .operator, current.isMalformed, current.isBinaryOperatorPosition {
                // An unknown operator (already reported by the lexer): parse its right side and drop the result.
                let op = advance()
                guard enterNesting("operators") else { return Expr(.error, left.range) }
                let right = parseBinary(minPrecedence: Parser.precedence["+"] ?? 6)
                leaveNesting()
                left = Expr(.error, left.range.union(right.range).union(op.range))
                continue
            }
            if current.isOperator("..."), !current.spaceBefore,
                peek(1).isPunctuation(")") || peek(1).isPunctuation("]") || peek(1).isPunctuation(",")
            {
                // `start...`, a range with no upper bound (`items[2...]`, `in: Date()...`).
                let op = advance()
                left = Expr(.prefix("postfix...", left), left.range.union(op.range))
                continue
            }
            guard current.kind == .operator, let precedence = Parser.precedence[current.text],
                precedence >= minPrecedence,
                current.isBinaryOperatorPosition
            else { break }
            let op = advance()
            let right = parseBinary(minPrecedence: precedence + 1)
            if let group = Parser.nonAssociativeGroups[precedence], lastPrecedence == precedence {
                diagnostics.error(
                    "adjacent operators are in non-associative precedence group '\(group)'", at: op.range,
                    hint: "add parentheses, or join the comparisons with '&&'")
                left = Expr(.error, left.range.union(right.range))
            } else {
                left = Expr(.binary(op.text, left, right, operatorRange: op.range), left.range.union(right.range))
            }
            lastPrecedence = precedence
        }
        return left
    }

    private mutating func parsePrefixExpression() -> Expr {
        if current.kind == .operator, !current.isMalformed, peek(1).isPunctuation(")") || peek(1).isPunctuation(","),
            ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!=", "&&", "||"].contains(current.text)
        {
            // An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
            let op = advance()
            return Expr(.operatorReference(op.text), op.range)
        }
        // `try`, `try?`, `try!` and `await` mark effects that a scene has none of: the operand is the expression
        // (The Swift Programming Language, "Expressions": Try Operator, Await Operator).
        if current.kind == .identifier, current.text == "try" || current.text == "await",
            !peek(1).newlineBefore, peek(1).kind != .eof
        {
            let marker = advance()
            var optional = false
            if marker.text == "try", !current.spaceBefore, current.isPunctuation("?") || current.isOperator("!") {
                optional = advance().text == "?"
            }
            let isAwait = current.kind == .identifier && current.text == "await"
            let operand = parsePrefixExpression()
            let range = marker.range.union(operand.range)
            if optional, !isAwait {
                // `try? f()`: nil when `f` throws (Checker+Throws). `try? await Task.sleep(…)` stays the call, which
                // Checker+Lifecycle schedules on scene time (nothing a scene awaits throws).
                let callee = Expr(.identifier(Parser.tryOptionalFunction), marker.range)
                return Expr(
                    .call(
                        callee, [Argument(label: nil, value: operand, range: operand.range)], trailingClosure: nil,
                        closeParen: nil), range)
            }
            return Expr(operand.kind, range)
        }
        if current.kind == .operator, current.text == "..." || current.text == "..<", !current.spaceAfter,
            startsExpression(peek(1))
        {
            // A one-sided range `...limit` / `..<limit` (The Swift Programming Language, "Range Operators").
            let op = advance()
            let operand = parsePrefixExpression()
            return Expr(.prefix(op.text, operand), op.range.union(operand.range))
        }
        // `~bits` (bitwise NOT) and `&value` (an in-out argument, Checker+InOut) are prefix operators too.
        if current.kind == .operator, ["-", "!", "+", "~", "&"].contains(current.text) {
            guard enterNesting("prefix operators") else { return Expr(.error, current.range) }
            defer { leaveNesting() }
            let op = advance()
            if op.spaceAfter {
                diagnostics.error(
                    "unary operator cannot be separated from its operand", at: op.range,
                    hint: "remove the space after '\(op.text)'")
            }
            let operand = parsePrefixExpression()
            return Expr(.prefix(op.text, operand), op.range.union(operand.range))
        }
        return parsePostfix(parsePrimary())
    }

    // MARK: - Postfix

    /// A postfix chain; one with `?` links is wrapped in an `optionalChainRoot` (Checker+Optionals).
    private mutating func parsePostfix(_ base: Expr) -> Expr {
        let outer = optionalLinks
        optionalLinks = 0
        defer { optionalLinks = outer }
        let chain = parsePostfixLinks(base)
        return optionalLinks > 0 ? Expr(.optionalChainRoot(chain), chain.range) : chain
    }

    /// The number of tokens of `(label:label:)` after a name (`onDrag(value:)`, `move(_:to:)`), or nil.
    func compoundNameLength() -> Int? {
        guard current.isPunctuation("("), !current.spaceBefore, !current.newlineBefore else { return nil }
        var ahead = 1
        while peek(ahead).labelText != nil || peek(ahead).text == "_", peek(ahead + 1).isPunctuation(":") {
            ahead += 2
        }
        return ahead > 1 && peek(ahead).isPunctuation(")") ? ahead + 1 : nil
    }

    private mutating func parsePostfixLinks(_ base: Expr) -> Expr {
        var expression = base
        var links = 0
        while true {
            links += 1
            guard withinLimit(links - 1, SceneLimits.maximumChainLength, "a postfix chain", at: expression.range)
            else { return Expr(.error, expression.range) }
            if current.isPunctuation("?"), !current.spaceBefore, !current.newlineBefore,
                peek(1).isPunctuation(".") || peek(1).isPunctuation("(") || peek(1).isPunctuation("["),
                peek(1).range.start == current.range.end
            {
                // `font?.weight`, `onDone?()`, `items?[0]`: optional chaining.
                let mark = advance()
                optionalLinks += 1
                expression = Expr(.optionalChain(expression), expression.range.union(mark.range))
            } else if current.isPunctuation("?"), !current.spaceBefore, !current.newlineBefore,
                peek(1).isPunctuation("]") || peek(1).isPunctuation(",") || peek(1).isPunctuation(")"),
                Checker.metatypeOperand(expression) != nil
            {
                // `[String?]()`, `[String: Int?]()`, `[(String, Int?)]()`: an optional type written where an
                // expression is parsed (TSPL "Types": Optional Type, `T?`); nothing else may end in a postfix `?`.
                let mark = advance()
                optionalLinks += 1
                expression = Expr(.optionalChain(expression), expression.range.union(mark.range))
            } else if current.isOperator("!"), !current.spaceBefore, !current.newlineBefore {
                let bang = advance()
                expression = Expr(.forceUnwrap(expression), expression.range.union(bang.range))
            } else if current.isPunctuation("."), peek(1).kind == .integer {
                // `pair.0`: a tuple element by position.
                let dot = advance()
                let index = advance()
                expression = Expr(
                    .member(expression, index.text, nameRange: index.range, dot: dot.range.start),
                    expression.range.union(index.range))
            } else if current.isPunctuation(".") {
                let dot = advance()
                guard let name = current.labelText else {
                    diagnostics.error("expected member name following '.'", at: current.range)
                    return Expr(.error, expression.range)
                }
                let nameToken = advance()
                expression = Expr(
                    .member(expression, name, nameRange: nameToken.range, dot: dot.range.start),
                    expression.range.union(nameToken.range))
            } else if let length = compoundNameLength() {
                // `.onChanged(onDrag(value:))`: a function named with its argument labels, a reference to it — the
                // same value as the bare name here, where overloads are told apart by their use (The Swift
                // Programming Language, "Expressions": Explicit Member Expression, argument names).
                let close = peek(length - 1)
                advance(length)
                expression = Expr(expression.kind, expression.range.union(close.range))
            } else if current.isPunctuation("("), !current.newlineBefore {
                let (arguments, close) = parseArguments()
                let end = close ?? previousRange
                let call = Expr(
                    .call(expression, arguments, trailingClosure: nil, closeParen: close), expression.range.union(end))
                expression = applyingBuilderParameters(hoistingProvidedObject(call))
            } else if current.isPunctuation("["), !current.newlineBefore {
                let open = advance()
                // `x[dynamicMember: "name"]` with a literal name is `x.name` (The Swift Programming Language,
                // "Attributes": dynamicMemberLookup; `ShaderLibrary[dynamicMember:]`).
                if current.kind == .identifier, current.text == "dynamicMember", peek(1).isPunctuation(":") {
                    advance(2)
                    let nameExpr = parseExpression()
                    guard case .string(let parts) = nameExpr.kind, parts.count <= 1,
                        case .text(let name)? = parts.first ?? .text(""), current.isPunctuation("]")
                    else {
                        diagnostics.error(
                            "'dynamicMember:' takes a string literal", at: nameExpr.range,
                            hint: "write x[dynamicMember: \"name\"], or x.name")
                        return expression
                    }
                    let close = advance()
                    expression = Expr(
                        .member(expression, name, nameRange: nameExpr.range, dot: open.range.start),
                        expression.range.union(close.range))
                    continue
                }
                // `item[keyPath: kp]`: the value the key path reads from `item` (The Swift Programming Language,
                // "Expressions": Key-Path Expression, `subscript(keyPath:)`); a key path value is the function from its
                // root to the value (Checker+KeyPathValue), so this reads as `kp(item)`.
                if current.kind == .identifier, current.text == "keyPath", peek(1).isPunctuation(":") {
                    advance(2)
                    let path = parseExpression()
                    let close = current.isPunctuation("]") ? advance().range : path.range
                    if close == path.range { diagnostics.error("expected ']' in expression list", at: current.range) }
                    if case .keyPath(let names) = path.kind {
                        // `item[keyPath: \Item.name]`: a literal path is the member chain itself.
                        expression = Checker.keyPathApplication(names, to: expression)
                        continue
                    }
                    expression = Expr(
                        .call(
                            path, [Argument(label: nil, value: expression, range: expression.range)],
                            trailingClosure: nil, closeParen: close), expression.range.union(close))
                    continue
                }
                // `d[explicit: .top]`: ViewDimensions' explicit guide (Checker+ExplicitGuide), a labelled index.
                if current.kind == .identifier, current.text == "explicit", peek(1).isPunctuation(":") {
                    let label = advance()
                    advance()
                    let guide = parseExpression()
                    let argument = Argument(
                        label: "explicit", labelRange: label.range, value: guide, range: label.range.union(guide.range))
                    let close = current.isPunctuation("]") ? advance().range : guide.range
                    if close == guide.range { diagnostics.error("expected ']' in expression list", at: current.range) }
                    expression = Expr(
                        .subscript(expression, Expr(.tuple([argument]), argument.range)), expression.range.union(close))
                    continue
                }
                let index = parseExpression()
                // `dict[key, default: value]` reads as `dict[key] ?? value` (The Swift Standard Library,
                // Dictionary "subscript(_:default:)").
                if current.isPunctuation(","), peek(1).kind == .identifier, peek(1).text == "default",
                    peek(2).isPunctuation(":")
                {
                    let comma = advance()
                    advance(2)
                    let fallback = parseExpression()
                    guard current.isPunctuation("]") else {
                        diagnostics.error("expected ']' in expression list", at: current.range)
                        diagnostics.note("to match this opening '['", at: open.range)
                        return Expr(.subscript(expression, index), expression.range.union(index.range))
                    }
                    let close = advance()
                    let read = Expr(.subscript(expression, index), expression.range.union(index.range))
                    expression = Expr(
                        .binary("??", read, fallback, operatorRange: comma.range), expression.range.union(close.range))
                    continue
                }
                if current.isPunctuation(","), !(peek(1).labelText != nil && peek(2).isPunctuation(":")) {
                    // `grid[row, column]`: a subscript of several values, a user type's (Parser+Subscript).
                    var arguments = [Argument(label: nil, value: index, range: index.range)]
                    while current.isPunctuation(",") {
                        advance()
                        let value = parseExpression()
                        arguments.append(Argument(label: nil, value: value, range: value.range))
                    }
                    let list = Expr(.tuple(arguments), index.range.union(previousRange))
                    guard current.isPunctuation("]") else {
                        diagnostics.error("expected ']' in expression list", at: current.range)
                        diagnostics.note("to match this opening '['", at: open.range)
                        return Expr(.subscript(expression, list), expression.range.union(list.range))
                    }
                    let close = advance()
                    expression = Expr(.subscript(expression, list), expression.range.union(close.range))
                    continue
                }
                if !current.isPunctuation("]") {
                    diagnostics.error("expected ']' in expression list", at: current.range)
                    diagnostics.note("to match this opening '['", at: open.range)
                    return Expr(.subscript(expression, index), expression.range.union(index.range))
                }
                let close = advance()
                expression = Expr(.subscript(expression, index), expression.range.union(close.range))
            } else if current.isPunctuation("{"), allowsTrailingClosure, isCallable(expression),
                !startsPropertyObservers
            {
                // `var x = Mode.all { didSet { … } }`: a `{` opening `willSet`/`didSet` ends the initialiser rather
                // than starting a trailing closure (swift/lib/Parse/ParseExpr.cpp, isValidTrailingClosure, which
                // refuses a `{` that starts a get/set accessor block).
                // A trailing closure may start on the next line (`VStack` then `{`, Allman style; `Container(progress:
                // p)` then `{ … } content: { … }`), as swiftc parses it (The Swift Programming Language, "Closures":
                // Trailing Closures; swift/lib/Parse/ParseExpr.cpp takes a `{` after a newline as a trailing closure
                // and only warns when blank lines separate it).
                let closureExpr = parseClosure()
                guard case .closure(let closure) = closureExpr.kind else { return expression }
                var range = expression.range.union(closureExpr.range)
                var arguments: [Argument] = []
                var callee = expression
                var close: SourceRange?
                if case .call(let c, let a, nil, let p) = expression.kind { (callee, arguments, close) = (c, a, p) }
                let labelled = parseLabeledTrailingClosures()
                arguments += labelled
                if let last = labelled.last { range = range.union(last.range) }
                expression = applyingBuilderParameters(
                    Expr(.call(callee, arguments, trailingClosure: closure, closeParen: close), range))
            } else {
                return expression
            }
        }
    }

    /// `label: { … }` after a trailing closure (SE-0279 multiple trailing closures, `} keyframes: { _ in … }`), on the
    /// same line as the previous `}` or the next: each becomes a labelled argument after the written ones, marked
    /// `isTrailingClosure`.
    private mutating func parseLabeledTrailingClosures() -> [Argument] {
        var closures: [Argument] = []
        while let label = current.labelText, peek(1).isPunctuation(":"), peek(2).isPunctuation("{"),
            !peek(2).newlineBefore
        {
            let labelRange = advance().range
            advance()
            let value = parseClosure()
            closures.append(
                Argument(
                    label: label, labelRange: labelRange, value: value, range: labelRange.union(value.range),
                    isTrailingClosure: true))
        }
        return closures
    }

    /// Whether a trailing closure may follow: a name, a member, or a call without one yet.
    private func isCallable(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier, .member, .implicitMember: true
        case .call(_, _, let trailing, _): trailing == nil
        default: false
        }
    }

    /// `( label: value, value )`; returns the `)` range, or nil when it is missing (already reported).
    mutating func parseArguments() -> ([Argument], SourceRange?) {
        let open = advance()
        var arguments: [Argument] = []
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        while true {
            if current.isPunctuation(")") { return (arguments, advance().range) }
            // Columns carry no meaning (The Swift Programming Language, "Lexical Structure": whitespace only separates
            // tokens), so argument lines may start at any column, 1 included. The list ends at its `)`; a `}`, the end
            // of file or a line that cannot start an argument (`let`, `struct` …) means the `)` is missing.
            if current.kind == .eof || current.isPunctuation("}")
                || (current.newlineBefore && !startsExpression(current) && !startsLabel(current))
            {
                if !current.isMalformed || current.kind == .eof {
                    diagnostics.error(
                        "expected ')' in expression list", at: current.range,
                        hint: "add ')' to close the '(' on line \(open.range.start.line)")
                    diagnostics.note("to match this opening '('", at: open.range)
                }
                return (arguments, nil)
            }
            let start = current.range
            var label: String?
            var labelRange: SourceRange?
            if let text = current.labelText, peek(1).isPunctuation(":") {
                label = text
                labelRange = advance().range
                advance()
            }
            let before = position
            let value = parseExpression()
            arguments.append(
                Argument(label: label, labelRange: labelRange, value: value, range: start.union(value.range)))
            if current.isPunctuation(",") {
                advance()
            } else if !current.isPunctuation(")") {
                if position == before {
                    // The token cannot start an expression; give up on this list.
                    diagnostics.note("to match this opening '('", at: open.range)
                    return (arguments, nil)
                }
                if current.newlineBefore, !startsExpression(current), !startsLabel(current) {
                    continue  // reported as a missing ')' at the top of the loop
                }
                if current.kind != .eof, !current.isPunctuation("}") {
                    diagnostics.error(
                        "expected ',' separator", at: SourceRange(start: value.range.end, end: value.range.end))
                }
            }
        }
    }

    /// Whether the current token followed by `:` is an argument label (a keyword such as `in:` may be one).
    private func startsLabel(_ token: Token) -> Bool {
        token.labelText != nil && peek(1).isPunctuation(":")
    }

    // MARK: - Primary

    private mutating func parsePrimary() -> Expr {
        let token = current
        switch token.kind {
        case .integer:
            advance()
            return Expr(token.isMalformed ? .error : .integer(token.text), token.range)
        case .float:
            advance()
            return Expr(token.isMalformed ? .error : .float(token.text), token.range)
        case .string:
            advance()
            return Expr(.string(stringParts(token)), token.range)
        case .identifier where token.text == "#available" || token.text == "#unavailable":
            return parseAvailability()
        case .identifier where token.text == "#selector" && peek(1).isPunctuation("("):
            return parseSelector()
        case .identifier where token.text == "switch":
            let statement = parseSwitch()
            return Expr(.switchExpression(statement), statement.range)
        case .identifier:
            advance()
            if token.text == "SIMD2", current.isOperator("<"), peek(1).kind == .identifier, peek(2).isOperator(">"),
                peek(3).isPunctuation("(")
            {
                // `SIMD2<Float>(0.5, 0)`: the scalar type changes nothing here (SceneType "SIMD2").
                advance(3)
                return Expr(.identifier(token.text), token.range.union(previousRange))
            }
            if token.text == "Set", current.isOperator("<"), peek(1).text == "AnyCancellable", peek(2).isOperator(">"),
                peek(3).isPunctuation("(")
            {
                // `Set<AnyCancellable>()`: where Combine code keeps its subscriptions, an array of them here
                // (Checker+Combine: a `sink` is accepted and never runs).
                let element = Expr(.identifier(peek(1).text), peek(1).range)
                advance(3)
                return Expr(.array([element]), token.range.union(previousRange))
            }
            if token.text == "MemoryLayout", current.isOperator("<"), peek(1).kind == .identifier,
                peek(2).isOperator(">"), peek(3).isPunctuation("."),
                let size = Self.memoryLayout(peek(1).text, peek(4).text)
            {
                // `MemoryLayout<Float>.stride`: a constant of the platform (Swift's 64-bit Apple ABI).
                advance(5)
                return Expr(.integer(String(size)), token.range.union(previousRange))
            }
            if token.text == "Set" || token.text == "Array", current.isOperator("<"),
                let length = explicitGenericArgumentsLength(), peek(length).isPunctuation("("),
                peek(length + 1).isPunctuation(")")
            {
                // `Set<String>()`, `Array<Int>()`: an empty collection of that element type, `[] as [T]` (a Set is an
                // array of unique elements here, Checker+Set).
                advance()
                let element = parseType()
                closeAngle("expected '>' to complete generic argument list")
                advance(2)
                let range = token.range.union(previousRange)
                return Expr(
                    .cast(Expr(.array([]), range), TypeSyntax(kind: .array(element), range: range), .upcast), range)
            }
            if token.text.first?.isUppercase == true, current.isOperator("<"),
                let length = explicitGenericArgumentsLength()
            {
                // `Container<Inner>(content: …)`, `StateObject<Model>(wrappedValue: …)`: an explicit generic argument
                // clause (The Swift Programming Language, "Generic Argument Clause"); the types are inferred here, so
                // the clause is skipped.
                advance(length)
            }
            return Expr(.identifier(token.text), token.range)
        case .keyword(.if):
            let statement = parseIf()
            return Expr(.ifExpression(statement), statement.range)
        case .keyword(.true), .keyword(.false):
            advance()
            return Expr(.bool(token.isKeyword(.true)), token.range)
        case .keyword(.nil):
            advance()
            return Expr(.nil, token.range)
        case .keyword(.self):
            advance()
            return Expr(.self, token.range)
        case .punctuation where token.text == ".":
            advance()
            guard let name = current.labelText else {
                diagnostics.error("expected member name following '.'", at: current.range)
                return Expr(.error, token.range)
            }
            let nameToken = advance()
            return Expr(.implicitMember(name), token.range.union(nameToken.range))
        case .punctuation where token.text == "(":
            return parseParenthesized()
        case .punctuation where token.text == "[":
            return parseArrayLiteral()
        case .punctuation where token.text == "{":
            return parseClosure()
        case .punctuation where token.text == "\\":
            return parseKeyPath()
        default:
            if !token.isMalformed {
                diagnostics.error(
                    token.kind == .eof ? "expected expression" : "expected expression, found \(token)", at: token.range)
            }
            return Expr(.error, token.range)
        }
    }

    private mutating func parseParenthesized() -> Expr {
        let open = advance()
        if current.isPunctuation(")") {
            let close = advance()
            diagnostics.error("expected expression in parentheses", at: open.range.union(close.range))
            return Expr(.error, open.range.union(close.range))
        }
        if let label = current.labelText, peek(1).isPunctuation(":") {
            return parseTuple(open: open, firstLabel: label)
        }
        let inner = parseExpression()
        if current.isPunctuation(",") {
            return parseTuple(open: open, first: inner)
        }
        guard current.isPunctuation(")") else {
            if !current.isMalformed {
                diagnostics.error(
                    "expected ')' in expression list", at: current.range,
                    hint: "add ')' to close the '(' on line \(open.range.start.line)")
                diagnostics.note("to match this opening '('", at: open.range)
            }
            return Expr(.paren(inner), open.range.union(inner.range))
        }
        let close = advance()
        return Expr(.paren(inner), open.range.union(close.range))
    }

    /// The rest of a tuple literal `(a, b)` / `(x: 1, y: 2)` after its `(` (and its first element, if unlabelled).
    private mutating func parseTuple(open: Token, first: Expr? = nil, firstLabel: String? = nil) -> Expr {
        var elements: [Argument] = []
        if let first { elements.append(Argument(label: nil, labelRange: nil, value: first, range: first.range)) }
        if first != nil, current.isPunctuation(",") { advance() }
        while !current.isPunctuation(")") && current.kind != .eof && !current.isPunctuation("}") {
            let start = current.range
            var label: String?
            var labelRange: SourceRange?
            if let text = current.labelText, peek(1).isPunctuation(":") {
                label = text
                labelRange = advance().range
                advance()
            }
            let value = parseExpression()
            elements.append(
                Argument(label: label, labelRange: labelRange, value: value, range: start.union(value.range)))
            if current.isPunctuation(",") { advance() } else { break }
        }
        guard current.isPunctuation(")") else {
            diagnostics.error(
                "expected ')' in expression list", at: current.range,
                hint: "add ')' to close the '(' on line \(open.range.start.line)")
            diagnostics.note("to match this opening '('", at: open.range)
            return Expr(.error, open.range.union(previousRange))
        }
        let close = advance()
        if elements.count == 1 && elements[0].label == nil {
            return Expr(.paren(elements[0].value), open.range.union(close.range))
        }
        return Expr(.tuple(elements), open.range.union(close.range))
    }

    private mutating func parseArrayLiteral() -> Expr {
        let open = advance()
        if current.isPunctuation(":"), peek(1).isPunctuation("]") {
            advance()
            let close = advance()
            return Expr(.dictionary([]), open.range.union(close.range))
        }
        var elements: [Expr] = []
        var pairs: [DictionaryElement]?
        while !current.isPunctuation("]") {
            if current.kind == .eof || current.isPunctuation("}") || current.isPunctuation(")") {
                diagnostics.error("expected ']' in container literal expression", at: current.range)
                diagnostics.note("to match this opening '['", at: open.range)
                return Expr(.array(elements), open.range.union(previousRange))
            }
            let before = position
            let element = parseExpression()
            if current.isPunctuation(":") || pairs != nil {
                // `[key: value, …]`: a dictionary literal.
                if pairs == nil { pairs = [] }
                guard expect(":", "expected ':' in dictionary literal") else {
                    synchronize()
                    return Expr(.error, open.range.union(previousRange))
                }
                pairs?.append(DictionaryElement(key: element, value: parseExpression()))
            } else {
                elements.append(element)
            }
            if current.isPunctuation(",") {
                advance()
            } else if !current.isPunctuation("]") {
                if position == before { advance() }
                diagnostics.error("expected ',' separator", at: current.range)
                if current.newlineBefore { return Expr(.array(elements), open.range.union(previousRange)) }
            }
        }
        let close = advance()
        if let pairs { return Expr(.dictionary(pairs), open.range.union(close.range)) }
        return Expr(.array(elements), open.range.union(close.range))
    }

    /// `{ a, b in … }`, `{ (a) in … }`, `{ _ in … }` or `{ … }`.
    mutating func parseClosure() -> Expr {
        let open = advance()
        var parameters: [Closure.Parameter] = []
        var hasClause = false
        var written: (parameters: [TypeSyntax]?, result: TypeSyntax?) = (nil, nil)
        if let (names, after) = closureSignature(from: position) {
            hasClause = true
            parameters = names.map { Closure.Parameter(name: $0.text, range: $0.range) }
            written = closureSignatureTypes(end: after)
            position = after
        }
        let body = parseStatements(until: "}")
        let end = closeBrace(opening: open, what: "at end of closure")
        var closure = Closure(
            parameters: parameters, hasParameterClause: hasClause, body: body, range: open.range.union(end))
        closure.parameterTypes = written.parameters
        closure.resultType = written.result
        return Expr(.closure(closure), closure.range)
    }

    /// The types a closure's signature writes (`(key: String) in`, `(a: Int, b: Int) -> Int in`, `() -> Bool in`),
    /// read from `current` up to `end` (after `in`) without moving: parameter types only when every parameter has
    /// one. The Swift Programming Language, "Closures": Closure Expression Syntax — a closure that writes its
    /// parameter and return types has that function type wherever it is used.
    mutating func closureSignatureTypes(end: Int) -> (parameters: [TypeSyntax]?, result: TypeSyntax?) {
        let saved = position
        let mark = diagnostics.count
        defer {
            position = saved
            diagnostics.truncate(to: mark)
        }
        if current.isPunctuation("[") {
            var depth = 0
            repeat {
                if current.isPunctuation("[") { depth += 1 }
                if current.isPunctuation("]") { depth -= 1 }
                advance()
            } while depth > 0 && position < end
        }
        var parameters: [TypeSyntax]?
        if current.isPunctuation("(") {
            advance()
            var types: [TypeSyntax] = []
            while !current.isPunctuation(")") && position < end {
                if current.kind == .identifier { advance() }
                if current.kind == .identifier, !current.isKeyword(.in) { advance() }
                guard current.isPunctuation(":") else { return (nil, nil) }
                advance()
                if current.text == "inout" { return (nil, nil) }
                types.append(parseType())
                if current.isPunctuation(",") { advance() } else { break }
            }
            guard current.isPunctuation(")") else { return (nil, nil) }
            advance()
            parameters = types
        }
        while current.kind == .identifier, ["async", "throws"].contains(current.text) { advance() }
        var result: TypeSyntax?
        if current.isOperator("->") {
            advance()
            result = parseType()
        }
        guard current.isKeyword(.in), position + 1 == end, diagnostics.count == mark else { return (nil, nil) }
        return (parameters, result)
    }

    /// `\.self`.
    private mutating func parseKeyPath() -> Expr {
        let backslash = advance()
        var names: [String] = []
        // `\Item.name`: the root type written out names nothing more than `\.name` (the context gives it).
        if current.kind == .identifier, !current.spaceBefore, peek(1).isPunctuation("."),
            current.text.first?.isUppercase == true
        {
            advance()
        }
        while current.isPunctuation("."),
            let name = peek(1).labelText ?? (peek(1).kind == .integer ? peek(1).text : nil)
        {
            advance()
            names.append(name)
            advance()
        }
        if names.isEmpty {
            diagnostics.error("expected '.' and a property name after '\\' in key path", at: current.range)
        }
        return Expr(.keyPath(names), backslash.range.union(previousRange))
    }

    /// A string token's pieces, parsing each interpolation with a parser of its own.
    private mutating func stringParts(_ token: Token) -> [StringPart] {
        token.segments.map { segment in
            switch segment {
            case .text(let text):
                return .text(text)
            case .interpolation(let tokens, let range):
                var inner = Parser(tokens: tokens)
                inner.nesting = nesting
                var expression = inner.parseExpression()
                if inner.current.isPunctuation(","), let label = inner.peek(1).labelText,
                    label == "specifier" || label == "format" || label == "formatter", inner.peek(2).isPunctuation(":")
                {
                    // `Text("\(score, specifier: "%.1f")")` and `"\(value, format: .percent)"`: a LocalizedStringKey
                    // interpolation with a printf format or a FormatStyle (Apple: LocalizedStringKey.
                    // StringInterpolation.appendInterpolation(_:specifier:) and (_:format:)), read as
                    // `String(format: specifier, value)` and `value.formatted(style)`.
                    inner.advance(3)
                    let argument = inner.parseExpression()
                    let at = expression.range.union(argument.range)
                    if label == "formatter" {
                        // `"\(date, formatter: f)"` (Apple: LocalizedStringKey.StringInterpolation
                        // .appendInterpolation(_:formatter:)): the formatter's text for the value, read as
                        // `f.string(for: value) ?? ""` (Foundation: Formatter.string(for:)).
                        let method = Expr(
                            .member(argument, "string", nameRange: argument.range, dot: argument.range.start), at)
                        let text = Expr(
                            .call(
                                method, [Argument(label: "for", value: expression, range: expression.range)],
                                trailingClosure: nil, closeParen: at), at)
                        expression = Expr(
                            .binary("??", text, Expr(.string([]), at), operatorRange: at), at)
                    } else if label == "specifier" {
                        expression = Expr(
                            .call(
                                Expr(.identifier("String"), at),
                                [
                                    Argument(label: "format", value: argument, range: argument.range),
                                    Argument(label: nil, value: expression, range: expression.range),
                                ], trailingClosure: nil, closeParen: at), at)
                    } else {
                        let method = Expr(
                            .member(expression, "formatted", nameRange: argument.range, dot: argument.range.start), at)
                        expression = Expr(
                            .call(
                                method, [Argument(label: nil, value: argument, range: argument.range)],
                                trailingClosure: nil, closeParen: at), at)
                    }
                }
                if let (_, limit) = inner.abandoned {
                    abandon(limit.message, at: limit.range, hint: limit.hint ?? "")
                    return .text("")
                }
                if inner.current.kind != .eof {
                    inner.diagnostics.error("expected ')' in string interpolation", at: inner.current.range)
                    expression = Expr(.error, range)
                }
                diagnostics.append(contentsOf: inner.diagnostics)
                return .interpolation(expression)
            }
        }
    }

    /// The parameter names of a closure signature starting at token `start` and the token after its `in`; nil when
    /// the closure has none. The Swift Programming Language, "Expressions": Closure Expression — an optional capture
    /// list (`[weak self]`, `[a, b]`, ignored: captured values are copied here anyway), then `a, b`, or
    /// `(a, b)` / `(a: Int, b: String)` with types, then `async`, `throws`, `-> Result`, then `in`.
    func closureSignature(from start: Int) -> ([Token], Int)? {
        var look = start
        func token(_ i: Int) -> Token { tokens[min(i, tokens.count - 1)] }
        if token(look).isPunctuation("[") {
            var depth = 0
            repeat {
                if token(look).isPunctuation("[") { depth += 1 }
                if token(look).isPunctuation("]") { depth -= 1 }
                if token(look).kind == .eof || token(look).isPunctuation("{") || token(look).isPunctuation("}") {
                    return nil
                }
                look += 1
            } while depth > 0
        }
        var names: [Token] = []
        if token(look).isPunctuation("(") {
            look += 1
            while !token(look).isPunctuation(")") {
                guard token(look).kind == .identifier else { return nil }
                var name = token(look)
                look += 1
                if token(look).kind == .identifier, !token(look).isKeyword(.in) {
                    // `(_ x: Int)`: the second name is the parameter's.
                    name = token(look)
                    look += 1
                }
                names.append(name)
                if token(look).isPunctuation(":") {
                    var depth = 0
                    look += 1
                    while depth > 0 || !(token(look).isPunctuation(",") || token(look).isPunctuation(")")) {
                        let t = token(look)
                        if t.kind == .eof || t.isPunctuation("{") || t.isPunctuation("}") { return nil }
                        if t.isPunctuation("(") || t.isPunctuation("[") || t.isOperator("<") { depth += 1 }
                        if t.isPunctuation(")") || t.isPunctuation("]") || t.isOperator(">") { depth -= 1 }
                        look += 1
                    }
                }
                if token(look).isPunctuation(",") { look += 1 }
            }
            look += 1
        } else {
            while token(look).kind == .identifier {
                names.append(token(look))
                look += 1
                guard token(look).isPunctuation(",") else { break }
                look += 1
            }
            if names.isEmpty && !token(look).isKeyword(.in) { return nil }
        }
        // `async`, `throws`, `-> Result` before `in`.
        var skipped = 0
        while !token(look).isKeyword(.in) {
            let t = token(look)
            if t.kind == .eof || t.isPunctuation("{") || t.isPunctuation("}") || skipped > 24 { return nil }
            if skipped == 0, !(t.isOperator("->") || ["async", "throws"].contains(t.text)) { return nil }
            look += 1
            skipped += 1
        }
        return (names, look + 1)
    }

    /// The number of tokens of a generic argument clause starting at `current` (`<`), when one is there: type names,
    /// `.`, `,`, `[`, `]`, `:`, `?`, `any`/`some`, balanced angle brackets, and after the closing `>` a `(`, `{` or
    /// `.`; nil otherwise (a comparison).
    func explicitGenericArgumentsLength() -> Int? {
        var depth = 0
        var ahead = 0
        while ahead < 64 {
            let token = peek(ahead)
            if token.kind == .eof { return nil }
            if token.kind == .operator, !token.text.isEmpty, token.text.allSatisfy({ $0 == "<" || $0 == ">" }) {
                for c in token.text {
                    if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
                }
                if depth < 0 { return nil }
                if depth == 0 {
                    let next = peek(ahead + 1)
                    return next.isPunctuation("(") || next.isPunctuation("{") || next.isPunctuation(".")
                        ? ahead + 1 : nil
                }
            } else if token.kind == .identifier {
            } else if token.isPunctuation(".") || token.isPunctuation(",") || token.isPunctuation("[")
                || token.isPunctuation("]") || token.isPunctuation(":") || token.isPunctuation("?")
            {
            } else {
                return nil
            }
            ahead += 1
        }
        return nil
    }
}
