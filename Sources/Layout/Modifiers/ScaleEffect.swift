// ScaleEffect.swift: `.scaleEffect(_:anchor:)` and `.scaleEffect(x:y:anchor:)`, SwiftUI's `_ScaleEffect`.
// Rule: OpenSwiftUI RotationEffect.swift, ScaleEffect.swift and UnitPoint.swift (a zero scale becomes
// sqrt(2·leastNormalMagnitude) to stay invertible). Status: complete.

import Animate
import Geometry
import Scene

/// Scales about `anchor` of the wrapped view's frame.
struct ScaleEffect: GeometryEffect {
    var x: Double
    var y: Double
    var anchor: UnitPoint

    static let declarations: [ModifierDeclaration] = {
        let anchor = arg("anchor", .unitPoint, .unitPoint(.center))
        return [
            ModifierDeclaration(
                "scaleEffect",
                [
                    .modifier("scaleEffect", [arg(nil, .double), anchor]) { v, range throws(RuntimeFailure) in
                        let s = try GeometryArgument.finite(v[0].double, "scaleEffect(_:)", at: range)
                        return (ScaleEffect(x: s, y: s, anchor: v[1].unitPoint), nil)
                    },
                    // `scaleEffect(_ scale: CGSize, anchor:)`: width scales x, height y (Apple:
                    // developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi5).
                    .modifier("scaleEffect", [arg(nil, .size), anchor]) { v, range throws(RuntimeFailure) in
                        guard case .size(let w, let h) = v[0] else {
                            return (ScaleEffect(x: 1, y: 1, anchor: .center), nil)
                        }
                        let x = try GeometryArgument.finite(w, "scaleEffect(_:)", at: range)
                        let y = try GeometryArgument.finite(h, "scaleEffect(_:)", at: range)
                        return (ScaleEffect(x: x, y: y, anchor: v[1].unitPoint), nil)
                    },
                    .modifier("scaleEffect", [arg("x", .double, .double(1)), arg("y", .double, .double(1)), anchor]) {
                        v, range throws(RuntimeFailure) in
                        let x = try GeometryArgument.finite(v[0].double, "scaleEffect(x:)", at: range)
                        let y = try GeometryArgument.finite(v[1].double, "scaleEffect(y:)", at: range)
                        return (ScaleEffect(x: x, y: y, anchor: v[2].unitPoint), nil)
                    },
                ])
        ]
    }()

    func effectValue(size: Size) -> AffineTransform {
        let tiny = (2 * Double.leastNormalMagnitude).squareRoot()
        return AffineTransform.about(
            anchor.in(size), AffineTransform(scaleX: x == 0 ? tiny : x, y: y == 0 ? tiny : y))
    }

    var animatableData: [Double] {
        [x, y, anchor.x * animatableUnitScale, anchor.y * animatableUnitScale]
    }

    func with(_ data: ArraySlice<Double>) -> ScaleEffect {
        let d = Array(data)
        let u = animatableUnitScale
        return ScaleEffect(x: d[0], y: d[1], anchor: UnitPoint(x: d[2] / u, y: d[3] / u))
    }
}
