// CanvasView.swift: `Canvas` in layout: it takes the size it is proposed, like a Shape, then its renderer runs for
// that size and what it draws becomes the leaf's display items.
// Rule: Apple: Canvas — developer.apple.com/documentation/swiftui/canvas (a flexible leaf: the proposal, an
// unspecified dimension replaced by 10 points as ProposedViewSize.replacingUnspecifiedDimensions(by:) does, as for
// shapes); the renderer's user space has its origin at the canvas's top-leading corner, y down, in points. The leaf
// keeps the canvas's pixel-snapped frame like every leaf (OpenSwiftUI Round+Extension.swift), and the drawing starts
// at that corner. Status: complete.

import Geometry
import Scene

extension CanvasContent: LayoutView {
    static let declarations: [ViewDeclaration] = []

    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis)
        -> Size
    {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let frame = c.roundedFrame
        let operations: [CanvasOperation]
        do {
            operations = try drawing(frame.size)
        } catch {
            c.layout.warnings.fail(error)
            return
        }
        let toDevice = AffineTransform(translationX: frame.minX, y: frame.minY).concatenating(c.space.transform)
        let renderer = CanvasRenderer(
            layout: c.layout, environment: c.environment, textAttributes: textAttributes ?? TextAttributes(),
            toDevice: toDevice, size: frame.size)
        let picture = CanvasPicture(items: renderer.items(operations), toDevice: toDevice)
        out.append(c.leaf(.canvas(picture), color: .white, node: node))
    }
}
