// ShapeView.swift: what the built-in shapes (Rectangle, RoundedRectangle, Capsule, Circle, Ellipse) share as views.
// Rule: Apple: Shape, developer.apple.com/documentation/swiftui/shape: a shape fills whatever it is proposed (10 pt
// on an unspecified axis: `replacingUnspecifiedDimensions()`), drawn with its `.fill` or the foreground style.

import Geometry
import Scene

/// A built-in shape as a view: its geometry is `kind` (ShapeKind.path(in:)).
protocol ShapeView: LayoutView, PrimitiveShape {
    var kind: ShapeKind { get }
}

extension ShapeView {
    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis)
        -> Size
    {
        proposal.replacingUnspecified()
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let env = c.environment
        // Built in place and appended as a temporary: a local `var leaf` was copied into the array (ten retains).
        out.append(
            c.leaf(.shape(kind), color: env.fill ?? env.foreground, node: node) { leaf in
                leaf.drawing = env.shape
                leaf.paint = env.fillPaint ?? (env.fill == nil ? env.foregroundPaint : nil)
                leaf.shaderPaint = env.fill == nil ? env.foregroundShader : env.fillShader
                if env.fill != nil, let material = env.fillMaterial { leaf.material = (material, env.dark) }
            })
    }

    /// The initialiser overload of a shape named `name`, typed as that shape (so `.fill` applies).
    static func initializer(
        _ name: String, _ parameters: [BuiltinParameter], _ make: @escaping @Sendable ([Value]) -> Self
    ) -> BuiltinFunction {
        .view(name, parameters, result: .shape(name)) { (make($0), []) }
    }

    /// The value of a shape named where a shape is expected (`.capsule`): the shape as a view.
    static func member(_ shape: Self, _ name: String) -> Value {
        .views([ViewNode(AppliedView(name: name, arguments: [], view: shape))])
    }
}
