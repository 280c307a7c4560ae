// Checker+Collections.swift: tuples, dictionaries, optionals from lookups (`??`, `!`), the Array and Sequence
// methods pasted SwiftUI code uses (`map`, `filter`, `reduce`, `enumerated()`, `first`, `sorted()` …), `zip`,
// `stride`, `Array(…)`, `UUID()` and the random draws.
// Rule: The Swift Programming Language, "Collection Types", "Closures" (shorthand `$0`, operator methods as
// closures) and "The Basics" (tuples); The Swift Standard Library (Array, Dictionary, Sequence, `zip`, `stride`).
// A dictionary keeps its insertion order (Swift leaves the order unspecified; a renderer must be deterministic).
// Status: complete for issue #14 item 3.

extension Checker {
    // MARK: - Literals

    /// `(a, b)`, `(x: 1, y: 2)`.
    mutating func checkTuple(_ elements: [Argument], expected: SceneType?, range: SourceRange) -> Typed {
        var expectedTypes: [SceneType]?
        if case .tuple(let types, _)? = expected?.unwrapped, types.count == elements.count { expectedTypes = types }
        var irs: [IR] = []
        var types: [SceneType] = []
        for (i, element) in elements.enumerated() {
            let want = expectedTypes?[i]
            let typed = check(element.value, expected: want)
            let type = want ?? typed.type
            irs.append(coerce(typed, to: type, at: element.value.range, .element))
            types.append(type)
        }
        let labels = elements.map(\.label)
        if types.contains(.error) { return .error }
        if irs.allSatisfy({ if case .constant = $0 { true } else { false } }) {
            let values = irs.map { if case .constant(let v) = $0 { v } else { Value.void } }
            return Typed(ir: .constant(.instance(values)), type: .tuple(types, labels: labels))
        }
        return Typed(ir: .construct(irs), type: .tuple(types, labels: labels))
    }

    /// `[k: v, …]` and `[:]`.
    mutating func checkDictionary(_ pairs: [DictionaryElement], expected: SceneType?, range: SourceRange) -> Typed {
        var keyType: SceneType?
        var valueType: SceneType?
        if case .dictionary(let k, let v)? = expected?.unwrapped { (keyType, valueType) = (k, v) }
        if pairs.isEmpty {
            guard let keyType, let valueType else {
                diagnostics.error(
                    "empty collection literal requires an explicit type", at: range,
                    hint: "write 'let values: [String: Double] = [:]'")
                return .error
            }
            return Typed(ir: .constant(.dictionary(keys: [], values: [])), type: .dictionary(keyType, valueType))
        }
        let keys =
            keyType.map { k in pairs.map { check($0.key, expected: k) } }
            ?? checkUnified(pairs.map(\.key), expected: nil)
        let values =
            valueType.map { v in pairs.map { check($0.value, expected: v) } }
            ?? checkUnified(pairs.map(\.value), expected: nil)
        let k = keyType ?? keys.first { $0.type != .error }?.type ?? .error
        let v = valueType ?? values.first { $0.type != .error }?.type ?? .error
        let keyIRs = zip(keys, pairs).map { coerce($0, to: k, at: $1.key.range, .element) }
        let valueIRs = zip(values, pairs).map { coerce($0, to: v, at: $1.value.range, .element) }
        let count = pairs.count
        let make: BuiltinImplementation = { items, range throws(RuntimeFailure) in
            var keys: [Value] = []
            var values: [Value] = []
            for i in 0..<count {
                if keys.contains(where: { $0.isEqual(to: items[i]) }) {
                    throw RuntimeFailure(
                        "Fatal error: Dictionary literal contains duplicate keys", at: range,
                        hint: "each key may appear once")
                }
                keys.append(items[i])
                values.append(items[count + i])
            }
            return .dictionary(keys: keys, values: values)
        }
        return Typed(ir: apply(make, keyIRs + valueIRs, range), type: .dictionary(k, v))
    }

    /// `dictionary[key]`: the value, or nil.
    mutating func checkDictionarySubscript(
        _ base: Typed, key: Expr, keyType: SceneType, valueType: SceneType, range: SourceRange
    ) -> Typed {
        let k = coerce(check(key, expected: keyType), to: keyType, at: key.range, .argument)
        return Typed(
            ir: apply(
                { v, _ in
                    guard case .dictionary(let keys, let values) = v[0] else { return .absent }
                    return keys.firstIndex { $0.isEqual(to: v[1]) }.map { values[$0] } ?? .absent
                }, [base.ir, k], range), type: .optional(valueType))
    }

    /// `value!`.
    mutating func checkForceUnwrap(_ e: Expr, range: SourceRange, expected: SceneType? = nil) -> Typed {
        // `[.red, .blue].randomElement()!` where a Color is expected: the call is expected to give a `Color?`
        // (Checker.literalReceiverType); other operands are checked on their own.
        var optional: SceneType?
        if case .call(let callee, _, _, _) = e.kind, case .member(let base, _, _, _) = callee.kind,
            case .array = base.kind, let expected, expected != .error
        {
            optional = .optional(expected.unwrapped)
        }
        let typed = check(e, expected: optional)
        if typed.type == .error { return .error }
        guard case .optional(let wrapped) = typed.type else {
            diagnostics.error("cannot force unwrap value of non-optional type '\(typed.type)'", at: range)
            return .error
        }
        return forceUnwrapped(typed.ir, wrapped, at: range)
    }

    /// `tuple.0`, `tuple.label`.
    func tupleElement(_ receiver: Typed, _ name: String) -> Typed? {
        guard case .tuple(let types, _) = receiver.type, let index = Checker.tupleElementIndex(receiver.type, name)
        else { return nil }
        if case .constant(.instance(let values)) = receiver.ir {
            return Typed(ir: .constant(values[index]), type: types[index])
        }
        return Typed(ir: .storedProperty(receiver.ir, index), type: types[index])
    }

    /// The position of the element `name` (`0`, `1` … or a label) of the tuple type `type`; nil if it has none.
    static func tupleElementIndex(_ type: SceneType, _ name: String) -> Int? {
        guard case .tuple(let types, let labels) = type else { return nil }
        return Int(name).flatMap({ $0 < types.count ? $0 : nil }) ?? labels.firstIndex(of: name)
    }

    // MARK: - Properties

    /// `first`, `last`, `keys`, `values`, `magnitude` …: properties that Checker.property does not know.
    mutating func collectionProperty(_ receiver: Typed, _ name: String, range: SourceRange) -> Typed? {
        switch (receiver.type, name) {
        case (.array(let element), "first"):
            return Typed(
                ir: apply({ v, _ in v[0].array.first ?? .absent }, [receiver.ir], range), type: .optional(element))
        case (.array(let element), "last"):
            return Typed(
                ir: apply({ v, _ in v[0].array.last ?? .absent }, [receiver.ir], range), type: .optional(element))
        case (.range, "first"), (.closedRange, "first"):
            return Typed(
                ir: apply(
                    { v, _ in if case .range(let l, let u) = v[0], u > l { .int(l) } else { .absent } }, [receiver.ir],
                    range), type: .optional(.int))
        case (.range, "last"), (.closedRange, "last"):
            return Typed(
                ir: apply(
                    { v, _ in if case .range(let l, let u) = v[0], u > l { .int(u - 1) } else { .absent } },
                    [receiver.ir], range), type: .optional(.int))
        case (.dictionary(let k, _), "keys"):
            return Typed(
                ir: apply(
                    { v, _ in if case .dictionary(let keys, _) = v[0] { .array(keys) } else { .void } }, [receiver.ir],
                    range), type: .array(k))
        case (.dictionary(_, let value), "values"):
            return Typed(
                ir: apply(
                    { v, _ in if case .dictionary(_, let values) = v[0] { .array(values) } else { .void } },
                    [receiver.ir], range), type: .array(value))
        case (.dictionary, "count"):
            return Typed(
                ir: apply(
                    { v, _ in if case .dictionary(let keys, _) = v[0] { .int(keys.count) } else { .void } },
                    [receiver.ir], range), type: .int)
        case (.dictionary, "isEmpty"):
            return Typed(
                ir: apply(
                    { v, _ in if case .dictionary(let keys, _) = v[0] { .bool(keys.isEmpty) } else { .void } },
                    [receiver.ir], range), type: .bool)
        case (.double, "magnitude"):
            return Typed(ir: apply({ v, _ in .double(v[0].double.magnitude) }, [receiver.ir], range), type: .double)
        case (.int, "magnitude"):
            return Typed(
                ir: apply({ v, _ in .int(Int(truncatingIfNeeded: v[0].int.magnitude)) }, [receiver.ir], range),
                type: .int)
        case (.double, "isNaN"):
            return Typed(ir: apply({ v, _ in .bool(v[0].double.isNaN) }, [receiver.ir], range), type: .bool)
        case (.double, "isFinite"):
            return Typed(ir: apply({ v, _ in .bool(v[0].double.isFinite) }, [receiver.ir], range), type: .bool)
        case (.string, "uuidString"):
            return receiver
        case (.string, _):
            return stringProperty(receiver, name, range: range)
        default:
            return nil
        }
    }

    // MARK: - Methods

    /// Array (and range, dictionary, number) methods; nil when `name` is not one of them.
    mutating func collectionMethod(
        _ receiver: Typed, _ name: String, _ call: CallSite, expected: SceneType?
    ) -> Typed? {
        if let typed = stringMethod(receiver, name, call) { return typed }
        if let typed = setMethod(receiver, name, call) { return typed }
        if let typed = intRangeMethod(receiver, name, call) { return typed }
        var receiver = receiver
        if receiver.type.isIntRange, Checker.sequenceMethods.contains(name) {
            receiver = Typed(ir: apply(Checker.rangeToArray, [receiver.ir], call.range), type: .array(.int))
        }
        if case .dictionary(let k, let v) = receiver.type, Checker.sequenceMethods.contains(name), name != "count" {
            // A Dictionary is a sequence of `(key:, value:)` pairs for the sequence methods (Apple: Dictionary —
            // Sequence conformance); its `filter` is its own and keeps a dictionary (Apple: Dictionary.filter(_:),
            // "a new dictionary containing the key-value pairs … that satisfy the given predicate").
            receiver = dictionaryPairs(receiver, call.range)
            if name == "filter" {
                guard let kept = collectionMethod(receiver, name, call, expected: nil), kept.type != .error else {
                    return .error
                }
                return Typed(
                    ir: apply(
                        { v, _ in
                            let pairs = v[0].array.compactMap { pair -> (Value, Value)? in
                                guard case .instance(let parts) = pair, parts.count == 2 else { return nil }
                                return (parts[0], parts[1])
                            }
                            return .dictionary(keys: pairs.map(\.0), values: pairs.map(\.1))
                        }, [kept.ir], call.range), type: .dictionary(k, v))
            }
        }
        if receiver.type == .string, Checker.sequenceMethods.contains(name) {
            // A String is a sequence of Characters (one-character Strings here) for the methods it has no own form
            // of: `text.enumerated()`, `word.map { … }`, `text.filter { $0.isLetter }` (stringMethod took the rest).
            receiver = Typed(ir: apply(Checker.characters, [receiver.ir], call.range), type: .array(.string))
            // `String.filter` is RangeReplaceableCollection's, which returns the collection's own type: a String.
            if name == "filter", let kept = collectionMethod(receiver, name, call, expected: nil) {
                return joinedCharacters(kept, at: call.range)
            }
        }
        if receiver.type == .string, name == "split",
            call.trailing != nil && call.arguments.isEmpty
                || call.arguments.count == 1 && call.arguments[0].label == "whereSeparator"
        {
            // `text.split { $0 == " " }` / `split(whereSeparator:)` (The Swift Standard Library:
            // Collection.split(maxSplits:omittingEmptySubsequences:whereSeparator:)): the runs of characters between
            // separators, empty runs left out.
            let characters = Typed(ir: apply(Checker.characters, [receiver.ir], call.range), type: .array(.string))
            guard let flags = mapping(characters, by: call, expected: .array(.bool)), flags.type == .array(.bool)
            else { return .error }
            return Typed(
                ir: apply(
                    { v, _ in
                        var parts: [Value] = []
                        var run = ""
                        for (c, separates) in zip(v[0].array, v[1].array) {
                            if separates.bool {
                                if !run.isEmpty { parts.append(.string(run)) }
                                run = ""
                            } else {
                                run += c.string
                            }
                        }
                        if !run.isEmpty { parts.append(.string(run)) }
                        return .array(parts)
                    }, [characters.ir, flags.ir], call.range), type: .array(.string))
        }
        let range = call.range
        func noArguments() -> Bool {
            if call.arguments.isEmpty && call.trailing == nil { return true }
            diagnostics.error(
                "argument passed to call that takes no arguments", at: call.arguments.first?.range ?? range)
            return false
        }
        func single(_ label: String?, _ type: SceneType) -> IR? {
            guard call.arguments.count == 1, call.trailing == nil, call.arguments[0].label == label else {
                diagnostics.error(
                    "'\(name)' takes one argument\(label.map { " labelled '\($0):'" } ?? "")", at: range)
                return nil
            }
            let e = call.arguments[0].value
            return coerce(check(e, expected: type), to: type, at: e.range, .argument)
        }
        switch (receiver.type, name) {
        case (.double, "truncatingRemainder"):
            guard let d = single("dividingBy", .double) else { return .error }
            return Typed(
                ir: apply(
                    { v, _ in .double(v[0].double.truncatingRemainder(dividingBy: v[1].double)) }, [receiver.ir, d],
                    range), type: .double)
        case (.double, "remainder"):
            guard let d = single("dividingBy", .double) else { return .error }
            return Typed(
                ir: apply(
                    { v, _ in .double(v[0].double.remainder(dividingBy: v[1].double)) }, [receiver.ir, d], range),
                type: .double)
        case (.double, "rounded") where call.arguments.count == 1:
            // `rounded(.down)`: FloatingPointRoundingRule's cases.
            let rules: [String: FloatingPointRoundingRule] = [
                "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
            ]
            guard call.arguments[0].label == nil, case .implicitMember(let ruleName) = call.arguments[0].value.kind,
                let rule = rules[ruleName]
            else {
                var hint: String?
                if case .implicitMember(let written) = call.arguments[0].value.kind {
                    hint = Suggestion.hint(for: written, in: rules.keys.sorted())
                }
                diagnostics.error(
                    "expected a rounding rule such as '.down', '.up' or '.towardZero'", at: call.arguments[0].range,
                    hint: hint)
                return .error
            }
            return Typed(ir: apply({ v, _ in .double(v[0].double.rounded(rule)) }, [receiver.ir], range), type: .double)
        case (.int, "advanced"), (.int, "distance"):
            // Strideable (The Swift Standard Library: Int.advanced(by:) is `self + n`, distance(to:) is `other - self`),
            // trapping on overflow as `+` does.
            guard let n = single(name == "advanced" ? "by" : "to", .int) else { return .error }
            let advances = name == "advanced"
            return Typed(
                ir: apply(
                    { v, range throws(RuntimeFailure) in
                        let (a, b) = advances ? (v[0].int, v[1].int) : (v[1].int, -v[0].int)
                        let (sum, overflow) = a.addingReportingOverflow(b)
                        guard !overflow else { throw RuntimeFailure("arithmetic overflow", at: range) }
                        return .int(sum)
                    }, [receiver.ir, n], range), type: .int)
        case (.double, "advanced"), (.double, "distance"):
            guard let n = single(name == "advanced" ? "by" : "to", .double) else { return .error }
            let advances = name == "advanced"
            return Typed(
                ir: apply(
                    { v, _ in .double(advances ? v[0].double + v[1].double : v[1].double - v[0].double) },
                    [receiver.ir, n], range), type: .double)
        case (.int, "isMultiple"):
            guard let d = single("of", .int) else { return .error }
            return Typed(
                ir: apply({ v, _ in .bool(v[0].int.isMultiple(of: v[1].int)) }, [receiver.ir, d], range), type: .bool)
        case (.array(let element), "enumerated"):
            guard noArguments() else { return .error }
            let pair = SceneType.tuple([.int, element], labels: ["offset", "element"])
            return Typed(
                ir: apply(
                    { v, _ in .array(v[0].array.enumerated().map { .instance([.int($0.offset), $0.element]) }) },
                    [receiver.ir], range),
                type: .array(pair))
        case (.array, "reversed"):
            guard noArguments() else { return .error }
            return Typed(
                ir: apply({ v, _ in .array(v[0].array.reversed()) }, [receiver.ir], range), type: receiver.type)
        case (.array(let element), "sorted") where call.arguments.isEmpty && call.trailing == nil:
            guard element == .int || element == .double || element == .string else {
                diagnostics.error("'sorted()' needs Comparable elements; use 'sorted(by:)'", at: range)
                return .error
            }
            return Typed(
                ir: apply({ v, _ in .array(Checker.sortedComparable(v[0].array)) }, [receiver.ir], range),
                type: receiver.type)
        case (.array(let element), "min") where call.arguments.isEmpty && call.trailing == nil,
            (.array(let element), "max") where call.arguments.isEmpty && call.trailing == nil:
            guard element == .int || element == .double || element == .string else {
                diagnostics.error("'\(name)()' needs Comparable elements", at: range)
                return .error
            }
            let pickMax = name == "max"
            return Typed(
                ir: apply(
                    { v, _ in
                        let sorted = Checker.sortedComparable(v[0].array)
                        return (pickMax ? sorted.last : sorted.first) ?? .absent
                    }, [receiver.ir], range), type: .optional(element))
        case (.array(let element), "contains") where call.arguments.first?.label == nil && call.trailing == nil:
            guard let x = single(nil, element) else { return .error }
            return Typed(
                ir: apply({ v, _ in .bool(v[0].array.contains { $0.isEqual(to: v[1]) }) }, [receiver.ir, x], range),
                type: .bool)
        case (.array(let element), "firstIndex") where call.trailing == nil && call.arguments.first?.label != "where",
            (.array(let element), "lastIndex") where call.trailing == nil && call.arguments.first?.label != "where":
            guard let x = single("of", element) else { return .error }
            let last = name == "lastIndex"
            return Typed(
                ir: apply(
                    { v, _ in
                        let items = v[0].array
                        let index =
                            last ? items.lastIndex { $0.isEqual(to: v[1]) } : items.firstIndex { $0.isEqual(to: v[1]) }
                        return index.map { .int($0) } ?? .absent
                    },
                    [receiver.ir, x], range), type: .optional(.int))
        case (.array, "prefix"), (.array, "suffix"), (.array, "dropFirst"), (.array, "dropLast"):
            let n: IR
            if call.arguments.isEmpty && (name == "dropFirst" || name == "dropLast") {
                n = .constant(.int(1))
            } else {
                guard let given = single(nil, .int) else { return .error }
                n = given
            }
            return Typed(
                ir: apply(
                    { v, range throws(RuntimeFailure) in
                        let items = v[0].array
                        let k = v[1].int
                        guard k >= 0 else {
                            throw RuntimeFailure("Can't take a prefix of negative length from a collection", at: range)
                        }
                        switch name {
                        case "prefix": return .array(Array(items.prefix(k)))
                        case "suffix": return .array(Array(items.suffix(k)))
                        case "dropFirst": return .array(Array(items.dropFirst(k)))
                        default: return .array(Array(items.dropLast(k)))
                        }
                    }, [receiver.ir, n], range), type: receiver.type)
        case (.array(.string), "joined"):
            let separator: IR
            if call.arguments.isEmpty {
                separator = .constant(.string(""))
            } else {
                guard let s = single("separator", .string) else { return .error }
                separator = s
            }
            return Typed(
                ir: apply(
                    { v, _ in .string(v[0].array.map(\.string).joined(separator: v[1].string)) },
                    [receiver.ir, separator], range), type: .string)
        case (.array, "withUnsafeBytes"):
            return checkWithUnsafeBytes(receiver, call)
        case (.array, "randomElement"):
            guard noArguments(), case .array(let element) = receiver.type else { return .error }
            return Typed(ir: .intrinsic(.randomElement(receiver.ir)), type: .optional(element))
        case (.array, "shuffled"):
            guard noArguments() else { return .error }
            return Typed(ir: .intrinsic(.shuffled(receiver.ir)), type: receiver.type)
        case (.array(let element), "max") where call.trailing != nil || call.arguments.first?.label == "by",
            (.array(let element), "min") where call.trailing != nil || call.arguments.first?.label == "by":
            // `max(by:)` / `min(by:)` (The Swift Standard Library: Sequence.max(by:)): the last (first) element of
            // the elements sorted by the predicate; ties give the first one met, as Sequence's scan does, so `max`
            // sorts the reversed elements (the sort is stable).
            let pickMax = name == "max"
            let base =
                pickMax
                ? Typed(ir: apply({ v, _ in .array(v[0].array.reversed()) }, [receiver.ir], range), type: receiver.type)
                : receiver
            var sortCall = call
            if sortCall.trailing == nil { sortCall.arguments[0].label = "by" }
            let sorted = checkHigherOrder(base, element: element, "sorted", sortCall, expected: nil)
            if sorted.type == .error { return .error }
            return Typed(
                ir: apply({ v, _ in (pickMax ? v[0].array.last : v[0].array.first) ?? .absent }, [sorted.ir], range),
                type: .optional(element))
        case (.array(let element), "map"), (.array(let element), "filter"), (.array(let element), "sorted"),
            (.array(let element), "contains"), (.array(let element), "first"), (.array(let element), "allSatisfy"),
            (.array(let element), "reduce"), (.array(let element), "compactMap"), (.array(let element), "flatMap"),
            (.array(let element), "count"), (.array(let element), "firstIndex"), (.array(let element), "lastIndex"),
            (.array(let element), "last"):
            return checkHigherOrder(receiver, element: element, name, call, expected: expected)
        default:
            return nil
        }
    }

    /// The closure (or function) `call` passes — its trailing closure, or its one argument whatever the label —
    /// mapped over `elements`, as `elements.map(f)` is checked: what `split(whereSeparator:)`,
    /// `removeAll(where:)` and `Dictionary(grouping:by:)` compute their flags and keys with.
    mutating func mapping(_ elements: Typed, by call: CallSite, expected: SceneType?) -> Typed? {
        var mapping = call
        if !mapping.arguments.isEmpty { mapping.arguments[0].label = nil }
        return collectionMethod(elements, "map", mapping, expected: expected)
    }

    /// Methods whose receiver may be a range, converted to `[Int]` first.
    static let sequenceMethods: Set<String> = [
        "map", "filter", "reduce", "enumerated", "reversed", "contains", "allSatisfy", "sorted", "shuffled",
        "randomElement", "prefix", "suffix", "dropFirst", "dropLast", "min", "max", "first", "count", "compactMap",
        "flatMap", "firstIndex", "lastIndex",
    ]

    static let rangeToArray: BuiltinImplementation = { v, _ in
        if case .range(let l, let u) = v[0] { return .array((l..<u).map { .int($0) }) }
        return v[0]
    }

    /// Ints, Doubles or Strings in increasing order (stable).
    static func sortedComparable(_ items: [Value]) -> [Value] {
        items.enumerated().sorted { a, b in
            Checker.lessThan(a.element, b.element) || (!Checker.lessThan(b.element, a.element) && a.offset < b.offset)
        }.map(\.element)
    }

    private static func lessThan(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): x < y
        case (.double(let x), .double(let y)): x < y
        case (.string(let x), .string(let y)): x < y
        default: false
        }
    }

    /// `map { … }`, `filter { … }`, `reduce(x) { … }`, `sorted(by:)`, `contains(where:)`, `first(where:)`,
    /// `allSatisfy`: the closure's body is checked with its parameters as locals of this routine.
    /// `seed` is the type a literal `reduce` accumulator was given by `literalReduceSeed` (Checker+ReduceSeed).
    mutating func checkHigherOrder(
        _ receiver: Typed, element: SceneType, _ name: String, _ call: CallSite, expected: SceneType?,
        seed: SceneType? = nil
    ) -> Typed {
        let range = call.range
        var initial: IR?
        var initialType: SceneType?
        var closureArgument: Expr?
        var arguments = call.arguments
        // `reduce(into: [:]) { counts, w in counts[w, default: 0] += 1 }`: the closure changes the accumulator in
        // place and the result is its final value (The Swift Standard Library: Sequence.reduce(into:_:)).
        let into = name == "reduce" && arguments.first?.label == "into"
        if name == "reduce" {
            guard let first = arguments.first, first.label == nil || into else {
                diagnostics.error(
                    "missing argument for parameter #1 in call", at: range, hint: "write 'reduce(0) { $0 + $1 }'")
                return .error
            }
            // A literal accumulator takes the type the context expects of the result (`… -> Double { xs.reduce(0) {
            // … } }`), else the one the closure's use gives it (Checker+ReduceSeed).
            var literalType: SceneType? =
                first.value.isIntegerLiteralExpression && expected?.unwrapped == .double ? .double : seed
            if literalType == nil, first.value.isIntegerLiteralExpression {
                literalType = literalReduceSeed(receiver, element: element, call, expected: expected)
            }
            let typed = check(first.value, expected: literalType)
            initial = typed.ir
            initialType = typed.type
            arguments.removeFirst()
        }
        if let trailing = call.trailing {
            closureArgument = Expr(.closure(trailing), trailing.range)
        } else if let last = arguments.last {
            closureArgument = last.value
        }
        let expectedLabel: String? =
            switch name {
            case "sorted": "by"
            case "contains", "first", "count", "firstIndex", "lastIndex", "last": "where"
            default: nil
            }
        if call.trailing == nil, let label = arguments.last?.label, label != expectedLabel {
            diagnostics.error(
                "incorrect argument label in call (have '\(label):', expected '\(expectedLabel ?? "_"):')",
                at: arguments.last?.labelRange ?? range)
            return .error
        }
        guard let closureArgument else {
            diagnostics.error("missing argument for closure parameter in call to '\(name)'", at: range)
            return .error
        }
        let parameterTypes: [SceneType] =
            switch name {
            case "reduce": [initialType ?? .error, element]
            case "sorted": [element, element]
            default: [element]
            }
        pushScope()
        defer { popScope() }
        var slots: [Int] = []
        var bodyExpr: Expr
        var multiStatementClosure: (statements: [Stmt], range: SourceRange)?
        switch closureArgument.kind {
        case .operatorReference(let op):
            let names = parameterTypes.indices.map { "$\($0)" }
            for (n, t) in zip(names, parameterTypes) {
                slots.append(declareLocal(n, type: t, mutable: false, at: closureArgument.range))
            }
            guard names.count == 2 else {
                diagnostics.error(
                    "operator '\(op)' takes two arguments; '\(name)' passes one", at: closureArgument.range)
                return .error
            }
            bodyExpr = Expr(
                .binary(
                    op, Expr(.identifier("$0"), closureArgument.range), Expr(.identifier("$1"), closureArgument.range),
                    operatorRange: closureArgument.range),
                closureArgument.range)
        case .closure(let closure) where into:
            let accumulator = closure.hasParameterClause ? closure.parameters.first?.name ?? "$0" : "$0"
            let names = closure.hasParameterClause ? closure.parameters.map(\.name) : ["$0", "$1"]
            guard names.count == 2 else {
                diagnostics.error(
                    "contextual closure type expects 2 arguments, but \(names.count) were used in closure body",
                    at: closure.range)
                return .error
            }
            for (n, (t, mutable)) in zip(names, zip(parameterTypes, [true, false])) {
                slots.append(declareLocal(n, type: t, mutable: mutable, at: closure.range))
            }
            let result = Stmt(kind: .return(Expr(.identifier(accumulator), closure.range)), range: closure.range)
            multiStatementClosure = (closure.body + [result], closure.range)
            bodyExpr = Expr(.identifier("#closureBody"), closure.range)
        case .closure(let closure):
            var statements: [Stmt]?
            if let body = Checker.closureExpression(closure.body) {
                bodyExpr = body
            } else {
                // `{ current, next in let x = …; return CGPoint(…) }`: statements with a `return`, run as a block
                // for the returned value (multiStatementBody, once the parameters are declared).
                statements = closure.body
                bodyExpr = Expr(.identifier("#closureBody"), closure.range)
            }
            multiStatementClosure = statements.map { ($0, closure.range) }
            if closure.hasParameterClause {
                // Parameters over a tuple element may be spread: `{ index, item in … }` over `enumerated()`.
                var types = parameterTypes
                if closure.parameters.count > parameterTypes.count, let last = parameterTypes.last,
                    case .tuple(let fields, _) = last,
                    closure.parameters.count - parameterTypes.count + 1 == fields.count
                {
                    types = Array(parameterTypes.dropLast()) + fields
                }
                guard types.count == closure.parameters.count else {
                    diagnostics.error(
                        "contextual closure type expects \(parameterTypes.count) argument\(parameterTypes.count == 1 ? "" : "s"), but \(closure.parameters.count) were used in closure body",
                        at: closure.range)
                    return .error
                }
                for (parameter, type) in zip(closure.parameters, types) {
                    slots.append(declareLocal(parameter.name, type: type, mutable: false, at: parameter.range))
                }
            } else if parameterTypes.count == 1, case .tuple(let fields, _) = parameterTypes[0],
                Checker.mentions("$1", in: bodyExpr)
            {
                // `zip(a, b).map { "\($0)\($1)" }`: shorthand arguments spread a tuple element.
                for (i, type) in fields.enumerated() {
                    slots.append(declareLocal("$\(i)", type: type, mutable: false, at: closure.range))
                }
            } else {
                for (i, type) in parameterTypes.enumerated() {
                    slots.append(declareLocal("$\(i)", type: type, mutable: false, at: closure.range))
                }
            }
        case .keyPath(let path):
            // `map(\.name)`: a key path used as a function (SE-0249) is the closure `{ $0.name }`.
            slots.append(
                declareLocal("$0", type: parameterTypes.first ?? .error, mutable: false, at: closureArgument.range))
            bodyExpr = Checker.keyPathApplication(path, to: Expr(.identifier("$0"), closureArgument.range))
        default:
            // A function passed by name (`map(transform)`, `filter(isVisible)`, a closure constant): the closure
            // `{ transform($0) }` (The Swift Programming Language, "Functions": Function Types as Parameter Types).
            let names = parameterTypes.indices.map { "$\($0)" }
            for (n, t) in zip(names, parameterTypes) {
                slots.append(declareLocal(n, type: t, mutable: false, at: closureArgument.range))
            }
            let labels = closureArgument.identifierName.map { referencedLabels($0, count: names.count) }
            let arguments = names.enumerated().map { i, n in
                Argument(
                    label: labels?[i], labelRange: nil, value: Expr(.identifier(n), closureArgument.range),
                    range: closureArgument.range)
            }
            bodyExpr = Expr(
                .call(closureArgument, arguments, trailingClosure: nil, closeParen: closureArgument.range),
                closureArgument.range)
        }
        switch name {
        case "map", "compactMap", "flatMap":
            // The element type the context expects types the closure's result (`[CGFloat] = xs.map { _ in 0 }`).
            var body: Typed
            if name == "map", case .array(let wanted)? = expected {
                let typed = checkClosureBody(bodyExpr, multiStatementClosure, expected: wanted)
                body =
                    typed.type == .error
                    ? typed
                    : Typed(
                        ir: coerce(typed, to: wanted, at: bodyExpr.range, .returnValue), type: wanted)
            } else {
                body = checkClosureBody(bodyExpr, multiStatementClosure, expected: nil)
            }
            if body.type == .error { return .error }
            if name == "compactMap", case .optional(let wrapped) = body.type {
                let mapped = IR.intrinsic(.map(receiver.ir, slots: slots, body: body.ir))
                return Typed(
                    ir: apply(
                        { v, _ in .array(v[0].array.filter { if case .absent = $0 { false } else { true } }) },
                        [mapped], range), type: .array(wrapped))
            }
            if name == "flatMap", case .array(let inner) = body.type {
                let mapped = IR.intrinsic(.map(receiver.ir, slots: slots, body: body.ir))
                return Typed(
                    ir: apply({ v, _ in .array(v[0].array.flatMap(\.array)) }, [mapped], range), type: .array(inner))
            }
            return Typed(ir: .intrinsic(.map(receiver.ir, slots: slots, body: body.ir)), type: .array(body.type))
        case "reduce":
            let type = initialType ?? .error
            let body = coerce(
                checkClosureBody(bodyExpr, multiStatementClosure, expected: type), to: type, at: bodyExpr.range,
                .returnValue)
            return Typed(
                ir: .intrinsic(.reduce(receiver.ir, initial: initial ?? .constant(.void), slots: slots, body: body)),
                type: type)
        default:
            let body = coerce(
                checkClosureBody(bodyExpr, multiStatementClosure, expected: .bool), to: .bool, at: bodyExpr.range,
                .returnValue)
            switch name {
            case "filter":
                return Typed(ir: .intrinsic(.filter(receiver.ir, slots: slots, body: body)), type: receiver.type)
            case "sorted":
                return Typed(ir: .intrinsic(.sorted(receiver.ir, slots: slots, body: body)), type: receiver.type)
            case "contains":
                return Typed(ir: .intrinsic(.containsWhere(receiver.ir, slots: slots, body: body)), type: .bool)
            case "first":
                return Typed(
                    ir: .intrinsic(.firstWhere(receiver.ir, slots: slots, body: body)), type: .optional(element))
            case "firstIndex", "lastIndex":
                // `firstIndex(where:)`/`lastIndex(where:)`: the position of the first or last accepted element.
                let accepted = IR.intrinsic(.map(receiver.ir, slots: slots, body: body))
                let last = name == "lastIndex"
                return Typed(
                    ir: apply(
                        { v, _ in
                            let flags = v[0].array
                            let index = last ? flags.lastIndex { $0.bool } : flags.firstIndex { $0.bool }
                            return index.map { .int($0) } ?? .absent
                        }, [accepted], range), type: .optional(.int))
            case "last":
                let kept = IR.intrinsic(.filter(receiver.ir, slots: slots, body: body))
                return Typed(ir: apply({ v, _ in v[0].array.last ?? .absent }, [kept], range), type: .optional(element))
            case "count":
                // `count(where:)` (SE-0220): how many elements the predicate accepts.
                let kept = IR.intrinsic(.filter(receiver.ir, slots: slots, body: body))
                return Typed(ir: apply({ v, _ in .int(v[0].array.count) }, [kept], range), type: .int)
            default: return Typed(ir: .intrinsic(.allSatisfy(receiver.ir, slots: slots, body: body)), type: .bool)
            }
        }
    }

    /// A collection closure's body: its single expression, or its statements run as a block for the value they
    /// return (The Swift Programming Language, "Closures": a multi-statement closure returns with `return`), typed by
    /// `expected` or else by the first top-level `return` (checked once without reporting, with the locals before it).
    mutating func checkClosureBody(
        _ expression: Expr, _ statements: (statements: [Stmt], range: SourceRange)?, expected: SceneType?
    ) -> Typed {
        guard let (body, range) = statements else { return check(expression, expected: expected) }
        var result = expected
        if result == nil {
            guard
                let index = body.firstIndex(where: { if case .return(.some) = $0.kind { true } else { false } }),
                case .return(let returned?) = body[index].kind
            else {
                diagnostics.error(
                    "a closure of several statements must 'return' its value", at: range,
                    hint: "end it with 'return …'")
                return .error
            }
            let mark = diagnostics.count
            speculating += 1
            pushScope()
            let saved = context.returnType
            context.returnType = .error
            _ = checkStatements(Array(body[..<index]), in: .function, opensScope: false)
            result = check(returned, expected: nil).type
            context.returnType = saved
            popScope()
            speculating -= 1
            diagnostics.truncate(to: mark)
        }
        let saved = context.returnType
        context.returnType = result ?? .error
        guard let result, result != .error else {
            // Reported where they are: the statements once more, with nothing to coerce the returned value to.
            _ = checkStatements(body, in: .function)
            context.returnType = saved
            return .error
        }
        let statements = checkStatements(body, in: .function)
        context.returnType = saved
        return Typed(ir: .block(statements, range), type: result)
    }

    /// Whether `name` is used in `e` (outside nested closures).
    static func mentions(_ name: String, in e: Expr) -> Bool {
        switch e.kind {
        case .identifier(let n): return n == name
        case .member(let base, _, _, _), .paren(let base), .prefix(_, let base), .forceUnwrap(let base):
            return mentions(name, in: base)
        case .call(let callee, let arguments, _, _):
            return mentions(name, in: callee) || arguments.contains { mentions(name, in: $0.value) }
        case .subscript(let a, let b), .binary(_, let a, let b, _):
            return mentions(name, in: a) || mentions(name, in: b)
        case .ternary(let a, let b, let c): return [a, b, c].contains { mentions(name, in: $0) }
        case .array(let items): return items.contains { mentions(name, in: $0) }
        case .tuple(let items): return items.contains { mentions(name, in: $0.value) }
        case .string(let parts):
            return parts.contains { if case .interpolation(let x) = $0 { mentions(name, in: x) } else { false } }
        default: return false
        }
    }

    /// The expression a closure body consists of: `{ e }` or `{ return e }`.
    static func closureExpression(_ body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .expression(let e): return e
        case .return(let e?): return e
        default: return nil
        }
    }

    // MARK: - Free functions

    /// `Array(x)`, `zip(a, b)`, `stride(from:to:by:)`, `UUID()`; nil when `name` is none of them.
    mutating func checkValueFunction(_ name: String, _ call: CallSite, expected: SceneType?) -> Typed? {
        let range = call.range
        switch name {
        case "Array" where call.arguments.map(\.label) == ["repeating", "count"] && call.trailing == nil:
            // `Array(repeating: x, count: n)`; where an array type is expected (`@State var offsets: [CGSize] =
            // Array(repeating: .zero, count: 3)`) the element has its type, as Swift infers it.
            var expectedElement: SceneType?
            if case .array(let e)? = expected?.unwrapped { expectedElement = e }
            var element = check(call.arguments[0].value, expected: expectedElement)
            if let expectedElement, element.type != .error, element.type != expectedElement {
                element = Typed(
                    ir: coerce(element, to: expectedElement, at: call.arguments[0].range, .argument),
                    type: expectedElement)
            }
            let count = coerce(
                check(call.arguments[1].value, expected: .int), to: .int, at: call.arguments[1].range, .argument)
            if element.type == .error { return .error }
            return Typed(
                ir: apply(
                    { v, range throws(RuntimeFailure) in
                        guard v[1].int >= 0 else {
                            throw RuntimeFailure("Can't construct Array with count < 0", at: range)
                        }
                        guard v[1].int <= 1_000_000 else {
                            throw RuntimeFailure("Array(repeating:count:) of more than 1000000 elements", at: range)
                        }
                        return .array(Array(repeating: v[0], count: v[1].int))
                    }, [element.ir, count], range), type: .array(element.type))
        case "String" where call.trailing == nil && structIndex["String"] == nil:
            return checkStringInit(call)
        case "Dictionary" where structIndex["Dictionary"] == nil:
            return checkDictionaryInit(call, expected: expected)
        case "Set" where structIndex["Set"] == nil:
            return checkSetInit(call, expected: expected)
        case "Array":
            guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil else { return nil }
            let typed = check(call.arguments[0].value, expected: expected)
            switch typed.type {
            case .array: return typed
            case .range, .closedRange:
                return Typed(ir: apply(Checker.rangeToArray, [typed.ir], range), type: .array(.int))
            case .string:
                // A String is a collection of Characters (extended grapheme clusters); a scene's Character is a
                // one-character String, so `Text(String(letters[i]))` and `Text("\(letters[i])")` read as in Swift.
                return Typed(ir: apply(Checker.characters, [typed.ir], range), type: .array(.string))
            case .dictionary: return dictionaryPairs(typed, range)
            case .error: return .error
            default:
                diagnostics.error(
                    "cannot make an Array from a value of type '\(typed.type)'", at: call.arguments[0].range)
                return .error
            }
        case "zip":
            guard call.arguments.count == 2, call.trailing == nil else {
                diagnostics.error("'zip' takes two sequences", at: range)
                return .error
            }
            var sequences: [Typed] = []
            for argument in call.arguments {
                var typed = check(argument.value, expected: nil)
                if typed.type.isIntRange {
                    typed = Typed(ir: apply(Checker.rangeToArray, [typed.ir], range), type: .array(.int))
                }
                guard case .array = typed.type else {
                    if typed.type != .error {
                        diagnostics.error(
                            "argument type '\(typed.type)' does not conform to expected type 'Sequence'",
                            at: argument.range)
                    }
                    return .error
                }
                sequences.append(typed)
            }
            guard case .array(let a) = sequences[0].type, case .array(let b) = sequences[1].type else { return .error }
            return Typed(
                ir: apply(
                    { v, _ in .array(zip(v[0].array, v[1].array).map { .instance([$0, $1]) }) },
                    [sequences[0].ir, sequences[1].ir], range),
                type: .array(.tuple([a, b], labels: [nil, nil])))
        case "stride":
            let labels = call.arguments.map(\.label)
            guard call.trailing == nil, labels == ["from", "to", "by"] || labels == ["from", "through", "by"] else {
                diagnostics.error("'stride' takes 'from:', 'to:' or 'through:', and 'by:'", at: range)
                return .error
            }
            let values = call.arguments.map(\.value)
            let typed = checkUnified(values, expected: nil)
            let type: SceneType = typed.contains { $0.type == .double } ? .double : .int
            let irs = zip(typed, values).map { t, e in
                t.type == .int && type == .double && e.isIntegerLiteralExpression
                    ? coerce(check(e, expected: .double), to: .double, at: e.range, .argument)
                    : coerce(t, to: type, at: e.range, .argument)
            }
            let closed = labels[1] == "through"
            return Typed(
                ir: apply(
                    { v, range throws(RuntimeFailure) in try Checker.stride(v, closed: closed, range) }, irs, range),
                type: .array(type))
        case "_dispatchWorkItemNew":
            return Typed(ir: .intrinsic(.workItemNew), type: .int)
        case "_dispatchWorkItemCancel", "_dispatchWorkItemIsCancelled":
            // The work item primitives of Parser+DispatchWorkItem; their names start with an underscore, so no scene
            // names them.
            guard call.arguments.count == 1, call.trailing == nil else { return nil }
            let key = coerce(check(call.arguments[0].value, expected: .int), to: .int, at: range, .argument)
            return name == "_dispatchWorkItemCancel"
                ? Typed(ir: .intrinsic(.workItemCancel(key)), type: .void)
                : Typed(ir: .intrinsic(.workItemIsCancelled(key)), type: .bool)
        case "UUID":
            guard call.arguments.isEmpty, call.trailing == nil else { return nil }
            return Typed(ir: .intrinsic(.uuid(salt: UInt64(range.start.offset))), type: .string)
        default:
            return nil
        }
    }

    /// The elements of `stride(from:to:by:)` (or `through:`), at most a million.
    static func stride(_ v: [Value], closed: Bool, _ range: SourceRange) throws(RuntimeFailure) -> Value {
        var items: [Value] = []
        switch (v[0], v[1], v[2]) {
        case (.int(let from), .int(let to), .int(let by)):
            guard by != 0 else { throw RuntimeFailure("Stride size must not be zero", at: range) }
            if closed {
                for x in Swift.stride(from: from, through: to, by: by) {
                    items.append(.int(x))
                    if items.count > 1_000_000 { break }
                }
            } else {
                for x in Swift.stride(from: from, to: to, by: by) {
                    items.append(.int(x))
                    if items.count > 1_000_000 { break }
                }
            }
        case (.double(let from), .double(let to), .double(let by)):
            guard by != 0, by.isFinite, from.isFinite, to.isFinite else {
                throw RuntimeFailure("Stride size must be finite and not zero", at: range)
            }
            if closed {
                for x in Swift.stride(from: from, through: to, by: by) {
                    items.append(.double(x))
                    if items.count > 1_000_000 { break }
                }
            } else {
                for x in Swift.stride(from: from, to: to, by: by) {
                    items.append(.double(x))
                    if items.count > 1_000_000 { break }
                }
            }
        default:
            break
        }
        if items.count > 1_000_000 {
            throw RuntimeFailure("stride produces more than 1000000 elements", at: range, hint: "use a larger step")
        }
        return .array(items)
    }

    // MARK: - Random

    /// `Double.random(in:)`, `CGFloat.random(in:)`, `Int.random(in:)`, `Bool.random()`.
    mutating func checkRandom(_ type: SceneType, _ call: CallSite) -> Typed? {
        switch type {
        case .bool:
            guard call.arguments.isEmpty, call.trailing == nil else {
                diagnostics.error("argument passed to call that takes no arguments", at: call.range)
                return .error
            }
            return Typed(ir: .intrinsic(.randomBool), type: .bool)
        case .double, .int:
            guard call.arguments.count == 1, call.arguments[0].label == "in", call.trailing == nil else {
                diagnostics.error(
                    "'random' takes one argument 'in:' with a range", at: call.range,
                    hint: "write '\(type).random(in: 0...1)'")
                return .error
            }
            let e = call.arguments[0].value
            if case .binary(let op, let l, let r, _) = e.kind, op == "..." || op == "..<" {
                let bounds = checkUnified([l, r], expected: type)
                let irs = zip(bounds, [l, r]).map { coerce($0, to: type, at: $1.range, .argument) }
                if type == .double {
                    return Typed(ir: .intrinsic(.randomDouble(irs[0], irs[1])), type: .double)
                }
                let rangeIR = apply(
                    { v, range throws(RuntimeFailure) in
                        let (a, b) = (v[0].int, v[1].int)
                        guard op == "..." ? a <= b : a < b else {
                            throw RuntimeFailure("Can't get random value with an empty range", at: range)
                        }
                        return .range(a, op == "..." ? b + 1 : b)
                    }, irs, e.range)
                return Typed(ir: .intrinsic(.randomInt(rangeIR)), type: .int)
            }
            let typed = check(e, expected: nil)
            if type == .int, typed.type.isIntRange { return Typed(ir: .intrinsic(.randomInt(typed.ir)), type: .int) }
            if type == .double, let bounds = doubleRangeBounds(typed, e) {
                // `Double.random(in: range)` of a `ClosedRange<Double>` value (Checker+DoubleRange).
                return Typed(ir: .intrinsic(.randomDouble(bounds.0, bounds.1)), type: .double)
            }
            if typed.type != .error {
                diagnostics.error("'random(in:)' needs a range such as '0...1'", at: e.range)
            }
            return .error
        default:
            return nil
        }
    }

    /// A dictionary as the array of its `(key:, value:)` pairs, in the order first inserted (Apple: Dictionary is a
    /// Sequence of `(key: Key, value: Value)` elements): `Array(dict)` and `for (k, v) in dict`.
    /// A String iterated by `for … in`: the array of its Characters, each a one-character String here (The Swift
    /// Programming Language, "Strings and Characters": "You can access the individual Character values for a String
    /// by iterating over the string with a for-in loop").
    mutating func stringCharacters(_ typed: Typed, _ range: SourceRange) -> Typed {
        guard case .string = typed.type else { return typed }
        return Typed(
            ir: apply(
                { v, _ in
                    guard case .string(let text) = v[0] else { return .void }
                    return .array(text.map { .string(String($0)) })
                }, [typed.ir], range), type: .array(.string))
    }

    mutating func dictionaryPairs(_ typed: Typed, _ range: SourceRange) -> Typed {
        guard case .dictionary(let k, let v) = typed.type else { return typed }
        return Typed(
            ir: apply(
                { v, _ in
                    guard case .dictionary(let keys, let values) = v[0] else { return .void }
                    return .array(zip(keys, values).map { .instance([$0, $1]) })
                }, [typed.ir], range), type: .array(.tuple([k, v], labels: ["key", "value"])))
    }
}
