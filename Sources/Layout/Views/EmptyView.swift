// EmptyView.swift: `EmptyView()`.
// Rule: Apple: EmptyView, developer.apple.com/documentation/swiftui/emptyview: "A view that doesn't contain any
// content." It is the tree's `.empty` node: stacks give it no slot and no spacing (StackLayout.stackChildren), it
// draws nothing and sizes to zero.

import Scene

/// `EmptyView()`: the `.empty` node.
enum EmptyView {
    static let declarations = [
        ViewDeclaration(
            "EmptyView", [BuiltinFunction([], .view) { _, range in .views([ViewNode(.empty, range: range)]) }])
    ]
}
