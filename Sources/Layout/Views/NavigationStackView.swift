// NavigationStackView.swift: `NavigationStack` / `NavigationView` as an iPhone draws its root: the navigation bar,
// with the title the root view sets, above the root view, which fills the rest of the screen.
// Rule: Apple: NavigationStack — developer.apple.com/documentation/swiftui/navigationstack (the root view shown
// under the bar); View.navigationTitle(_:) ("configures the view's title for purposes of navigation", a preference
// the stack reads from anywhere in its root); View.navigationBarTitleDisplayMode(_:) (`.automatic` at the root of a
// stack is the large title); Apple HIG "Navigation bars". UIKit's bar metrics as observed on iOS 17 [UNCONF, not
// documented]: a 44-pt bar, an inline title in the headline font (17 pt semibold) centred in it; a large title adds
// 52 pt below the bar, in the largeTitle size (34 pt) bold, 16 pt from the leading edge and 8 pt above the bottom.
// The bar is transparent at the top of the content (iOS 15+ scroll-edge appearance): over a grouped List it shows the
// list's grey. Toolbar items, the bottom toolbar, hidden bars and bar backgrounds are drawn as
// NavigationStackView+Toolbar.swift and ToolbarVisibility.swift say; the status bar and safe areas are not drawn (a
// render has no device).

import Geometry
import Scene
import Text

/// A navigation stack's root view under its bar.
struct NavigationStackView: LayoutView {
    /// The bar's height, and the large title's area below it.
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0

    static let declarations = [
        // The checker names it so (Checker+Calls: `NavigationStack { … }` / `NavigationView { … }`, any arguments
        // such as `path:` dropped), so a file's own `NavigationStack` struct is never shadowed.
        ViewDeclaration(
            "·NavigationStack",
            [.view("·NavigationStack", [contentParameter]) { v in (NavigationStackView(), v[0].views) }])
    ]

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.stackSize(axis: .z, alignment: .center, spacing: nil, children: [composed(children, key: 0)], p)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        c.layout.placeStack(
            axis: .z, alignment: .center, spacing: nil,
            children: [
                composed(children, key: node.identity, dark: c.environment.dark, layout: c.layout, width: c.size.width)
            ],
            at: c.origin, proposal: c.proposal, size: c.size, environment: c.environment, space: c.space, into: &out)
    }

    /// The bar over the root, and the bottom toolbar under it, as views Layout already executes; `dark`: the colour
    /// scheme the stack is placed in (the bar's grouped grey is systemGroupedBackground's, black in dark mode).
    /// With `layout`, the root is given the bars' heights as its safe area's insets (a background that ignores the
    /// safe area reaches under the bars: IgnoresSafeArea.swift) and the bars are drawn over it; `width` is the stack's.
    func composed(
        _ children: [ViewNode], key: UInt64, dark: Bool = false, layout: LayoutEngine? = nil, width: Double? = nil
    ) -> ViewNode {
        var b = NodeBuilder(key: key)
        let base = children.count == 1 ? children[0] : b.stack(.vertical, alignment: .center, spacing: nil, children)
        // The page on top: the root, or what its state pushed (NavigationStackView+Push.swift); its bar is its own.
        let page = NavigationStackView.shownPage(root: base)
        let root = page.view
        let title = NavigationTitle.find(in: root)
        let large = title != nil && page.largeTitle
        var items = ToolbarModifier.items(in: root).filter { $0.slot != .notDrawn }
        if let back = page.backTitle, !NavigationBarBackButtonHidden.hides(in: root) {
            items.insert((slot: .leading, item: backButton(back, &b)), at: 0)
        }
        let hidesBar = ToolbarVisibility.hides(.navigationBar, in: root)
        var bar: ViewNode
        if let title, large {
            let text = styled(title, large: true, &b)
            let padded = b.wrap(
                text, "padding", PaddingLayout(insets: EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)))
            bar = b.wrap(
                padded, "frame",
                FlexFrameLayout(
                    minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                    maxHeight: nil, alignment: Alignment(horizontal: .leading, vertical: .bottom)))
            bar = b.wrap(
                bar, "frame",
                FrameLayout(
                    width: nil, height: NavigationStackView.barHeight + NavigationStackView.largeTitleHeight,
                    alignment: Alignment(horizontal: .leading, vertical: .bottom)))
            if !items.isEmpty {
                bar = b.stack(
                    .z, alignment: Alignment(horizontal: .center, vertical: .top), spacing: nil,
                    [bar, toolbarRow(items, centre: b.color(.clear), &b)])
            }
        } else {
            let text = title.map { styled($0, large: false, &b) } ?? b.color(.clear)
            let line = b.wrap(text, "lineLimit", TextEnvironmentWriter(value: .lineLimit(1)))
            bar =
                items.isEmpty
                ? b.wrap(
                    line, "frame",
                    FlexFrameLayout(
                        minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: NavigationStackView.barHeight,
                        idealHeight: nil, maxHeight: NavigationStackView.barHeight, alignment: .center))
                : toolbarRow(items, centre: line, &b)
        }
        bar = backed(bar, .navigationBar, root: root, dark: dark, &b)
        let filled = b.wrap(
            root, "frame",
            FlexFrameLayout(
                minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                maxHeight: .infinity, alignment: .center))
        var bottom: ViewNode?
        if !ToolbarVisibility.hides(.bottomBar, in: root), let row = bottomBar(items, &b) {
            bottom = backed(row, .bottomBar, root: root, dark: dark, &b)
        }
        var content = filled
        if let layout {
            // The bars over the content: drawn after it (zIndex), so what reaches under them stays behind them.
            func height(_ node: ViewNode) -> Double {
                layout.sizeThatFits(node, ProposedSize(width: width, height: nil)).height
            }
            let insets = EdgeInsets(
                top: hidesBar ? 0 : height(bar), leading: 0, bottom: bottom.map(height) ?? 0, trailing: 0)
            if insets.top > 0 || insets.bottom > 0 {
                content = b.wrap(filled, "·safeArea", SafeAreaRegion(insets: insets))
                if !hidesBar { bar = b.wrap(bar, "zIndex", ZIndexModifier(value: 1)) }
                bottom = bottom.map { b.wrap($0, "zIndex", ZIndexModifier(value: 1)) }
            }
        }
        var column = hidesBar ? [content] : [bar, content]
        if let bottom { column.append(bottom) }
        return b.stack(.vertical, alignment: .center, spacing: 0, column)
    }

    /// `bar` on its background: the `toolbarBackground` written for it, else the grouped list's grey when the root
    /// shows a grouped list (the bar continues the list's background), else none.
    private func backed(
        _ bar: ViewNode, _ which: ToolbarBar, root: ViewNode, dark: Bool, _ b: inout NodeBuilder
    ) -> ViewNode {
        if let background = ToolbarBackground.background(of: which, in: root, range: root.range) {
            return b.wrap(bar, "background", BackgroundModifier(alignment: .center), secondary: background)
        }
        guard NavigationStackView.showsGroupedList(root) else { return bar }
        return b.wrap(
            bar, "background", BackgroundModifier(alignment: .center),
            secondary: b.color(ListView.groupedBackground(dark: dark)))
    }

    /// The title in the large title's font (bold) or the inline one (headline, semibold).
    private func styled(_ title: String, large: Bool, _ b: inout NodeBuilder) -> ViewNode {
        // The Text environment is resolved before layout (TextEnvironment.swift): the font goes into the content.
        var content = TextContent(title)
        content.attributes.font = SceneFont(
            .style(large ? .largeTitle : .headline, design: .default), weight: large ? .bold : .semibold)
        return b.node(AppliedView(name: "Text", arguments: [], view: TextView(content: content)))
    }

    /// Whether the root is a List or Form in the grouped style with its background shown (ListView.swift).
    static func showsGroupedList(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .modified(let content, let applied):
            if let style = applied.modifier as? ListStyleModifier, style.plain { return false }
            if let hidden = applied.modifier as? ScrollContentBackground, hidden.hidden { return false }
            return showsGroupedList(content)
        case .view(let applied):
            if applied.view is ListView { return true }
            // `ZStack { Color.red.ignoresSafeArea(); List { … } }`: the list on top covers the screen, its grey
            // reaching under the bar as a scroll view's background does (IgnoresSafeArea.swift).
            if let stack = applied.view as? StackView, stack.axis == .z, let top = applied.children.last {
                return showsGroupedList(top)
            }
            return false
        case .group, .empty: return false
        }
    }
}

/// `navigationTitle(_:)`: the title the enclosing NavigationStack shows; draws nothing itself.
struct NavigationTitle: LayoutModifier {
    var title: String

    static let declarations = [
        ModifierDeclaration(
            "navigationTitle",
            [
                .modifier("navigationTitle", [arg(nil, .string)]) { v in NavigationTitle(title: v[0].string) },
                .modifier("navigationTitle", [arg(nil, .view)]) { v in
                    NavigationTitle(title: ViewNode.firstText(in: v[0].views) ?? "")
                },
            ])
    ]

    /// The first title set in `node` (depth first), as the stack reads the preference.
    static func find(in node: ViewNode) -> String? {
        node.firstVisibleModifierValue { ($0.modifier as? NavigationTitle)?.title }
    }
}

/// `navigationBarTitleDisplayMode(_:)`: `.inline` draws the title in the bar, `.large` / `.automatic` below it.
struct NavigationTitleDisplayMode: LayoutModifier {
    enum Mode: Equatable { case automatic, inline, large }
    var mode: Mode

    static let declarations = [
        ModifierDeclaration(
            "navigationBarTitleDisplayMode",
            [
                .modifier(
                    "navigationBarTitleDisplayMode", [arg(nil, .enumeration("NavigationBarItem.TitleDisplayMode"))]
                ) { v in
                    guard case .enumeration(_, let name) = v[0] else {
                        return NavigationTitleDisplayMode(mode: .automatic)
                    }
                    return NavigationTitleDisplayMode(
                        mode: name == "inline" ? .inline : name == "large" ? .large : .automatic)
                }
            ]),
        // iOS 17's name for it (Apple: View.toolbarTitleDisplayMode(_:)); `.inlineLarge` (the large title's font
        // inline in the bar) is drawn as `.large` [UNCONF approximation].
        ModifierDeclaration(
            "toolbarTitleDisplayMode",
            [
                .modifier("toolbarTitleDisplayMode", [arg(nil, .enumeration("ToolbarTitleDisplayMode"))]) { v in
                    let name = v[0].enumerationName
                    return NavigationTitleDisplayMode(
                        mode: name == "inline" ? .inline : name == "automatic" ? .automatic : .large)
                }
            ]),
    ]

    static func find(in node: ViewNode) -> Mode? {
        node.firstVisibleModifierValue { ($0.modifier as? NavigationTitleDisplayMode)?.mode }
    }
}
