// TagModifier.swift: `tag(_:)`, a value a container finds a view by (a Canvas's symbols, Scene CanvasContent; a
// TabView's selection, TabViewContainer.swift).
// Rule: Apple: View.tag(_:) — developer.apple.com/documentation/swiftui/view/tag(_:) ("Sets the unique tag value of
// this view"; Canvas: "use the tag(_:) modifier to give each symbol view a unique identifier"). Layout- and
// render-neutral.

import Scene

struct TagModifier: LayoutModifier {
    var value: Value = .void

    static let declarations = [
        ModifierDeclaration("tag", [.modifier("tag", [arg(nil, .anyEquatable)]) { TagModifier(value: $0[0]) }])
    ]
}
