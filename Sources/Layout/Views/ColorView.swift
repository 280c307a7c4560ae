// ColorView.swift: a `Color` used as a view (`Color.orange` in a ZStack, `.background(.blue)`).
// Rule: Apple: Color, developer.apple.com/documentation/swiftui/color: a colour is a view that fills the space it is
// offered (as a shape does, 10 pt on an unspecified axis).

import Geometry
import Scene

struct ColorView: LayoutView {
    var color: Color

    /// Colours become views by coercion, not by an initialiser (Vocabulary.colorView).
    static let declarations: [ViewDeclaration] = []

    /// The view for a colour value where a view is expected.
    static let coercion: BuiltinImplementation = { v, range in
        .views([view(v[0].color, range: range)])
    }

    static func view(_ color: Color, range: SourceRange) -> ViewNode {
        ViewNode(
            AppliedView(
                name: "Color", arguments: [WrittenArgument(label: nil, value: .color(color))],
                view: ColorView(color: color)), range: range)
    }

    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis)
        -> Size
    {
        proposal.replacingUnspecified()
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        out.append(c.leaf(.color, color: color, node: node))
    }
}
