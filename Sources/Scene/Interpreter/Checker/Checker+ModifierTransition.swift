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
            guard let (modifier, body) = viewModifier(argument.value) else { return .error }
            // An empty content: the body's modifiers are all that is left to read.
            bodies.append(.call(body, receiver: modifier, [.constant(.views([ViewNode(.empty)]))], argument.range))
        }
        let id = call.range.start.offset
        let make: BuiltinImplementation = { v, _ in
            .transition(.modifier(ModifierTransition(active: v[0].views, identity: v[1].views, id: id)))
        }
        return Typed(ir: apply(make, bodies, call.range), type: .transition)
    }
}
