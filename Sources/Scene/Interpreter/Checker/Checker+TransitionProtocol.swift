// Checker+TransitionProtocol.swift: a user `struct Twirl: Transition` (iOS 17) where an AnyTransition is expected:
// `.transition(Twirl())`, `.transition(.twirl)` through `extension Transition where Self == Twirl`, `AnyTransition(
// Twirl())`, a `some Transition` result.
// Rule: Apple: Transition — developer.apple.com/documentation/swiftui/transition: `body(content:phase:)` describes
// the view in each TransitionPhase; an inserted view animates from its `.willAppear` form to its `.identity` form and
// a removed one from `.identity` to `.didDisappear`. Built on `AnyTransition.modifier(active:identity:)`
// (Checker+ModifierTransition): the body is evaluated over an empty content once per phase and Layout interpolates
// the modifiers the bodies apply (ModifierTransitionEffect.swift), so insertion is `.modifier(active: willAppear,
// identity: identity)` and removal `.modifier(active: didDisappear, identity: identity)`, as an asymmetric
// transition. Status: complete for the effects ModifierTransitionEffect interpolates (geometry effects, offset,
// opacity, blur); other modifiers (brightness, a clip) are not part of the animation.

extension Checker {
    /// Whether struct `index` declares conformance to `Transition`.
    func isTransitionStruct(_ index: Int) -> Bool {
        structs[index].declaration.conformances.contains { $0.name == "Transition" }
    }

    /// The AnyTransition of the `Transition` struct `index` whose instance `instance` makes, written at `range`.
    mutating func protocolTransition(_ index: Int, _ instance: IR, _ range: SourceRange) -> IR {
        guard
            let body = structs[index].methods["body"]?.first(where: {
                functions[$0].declaration.parameters.map(\.label) == ["content", "phase"]
            }), structIndex["TransitionPhase"] != nil
        else {
            diagnostics.error(
                "type '\(structs[index].name)' does not conform to protocol 'Transition'",
                at: structs[index].declaration.nameRange,
                hint: "add 'func body(content: Content, phase: TransitionPhase) -> some View { … }'")
            return .constant(.void)
        }
        let routine = functions[body].routine
        let bodies = ["willAppear", "identity", "didDisappear"].map { phase -> IR in
            let type = Expr(.identifier("TransitionPhase"), range)
            let value = check(Expr(.member(type, phase, nameRange: range, dot: range.start), range), expected: nil)
            // An empty content: the body's modifiers are all that is left to read.
            return .call(routine, receiver: instance, [.constant(.views([ViewNode(.empty)])), value.ir], range)
        }
        // Ids apart from `.modifier(active:identity:)`'s (source offsets, never negative): one per direction.
        let id = -2 * range.start.offset - 2
        let make: BuiltinImplementation = { v, _ in
            .transition(
                .asymmetric(
                    insertion: .modifier(ModifierTransition(active: v[0].views, identity: v[1].views, id: id)),
                    removal: .modifier(ModifierTransition(active: v[2].views, identity: v[1].views, id: id + 1))))
        }
        return apply(make, bodies, range)
    }

    /// `.twirl` / `.twirl(angle: 90)` where an AnyTransition is expected and the builtins have no such member: the
    /// static member a `Transition` struct declares (`extension Transition where Self == Twirl { static var twirl:
    /// Twirl { … } }`, SE-0299 static member lookup), checked as `Twirl.twirl`; nil when none does.
    mutating func customTransitionMember(_ written: Expr) -> Typed? {
        guard let explicit = customStyleMember(written, method: "body") else { return nil }
        return check(explicit, expected: nil)
    }
}

extension Checker {
    /// `AnyTransition(Twirl())` (Apple: AnyTransition.init(_:) — developer.apple.com/documentation/swiftui/
    /// anytransition/init(_:), iOS 17): type erasure of a Transition changes nothing drawn.
    mutating func checkAnyTransition(_ e: Expr) -> Typed {
        let typed = check(e, expected: .transition)
        if typed.type == .error { return .error }
        return Typed(ir: coerce(typed, to: .transition, at: e.range, .argument), type: .transition)
    }
}

extension Checker {
    /// The iOS 17 structs behind the built-in transitions, by name: the AnyTransition member each is, and the label
    /// that member gives the struct's first parameter (Apple: OpacityTransition, IdentityTransition, SlideTransition,
    /// ScaleTransition(_:anchor:), MoveTransition(edge:), PushTransition(edge:), BlurReplaceTransition(configuration:)
    /// — developer.apple.com/documentation/swiftui/transition, "Conforming types").
    static let transitionStructs: [String: (member: String, first: String?)] = [
        "OpacityTransition": ("opacity", nil), "IdentityTransition": ("identity", nil),
        "SlideTransition": ("slide", nil),
        "ScaleTransition": ("scale", "scale"), "MoveTransition": ("move", "edge"), "PushTransition": ("push", "from"),
        "BlurReplaceTransition": ("blurReplace", "configuration"),
    ]

    /// `OpacityTransition()`, `ScaleTransition(0.5)`, `MoveTransition(edge: .top)` …: the AnyTransition member each
    /// stands for; nil for another name or form.
    mutating func checkTransitionStruct(_ name: String, _ call: CallSite, calleeRange: SourceRange) -> Typed? {
        guard let (member, first) = Checker.transitionStructs[name], structIndex[name] == nil, call.trailing == nil
        else { return nil }
        let type = Expr(.identifier("AnyTransition"), calleeRange)
        let callee = Expr(.member(type, member, nameRange: calleeRange, dot: calleeRange.start), calleeRange)
        guard let first else { return call.arguments.isEmpty ? check(callee, expected: .transition) : nil }
        var arguments = call.arguments
        if !arguments.isEmpty, arguments[0].label == nil || arguments[0].label == "edge" { arguments[0].label = first }
        let written = Expr(.call(callee, arguments, trailingClosure: nil, closeParen: call.closeParen), call.range)
        return check(written, expected: .transition)
    }
}
