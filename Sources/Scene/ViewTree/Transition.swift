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
    /// anim's `AnyTransition.blur(radius:)`: blurred by `radius` points and faded.
    case blur(radius: Double)
    /// `.blurReplace` / `.blurReplace(_:)` (iOS 17): blurred, scaled and faded (`BlurReplaceTransition.resolved`).
    case blurReplace(BlurReplaceConfiguration)
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
        case .blurReplace(let configuration): configuration.resolved(inserting: inserting)
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

/// `BlurReplaceTransition.Configuration` (Apple: developer.apple.com/documentation/swiftui/blurreplacetransition:
/// "animates the insertion or removal of a view by combining blurring and scaling effects"; `.downUp`, the default of
/// `Transition.blurReplace(_:)`, "scales the view down while removing it and up while inserting it", `.upUp` "scales
/// the view up while both removing and inserting it"). The amounts are not documented: blur radius 7 pt and scale
/// 0.9 (1.1 where `.upUp` removes) with the opacity fade, as SwiftVVD's BlurReplaceTransition (github.com/Hongtae/
/// SwiftVVD, Transition.swift, a SwiftUI reimplementation whose constants are SwiftUI's float bit patterns) has them
/// [UNCONF].
public enum BlurReplaceConfiguration: String, Hashable, Sendable, CaseIterable {
    case downUp, upUp

    /// Its Swift type name, an enumeration of the vocabulary.
    public static let typeName = "BlurReplaceTransition.Configuration"

    /// The blur radius of the active state, points.
    public static let radius = 7.0
    /// The scale of the active state: smaller on insertion ("up while inserting": 0.9 → 1), and on removal smaller for
    /// `.downUp`, larger for `.upUp` (1 → 1.1).
    public func scale(inserting: Bool) -> Double { inserting || self == .downUp ? 0.9 : 1.1 }

    /// The transition as the blur-and-fade and scale it combines, about the view's centre.
    func resolved(inserting: Bool) -> Transition {
        .combined(
            .blur(radius: BlurReplaceConfiguration.radius), .scale(scale(inserting: inserting), anchor: .center))
    }
}
