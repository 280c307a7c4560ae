// AlertView.swift: a presented alert (`·Alert`, Checker+Presentation.swift) as iOS draws it — a 270-pt card centred on
// the window over a dimmed screen: the title and message centred, then the actions as buttons below hairlines, two
// side by side (the cancel action on the left), three or more stacked (the cancel action last).
// Rule: Apple: View.alert(_:isPresented:actions:message:) — developer.apple.com/documentation/swiftui/view/alert(_:
// ispresented:actions:message:) ("if no actions are present, the system includes a standard OK action"; only the
// text of a button's label is shown); ButtonRole.cancel (shown bold, and placed by the system), .destructive (red);
// Apple HIG "Alerts" ("place buttons horizontally when there are two, … the Cancel button on the leading side").
// Metrics observed on iOS 17 [UNCONF, not documented]: width 270 pt, corner radius 14 pt; title in the headline font
// (17 pt semibold), message 13 pt, 19 pt above and below them and 16 pt at the sides; buttons 44 pt tall in the body
// size (17 pt) in the tint; separators as Divider draws them (UIColor.separator); the card's material approximated by an opaque
// grey (242 light, 37 dark); the screen dimmed by black at 20 %.

import Geometry
import Scene

/// An alert's card; its children are the title, the actions' views, then the message's.
struct AlertView: LayoutView {
    var actionCount: Int

    static let width = 270.0
    static let cornerRadius = 14.0
    static let buttonHeight = 44.0
    static let cardLight = Color(r8: 242, g8: 242, b8: 242)
    static let cardDark = Color(r8: 37, g8: 37, b8: 37)

    static let declarations = [
        ViewDeclaration(
            "·Alert",
            [
                .view(
                    "·Alert",
                    [
                        arg(nil, .view),
                        BuiltinParameter(label: "actions", kind: .viewBuilder, defaultValue: .views([])),
                        BuiltinParameter(label: "message", kind: .viewBuilder, defaultValue: .views([])),
                    ]
                ) { v in (AlertView(actionCount: v[1].views.count), v[0].views + v[1].views + v[2].views) }
            ])
    ]

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.stackSize(axis: .z, alignment: .center, spacing: nil, children: [card(children, key: 0, dark: false)], p)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        c.layout.placeStack(
            axis: .z, alignment: .center, spacing: nil,
            children: [card(children, key: node.identity, dark: c.environment.dark)],
            at: c.origin, proposal: c.proposal, size: c.size, environment: c.environment, space: c.space, into: &out)
    }

    private func card(_ children: [ViewNode], key: UInt64, dark: Bool) -> ViewNode {
        var b = NodeBuilder(key: key)
        let title = ViewNode.firstTextContent(in: Array(children.prefix(1)))
        let message = ViewNode.firstTextContent(in: Array(children.dropFirst(1 + actionCount)))
        var header: [ViewNode] = []
        if let title, !title.string.isEmpty {
            header.append(b.text(title, size: 17, weight: .semibold, alignment: .center))
        }
        if let message {
            header.append(b.text(message, size: 13, weight: .regular, alignment: .center))
        }
        var actions = PresentedAction.actions(in: Array(children.dropFirst().prefix(actionCount)))
        if actions.isEmpty { actions = [PresentedAction(title: TextContent("OK"), role: "cancel")] }
        var rows: [ViewNode] = []
        if !header.isEmpty {
            let column = b.stack(.vertical, alignment: .center, spacing: 2, header)
            rows.append(
                b.wrap(
                    column, "padding", PaddingLayout(insets: EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16))
                ))
        }
        func button(_ action: PresentedAction, _ b: inout NodeBuilder) -> ViewNode {
            b.action(action, size: 17, height: AlertView.buttonHeight)
        }
        if actions.count == 2 {
            // Side by side, the cancel action leading.
            let ordered =
                actions[1].role == "cancel" && actions[0].role != "cancel" ? [actions[1], actions[0]] : actions
            rows.append(b.divider())
            rows.append(
                b.stack(
                    .horizontal, alignment: .center, spacing: 0,
                    [
                        button(ordered[0], &b),
                        // A Divider in a row takes all the height it is offered: a button's.
                        b.wrap(b.divider(), "frame", FrameLayout(width: nil, height: AlertView.buttonHeight)),
                        button(ordered[1], &b),
                    ]))
        } else {
            let ordered = actions.filter { $0.role != "cancel" } + actions.filter { $0.role == "cancel" }
            for action in ordered {
                rows.append(b.divider())
                rows.append(button(action, &b))
            }
        }
        let column = b.stack(.vertical, alignment: .center, spacing: 0, rows)
        let sized = b.wrap(column, "frame", FrameLayout(width: AlertView.width, height: nil))
        return b.backed(sized, dark ? AlertView.cardDark : AlertView.cardLight, cornerRadius: AlertView.cornerRadius)
    }
}

/// An action of an alert or dialog: its button's text and role.
struct PresentedAction {
    var title: TextContent
    var role: String?

    /// The buttons in `views`, in order (a `ForEach` of buttons gives one each); other views are not shown.
    static func actions(in views: [ViewNode]) -> [PresentedAction] {
        var found: [PresentedAction] = []
        func walk(_ node: ViewNode) {
            switch node.kind {
            case .view(let applied):
                if let button = applied.view as? ButtonView {
                    if let title = ViewNode.firstTextContent(in: applied.children) {
                        found.append(PresentedAction(title: title, role: button.role))
                    }
                } else {
                    applied.children.forEach(walk)
                }
            case .group(let children): children.forEach(walk)
            case .modified(let content, _): walk(content)
            case .empty: break
            }
        }
        views.forEach(walk)
        return found
    }
}

extension ViewNode {
    /// The content of the first Text in `nodes`, depth first.
    static func firstTextContent(in nodes: [ViewNode]) -> TextContent? {
        for node in nodes {
            switch node.kind {
            case .view(let applied):
                if let text = applied.view as? TextView { return text.content }
                if let found = firstTextContent(in: applied.children) { return found }
            case .group(let children):
                if let found = firstTextContent(in: children) { return found }
            case .modified(let content, _):
                if let found = firstTextContent(in: [content]) { return found }
            case .empty:
                break
            }
        }
        return nil
    }
}

extension NodeBuilder {
    /// A Text of `content`'s runs in the system font of `size` and `weight`, in `color` (nil: the primary label).
    mutating func text(
        _ content: TextContent, size: Double, weight: SceneFont.Weight, alignment: MultilineTextAlignment,
        color: Color? = nil, lines: Int? = nil
    ) -> ViewNode {
        var content = content
        content.attributes.font = SceneFont(.system(size: size, design: .default), weight: weight)
        content.attributes.weight = nil
        content.attributes.alignment = alignment
        content.attributes.lineLimit = lines
        let text = node(AppliedView(name: "Text", arguments: [], view: TextView(content: content)))
        guard let color else { return text }
        return wrap(text, "foregroundStyle", ForegroundStyle(color: color))
    }

    /// An alert's or dialog's button: its text in the system font of `size` (the cancel action semibold) in the tint
    /// (a destructive one red), on one line, across the width and at least `height` tall.
    mutating func action(_ action: PresentedAction, size: Double, height: Double) -> ViewNode {
        let label = text(
            action.title, size: size, weight: action.role == "cancel" ? .semibold : .regular, alignment: .center,
            color: action.role == "destructive" ? ButtonView.destructive : .tintStyle, lines: 1)
        return wrap(
            label, "frame",
            FlexFrameLayout(
                minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: height, idealHeight: nil,
                maxHeight: nil, alignment: .center))
    }

    /// A separator, as `Divider` draws it: across a vertical stack, down a horizontal one (Divider.swift).
    mutating func divider() -> ViewNode {
        node(AppliedView(name: "Divider", arguments: [], view: Divider(tint: nil)))
    }

    /// `content` on a rounded rectangle of `color`.
    mutating func backed(_ content: ViewNode, _ color: Color, cornerRadius: Double) -> ViewNode {
        let shape = node(
            AppliedView(
                name: "RoundedRectangle", arguments: [],
                view: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)))
        let filled = wrap(shape, "fill", ShapeFill(color: color))
        return wrap(content, "background", BackgroundModifier(alignment: .center), secondary: filled)
    }
}
