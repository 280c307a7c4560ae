// CustomGeometryEffect+Layout.swift: a user GeometryEffect in layout: a render-only transform like the built-in
// effects, whose `animatableData` animates between snapshots and whose matrix its own `effectValue(size:)` computes.
// Rule: Apple: GeometryEffect — developer.apple.com/documentation/swiftui/geometryeffect. Status: complete.

import Geometry
import Scene

extension CustomGeometryEffect: GeometryEffect {
    static let declarations: [ModifierDeclaration] = []

    func effectValue(size: Size) -> AffineTransform { transform(for: size) }

    func with(_ data: ArraySlice<Double>) -> CustomGeometryEffect {
        var copy = self
        copy.animatableData = Array(data)
        return copy
    }
}
