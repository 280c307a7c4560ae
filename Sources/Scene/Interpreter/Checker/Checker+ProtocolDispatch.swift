// Checker+ProtocolDispatch.swift: a protocol requirement read or called on a value of a generic parameter
// (`item.name` in `func row<T: Item>(_ item: T)`) is the implementation of the type the caller passes.
// Rule: The Swift Programming Language, "Protocols" (a requirement is satisfied by each conforming type's own
// property or method, or by the protocol extension's default when the type gives none) and "Generics" ▸ Type
// Constraints (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/generics#Type-Constraints):
// inside the generic function the value is used through its constraint, and the conforming type's implementation
// runs. Swift passes a witness table with each generic argument; a scene passes the struct index of the type each
// type parameter stands for at the call (a hidden argument per type parameter, `·T`), and a member several scene
// types declare differently is chosen by it. Protocol-extension defaults are copied into every conforming type
// (Parser+Protocol), so a default and its overrides dispatch alike. Status: free functions, methods and initialisers
// whose parameters mention the type parameter, and values of `any Item` (the witness their box carries,
// Checker+DynamicCast); the stored property of a generic struct (`struct Row<T: Item>`) carries no witness, and keeps
// the one-place rule of typeParameterMember.

extension Checker {
    /// The hidden local holding the witness of type parameter `name` in a generic routine.
    static func witnessName(_ name: String) -> String { "·\(name)" }

    /// The type parameters `parameters` mention, in order of first mention: each gets a witness argument.
    static func witnessedTypeParameters(_ parameters: [UserParameter]) -> [String] {
        var names: [String] = []
        func collect(_ type: SceneType) {
            switch type {
            case .typeParameter(let name): if !names.contains(name) { names.append(name) }
            case .array(let e), .optional(let e), .binding(let e): collect(e)
            case .dictionary(let k, let v):
                collect(k)
                collect(v)
            case .tuple(let elements, _): elements.forEach(collect)
            case .function(let parameters, let result):
                parameters.forEach(collect)
                collect(result)
            default: break
            }
        }
        for parameter in parameters { collect(parameter.type) }
        return names
    }

    /// The witness argument for a type parameter the call gives `type`: a scene type's struct index, the caller's
    /// own witness when it passes its own type parameter on, else -1 (a built-in type, whose members do not
    /// dispatch).
    mutating func witnessArgument(for type: SceneType) -> IR {
        switch type {
        case .instance(let index, _): return .constant(.int(index))
        case .typeParameter(let name):
            if let local = lookupLocal(Checker.witnessName(name)) { return .local(local.slot) }
            return .constant(.int(-1))
        default: return .constant(.int(-1))
        }
    }

    /// `item.name` where several scene types declare `name` differently: each type's own member, chosen by the
    /// witness of `parameter`; nil when the routine has no witness for it (the value's type is not known here).
    mutating func dispatchedMember(
        _ receiver: Typed, _ parameter: String, _ name: String, among declaring: [Int], nameRange: SourceRange,
        range: SourceRange
    ) -> Typed? {
        guard let witness = lookupLocal(Checker.witnessName(parameter)) else { return nil }
        return dispatchedMember(
            receiver, "generic parameter '\(parameter)'", name, among: declaring, witness: .local(witness.slot),
            nameRange: nameRange, range: range)
    }

    /// `subject.name` read from the type `witness` names among `declaring` (a generic parameter's witness local, or
    /// the type an existential box carries, Checker+DynamicCast).
    mutating func dispatchedMember(
        _ receiver: Typed, _ subject: String, _ name: String, among declaring: [Int], witness: IR,
        nameRange: SourceRange, range: SourceRange
    ) -> Typed? {
        var members: [(index: Int, typed: Typed)] = []
        for index in declaring {
            guard let typed = instanceMember(index, name, receiver: receiver.ir, range: range) else { continue }
            members.append((index, typed))
        }
        guard let first = members.first else { return nil }
        if let other = members.first(where: { $0.typed.type != first.typed.type }) {
            diagnostics.error(
                "member '\(name)' of \(subject) has type '\(first.typed.type)' in "
                    + "'\(structs[first.index].name)' and '\(other.typed.type)' in '\(structs[other.index].name)'",
                at: nameRange, hint: "declare '\(name)' with one type in every conforming type")
            return .error
        }
        return Typed(
            ir: Checker.selecting(members.map { ($0.index, $0.typed.ir) }, by: witness, range),
            type: first.typed.type)
    }

    /// `item.describe(prefix: "x")` on a value of a generic parameter: the method of the type its witness names, the
    /// arguments checked against each declaring type's method; nil when no scene type declares the method.
    mutating func dispatchedMethodCall(
        _ receiver: Typed, _ parameter: String, _ name: String, nameRange: SourceRange, _ call: CallSite,
        expected: SceneType?
    ) -> Typed? {
        let declaring = structs.indices.filter { structs[$0].methods[name] != nil }
        guard !declaring.isEmpty else { return nil }
        return dispatchedMethodCall(
            receiver, "generic parameter '\(parameter)'", name, among: declaring,
            witness: lookupLocal(Checker.witnessName(parameter)).map { .local($0.slot) }, nameRange: nameRange, call,
            expected: expected)
    }

    /// `subject.name(…)` called on the type `witness` names among `declaring` (nil witness: the value's type is not
    /// known, an error when several types declare the method).
    mutating func dispatchedMethodCall(
        _ receiver: Typed, _ subject: String, _ name: String, among declaring: [Int], witness: IR?,
        nameRange: SourceRange, _ call: CallSite, expected: SceneType?
    ) -> Typed? {
        guard !declaring.isEmpty else { return nil }
        func resolved(_ index: Int, _ checker: inout Checker) -> Typed {
            let methods = checker.structs[index].methods[name] ?? []
            return checker.resolve(
                methods.map { checker.functionCandidate($0, receiver: receiver.ir, call.range) }, call,
                expected: expected)
        }
        if declaring.count == 1 { return resolved(declaring[0], &self) }
        guard let witness else {
            diagnostics.error(
                "method '\(name)' of \(subject) is declared by '\(structs[declaring[0]].name)' "
                    + "and '\(structs[declaring[1]].name)', and the type of this value is not known here",
                at: nameRange, hint: "pass the value to a generic function, whose calls give its type")
            checkLoosely(call)
            return .error
        }
        // The first type's check reports the arguments' errors; the others' repeat them, so they are dropped.
        let first = resolved(declaring[0], &self)
        guard first.type != .error else { return .error }
        var branches: [(Int, IR)] = [(declaring[0], first.ir)]
        for index in declaring.dropFirst() {
            let mark = diagnostics.count
            let typed = resolved(index, &self)
            diagnostics.truncate(to: mark)
            guard typed.type == first.type else {
                diagnostics.error(
                    "method '\(name)' of \(subject) returns '\(first.type)' in "
                        + "'\(structs[declaring[0]].name)' and '\(typed.type)' in '\(structs[index].name)'",
                    at: nameRange, hint: "declare '\(name)' with one signature in every conforming type")
                return .error
            }
            branches.append((index, typed.ir))
        }
        return Typed(ir: Checker.selecting(branches, by: witness, call.range), type: first.type)
    }

    /// The IR of the branch whose struct index the witness holds; the last branch otherwise (a routine run without
    /// its witnesses, as a built-in protocol's requirement called by the evaluator, reads no other type's member).
    static func selecting(_ branches: [(index: Int, ir: IR)], by witness: IR, _ range: SourceRange) -> IR {
        var ir = branches[branches.count - 1].ir
        for (index, branch) in branches.dropLast().reversed() {
            let matches = IR.apply(
                { v, _ in
                    if case .int(index) = v[0] { return .bool(true) }
                    return .bool(false)
                }, [witness], range)
            ir = .conditional(matches, branch, ir)
        }
        return ir
    }
}
