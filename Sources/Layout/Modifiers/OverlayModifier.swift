// OverlayModifier.swift: `overlay(_:)`, `overlay(_:alignment:)`, `overlay(alignment:content:)` and
// `overlay(_:in:)`, SwiftUI's `_OverlayModifier`.
// Rule: OpenSwiftUI BackgroundModifier.swift, OverlayModifier.swift and Shapes.swift; Apple: RoundedRectangle —
// developer.apple.com/documentation/swiftui/roundedrectangle: as `background`, drawn in front of the primary view.

import Geometry
import Scene

struct OverlayModifier: LayoutModifier {
    var alignment: Alignment

    static let declarations = [
        ModifierDeclaration("overlay", DecorationForms.overloads("overlay") { OverlayModifier(alignment: $0) })
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        c.place(content, .same, into: &out)
        if let secondary = c.secondary {
            c.layout.placeSecondary(
                secondary, alignment, primaryOrigin: c.origin, primarySize: c.size, environment: c.environment,
                space: c.space, into: &out)
        }
    }
}
