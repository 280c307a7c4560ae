// GeometryGroup.swift: `geometryGroup()`.
// Rule: Apple: View.geometryGroup() — developer.apple.com/documentation/swiftui/view/geometrygroup(); OpenSwiftUI
// RendererEffect.swift, seed 002: position and size are resolved and animated here, once for every descendant, and the
// content is laid out from zero in a space of its own (a geometry effect with an identity matrix). Apple:
// View.geometryGroup(), developer.apple.com/documentation/swiftui/view/geometrygroup().

import Geometry
import Scene

/// A transform space at the view's own frame; only the frame animates.
struct GeometryGroup: GeometryEffect {
    static let declarations = [
        ModifierDeclaration("geometryGroup", [.modifier("geometryGroup", []) { _ in GeometryGroup() }])
    ]

    func effectValue(size: Size) -> AffineTransform { .identity }
    var animatableData: [Double] { [] }
    func with(_ data: ArraySlice<Double>) -> GeometryGroup { self }
}
