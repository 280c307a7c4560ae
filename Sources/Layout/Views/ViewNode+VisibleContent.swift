// ViewNode+VisibleContent.swift: the preferences a navigation stack reads (its title, title display mode, toolbar
// items, bar visibility and background) come from the content on screen: of a TabView, only the selected tab.
// Rule: Apple: View.navigationTitle(_:), View.toolbar(content:) — preferences "the enclosing navigation stack reads";
// a TabView shows one tab at a time, so an unselected tab's toolbar does not reach the bar
// (developer.apple.com/documentation/swiftui/tabview).

import Scene

extension ViewNode {
    /// The first value `read` finds depth first in the modifiers of the visible content (not in secondary views,
    /// not in a TabView's unselected tabs), nearest the root first.
    func firstVisibleModifierValue<T>(_ read: (AppliedModifier) -> T?) -> T? {
        switch kind {
        case .view(let applied):
            if let tabs = applied.view as? TabViewContainer {
                return tabs.selectedContent(applied.children)?.firstVisibleModifierValue(read)
            }
            for child in applied.children {
                if let found = child.firstVisibleModifierValue(read) { return found }
            }
            return nil
        case .group(let children):
            for child in children {
                if let found = child.firstVisibleModifierValue(read) { return found }
            }
            return nil
        case .modified(let content, let modifier):
            return read(modifier) ?? content.firstVisibleModifierValue(read)
        case .empty:
            return nil
        }
    }

    /// The children whose content is on screen: a TabView's selected tab, every child otherwise.
    var visibleChildren: [ViewNode] {
        guard case .view(let applied) = kind else { return [] }
        if let tabs = applied.view as? TabViewContainer {
            return tabs.selectedContent(applied.children).map { [$0] } ?? []
        }
        return applied.children
    }
}
