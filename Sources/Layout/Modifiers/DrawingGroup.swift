// DrawingGroup.swift: `drawingGroup(opaque:colorMode:)`.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(), seed 002: a
// compositing group that is rasterised offscreen and clipped to the view's bounds ([UNCONF] in the research, taken as
// stated); `opaque` only promises an opaque result, so it changes nothing here. `colorMode:` (Apple:
// ColorRenderingMode — developer.apple.com/documentation/swiftui/colorrenderingmode: `.nonLinear`, `.linear`,
// `.extendedLinear`) chooses the working colour space of the offscreen layer; it is accepted and the group is drawn
// as `.nonLinear` (blending on sRGB-encoded values, docs/ARCHITECTURE.md "Pixels are sRGB-encoded"), so only the
// edges where translucent content overlaps differ from a linear-light group. Status: complete for opaque content.

import Scene

struct DrawingGroup: LayoutModifier {
    /// Apple: ColorRenderingMode — developer.apple.com/documentation/swiftui/colorrenderingmode.
    static let colorRenderingMode = "ColorRenderingMode"
    static let colorRenderingModes = ["nonLinear", "linear", "extendedLinear"]

    static let declarations = [
        ModifierDeclaration(
            "drawingGroup",
            [
                .modifier(
                    "drawingGroup",
                    [
                        arg("opaque", .bool, .bool(false)),
                        arg(
                            "colorMode", .enumeration(colorRenderingMode),
                            .enumeration(type: colorRenderingMode, name: "nonLinear")),
                    ]
                ) { _ in DrawingGroup() }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        CompositingGroup.flatten(content, c, clipsToBounds: true, into: &out)
    }
}
