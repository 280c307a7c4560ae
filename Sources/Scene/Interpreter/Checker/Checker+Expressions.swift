// Checker+Expressions.swift: typing expressions bidirectionally (an expected type flows in, the actual type out).
// Rule: Swift's literal typing: an expression of only integer literals takes the type its context expects
// (`Color(red: 14/255, …)` divides Doubles) and is Int otherwise (`let x = 14/255` is 0), and takes the type of the
// other operand in a binary operation (`360 * time / 3` is Double); a variable never converts implicitly
// (`n * 2.5` with `n: Int` is an error, as in swiftc). Constant subexpressions are folded at load time, so a literal
// division by zero is reported before any frame runs. Status: complete for issue #2.

import Geometry

/// Where a value must convert to a type; selects swiftc's wording for the failure.
enum ConversionContext {
    case argument, initializer, returnValue, element, condition
}

extension Checker {
    /// Checks `e`, using `expected` to type literals and implicit members. The result is not yet converted to
    /// `expected`: callers do that with `coerce`, which words the error for their context. Called through `check`
    /// (Checker+Limits), which bounds the recursion.
    mutating func checkExpression(_ e: Expr, expected: SceneType?) -> Typed {
        switch e.kind {
        case .integer(let text):
            return checkInteger(text, expected: expected, at: e.range)
        case .float(let text):
            guard let value = Double(text) else {
                diagnostics.error("invalid floating point literal '\(text)'", at: e.range)
                return .error
            }
            return Typed(ir: .constant(.double(value)), type: .double)
        case .string(let parts):
            return checkString(parts, at: e.range)
        case .bool(let value):
            return Typed(ir: .constant(.bool(value)), type: .bool)
        case .nil:
            guard case .optional = expected else {
                diagnostics.error(
                    "'nil' requires a contextual type", at: e.range,
                    hint: "nil is only allowed for optional parameters such as 'frame(width:)'")
                return .error
            }
            return Typed(ir: .constant(.absent), type: expected ?? .error)
        case .identifier(let name):
            if case .function(let parameters, let result)? = expected?.unwrapped,
                let reference = checkFunctionReference(e, name: name, parameters: parameters, result: result)
            {
                return reference
            }
            return checkIdentifier(name, at: e.range)
        case .self:
            if let selfType = context.selfType { return Typed(ir: .selfInstance, type: selfType) }
            guard let owner = context.owner else {
                diagnostics.error(
                    "cannot find 'self' in scope", at: e.range, hint: "'self' exists only inside a struct's members")
                return .error
            }
            return Typed(ir: .selfInstance, type: .instance(owner, name: structs[owner].name))
        case .implicitMember(let name):
            return checkImplicitMember(name, expected: expected, at: e.range)
        case .member(let base, let name, let nameRange, _):
            // `self.$x`: the projected value of the view's own `x`, as `$x` (SE-0258).
            if case .self = base.kind, name.hasPrefix("$"), name.count > 1 {
                return checkProjection(String(name.dropFirst()), at: nameRange)
            }
            if name.hasPrefix("$"), name.count > 1, let projected = checkMemberProjection(base, name) {
                return projected
            }
            // `onHide: self.removeNotification`: a method named through `self` where a function is expected is the
            // same reference as the bare name (TSPL "Expressions": Explicit Member Expression — an unapplied method).
            if case .self = base.kind, case .function(let parameters, let result)? = expected?.unwrapped,
                let owner = context.owner, structs[owner].methods[name] != nil,
                let reference = checkFunctionReference(
                    Expr(.identifier(name), nameRange), name: name, parameters: parameters, result: result)
            {
                return reference
            }
            return checkMember(base, name, nameRange: nameRange, expected: expected, range: e.range)
        case .call(let callee, let arguments, let trailing, let closeParen):
            return checkCall(
                callee, arguments, trailing: trailing, closeParen: closeParen, expected: expected, range: e.range)
        case .subscript(let base, let index):
            return checkSubscript(base, index, expected: expected, range: e.range)
        case .prefix(let op, let operand):
            return checkPrefix(op, operand, expected: expected, range: e.range)
        case .binary(let op, let l, let r, let operatorRange):
            return checkBinary(op, l, r, operatorRange: operatorRange, expected: expected, range: e.range)
        case .ternary(let condition, let then, let otherwise):
            return checkTernary(condition, then, otherwise, expected: expected, range: e.range)
        case .paren(let inner):
            return check(inner, expected: expected)
        case .cast(let value, let type, let kind):
            return checkCast(value, type, kind, range: e.range)
        case .array(let elements):
            return checkArray(elements, expected: expected, range: e.range)
        case .closure(let closure):
            if case .function(let parameters, let result)? = expected?.unwrapped {
                return checkClosureValue(closure, parameters: parameters, result: result)
            }
            if let written = closure.parameterTypes {
                // `let f = { (key: String) in … }`, `{ (a: Int, b: Int) -> Int in a + b }`: the signature's types
                // are the closure's (TSPL "Closures": Closure Expression Syntax; an unwritten result is inferred
                // from a single-expression body, else Void).
                let parameters = written.map { resolveType($0) }
                if let result = closure.resultType.map({ resolveType($0) })
                    ?? inferredClosureResult(closure, parameterTypes: parameters)
                {
                    return checkClosureValue(closure, parameters: parameters, result: result)
                }
            } else if let resultType = closure.resultType, closure.parameters.isEmpty {
                return checkClosureValue(closure, parameters: [], result: resolveType(resultType))
            }
            if let result = inferredClosureResult(closure) {
                return checkClosureValue(closure, parameters: [], result: result)
            }
            diagnostics.error(
                "closures are only supported where a function type is expected", at: closure.range,
                hint: "pass the closure to a stack, ForEach, background or overlay, or store it in a property of "
                    + "function type such as 'let action: () -> Void'")
            return .error
        case .optionalChain(let base):
            return checkOptionalChainLink(base, range: e.range)
        case .optionalChainRoot(let chain):
            return checkOptionalChain(chain, expected: expected)
        case .casePattern:
            diagnostics.error("'case' patterns are only allowed in an 'if', 'while' or 'guard' condition", at: e.range)
            return .error
        case .ifExpression(let statement):
            return checkIfExpression(statement, expected: expected, range: e.range)
        case .switchExpression(let statement):
            return checkSwitchExpression(statement, expected: expected)
        case .optionalBinding:
            diagnostics.error(
                "optional binding is only allowed in an 'if', 'while' or 'guard' condition", at: e.range)
            return .error
        case .keyPath(let path):
            if let typed = checkKeyPathValue(path, expected: expected, range: e.range) { return typed }
            diagnostics.error("key paths are only supported as the 'id:' of a ForEach", at: e.range)
            return .error
        case .tuple(let elements):
            return checkTuple(elements, expected: expected, range: e.range)
        case .dictionary(let pairs):
            return checkDictionary(pairs, expected: expected, range: e.range)
        case .operatorReference(let op):
            diagnostics.error(
                "operator '\(op)' can only be passed as a function to 'reduce' or 'sorted(by:)'", at: e.range)
            return .error
        case .forceUnwrap(let inner):
            return checkForceUnwrap(inner, range: e.range, expected: expected)
        case .error:
            return .error
        }
    }

    // MARK: - Literals and names

    private mutating func checkInteger(_ text: String, expected: SceneType?, at range: SourceRange) -> Typed {
        if expected?.unwrapped == .double {
            guard let value = Lexer.doubleValue(text) else {
                diagnostics.error("invalid integer literal '\(text)'", at: range)
                return .error
            }
            return Typed(ir: .constant(.double(value)), type: .double)
        }
        guard let value = Lexer.integerValue(text) else {
            diagnostics.error("integer literal '\(text)' overflows when stored into 'Int'", at: range)
            return .error
        }
        return Typed(ir: .constant(.int(value)), type: .int)
    }

    private mutating func checkString(_ parts: [StringPart], at range: SourceRange) -> Typed {
        var texts = [""]
        var values: [IR] = []
        for part in parts {
            switch part {
            case .text(let text):
                texts[texts.count - 1] += text
            case .interpolation(let e):
                let typed = check(e, expected: nil)
                if isViewConvertible(typed.type) && typed.type != .color && typed.type != .error {
                    diagnostics.error("a view cannot be interpolated into a string", at: e.range)
                }
                // An Optional prints as `Optional(…)` or `nil`, an existential as its instance (Checker+Describing).
                if let custom = customDescription(typed, at: e.range) {
                    // A CustomStringConvertible type prints its `description` (Checker+Describing).
                    values.append(custom)
                } else if case .optional = typed.type {
                    values.append(described(typed, reflecting: false, at: e.range))
                } else if case .existential = typed.type {
                    values.append(described(typed, reflecting: false, at: e.range))
                } else if let text = rangeText(typed, at: e.range) {
                    values.append(text)
                } else {
                    values.append(typed.ir)
                }
                texts.append("")
            }
        }
        if values.isEmpty { return Typed(ir: .constant(.string(texts[0])), type: .string) }
        return Typed(ir: apply(Builtins.interpolation(texts), values, range), type: .string)
    }

    private mutating func checkIdentifier(_ written: String, at range: SourceRange) -> Typed {
        if written.hasPrefix(Checker.selfStatePrefix) {
            let name = String(written.dropFirst(Checker.selfStatePrefix.count))
            guard let index = stateGlobal(name) else { return .error }
            return Typed(ir: .global(index, name: name, range: range), type: globals[index].type ?? .error)
        }
        let name = written
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
            return checkProjection(String(name.dropFirst()), at: range)
        }
        if let local = lookupLocal(name) {
            if local.isComputed { return Checker.computedRead(local, at: range) }
            if let word = context.unassigned[local.slot] {
                // swiftc: "constant 'x' used before being initialized" (The Swift Programming Language,
                // "Declarations": Constant Declaration).
                diagnostics.error(
                    "\(word) '\(name)' used before being initialized", at: range,
                    hint: "give '\(name)' a value where it is declared, or assign it before this line")
                return Typed(ir: .constant(.void), type: .error)
            }
            return Typed(
                ir: local.constant.map { .constant($0) } ?? .local(local.slot), type: local.type,
                implicitlyUnwraps: local.implicitlyUnwraps)
        }
        if let owner = context.owner, let member = instanceMember(owner, name, receiver: .selfInstance, range: range) {
            return lazyRead(member, receiver: nil)
        }
        if let owner = context.owner, structs[owner].isView || structs[owner].isShape,
            let getter = extensionFunctions(of: .view, name)?.first(where: { functions[$0].declaration.isGetter })
        {
            // `extension View { var rect: CGRect { … } }` read as `rect` in a view's body: a protocol extension's
            // member is a member of every conforming type, reached through implicit self (The Swift Programming
            // Language, "Protocols": Protocol Extensions). A getter that is not a view cannot use its view `self`
            // but to build views, so it gets an empty one: building `self` would run the body reading it.
            let receiver =
                isViewConvertible(functions[getter].result)
                ? check(Expr(.self, range), expected: nil)
                : check(
                    Expr(
                        .call(Expr(.identifier("EmptyView"), range), [], trailingClosure: nil, closeParen: range), range
                    ),
                    expected: nil)
            if let property = extendedProperty(receiver, name, range: range) { return property }
        }
        if context.owner == nil, context.selfType != nil {
            // `extension CGRect { var quarterX: CGFloat { minX + size.width / 4 } }`: inside an extension of a
            // built-in type a bare name is first a member of `self` (The Swift Programming Language, "Methods": The
            // self Property — implicit self).
            let member = Expr(.member(Expr(.self, range), name, nameRange: range, dot: range.start), range)
            if checkOnTrial(member).reported == 0 { return check(member, expected: nil) }
        }
        if name == "rawValue", let owner = context.owner, structs[owner].isEnum, structs[owner].rawType != nil {
            // `var id: String { rawValue }`: implicit self reaches the synthesized RawRepresentable member as any
            // other (The Swift Programming Language, "Enumerations": Raw Values; "Methods": The self Property).
            return check(
                Expr(.member(Expr(.self, range), name, nameRange: range, dot: range.start), range), expected: nil)
        }
        if let member = staticMemberInScope(name, at: range) { return member }
        if name == "_sceneTime" {
            // The scene's clock as the declarations anim supplies (`Date()`, `TimelineView`'s context) read it: a name
            // a file's own `@State var time` cannot shadow (a TimelineView writing `time = date.timeIntervalSince1970`
            // in `onChange(of: timeline.date)` would otherwise move its own date).
            return Typed(ir: .time, type: .double)
        }
        if let index = globalIndex[name] {
            if context.kind == .topLevel, !globals[index].reached,
                globals[index].declaration.staticOwner != nil || context.typeName != nil,
                globals[index].declaration.range != .none
            {
                // `static let standard = Outer(size: Inner.standard.size)` before `Inner` is declared: Swift
                // initialises statics lazily, on first use, so the value is checked (and set) here. So are the
                // globals a type's `@State` initialiser reads (`@State var selected = servers.first!` above
                // `var servers = […]`): in a file other than main.swift — every file with a preview — globals are
                // lazily initialised and visible to the whole file (The Swift Programming Language, "Declarations":
                // Top-Level Code).
                if let start = checkGlobal(index) { earlyGlobalInits.append(start) }
            }
            if context.kind == .topLevel && !globals[index].reached || globals[index].type == nil {
                diagnostics.error(
                    "cannot use '\(name)' before it is declared", at: range,
                    hint: "move the declaration of '\(name)' above this line")
                return .error
            }
            if let constant = globals[index].constant, let type = globals[index].type {
                return Typed(ir: .constant(constant), type: type)
            }
            return Typed(ir: .global(index, name: name, range: range), type: globals[index].type ?? .error)
        }
        if name == "time" || name == "frame" {
            if inHeader {
                diagnostics.error(
                    "the scene header cannot depend on '\(name)'", at: range,
                    hint: "the header is read once, before any frame")
                return .error
            }
            return name == "time" ? Typed(ir: .time, type: .double) : Typed(ir: .frame, type: .int)
        }
        if let getter = functionIndex[name]?.first(where: { functions[$0].declaration.isGetter }) {
            // A top-level computed variable (a PreviewProvider's `static var sample: Item { … }`,
            // Parser+PreviewProviderExtension): its getter runs at each read.
            return Typed(ir: .call(functions[getter].routine, receiver: nil, [], range), type: functions[getter].result)
        }
        if functionIndex[name] != nil || structIndex[name] != nil || functions(named: name) != nil {
            diagnostics.error("'\(name)' must be called", at: range, hint: "write '\(name)(…)'")
            return .error
        }
        if SceneType.builtin(named: name) != nil {
            diagnostics.error("expected member name or initializer call after type name '\(name)'", at: range)
            return .error
        }
        if vocabulary.unsupportedViews.contains(name) {
            reportUnsupported(name, at: range)
            return .error
        }
        diagnostics.error(
            "cannot find '\(name)' in scope", at: range, hint: Suggestion.hint(for: name, in: namesInScope()))
        return .error
    }

    /// Every name visible here, for "did you mean" hints.
    func namesInScope() -> [String] {
        var names = context.scopes.reversed().flatMap { $0.keys }
        if let owner = context.owner { names += structs[owner].memberNames }
        names +=
            globals.map(\.name) + functionIndex.keys + structIndex.keys + Builtins.globalNames + vocabulary.views.keys
        return names
    }

    /// What a call may name (functions, views, structs, types): a misspelt call is never offered a variable
    /// (issue #22: did-you-mean does not suggest across kinds).
    func callableNames() -> [String] {
        Array(functionIndex.keys) + Array(structIndex.keys) + Array(Builtins.functions.keys)
            + Array(Builtins.specialFunctions)
            + SceneType.builtinTypeNames + Array(vocabulary.views.keys)
    }

    // MARK: - Operators

    private mutating func checkPrefix(
        _ op: String, _ operand: Expr, expected: SceneType?, range: SourceRange
    ) -> Typed {
        if op == "&" { return reportStrayInOut(range) }
        if op == "..." || op == "..<" || op == "postfix..." {
            diagnostics.error(
                "one-sided ranges are not supported here", at: range,
                hint: "write both bounds: 'a...b'")
            return .error
        }
        let typed = check(operand, expected: op == "!" ? .bool : expected)
        if typed.type == .error { return .error }
        if let user = checkUserPrefixOperator(op, operand, typed, range: range) { return user }
        guard let implementation = Builtins.prefixOperator(op, typed.type) else {
            diagnostics.error(
                "unary operator '\(op)' cannot be applied to an operand of type '\(typed.type)'", at: range)
            return .error
        }
        return Typed(ir: apply(implementation, [typed.ir], range), type: typed.type)
    }

    /// `a op b` where a struct declares `static func op (…)` for the operands: a call of that function (The Swift
    /// Programming Language, "Advanced Operators": operator methods; their parameters take no argument labels).
    private mutating func checkUserOperator(
        _ op: String, _ l: Expr, _ r: Expr, _ lt: SceneType, _ rt: SceneType, expected: SceneType?, range: SourceRange
    ) -> Typed? {
        var owner: SceneType?
        if case .instance = lt { owner = lt } else if case .instance = rt { owner = rt }
        // An operator a file declares in an extension of a built-in type (`extension CGPoint { static func + (lhs:
        // CGPoint, rhs: CGPoint) -> CGPoint }`): Swift finds it among the operand type's static members (The Swift
        // Programming Language, "Advanced Operators": Operator Methods).
        if owner == nil, userStaticFunctions(of: lt, op) != nil { owner = lt }
        if owner == nil, userStaticFunctions(of: rt, op) != nil { owner = rt }
        guard let owner else { return nil }
        if userStaticFunctions(of: owner, op) == nil, [">", "<=", ">="].contains(op),
            userStaticFunctions(of: owner, "<") != nil
        {
            // Comparable's other operators from the type's `<` (The Swift Standard Library: Comparable — "a > b" is
            // "b < a", "a <= b" is "!(b < a)", "a >= b" is "!(a < b)").
            let less =
                op == ">="
                ? Expr(.binary("<", l, r, operatorRange: range), range)
                : Expr(.binary("<", r, l, operatorRange: range), range)
            return check(op == ">" ? less : Expr(.prefix("!", less), range), expected: expected)
        }
        guard let overloads = userStaticFunctions(of: owner, op) ?? functionIndex[op] else { return nil }
        let fitting = overloads.filter { functions[$0].declaration.parameters.count == 2 }
        guard let first = fitting.first else { return nil }
        let labels = functions[first].declaration.parameters.map(\.label)
        let call = CallSite(
            arguments: [
                Argument(label: labels[0], value: l, range: l.range),
                Argument(label: labels[1], value: r, range: r.range),
            ], trailing: nil, closeParen: nil, range: range)
        return resolve(
            fitting.filter { functions[$0].declaration.parameters.map(\.label) == labels }.map {
                functionCandidate($0, receiver: nil, range)
            }, call, expected: expected)
    }

    private mutating func checkBinary(
        _ op: String, _ l: Expr, _ r: Expr, operatorRange: SourceRange, expected: SceneType?, range: SourceRange
    ) -> Typed {
        if op == "??" { return checkNilCoalescing(l, r, expected: expected, operatorRange: operatorRange) }
        if op == "..." || op == "..<", let typed = checkDoubleRange(op, l, r, expected: expected, range: range) {
            return typed
        }
        if op == "==" || op == "!=", let typed = checkNilComparison(op, l, r, range: range) { return typed }
        if let typed = checkRangePatternMatch(op, l, r, range: range) { return typed }
        if let typed = checkOptionSetComparison(op, l, r, range: range) { return typed }
        if let typed = checkImplicitOperand(op, l, r, operatorRange: operatorRange, expected: expected, range: range) {
            return typed
        }
        if op == "&&" || op == "||" {
            let left = coerce(check(l, expected: .bool), to: .bool, at: l.range, .argument)
            let right = coerce(check(r, expected: .bool), to: .bool, at: r.range, .argument)
            return Typed(ir: op == "&&" ? .and(left, right) : .or(left, right), type: .bool)
        }
        let arithmetic = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"].contains(op)
        var operands = checkUnified([l, r], expected: arithmetic ? expected?.unwrapped : nil)
        if op != "==", op != "!=" {
            operands = [unwrappingImplicitly(operands[0], at: l.range), unwrappingImplicitly(operands[1], at: r.range)]
        }
        Checker.resolvingTypeParameterOperands(&operands)
        let (lt, rt) = (operands[0].type, operands[1].type)
        if lt == .error || rt == .error { return .error }
        if let typed = checkUserOperator(op, l, r, lt, rt, expected: expected, range: range) { return typed }
        if op == "+", isViewConvertible(lt), isViewConvertible(rt), lt != .color || rt != .color {
            // `Text("a") + Text("b").bold()`: SwiftUI joins the runs into one Text that wraps as one; anim's
            // `_TextJoin` lays them out so (Layout's TextJoinView), each run marked `_joinedTextRun()` for when they
            // must stand side by side instead.
            let joined = Expr(
                .call(
                    Expr(.identifier("_TextJoin"), operatorRange), [],
                    trailingClosure: Closure(
                        parameters: [], hasParameterClause: false,
                        body: [
                            Stmt(kind: .expression(Checker.keepingEdgeSpaces(l)), range: l.range),
                            Stmt(kind: .expression(Checker.keepingEdgeSpaces(r)), range: r.range),
                        ],
                        range: range), closeParen: nil), range)
            return check(joined, expected: expected)
        }
        if op == "==" || op == "!=",
            let typed = checkOptionalEquality(op, operands[0], operands[1], operatorRange: operatorRange, range: range)
        {
            return typed
        }
        if op == "==" || op == "!=", lt == rt, hasSynthesizedEquality(lt) {
            return Typed(
                ir: apply(Checker.synthesizedEquality(op), [operands[0].ir, operands[1].ir], range), type: .bool)
        }
        if case .typeParameter = lt, lt == rt, let comparison = Checker.typeParameterComparison(op) {
            return Typed(ir: apply(comparison, [operands[0].ir, operands[1].ir], range), type: .bool)
        }
        if let typed = checkAngleArithmetic(op, l, r, operands, range: range) { return typed }
        guard lt == rt else {
            diagnostics.error(
                "binary operator '\(op)' cannot be applied to operands of type '\(lt)' and '\(rt)'", at: operatorRange,
                hint: lt.isNumeric && rt.isNumeric ? "convert the Int operand with Double(…)" : nil)
            return .error
        }
        if op == "%" && lt == .double {
            diagnostics.error(
                "'%' is unavailable: For floating point numbers use truncatingRemainder instead", at: operatorRange)
            return .error
        }
        if case .enumeration(let name) = lt, let comparison = DynamicTypeSizeOrder.comparison(op, type: name) {
            return Typed(ir: apply(comparison, [operands[0].ir, operands[1].ir], range), type: .bool)
        }
        guard let (implementation, result) = Builtins.binaryOperator(op, lt) else {
            diagnostics.error("binary operator '\(op)' cannot be applied to two '\(lt)' operands", at: operatorRange)
            return .error
        }
        let ir = apply(implementation, [operands[0].ir, operands[1].ir], range)
        // Not folded: a numeric operator is evaluated in place (NumericOperator.swift).
        if case .apply = ir, let numeric = NumericOperator(op, lt) {
            return Typed(ir: .numeric(numeric, operands[0].ir, operands[1].ir, range), type: result)
        }
        return Typed(ir: ir, type: result)
    }

    /// Checks expressions that must share one type (operands, `?:` branches, array elements, `min`/`max`
    /// arguments): others first, then implicit members in their type, then integer literals in the type of the others
    /// (Double if any is Double), or in `preferred` when all are literals.
    mutating func checkUnified(_ expressions: [Expr], expected preferred: SceneType?) -> [Typed] {
        var typed = [Typed?](repeating: nil, count: expressions.count)
        // An empty `[]` / `[:]` takes its type from the others too (`cached == []`).
        func isEmptyCollection(_ e: Expr) -> Bool {
            switch e.kind {
            case .array(let items): items.isEmpty
            case .dictionary(let items): items.isEmpty
            default: false
            }
        }
        for (i, e) in expressions.enumerated()
        where !e.isIntegerLiteralExpression && !e.isImplicitMemberChain && !isEmptyCollection(e) {
            typed[i] = check(e, expected: preferred)
        }
        let known = typed.compactMap { $0?.type }.filter { $0 != .error }
        let common = known.contains(.double) ? .double : known.first ?? preferred
        for (i, e) in expressions.enumerated() where e.isImplicitMemberChain || isEmptyCollection(e) {
            typed[i] = check(e, expected: common)
        }
        // An implicit member that needed no context (`2 * .pi`) gives the literals its type too.
        let implicitDouble = typed.contains { $0?.type == .double }
        let literalType: SceneType = common?.unwrapped == .double || implicitDouble ? .double : .int
        for (i, e) in expressions.enumerated() where typed[i] == nil {
            typed[i] = check(e, expected: literalType)
        }
        return typed.map { $0 ?? .error }
    }

    private mutating func checkTernary(
        _ condition: Expr, _ then: Expr, _ otherwise: Expr, expected: SceneType?, range: SourceRange
    ) -> Typed {
        let test = coerce(check(condition, expected: .bool), to: .bool, at: condition.range, .condition)
        // `.none` is Optional's nil unless the wrapped type has a member of that name (`Image.Interpolation.none`):
        // `.animation(on ? .spring() : .none, value: on)`.
        let noneIsNil = expected.map { staticMembers(of: $0.unwrapped)["none"] == nil } ?? false
        func isNil(_ e: Expr) -> Bool {
            switch e.kind {
            case .nil: true
            case .implicitMember("none"): noneIsNil
            default: false
            }
        }
        let thenIsNil = isNil(then)
        let otherwiseIsNil = isNil(otherwise)
        if thenIsNil != otherwiseIsNil {
            // `c ? x : nil`: an optional of the other branch's type (The Swift Programming Language, "Optionals").
            let value = check(thenIsNil ? otherwise : then, expected: expected?.unwrapped)
            if value.type == .error { return .error }
            let type: SceneType = if case .optional = value.type { value.type } else { .optional(value.type) }
            let (a, b) = thenIsNil ? (IR.constant(.absent), value.ir) : (value.ir, IR.constant(.absent))
            return Typed(ir: .conditional(test, a, b), type: type)
        }
        let branches = checkUnified([then, otherwise], expected: expected?.unwrapped)
        var (a, b) = (branches[0], branches[1])
        if a.type == .error || b.type == .error { return .error }
        if a.type != b.type, a.type.unwrapped == b.type.unwrapped {
            // `c ? optional : value`: the value is wrapped.
            return Typed(ir: .conditional(test, a.ir, b.ir), type: .optional(a.type.unwrapped))
        }
        if a.type != b.type {
            guard isViewConvertible(a.type) && isViewConvertible(b.type) else {
                diagnostics.error(
                    "result values in '? :' expression have mismatching types '\(a.type)' and '\(b.type)'", at: range)
                return .error
            }
            a = Typed(ir: coerce(a, to: .view, at: then.range, .argument), type: .view)
            b = Typed(ir: coerce(b, to: .view, at: otherwise.range, .argument), type: .view)
        }
        if case .constant(.bool(let value)) = test { return value ? a : b }
        return Typed(ir: .conditional(test, a.ir, b.ir), type: a.type)
    }

    // MARK: - Arrays

    private mutating func checkArray(_ elements: [Expr], expected: SceneType?, range: SourceRange) -> Typed {
        if let literal = checkOptionSetLiteral(elements, expected: expected, range: range) { return literal }
        if expected?.unwrapped == .edgeSet {
            // `[.top, .leading]` is an Edge.Set option-set literal.
            var set = EdgeSet()
            for e in elements {
                let typed = check(e, expected: .edgeSet)
                let ir = coerce(typed, to: .edgeSet, at: e.range, .element)
                if case .constant(.edges(let edges)) = ir { set.formUnion(edges) }
            }
            return Typed(ir: .constant(.edges(set)), type: .edgeSet)
        }
        if expected?.unwrapped == .point, elements.count == 2 {
            // `[0.5, 0]` where a `SIMD2<Float>` (held as a point) is expected: MeshGradient's points, an array
            // literal of the two scalars (Apple: SIMD2 is ExpressibleByArrayLiteral).
            let scalars = elements.map { coerce(check($0, expected: .double), to: .double, at: $0.range, .element) }
            return Typed(ir: apply(Builtins.makePoint, scalars, range), type: .point)
        }
        var elementType: SceneType?
        if case .array(let element) = expected?.unwrapped { elementType = element }
        if elements.isEmpty {
            guard let elementType else {
                diagnostics.error(
                    "empty collection literal requires an explicit type", at: range,
                    hint: "write 'let values: [Double] = []'")
                return .error
            }
            return Typed(ir: .constant(.array([])), type: .array(elementType))
        }
        let typed: [Typed]
        if let elementType {
            typed = elements.map { check($0, expected: elementType) }
        } else {
            typed = checkUnified(elements, expected: nil)
            elementType = typed.first { $0.type != .error }?.type ?? .error
        }
        let element = elementType ?? .error
        let items = zip(typed, elements).map { coerce($0, to: element, at: $1.range, .element) }
        return Typed(ir: apply(Builtins.makeArray, items, range), type: .array(element))
    }

    /// `e` checked on trial: its typed IR and how many diagnostics checking it reported, all of them dropped (to learn
    /// a type before choosing a form, or whether a call would check).
    /// Whether `check`, run on trial, reports an error; what it reports is dropped.
    mutating func failsOnTrial(_ check: (inout Checker) -> Void) -> Bool {
        let mark = diagnostics.count
        let errors = diagnostics.errorCount
        speculating += 1
        check(&self)
        speculating -= 1
        let failed = diagnostics.errorCount > errors
        diagnostics.truncate(to: mark)
        return failed
    }

    mutating func checkOnTrial(_ e: Expr, expected: SceneType? = nil) -> (typed: Typed, reported: Int) {
        let mark = diagnostics.count
        speculating += 1
        let typed = check(e, expected: expected)
        speculating -= 1
        let reported = diagnostics.count - mark
        diagnostics.truncate(to: mark)
        return (typed, reported)
    }

    private mutating func checkSubscript(
        _ base: Expr, _ index: Expr, expected: SceneType?, range: SourceRange
    ) -> Typed {
        if let value = checkTransactionKeySubscript(base, index, range: range) { return value }
        if let guide = checkViewDimensionsSubscript(base, index, range: range) { return guide }
        if let user = checkUserSubscript(base, index, range: range) { return user }
        if let guide = checkLayoutDimensionsSubscript(base, index, range: range) { return guide }
        // `[.red, .blue][i]` where a Color is expected: the literal's elements take the expected type, so their
        // implicit members resolve (TSPL "Expressions": Implicit Member Expression — the type is inferred from context).
        var literalType: SceneType?
        if case .array = base.kind, let expected, expected != .view, expected != .error {
            literalType = .array(expected)
        }
        let array = check(base, expected: literalType)
        if case .dictionary(let k, let v) = array.type {
            return checkDictionarySubscript(array, key: index, keyType: k, valueType: v, range: range)
        }
        if let character = checkStringSubscript(array, index, range: range) { return character }
        let position = coerce(check(index, expected: .int), to: .int, at: index.range, .argument)
        switch array.type {
        case .error:
            return .error
        case .array(let element):
            return Typed(ir: apply(Builtins.subscriptArray, [array.ir, position], range), type: element)
        case .binding(.array(let element)):
            // `$items[i]`: a binding to one element (Apple: Binding's dynamic member lookup and subscripts project a
            // binding to part of the value); its reference is the state's index followed by the element's path.
            return Typed(ir: apply(BindingPath.element, [array.ir, position], range), type: .binding(element))
        default:
            diagnostics.error("value of type '\(array.type)' has no subscripts", at: base.range)
            return .error
        }
    }

    // MARK: - Conversions

    /// `typed` as a value of `target`: implicit conversions (a colour, shape or View struct where a view is expected,
    /// a value where an optional is expected), or a diagnostic worded for `context`.
    mutating func coerce(
        _ typed: Typed, to target: SceneType, at range: SourceRange, _ context: ConversionContext
    ) -> IR {
        if typed.type == target || typed.type == .error || target == .error || target == .anyEquatable {
            return typed.ir
        }
        if typed.type.mentionsTypeParameter || target.mentionsTypeParameter,
            typed.type.matchesThroughTypeParameters(target)
        {
            // A type parameter's value is the value passed (Checker+GenericInference).
            return typed.ir
        }
        switch (typed.type, target) {
        case (.closedRange, .range):
            // The same stored value (Checker+ClosedRange); the vocabulary's Range parameters take closed ranges.
            return typed.ir
        case (_, .optional(let wrapped))
        where typed.type == wrapped || (wrapped == .view && isViewConvertible(typed.type)):
            return coerce(typed, to: wrapped, at: range, context)
        case (.instance(let index, _), .binding(.instance(let bound, _))) where index == bound:
            // A view model passed to an `@ObservedObject`/`@Bindable` property: a binding to the state holding it
            // (Checker+MutatingMethods).
            if case .global(let global, _, _) = typed.ir, globals[global].declaration.isState {
                return .stateReference(global)
            }
            if case .bindingValue(let reference, _) = typed.ir { return reference }
            if structs[index].declaration.isClass {
                // An object no state holds (`private var model = Model()`, `let m = Model(); return V(m: m)`):
                // SwiftUI makes it again with the view value that holds it, so it lives as long as this evaluation, in
                // a hidden global the binding refers to (as `.constant(v)` does, Checker+Binding).
                let global = newHiddenGlobal()
                return .block([.setGlobal(global, typed.ir), .return(.constant(.int(global)))], range)
            }
            break
        case (let value, .binding(let bound)) where value == bound:
            // `TextField("", text: text)` for `let text: Binding<String>`: the property is the binding itself (its
            // read goes through the binding, which is what is passed on).
            if case .bindingValue(let reference, _) = typed.ir { return reference }
        case (.tuple(let from, let fromLabels), .tuple(let to, _))
        where from == to && fromLabels.allSatisfy { $0 == nil }:
            // An unlabeled tuple converts to a labeled one of the same types (The Swift Programming Language,
            // "Types", tuple type): `axis: (0, 1, 0)` for `(x:y:z:)`.
            return typed.ir
        case (.color, .view):
            return apply(vocabulary.colorView, [typed.ir], range)
        case (.path, .view), (.path, .shape("some Shape")):
            return apply(vocabulary.pathView, [typed.ir], range)
        case (.gradientStyle, .view):
            return apply(vocabulary.gradientView, [typed.ir], range)
        case (.optional(let wrapped), .view) where isViewConvertible(wrapped):
            // `divider ? Divider() : nil`, `showsIcon ? Image(systemName: "star") : nil`: Optional is a View when its
            // wrapped type is, drawing nothing for nil (Apple: Optional — developer.apple.com/documentation/swift/
            // optional, "Conforms To: View … Conforms when Wrapped conforms to View"). The value is bound to a hidden
            // slot (unnamed, so checking the same expression again declares nothing twice) and converted there.
            let slot = declareLocal("_", type: wrapped, mutable: false, at: range)
            let view = coerce(Typed(ir: .local(slot), type: wrapped), to: .view, at: range, context)
            return .conditional(.bind(slot, typed.ir, optional: true), view, .constant(.views([])))
        case (.color, .gradientStyle) where erasesStyles || context != .argument:
            // A colour where any shape style is expected (`AnyShapeStyle(.red)`, a `<S: ShapeStyle>` property): the
            // style that paints that colour everywhere, a gradient of one colour.
            return apply(
                { v, _ in .shading(.linear(Gradient(colors: [v[0].color, v[0].color]), start: .top, end: .bottom)) },
                [typed.ir], range)
        case (.gradient, .gradientStyle):
            // `.overlay(Gradient(colors: …))`: a Gradient is a shape style (iOS 16), drawn as AnyGradient is, "a linear
            // gradient with start-point [0.5, 0] and end-point [0.5, 1]" (Apple: AnyGradient —
            // developer.apple.com/documentation/swiftui/anygradient).
            return apply({ v, _ in .shading(.linear(v[0].gradient, start: .top, end: .bottom)) }, [typed.ir], range)
        case (.gradient, .view):
            return coerce(
                Typed(ir: coerce(typed, to: .gradientStyle, at: range, context), type: .gradientStyle), to: .view,
                at: range, context)
        case (.shape, .view), (.shape, .shape("some Shape")):
            return typed.ir
        case (.instance(let index, _), .view) where structs[index].isShape,
            (.instance(let index, _), .shape("some Shape")) where structs[index].isShape:
            return customShapeView(index, typed.ir, range)
        case (.instance(let index, _), .transition) where isTransitionStruct(index):
            return protocolTransition(index, typed.ir, range)
        case (.instance(let index, _), .view) where structs[index].isView:
            guard let body = structs[index].computed["body"] else { return .constant(.views([])) }
            return .call(body.routine, receiver: typed.ir, [], range)
        case (_, .existential(let proto)):
            // A conforming instance boxed with its type (Checker+DynamicCast).
            if let boxed = boxing(typed, as: proto) { return boxed }
        case (.array(let element), .array(.existential(let proto))):
            if let boxed = boxingElements(typed.ir, element, as: proto, at: range) { return boxed }
        case (.existential(let proto), .view):
            if let view = existentialView(typed, proto, at: range) { return view }
        default:
            break
        }
        // An optional parameter is named by its wrapped type: `frame(width: n)` expects a Double.
        let (from, to) = (typed.type, target.unwrapped)
        var hint: String?
        if from == .int && to.unwrapped == .double { hint = "wrap it in Double(…)" }
        if from == .double && to.unwrapped == .int { hint = "wrap it in Int(…), which truncates toward zero" }
        switch context {
        case .argument:
            diagnostics.error(
                "cannot convert value of type '\(from)' to expected argument type '\(to)'", at: range, hint: hint)
        case .initializer:
            diagnostics.error("cannot convert value of type '\(from)' to specified type '\(to)'", at: range, hint: hint)
        case .returnValue:
            diagnostics.error(
                "cannot convert return expression of type '\(from)' to return type '\(to)'", at: range, hint: hint)
        case .element:
            diagnostics.error(
                "cannot convert value of type '\(from)' to expected element type '\(to)'", at: range, hint: hint)
        case .condition:
            if from == .int {
                diagnostics.error("type 'Int' cannot be used as a boolean; test for '!= 0' instead", at: range)
            } else {
                diagnostics.error("cannot convert value of type '\(from)' to expected condition type 'Bool'", at: range)
            }
        }
        return .constant(.void)
    }

    /// `implementation(arguments)`, folded now when every argument is a constant (a failure becomes a diagnostic,
    /// except while overloads are tried).
    mutating func apply(
        _ implementation: @escaping BuiltinImplementation, _ arguments: [IR], _ range: SourceRange
    ) -> IR {
        var values: [Value] = []
        for argument in arguments {
            guard case .constant(let value) = argument else { return .apply(implementation, arguments, range) }
            // `.void` stands for an argument already diagnosed: nothing to fold, and the program will not run.
            if case .void = value { return .constant(.void) }
            values.append(value)
        }
        do {
            return .constant(try implementation(values, range))
        } catch {
            // While overloads are being tried, a failure to fold is not a type error: leave it to run time.
            if speculating > 0 { return .apply(implementation, arguments, range) }
            diagnostics.error(error.message, at: error.range, hint: error.hint)
            return .constant(.void)
        }
    }
}
