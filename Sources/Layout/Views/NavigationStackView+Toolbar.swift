// NavigationStackView+Toolbar.swift: the toolbar items a navigation stack's root writes (ToolbarModifier.swift),
// drawn in its navigation bar and its bottom toolbar as an iPhone draws them on iOS 17.
// Rule: Apple: ToolbarItemPlacement — developer.apple.com/documentation/swiftui/toolbaritemplacement (which edge and
// which bar each placement goes to: ToolbarItem.swift); Apple HIG "Toolbars" and "Navigation bars" (leading items
// at the leading edge, trailing items at the trailing edge, a title or principal item centred; a bottom toolbar's
// items spread across it, `Spacer` taking the free space). Items keep the order written, leading to trailing, within
// each edge, and a group's views are items each. The metrics are UIKit's on an iPhone as observed on iOS 17 [UNCONF,
// not documented]: items 16 pt from the bar's left and right edges (the layout margins), 16 pt apart, vertically
// centred in the 44-pt bar; a bar's SF Symbols at the large image scale of the body font (ImageScale.swift); text
// buttons in the body font; a button's label in the tint (ButtonView.swift), so `.tint`/`.accentColor` colour them;
// the bottom toolbar (UIToolbar) 44 pt tall at the bottom of the stack (a render has no home-indicator safe area),
// transparent at rest like the navigation bar. A `Spacer` in a navigation-bar group takes no room (UIKit's bar has
// no flexible space on iPhone); a `ToolbarSpacer(.fixed)` is 8 pt [UNCONF].

import Geometry
import Scene

extension NavigationStackView {
    /// Margin of the bars' items from the left and right edges, and the space between items.
    static let barMargin = 16.0
    static let itemSpacing = 16.0
    /// UIToolbar's height on an iPhone.
    static let bottomBarHeight = 44.0
    static let fixedToolbarSpace = 8.0

    /// The bar's 44-pt row: `centre` (the inline title or the principal item) with the leading and trailing items.
    func toolbarRow(
        _ items: [(slot: ToolbarSlot, item: ViewNode)], centre: ViewNode, _ b: inout NodeBuilder
    ) -> ViewNode {
        let leading = items.filter { $0.slot == .leading }.flatMap { barElements($0.item, bottom: false, &b) }
        var trailing = items.filter { $0.slot == .trailing }.flatMap { barElements($0.item, bottom: false, &b) }
        if items.contains(where: { $0.slot == .overflow }) {
            trailing.append(symbol("ellipsis.circle", &b))
        }
        let principal = items.filter { $0.slot == .principal }.flatMap { barElements($0.item, bottom: false, &b) }
        let middle =
            principal.isEmpty
            ? centre
            : b.stack(.horizontal, alignment: .center, spacing: NavigationStackView.itemSpacing, principal)
        let centred = b.wrap(
            middle, "frame",
            FlexFrameLayout(
                minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: NavigationStackView.barHeight,
                idealHeight: nil, maxHeight: NavigationStackView.barHeight, alignment: .center))
        let spacer = b.spacer(minLength: 0)
        let edges = b.stack(
            .horizontal, alignment: .center, spacing: 0,
            [
                b.stack(.horizontal, alignment: .center, spacing: NavigationStackView.itemSpacing, leading), spacer,
                b.stack(.horizontal, alignment: .center, spacing: NavigationStackView.itemSpacing, trailing),
            ])
        let padded = b.wrap(
            edges, "padding",
            PaddingLayout(
                insets: EdgeInsets(
                    top: 0, leading: NavigationStackView.barMargin, bottom: 0,
                    trailing: NavigationStackView.barMargin)))
        let row = b.stack(.z, alignment: .center, spacing: nil, [centred, padded])
        return b.wrap(row, "frame", FrameLayout(width: nil, height: NavigationStackView.barHeight))
    }

    /// The bottom toolbar of the `.bottomBar` and `.status` items; nil when there are none.
    func bottomBar(_ items: [(slot: ToolbarSlot, item: ViewNode)], _ b: inout NodeBuilder) -> ViewNode? {
        var elements = items.filter { $0.slot == .bottom }.flatMap { barElements($0.item, bottom: true, &b) }
        let status = items.filter { $0.slot == .status }.flatMap { barElements($0.item, bottom: true, &b) }
        if !status.isEmpty {
            // Status items are centred in the bar (ToolbarItemPlacement.status).
            elements.append(b.spacer(minLength: 0))
            elements += status
            elements.append(b.spacer(minLength: 0))
        }
        guard !elements.isEmpty else { return nil }
        let row = b.stack(.horizontal, alignment: .center, spacing: NavigationStackView.itemSpacing, elements)
        let padded = b.wrap(
            row, "padding",
            PaddingLayout(
                insets: EdgeInsets(
                    top: 0, leading: NavigationStackView.barMargin, bottom: 0,
                    trailing: NavigationStackView.barMargin)))
        return b.wrap(
            padded, "frame",
            FlexFrameLayout(
                minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: NavigationStackView.bottomBarHeight,
                idealHeight: nil, maxHeight: NavigationStackView.bottomBarHeight,
                alignment: Alignment(horizontal: .leading, vertical: .center)))
    }

    /// One item's views as the bar lays them out: a group's views each, symbols at the bar's scale; spacers kept
    /// only in the bottom bar.
    private func barElements(_ item: ViewNode, bottom: Bool, _ b: inout NodeBuilder) -> [ViewNode] {
        var views: [ViewNode]
        if case .view(let applied) = item.kind, let entry = applied.view as? ToolbarItemView {
            if let spacer = entry.spacer {
                guard bottom || spacer == "fixed" else { return [] }
                return [
                    spacer == "fixed"
                        ? b.wrap(
                            b.color(.clear), "frame",
                            FrameLayout(width: NavigationStackView.fixedToolbarSpace, height: nil))
                        : b.spacer(minLength: 0)
                ]
            }
            views = ListView.rows(applied.children)
        } else {
            views = [item]
        }
        if !bottom { views.removeAll { isSpacer($0) } }
        return views.map { ImageScaleModifier(scale: "large").applied(to: $0) }
    }

    private func isSpacer(_ node: ViewNode) -> Bool {
        if case .view(let applied) = node.kind { return applied.view is SpacerView }
        return false
    }

    /// A button of an SF Symbol as `Button { } label: { Image(systemName:) }` draws it, at the bar's scale.
    private func symbol(_ name: String, _ b: inout NodeBuilder) -> ViewNode {
        let image = b.node(AppliedView(name: "Image", arguments: [], view: SymbolPlaceholder.view(named: name)))
        let button = b.node(
            AppliedView(
                name: "Button", arguments: [], view: ButtonView(style: nil, role: nil),
                children: [ImageScaleModifier(scale: "large").applied(to: image)]))
        return button
    }
}
