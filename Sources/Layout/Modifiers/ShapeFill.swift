// ShapeFill.swift: `Shape.fill(_:style:)`.
// Rule: Apple: Shape.fill(_:style:), developer.apple.com/documentation/swiftui/shape/fill(_:style:): a method of
// shapes, so it is valid only directly on a shape; it wins over the foreground style; the content defaults to the
// foreground style and the style to `FillStyle()` (non-zero); `FillStyle(eoFill: true)` fills with the even-odd rule
// (Apple: FillStyle — developer.apple.com/documentation/swiftui/fillstyle).

import Geometry
import Scene

/// The fill of the shape it is written on.
///
/// Its values live in one immutable shared box: a colour alone is four words, more than an existential's inline
/// buffer, so every `any LayoutModifier` made of the fill (twice per shape per frame) allocated a box and copied the
/// value; now it retains one reference (issue #21; existential container layout:
/// github.com/swiftlang/swift/blob/main/docs/ABI/TypeLayout.rst#existential-container-layout).
struct ShapeFill: LayoutModifier {
    /// nil: the foreground style.
    var color: Color? { storage.color }
    var evenOdd: Bool { storage.evenOdd }
    /// A gradient fill instead of `color`.
    var paint: GradientShading? { storage.paint }
    /// A shader fill instead of `color` (Apple: Shader is a ShapeStyle).
    var shader: ShaderCall? { storage.shader }
    /// A material or glass fill (MaterialStyle.swift).
    var material: MaterialPaint? { storage.material }

    private let storage: Storage

    init(
        color: Color?, evenOdd: Bool = false, paint: GradientShading? = nil, shader: ShaderCall? = nil,
        material: MaterialPaint? = nil
    ) {
        storage = Storage(color: color, evenOdd: evenOdd, paint: paint, shader: shader, material: material)
    }

    private final class Storage: Sendable {
        let color: Color?
        let evenOdd: Bool
        let paint: GradientShading?
        let shader: ShaderCall?
        let material: MaterialPaint?

        init(color: Color?, evenOdd: Bool, paint: GradientShading?, shader: ShaderCall?, material: MaterialPaint?) {
            (self.color, self.evenOdd, self.paint) = (color, evenOdd, paint)
            (self.shader, self.material) = (shader, material)
        }
    }

    static let declarations = [
        ModifierDeclaration(
            "fill", shapeOnly: true,
            [
                .modifier("fill", [arg(nil, .color)]) { ShapeFill(color: $0[0].color) },
                .modifier("fill", [arg(nil, .color), arg("style", .fillStyle)]) { v in
                    ShapeFill(color: v[0].color, evenOdd: ShapeFill.evenOdd(v[1]))
                },
                .modifier("fill", [arg("style", .fillStyle, .fillStyle(evenOdd: false))]) { v in
                    ShapeFill(color: nil, evenOdd: ShapeFill.evenOdd(v[0]))
                },
                .modifier("fill", [arg(nil, .gradientStyle), arg("style", .fillStyle, .fillStyle(evenOdd: false))]) {
                    v in ShapeFill(color: .white, evenOdd: ShapeFill.evenOdd(v[1]), paint: v[0].shading)
                },
                .modifier("fill", [arg(nil, .material), arg("style", .fillStyle, .fillStyle(evenOdd: false))]) { v in
                    guard case .material(let m) = v[0] else { return ShapeFill(color: nil) }
                    return ShapeFill(color: .white, material: .material(m))
                },
                .modifier("fill", [arg(nil, .shader), arg("style", .fillStyle, .fillStyle(evenOdd: false))]) { v in
                    ShapeFill(color: .white, evenOdd: ShapeFill.evenOdd(v[1]), shader: v[0].shaderCall)
                },
            ])
    ]

    static func evenOdd(_ v: Value) -> Bool {
        if case .fillStyle(let eo) = v { return eo }
        return false
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        if let color {
            env.fill = env.resolvingTint(color)
            env.setFillPaints(paint, shader: shader, material: material)
        }
        if env.shape.evenOdd != evenOdd { env.shape.evenOdd = evenOdd }
        c.place(content, .same, environment: env, into: &out)
    }
}
