// Transition.swift: SwiftUI's insertion/removal transitions, as a scene writes them.
// Rule: OpenSwiftUI Transition.swift, MoveTransition.swift and the other Animation/Transition files: a transition runs
// only when a view's identity is inserted or removed inside an animated transaction; inserted views animate from the
// transition's active state to identity, removed ones from identity to the active state and are then dropped; the
// default is `.opacity`. Status: complete for issue #4's list.

import Animate
import Geometry

/// An edge of a view, for `.move(edge:)` and `.push(from:)`.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// The edge across from this one (where `.push` removes to).
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// `AnyTransition` / `Transition`: what a view looks like while it is inserted or removed.
public indirect enum Transition: Hashable, Sendable {
    /// `.identity`: no change.
    case identity
    /// `.opacity`: faded to 0.
    case opacity
    /// `.scale` (`ScaleTransition(1e-5)`, OpenSwiftUI Transition.swift, MoveTransition.swift and the other
    /// Animation/Transition files) and `.scale(scale:anchor:)`.
    case scale(Double, anchor: UnitPoint)
    /// `.offset(x:y:)`, in points.
    case offset(x: Double, y: Double)
    /// `.move(edge:)`: shifted by the view's own size toward the edge.
    case move(Edge)
    /// `.push(from:)`: moves in from `edge` and out toward the opposite edge, fading.
    case push(from: Edge)
    /// `.blurReplace`-style blur, `AnyTransition.blur(radius:)` also fades.
    case blur(radius: Double)
    /// `a.combined(with: b)`: both at once.
    case combined(Transition, Transition)
    /// `.asymmetric(insertion:removal:)`; `.slide` is `.asymmetric(insertion: .move(.leading), removal: .move(.trailing))`.
    case asymmetric(insertion: Transition, removal: Transition)
    /// `.modifier(active:identity:)`: a user ViewModifier's body in its active and identity forms (Layout
    /// interpolates their effects, LeafAnimation.swift).
    case modifier(ModifierTransition)
    /// `t.animation(a)`: `t` run with its own animation, whatever the transaction's (Apple: AnyTransition.animation(_:)
    /// — "Attaches an animation to this transition"), even when the change that inserts the view has none.
    case animated(Transition, Animation)

    /// The animation the transition carries itself (`.animation(_:)`), if any.
    public var ownAnimation: Animation? {
        switch self {
        case .animated(_, let animation): animation
        case .combined(let a, let b): a.ownAnimation ?? b.ownAnimation
        case .asymmetric(let insertion, let removal): insertion.ownAnimation ?? removal.ownAnimation
        default: nil
        }
    }

    /// `.slide`.
    public static let slide = Transition.asymmetric(insertion: .move(.leading), removal: .move(.trailing))

    /// The transition that applies for insertion (`inserting`) or removal.
    public func resolved(inserting: Bool) -> Transition {
        switch self {
        case .asymmetric(let insertion, let removal): (inserting ? insertion : removal).resolved(inserting: inserting)
        case .combined(let a, let b): .combined(a.resolved(inserting: inserting), b.resolved(inserting: inserting))
        case .push(let edge): inserting ? .push(from: edge) : .push(from: edge.opposite)
        case .animated(let t, _): t.resolved(inserting: inserting)
        default: self
        }
    }
}

/// `AnyTransition.modifier(active:identity:)` (Apple: developer.apple.com/documentation/swiftui/anytransition/
/// modifier(active:identity:)): each ViewModifier's `body(content:)` evaluated over an empty content, so the
/// modifiers each applies to its content can be read and interpolated. Transitions written at the same place are
/// equal (`id` is the call's source offset): a transition's values are read when it runs, not compared.
public struct ModifierTransition: Hashable, Sendable {
    public var active: [ViewNode]
    public var identity: [ViewNode]
    public var id: Int

    public init(active: [ViewNode], identity: [ViewNode], id: Int) {
        self.active = active
        self.identity = identity
        self.id = id
    }

    public static func == (a: ModifierTransition, b: ModifierTransition) -> Bool { a.id == b.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
