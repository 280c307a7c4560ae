// Backdrop.swift: the background the markers are measured against, read from the view tree: a full-bleed Color (or
// filled Rectangle) drawn first behind everything is the frame's background, not the scene header's colour.
// Rule: seed 000's coverage is a pixel's position on the background → marker line, so the background must be the
// colour the marker actually covers. Apple: Color ("a color … is a late-binding token … that expands to fill the
// space it is offered"), Rectangle (a shape with no frame fills its proposal), ZStack (draws its children back to
// front, sized to the largest): the first child of a ZStack proposed the whole canvas, when it is flexible, covers
// the canvas. A gradient backdrop (a gradient view, or a Rectangle filled with one) has no one colour: markers are
// then read against the colour fitted around each (LocalBackground.swift). Status: complete.

import Geometry
import Scene

/// A full-bleed view behind the markers.
public struct Backdrop: Sendable {
    /// Its colour (opaque; a translucent backdrop over the header colour is composited here).
    public var color: Color
    /// Where it was written: a filled Rectangle backdrop is not a marker.
    public var range: SourceRange
    /// A gradient: no one colour; markers are read against the colour fitted around each (LocalBackground.swift), and
    /// `color` is the scene header's.
    public var varies = false

    /// The backdrop of `root` drawn over the scene's `background`, or nil when the first thing drawn is not a
    /// full-bleed uniform colour.
    public static func find(in root: ViewNode, background: Color) -> Backdrop? {
        guard let (found, range) = fullBleed(root, opacity: 1) else { return nil }
        guard let c = found else { return Backdrop(color: background, range: range, varies: true) }
        let a = max(0, min(1, c.opacity))
        // Composite on encoded values (docs/ARCHITECTURE.md "Pixels are sRGB-encoded").
        let over = Color(
            red: c.red * a + background.red * (1 - a), green: c.green * a + background.green * (1 - a),
            blue: c.blue * a + background.blue * (1 - a))
        return Backdrop(color: over, range: range)
    }

    /// Descends through containers to the first view drawn; returns its colour when it fills the canvas.
    /// A nil colour: a gradient fills the canvas.
    private static func fullBleed(_ node: ViewNode, opacity: Double) -> (Color?, SourceRange)? {
        switch node.kind {
        case .view(let view):
            switch WrittenView(view) {
            case .color:
                if case .color(let c)? = view.argument(nil) { return (c.opacity(opacity), node.range) }
                return nil
            case .drawing where view.name == "Gradient":
                // A gradient used as a view fills what it is offered (Apple: LinearGradient conforms to View
                // through ShapeStyle), whatever its opacity: it is the backdrop, read locally.
                return (nil, node.range)
            case .stack(.z, _, _):
                return first(view.children).flatMap { fullBleed($0, opacity: opacity) }
            default:
                return nil
            }
        case .group(let children):
            return first(children).flatMap { fullBleed($0, opacity: opacity) }
        case .empty:
            return nil
        case .modified(let content, let applied):
            let m = WrittenModifier(applied)
            switch m {
            case .fill(let c), .foregroundStyle(let c):
                // A flexible shape (no frame) filled with one colour fills its proposal.
                guard case .view(let v) = content.kind, case .shape(.rectangle) = WrittenView(v) else { return nil }
                return (c.opacity(opacity), content.range)
            case .neutral where applied.name == "fill" || applied.name == "foregroundStyle":
                // A flexible Rectangle filled with a gradient (a fill that is not a colour).
                guard case .view(let v) = content.kind, case .shape(.rectangle) = WrittenView(v),
                    case .shading? = applied.argument(nil)
                else { return nil }
                return (nil, content.range)
            case .opacity(let o):
                return fullBleed(content, opacity: opacity * max(0, min(1, o)))
            case .zIndex, .neutral:
                return fullBleed(content, opacity: opacity)
            default:
                return nil
            }
        }
    }

    /// The child a ZStack draws first: lowest zIndex, then first written.
    private static func first(_ children: [ViewNode]) -> ViewNode? {
        func z(_ node: ViewNode) -> Double {
            var n = node
            while case .modified(let content, let applied) = n.kind {
                if case .zIndex(let v) = WrittenModifier(applied) { return v }
                n = content
            }
            return 0
        }
        let drawn = children.filter { if case .empty = $0.kind { false } else { true } }
        return drawn.indices.min { (z(drawn[$0]), $0) < (z(drawn[$1]), $1) }.map { drawn[$0] }
    }
}
