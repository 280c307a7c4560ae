// Rectangle.swift: `Rectangle()`; `.rect` and `.rectangle` where a shape is expected; `ContainerRelativeShape()`.
// Rule: Apple: Rectangle, developer.apple.com/documentation/swiftui/rectangle; ContainerRelativeShape —
// developer.apple.com/documentation/swiftui/containerrelativeshape ("replaced by an inset version of the current
// container shape. If no container shape was defined, is replaced by a rectangle"): only widgets and watch
// complications define one, so in an app's view, as anim draws it, it is a rectangle.

import Scene

struct Rectangle: ShapeView {
    var kind: ShapeKind { .rectangle }

    static let declarations = [
        ViewDeclaration(
            "Rectangle", [initializer("Rectangle", []) { _ in Rectangle() }],
            shapeMembers: ["rect": member(Rectangle(), "Rectangle"), "rectangle": member(Rectangle(), "Rectangle")]),
        ViewDeclaration(
            "ContainerRelativeShape", [initializer("ContainerRelativeShape", []) { _ in Rectangle() }],
            shapeMembers: ["containerRelative": member(Rectangle(), "ContainerRelativeShape")]),
    ]
}

extension Rectangle {
    /// `Rectangle()` as a view node written at `range` (a material background's shape).
    static func view(range: SourceRange) -> ViewNode {
        ViewNode(AppliedView(name: "Rectangle", arguments: [], view: Rectangle()), range: range)
    }
}
