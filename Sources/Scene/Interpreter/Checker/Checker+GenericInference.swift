// Checker+GenericInference.swift: the type arguments of a call to a generic function, initialiser or memberwise
// initialiser, inferred from its arguments, and the parameter and result types they give.
// Rule: The Swift Programming Language, "Generics" ("the type to use for T is inferred from the types of values
// passed to the function"): each argument's type is matched against its parameter's type (`[T]` against `[String]`,
// `Binding<T>` against `Binding<String>`, `(T) -> Content` against a closure's type), and every occurrence of a type
// parameter must be given one type, else swiftc's "conflicting arguments to generic parameter 'T' ('Int' vs.
// 'String')". Integer literals take the floating-point type when another argument gives it (`clamp(1, 0, 2.5)` is
// Double, as an integer literal converts to any ExpressibleByIntegerLiteral type). Closures are checked last, with
// the parameter types the other arguments inferred (`optionLabel: { $0 }` with T = String). A type parameter no
// argument determines stays opaque. Inside its declaration a type parameter is opaque as in Swift; values carry their
// own kind at run time, so a value of `T` is the value passed. Status: complete for parameters inferred from values,
// arrays, optionals, dictionaries, bindings, tuples and closures' parameter types; a closure's result type and the
// call's contextual type do not bind type parameters.

extension Checker {
    /// `candidate` with its type parameters replaced by the types its arguments give, nil when two arguments give one
    /// parameter different types (reported).
    mutating func specializingGenerics(
        _ candidate: Candidate, _ assignment: [Int?], _ call: CallSite, expected: SceneType?
    ) -> Candidate? {
        let generic = candidate.parameters.contains {
            if case .value(let type) = $0.kind { return type.mentionsTypeParameter }
            return false
        }
        guard generic else { return candidate }
        var bindings: [String: SceneType] = [:]
        var found: [(name: String, type: SceneType, isLiteral: Bool, range: SourceRange)] = []
        for (index, parameter) in candidate.parameters.enumerated() {
            guard case .value(let type) = parameter.kind, type.mentionsTypeParameter, let argument = assignment[index],
                argument < call.arguments.count
            else { continue }
            let e = call.arguments[argument].value
            if case .closure = e.kind { continue }
            let expected = type.substituting(bindings)
            var argumentType: SceneType
            if case .binding(let value) = expected, value.mentionsTypeParameter,
                case .call(let callee, let arguments, _, _) = e.kind, case .implicitMember("constant") = callee.kind,
                arguments.count == 1
            {
                // `selection: .constant("leading")` for `Binding<T>`: the constant's value gives T.
                argumentType = .binding(checkOnTrial(arguments[0].value).typed.type)
            } else if parameter.isInout {
                continue
            } else {
                argumentType = checkOnTrial(e, expected: expected.mentionsTypeParameter ? nil : expected).typed.type
            }
            var pairs: [(String, SceneType)] = []
            Checker.matchTypeParameters(type, argumentType, into: &pairs)
            for (name, bound) in pairs {
                found.append((name, bound, Checker.isIntegerLiteralEvidence(e), e.range))
                if bindings[name] == nil { bindings[name] = bound }
            }
        }
        // The type the context expects of the result (`frame(width: clamp(500, 10, 40))`) gives what no argument
        // gives, and the floating-point type to integer literals.
        var contextual: [String: SceneType] = [:]
        if let expected, candidate.result.mentionsTypeParameter, !expected.mentionsTypeParameter,
            ![.view, .anyEquatable, .error].contains(expected)
        {
            var pairs: [(String, SceneType)] = []
            // A `T` result where `Double?` is expected (`frame(width:)`) is wrapped: T is Double.
            let context = candidate.result.isOptional ? expected : expected.unwrapped
            Checker.matchTypeParameters(candidate.result, context, into: &pairs)
            for (name, type) in pairs where type != .view { contextual[name] = type }
        }
        // One type per parameter: an integer literal gives way to a Double another argument gives.
        bindings = contextual
        for name in Set(found.map(\.name)) {
            var given = found.filter { $0.name == name }
            if contextual[name] == .double, given.allSatisfy({ $0.type == .double || $0.isLiteral }) {
                given = given.map { ($0.name, .double, false, $0.range) }
            }
            let types = Set(given.map(\.type))
            if types.count == 1 {
                bindings[name] = types.first
                continue
            }
            if types == [.int, .double], given.allSatisfy({ $0.type == .double || $0.isLiteral }) {
                bindings[name] = .double
                continue
            }
            let first = given[0]
            let other = given.first { $0.type != first.type }!
            diagnostics.error(
                "conflicting arguments to generic parameter '\(name)' ('\(first.type)' vs. '\(other.type)')",
                at: other.range,
                hint: first.type.isNumeric && other.type.isNumeric ? "convert the Int argument with Double(…)" : nil)
            return nil
        }
        // Literals alone give Int; a closure argument may need the parameter as Double
        // (Checker+LiteralGenericInference).
        let literalOnly = Set(
            found.map(\.name).filter { name in
                contextual[name] == nil && found.allSatisfy { $0.name != name || $0.isLiteral }
            })
        if !literalOnly.isEmpty {
            bindings.merge(
                closureChosenLiteralTypes(candidate, assignment, call, bindings: bindings, literalOnly: literalOnly)
            ) {
                _, new in new
            }
        }
        var specialized = candidate
        for index in specialized.parameters.indices {
            if case .value(let type) = specialized.parameters[index].kind {
                specialized.parameters[index].kind = .value(type.substituting(bindings))
            }
        }
        specialized.result = candidate.result.substituting(bindings)
        specialized.witnesses = candidate.witnesses.map { $0.substituting(bindings) }
        return specialized
    }

    /// The type each type parameter in `parameter` stands for in `argument` (`[T]` and `[String]`: T = String).
    static func matchTypeParameters(
        _ parameter: SceneType, _ argument: SceneType, into pairs: inout [(String, SceneType)]
    ) {
        switch (parameter, argument) {
        case (_, .error):
            return
        case (.typeParameter(let name), _):
            if argument != parameter { pairs.append((name, argument)) }
        case (.array(let p), .array(let a)), (.optional(let p), .optional(let a)), (.binding(let p), .binding(let a)):
            matchTypeParameters(p, a, into: &pairs)
        case (.optional(let p), _):
            // A value where `T?` is expected is wrapped.
            matchTypeParameters(p, argument, into: &pairs)
        case (.dictionary(let pk, let pv), .dictionary(let ak, let av)):
            matchTypeParameters(pk, ak, into: &pairs)
            matchTypeParameters(pv, av, into: &pairs)
        case (.tuple(let p, _), .tuple(let a, _)) where p.count == a.count:
            for (pe, ae) in zip(p, a) { matchTypeParameters(pe, ae, into: &pairs) }
        case (.function(let pp, let pr), .function(let ap, let ar)) where pp.count == ap.count:
            for (pe, ae) in zip(pp, ap) { matchTypeParameters(pe, ae, into: &pairs) }
            matchTypeParameters(pr, ar, into: &pairs)
        default:
            return
        }
    }

    /// `item.name` for `<Item: Named>`, `item.id` for `<Item: Identifiable>`: the member a constraint requires, read
    /// from the value passed. Values carry no type at run time, so the member is read where every scene type that
    /// declares it keeps it (the same stored property position and type, or the one type declaring it), else from
    /// the type the routine's witness names (Checker+ProtocolDispatch).
    mutating func typeParameterMember(
        _ receiver: Typed, _ parameter: String, _ name: String, nameRange: SourceRange, range: SourceRange
    ) -> Typed? {
        if name == "description" {
            // `x.description` for `<T: CustomStringConvertible>`: what an interpolation prints of the value.
            return Typed(ir: apply({ v, _ in .string(v[0].interpolated) }, [receiver.ir], range), type: .string)
        }
        let declaring = structs.indices.filter {
            structs[$0].storedIndex[name] != nil || structs[$0].computed[name] != nil
        }
        guard let first = declaring.first else { return nil }
        if declaring.count == 1 { return instanceMember(first, name, receiver: receiver.ir, range: range) }
        let places = declaring.map { index -> (Int, SceneType)? in
            guard let property = structs[index].storedIndex[name] else { return nil }
            return (property, storedType(index, property))
        }
        if let place = places[0], places.allSatisfy({ $0?.0 == place.0 && $0?.1 == place.1 }) {
            return Typed(ir: .storedProperty(receiver.ir, place.0), type: place.1)
        }
        // Declared differently: the implementation of the type the call passes (Checker+ProtocolDispatch).
        if let member = dispatchedMember(
            receiver, parameter, name, among: declaring, nameRange: nameRange, range: range)
        {
            return member
        }
        diagnostics.error(
            "member '\(name)' of generic parameter '\(parameter)' is declared differently by '\(structs[first].name)' "
                + "and '\(structs[declaring[1]].name)'; anim reads it from one place for every type",
            at: nameRange, hint: "declare '\(name)' as the same stored property, at the same position, in each type")
        return .error
    }

    /// `x * 2` where `x` is a type parameter's value read outside its declaration (`Box(value: 3).map { $0 * 2 }`, a
    /// value whose type arguments were not kept): the value is taken to have the other operand's type, which is what
    /// the Swift source, type-checked, says it has.
    static func resolvingTypeParameterOperands(_ operands: inout [Typed]) {
        guard operands.count == 2 else { return }
        for (this, other) in [(0, 1), (1, 0)] {
            let (t, o) = (operands[this].type, operands[other].type)
            guard t.mentionsTypeParameter, !o.mentionsTypeParameter, o != .error else { continue }
            // `item.id == selected` with `selected: Item.ID?`: Item.ID is the other side's type.
            var pairs: [(String, SceneType)] = []
            matchTypeParameters(t, o.unwrapped, into: &pairs)
            operands[this].type = t.substituting(Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// `a < b` for two values of one type parameter constrained to Comparable (`func clamp<T: Comparable>`): the
    /// values' own order, numbers by value and strings lexicographically as Swift's String compares.
    static func typeParameterComparison(_ op: String) -> BuiltinImplementation? {
        let test: @Sendable (Int) -> Bool
        switch op {
        case "<": test = { $0 < 0 }
        case "<=": test = { $0 <= 0 }
        case ">": test = { $0 > 0 }
        case ">=": test = { $0 >= 0 }
        default: return nil
        }
        return { v, _ in .bool(test(Checker.order(v[0], v[1]))) }
    }

    /// `min(a, b, …)` / `max(a, b, …)` of values of one Comparable type parameter: the first least or greatest, as
    /// Swift's `min`/`max` return.
    static func typeParameterExtremum(_ name: String) -> BuiltinImplementation {
        let isMin = name == "min"
        return { v, _ in
            var best = v[0]
            for value in v.dropFirst() {
                let order = Checker.order(value, best)
                if isMin ? order < 0 : order > 0 { best = value }
            }
            return best
        }
    }

    /// -1, 0 or 1 as `a` orders before, with or after `b` (values of one Comparable type).
    private static func order(_ a: Value, _ b: Value) -> Int {
        switch (a, b) {
        case (.int(let x), .int(let y)): x < y ? -1 : x == y ? 0 : 1
        case (.double(let x), .double(let y)): x < y ? -1 : x == y ? 0 : 1
        case (.string(let x), .string(let y)): x < y ? -1 : x == y ? 0 : 1
        case (.bool(let x), .bool(let y)): x == y ? 0 : (!x ? -1 : 1)
        default: 0
        }
    }
}

extension SceneType {
    /// Whether a generic type parameter occurs in this type.
    var mentionsTypeParameter: Bool {
        switch self {
        case .typeParameter: true
        case .array(let e), .optional(let e), .binding(let e): e.mentionsTypeParameter
        case .dictionary(let k, let v): k.mentionsTypeParameter || v.mentionsTypeParameter
        case .tuple(let elements, _): elements.contains { $0.mentionsTypeParameter }
        case .function(let parameters, let result):
            parameters.contains { $0.mentionsTypeParameter } || result.mentionsTypeParameter
        default: false
        }
    }

    /// This type with each bound type parameter replaced by its type.
    func substituting(_ bindings: [String: SceneType]) -> SceneType {
        guard !bindings.isEmpty else { return self }
        switch self {
        case .typeParameter(let name): return bindings[name] ?? self
        case .array(let e): return .array(e.substituting(bindings))
        case .optional(let e):
            // `T?` with T = `Int?` is one optional, as a scene has one level of them.
            let wrapped = e.substituting(bindings)
            return wrapped.isOptional ? wrapped : .optional(wrapped)
        case .binding(let e): return .binding(e.substituting(bindings))
        case .dictionary(let k, let v): return .dictionary(k.substituting(bindings), v.substituting(bindings))
        case .tuple(let elements, let labels): return .tuple(elements.map { $0.substituting(bindings) }, labels: labels)
        case .function(let parameters, let result):
            return .function(parameters.map { $0.substituting(bindings) }, result.substituting(bindings))
        default: return self
        }
    }

    /// Whether a value of this type may stand where `other` is expected because a type parameter in one stands for
    /// what the other has there: a value of a generic type's `Element` read outside it (`stack.items.last` of a
    /// `Stack<Int>`), or a value passed where its declaration is opaque (an enum case's `T` payload).
    func matchesThroughTypeParameters(_ other: SceneType) -> Bool {
        switch (self, other) {
        case (.typeParameter, _), (_, .typeParameter): return other != .view && self != .view
        case (.array(let a), .array(let b)), (.optional(let a), .optional(let b)), (.binding(let a), .binding(let b)):
            return a.matchesThroughTypeParameters(b)
        case (.dictionary(let ak, let av), .dictionary(let bk, let bv)):
            return ak.matchesThroughTypeParameters(bk) && av.matchesThroughTypeParameters(bv)
        case (_, .optional(let b)):
            return matchesThroughTypeParameters(b)
        case (.tuple(let a, _), .tuple(let b, _)) where a.count == b.count:
            return zip(a, b).allSatisfy { $0.matchesThroughTypeParameters($1) }
        case (.function(let ap, let ar), .function(let bp, let br)) where ap.count == bp.count:
            return zip(ap, bp).allSatisfy { $0.matchesThroughTypeParameters($1) } && ar.matchesThroughTypeParameters(br)
        default:
            return self == other
        }
    }
}
