// GradientAnimation.swift: a gradient paint's animatable data (its points and stop colours, a mesh's points and
// colours), so a LinearGradient whose colours or start and end points change under `withAnimation` is interpolated
// frame by frame, as SwiftUI interpolates a fill's resolved gradient.
// Rule: OpenSwiftUI LinearGradient.swift (`_Paint.animatableData`: startPoint and endPoint × 128, then the resolved
// gradient's vector) and Gradient.swift (`ResolvedGradientVector`: each stop's colour converted into the gradient's
// colour space — `.device`: the encoded components premultiplied by opacity — while locations do not animate; two
// gradients whose stop locations differ are compared over the union of their locations, each side's colour there read
// from its own stops). RadialGradient, EllipticalGradient and AngularGradient animate their centre (× 128) and radii or
// angles the same way; a MeshGradient its points (× 128) and colours (MeshGradient.swift). Status: complete; when the
// stop locations differ the animation restarts from the displayed value over the union (SwiftUI adds the vectors
// over the union as they run, so a spring's velocity carries over there and not here), and a change of gradient kind
// (or between a colour and a gradient) is not interpolated: the new paint is drawn at once.

import Animate
import Geometry

extension GradientShading {
    /// The paint's animatable components (see the header for the layout).
    var animatableData: [Double] {
        let s = animatableUnitScale
        switch self {
        case .linear(let g, let start, let end):
            return [start.x * s, start.y * s, end.x * s, end.y * s] + GradientShading.stopData(g)
        case .radial(let g, let c, let r0, let r1):
            return [c.x * s, c.y * s, r0, r1] + GradientShading.stopData(g)
        case .elliptical(let g, let c, let f0, let f1):
            return [c.x * s, c.y * s, f0, f1] + GradientShading.stopData(g)
        case .angular(let g, let c, let a0, let a1):
            return [c.x * s, c.y * s, a0.radians, a1.radians] + GradientShading.stopData(g)
        case .mesh(let m):
            return m.animatableData
        }
    }

    /// The paint with `data`, laid out as `animatableData`, written back (unchanged if the count does not match).
    func with(_ data: [Double]) -> GradientShading {
        guard data.count == animatableData.count else { return self }
        let s = animatableUnitScale
        func unit(_ i: Int) -> UnitPoint { UnitPoint(x: data[i] / s, y: data[i + 1] / s) }
        let stops = Array(data.dropFirst(4))
        switch self {
        case .linear(let g, _, _):
            return .linear(GradientShading.gradient(g, stops), start: unit(0), end: unit(2))
        case .radial(let g, _, _, _):
            return .radial(
                GradientShading.gradient(g, stops), center: unit(0), startRadius: data[2], endRadius: data[3])
        case .elliptical(let g, _, _, _):
            return .elliptical(
                GradientShading.gradient(g, stops), center: unit(0), startRadiusFraction: data[2],
                endRadiusFraction: data[3])
        case .angular(let g, _, _, _):
            return .angular(
                GradientShading.gradient(g, stops), center: unit(0), startAngle: .radians(data[2]),
                endAngle: .radians(data[3]))
        case .mesh(let m):
            return .mesh(m.with(data))
        }
    }

    /// Whether two paints' data line up component by component: the same kind, the same stop locations (a mesh: the
    /// same grid).
    func animatesLike(_ other: GradientShading) -> Bool {
        switch (self, other) {
        case (.linear, .linear), (.radial, .radial), (.elliptical, .elliptical), (.angular, .angular):
            return gradient.stops.map(\.location) == other.gradient.stops.map(\.location)
        case (.mesh(let a), .mesh(let b)):
            return a.width == b.width && a.height == b.height
        default:
            return false
        }
    }

    /// Whether the two paints are of one kind (both one-parameter gradients of the same geometry, or both meshes).
    func sameKind(_ other: GradientShading) -> Bool {
        switch (self, other) {
        case (.linear, .linear), (.radial, .radial), (.elliptical, .elliptical), (.angular, .angular): true
        case (.mesh(let a), .mesh(let b)): a.width == b.width && a.height == b.height
        default: false
        }
    }

    /// The same paint with its stops at `locations` (a superset of its own), each colour read from its own stops,
    /// so it draws the same picture (OpenSwiftUI Gradient.swift, `ResolvedGradientVector.add`'s union of stops).
    func respread(_ locations: [Double]) -> GradientShading {
        let g = gradient
        var own = g.stops[...]
        let stops = locations.map { location -> Gradient.Stop in
            if let first = own.first, first.location == location {
                own = own.dropFirst()
                return first
            }
            return Gradient.Stop(color: g.color(at: location), location: location)
        }
        return replacingGradient(Gradient(stops: stops))
    }

    /// The union of two stop lists' locations, merged in order (equal locations once per pair).
    static func unionLocations(_ a: [Double], _ b: [Double]) -> [Double] {
        var out: [Double] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let x = i < a.count ? a[i] : .infinity
            let y = j < b.count ? b[j] : .infinity
            if x == y {
                out.append(x)
                i += 1
                j += 1
            } else if x < y {
                out.append(x)
                i += 1
            } else {
                out.append(y)
                j += 1
            }
        }
        return out
    }

    private func replacingGradient(_ g: Gradient) -> GradientShading {
        switch self {
        case .linear(_, let a, let b): .linear(g, start: a, end: b)
        case .radial(_, let c, let r0, let r1): .radial(g, center: c, startRadius: r0, endRadius: r1)
        case .elliptical(_, let c, let f0, let f1):
            .elliptical(g, center: c, startRadiusFraction: f0, endRadiusFraction: f1)
        case .angular(_, let c, let a0, let a1): .angular(g, center: c, startAngle: a0, endAngle: a1)
        case .mesh: self
        }
    }

    /// Each stop's premultiplied encoded colour (OpenSwiftUI `ResolvedGradient.ColorSpace.device.convertIn`).
    private static func stopData(_ g: Gradient) -> [Double] {
        g.stops.flatMap { stop -> [Double] in
            let p = MeshGradient.premultiplied(stop.color)
            return [p[0], p[1], p[2], p[3]]
        }
    }

    /// `g` with its stop colours from `data` (`ResolvedGradient.ColorSpace.device.convertOut`), locations kept.
    private static func gradient(_ g: Gradient, _ data: [Double]) -> Gradient {
        var out = g
        for i in out.stops.indices where 4 * i + 3 < data.count {
            let a = max(0, min(1, data[4 * i + 3]))
            out.stops[i].color =
                a > 0
                ? Color(red: data[4 * i] / a, green: data[4 * i + 1] / a, blue: data[4 * i + 2] / a, opacity: a)
                : Color(red: 0, green: 0, blue: 0, opacity: 0)
        }
        return out
    }
}
