// ColorPickerView.swift: `ColorPicker(_:selection:supportsOpacity:)` and
// `ColorPicker(selection:supportsOpacity:label:)`, drawn closed as iOS draws it in a row: the label at the leading edge, the colour well at the trailing edge.
// Rule: Apple: ColorPicker — developer.apple.com/documentation/swiftui/colorpicker ("a control used to select a color
// from the system color picker UI"; the picker itself opens only on a tap); UIKit's UIColorWell
// (developer.apple.com/documentation/uikit/uicolorwell), which iOS draws as a circle ringed by the hue wheel with the
// selected colour inside. Metrics [UNCONF: observed on iOS 17, not documented]: a 28 pt well, a 3 pt conic ring of
// the fully saturated hues (red at the trailing side, going clockwise as an AngularGradient does), a 2 pt gap, and
// the selection filling the 18 pt circle within. `supportsOpacity` changes only the picker sheet, so nothing here.
// The selection is the bound colour's value (Checker+ColorPicker reads it through the binding). Status: complete for
// the closed control; the picker sheet is never drawn.

import Geometry
import Scene

struct ColorPickerView: LayoutView {
    /// The bound colour.
    var selection: Color

    /// The well's side, the ring's width and the gap between the ring and the selection, points (see the header).
    static let wellSide = 28.0
    static let ringWidth = 3.0
    static let gap = 2.0

    static let declarations = [
        ViewDeclaration(
            "ColorPicker",
            [
                // The title form reaches here as the label form with `Text(title)` (Checker+ColorPicker).
                .view(
                    "ColorPicker",
                    [arg("selection", .color), arg("supportsOpacity", .bool, .bool(true)), contentParameter]
                ) {
                    v in (ColorPickerView(selection: v[0].color), v[2].views)
                }
            ])
    ]

    /// The hues of the ring: red, yellow, green, cyan, blue, magenta and back to red.
    static let hues = Gradient(colors: [
        Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
        Color(red: 0, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 1),
        Color(red: 1, green: 0, blue: 0),
    ])

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.sizeThatFits(composed(children, key: 0), p, parent: parent)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let row = composed(children, key: node.identity)
        c.layout.place(
            row, at: c.origin, proposal: c.proposal, size: c.size, environment: c.environment, space: c.space,
            parent: c.parent, into: &out)
    }

    /// `HStack { label; Spacer(); well }`, the well a ZStack of the hue ring and the selection.
    private func composed(_ children: [ViewNode], key: UInt64) -> ViewNode {
        var b = NodeBuilder(key: key)
        let ring = b.wrap(
            b.node(AppliedView(name: "Circle", arguments: [], view: Circle())), "strokeBorder",
            ShapeStroke(
                color: .white,
                paint: .angular(ColorPickerView.hues, center: .center, startAngle: .zero, endAngle: .degrees(360)),
                style: StrokeStyle(lineWidth: ColorPickerView.ringWidth), border: true))
        let swatch = b.wrap(
            b.wrap(
                b.node(AppliedView(name: "Circle", arguments: [], view: Circle())), "fill",
                ShapeFill(color: selection)),
            "padding", PaddingLayout(insets: EdgeInsets(all: ColorPickerView.ringWidth + ColorPickerView.gap)))
        let well = b.wrap(
            b.stack(.z, alignment: .center, spacing: nil, [ring, swatch]), "frame",
            FrameLayout(width: ColorPickerView.wellSide, height: ColorPickerView.wellSide))
        let spacer = b.spacer()
        return b.stack(.horizontal, alignment: .center, spacing: nil, children + [spacer, well])
    }
}
