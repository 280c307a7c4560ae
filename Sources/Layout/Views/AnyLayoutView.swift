// AnyLayoutView.swift: the view a layout value makes when called with a view builder (`layout { … }`,
// Checker+AnyLayout): the HStack, VStack, ZStack or Grid its value stands for (Builtins+AnyLayout), or a user layout.
// Rule: Apple: AnyLayout — developer.apple.com/documentation/swiftui/anylayout, and HStackLayout, VStackLayout,
// ZStackLayout, GridLayout: each lays out its subviews as the container of the same name does. Status: complete.

import Scene

enum AnyLayoutView {
    static let declarations = [
        ViewDeclaration(
            "_AnyLayout",
            [
                .view("_AnyLayout", [arg(nil, .enumeration(AnyLayoutValue.typeName)), contentParameter]) { v in
                    let children = v[1].views
                    // `AnyLayout(MyLayout())`: a user layout (Scene's Checker+CustomLayout).
                    if case .customLayout(let custom) = v[0] { return (CustomLayoutView(layout: custom), children) }
                    guard let layout = AnyLayoutValue(v[0]) else {
                        return (StackView(axis: .z, alignment: .center, spacing: nil), children)
                    }
                    let first = layout.spacing.first ?? nil
                    switch layout.kind {
                    case "h":
                        return (StackView(axis: .horizontal, alignment: layout.alignment, spacing: first), children)
                    case "v": return (StackView(axis: .vertical, alignment: layout.alignment, spacing: first), children)
                    case "grid":
                        let vertical = layout.spacing.count > 1 ? layout.spacing[1] : nil
                        return (
                            Grid(alignment: layout.alignment, horizontalSpacing: first, verticalSpacing: vertical),
                            children
                        )
                    default: return (StackView(axis: .z, alignment: layout.alignment, spacing: nil), children)
                    }
                }
            ])
    ]
}
