// Circle.swift: `Circle()`; `.circle` where a shape is expected.
// Rule: Apple: Circle, developer.apple.com/documentation/swiftui/circle (centred in its frame, on the shorter side).

import Scene

struct Circle: ShapeView {
    var kind: ShapeKind { .circle }

    static let declarations = [
        ViewDeclaration(
            "Circle", [initializer("Circle", []) { _ in Circle() }],
            shapeMembers: ["circle": member(Circle(), "Circle")])
    ]
}
