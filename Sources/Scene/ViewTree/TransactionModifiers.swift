// TransactionModifiers.swift: the modifiers whose arguments the checker reads as animation values.
// Rule: Apple: View.animation(_:value:), View.transition(_:), View.blendMode(_:), View.contentTransition(_:).

import Animate

/// `animation(_:value:)`: when `value` (its interpolation) changed in an update, the changes below animate with
/// `animation` (nil: they jump) whatever the transaction says.
public struct AnimationModifier: ViewModifier {
    public var animation: Animation?
    public var value: String

    public init(animation: Animation?, value: String) {
        self.animation = animation
        self.value = value
    }
}

/// `transition(_:)`: how the view enters and leaves when its identity is inserted or removed.
public struct TransitionModifier: ViewModifier {
    public var transition: Transition
    public init(_ transition: Transition) { self.transition = transition }
}

/// `blendMode(_:)` by SwiftUI's case name (`multiply`, `plusLighter` …); per leaf, like opacity.
public struct BlendModeEffect: ViewModifier {
    public var mode: String
    public init(_ mode: String) { self.mode = mode }
}

/// `contentTransition(_:)`: how a leaf's changed content animates.
public struct ContentTransitionModifier: ViewModifier {
    public var kind: ContentTransitionKind
    public init(_ kind: ContentTransitionKind) { self.kind = kind }
}
