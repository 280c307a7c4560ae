// CustomShapeView.swift: a user `struct X: Shape` as a view: it fills what it is proposed, like the built-in
// shapes, and draws its `path(in:)` for its frame.
// Rule: Apple: Shape — developer.apple.com/documentation/swiftui/shape. Status: complete.

import Geometry
import Scene

struct CustomShapeView: ShapeView {
    var shape: CustomShape

    var kind: ShapeKind { .custom(shape) }

    /// Custom shapes become views by coercion (Vocabulary.customShapeView).
    static let declarations: [ViewDeclaration] = []

    static let coercion: BuiltinImplementation = { v, range in
        guard case .customShape(let shape) = v[0] else { return .views([]) }
        return .views([
            ViewNode(AppliedView(name: shape.name, arguments: [], view: CustomShapeView(shape: shape)), range: range)
        ])
    }
}
