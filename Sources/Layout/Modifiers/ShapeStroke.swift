// ShapeStroke.swift: `Shape.stroke(_:lineWidth:)`, `Shape.stroke(_:style:)` and `InsettableShape.strokeBorder(_:
// lineWidth:)`, `strokeBorder(_:style:)`.
// Rule: Apple: Shape.stroke(_:lineWidth:antialiased:) — developer.apple.com/documentation/swiftui/shape/
// stroke(_:linewidth:antialiased:) (content defaults to the foreground style, line width to 1; the line is centred
// on the outline); InsettableShape.strokeBorder(_:style:antialiased:) — "the result of insetting self by
// style.lineWidth / 2, stroking the resulting shape", so the whole line stays inside the frame. The outline is
// built by Geometry/Stroker.swift in ShapeDrawing. `Shape.stroke(style:)` returns `some Shape` — the stroked outline
// (Apple: Shape.stroke(style:) — developer.apple.com/documentation/swiftui/shape/stroke(style:): "Returns a new
// shape that is a stroked copy of self"), so a trim, stroke or transform written after it acts on that outline
// (ShapeDrawing.stages): `.stroke().stroke(style: StrokeStyle(dash: [8, 10]))` dashes both edges of the band.
// Status: complete (solid colours).

import Geometry
import Scene

/// Strokes the shape it is written on instead of filling it.
struct ShapeStroke: LayoutModifier {
    /// nil: the foreground style.
    var color: Color?
    /// A gradient instead of `color`.
    var paint: GradientShading? = nil
    var style: StrokeStyle
    /// `strokeBorder`: inset by half the line width first.
    var border: Bool

    static let declarations = ["stroke", "strokeBorder"].map { name in
        let border = name == "strokeBorder"
        let result = SceneType.shape("some Shape")
        return ModifierDeclaration(
            name, shapeOnly: true,
            [
                .modifier(name, [arg(nil, .color), arg("lineWidth", .double, .double(1))], result: result) { v, _ in
                    (ShapeStroke(color: v[0].color, style: StrokeStyle(lineWidth: v[1].double), border: border), nil)
                },
                .modifier(name, [arg(nil, .color), arg("style", .strokeStyle)], result: result) { v, _ in
                    (ShapeStroke(color: v[0].color, style: v[1].strokeStyle, border: border), nil)
                },
                .modifier(name, [arg("lineWidth", .double, .double(1))], result: result) { v, _ in
                    (ShapeStroke(color: nil, style: StrokeStyle(lineWidth: v[0].double), border: border), nil)
                },
                .modifier(name, [arg("style", .strokeStyle)], result: result) { v, _ in
                    (ShapeStroke(color: nil, style: v[0].strokeStyle, border: border), nil)
                },
                .modifier(name, [arg(nil, .gradientStyle), arg("lineWidth", .double, .double(1))], result: result) {
                    v, _ in
                    (
                        ShapeStroke(
                            color: .white, paint: v[0].shading, style: StrokeStyle(lineWidth: v[1].double),
                            border: border), nil
                    )
                },
                .modifier(name, [arg(nil, .gradientStyle), arg("style", .strokeStyle)], result: result) { v, _ in
                    (ShapeStroke(color: .white, paint: v[0].shading, style: v[1].strokeStyle, border: border), nil)
                },
            ])
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        if let color {
            env.fill = env.resolvingTint(color)
            if paint != nil || env.fillPaint != nil { env.fillPaint = paint }
        }
        env.shape.addStroke(style, border: border)
        c.place(content, .same, environment: env, into: &out)
    }
}
