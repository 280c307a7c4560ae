// Checker+DynamicCast.swift: values of a protocol type the file declares (`any Item`, a bare `Item`, `[any Item]`)
// and the dynamic type tests and casts on them: `x is Fruit`, `x as? Fruit`, `x as! Fruit`, `x as? any Named`.
// Rule: The Swift Programming Language, "Protocols" ▸ Protocols as Types and "Type Casting"
// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/typecasting): a value of a protocol
// type keeps the type of the instance it holds; `is` checks that type, `as?` gives the instance as the target type
// or nil, `as!` traps when it is not one ("Could not cast value of type …"); a requirement read on the value is the
// implementation of that type (SE-0335, existential `any`). A scene boxes such a value as the instance of its
// struct index and the value (`[index, value]`), the witness Checker+ProtocolDispatch selects members by.
// Status: scene structs, classes and enums conforming to the file's protocols; casts to a conforming type or to
// another of the file's protocols. Not yet: `Any` holding built-in values (Int, String) by their dynamic type.

extension Checker {
    /// The struct index a box holds.
    static func existentialWitness(_ box: IR) -> IR { .storedProperty(box, 0) }

    /// The instance a box holds.
    static func existentialValue(_ box: IR) -> IR { .storedProperty(box, 1) }

    /// The scene types conforming to `proto`.
    func conformers(of proto: String) -> [Int] { protocolConformers[proto] ?? [] }

    /// `typed` as a value of `any proto`: a conforming instance boxed with its type, or a box of a protocol whose
    /// conformers all conform to `proto`; nil when it does not convert.
    mutating func boxing(_ typed: Typed, as proto: String) -> IR? {
        switch typed.type {
        case .instance(let index, _) where conformers(of: proto).contains(index):
            return .construct([.constant(.int(index)), typed.ir])
        case .existential(let other) where Set(conformers(of: other)).isSubset(of: conformers(of: proto)):
            return typed.ir
        default:
            return nil
        }
    }

    /// `[Fruit]` as `[any Item]`: each element boxed (an array converts element by element, TSPL "Type Casting").
    mutating func boxingElements(_ array: IR, _ element: SceneType, as proto: String, at range: SourceRange) -> IR? {
        switch element {
        case .instance(let index, _) where conformers(of: proto).contains(index):
            return apply({ v, _ in .array(v[0].array.map { .instance([.int(index), $0]) }) }, [array], range)
        case .existential(let other) where Set(conformers(of: other)).isSubset(of: conformers(of: proto)):
            return array
        default:
            return nil
        }
    }

    /// A box shown where a view is expected (`AnyView(item)` of `any Item` whose conformers are views): the body of
    /// the instance's own type.
    mutating func existentialView(_ typed: Typed, _ proto: String, at range: SourceRange) -> IR? {
        let types = conformers(of: proto)
        guard !types.isEmpty, types.allSatisfy({ structs[$0].isView || structs[$0].isShape }) else { return nil }
        let value = Checker.existentialValue(typed.ir)
        let branches = types.map { index in
            (
                index,
                coerce(
                    Typed(ir: value, type: .instance(index, name: structs[index].name)), to: .view, at: range, .argument
                )
            )
        }
        return Checker.selecting(branches, by: Checker.existentialWitness(typed.ir), range)
    }

    /// The witness arguments of a generic call (Checker+ProtocolDispatch); a type parameter bound to `any P` by an
    /// argument of that type is opened, as Swift opens an existential passed to a generic parameter (SE-0352): the
    /// argument becomes the instance and the witness the type its box holds.
    mutating func openingExistentials(_ candidate: Candidate, _ values: inout [IR]) -> [IR] {
        var opened: Set<Int> = []
        return candidate.witnesses.map { type in
            guard case .existential = type,
                let position = candidate.parameters.indices.first(where: { index in
                    guard !opened.contains(index), index < values.count,
                        case .value(let parameterType) = candidate.parameters[index].kind
                    else { return false }
                    return parameterType == type
                })
            else { return witnessArgument(for: type) }
            opened.insert(position)
            let box = values[position]
            values[position] = Checker.existentialValue(box)
            return Checker.existentialWitness(box)
        }
    }

    /// `item.name` on `any proto`: the member of the instance's own type.
    mutating func existentialMember(
        _ receiver: Typed, _ proto: String, _ name: String, nameRange: SourceRange, range: SourceRange
    ) -> Typed? {
        let value = Checker.existentialValue(receiver.ir)
        let declaring = conformers(of: proto).filter { instanceMember($0, name, receiver: value, range: range) != nil }
        guard !declaring.isEmpty else { return nil }
        if declaring.count == 1 { return instanceMember(declaring[0], name, receiver: value, range: range) }
        return dispatchedMember(
            Typed(ir: value, type: receiver.type), "'any \(proto)'", name, among: declaring,
            witness: Checker.existentialWitness(receiver.ir), nameRange: nameRange, range: range)
    }

    /// `item.describe()` on `any proto`: the method of the instance's own type.
    mutating func existentialMethodCall(
        _ receiver: Typed, _ proto: String, _ name: String, nameRange: SourceRange, _ call: CallSite,
        expected: SceneType?
    ) -> Typed? {
        let declaring = conformers(of: proto).filter { structs[$0].methods[name] != nil }
        return dispatchedMethodCall(
            Typed(ir: Checker.existentialValue(receiver.ir), type: receiver.type), "'any \(proto)'", name,
            among: declaring, witness: Checker.existentialWitness(receiver.ir), nameRange: nameRange, call,
            expected: expected)
    }

    /// `x is T`, `x as? T`, `x as! T` where `x` is `any P` (or `T` is one): decided at run time by the type the box
    /// holds; nil when neither side is an existential.
    mutating func dynamicCast(_ typed: Typed, to target: SceneType, _ kind: CastKind, range: SourceRange) -> Typed? {
        let wanted = target.unwrapped
        // A generic parameter's value with its witness (Checker+ProtocolDispatch) is boxed as an existential is: its
        // type is the one the call passed.
        if case .typeParameter(let parameter) = typed.type, let witness = lookupLocal(Checker.witnessName(parameter)) {
            let box = Typed(ir: .construct([.local(witness.slot), typed.ir]), type: typed.type)
            return dynamicCast(box, from: nil, to: wanted, kind, range: range)
        }
        guard case .existential(let proto) = typed.type.unwrapped else {
            // A conforming instance to its protocol always succeeds: the box (an upcast, TSPL "Type Casting").
            guard case .existential(let to) = wanted, let boxed = boxing(typed, as: to) else { return nil }
            switch kind {
            case .check: return Typed(ir: .constant(.bool(true)), type: .bool)
            case .conditional: return Typed(ir: boxed, type: .optional(wanted))
            case .forced, .upcast: return Typed(ir: boxed, type: wanted)
            }
        }
        return dynamicCast(typed, from: proto, to: wanted, kind, range: range)
    }

    /// The cast of `typed`, a box of a type conforming to `proto` (nil: of any scene type), to `wanted`.
    private mutating func dynamicCast(
        _ typed: Typed, from proto: String?, to wanted: SceneType, _ kind: CastKind, range: SourceRange
    ) -> Typed {
        let accepted: Set<Int>
        let unboxes: Bool
        switch wanted {
        case .instance(let index, _):
            (accepted, unboxes) = (proto.map { conformers(of: $0).contains(index) } ?? true ? [index] : [], true)
        case .existential(let other):
            (accepted, unboxes) = (Set(conformers(of: other)), false)
        default:
            (accepted, unboxes) = ([], true)
        }
        if accepted.isEmpty, proto != nil {
            diagnostics.warning("cast from '\(typed.type)' to unrelated type '\(wanted)' always fails", at: range)
        }
        let names = structs.map(\.name)
        let forced = kind == .forced
        let ir = apply(
            { v, range throws(RuntimeFailure) in
                guard case .instance(let box) = v[0], box.count == 2, case .int(let index) = box[0] else {
                    if forced {
                        throw RuntimeFailure(
                            "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range)
                    }
                    return kind == .check ? .bool(false) : .absent
                }
                let matches = accepted.contains(index)
                if kind == .check { return .bool(matches) }
                if matches { return unboxes ? box[1] : v[0] }
                if forced {
                    let dynamic = index >= 0 && index < names.count ? names[index] : "\(wanted)"
                    throw RuntimeFailure("Could not cast value of type '\(dynamic)' to '\(wanted)'", at: range)
                }
                return .absent
            }, [typed.ir], range)
        switch kind {
        case .check: return Typed(ir: ir, type: .bool)
        case .conditional: return Typed(ir: ir, type: .optional(wanted))
        case .forced, .upcast: return Typed(ir: ir, type: wanted)
        }
    }
}
