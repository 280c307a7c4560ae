// Presentation.swift: a sheet, full-screen cover, alert or confirmation dialog that the state presents — what the
// checker makes of `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover`, `.popover`, `.alert` and
// `.confirmationDialog` (Checker+Presentation.swift). The modifier draws nothing where it is written: its secondary
// view is the presented view (`·Sheet`, `·Alert`, `·Dialog`) while the state presents it, empty otherwise; the window
// shows it over everything (PresentationHost.swift).
// Rule: Apple: View.sheet(isPresented:onDismiss:content:), View.alert(_:isPresented:actions:message:),
// View.confirmationDialog(_:isPresented:titleVisibility:actions:message:) — developer.apple.com/documentation/swiftui/
// view-presentation: a presentation covers the window, not the view that declares it (UIKit presents it from the
// window's root view controller: Apple: UIViewController.present(_:animated:completion:)).

import Scene

/// The view the state presents, as the modified view's secondary view (empty while nothing is presented).
struct Presentation: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "·presentation",
            [
                .modifier("·presentation", [contentParameter]) { v, range in
                    PresentationHost.noteBuilt()
                    return (Presentation(), singleView(v[0].views, range: range))
                }
            ])
    ]

    /// The first view presented from `node`, depth first in the order written (a TabView's selected tab only).
    static func presented(in node: ViewNode) -> ViewNode? {
        switch node.kind {
        case .view:
            for child in node.visibleChildren {
                if let found = presented(in: child) { return found }
            }
            return nil
        case .group(let children):
            for child in children {
                if let found = presented(in: child) { return found }
            }
            return nil
        case .modified(let content, let applied):
            if applied.modifier is Presentation, let shown = applied.secondary, let view = shown.presentedView {
                return view
            }
            return presented(in: content)
        case .empty:
            return nil
        }
    }
}

extension ViewNode {
    /// The `·Sheet`, `·Alert` or `·Dialog` node inside a presentation's secondary view (under the `if` that built it).
    fileprivate var presentedView: ViewNode? {
        switch kind {
        case .view(let applied):
            applied.view is SheetView || applied.view is AlertView || applied.view is ConfirmationDialogView
                ? self : nil
        case .group(let children): children.lazy.compactMap(\.presentedView).first
        case .modified(let content, _): content.presentedView
        case .empty: nil
        }
    }
}
