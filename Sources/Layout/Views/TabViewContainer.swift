// TabViewContainer.swift: `TabView`, its tabs (`.tabItem { … }` on each child, or iOS 18's `Tab(_:systemImage:)`),
// `tabViewStyle(.page)`, and the tab bar iOS draws under the selected tab.
// Rule: Apple: TabView — developer.apple.com/documentation/swiftui/tabview ("switch between multiple child views";
// the selection binds to the tags of the tabs, `tag(_:)`; without one the first tab shows), View.tabItem(_:)
// ("use an Image and a Text, or a Label"), Tab (iOS 18), TabViewStyle.page (the tabs as pages with an index of dots).
// The selected tab fills the space above the bar. The bar's metrics are UIKit's UITabBar on iOS 17 [UNCONF: observed,
// not documented]: 49 pt tall on the chrome background (249, 249, 249) at 94 % with a hairline (0, 0, 0, 0.3) on
// top; the items share the width equally, each a 24 pt symbol over its title in 10 pt medium, 2 pt apart, centred;
// the selected item in the tint (system blue), the others in (153, 153, 153). The page style's index: 7 pt dots 9 pt
// apart, 10 pt above the bottom edge, white for the selected page and white at 50 % for the others. No safe area is
// drawn (a render has no home indicator).

import Geometry
import Scene
import Text

struct TabViewContainer: LayoutView {
    /// The selection's value; nil selects the first tab.
    var selection: Value?

    static let declarations = [
        ViewDeclaration(
            "TabView",
            [
                .view("TabView", [contentParameter]) { v in (TabViewContainer(selection: nil), v[0].views) },
                .view("TabView", [arg("selection", .anyEquatable), contentParameter]) { v in
                    (TabViewContainer(selection: v[0]), v[1].views)
                },
            ]),
        ViewDeclaration(
            "Tab",
            [
                .view("Tab", [arg(nil, .string), arg("systemImage", .string), contentParameter]) { v in
                    (TabEntry(title: v[0].string, systemImage: v[1].string, value: nil), v[2].views)
                },
                .view(
                    "Tab",
                    [arg(nil, .string), arg("systemImage", .string), arg("value", .anyEquatable), contentParameter]
                ) { v in
                    (TabEntry(title: v[0].string, systemImage: v[1].string, value: v[2]), v[3].views)
                },
            ]),
    ]

    static let barHeight = 49.0
    static let unselected = Color(r8: 153, g8: 153, b8: 153)

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.stackSize(axis: .z, alignment: .center, spacing: nil, children: [composed(children, key: 0)], p)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let view = composed(children, key: node.identity, page: c.environment.pageTabs, tint: c.environment.tint)
        c.layout.placeStack(
            axis: .z, alignment: .center, spacing: nil, children: [view], at: c.origin, proposal: c.proposal,
            size: c.size, environment: c.environment, space: c.space, into: &out)
    }

    /// One tab: what it shows, its label's symbol and title nodes, and its tag.
    struct TabParts {
        var content: ViewNode
        var label: [ViewNode]
        var tag: Value?
    }

    /// The tabs among the children (groups flattened).
    /// The selected tab: the one tagged with the selection's value, else the first.
    func selectedIndex(_ tabs: [TabParts]) -> Int {
        selection.flatMap { s in tabs.firstIndex { $0.tag.map { $0.isEqual(to: s) } ?? false } } ?? 0
    }

    /// The content of the selected tab of `children`, the only one on screen (nil when there is no tab).
    func selectedContent(_ children: [ViewNode]) -> ViewNode? {
        let tabs = TabViewContainer.tabs(children)
        return tabs.isEmpty ? nil : tabs[selectedIndex(tabs)].content
    }

    static func tabs(_ children: [ViewNode]) -> [TabParts] {
        ListView.rows(children).map { child in
            if case .view(let applied) = child.kind, let entry = applied.view as? TabEntry {
                let symbol = ViewNode(
                    AppliedView(name: "Image", arguments: [], view: SymbolPlaceholder.view(named: entry.systemImage)))
                let title = ViewNode(
                    AppliedView(name: "Text", arguments: [], view: TextView(content: TextContent(entry.title))))
                let content = ViewNode(.group(applied.children), range: child.range)
                return TabParts(content: content, label: [symbol, title], tag: entry.value)
            }
            var label: [ViewNode] = []
            var tag: Value?
            var node = child
            while case .modified(let inner, let applied) = node.kind {
                if applied.modifier is TabItemModifier, let secondary = applied.secondary { label = [secondary] }
                if let t = applied.modifier as? TagModifier, tag == nil { tag = t.value }
                node = inner
            }
            return TabParts(content: child, label: label, tag: tag)
        }
    }

    private func composed(
        _ children: [ViewNode], key: UInt64, page: PageIndex? = nil, tint: Color = Environment.defaultTint
    ) -> ViewNode {
        var b = NodeBuilder(key: key)
        let tabs = TabViewContainer.tabs(children)
        guard !tabs.isEmpty else { return b.stack(.z, alignment: .center, spacing: nil, []) }
        let selected = selectedIndex(tabs)
        let content = b.wrap(
            tabs[selected].content, "frame",
            FlexFrameLayout(
                minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                maxHeight: .infinity, alignment: .center))
        if let page {
            guard page.showsIndex, tabs.count > 1 else { return content }
            var dots: [ViewNode] = []
            for i in tabs.indices {
                let circle = b.node(AppliedView(name: "Circle", arguments: [], view: Circle()))
                let filled = b.wrap(circle, "fill", ShapeFill(color: Color.white.opacity(i == selected ? 1 : 0.5)))
                dots.append(b.wrap(filled, "frame", FrameLayout(width: 7, height: 7)))
            }
            let index = b.wrap(
                b.stack(.horizontal, alignment: .center, spacing: 9, dots), "padding",
                PaddingLayout(insets: EdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0)))
            return b.stack(
                .z, alignment: Alignment(horizontal: .center, vertical: .bottom), spacing: nil, [content, index])
        }
        var items: [ViewNode] = []
        for (i, tab) in tabs.enumerated() {
            var parts: [ViewNode] = []
            for node in ListView.rows(tab.label).flatMap(TabViewContainer.labelParts) {
                parts.append(node)
            }
            let color = i == selected ? tint : TabViewContainer.unselected
            let column = b.stack(.vertical, alignment: .center, spacing: 2, parts)
            let colored = b.wrap(column, "foregroundStyle", ForegroundStyle(color: color))
            items.append(
                b.wrap(
                    colored, "frame",
                    FlexFrameLayout(
                        minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                        maxHeight: nil, alignment: .center)))
        }
        var bar = b.wrap(
            b.stack(.horizontal, alignment: .center, spacing: 0, items), "frame",
            FlexFrameLayout(
                minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: TabViewContainer.barHeight,
                idealHeight: nil, maxHeight: TabViewContainer.barHeight, alignment: .center))
        let background = b.color(Color(r8: 249, g8: 249, b8: 249, opacity: 0.94))
        bar = b.wrap(bar, "background", BackgroundModifier(alignment: .center), secondary: background)
        let hairline = b.wrap(
            b.color(Color(r8: 0, g8: 0, b8: 0, opacity: 0.3)), "frame", FrameLayout(width: nil, height: 1 / 3))
        bar = b.wrap(
            bar, "overlay", OverlayModifier(alignment: Alignment(horizontal: .center, vertical: .top)),
            secondary: hairline)
        // The tab's content has the bar's height as its safe area's bottom inset, and the bar is drawn over it: a
        // background that ignores the safe area reaches under the bar (IgnoresSafeArea.swift).
        let inset = b.wrap(
            content, "·safeArea",
            SafeAreaRegion(insets: EdgeInsets(top: 0, leading: 0, bottom: TabViewContainer.barHeight, trailing: 0)))
        bar = b.wrap(bar, "zIndex", ZIndexModifier(value: 1))
        return b.stack(.vertical, alignment: .center, spacing: 0, [inset, bar])
    }

    /// A tab label's symbol and title, in the bar's sizes: a `Label` (its icon and title), an `Image` and a `Text`,
    /// searched through stacks and modifiers.
    static func labelParts(_ node: ViewNode) -> [ViewNode] {
        switch node.kind {
        case .view(let applied):
            if let text = applied.view as? TextView {
                var styled = text
                let isSymbol = SymbolPlaceholder.isSymbol(text)
                styled.content.attributes.font = SceneFont(.system(size: isSymbol ? 22 : 10, design: .default))
                if !isSymbol { styled.content.attributes.weight = .medium }
                var copy = applied
                copy.view = styled
                var result = node
                result.kind = .view(copy)
                return [result]
            }
            if applied.view is ImageView { return [node] }
            return applied.children.flatMap(labelParts)
        case .group(let children):
            return children.flatMap(labelParts)
        case .modified(let content, _):
            return labelParts(content)
        case .empty:
            return []
        }
    }
}

/// iOS 18's `Tab(_:systemImage:value:content:)`: a tab with its label written as a title and a symbol name.
struct TabEntry: CenteredContent {
    var title: String
    var systemImage: String
    var value: Value?

    static let declarations: [ViewDeclaration] = []
}

/// `tabItem { label }`: the label a TabView's bar shows for this tab; nothing on its own.
struct TabItemModifier: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "tabItem",
            [
                .modifier("tabItem", [contentParameter]) { v, range in
                    (TabItemModifier(), singleView(v[0].views, range: range))
                },
                // `.tabItem({ Label(…) })`: SwiftUI's parameter is `_ label`, so the builder may be written in the
                // parentheses without a label (Apple: View.tabItem(_:)).
                .modifier("tabItem", [BuiltinParameter(label: nil, kind: .viewBuilder, defaultValue: nil)]) {
                    v, range in
                    (TabItemModifier(), singleView(v[0].views, range: range))
                },
            ]
        )
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        c.place(content, .same, into: &out)
    }
}

/// The page style's index display (`tabViewStyle(.page)`, `.page(indexDisplayMode: .never)`).
struct PageIndex {
    var showsIndex: Bool
}

/// `tabViewStyle(_:)`: `.page` shows the tabs as pages; anything else keeps the tab bar.
struct TabViewStyleModifier: LayoutModifier {
    var page: PageIndex?

    static let declarations = [
        ModifierDeclaration(
            "tabViewStyle",
            [
                .modifier("tabViewStyle", [arg(nil, .enumeration("TabViewStyle"))]) { v in
                    guard case .enumeration(_, let name) = v[0] else { return TabViewStyleModifier(page: nil) }
                    switch name {
                    case "page": return TabViewStyleModifier(page: PageIndex(showsIndex: true))
                    case "pageWithoutIndex": return TabViewStyleModifier(page: PageIndex(showsIndex: false))
                    default: return TabViewStyleModifier(page: nil)
                    }
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.pageTabs = page
        c.place(content, .same, environment: env, into: &out)
    }
}
