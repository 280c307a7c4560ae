// DrawingGroup.swift: `drawingGroup(opaque:colorMode:)`.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(), seed 002: a
// compositing group that is rasterised offscreen and clipped to the view's bounds ([UNCONF] in the research, taken as
// stated); `opaque` only promises an opaque result, so it changes nothing here.

import Scene

struct DrawingGroup: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "drawingGroup", [.modifier("drawingGroup", [arg("opaque", .bool, .bool(false))]) { _ in DrawingGroup() }])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        CompositingGroup.flatten(content, c, clipsToBounds: true, into: &out)
    }
}
