// Checker+ArrayMutation.swift: the mutating methods of Array on a variable: `items.shuffle()`, `append(_:)`,
// `append(contentsOf:)`, `insert(_:at:)`, `remove(at:)`, `removeAll()`, `removeFirst()`, `removeLast()`,
// `popLast()`, `reverse()`, `sort()`, `sort(by:)`, `removeAll(where:)`, and SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` with an `IndexSet` (an
// array of indices in scenes, Checker.resolveType).
// Rule: The Swift Standard Library, Array and MutableCollection/RangeReplaceableCollection: each is the assignment of
// its non-mutating result (`x.shuffle()` is `x = x.shuffled()`, seeded as every random draw is, RandomSource); the
// removed element a `let` takes (`let card = cards.removeLast()`) is read before the removal;
// an index out of range or removing from an empty array is a located failure where Swift would trap. Status: complete.

extension Checker {
    static let arrayMutations: Set<String> = [
        "shuffle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "reverse", "sort", "move",
        // Set's (Checker+Set).
        "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
    ]

    /// `x.method(args)` for a mutating Array method on an assignable `x`, as the assignment of its result.
    mutating func checkArrayMutation(_ e: Expr) -> Statement? {
        guard case .call(let callee, let arguments, let trailing, _) = e.kind,
            case .member(let written, let method, let nameRange, let dot) = callee.kind,
            Checker.arrayMutations.contains(method)
        else { return nil }
        // Only `removeAll(where:)` and `sort(by:)` take a closure, trailing or labelled.
        let takesClosure = method == "removeAll" || method == "sort"
        if trailing != nil, !takesClosure { return nil }
        var base = inInitializer ? written : stateThroughSelf(written)
        if case .member(let owner, let name, let range, _) = base.kind, case .self = owner.kind,
            lookupLocal(name) == nil
        {
            // `self.items.append(x)` in a method is `items.append(x)` where no local hides the property.
            base = Expr(.identifier(name), range)
        }
        guard base.identifierName != nil || isComponentTarget(base) else { return nil }
        let current = checkOnTrial(base).typed
        if current.type == .string, method == "removeAll", arguments.isEmpty, trailing == nil {
            // `text.removeAll()` (String is a RangeReplaceableCollection): the empty string.
            let empty: (inout Checker, SceneType) -> IR = { _, _ in .constant(.string("")) }
            return isComponentTarget(base)
                ? writeComponent(base, Typed(ir: empty(&self, .string), type: .string)) : assignVariable(base, empty)
        }
        if current.type == .string, method == "append", trailing == nil, arguments.count == 1,
            arguments[0].label == nil || arguments[0].label == "contentsOf"
        {
            // `text.append("!")` / `append(contentsOf:)` (String is a RangeReplaceableCollection; a Character is a
            // one-character String here): `text = text + piece`.
            let a = arguments[0].value
            let piece = coerce(check(a, expected: .string), to: .string, at: a.range, .argument)
            let joined: (inout Checker, SceneType) -> IR = { checker, _ in
                checker.apply({ v, _ in .string(v[0].string + v[1].string) }, [current.ir, piece], e.range)
            }
            return isComponentTarget(base)
                ? writeComponent(base, Typed(ir: joined(&self, .string), type: .string)) : assignVariable(base, joined)
        }
        guard case .array(let element) = current.type else { return nil }
        let labels = arguments.map(\.label)
        func value(_ index: Int, _ type: SceneType) -> IR {
            let a = arguments[index].value
            return coerce(check(a, expected: type), to: type, at: a.range, .argument)
        }
        func nonMutating(_ name: String) -> Expr {
            Expr(
                .call(
                    Expr(.member(base, name, nameRange: nameRange, dot: dot), callee.range), [], trailingClosure: nil,
                    closeParen: nil), e.range)
        }
        let range = e.range
        var result: ((inout Checker, SceneType) -> IR)?
        switch (method, labels) {
        case ("sort", ["by"]),
            ("sort", []) where trailing != nil:
            // `x.sort(by: <)` / `x.sort { $0.score > $1.score }` is `x = x.sorted(by: …)`.
            var passed = arguments
            for i in passed.indices { passed[i].label = "by" }
            let expr = Expr(
                .call(
                    Expr(.member(base, "sorted", nameRange: nameRange, dot: dot), callee.range), passed,
                    trailingClosure: trailing, closeParen: nil), e.range)
            result = { checker, type in
                checker.coerce(checker.check(expr, expected: type), to: type, at: range, .initializer)
            }
        case ("removeAll", ["where"]),
            ("removeAll", []) where trailing != nil:
            // `x.removeAll { $0.done }` / `removeAll(where:)`: the elements the predicate rejects, in order.
            let predicate = CallSite(arguments: arguments, trailing: trailing, closeParen: nil, range: e.range)
            guard let flags = mapping(current, by: predicate, expected: .array(.bool)), flags.type == .array(.bool)
            else { return nil }
            result = { checker, _ in
                checker.apply(
                    { v, _ in .array(zip(v[0].array, v[1].array).filter { !$0.1.bool }.map(\.0)) },
                    [current.ir, flags.ir], range)
            }
        case ("shuffle", []), ("reverse", []), ("sort", []):
            let expr = nonMutating(method == "shuffle" ? "shuffled" : method == "reverse" ? "reversed" : "sorted")
            result = { checker, type in
                checker.coerce(checker.check(expr, expected: type), to: type, at: range, .initializer)
            }
        case ("append", [nil]):
            let item = value(0, element)
            result = { checker, _ in checker.apply({ v, _ in .array(v[0].array + [v[1]]) }, [current.ir, item], range) }
        case ("append", ["contentsOf"]):
            let items = value(0, .array(element))
            result = { checker, _ in
                checker.apply({ v, _ in .array(v[0].array + v[1].array) }, [current.ir, items], range)
            }
        case ("insert", [nil, "at"]):
            let (item, index) = (value(0, element), value(1, .int))
            result = { checker, _ in
                checker.apply(
                    { v, range throws(RuntimeFailure) in
                        var items = v[0].array
                        let i = v[2].int
                        guard i >= 0 && i <= items.count else {
                            throw RuntimeFailure(
                                "insert(_:at:): index \(i) is out of range 0...\(items.count)", at: range)
                        }
                        items.insert(v[1], at: i)
                        return .array(items)
                    }, [current.ir, item, index], range)
            }
        case ("remove", ["at"]):
            let index = value(0, .int)
            result = { checker, _ in
                checker.apply(
                    { v, range throws(RuntimeFailure) in
                        var items = v[0].array
                        let i = v[1].int
                        guard i >= 0 && i < items.count else {
                            throw RuntimeFailure(
                                "remove(at:): index \(i) is out of range 0..<\(items.count)", at: range)
                        }
                        items.remove(at: i)
                        return .array(items)
                    }, [current.ir, index], range)
            }
        case ("remove", ["atOffsets"]):
            // `users.remove(atOffsets: offsets)` (SwiftUI's RangeReplaceableCollection.remove(atOffsets:)): every
            // element whose index the IndexSet holds.
            let offsets = value(0, .array(.int))
            result = { checker, _ in
                checker.apply(
                    { v, _ in
                        let drop = Set(v[1].array.map(\.int))
                        return .array(v[0].array.enumerated().filter { !drop.contains($0.offset) }.map(\.element))
                    }, [current.ir, offsets], range)
            }
        case ("move", ["fromOffsets", "toOffset"]):
            // `items.move(fromOffsets: source, toOffset: destination)` (SwiftUI's MutableCollection.move(fromOffsets:
            // toOffset:)): the elements at `source`, in order, land before the element that was at `destination`.
            let (offsets, destination) = (value(0, .array(.int)), value(1, .int))
            result = { checker, _ in
                checker.apply(
                    { v, range throws(RuntimeFailure) in
                        let items = v[0].array
                        let moving = Set(v[1].array.map(\.int))
                        let to = v[2].int
                        guard to >= 0 && to <= items.count else {
                            throw RuntimeFailure(
                                "move(fromOffsets:toOffset:): offset \(to) is out of range 0...\(items.count)",
                                at: range)
                        }
                        let moved = items.indices.filter { moving.contains($0) }.map { items[$0] }
                        let before = items.indices.filter { $0 < to && !moving.contains($0) }.map { items[$0] }
                        let after = items.indices.filter { $0 >= to && !moving.contains($0) }.map { items[$0] }
                        return .array(before + moved + after)
                    }, [current.ir, offsets, destination], range)
            }
        case ("removeAll", []):
            result = { _, _ in .constant(.array([])) }
        case ("removeFirst", []), ("removeLast", []):
            let first = method == "removeFirst"
            result = { checker, _ in
                checker.apply(
                    { v, range throws(RuntimeFailure) in
                        var items = v[0].array
                        guard !items.isEmpty else {
                            throw RuntimeFailure("\(method)() on an empty array", at: range)
                        }
                        if first { items.removeFirst() } else { items.removeLast() }
                        return .array(items)
                    }, [current.ir], range)
            }
        default:
            result = setMutation(current, method, arguments, range: range)
        }
        guard let result else { return nil }
        // `model.bars.append(1)`: the component gets the new array, and the variable holding it a copy with it.
        if isComponentTarget(base) {
            return writeComponent(base, Typed(ir: result(&self, current.type), type: current.type))
        }
        return assignVariable(base, result)
    }

    /// `let x = items.removeLast()` (or `removeFirst()`, `remove(at: i)`): `let x = items[items.count - 1]` (or
    /// `items[0]`, `items[i]`) and then the removal; nil when the declaration is not one of these.
    mutating func removedElementDeclaration(_ declaration: VariableDecl, in kind: StatementContext) -> [Statement]? {
        guard let e = declaration.initializer, case .call(let callee, let arguments, nil, _) = e.kind,
            case .member(let base, let method, _, _) = callee.kind, base.identifierName != nil
        else { return nil }
        let r = e.range
        let index: Expr
        switch (method, arguments.map(\.label)) {
        case ("removeLast", []):
            let count = Expr(.member(base, "count", nameRange: r, dot: r.start), r)
            index = Expr(.binary("-", count, Expr(.integer("1"), r), operatorRange: r), r)
        case ("removeFirst", []): index = Expr(.integer("0"), r)
        case ("remove", ["at"]): index = arguments[0].value
        case ("popLast", []):
            // `let x = items.popLast()`: `let x = items.last`, then `items.removeLast()` when there was one (The Swift
            // Standard Library, Array.popLast(): nil when the array is empty).
            guard case .array = checkOnTrial(base).typed.type else { return nil }
            var read = declaration
            read.initializer = Expr(.member(base, "last", nameRange: r, dot: r.start), r)
            return checkLocalVariable(read) + checkStatements([Checker.popLastStatement(base, r)], in: kind)
        default: return nil
        }
        guard case .array = checkOnTrial(base).typed.type else { return nil }
        var read = declaration
        read.initializer = Expr(.subscript(base, index), r)
        return checkLocalVariable(read) + checkExpressionStatement(e, in: kind)
    }

    /// `if !items.isEmpty { items.removeLast() }`: what `items.popLast()` does to the array.
    static func popLastStatement(_ base: Expr, _ r: SourceRange) -> Stmt {
        let isEmpty = Expr(.member(base, "isEmpty", nameRange: r, dot: r.start), r)
        let removeLast = Expr(
            .call(
                Expr(.member(base, "removeLast", nameRange: r, dot: r.start), r), [], trailingClosure: nil,
                closeParen: nil), r)
        return Stmt(
            kind: .if(
                IfStmt(
                    conditions: [Expr(.prefix("!", isEmpty), r)], then: [Stmt(kind: .expression(removeLast), range: r)],
                    otherwise: nil, range: r)),
            range: r)
    }
}
