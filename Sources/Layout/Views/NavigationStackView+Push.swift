// NavigationStackView+Push.swift: which page a navigation stack shows — its root, or the destination its state has
// pushed (NavigationPush.swift), which may push in turn — and the back button an iPhone draws over a pushed page.
// Rule: Apple: NavigationStack — developer.apple.com/documentation/swiftui/navigationstack ("the stack displays the
// most recently added view"); NavigationBarItem.TitleDisplayMode.automatic — "inherit the display mode from the
// previous navigation item", so a page pushed from a large-title root has a large title too;
// View.navigationBarBackButtonHidden(_:). UIKit's back button as observed on iOS 17 [UNCONF, not documented]: at the
// leading edge of the 44-pt bar, the `chevron.backward` symbol at the bar's large image scale and the previous page's
// title in the body font, both in the tint, 8 pt from the screen's edge (UINavigationBar's back indicator sits
// inside the layout margin), 6 pt apart; "Back" when the previous page has no title, or one too long for a back
// button (UIKit measures what fits; anim takes more than 14 characters as too long).

import Scene
import Text

extension NavigationStackView {
    /// A page the stack can show, with what its bar needs to know of the pages under it.
    struct Page {
        var view: ViewNode
        /// The back button's label; nil on the root.
        var backTitle: String?
        /// Whether the page's title is drawn large (below the bar) rather than inline.
        var largeTitle: Bool
    }

    /// The deepest page pushed from `root` (pushes nest at most 32 deep: a destination that pushes itself stops there).
    static func shownPage(root: ViewNode) -> Page {
        var page = Page(view: root, backTitle: nil, largeTitle: NavigationTitleDisplayMode.find(in: root) != .inline)
        var depth = 0
        while depth < 32, let pushed = NavigationPush.destination(in: page.view) {
            let previous = NavigationTitle.find(in: page.view)
            let mode = NavigationTitleDisplayMode.find(in: pushed)
            let large = mode == .large || ((mode == nil || mode == .automatic) && page.largeTitle)
            let label = previous.flatMap { $0.isEmpty || $0.count > 14 ? nil : $0 } ?? "Back"
            page = Page(view: pushed, backTitle: label, largeTitle: large)
            depth += 1
        }
        return page
    }

    /// The back button of a pushed page: the chevron and the previous title, as a button draws its label.
    func backButton(_ title: String, _ b: inout NodeBuilder) -> ViewNode {
        let chevron = ImageScaleModifier(scale: "large").applied(
            to: b.node(
                AppliedView(name: "Image", arguments: [], view: SymbolPlaceholder.view(named: "chevron.backward"))))
        let text = b.node(AppliedView(name: "Text", arguments: [], view: TextView(content: TextContent(title))))
        let label = b.stack(.horizontal, alignment: .center, spacing: 6, [chevron, text])
        let button = b.node(
            AppliedView(name: "Button", arguments: [], view: ButtonView(style: nil, role: nil), children: [label]))
        // 8 pt from the edge where the bar's items keep 16.
        return b.wrap(
            button, "padding",
            PaddingLayout(
                insets: EdgeInsets(top: 0, leading: 8 - NavigationStackView.barMargin, bottom: 0, trailing: 0)))
    }
}

/// `navigationBarBackButtonHidden(_:)`: a pushed page's bar without its back button.
struct NavigationBarBackButtonHidden: LayoutModifier {
    var hidden: Bool

    static let declarations = [
        ModifierDeclaration(
            "navigationBarBackButtonHidden",
            [
                .modifier("navigationBarBackButtonHidden", [arg(nil, .bool, .bool(true))]) { v in
                    NavigationBarBackButtonHidden(hidden: v[0].bool)
                }
            ])
    ]

    /// The setting nearest the root of `page`.
    static func hides(in page: ViewNode) -> Bool {
        page.firstVisibleModifierValue { ($0.modifier as? NavigationBarBackButtonHidden)?.hidden } ?? false
    }
}
