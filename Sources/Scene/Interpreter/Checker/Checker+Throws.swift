// Checker+Throws.swift: errors a scene throws and catches: `throw E.bad` with the file's own `enum E: Error`,
// `do { … } catch E.bad { … } catch E.failed(let why) { … } catch { … }`, and `try? f()` (nil when `f` throws).
// Rule: The Swift Programming Language, "Error Handling" (Throwing Errors; Handling Errors Using Do-Catch: "if an
// error is thrown by the code in the do clause, it's matched against the catch clauses"; a clause without a pattern
// matches any error and binds it to a local constant named `error`; an error no clause matches propagates;
// Converting Errors to Optional Values: `try?`). A thrown error unwinds the evaluator as a RuntimeFailure carrying the
// error (`thrown`) up to the nearest `do`/`catch` or `try?`; one nothing catches fails the frame with a located
// error, as an uncaught error ends a Swift program. The catch clauses are the cases of a switch over `error`
// (Parser+DoStatement), so their patterns are the switch's. Status: errors of one type per file (the thrown value is
// that type here); `Result`, `rethrows` checking and `catch` across several error types are not supported.

extension Checker {
    /// The file's types declared `: Error` (or `LocalizedError`).
    private var errorTypes: [Int] {
        structs.indices.filter { index in
            structs[index].declaration.conformances.contains { $0.name == "Error" || $0.name == "LocalizedError" }
        }
    }

    /// The type of a thrown error: the file's one error type; nil, with a located error, when there are several.
    private mutating func thrownErrorType(at range: SourceRange) -> SceneType? {
        let types = errorTypes
        guard types.count <= 1 else {
            diagnostics.error(
                "errors of several types ('\(types.map { structs[$0].name }.joined(separator: "', '"))') are not "
                    + "supported by anim yet", at: range, hint: "throw the cases of one 'enum …: Error'")
            return nil
        }
        return types.first.map { .instance($0, name: structs[$0].name) }
    }

    /// `do { body } catch … { … }`: the body, and the catch clauses run on what it throws.
    mutating func checkDoCatch(
        _ statement: SwitchStmt, body: [Stmt], _ block: (inout Checker, [Stmt]) -> [Statement]
    ) -> [Statement] {
        let checkedBody = block(&self, body)
        guard let type = thrownErrorType(at: statement.range), !errorTypes.isEmpty else {
            // Nothing in the file can be thrown: the clauses never run (their code is not checked).
            return checkedBody
        }
        pushScope()
        defer { popScope() }
        let slot = declareLocal(Parser.caughtError, type: type, mutable: false, at: statement.subject.range)
        var clauses = statement
        clauses.doBody = nil
        if !clauses.cases.contains(where: \.isDefault) {
            // An error no clause matches propagates: `default: throw error`.
            let r = statement.range
            let rethrow = Expr(
                .call(
                    Expr(.identifier(Parser.throwFunction), r),
                    [Argument(label: nil, value: Expr(.identifier(Parser.caughtError), r), range: r)],
                    trailingClosure: nil, closeParen: nil), r)
            clauses.cases.append(
                SwitchCase(patterns: [], whereClause: nil, body: [Stmt(kind: .expression(rethrow), range: r)], range: r)
            )
        }
        let handler = checkSwitch(clauses, block)
        return [.catching(checkedBody, errorSlot: slot, handler: [handler])]
    }

    /// `fatalError("message")` / `preconditionFailure("message")` (Swift standard library, returning Never): a
    /// runtime failure when it runs, located at the call; a branch ending in it exits (Checker.exits). A still never
    /// runs the button action or the unreachable branch that real files put it in.
    mutating func checkFatalError(_ name: String, _ call: CallSite) -> Typed {
        guard call.arguments.count <= 1, call.trailing == nil, call.arguments.allSatisfy({ $0.label == nil }) else {
            diagnostics.error(
                "'\(name)' takes an optional message", at: call.range, hint: "write '\(name)(\"reason\")'")
            checkLoosely(call)
            return .error
        }
        var message: IR?
        if let argument = call.arguments.first {
            let typed = check(argument.value, expected: .string)
            if typed.type == .error { return .error }
            message = coerce(typed, to: .string, at: argument.range, .argument)
        }
        let fail: BuiltinImplementation = { v, range throws(RuntimeFailure) in
            let text = v.first.map { ": \($0.interpolated)" } ?? ""
            throw RuntimeFailure("Fatal error\(text)", at: range, hint: "the scene reached '\(name)'")
        }
        return Typed(ir: .apply(fail, message.map { [$0] } ?? [], call.range), type: .void)
    }

    /// `·throw(value)` (a `throw` statement) and `·try?(operand)`; nil for other callees.
    mutating func checkErrorHandlingCall(_ name: String, _ call: CallSite, expected: SceneType?) -> Typed? {
        guard name == Parser.throwFunction || name == Parser.tryOptionalFunction, call.arguments.count == 1 else {
            return nil
        }
        let argument = call.arguments[0]
        let range = call.range
        if name == Parser.tryOptionalFunction {
            // `try? f()`: f's value as an Optional, nil when it throws (a nested optional is flattened, SE-0230).
            let typed = check(argument.value, expected: expected?.unwrapped)
            if typed.type == .error { return .error }
            let type: SceneType = typed.type.isOptional ? typed.type : .optional(typed.type)
            let value = coerce(typed, to: type, at: argument.range, .argument)
            let slot = declareLocal("#try\(context.slotCount)", type: type, mutable: false, at: range)
            return Typed(
                ir: .block(
                    [.catching([.return(value)], errorSlot: slot, handler: [.return(.constant(.absent))])], range),
                type: type)
        }
        guard let type = thrownErrorType(at: range) else {
            if errorTypes.isEmpty {
                diagnostics.error(
                    "thrown expression does not conform to 'Error'", at: argument.range,
                    hint: "declare the error: 'enum MyError: Error { case failed }'")
            }
            return .error
        }
        let value = coerce(check(argument.value, expected: type), to: type, at: argument.range, .argument)
        // Not folded (Checker.apply would run it now): the throw happens when the statement runs.
        let raise: BuiltinImplementation = { v, range throws(RuntimeFailure) in
            var failure = RuntimeFailure(
                "uncaught error \(v[0].interpolated)", at: range, hint: "catch it with 'do { … } catch { … }'")
            failure.thrown = v[0]
            throw failure
        }
        return Typed(ir: .apply(raise, [value], range), type: .void)
    }
}
