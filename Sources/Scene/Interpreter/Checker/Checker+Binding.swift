// Checker+Binding.swift: `@Binding var x: T` properties, `$x` projections, and writes through a binding.
// Rule: Apple: Binding — developer.apple.com/documentation/swiftui/binding ("a two-way connection between a property
// that stores data, and a view that displays and changes the data"); State.projectedValue (`$x`). A scene keeps each
// `@State` once (hoisted by the parser), so a binding is the index of that state: reads see its current value and
// writes change it, in an event or an action (a frame never keeps a state write). Status: complete for bindings to
// `@State`, to other bindings and `.constant(v)`; `Binding(get:set:)` in Checker+CustomBinding.

extension Checker {
    /// `$name`: a binding to the `@State` `name`, or the binding a `@Binding` property `name` holds.
    mutating func checkProjection(_ name: String, at range: SourceRange) -> Typed {
        // `$item` of a `ForEach($items) { $item in … }` (Checker+ForEach).
        if let local = lookupLocal("$" + name), case .binding = local.type {
            return Typed(ir: .local(local.slot), type: local.type)
        }
        if let owner = context.owner, let property = structs[owner].storedIndex[name],
            case .binding(let value) = storedType(owner, property)
        {
            return Typed(ir: .selfProperty(property), type: .binding(value))
        }
        if let global = stateGlobal(name) {
            return Typed(ir: .stateReference(global), type: .binding(globals[global].type ?? .error))
        }
        // `$x` of a property a user wrapper wraps: the wrapper's `projectedValue` (SE-0258, Parser+PropertyWrapper).
        if let owner = context.owner, let backing = structs[owner].storedIndex["_" + name],
            structs[owner].stored[backing].declaration.wrapper != nil
        {
            let storage = Expr(.identifier("_" + name), range)
            return check(
                Expr(.member(storage, "projectedValue", nameRange: range, dot: range.start), range), expected: nil)
        }
        diagnostics.error(
            "cannot find '$\(name)' in scope", at: range,
            hint: "'$x' is a binding to a '@State var x' or a '@Binding var x'")
        return .error
    }

    /// `instance.$x` for a `@Binding var x` of another instance (`configuration.$isOn` in a ToggleStyle's
    /// `makeBody`, Apple: ToggleStyleConfiguration.isOn — developer.apple.com/documentation/swiftui/
    /// togglestyleconfiguration/ison, "a binding to a state property"): the binding itself (SE-0258 projection);
    /// nil when `base` is no instance with such a property.
    mutating func checkMemberProjection(_ base: Expr, _ name: String) -> Typed? {
        let plain = String(name.dropFirst())
        let instance = checkOnTrial(base)
        guard instance.reported == 0, case .instance(let index, _) = instance.typed.type,
            let property = structs[index].storedIndex[plain], case .binding(let value) = storedType(index, property)
        else { return nil }
        return Typed(ir: .storedProperty(check(base, expected: nil).ir, property), type: .binding(value))
    }

    /// The IR of the binding a `@Binding` property named by `target` holds (`x` or `self.x`); nil for anything else.
    mutating func bindingReference(_ target: Expr) -> IR? {
        // `configuration.isOn` (a ToggleStyle's configuration): a `@Binding` property of another instance.
        if case .member(let base, let n, _, _) = target.kind, base.identifierName != nil {
            let instance = checkOnTrial(base).typed
            if case .instance(let index, _) = instance.type, let property = structs[index].storedIndex[n],
                case .binding = storedType(index, property)
            {
                return .storedProperty(check(base, expected: nil).ir, property)
            }
            return nil
        }
        guard let owner = context.owner else { return nil }
        var name: String?
        switch target.kind {
        case .identifier(let n) where lookupLocal(n) == nil: name = n
        case .member(let base, let n, _, _): if case .self = base.kind { name = n }
        default: break
        }
        guard let name, let property = structs[owner].storedIndex[name], case .binding = storedType(owner, property)
        else { return nil }
        return .selfProperty(property)
    }

    /// `b.wrappedValue = v` (or `+=` …) where `b` is any binding (a `Binding<T>` parameter, `$x`, `$items[i]`): a
    /// write through it.
    mutating func checkWrappedValueAssignment(
        _ target: Expr, _ op: String, _ value: Expr, _ operatorRange: SourceRange
    ) -> Statement?? {
        guard case .member(let base, "wrappedValue", _, _) = target.kind else { return nil }
        var reference = checkOnTrial(base).typed
        if case .bindingValue(let bound, _) = reference.ir {
            // `title.wrappedValue = v` for `let title: Binding<String>`: the property reads its value, so the binding
            // is what that read goes through.
            reference = Typed(ir: bound, type: .binding(reference.type))
        }
        guard case .binding(let type) = reference.type else { return nil }
        let newValue: Expr =
            op == "="
            ? value
            : Expr(
                .binary(String(op.dropLast()), target, value, operatorRange: operatorRange),
                target.range.union(value.range))
        return .some(
            .setBinding(reference.ir, coerce(check(newValue, expected: type), to: type, at: value.range, .initializer)))
    }

    /// `b.wrappedValue` (or a chain ending in it) written for a binding `b`: the same chain without it, reading the
    /// binding's value as `b` itself does (`$x.wrappedValue` is `x`); nil when `e` has no such link.
    mutating func throughWrappedValue(_ e: Expr) -> Expr? {
        switch e.kind {
        case .member(let base, "wrappedValue", _, _):
            guard case .binding = checkOnTrial(base).typed.type else { return nil }
            if case .identifier(let name) = base.kind, name.hasPrefix("$") {
                return Expr(.identifier(String(name.dropFirst())), base.range)
            }
            return base
        case .member(let base, let name, let nameRange, let dot):
            guard let inner = throughWrappedValue(base) else { return nil }
            return Expr(.member(inner, name, nameRange: nameRange, dot: dot), e.range)
        default:
            return nil
        }
    }

    /// `x = v`, `x += v` where `x` is a `@Binding` property: a write to the state it refers to.
    mutating func checkBindingAssignment(
        _ target: Expr, _ op: String, _ value: Expr, _ operatorRange: SourceRange
    ) -> Statement?? {
        guard let reference = bindingReference(target) else { return nil }
        let current = check(target, expected: nil)
        let newValue: Expr =
            op == "="
            ? value
            : Expr(
                .binary(String(op.dropLast()), target, value, operatorRange: operatorRange),
                target.range.union(value.range))
        return .some(
            .setBinding(
                reference,
                coerce(check(newValue, expected: current.type), to: current.type, at: value.range, .initializer)))
    }
}

extension Checker {
    /// `.constant(v)` where a `Binding<T>` is expected, as previews pass one to a view with a `@Binding`
    /// (`#Preview { Toggle(isOn: .constant(true)) }`). Rule: Apple, Binding.constant(_:) ("Creates a binding with an
    /// immutable value"). The binding holds `v` (BindingPath.constant): a control's tap writes nothing, and bindings one
    /// call site makes for different values (a generic wrapper's `projectedValue`, rows of a ForEach) keep their own.
    mutating func checkConstantBinding(_ value: SceneType, _ call: CallSite) -> Typed {
        guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil else {
            diagnostics.error(
                "'.constant' takes one value", at: call.range, hint: "write '.constant(true)'")
            checkLoosely(call)
            return .error
        }
        let argument = call.arguments[0].value
        let ir = coerce(check(argument, expected: value), to: value, at: argument.range, .argument)
        return Typed(ir: apply(BindingPath.constant, [ir], call.range), type: .binding(value))
    }

    /// The value a View struct's `@State` starts with, stored as the start of its per-instance values
    /// (InstanceStates.swift): only instances not yet built take it. A scene's own `@State` is stored as it is.
    func instanceStateStart(_ global: Int, _ ir: IR, _ range: SourceRange) -> IR {
        let declaration = globals[global].declaration
        guard declaration.isState, declaration.stateOwner != nil else { return ir }
        return .apply(InstanceStates.starting, [ir], range)
    }

    /// The `@State` global a bare `name` denotes here: the enclosing View's own (`Owner.name`, when another View's
    /// state took the plain name — Parser hoisting), else the scene's of that name; nil when `name` is no state.
    func stateGlobal(_ written: String) -> Int? {
        let name =
            written.hasPrefix(Checker.selfStatePrefix)
            ? String(written.dropFirst(Checker.selfStatePrefix.count)) : written
        if let typeName = currentTypeName, let index = globalIndex["\(typeName).\(name)"],
            globals[index].declaration.isState
        {
            return index
        }
        guard let index = globalIndex[name], globals[index].declaration.isState else { return nil }
        return index
    }
}
