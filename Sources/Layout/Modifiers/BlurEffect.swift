// BlurEffect.swift: `blur(radius:opaque:)`, SwiftUI's `_BlurEffect`.
// Rule: Apple: GraphicsContext.Filter.blur(radius:options:) —
// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI BlurEffect.swift:
// the radius is the Gaussian's standard deviation in points (× the space's scale in device pixels); the blurred subtree
// is a layer; σ animates (OpenSwiftUI OpacityEffect.swift).

import Geometry
import Scene

struct BlurEffect: LayoutModifier {
    var radius: Double
    var opaque: Bool

    static let declarations = [
        ModifierDeclaration(
            "blur",
            [
                .modifier("blur", [arg("radius", .double), arg("opaque", .bool, .bool(false))]) {
                    v, range throws(RuntimeFailure) in
                    let r = try GeometryArgument.radius(v[0].double, "blur(radius:)", at: range)
                    return (BlurEffect(radius: r, opaque: v[1].bool), nil)
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let sigma = GeometryArgument.devicePixelSigma(radius * c.space.transform.lengthScale)
        c.placeInLayer(content, PlacedGroup(key: c.key, kind: .blur(sigma: sigma, opaque: opaque)), into: &out)
    }
}
