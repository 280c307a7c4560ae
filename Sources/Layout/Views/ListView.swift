// ListView.swift: `List`, `Form` and `Section`, drawn as iOS draws them: rows in sections, with separators.
// Rule: Apple: List — developer.apple.com/documentation/swiftui/list ("a container that presents rows of data arranged
// in a single column"), Section — developer.apple.com/documentation/swiftui/section, Form —
// developer.apple.com/documentation/swiftui/form, ListStyle — developer.apple.com/documentation/swiftui/liststyle
// (`.automatic` is `.insetGrouped` on iPhone; `.plain`, `.grouped`, `.inset`, `.sidebar`). A List takes the space it
// is offered and shows its sections from the top (it scrolls; a render shows the top). Rows written directly in the
// List (or between Sections) form a section without a header. The metrics are UIKit's table-view defaults as observed
// on iOS 17 [UNCONF: observed, not documented]: the grouped background systemGroupedBackground (242, 242, 247), white
// cells in rounded cards of radius 10 inset 16 pt from the sides; a row's content inset 20 pt at the sides and 11 pt
// above and below, at least 44 pt tall, leading-aligned and vertically centred; separators (UIColor.separator, as
// Divider.swift) between rows from the content's leading inset to the card's edge; 35 pt between sections and above
// the first; a header in footnote size (13 pt), upper-cased, in secondary label grey, 7 pt above its card and inset
// 20 pt into it; a footer the same size, not upper-cased, 7 pt below. `.plain` drops the cards and the grey: rows
// span the width on systemBackground with the same insets, headers in bold body text. Dark mode uses (0, 0, 0) for
// the grouped background and (28, 28, 30) for the cards.

import Geometry
import Scene
import Text

/// A List (or Form): its children are rows and `SectionView`s.
struct ListView: LayoutView {
    static let declarations = [
        ViewDeclaration("List", [.view("List", [contentParameter]) { v in (ListView(), v[0].views) }]),
        ViewDeclaration("Form", [.view("Form", [contentParameter]) { v in (ListView(), v[0].views) }]),
        ViewDeclaration(
            "Section",
            [
                .view(
                    "Section",
                    [
                        contentParameter,
                        BuiltinParameter(label: "header", kind: .viewBuilder, defaultValue: .views([])),
                        BuiltinParameter(label: "footer", kind: .viewBuilder, defaultValue: .views([])),
                    ]
                ) { v in SectionView.make(rows: v[0].views, header: v[1].views, footer: v[2].views) },
                .view(
                    "Section",
                    [
                        arg("header", .view), arg("footer", .view, .views([])), contentParameter,
                    ]
                ) { v in SectionView.make(rows: v[2].views, header: v[0].views, footer: v[1].views) },
                // `Section(footer: Text("…")) { rows }`: a footer and no header.
                .view("Section", [arg("footer", .view), contentParameter]) { v in
                    SectionView.make(rows: v[1].views, header: [], footer: v[0].views)
                },
                .view("Section", [arg(nil, .string), contentParameter]) { v in
                    SectionView.make(
                        rows: v[1].views,
                        header: [
                            ViewNode(
                                AppliedView(
                                    name: "Text", arguments: [], view: TextView(content: TextContent(v[0].string))))
                        ],
                        footer: [])
                },
            ]),
    ]

    /// UIKit's grouped-table metrics (see the file header).
    static let cardInset = 16.0
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let rowMinHeight = 44.0
    static let sectionSpacing = 35.0
    static let cardRadius = 10.0
    static let top = Alignment(horizontal: .center, vertical: .top)
    static let leading = Alignment(horizontal: .leading, vertical: .center)

    /// A List is a scroll view: it takes the size it is offered (its content's where nothing is offered).
    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        let content = layout.stackSize(
            axis: .z, alignment: ListView.top, spacing: nil, children: [composed(children, key: 0)], p)
        return Size(width: p.width ?? content.width, height: p.height ?? content.height)
    }

    /// The sections from the top, clipped to the list's bounds as a scroll view clips its content (ScrollView.swift).
    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        var inner = c.space
        var group = PlacedGroup(
            key: c.key, kind: .clip(ShapeKind.rectangle.path(in: c.roundedFrame).applying(c.space.transform)))
        group.scopes = c.space.scopes
        inner.groups.append(group)
        let list = composed(
            children, key: node.identity, dark: c.environment.dark, plain: c.environment.plainList,
            backgroundHidden: c.environment.listBackgroundHidden, edgeToEdge: c.environment.edgeToEdgeList,
            rowMinHeight: c.environment.listRowMinHeight ?? ListView.rowMinHeight,
            headerMinHeight: c.environment.listHeaderMinHeight, insetPlain: c.environment.insetList,
            prominentHeaders: c.environment.prominentHeaders)
        // A List scrolls itself: its rows are created within its own bounds (LazyCreation.swift).
        c.placingLazily(in: c.globalBounds) {
            c.layout.placeStack(
                axis: .z, alignment: ListView.top, spacing: nil, children: [list], at: c.origin, proposal: c.proposal,
                size: c.size, environment: c.environment, space: inner, into: &out)
        }
    }

    /// The list as views Layout already executes: sections stacked from the top over the background.
    func composed(
        _ children: [ViewNode], key: UInt64, dark: Bool = false, plain: Bool = false, backgroundHidden: Bool = false,
        edgeToEdge: Bool = false, rowMinHeight: Double = ListView.rowMinHeight, headerMinHeight: Double? = nil,
        insetPlain: Bool = false, prominentHeaders: Bool = false
    ) -> ViewNode {
        var builder = NodeBuilder(key: key)
        let heights = (row: rowMinHeight, header: headerMinHeight)
        // `.inset`: the grouped geometry on the plain background, the cards its colour (ListStyleModifier.swift).
        let plainBackground: Color = dark ? .black : .white
        let look = SectionLook(
            card: insetPlain ? plainBackground : (dark ? Color(r8: 28, g8: 28, b8: 30) : .white),
            prominent: prominentHeaders)
        // `.grouped`: the cards span the width with square corners (ListStyleModifier.swift).
        let inset = edgeToEdge ? 0 : ListView.cardInset
        let radius = edgeToEdge ? 0 : ListView.cardRadius
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flushLoose() {
            if !loose.isEmpty {
                sections.append(
                    section(
                        rows: loose, header: [], footer: [], &builder, dark, plain, inset: inset, radius: radius,
                        heights: heights, look: look))
            }
            loose = []
        }
        for child in ListView.rows(children) {
            // `Section { … }.headerProminence(.increased)`: the Section, its header's prominence (HeaderProminence).
            let (unwrapped, increased) = HeaderProminence.peeled(child)
            if let parts = SectionView.parts(unwrapped) {
                flushLoose()
                var sectionLook = look
                if let increased { sectionLook.prominent = increased }
                sections.append(
                    section(
                        rows: parts.rows, header: parts.header, footer: parts.footer, &builder, dark, plain,
                        inset: inset, radius: radius, heights: heights, look: sectionLook))
            } else {
                loose.append(child)
            }
        }
        flushLoose()
        // A List scrolls: its rows are proposed no height, each sizing to its ideal (a GeometryReader row is its
        // default 10 pt inside the minimum row height), as a vertical ScrollView proposes its content (ScrollView
        // .swift).
        let column = builder.wrap(
            builder.stack(
                .vertical, alignment: ListView.leading, spacing: plain ? 0 : ListView.sectionSpacing, sections),
            "fixedSize", FixedSizeLayout(horizontal: false, vertical: true))
        let top = builder.wrap(
            column, "padding",
            PaddingLayout(
                insets: EdgeInsets(top: plain ? 0 : ListView.sectionSpacing, leading: 0, bottom: 0, trailing: 0)))
        let filled = builder.wrap(
            top, "frame",
            FlexFrameLayout(
                minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                maxHeight: .infinity, alignment: ListView.top))
        if backgroundHidden { return filled }
        let background = builder.color(plain || insetPlain ? plainBackground : ListView.groupedBackground(dark: dark))
        return builder.wrap(filled, "background", BackgroundModifier(alignment: .center), secondary: background)
    }

    /// The rows a content builder gave, with groups (`Group`, `ForEach` output) flattened.
    static func rows(_ children: [ViewNode]) -> [ViewNode] {
        children.flatMap { child -> [ViewNode] in
            if case .group(let inner) = child.kind { return rows(inner) }
            if case .empty = child.kind { return [] }
            return [child]
        }
    }

    private func section(
        rows: [ViewNode], header: [ViewNode], footer: [ViewNode], _ b: inout NodeBuilder, _ dark: Bool, _ plain: Bool,
        inset: Double = ListView.cardInset, radius: Double = ListView.cardRadius,
        heights: (row: Double, header: Double?) = (ListView.rowMinHeight, nil), look: SectionLook
    ) -> ViewNode {
        var cells: [ViewNode] = []
        let flat = ListView.rows(rows)
        let marks = flat.map(ListRowMarks.init)
        for (i, row) in flat.enumerated() {
            var content = ListView.navigationRow(PickerView.formRow(row, &b), dark: dark, &b)
            if let badge = marks[i].badge {
                // The badge trails the row in the secondary colour (ListRowModifiers.swift).
                let spacer = b.spacer()
                let text = b.wrap(
                    b.node(AppliedView(name: "Text", arguments: [], view: TextView(content: TextContent(badge)))),
                    "foregroundStyle", ForegroundStyle(color: Color.named["secondary"]))
                content = b.stack(.horizontal, alignment: .center, spacing: nil, [content, spacer, text])
            }
            let padded = b.wrap(content, "padding", PaddingLayout(insets: marks[i].insets ?? ListView.rowInsets))
            var cell = b.wrap(
                padded, "frame",
                FlexFrameLayout(
                    minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: heights.row,
                    idealHeight: nil, maxHeight: nil, alignment: ListView.leading))
            if let background = marks[i].background {
                cell = b.wrap(cell, "background", BackgroundModifier(alignment: .center), secondary: background)
            }
            cells.append(cell)
            let separatorHidden =
                marks[i].separatorHidden.bottom || (i + 1 < flat.count && marks[i + 1].separatorHidden.top)
            if (i < flat.count - 1 || plain) && !separatorHidden {
                let tint = marks[i].separatorTint ?? (i + 1 < flat.count ? marks[i + 1].separatorTint : nil)
                let line = b.node(AppliedView(name: "Divider", arguments: [], view: Divider(tint: tint)))
                cells.append(
                    b.wrap(
                        line, "padding",
                        PaddingLayout(
                            insets: EdgeInsets(top: 0, leading: ListView.rowInsets.leading, bottom: 0, trailing: 0))))
            }
        }
        var card = b.stack(.vertical, alignment: ListView.leading, spacing: 0, cells)
        if !plain {
            let shape = b.node(
                AppliedView(
                    name: "RoundedRectangle", arguments: [],
                    view: RoundedRectangle(cornerRadius: radius, style: .continuous)))
            let fill = b.wrap(shape, "fill", ShapeFill(color: look.card))
            card = b.wrap(card, "background", BackgroundModifier(alignment: .center), secondary: fill)
            card = b.wrap(
                card, "padding",
                PaddingLayout(
                    insets: EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)))
        }
        var parts: [ViewNode] = []
        let textInset = (plain ? 0 : inset) + ListView.rowInsets.leading
        if !header.isEmpty {
            var title = b.stack(.vertical, alignment: ListView.leading, spacing: nil, header)
            if look.prominent {
                // HeaderProminence.swift: title 3 semibold in the primary colour, as written.
                title = ListView.styledText(
                    title, font: SceneFont(.style(.title3, design: .default), weight: .semibold), uppercase: false)
            } else if plain {
                title = ListView.styledText(title, font: .style(.headline), uppercase: false)
            } else {
                title = ListView.styledText(title, font: .style(.footnote), uppercase: true)
                title = b.wrap(title, "foregroundStyle", ForegroundStyle(color: Color.named["secondary"]))
            }
            var padded = b.wrap(
                title, "padding",
                PaddingLayout(
                    insets: EdgeInsets(
                        top: plain ? 11 : 0, leading: textInset, bottom: plain ? 11 : 7, trailing: textInset)))
            if let minimum = heights.header {
                // `\.defaultMinListHeaderHeight`: the header is at least that tall, its text at the bottom (over
                // the card) as UIKit's grouped headers sit.
                padded = b.wrap(
                    padded, "frame",
                    FlexFrameLayout(
                        minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: minimum, idealHeight: nil,
                        maxHeight: nil, alignment: Alignment(horizontal: .leading, vertical: .bottom)))
            }
            parts.append(padded)
        }
        parts.append(card)
        if !footer.isEmpty {
            var note = b.stack(.vertical, alignment: ListView.leading, spacing: nil, footer)
            note = ListView.styledText(note, font: .style(.footnote), uppercase: false)
            note = b.wrap(note, "foregroundStyle", ForegroundStyle(color: Color.named["secondary"]))
            parts.append(
                b.wrap(
                    note, "padding",
                    PaddingLayout(insets: EdgeInsets(top: 7, leading: textInset, bottom: 0, trailing: textInset))))
        }
        return b.stack(.vertical, alignment: ListView.leading, spacing: 0, parts)
    }

    /// A header's or footer's Text leaves in the list's header font (where no font was written for them: they
    /// have the default body font) and case. The Text environment was resolved before layout (TextEnvironment.swift),
    /// so the leaves are restyled directly.
    static func styledText(_ node: ViewNode, font: SceneFont, uppercase: Bool) -> ViewNode {
        var node = node
        switch node.kind {
        case .view(var applied):
            if var text = applied.view as? TextView {
                if text.content.attributes.font == SceneFont.style(.body) { text.content.attributes.font = font }
                if uppercase, text.content.attributes.uppercased == nil { text.content.attributes.uppercased = true }
                applied.view = text
            }
            applied.children = applied.children.map { styledText($0, font: font, uppercase: uppercase) }
            node.kind = .view(applied)
        case .group(let children):
            node.kind = .group(children.map { styledText($0, font: font, uppercase: uppercase) })
        case .modified(let content, let applied):
            node.kind = .modified(styledText(content, font: font, uppercase: uppercase), applied)
        case .empty:
            break
        }
        return node
    }

    /// systemGroupedBackground in light and dark mode.
    static func groupedBackground(dark: Bool) -> Color {
        dark ? .black : Color(r8: 242, g8: 242, b8: 247)
    }
}

/// How a section's card and header are drawn: the card's colour (white, or the plain background under `.inset`) and
/// whether its header has increased prominence (HeaderProminence.swift).
struct SectionLook {
    var card: Color
    var prominent: Bool
}

/// A `Section`: header, rows and footer, which only a List draws as such; elsewhere its parts stack vertically
/// (Apple: Section, "use Section instances in views like List, Picker, and Form").
struct SectionView: LayoutView {
    var headerCount: Int
    var footerCount: Int

    static let declarations: [ViewDeclaration] = []

    static func make(rows: [ViewNode], header: [ViewNode], footer: [ViewNode]) -> (any PrimitiveView, [ViewNode]) {
        (SectionView(headerCount: header.count, footerCount: footer.count), header + rows + footer)
    }

    /// A Section node's parts; nil for any other node.
    static func parts(_ node: ViewNode) -> (header: [ViewNode], rows: [ViewNode], footer: [ViewNode])? {
        guard case .view(let applied) = node.kind, let section = applied.view as? SectionView else { return nil }
        let children = applied.children
        let header = Array(children.prefix(section.headerCount))
        let footer = Array(children.suffix(section.footerCount))
        let rows = Array(children.dropFirst(section.headerCount).dropLast(section.footerCount))
        return (header, rows, footer)
    }

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.stackSize(axis: .vertical, alignment: .center, spacing: nil, children: children, p)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        c.layout.placeStack(
            axis: .vertical, alignment: .center, spacing: nil, children: children, at: c.origin, proposal: c.proposal,
            size: c.size, environment: c.environment, space: c.space, into: &out)
    }
}

/// Makes the nodes of a composed view, each with an identity derived from the composing view's.
struct NodeBuilder {
    var key: UInt64
    private var next: UInt64 = 0

    init(key: UInt64) { self.key = key }

    private mutating func identity() -> UInt64 {
        next &+= 1
        return (key ^ 0x5ec7_1015) &* 0x100_0000_01b3 &+ next
    }

    mutating func node(_ view: AppliedView) -> ViewNode {
        var node = ViewNode(view)
        node.identity = identity()
        return node
    }

    mutating func wrap(
        _ content: ViewNode, _ name: String, _ modifier: any ViewModifier, secondary: ViewNode? = nil
    ) -> ViewNode {
        var node = content.modified(
            AppliedModifier(name: name, arguments: [], modifier: modifier, secondary: secondary))
        node.identity = identity()
        return node
    }

    mutating func stack(_ axis: StackAxis, alignment: Alignment, spacing: Double?, _ children: [ViewNode]) -> ViewNode {
        let name = axis == .vertical ? "VStack" : axis == .horizontal ? "HStack" : "ZStack"
        return node(
            AppliedView(
                name: name, arguments: [], view: StackView(axis: axis, alignment: alignment, spacing: spacing),
                children: children))
    }

    mutating func color(_ color: Color) -> ViewNode {
        node(AppliedView(name: "Color", arguments: [], view: ColorView(color: color)))
    }

    /// `Spacer(minLength:)`.
    mutating func spacer(minLength: Double? = nil) -> ViewNode {
        node(AppliedView(name: "Spacer", arguments: [], view: SpacerView(minLength: minLength)))
    }
}
