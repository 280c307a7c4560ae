// WrittenView.swift: the answer key's reading of a primitive view as the author wrote it: name and arguments.
// Rule: as WrittenModifier.swift: never the typed views Layout executes; SwiftUI's documented defaults applied here
// (Apple: RoundedRectangle and Capsule default to `.continuous` corners; stacks centre by default).

import Geometry
import Scene

/// A primitive view as the algebra sees it.
enum WrittenView {
    case shape(ShapeKind)
    case color
    /// A Path or a gradient used as a view: it fills what it is offered (Apple: Path and LinearGradient conform to
    /// Shape/ShapeStyle views that take the proposed size) but has no closed-form moments, so it is no marker.
    case drawing
    case text
    case spacer
    /// A stack, its alignment and its written spacing (nil: the default, `defaultSpacing`).
    case stack(StackAxis, Alignment, spacing: Double?)
    /// A view the algebra knows nothing about: markers inside are not predicted.
    case other(String)

    init(_ v: AppliedView) {
        func corner() -> RoundedCornerStyle {
            if case .cornerStyle(let s)? = v.argument("style") { return s }
            return .continuous
        }
        var spacing: Double? {
            if case .double(let s)? = v.argument("spacing") { return s }
            return nil
        }
        switch v.name {
        case "Rectangle": self = .shape(.rectangle)
        case "RoundedRectangle":
            if case .double(let r)? = v.argument("cornerRadius") {
                self = .shape(.roundedRectangle(cornerRadius: r, style: corner()))
            } else {
                self = .other(v.name)
            }
        case "Capsule": self = .shape(.capsule(style: corner()))
        case "Circle": self = .shape(.circle)
        case "Ellipse": self = .shape(.ellipse)
        case "Color": self = .color
        case "Path", "Gradient": self = .drawing
        case "Text": self = .text
        case "Spacer": self = .spacer
        case "ZStack":
            if case .alignment(let a)? = v.argument("alignment") {
                self = .stack(.z, a, spacing: nil)
            } else {
                self = .stack(.z, .center, spacing: nil)
            }
        case "HStack":
            var a = Alignment.center
            if case .verticalAlignment(let g)? = v.argument("alignment") { a.vertical = g }
            self = .stack(.horizontal, a, spacing: spacing)
        case "VStack":
            var a = Alignment.center
            if case .horizontalAlignment(let g)? = v.argument("alignment") { a.horizontal = g }
            self = .stack(.vertical, a, spacing: spacing)
        default: self = .other(v.name)
        }
    }

    /// The gap an H/VStack leaves between two adjacent non-text children when its spacing is nil. Apple's
    /// HStack.init(alignment:spacing:content:) leaves it to the stack ("nil if you want the stack to choose a default
    /// distance for each pair of subviews"); between two shapes that distance is 8 pt on iOS and macOS. Pairs with
    /// Text use font-dependent spacing, which is why a Text child stays outside the algebra.
    static let defaultSpacing = 8.0
}
