// WrittenModifier.swift: the answer key's reading of a modifier as the author wrote it: its scene name and argument
// values, decoded into the few cases the algebra predicts.
// Rule: the answer key stays independent of what it checks (docs/ARCHITECTURE.md): it reads `AppliedModifier.name`
// and `.arguments`, never the typed modifiers Layout executes, and applies SwiftUI's documented defaults itself
// (Apple: View.padding(_:_:) — the default length is 16 pt; View.offset, View.position, View.rotationEffect,
// View.scaleEffect: anchor `.center`).

import Geometry
import Scene

/// A modifier as the algebra sees it.
enum WrittenModifier {
    case fill(Color)
    case foregroundStyle(Color)
    case opacity(Double)
    case offset(x: Double, y: Double)
    case rotation(Angle, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `frame(width:height:alignment:)`, as written (nil: that axis is the child's).
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case padding(EdgeInsets)
    case position(x: Double, y: Double)
    case background(ViewNode, alignment: Alignment)
    case overlay(ViewNode, alignment: Alignment)
    case zIndex(Double)
    case animation
    /// `hidden()`: keeps its size, draws nothing (Apple: View.hidden()), so no marker inside is on screen.
    case hidden
    /// A layout the algebra does not model (flexible frame, fixedSize): markers inside are not predicted.
    case unsupported(String)
    /// A shape drawn as an outline or a part of itself (stroke, trim, border …): its frame is its content's (Apple:
    /// Shape.stroke returns a shape "the same size"), so it sizes like its content, but it is no filled marker.
    case outline(String)
    /// Anything that neither moves nor resizes the view (render-only modifiers, text environment, layers).
    case neutral

    /// SwiftUI's default padding length (Apple: View.padding(_:_:)).
    static let defaultPadding = 16.0

    init(_ m: AppliedModifier) {
        func double(_ label: String?) -> Double? {
            if case .double(let v)? = m.argument(label) { return v }
            return nil
        }
        func anchor() -> UnitPoint {
            if case .unitPoint(let u)? = m.argument("anchor") { return u }
            return .center
        }
        func alignment() -> Alignment {
            if case .alignment(let a)? = m.argument("alignment") { return a }
            return .center
        }
        switch m.name {
        case "fill":
            if case .color(let c)? = m.argument(nil) { self = .fill(c) } else { self = .neutral }
        case "foregroundStyle":
            if case .color(let c)? = m.argument(nil) { self = .foregroundStyle(c) } else { self = .neutral }
        case "foregroundColor":
            if case .color(let c)? = m.argument(nil) {
                self = .foregroundStyle(c)
            } else {
                self = .foregroundStyle(.black)
            }
        case "opacity":
            self = .opacity(double(nil) ?? 1)
        case "offset":
            if case .size(let w, let h)? = m.argument(nil) {
                self = .offset(x: w, y: h)
            } else {
                self = .offset(x: double("x") ?? 0, y: double("y") ?? 0)
            }
        case "rotationEffect":
            if case .angle(let a)? = m.argument(nil) { self = .rotation(a, anchor: anchor()) } else { self = .neutral }
        case "scaleEffect":
            if let s = double(nil) {
                self = .scale(x: s, y: s, anchor: anchor())
            } else {
                self = .scale(x: double("x") ?? 1, y: double("y") ?? 1, anchor: anchor())
            }
        case "frame":
            if m.argument("width") != nil || m.argument("height") != nil {
                self = .frame(width: double("width"), height: double("height"), alignment: alignment())
            } else {
                self = .unsupported("a flexible frame sizes by proposal rules outside the algebra")
            }
        case "padding":
            self = .padding(WrittenModifier.padding(m.arguments.map(\.value)))
        case "position":
            self = .position(x: double("x") ?? 0, y: double("y") ?? 0)
        case "background", "overlay":
            let secondary = m.secondary ?? ViewNode(.empty)
            self =
                m.name == "background"
                ? .background(secondary, alignment: alignment()) : .overlay(secondary, alignment: alignment())
        case "zIndex":
            self = .zIndex(double(nil) ?? 0)
        case "animation":
            self = .animation
        case "hidden":
            self = .hidden
        case "fixedSize":
            self = .unsupported("fixedSize proposes the ideal size, outside the algebra")
        case "containerRelativeFrame":
            // Apple: View.containerRelativeFrame(_:alignment:): the frame is the nearest container's size, which the
            // written chain does not name.
            self = .unsupported("containerRelativeFrame sizes by the nearest container, outside the algebra")
        case "visualEffect":
            // Apple: View.visualEffect(_:): its effects are computed from the view's geometry when it is placed;
            // nothing of them is written in the chain.
            self = .unsupported("visualEffect's effects depend on the view's geometry, outside the algebra")
        case "stroke", "strokeBorder", "trim", "inset", "border", "rotation", "scale", "union", "intersection",
            "subtracting", "symmetricDifference", "lineIntersection", "lineSubtraction":
            // Apple: Shape.stroke, InsettableShape.strokeBorder, Shape.trim(from:to:), InsettableShape.inset(by:),
            // View.border(_:width:), Shape.union(_:eoFill:) and the other set operations: the marker is an outline or
            // a part of its shape, not the filled frame.
            self = .outline("'\(m.name)' draws an outline or part of the shape, outside the algebra")
        default:
            self = .neutral
        }
    }

    /// `padding(_ insets:)`, `padding(_ edges:_ length:)` or `padding(_ length:)`.
    private static func padding(_ values: [Value]) -> EdgeInsets {
        switch values.first {
        case .edgeInsets(let insets)?: return insets
        case .double(let length)?: return EdgeInsets(all: length)
        case .edges(let edges)?:
            var length = defaultPadding
            if values.count > 1, case .double(let l) = values[1] { length = l }
            return edges.insets(length)
        default: return EdgeInsets(all: defaultPadding)
        }
    }

    /// Whether this is one of the chain modifiers the control experiment reverses.
    var isChainStep: Bool {
        switch self {
        case .offset, .rotation, .scale, .padding, .frame: true
        default: false
        }
    }
}
