// Capsule.swift: `Capsule(style:)`; `.capsule` where a shape is expected.
// Rule: Apple: Capsule, developer.apple.com/documentation/swiftui/capsule (style `.continuous` by default).

import Geometry
import Scene

struct Capsule: ShapeView {
    var style: RoundedCornerStyle

    var kind: ShapeKind { .capsule(style: style) }

    static let declarations = [
        ViewDeclaration(
            "Capsule",
            [
                initializer("Capsule", [arg("style", .cornerStyle, .cornerStyle(.continuous))]) {
                    Capsule(style: $0[0].cornerStyle)
                }
            ],
            shapeMembers: ["capsule": member(Capsule(style: .continuous), "Capsule")])
    ]
}
