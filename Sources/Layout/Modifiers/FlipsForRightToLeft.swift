// FlipsForRightToLeft.swift: `flipsForRightToLeftLayoutDirection(_:)`.
// Rule: Apple: View.flipsForRightToLeftLayoutDirection(_:) — developer.apple.com/documentation/swiftui/view/
// flipsforrighttoleftlayoutdirection(_:) ("Sets whether this view mirrors its contents horizontally when the layout
// direction is right-to-left. By default, views will adjust their layouts automatically in a right-to-left context and
// do not need to be mirrored"): in a right-to-left environment the view as laid out there is drawn mirrored in its
// own frame (an arrow image points the other way); left to right, or with `false`, nothing changes. Status: complete.

import Scene

struct FlipsForRightToLeft: LayoutModifier {
    var enabled: Bool

    static let declarations = [
        ModifierDeclaration(
            "flipsForRightToLeftLayoutDirection",
            [
                .modifier("flipsForRightToLeftLayoutDirection", [arg(nil, .bool)]) { v in
                    FlipsForRightToLeft(enabled: v[0].bool)
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        guard enabled, c.environment.rightToLeft else { return c.place(content, .same, into: &out) }
        HorizontalMirror().placeMirrored(content, c, environment: c.environment, into: &out)
    }
}
