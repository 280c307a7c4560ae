// SpacerView.swift: `Spacer(minLength:)`.
// Rule: OpenSwiftUI Spacer.swift: inside an H/V stack it takes the proposed major length (at least `minLength`, default
// 8) and no minor length; outside a stack it expands on both axes; stacks size it last and put no spacing next to
// it (StackLayout.swift). Draws nothing.

import Geometry
import Scene

struct SpacerView: LayoutView {
    var minLength: Double?

    static let declarations = [
        ViewDeclaration(
            "Spacer",
            [
                .view("Spacer", [arg("minLength", .optional(.double), .absent)]) {
                    (SpacerView(minLength: $0[0].optionalDouble), [])
                }
            ])
    ]

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        let minimum = minLength ?? 8
        switch parent {
        case .stack(let axis) where axis != .z:
            return .on(axis, major: max(p.along(axis) ?? -.infinity, minimum), minor: 0)
        default:
            return Size(width: max(p.width ?? 0, minimum), height: max(p.height ?? 0, minimum))
        }
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {}

    var isSpacer: Bool { true }
}
