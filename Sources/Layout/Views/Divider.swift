// Divider.swift: `Divider()`.
// Rule: Apple: Divider, developer.apple.com/documentation/swiftui/divider: "When contained in a stack, the divider
// extends across the minor axis of the stack, or horizontally when not in a stack." Apple gives no thickness; on iOS
// 17 a Divider is a hairline, one device pixel (1 / displayScale points: 1 pt at @1x, ½ pt at @2x), drawn in the
// system separator colour (Apple: UIColor.separator, developer.apple.com/documentation/uikit/uicolor/separator:
// (60, 60, 67) at 29 % in light mode, (84, 84, 88) at 60 % in dark mode) [UNCONF: observed values, not documented].
// Along the line it takes the proposed length (0 when none is proposed: a stack fills it in when placing, since it
// proposes its own minor size then). The stack's axis reaches it through frames and padding (ParentAxis.enclosing).

import Geometry
import Scene

struct Divider: LayoutView {
    /// A List row's `listRowSeparatorTint` (ListRowModifiers.swift); nil: the separator colour.
    var tint: Color?

    static let declarations = [
        ViewDeclaration("Divider", [.view("Divider", []) { _ in (Divider(), []) }])
    ]

    /// The separator colour in light or dark mode.
    static func separator(dark: Bool) -> Color {
        dark ? Color(r8: 84, g8: 84, b8: 88, opacity: 0.6) : Color(r8: 60, g8: 60, b8: 67, opacity: 0.29)
    }

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        let thickness = layout.grid.pixelLength
        if parent.enclosingAxis == .horizontal { return Size(width: thickness, height: p.height ?? 0) }
        return Size(width: p.width ?? 0, height: thickness)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        out.append(c.leaf(.shape(.rectangle), color: tint ?? Divider.separator(dark: c.environment.dark), node: node))
    }
}
