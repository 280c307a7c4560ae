// Checker+ModifierTransition.swift: `AnyTransition.modifier(active: M(…), identity: M(…))`, the custom transition of
// animation blog posts (a corner pivot, a flip): each ViewModifier's `body(content:)` is evaluated over an empty
// content, and Layout interpolates the modifiers the two bodies apply (ModifierTransitionEffect.swift).
// Rule: Apple: AnyTransition.modifier(active:identity:) — developer.apple.com/documentation/swiftui/anytransition/
// modifier(active:identity:). Status: complete.

extension Checker {
    /// `.modifier(active:identity:)` where an `AnyTransition` is expected.
    mutating func checkModifierTransition(_ call: CallSite) -> Typed {
        let labels = call.arguments.map(\.label)
        guard labels == ["active", "identity"], call.trailing == nil else {
            diagnostics.error(
                "'modifier' transitions take 'active:' and 'identity:' ViewModifiers", at: call.range,
                hint: "write '.modifier(active: Pivot(angle: -90), identity: Pivot(angle: 0))'")
            checkLoosely(call)
            return .error
        }
        var bodies: [IR] = []
        for argument in call.arguments {
            let modifier = check(argument.value, expected: nil)
            if modifier.type == .error { return .error }
            guard case .instance(let index, _) = modifier.type,
                let body = structs[index].methods["body"]?.first(where: {
                    functions[$0].declaration.parameters.count == 1
                })
            else {
                diagnostics.error(
                    "'\(modifier.type)' is not a ViewModifier", at: argument.value.range,
                    hint: "declare 'struct M: ViewModifier { func body(content: Content) -> some View { … } }'")
                return .error
            }
            // An empty content: the body's modifiers are all that is left to read.
            bodies.append(
                .call(
                    functions[body].routine, receiver: modifier.ir, [.constant(.views([ViewNode(.empty)]))],
                    argument.range))
        }
        let id = call.range.start.offset
        let make: BuiltinImplementation = { v, _ in
            .transition(.modifier(ModifierTransition(active: v[0].views, identity: v[1].views, id: id)))
        }
        return Typed(ir: apply(make, bodies, call.range), type: .transition)
    }
}
