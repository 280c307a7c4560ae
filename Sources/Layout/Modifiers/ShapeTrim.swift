// ShapeTrim.swift: `Shape.trim(from:to:)`.
// Rule: Apple: Shape.trim(from:to:) — developer.apple.com/documentation/swiftui/shape/trim(from:to:) ("trims this
// shape by a fractional amount based on its representation as a path", from 0 and to 1 by default; animatable, the
// "drawing a line" animation); the cut follows the path's own start and direction (Geometry/Path+Trim.swift). A trim
// of a trimmed shape takes its fractions of the inner trim's part. Status: complete.

import Geometry
import Scene

/// Keeps the part of the shape's outline between two fractions of its length.
struct ShapeTrim: LayoutModifier {
    var from: Double
    var to: Double

    static let declarations = [
        ModifierDeclaration(
            "trim", shapeOnly: true,
            [
                .modifier(
                    "trim", [arg("from", .double, .double(0)), arg("to", .double, .double(1))],
                    result: .shape("some Shape")
                ) { v, _ in (ShapeTrim(from: v[0].double, to: v[1].double), nil) }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        // The outer trim (already in the environment) acts on this one's part: compose the fractions.
        let (outerFrom, outerTo) = (env.shape.trimFrom, env.shape.trimTo)
        let a = max(0, min(1, from))
        let b = max(0, min(1, to))
        env.shape.trimFrom = a + outerFrom * (b - a)
        env.shape.trimTo = a + outerTo * (b - a)
        c.place(content, .same, environment: env, into: &out)
    }
}
