// NavigationPush.swift: a destination pushed onto the enclosing navigation stack by state — what the checker makes of
// `NavigationLink(isActive:)`, `NavigationLink(tag:selection:)`, `navigationDestination(isPresented:)`,
// `navigationDestination(item:)` and `navigationDestination(for:)` under `NavigationStack(path:)`
// (Checker+NavigationPush.swift). The modifier draws nothing where it is written: its secondary view is the
// destination while the state says it is pushed, and empty otherwise; the stack shows the destination in place of its
// root (NavigationStackView+Push.swift).
// Rule: Apple: NavigationLink.init(destination:isActive:label:) — developer.apple.com/documentation/swiftui/
// navigationlink/init(destination:isactive:label:) ("a view for the navigation link to present when the binding is
// true"), NavigationLink.init(tag:selection:destination:label:) ("presents the destination view when `selection` is
// set to `tag`"); View.navigationDestination(isPresented:destination:) — developer.apple.com/documentation/swiftui/
// view/navigationdestination(ispresented:destination:) ("pushes the destination onto the stack when isPresented is
// true"); SwiftUI carries the request up to the stack as a preference, which is how this modifier is read.

import Scene

/// The destination the state pushes, as the modified view's secondary view (empty while nothing is pushed).
struct NavigationPush: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "·navigationPush",
            [
                .modifier("·navigationPush", [contentParameter]) { v, range in
                    (NavigationPush(), singleView(v[0].views, range: range))
                }
            ])
    ]

    /// The first destination pushed from `node`'s visible content, depth first in the order written — not from inside
    /// a nested navigation stack, which pushes onto itself.
    static func destination(in node: ViewNode) -> ViewNode? {
        switch node.kind {
        case .view(let applied):
            if applied.view is NavigationStackView { return nil }
            for child in node.visibleChildren {
                if let found = destination(in: child) { return found }
            }
            return nil
        case .group(let children):
            for child in children {
                if let found = destination(in: child) { return found }
            }
            return nil
        case .modified(let content, let applied):
            if applied.modifier is NavigationPush, let pushed = applied.secondary, !pushed.isEmptyContent {
                return pushed
            }
            return destination(in: content)
        case .empty:
            return nil
        }
    }
}

extension ViewNode {
    /// Whether the node has no view at all (an `if` whose condition is false, an empty group).
    fileprivate var isEmptyContent: Bool {
        switch kind {
        case .empty: true
        case .group(let children): children.allSatisfy(\.isEmptyContent)
        case .view, .modified: false
        }
    }
}
