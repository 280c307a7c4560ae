// SafeAreaPadding.swift: `.safeAreaPadding(_:_:)`, `.safeAreaPadding(_ insets:)`, `.safeAreaPadding(_ length:)`.
// Rule: Apple: View.safeAreaPadding(_:_:) — developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:)
// (iOS 17): "Adds the provided insets into the safe area of this view", its example a horizontal ScrollView whose
// items start 20 pt in. A render has no device insets, so the safe area a view sees is only what this adds: a view
// that respects it is laid out as `.padding` of the same edges; a ScrollView directly under it keeps its frame and
// insets its content instead (the content scrolls through the margin; at rest it starts after it), ScrollView.swift.
// Status: complete for a canvas without device insets; a ScrollView further down (under other views) is padded.

import Geometry
import Scene

/// Padding that goes into the scroll content's margins when the modified view is a ScrollView.
struct SafeAreaPadding: LayoutModifier {
    var insets: EdgeInsets

    static let declarations = [
        ModifierDeclaration(
            "safeAreaPadding", PaddingLayout.insetOverloads("safeAreaPadding") { SafeAreaPadding(insets: $0) })
    ]

    /// The padding this is on any other view.
    private var padding: PaddingLayout { PaddingLayout(insets: insets) }

    /// `content`'s ScrollView with these insets added to its margins; nil when `content` is not a ScrollView.
    private func scrollView(_ content: ViewNode) -> (ScrollView, [ViewNode])? {
        guard case .view(let applied) = content.kind, applied.viewType == ScrollView.self,
            var scroll = applied.withView({ $0 as? ScrollView })
        else { return nil }
        scroll.margins = EdgeInsets(
            top: scroll.margins.top + insets.top, leading: scroll.margins.leading + insets.leading,
            bottom: scroll.margins.bottom + insets.bottom, trailing: scroll.margins.trailing + insets.trailing)
        return (scroll, applied.children)
    }

    func sizeThatFits(_ p: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        if let (scroll, children) = scrollView(content) {
            return scroll.sizeThatFits(p, children: children, in: layout, parent: parent)
        }
        return padding.sizeThatFits(p, content: content, in: layout, parent: parent)
    }

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        padding.contentPlacement(p, size: size, content: content, in: layout)
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        guard let (scroll, children) = scrollView(content) else {
            c.place(content, contentPlacement(c.proposal, size: c.size, content: content, in: c.layout), into: &out)
            return
        }
        // The scroll view itself, in this view's box, under its own identity (as LayoutEngine.place gives a view).
        var inner = c
        inner.key = content.identity
        inner.modifier = nil
        scroll.place(children, inner, node: content, into: &out)
    }

    var keepsTextEdges: Bool { false }
}
