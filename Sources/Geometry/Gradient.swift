// Gradient.swift: SwiftUI's `Gradient` and the gradient shape styles (`LinearGradient`, `RadialGradient`,
// `EllipticalGradient`, `AngularGradient`) as values, and the colour of a gradient at a parameter.
// Rule: Apple: Gradient — developer.apple.com/documentation/swiftui/gradient (stops with locations 0…1; `colors:`
// spaces them evenly); LinearGradient, RadialGradient, EllipticalGradient, AngularGradient —
// developer.apple.com/documentation/swiftui/lineargradient (…/radialgradient, …/ellipticalgradient,
// …/angulargradient): points in the unit space of the shape's bounding rect, before the first stop the first colour,
// after the last the last colour; Gradient.ColorSpace — developer.apple.com/documentation/swiftui/gradient/colorspace
// (the default, `.device`, interpolates the colours' components as given: here the sRGB-encoded, straight-alpha
// components, premultiplied afterwards, as CGGradient does — Apple: CGGradient,
// developer.apple.com/documentation/coregraphics/cggradient). Status: complete for the four styles; the mesh is MeshGradient.swift.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Gradient(stops:)`: colours at locations, sorted by location.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// Stops sorted by location (stable, so equal locations keep their written order: a hard edge).
    public init(stops: [Stop]) {
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// `Gradient(colors:)`: evenly spaced from 0 to 1 (one colour: a single stop).
    public init(colors: [Color]) {
        let n = colors.count
        self.init(
            stops: colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0) })
    }

    /// The straight-alpha colour at `t`, interpolating the encoded components of the two stops around it.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count && stops[i].location <= t { i += 1 }
        let a = stops[i - 1]
        let b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Color(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
    }
}

/// A gradient shape style, its geometry in the unit space of the shape's bounding rect (radii in points, as
/// SwiftUI's RadialGradient takes them).
public enum GradientShading: Hashable, Sendable {
    case linear(Gradient, start: UnitPoint, end: UnitPoint)
    case radial(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Radii as fractions of the rect's size (0.5 reaches its edges), so the rings are ellipses of its aspect.
    case elliptical(Gradient, center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    case angular(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// A two-dimensional mesh (MeshGradient.swift): its colours are not a function of one parameter.
    case mesh(MeshGradient)

    /// The stops of a one-parameter gradient; a mesh's background as one stop.
    public var gradient: Gradient {
        switch self {
        case .linear(let g, _, _), .radial(let g, _, _, _), .elliptical(let g, _, _, _), .angular(let g, _, _, _): g
        case .mesh(let m): Gradient(colors: [m.background])
        }
    }

    /// The gradient parameter at `p`, a point in the local space of a shape whose bounding rect is `rect`.
    /// Linear: the projection on start → end; radial: (distance − startRadius)/(endRadius − startRadius);
    /// angular: the clockwise-on-screen angle from startAngle over endAngle − startAngle, a shortfall from a full
    /// turn split between the last and the first colour at its middle (Apple: AngularGradient).
    public func parameter(at p: Point, in rect: Rect) -> Double {
        func point(_ u: UnitPoint) -> Point { Point(x: rect.minX + u.x * rect.width, y: rect.minY + u.y * rect.height) }
        switch self {
        case .linear(_, let s, let e):
            let a = point(s)
            let b = point(e)
            let d = b - a
            let l2 = d.x * d.x + d.y * d.y
            guard l2 > 0 else { return 0 }
            return ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l2
        case .radial(_, let c, let r0, let r1):
            let distance = p.distance(to: point(c))
            return r1 != r0 ? (distance - r0) / (r1 - r0) : (distance >= r1 ? 1 : 0)
        case .elliptical(_, let c, let f0, let f1):
            let ux = rect.width > 0 ? (p.x - rect.minX) / rect.width - c.x : 0
            let uy = rect.height > 0 ? (p.y - rect.minY) / rect.height - c.y : 0
            let distance = (ux * ux + uy * uy).squareRoot()
            return f1 != f0 ? (distance - f0) / (f1 - f0) : (distance >= f1 ? 1 : 0)
        case .angular(_, let c, let start, let end):
            let centre = point(c)
            let span = end.radians - start.radians
            guard span != 0 else { return 0 }
            let turn = 2 * Double.pi
            var a = atan2(p.y - centre.y, p.x - centre.x) - start.radians
            a -= turn * (a / turn).rounded(.down)  // 0 ≤ a < 2π
            if span >= turn {
                // More than a turn: only the last complete turn is drawn.
                return (a + span - turn) / span
            }
            if a <= span { return a / span }
            return a < (span + turn) / 2 ? 1 : 0
        case .mesh:
            return 0
        }
    }
}
