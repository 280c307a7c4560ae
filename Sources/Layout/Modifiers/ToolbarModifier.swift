// ToolbarModifier.swift: `toolbar(content:)`, `toolbar(id:content:)` and the deprecated
// `navigationBarItems(leading:trailing:)`: items the enclosing navigation stack draws in its bars.
// Rule: Apple: View.toolbar(content:) — developer.apple.com/documentation/swiftui/view/toolbar(content:) ("populates
// the toolbar or navigation bar with the views you provide"; a preference the navigation stack reads from anywhere in
// its root, as it reads navigationTitle(_:); with no navigation stack around it there is no bar and nothing is
// drawn); View.navigationBarItems(leading:trailing:) (deprecated: "use toolbar(content:) with
// navigationBarLeading or navigationBarTrailing placement"). The view itself is drawn as if the modifier were absent.

import Scene

/// The toolbar content written on a view (the secondary view); nothing in the view itself.
struct ToolbarModifier: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "toolbar",
            [
                .modifier("toolbar", [contentParameter]) { v, range in
                    (ToolbarModifier(), singleView(v[0].views, range: range))
                },
                .modifier("toolbar", [arg("id", .string), contentParameter]) { v, range in
                    (ToolbarModifier(), singleView(v[1].views, range: range))
                },
            ] + ToolbarVisibility.toolbarOverloads),
        ModifierDeclaration(
            "navigationBarItems",
            [
                .modifier("navigationBarItems", [arg("leading", .view)]) { v, range in
                    (ToolbarModifier(), items([("navigationBarLeading", v[0])], range))
                },
                .modifier("navigationBarItems", [arg("trailing", .view)]) { v, range in
                    (ToolbarModifier(), items([("navigationBarTrailing", v[0])], range))
                },
                .modifier("navigationBarItems", [arg("leading", .view), arg("trailing", .view)]) { v, range in
                    (
                        ToolbarModifier(),
                        items([("navigationBarLeading", v[0]), ("navigationBarTrailing", v[1])], range)
                    )
                },
            ]),
    ]

    /// `navigationBarItems`' views as the toolbar items they are.
    private static func items(_ views: [(String, Value)], _ range: SourceRange) -> ViewNode {
        singleView(
            views.map { placement, value in
                ViewNode(
                    AppliedView(
                        name: "ToolbarItem", arguments: [], view: ToolbarItemView(placement: placement),
                        children: value.views), range: range)
            }, range: range)
    }

    /// The toolbar items written anywhere in the visible content of `root` (not inside a nested navigation stack,
    /// which has bars of its own; of a TabView, the selected tab), in the order written: a bare view is an
    /// `.automatic` item.
    static func items(in root: ViewNode) -> [(slot: ToolbarSlot, item: ViewNode)] {
        var found: [(slot: ToolbarSlot, item: ViewNode)] = []
        collect(root, into: &found)
        return found
    }

    private static func collect(_ node: ViewNode, into found: inout [(slot: ToolbarSlot, item: ViewNode)]) {
        switch node.kind {
        case .view(let applied):
            if applied.view is NavigationStackView { return }
            for child in node.visibleChildren { collect(child, into: &found) }
        case .group(let children):
            for child in children { collect(child, into: &found) }
        case .modified(let content, let applied):
            collect(content, into: &found)
            if applied.modifier is ToolbarModifier, let secondary = applied.secondary {
                entries(secondary, into: &found)
            }
        case .empty:
            break
        }
    }

    /// The items of one toolbar's content: groups (if/else, ForEach, a custom ToolbarContent's body) flattened.
    private static func entries(_ node: ViewNode, into found: inout [(slot: ToolbarSlot, item: ViewNode)]) {
        switch node.kind {
        case .group(let children):
            for child in children { entries(child, into: &found) }
        case .empty:
            break
        case .view, .modified:
            found.append((slot(of: node), node))
        }
    }

    /// The slot of an item, also a modified one (`ToolbarItem(…) { … }.id(x)`); a bare view's is `.automatic`'s.
    private static func slot(of node: ViewNode) -> ToolbarSlot {
        switch node.kind {
        case .view(let applied): (applied.view as? ToolbarItemView)?.slot ?? .trailing
        case .modified(let content, _): slot(of: content)
        default: .trailing
        }
    }
}
