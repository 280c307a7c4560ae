// Checker+Set.swift: `Set<Element>` in scenes: the type (an array of unique elements, Builtins+Set), `Set(xs)`,
// `Set<T>()`, a literal where a Set is declared, and its methods: `insert`, `remove`, `union`, `intersection`,
// `subtracting`, `symmetricDifference`, the `form…`/`subtract` mutations, `isSubset(of:)`, `isSuperset(of:)`,
// `isDisjoint(with:)`; `contains`, `count`, `isEmpty`, `sorted()`, `map`, `filter` and `for … in` are Array's.
// Rule: The Swift Standard Library: Set and SetAlgebra — developer.apple.com/documentation/swift/setalgebra. A Set's
// methods are also found on arrays here (a superset of what Swift accepts, as a scene is compiled Swift first).

extension Checker {
    /// `Set(xs)`, `Set<T>()` and `Set()` where a set is expected; nil for other calls.
    mutating func checkSetInit(_ call: CallSite, expected: SceneType?) -> Typed? {
        guard call.trailing == nil else { return nil }
        if call.arguments.isEmpty {
            guard case .array = expected?.unwrapped else { return nil }
            return Typed(ir: .constant(.array([])), type: expected!.unwrapped)
        }
        guard call.arguments.count == 1, call.arguments[0].label == nil else { return nil }
        let typed = check(call.arguments[0].value, expected: expected?.unwrapped)
        if typed.type == .error { return .error }
        var items = typed
        if typed.type.isIntRange {
            items = Typed(ir: apply(Checker.rangeToArray, [typed.ir], call.range), type: .array(.int))
        } else if typed.type == .string {
            items = Typed(ir: apply(Checker.characters, [typed.ir], call.range), type: .array(.string))
        }
        guard case .array = items.type else {
            diagnostics.error(
                "'Set' needs a sequence of elements, not '\(typed.type)'", at: call.arguments[0].range,
                hint: "write 'Set([a, b])'")
            return .error
        }
        return Typed(
            ir: apply({ v, _ in .array(Builtins.setElements(v[0].array)) }, [items.ir], call.range), type: items.type)
    }

    /// A Set method that returns a value (`a.union(b)`, `a.isSubset(of: b)`); nil for other names.
    mutating func setMethod(_ receiver: Typed, _ name: String, _ call: CallSite) -> Typed? {
        guard case .array(let element) = receiver.type, call.trailing == nil, call.arguments.count == 1 else {
            return nil
        }
        let label = call.arguments[0].label
        let other = call.arguments[0].value
        if let algebra = Builtins.setAlgebra(name), label == nil, !name.hasPrefix("form"), name != "subtract" {
            let operand = setOperand(other, element: element)
            return Typed(
                ir: apply({ v, _ in .array(algebra(v[0].array, v[1].array)) }, [receiver.ir, operand], call.range),
                type: receiver.type)
        }
        if let relation = Builtins.setRelation(name), label == (name == "isDisjoint" ? "with" : "of") {
            let operand = setOperand(other, element: element)
            return Typed(
                ir: apply({ v, _ in .bool(relation(v[0].array, v[1].array)) }, [receiver.ir, operand], call.range),
                type: .bool)
        }
        return nil
    }

    /// The new value of a set after `s.insert(x)`, `s.remove(x)`, `s.formUnion(t)`, `s.subtract(t)`…: nil for other
    /// methods (Checker+ArrayMutation assigns it back to `s`).
    mutating func setMutation(_ current: Typed, _ method: String, _ arguments: [Argument], range: SourceRange)
        -> ((inout Checker, SceneType) -> IR)?
    {
        guard case .array(let element) = current.type, arguments.count == 1, arguments[0].label == nil else {
            return nil
        }
        let argument = arguments[0].value
        switch method {
        case "insert":
            let item = coerce(check(argument, expected: element), to: element, at: argument.range, .argument)
            return { checker, _ in
                checker.apply({ v, _ in .array(Builtins.setElements(v[0].array + [v[1]])) }, [current.ir, item], range)
            }
        case "remove":
            let item = coerce(check(argument, expected: element), to: element, at: argument.range, .argument)
            return { checker, _ in
                checker.apply(
                    { v, _ in .array(v[0].array.filter { !$0.isEqual(to: v[1]) }) }, [current.ir, item], range)
            }
        default:
            guard let algebra = Builtins.setAlgebra(method), method.hasPrefix("form") || method == "subtract" else {
                return nil
            }
            let operand = setOperand(argument, element: element)
            return { checker, _ in
                checker.apply({ v, _ in .array(algebra(v[0].array, v[1].array)) }, [current.ir, operand], range)
            }
        }
    }

    /// The other set of a set operation: any sequence of the elements (SetAlgebra's methods take a Sequence).
    private mutating func setOperand(_ e: Expr, element: SceneType) -> IR {
        let typed = check(e, expected: .array(element))
        let items = coerce(typed, to: .array(element), at: e.range, .argument)
        return apply({ v, _ in .array(Builtins.setElements(v[0].array)) }, [items], e.range)
    }
}
