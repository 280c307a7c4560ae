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
        var env = c.environment
        Self.record(name, of: c, in: &env)
        c.place(content, .same, environment: env, into: &out)
    }

    /// Records the view placed by `c` as the space `name`: its top-leading corner in global points, and its size
    /// under `name·size` (the `GeometryProxy.bounds(of:)` of iOS 17, Apple: developer.apple.com/documentation/
    /// swiftui/geometryproxy/bounds(of:), "the bounds of the named coordinate space, in the proxy's coordinates").
    static func record(_ name: String, of c: PlacementContext, in env: inout Environment) {
        let scale = c.layout.grid.scale
        let corner = c.origin.applying(c.space.transform)
        let far = (c.origin + Point(x: c.size.width, y: c.size.height)).applying(c.space.transform)
        env.coordinateSpaces[name] = c.globalOrigin
        env.coordinateSpaces[name + "\u{B7}size"] = Point(
            x: abs(far.x - corner.x) / scale, y: (far.y - corner.y) / scale)
    }
}
