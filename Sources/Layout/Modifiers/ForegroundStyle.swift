// ForegroundStyle.swift: `foregroundStyle(_:)` and the older `foregroundColor(_:)`.
// Rule: Apple: View.foregroundStyle(_:), developer.apple.com/documentation/swiftui/view/foregroundstyle(_:): an
// environment value, the default fill of the shapes and text below it; `foregroundColor(nil)` is the default
// (`.primary`, black in light mode). `.primary`, `.secondary`, `.tertiary` and `.quaternary` are hierarchical
// styles (Apple: HierarchicalShapeStyle, developer.apple.com/documentation/swiftui/hierarchicalshapestyle): levels of
// the foreground in effect, resolved with the colour scheme (ColorScheme.swift). Any ShapeStyle is accepted, so a
// gradient is a foreground too.

import Geometry
import Scene

/// Sets the foreground style of everything below.
struct ForegroundStyle: LayoutModifier {
    /// nil: `foregroundColor(nil)`, back to the default `.primary`.
    var color: Color?
    /// A gradient foreground style (Apple: View.foregroundStyle(_:) takes any ShapeStyle); `color` is then white.
    var paint: GradientShading? = nil
    /// A shader foreground style; `color` is then white.
    var shader: ShaderCall? = nil

    static let declarations = [
        ModifierDeclaration(
            "foregroundStyle",
            [
                .modifier("foregroundStyle", [arg(nil, .color)]) { ForegroundStyle(color: $0[0].color) },
                .modifier("foregroundStyle", [arg(nil, .gradientStyle)]) {
                    ForegroundStyle(color: .white, paint: $0[0].shading)
                },
                // Apple: Shader is a ShapeStyle (developer.apple.com/documentation/swiftui/shader).
                .modifier("foregroundStyle", [arg(nil, .shader)]) {
                    ForegroundStyle(color: .white, shader: $0[0].shaderCall)
                },
            ] + severalStyles),
        ModifierDeclaration(
            "foregroundColor",
            [
                .modifier("foregroundColor", [arg(nil, .optional(.color))]) { v in
                    if case .absent = v[0] { return ForegroundStyle(color: nil) }
                    return ForegroundStyle(color: v[0].color)
                }
            ]),
    ]

    /// Apple: View.foregroundStyle(_:_:) and foregroundStyle(_:_:_:) — the primary, secondary and tertiary styles, each
    /// a colour or a gradient; text and shapes draw in the primary one ("the first style is the primary"), so the
    /// others reach only the layers of multi-layer SF Symbols, which a placeholder does not have.
    static let severalStyles: [BuiltinFunction] = {
        var overloads: [BuiltinFunction] = []
        for count in 2...3 {
            for combination in 0..<(1 << count) {
                let types = (0..<count).map { combination & (1 << $0) == 0 ? SceneType.color : .gradientStyle }
                overloads.append(
                    .modifier("foregroundStyle", types.map { arg(nil, $0) }) { v in
                        if case .color(let c) = v[0] { return ForegroundStyle(color: c) }
                        return ForegroundStyle(color: .white, paint: v[0].shading)
                    })
            }
        }
        return overloads
    }()

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        c.place(content, .same, environment: applied(to: c.environment), into: &out)
    }

    /// The environment below the modifier (also a joined Text's run's colour, TextJoinView).
    func applied(to environment: Environment) -> Environment {
        var env = environment
        if let color, paint == nil, shader == nil, let level = ForegroundStyle.hierarchicalLevel(of: color) {
            // A level keeps the colour written above (or the scheme's label colour) at reduced opacity.
            env.foregroundLevel = level
        } else {
            // `.tint` is kept as written and resolved where it is drawn (Environment.foreground).
            env.foregroundColor = color
            env.foregroundLevel = 0
        }
        if paint != nil || shader != nil || env.foregroundPaint != nil || env.foregroundShader != nil {
            env.foregroundPaint = paint
            env.foregroundShader = shader
        }
        env.fill = nil
        env.setFillPaints(nil, shader: nil, material: nil)
        return env
    }
}

extension ForegroundStyle {
    /// The hierarchical level a colour value stands for: the named `.secondary`, `.tertiary`, `.quaternary`,
    /// `.quinary` (Color.named), which a scene writes where a ShapeStyle is expected. `.primary` has the value of `.black` and
    /// is taken as that colour (so `.primary` stays black in dark mode: a known limit).
    static func hierarchicalLevel(of color: Color) -> Int? {
        Color.hierarchicalLevels.firstIndex { Color.named[$0] == color }.map { $0 + 1 }
    }
}
