// Parser+TransitionPhase.swift: the `TransitionPhase` a `Transition`'s `body(content:phase:)` receives, declared in
// the scene language.
// Rule: Apple: TransitionPhase — developer.apple.com/documentation/swiftui/transitionphase (iOS 17): `.willAppear`
// (the view is about to be inserted), `.identity` (it is on screen), `.didDisappear` (it has been removed);
// `isIdentity`; and `value`, "-1 for willAppear, 0 for identity and 1 for didDisappear", for effects that move one
// way in and the other way out. Checker+TransitionProtocol evaluates a body once per phase. Status: complete.

extension Parser {
    static let transitionPhaseSource = """
        struct TransitionPhase {
            let value: Double
            var isIdentity: Bool { value == 0 }
            static var willAppear: TransitionPhase { TransitionPhase(value: -1) }
            static var identity: TransitionPhase { TransitionPhase(value: 0) }
            static var didDisappear: TransitionPhase { TransitionPhase(value: 1) }
            static func == (a: TransitionPhase, b: TransitionPhase) -> Bool { a.value == b.value }
            static func != (a: TransitionPhase, b: TransitionPhase) -> Bool { a.value != b.value }
        }
        """

    /// The declaration of `transitionPhaseSource`, placed nowhere in the user's file.
    static let transitionPhaseDeclarations: [Stmt] = prelude(transitionPhaseSource)
}
