// Rectangle.swift: `Rectangle()`; `.rect` and `.rectangle` where a shape is expected.
// Rule: Apple: Rectangle, developer.apple.com/documentation/swiftui/rectangle.

import Scene

struct Rectangle: ShapeView {
    var kind: ShapeKind { .rectangle }

    static let declarations = [
        ViewDeclaration(
            "Rectangle", [initializer("Rectangle", []) { _ in Rectangle() }],
            shapeMembers: ["rect": member(Rectangle(), "Rectangle"), "rectangle": member(Rectangle(), "Rectangle")])
    ]
}

extension Rectangle {
    /// `Rectangle()` as a view node written at `range` (a material background's shape).
    static func view(range: SourceRange) -> ViewNode {
        ViewNode(AppliedView(name: "Rectangle", arguments: [], view: Rectangle()), range: range)
    }
}
