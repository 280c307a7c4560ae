// PickerView.swift: `Picker(_:selection:content:)` (and `Picker(selection:label:content:)`), drawn as iOS draws it in
// the style around it (`pickerStyle(_:)`): the options are the content's views, each with its `tag(_:)` (or a
// `ForEach` element's id); the one tagged with the selection is the one shown or highlighted.
// Rule: Apple: Picker — developer.apple.com/documentation/swiftui/picker ("a control for selecting from a set of
// mutually exclusive values"; options identified by `tag(_:)`); PickerStyle: `.menu` (iOS's automatic style outside a
// Form: a button showing the selected option in the tint, with the up-down chevrons), `.segmented` (UISegmentedControl:
// 32 pt tall, corner radius 8 on (118, 118, 128) at 12 %, the selected segment a white rounded rect inset 2 pt with a
// soft shadow, segments of equal width, titles 13 pt, the selected one semibold), `.wheel` (UIPickerView: 216 pt tall,
// the selected row centred on a 34 pt band of (118, 118, 128) at 12 %, neighbours above and below in grey),
// `.inline` (the options in a column, the selected one with a check) [UNCONF: metrics observed in iOS 17, not
// documented]. `labelsHidden()` changes nothing here: the label is drawn by no style but a Form row's. Status: complete
// for those styles; a picker is a picture of the control (the selection changes only through the scene's events).

import Geometry
import Scene
import Text

struct PickerView: LayoutView {
    /// The selection's value.
    var selection: Value?
    /// Set by the nearest `pickerStyle(_:)` above (PickerStyleModifier).
    var style = PickerStyle.menu
    /// The picker's label (`Picker("Course", …)` or `label:`), which only a Form row draws
    /// (PickerView+FormRow.swift).
    var label: ViewNode? = nil

    static let declarations = [
        ViewDeclaration(
            "Picker",
            [
                .view("Picker", [arg(nil, .string), arg("selection", .anyEquatable), contentParameter]) { v in
                    let title = ViewNode(
                        AppliedView(name: "Text", arguments: [], view: TextView(content: TextContent(v[0].string))))
                    return (PickerView(selection: v[1], label: title), v[2].views)
                },
                .view("Picker", [arg("selection", .anyEquatable), arg("label", .view), contentParameter]) { v in
                    (PickerView(selection: v[0], label: PickerView.labelNode(v[1].views)), v[2].views)
                },
                // `Picker(selection:content:label:)` (iOS 14): the label is a view builder closure, written as the
                // labelled trailing closure `} label: { Text("Age") }`.
                .view(
                    "Picker",
                    [
                        arg("selection", .anyEquatable), contentParameter,
                        BuiltinParameter(label: "label", kind: .viewBuilder, defaultValue: nil),
                    ]
                ) { v in
                    (PickerView(selection: v[0], label: PickerView.labelNode(v[2].views)), v[1].views)
                },
            ])
    ]

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.stackSize(
            axis: .z, alignment: .center, spacing: nil, children: [composed(children, key: 0, style: style)], p)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let view = composed(children, key: node.identity, style: style, tint: c.environment.tint)
        c.layout.placeStack(
            axis: .z, alignment: .center, spacing: nil, children: [view], at: c.origin, proposal: c.proposal,
            size: c.size, environment: c.environment, space: c.space, into: &out)
    }

    /// The options: each child (groups and ForEach flattened) with its tag (a `ForEach` row's is its element's id,
    /// Checker+PickerTags). When no tag equals the selection (a tag of another type than the selection's), the
    /// option showing the selection's text is taken; nil when none does (a segmented control then selects no segment,
    /// UISegmentedControl.noSegment, and an inline list checks no row).
    private func options(_ children: [ViewNode]) -> (views: [ViewNode], selected: Int?) {
        let tabs = TabViewContainer.tabs(children)
        var selected = selection.flatMap { s in tabs.firstIndex { $0.tag.map { $0.isEqual(to: s) } ?? false } }
        if selected == nil, let s = selection {
            let written: String = if case .string(let text) = s { text } else { "\(s)" }
            selected = tabs.firstIndex { ViewNode.firstText(in: [$0.content]) == written }
        }
        return (tabs.map(\.content), selected)
    }

    private func composed(
        _ children: [ViewNode], key: UInt64, style: PickerStyle, tint: Color = Environment.defaultTint
    )
        -> ViewNode
    {
        var b = NodeBuilder(key: key)
        let (views, selected) = options(children)
        guard !views.isEmpty else { return b.stack(.z, alignment: .center, spacing: nil, []) }
        // A wheel centres a row and a menu shows one whatever the selection: the first when no tag matches.
        let shown = selected ?? 0
        let grey = Color(r8: 118, g8: 118, b8: 128, opacity: 0.12)
        switch style {
        case .segmented:
            var segments: [ViewNode] = []
            for (i, view) in views.enumerated() {
                // A segment's title stays on one line, truncated (UISegmentedControl's label).
                let font = b.wrap(
                    b.wrap(view, "lineLimit", TextEnvironmentWriter(value: .lineLimit(1))), "font",
                    TextEnvironmentWriter(value: .font(SceneFont(.system(size: 13, design: .default)))))
                let weighted =
                    i == selected
                    ? b.wrap(font, "fontWeight", TextEnvironmentWriter(value: .fontWeight(.semibold))) : font
                var segment = b.wrap(
                    weighted, "frame",
                    FlexFrameLayout(
                        minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: 28, idealHeight: nil,
                        maxHeight: 28, alignment: .center))
                if i == selected {
                    let white = b.wrap(
                        b.node(
                            AppliedView(
                                name: "RoundedRectangle", arguments: [],
                                view: RoundedRectangle(cornerRadius: 7, style: .continuous))),
                        "fill", ShapeFill(color: .white))
                    segment = b.wrap(segment, "background", BackgroundModifier(alignment: .center), secondary: white)
                }
                segments.append(segment)
            }
            let row = b.wrap(
                b.stack(.horizontal, alignment: .center, spacing: 0, segments), "padding",
                PaddingLayout(insets: EdgeInsets(all: 2)))
            let track = b.wrap(
                b.node(
                    AppliedView(
                        name: "RoundedRectangle", arguments: [],
                        view: RoundedRectangle(cornerRadius: 8, style: .continuous))),
                "fill", ShapeFill(color: grey))
            return b.wrap(row, "background", BackgroundModifier(alignment: .center), secondary: track)
        case .wheel:
            var rows: [ViewNode] = []
            for offset in -2...2 {
                let i = shown + offset
                guard views.indices.contains(i) else {
                    rows.append(b.wrap(b.color(.clear), "frame", FrameLayout(width: nil, height: 34)))
                    continue
                }
                let row = b.wrap(views[i], "frame", FrameLayout(width: nil, height: 34))
                rows.append(offset == 0 ? row : b.wrap(row, "opacity", OpacityEffect(opacity: 0.35)))
            }
            let band = b.wrap(
                b.wrap(
                    b.node(
                        AppliedView(
                            name: "RoundedRectangle", arguments: [],
                            view: RoundedRectangle(cornerRadius: 8, style: .continuous))),
                    "fill", ShapeFill(color: grey)),
                "frame", FrameLayout(width: nil, height: 34))
            let column = b.stack(.vertical, alignment: .center, spacing: 0, rows)
            let framed = b.wrap(
                column, "frame",
                FlexFrameLayout(
                    minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: 216, idealHeight: nil,
                    maxHeight: 216, alignment: .center))
            return b.wrap(framed, "background", BackgroundModifier(alignment: .center), secondary: band)
        case .inline:
            var rows: [ViewNode] = []
            for (i, view) in views.enumerated() {
                let check = b.wrap(
                    b.node(AppliedView(name: "Image", arguments: [], view: SymbolPlaceholder.view(named: "checkmark"))),
                    "opacity",
                    OpacityEffect(opacity: i == selected ? 1 : 0))
                rows.append(b.stack(.horizontal, alignment: .center, spacing: 8, [view, check]))
            }
            return b.stack(.vertical, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 8, rows)
        case .menu:
            let chevrons = b.wrap(
                b.node(
                    AppliedView(
                        name: "Image", arguments: [], view: SymbolPlaceholder.view(named: "chevron.up.chevron.down"))),
                "font",
                TextEnvironmentWriter(value: .font(SceneFont(.system(size: 12, design: .default)))))
            // The button shows the selected option's text, not its whole view (a menu item is a title: an option
            // written `HStack { Spacer(); Text(x); Spacer() }` shows "x" beside the chevrons).
            let title = PickerView.firstTextNode(views[shown]) ?? views[shown]
            let label = b.stack(.horizontal, alignment: .center, spacing: 4, [title, chevrons])
            return b.wrap(label, "foregroundStyle", ForegroundStyle(color: tint))
        }
    }
}

extension PickerView {
    /// The first Text in `node`, depth first, with the modifiers written on it.
    static func firstTextNode(_ node: ViewNode) -> ViewNode? {
        switch node.kind {
        case .view(let applied):
            if applied.view is TextView { return node }
            for child in applied.children { if let found = firstTextNode(child) { return found } }
            return nil
        case .group(let children):
            for child in children { if let found = firstTextNode(child) { return found } }
            return nil
        case .modified(let content, _):
            guard let found = firstTextNode(content) else { return nil }
            // The Text's own modifiers (font, colour) come with it; a container's (a frame around a stack) do not.
            return content.isTextChain ? node : found
        case .empty:
            return nil
        }
    }
}

extension ViewNode {
    /// Whether the node is a Text under modifiers only.
    fileprivate var isTextChain: Bool {
        switch kind {
        case .view(let applied): applied.view is TextView
        case .modified(let content, _): content.isTextChain
        case .group, .empty: false
        }
    }
}

/// `pickerStyle(_:)`: how the pickers below are drawn.
enum PickerStyle: Hashable, Sendable {
    case menu, segmented, wheel, inline

    init(name: String) {
        switch name {
        // Apple: PickerStyle.palette — developer.apple.com/documentation/swiftui/pickerstyle/palette: "When used
        // outside of menus, this style is rendered as a segmented picker" (inside a menu it is a row of choices, which
        // a closed menu does not show).
        case "segmented", "palette": self = .segmented
        case "wheel": self = .wheel
        case "inline", "radioGroup": self = .inline
        default: self = .menu
        }
    }
}

/// `pickerStyle(.segmented)` (or `SegmentedPickerStyle()`, rewritten by the checker) above the pickers it styles.
struct PickerStyleModifier: LayoutModifier {
    var style: PickerStyle

    static let declarations = [
        ModifierDeclaration(
            "pickerStyle",
            [
                .modifier("pickerStyle", [arg(nil, .enumeration("PickerStyle"))]) { v in
                    guard case .enumeration(_, let name) = v[0] else { return PickerStyleModifier(style: .menu) }
                    return PickerStyleModifier(style: PickerStyle(name: name))
                }
            ])
    ]

    func sizeThatFits(_ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size
    {
        layout.sizeThatFits(restyled(content), proposal)
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        c.place(restyled(content), .same, into: &out)
    }

    /// `content` with every Picker in it (not under a nearer `pickerStyle`) drawn in this style.
    func restyled(_ node: ViewNode) -> ViewNode {
        var out = node
        switch node.kind {
        case .view(var applied):
            if var picker = applied.view as? PickerView {
                picker.style = style
                applied.view = picker
            }
            applied.children = applied.children.map(restyled)
            out.kind = .view(applied)
        case .group(let children):
            out.kind = .group(children.map(restyled))
        case .modified(let content, let applied):
            if applied.modifier is PickerStyleModifier { return node }
            out.kind = .modified(restyled(content), applied)
        case .empty:
            break
        }
        return out
    }
}
