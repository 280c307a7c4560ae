// Checker+EnumPayload.swift: enum cases with associated values: constructing them (`.failed("timeout")`,
// `Status.point(x: 1, y: 2)`) and matching them (`case .failed(let message):`, `case let .point(x, y):`,
// `if case .failed(let m) = status`, `.failed` alone matching any payload).
// Rule: The Swift Programming Language, "Enumerations" (Associated Values) and "Patterns" (Enumeration Case Pattern):
// a case's associated values are passed with its labels, in order; a pattern names the case and gives a sub-pattern
// per value (a binding, `_`, or an expression compared with `==`); the case alone matches every payload. At run time
// a case with associated values is `.instance([.enumCase(i, name), values…])`; a case without is `.enumCase(i, name)`
// as in an enum without payloads, so `==` between plain cases is unchanged. Status: complete.

extension Checker {
    /// The case index of an enum value, whichever form it has.
    static func enumTag(_ value: Value) -> Int {
        switch value {
        case .enumCase(let i, _): return i
        case .instance(let fields):
            if case .enumCase(let i, _)? = fields.first { return i }
            return -1
        default: return -1
        }
    }

    /// `.name(arguments)` of the enum `index` when `name` is a case with associated values; nil otherwise.
    mutating func checkEnumCaseConstruction(_ index: Int, _ name: String, _ call: CallSite) -> Typed? {
        guard let cases = structs[index].cases, let i = cases.firstIndex(of: name), i < structs[index].payloads.count,
            let payload = structs[index].payloads[i]
        else { return nil }
        var arguments = call.arguments
        if let trailing = call.trailing {
            arguments.append(
                Argument(
                    label: nil, labelRange: nil, value: Expr(.closure(trailing), trailing.range), range: trailing.range)
            )
        }
        let type = SceneType.instance(index, name: structs[index].name)
        guard arguments.count == payload.count else {
            diagnostics.error(
                arguments.count < payload.count ? "missing argument in call to '\(name)'" : "extra argument in call",
                at: call.range,
                hint: "'\(name)' has \(payload.count) associated value\(payload.count == 1 ? "" : "s")")
            checkLoosely(call)
            return .error
        }
        var values: [IR] = []
        for (argument, element) in zip(arguments, payload) {
            if argument.label != element.label {
                diagnostics.error(
                    element.label.map { "missing argument label '\($0):' in call" }
                        ?? "extraneous argument label '\(argument.label ?? ""):' in call",
                    at: argument.labelRange ?? argument.range,
                    hint: element.label.map { "write '\($0): …'" } ?? "remove the label")
            }
            values.append(
                coerce(check(argument.value, expected: element.type), to: element.type, at: argument.range, .argument))
        }
        let tag = Value.enumCase(i, name: name)
        return Typed(ir: apply({ v, _ in .instance([tag] + v) }, values, call.range), type: type)
    }

    /// The test of an enum-case pattern against the local `subject`, binding its `let` names.
    mutating func checkEnumCasePattern(
        _ name: String, _ elements: [PayloadPattern]?, subject: String, type: SceneType, range: SourceRange
    ) -> IR {
        guard case .instance(let index, let typeName) = type, let cases = structs[index].cases else {
            if type != .error {
                diagnostics.error("enum case pattern cannot match values of the non-enum type '\(type)'", at: range)
            } else {
                // A value anim leaves unchecked (a gesture's `SequenceGesture.Value`, reached only by input a render
                // never has, Checker+Gesture): the names the pattern binds exist, unchecked, so the case body is
                // checked as the gesture's actions are.
                for element in elements ?? [] {
                    switch element {
                    case .binding(let bound, let boundRange), .optionalBinding(let bound, let boundRange):
                        _ = declareLocal(bound, type: .error, mutable: false, at: boundRange)
                    case .wildcard, .expression: continue
                    }
                }
            }
            return .constant(.bool(false))
        }
        guard let i = cases.firstIndex(of: name) else {
            diagnostics.error(
                "type '\(typeName)' has no member '\(name)'", at: range, hint: Suggestion.hint(for: name, in: cases))
            return .constant(.bool(false))
        }
        let value = lookupLocal(subject).map { IR.local($0.slot) } ?? .constant(.void)
        var test = apply({ v, _ in .bool(Checker.enumTag(v[0]) == i) }, [value], range)
        guard let elements else { return test }
        let payload = i < structs[index].payloads.count ? structs[index].payloads[i] ?? [] : []
        guard elements.count == payload.count else {
            diagnostics.error(
                "tuple pattern has the wrong length for tuple type: '\(name)' has \(payload.count) associated value\(payload.count == 1 ? "" : "s"), the pattern \(elements.count)",
                at: range)
            return .constant(.bool(false))
        }
        for (k, (element, field)) in zip(elements, payload).enumerated() {
            let read = apply(
                { v, _ in
                    if case .instance(let fields) = v[0], k + 1 < fields.count { return fields[k + 1] }
                    return .void
                }, [value], range)
            switch element {
            case .wildcard:
                continue
            case .binding(let bound, let boundRange):
                let slot = declareLocal(bound, type: field.type, mutable: false, at: boundRange)
                test = .and(test, .bind(slot, read, optional: false))
            case .optionalBinding(let bound, let boundRange):
                guard case .optional(let wrapped) = field.type else {
                    diagnostics.error(
                        "'?' pattern cannot match values of the non-optional type '\(field.type)'", at: boundRange,
                        hint: "write 'let \(bound)'")
                    return .constant(.bool(false))
                }
                let slot = declareLocal(bound, type: wrapped, mutable: false, at: boundRange)
                test = .and(test, .bind(slot, read, optional: true))
            case .expression(let e):
                // Compared as an expression pattern against a hidden local holding the value.
                let hidden = "#payload\(context.slotCount)"
                let slot = declareLocal(hidden, type: field.type, mutable: false, at: e.range)
                let compare = checkExpressionPattern(e, subject: hidden, type: field.type)
                test = .and(test, .and(.bind(slot, read, optional: false), compare))
            }
        }
        return test
    }

    /// `case pattern = value` in a condition: true (and bound) when the value matches.
    mutating func checkCaseCondition(_ pattern: Pattern, _ value: Expr) -> IR {
        let typed = check(value, expected: nil)
        let name = "#case\(context.slotCount)"
        let slot = declareLocal(name, type: typed.type, mutable: false, at: value.range)
        let (test, _) = checkPattern(pattern, subject: name, type: typed.type)
        return .and(.bind(slot, typed.ir, optional: false), test)
    }
}
