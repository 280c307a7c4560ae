// Parser+TransitionPhase.swift: the `TransitionPhase` a `Transition`'s `body(content:phase:)` receives, declared in
// the scene language.
// Rule: Apple: TransitionPhase — developer.apple.com/documentation/swiftui/transitionphase (iOS 17): `.willAppear`
// (the view is about to be inserted), `.identity` (it is on screen), `.didDisappear` (it has been removed);
// `isIdentity`; and `value`, "-1 for willAppear, 0 for identity and 1 for didDisappear", for effects that move one
// way in and the other way out; an enum, so a `switch phase` over the three cases is exhaustive.
// Checker+TransitionProtocol evaluates a body once per phase. Status: complete.

extension Parser {
    static let transitionPhaseSource = """
        enum TransitionPhase: Equatable {
            case willAppear, identity, didDisappear
            var isIdentity: Bool { self == .identity }
            var value: Double {
                switch self {
                case .willAppear: return -1
                case .identity: return 0
                case .didDisappear: return 1
                }
            }
        }
        """

    /// The declaration of `transitionPhaseSource`, placed nowhere in the user's file.
    static let transitionPhaseDeclarations: [Stmt] = prelude(transitionPhaseSource)
}
