// Checker+CustomBinding.swift: `Binding(get: { … }, set: { v in … })` written inline where a binding is expected
// (`Toggle("x", isOn: Binding(get: { ids.contains(id) }, set: { … }))`), `Binding.constant(v)`, and a binding's
// `projectedValue` (the binding itself). The binding's reference holds the two closures (BindingPath.custom): a read
// runs the getter, a write (a control's tap, `b.wrappedValue = v`) runs the setter, which may change `@State` as an
// action does.
// Rule: Apple: Binding.init(get:set:) — developer.apple.com/documentation/swiftui/binding/init(get:set:) ("creates a
// binding with closures that read and write the binding value"); Binding.constant(_:); Binding.projectedValue
// ("a projection of the binding value that returns a binding"). Status: complete for closures; `$b.field` of a
// custom binding is not supported.

extension Checker {
    /// `Binding(get:set:)` (or `Binding(get:set:)` with `.init`): nil for other calls named `Binding`.
    mutating func checkCustomBinding(_ call: CallSite, expected: SceneType?) -> Typed? {
        var arguments = call.arguments
        var trailing = call.trailing
        if let getter = trailing, arguments.count == 1, arguments[0].label == "set" {
            // `Binding { value } set: { newValue in … }`: the first trailing closure is `get:` (SE-0279).
            arguments.insert(
                Argument(label: "get", value: Expr(.closure(getter), getter.range), range: getter.range), at: 0)
            trailing = nil
        }
        guard arguments.count == 2, arguments[0].label == "get", arguments[1].label == "set", trailing == nil else {
            if arguments.count == 1, arguments[0].label == nil {
                // `Binding(other)`: the same binding (Apple: Binding.init(_:), "creates a binding by projecting the
                // base value").
                let inner = checkOnTrial(arguments[0].value, expected: expected)
                if case .binding = inner.typed.type, inner.reported == 0 {
                    return check(arguments[0].value, expected: expected)
                }
            }
            // `Binding(value: $picked)`: an initialiser an `extension Binding` declares (Checker+Generics).
            return checkExtensionInitializer("Binding", call, expected: expected)
        }
        guard case .closure(let getter) = arguments[0].value.kind, case .closure(let setter) = arguments[1].value.kind
        else {
            diagnostics.error(
                "'Binding(get:set:)' takes two closures", at: call.range,
                hint: "write 'Binding(get: { value }, set: { newValue in … })'")
            return .error
        }
        var valueType: SceneType
        if case .binding(let bound)? = expected?.unwrapped {
            valueType = bound
        } else if getter.body.count == 1, case .expression(let e) = getter.body[0].kind {
            valueType = checkOnTrial(e).typed.type
        } else {
            diagnostics.error(
                "the type of this binding cannot be inferred", at: call.range,
                hint: "pass it where a 'Binding<T>' is expected, or write a getter of one expression")
            return .error
        }
        if valueType == .error { return .error }
        let get = checkClosureValue(getter, parameters: [], result: valueType)
        // The setter runs as an action runs (a control's tap), so it may change state.
        let savedEvent = inEvent
        inEvent = true
        let set = checkClosureValue(setter, parameters: [valueType], result: .void)
        inEvent = savedEvent
        if get.type == .error || set.type == .error { return .error }
        return Typed(ir: apply(BindingPath.custom, [get.ir, set.ir], call.range), type: .binding(valueType))
    }
}
