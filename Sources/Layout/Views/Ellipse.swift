// Ellipse.swift: `Ellipse()`; `.ellipse` where a shape is expected.
// Rule: Apple: Ellipse, developer.apple.com/documentation/swiftui/ellipse (fills its frame).

import Scene

struct Ellipse: ShapeView {
    var kind: ShapeKind { .ellipse }

    static let declarations = [
        ViewDeclaration(
            "Ellipse", [initializer("Ellipse", []) { _ in Ellipse() }],
            shapeMembers: ["ellipse": member(Ellipse(), "Ellipse")])
    ]
}
