// ShapeSetOperation.swift: `Shape.union(_:eoFill:)`, `intersection(_:eoFill:)`, `subtracting(_:eoFill:)`,
// `symmetricDifference(_:eoFill:)`, `lineIntersection(_:eoFill:)` and `lineSubtraction(_:eoFill:)` (iOS 17 /
// macOS 14).
// Rule: Apple: Shape.union(_:eoFill:) — developer.apple.com/documentation/swiftui/shape/union(_:eofill:) and its
// siblings ("returns a new shape with filled regions in either this shape or the given shape"; the line ones "a new
// shape with a line from this shape that overlaps/does not overlap the filled regions of the given shape"). The result
// is a Shape whose path in a rect is the receiver's path in that rect combined with the other shape's path in the
// same rect (the operand is not laid out on its own: both are asked for `path(in:)` of the result's rect, as the
// result is one shape with one frame), so `Circle().union(Rectangle().offset(x: 20))` puts the rectangle's
// outline 20 pt to the right inside the circle's frame. Geometry's Path+SetOperations.swift computes the outline.
// Shape modifiers written on the operand (`offset`, `rotation`, `scale`, `inset`, `size`, `trim`, nested set
// operations) shape its outline; those written on the receiver before the operation act on the receiver alone,
// those after on the result. Status: complete; a set operation does not animate between state snapshots (its
// result is drawn at once), and `.clipShape` of a combined shape still clips to the receiver alone.

import Geometry
import Scene

/// Combines the shape's outline with another shape's.
struct ShapeSetOperation: LayoutModifier {
    var operation: ShapeDrawing.SetOperation.Kind
    var eoFill: Bool
    /// The other shape; nil when the argument is not a shape anim draws (it combines as an empty outline).
    var operand: ShapeDrawing.Operand?

    static let declarations = ShapeDrawing.SetOperation.Kind.allCases.map { kind in
        ModifierDeclaration(
            kind.rawValue, shapeOnly: true,
            [
                .modifier(
                    kind.rawValue, [arg(nil, .shape("some Shape")), arg("eoFill", .bool, .bool(false))],
                    result: .shape("some Shape")
                ) { v, _ in
                    let node = v[0].views.count == 1 ? v[0].views.first : nil
                    let eoFill = if case .bool(let b) = v[1] { b } else { false }
                    return (
                        ShapeSetOperation(
                            operation: kind, eoFill: eoFill, operand: node.flatMap(ShapeDrawing.Operand.init)),
                        nil
                    )
                }
            ])
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        // Outer modifiers are placed first: the steps already recorded are the ones written after this operation.
        env.shape.setOperations.insert(
            ShapeDrawing.SetOperation(
                kind: operation, eoFill: eoFill, operand: operand, outerSteps: env.shape.steps.count),
            at: 0)
        c.place(content, .same, environment: env, into: &out)
    }
}

extension ShapeDrawing {
    /// One set operation on the outline, and where it stands among the rotation, scale and offset steps.
    public struct SetOperation: Hashable, Sendable {
        /// The six operations, by their SwiftUI names.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
        }

        var kind: Kind
        var eoFill: Bool
        var operand: Operand?
        /// The steps written after this operation (outside it); the others act on the receiver before it.
        var outerSteps: Int

        /// `path` combined with the operand's outline in `rect`.
        func apply(to path: Path, in rect: Rect, tolerance: Double) -> Path {
            var other = operand.map { $0.drawing.outline(of: $0.kind, in: rect, tolerance: tolerance) } ?? Path()
            if let d = operand?.drawing, d.trimFrom > 0 || d.trimTo < 1 {
                other = other.trimmedPath(from: d.trimFrom, to: d.trimTo)
            }
            switch kind {
            case .union: return path.union(other, eoFill: eoFill, tolerance: tolerance)
            case .intersection: return path.intersection(other, eoFill: eoFill, tolerance: tolerance)
            case .subtracting: return path.subtracting(other, eoFill: eoFill, tolerance: tolerance)
            case .symmetricDifference: return path.symmetricDifference(other, eoFill: eoFill, tolerance: tolerance)
            case .lineIntersection: return path.lineIntersection(other, eoFill: eoFill, tolerance: tolerance)
            case .lineSubtraction: return path.lineSubtraction(other, eoFill: eoFill, tolerance: tolerance)
            }
        }
    }

    /// The other shape of a set operation: its kind and the shape modifiers written on it.
    public struct Operand: Hashable, Sendable {
        var kind: ShapeKind
        var drawing: ShapeDrawing

        /// The operand written as `node`: a shape under shape modifiers, read outermost first as placing them
        /// would (ShapeTransform, ShapeInset, ShapeSize, ShapeTrim, ShapeStroke and nested set operations); nil for anything else.
        init?(_ node: ViewNode) {
            var drawing = ShapeDrawing()
            var node = node
            while case .modified(let content, let applied) = node.kind {
                switch applied.modifier {
                case let m as ShapeTransform: drawing.steps.insert(m.step, at: 0)
                case let m as ShapeInset: drawing.inset += m.amount
                case let m as ShapeSize: drawing.size = m.size
                case let m as ShapeTrim:
                    let (a, b) = (max(0, min(1, m.from)), max(0, min(1, m.to)))
                    (drawing.trimFrom, drawing.trimTo) = (a + drawing.trimFrom * (b - a), a + drawing.trimTo * (b - a))
                case let m as ShapeStroke: drawing.addStroke(m.style, border: m.border)
                case let m as ShapeSetOperation:
                    drawing.setOperations.insert(
                        SetOperation(
                            kind: m.operation, eoFill: m.eoFill, operand: m.operand, outerSteps: drawing.steps.count),
                        at: 0)
                default: break
                }
                node = content
            }
            guard case .view(let applied) = node.kind, let shape = applied.view as? any ShapeView else { return nil }
            kind = shape.kind
            self.drawing = drawing
        }
    }
}
