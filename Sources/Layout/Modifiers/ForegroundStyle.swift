// ForegroundStyle.swift: `foregroundStyle(_:)` and the older `foregroundColor(_:)`.
// Rule: Apple: View.foregroundStyle(_:), developer.apple.com/documentation/swiftui/view/foregroundstyle(_:): an
// environment value, the default fill of the shapes and text below it; `foregroundColor(nil)` is the default
// (`.primary`, black in light mode).

import Geometry
import Scene

/// Sets the foreground style of everything below.
struct ForegroundStyle: LayoutModifier {
    var color: Color
    /// A gradient foreground style (Apple: View.foregroundStyle(_:) takes any ShapeStyle); `color` is then white.
    var paint: GradientShading? = nil

    static let declarations = [
        ModifierDeclaration(
            "foregroundStyle",
            [
                .modifier("foregroundStyle", [arg(nil, .color)]) { ForegroundStyle(color: $0[0].color) },
                .modifier("foregroundStyle", [arg(nil, .gradientStyle)]) {
                    ForegroundStyle(color: .white, paint: $0[0].shading)
                },
            ]),
        ModifierDeclaration(
            "foregroundColor",
            [
                .modifier("foregroundColor", [arg(nil, .optional(.color))]) { v in
                    if case .absent = v[0] { return ForegroundStyle(color: .black) }
                    return ForegroundStyle(color: v[0].color)
                }
            ]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.foreground = color
        env.foregroundPaint = paint
        env.fill = nil
        env.fillPaint = nil
        c.place(content, .same, environment: env, into: &out)
    }
}
