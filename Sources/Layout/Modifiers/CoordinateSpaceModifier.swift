// CoordinateSpaceModifier.swift: `.coordinateSpace(.named("x"))` in layout: the modified view's top-leading corner,
// in global points, becomes the origin of the space `x` for everything placed inside it.
// Rule: Apple: View.coordinateSpace(_:) — developer.apple.com/documentation/swiftui/view/coordinatespace(_:) ("Assigns
// a name to the view's coordinate space, so other code can operate on dimensions like points and sizes relative to
// the named space"). Layout-neutral. Status: complete.

import Geometry
import Scene

extension CoordinateSpaceName: LayoutModifier {
    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let scale = c.layout.grid.scale
        let corner = c.origin.applying(c.space.transform)
        var env = c.environment
        env.coordinateSpaces[name] = Point(x: corner.x / scale, y: corner.y / scale)
        c.place(content, .same, environment: env, into: &out)
    }
}
