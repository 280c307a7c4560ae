// ConfirmationDialogView.swift: a presented confirmation dialog (`·Dialog`, Checker+Presentation.swift) as an iPhone
// draws it — an action sheet at the bottom of the window over a dimmed screen: a card with the title and message
// (when shown) and the actions, then the cancel action in a card of its own.
// Rule: Apple: View.confirmationDialog(_:isPresented:titleVisibility:actions:message:) —
// developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
// (`titleVisibility` `.automatic` lets the system decide: an iPhone action sheet shows no title; "the system … adds
// a cancel button" when none is given on iOS; only the text of a button's label is shown); ButtonRole.destructive (red)
// and .cancel. Metrics observed on iOS 17 [UNCONF, not documented]: 8 pt from the window's sides and bottom, cards of
// corner radius 13 pt 8 pt apart, buttons 57 pt tall in 20 pt text (the cancel action semibold), the header's title 13
// pt semibold and message 13 pt in the secondary label grey with 14 pt above and below; the cards' material approximated
// by opaque greys (light 242 and white, dark 37 and 44).

import Geometry
import Scene

/// A confirmation dialog's cards; its children are the title, the actions' views, then the message's.
struct ConfirmationDialogView: LayoutView {
    var actionCount: Int
    /// `Visibility`'s member for the title.
    var titleVisibility: String

    static let margin = 8.0
    static let cornerRadius = 13.0
    static let buttonHeight = 57.0
    static let cardLight = Color(r8: 242, g8: 242, b8: 242)
    static let cardDark = Color(r8: 37, g8: 37, b8: 37)
    static let cancelDark = Color(r8: 44, g8: 44, b8: 46)

    static let declarations = [
        ViewDeclaration(
            "·Dialog",
            [
                .view(
                    "·Dialog",
                    [
                        arg(nil, .view), arg("titleVisibility", .enumeration("Visibility")),
                        BuiltinParameter(label: "actions", kind: .viewBuilder, defaultValue: .views([])),
                        BuiltinParameter(label: "message", kind: .viewBuilder, defaultValue: .views([])),
                    ]
                ) { v in
                    (
                        ConfirmationDialogView(actionCount: v[2].views.count, titleVisibility: v[1].enumerationName),
                        v[0].views + v[2].views + v[3].views
                    )
                }
            ])
    ]

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.stackSize(
            axis: .z, alignment: .center, spacing: nil, children: [cards(children, key: 0, dark: false)], p)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        c.layout.placeStack(
            axis: .z, alignment: .center, spacing: nil,
            children: [cards(children, key: node.identity, dark: c.environment.dark)],
            at: c.origin, proposal: c.proposal, size: c.size, environment: c.environment, space: c.space, into: &out)
    }

    private func cards(_ children: [ViewNode], key: UInt64, dark: Bool) -> ViewNode {
        var b = NodeBuilder(key: key)
        let secondary = Color.named["secondary"] ?? .black
        var header: [ViewNode] = []
        if titleVisibility == "visible", let title = ViewNode.firstTextContent(in: Array(children.prefix(1))),
            !title.string.isEmpty
        {
            header.append(b.text(title, size: 13, weight: .semibold, alignment: .center, color: secondary))
        }
        if let message = ViewNode.firstTextContent(in: Array(children.dropFirst(1 + actionCount))) {
            header.append(b.text(message, size: 13, weight: .regular, alignment: .center, color: secondary))
        }
        let actions = PresentedAction.actions(in: Array(children.dropFirst().prefix(actionCount)))
        let cancel =
            actions.first { $0.role == "cancel" } ?? PresentedAction(title: TextContent("Cancel"), role: "cancel")
        func button(_ action: PresentedAction, _ b: inout NodeBuilder) -> ViewNode {
            b.action(action, size: 20, height: ConfirmationDialogView.buttonHeight)
        }
        var rows: [ViewNode] = []
        if !header.isEmpty {
            let column = b.stack(.vertical, alignment: .center, spacing: 2, header)
            rows.append(
                b.wrap(
                    column, "padding", PaddingLayout(insets: EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16))
                ))
        }
        for action in actions where action.role != "cancel" {
            if !rows.isEmpty { rows.append(b.divider()) }
            rows.append(button(action, &b))
        }
        var column: [ViewNode] = []
        if !rows.isEmpty {
            let main = b.stack(.vertical, alignment: .center, spacing: 0, rows)
            column.append(
                b.backed(
                    main, dark ? ConfirmationDialogView.cardDark : ConfirmationDialogView.cardLight,
                    cornerRadius: ConfirmationDialogView.cornerRadius))
        }
        column.append(
            b.backed(
                button(cancel, &b), dark ? ConfirmationDialogView.cancelDark : .white,
                cornerRadius: ConfirmationDialogView.cornerRadius))
        return b.stack(.vertical, alignment: .center, spacing: ConfirmationDialogView.margin, column)
    }
}
