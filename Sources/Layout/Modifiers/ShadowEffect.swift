// ShadowEffect.swift: `shadow(color:radius:x:y:)`, SwiftUI's `_ShadowEffect`.
// Rule: OpenSwiftUI DisplayListViewModel.swift and BlurEffect.swift;
// Apple: GraphicsContext.Filter.blur(radius:options:) —
// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:): the shadow reaches every leaf
// below unless a compositing group flattens first; the radius is a Gaussian σ in points and the offset is in the
// space's points, both converted to device pixels here.

import Geometry
import Render
import Scene

struct ShadowEffect: LayoutModifier {
    var color: Color
    var radius: Double
    var x: Double
    var y: Double

    static let declarations = [
        ModifierDeclaration(
            "shadow",
            [
                .modifier(
                    "shadow",
                    [
                        arg("color", .color, .color(Color(red: 0, green: 0, blue: 0, opacity: 0.33))),
                        arg("radius", .double), arg("x", .double, .double(0)), arg("y", .double, .double(0)),
                    ]
                ) { v, range throws(RuntimeFailure) in
                    let radius = try GeometryArgument.radius(v[1].double, "shadow(radius:)", at: range)
                    let x = try GeometryArgument.finite(v[2].double, "shadow(x:)", at: range)
                    let y = try GeometryArgument.finite(v[3].double, "shadow(y:)", at: range)
                    return (ShadowEffect(color: v[0].color, radius: radius, x: x, y: y), nil)
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let k = c.space.transform.lengthScale
        let d = Point(x: x, y: y).applying(c.space.transform) - Point.zero.applying(c.space.transform)
        var env = c.environment
        env.shadow = DropShadow(
            color: color, radius: GeometryArgument.devicePixelSigma(radius * k), dx: d.x, dy: d.y)
        c.place(content, .same, environment: env, into: &out)
    }
}
