// GradientView.swift: a gradient used as a view (`LinearGradient(…)` in a ZStack, `.background(LinearGradient(…))`).
// Rule: Apple: LinearGradient — developer.apple.com/documentation/swiftui/lineargradient ("a linear gradient … also
// a view": like a Color it fills the space it is offered, 10 pt on an unspecified axis), its unit space the view's
// frame. Status: complete for the four gradient styles.

import Geometry
import Scene

struct GradientView: LayoutView {
    var shading: GradientShading

    /// Gradients become views by coercion (Vocabulary.gradientView), not by a view initialiser.
    static let declarations: [ViewDeclaration] = []

    static let coercion: BuiltinImplementation = { v, range in .views([view(v[0].shading, range: range)]) }

    static func view(_ shading: GradientShading, range: SourceRange) -> ViewNode {
        ViewNode(
            AppliedView(
                name: "Gradient", arguments: [WrittenArgument(label: nil, value: .shading(shading))],
                view: GradientView(shading: shading)), range: range)
    }

    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis)
        -> Size
    {
        proposal.replacingUnspecified()
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        var leaf = c.leaf(.color, color: .white, node: node)
        leaf.paint = shading
        out.append(leaf)
    }
}
