// LayoutTestSupport.swift: small builders for view trees written the way a scene writes them.

import Geometry
import Layout
import Scene

func rect(_ w: Double, _ h: Double) -> ViewNode {
    ViewNode(.shape(.rectangle)).modified(.frame(width: w, height: h, alignment: .center))
}

func color() -> ViewNode { ViewNode(.color(Color.named["blue"]!)) }

func hstack(_ children: ViewNode..., alignment: VerticalAlignment = .center, spacing: Double? = nil) -> ViewNode {
    ViewNode(
        .stack(
            .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
            children: children))
}

func vstack(_ children: ViewNode..., alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> ViewNode {
    ViewNode(
        .stack(
            .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
            children: children))
}

func zstack(_ children: ViewNode..., alignment: Alignment = .center) -> ViewNode {
    ViewNode(.stack(.z, alignment: alignment, spacing: nil, children: children))
}

extension ViewNode {
    func m(_ modifier: Modifier) -> ViewNode { modified(modifier) }
}

/// Leaf frames (points, root space) of `root` laid out in a canvas at scale 1.
func frames(_ root: ViewNode, canvas: Size = Size(width: 800, height: 450), scale: Double = 1) -> [Rect] {
    LayoutEngine(canvas: canvas, scale: scale).leaves(of: root).map(\.frame)
}
