// TransformEffect.swift: `.transformEffect(_:)`, SwiftUI's `_TransformEffect`.
// Rule: Apple: View.transformEffect(_:) — developer.apple.com/documentation/swiftui/view/transformeffect(_:):
// "Applies an affine transformation to this view's rendered output", without changing its layout. The matrix acts in
// the view's own coordinates, origin at its top-leading corner (GeometryEffect.swift; OpenSwiftUI GeometryEffect.swift),
// so `.init(translationX: 0, y: -40)` draws the view 40 pt higher and `.init(rotationAngle:)` turns it about its
// top-leading corner. The transform's parameters are not animated [UNCONF: SwiftUI's `_TransformEffect` is not
// Animatable in its interface]: a change takes effect at once. Status: complete.

import Geometry
import Scene

/// Draws the wrapped view through `transform`, about its top-leading corner.
struct TransformEffect: GeometryEffect {
    var transform: AffineTransform

    static let declarations = [
        ModifierDeclaration(
            "transformEffect",
            [
                .modifier("transformEffect", [arg(nil, .affineTransform)]) { v, range throws(RuntimeFailure) in
                    let t = v[0].affineTransform
                    for entry in [t.a, t.b, t.c, t.d, t.tx, t.ty] {
                        _ = try GeometryArgument.finite(entry, "transformEffect(_:) matrix entry", at: range)
                    }
                    return (TransformEffect(transform: t), nil)
                }
            ])
    ]

    func effectValue(size: Size) -> AffineTransform { transform }

    var animatableData: [Double] { [] }

    func with(_ data: ArraySlice<Double>) -> TransformEffect { self }
}
