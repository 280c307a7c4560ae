// Path.swift: a shape outline made of lines and cubic Béziers, and the outlines of SwiftUI's built-in shapes.
// Rule: OpenSwiftUI BackgroundModifier.swift, OverlayModifier.swift and Shapes.swift; Apple: RoundedRectangle —
// developer.apple.com/documentation/swiftui/roundedrectangle (continuous corners are the default; the iOS-7 corner
// curve in units of r). Status: complete for Rectangle, RoundedRectangle (.circular/.continuous), Capsule, Circle,
// Ellipse.

/// One step of an outline. Subpaths start with `move`; `close` returns to the subpath's start.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, Point)
    case close
}

/// The corner style of rounded rectangles and capsules (`RoundedCornerStyle`).
public enum RoundedCornerStyle: String, Hashable, Sendable {
    case circular, continuous
}

/// An outline, filled with the non-zero winding rule.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []

    public init() {}
    public init(elements: [PathElement]) { self.elements = elements }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func cubic(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1, control2, p))
    }
    public mutating func close() { elements.append(.close) }

    public var isEmpty: Bool { elements.isEmpty }

    /// The bounding box of the points and control points (contains the curve; `.zero` when empty).
    public var bounds: Rect {
        var lo = Point(x: Double.infinity, y: Double.infinity)
        var hi = Point(x: -Double.infinity, y: -Double.infinity)
        func add(_ p: Point) {
            lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
            hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .cubic(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .close: break
            }
        }
        guard lo.x <= hi.x else { return .zero }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The outline with every point mapped through `t`. Consuming (SE-0377,
    /// github.com/swiftlang/swift-evolution/blob/main/proposals/0377-parameter-ownership-modifiers.md): an outline the
    /// caller does not keep (a shape's path just built, mapped to device pixels) is mapped in its own array, without
    /// allocating a second (issue #21: every leaf of every frame); a kept one is copied first, as before.
    public consuming func applying(_ t: AffineTransform) -> Path {
        var path = consume self
        path.elements.withUnsafeMutableBufferPointer { elements in
            for i in elements.indices {
                elements[i] =
                    switch elements[i] {
                    case .move(let p): .move(p.applying(t))
                    case .line(let p): .line(p.applying(t))
                    case .cubic(let a, let b, let c): .cubic(a.applying(t), b.applying(t), c.applying(t))
                    case .close: .close
                    }
            }
        }
        return path
    }

    // MARK: - Shapes

    /// `Rectangle().path(in: rect)`: clockwise from the top-leading corner. Built as one array of its five elements
    /// (one allocation; appending to an empty path regrew its array step by step, for every rectangle of every frame:
    /// issue #21).
    public init(rect r: Rect) {
        let r = r.standardized
        self.init(elements: [
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)), .line(Point(x: r.maxX, y: r.maxY)),
            .line(Point(x: r.minX, y: r.maxY)), .close,
        ])
    }

    /// `Ellipse().path(in: rect)` (and `Circle` in a square): four cubic quarter arcs with the kappa that makes the
    /// midpoint of each arc exact (radial error ≤ 0.027 %).
    public init(ellipseIn r: Rect) {
        let r = r.standardized
        self.init()
        let k = 0.5522847498307936
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: Point(x: cx + rx, y: cy))
        cubic(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: cy + ry))
        cubic(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + k * ry))
        cubic(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: cy - ry))
        cubic(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// `RoundedRectangle(cornerRadius:style:).path(in:)`.
    ///
    /// 1. The radius is clamped to half the shorter side (a larger radius is a capsule).
    /// 2. `.continuous` corners use the iOS-7 corner curve (three cubics per corner, straight edges stopping
    ///    1.52866483·r from the corner) when that fits in half of both sides; otherwise they fall back to circular
    ///    corners, so a capsule's ends are true semicircles (OpenSwiftUI BackgroundModifier.swift,
    ///    OverlayModifier.swift and Shapes.swift; Apple: RoundedRectangle —
    ///    developer.apple.com/documentation/swiftui/roundedrectangle: which rule Core Graphics uses is unconfirmed;
    ///    this is the variant that keeps `Capsule` round).
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, min(r.width, r.height) / 2))
        guard radius > 0 else {
            self.init(rect: r)
            return
        }
        let continuousReach = 1.52866483 * radius
        if style == .continuous, continuousReach <= min(r.width, r.height) / 2 {
            self.init(continuousRect: r, radius: radius)
        } else {
            self.init(circularRect: r, radius: radius)
        }
    }

    /// `Capsule(style:).path(in:)`: a rounded rectangle whose radius is half the shorter side.
    public init(capsuleIn rect: Rect, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        self.init(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }

    private init(circularRect r: Rect, radius: Double) {
        self.init()
        let k = 0.5522847498307936 * radius
        move(to: Point(x: r.minX + radius, y: r.minY))
        line(to: Point(x: r.maxX - radius, y: r.minY))
        cubic(
            to: Point(x: r.maxX, y: r.minY + radius), control1: Point(x: r.maxX - radius + k, y: r.minY),
            control2: Point(x: r.maxX, y: r.minY + radius - k))
        line(to: Point(x: r.maxX, y: r.maxY - radius))
        cubic(
            to: Point(x: r.maxX - radius, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - radius + k),
            control2: Point(x: r.maxX - radius + k, y: r.maxY))
        line(to: Point(x: r.minX + radius, y: r.maxY))
        cubic(
            to: Point(x: r.minX, y: r.maxY - radius), control1: Point(x: r.minX + radius - k, y: r.maxY),
            control2: Point(x: r.minX, y: r.maxY - radius + k))
        line(to: Point(x: r.minX, y: r.minY + radius))
        cubic(
            to: Point(x: r.minX + radius, y: r.minY), control1: Point(x: r.minX, y: r.minY + radius - k),
            control2: Point(x: r.minX + radius - k, y: r.minY))
        close()
    }

    /// The continuous corner, written once for the top-trailing corner in units of r and mirrored to the others.
    /// `(u, v)`: u runs from the corner back along the edge we arrive on, v into the next edge.
    private init(continuousRect r: Rect, radius: Double) {
        self.init()
        // The corner's points, from the end of the incoming straight edge to the start of the outgoing one.
        let curve: [(Double, Double)] = [
            (1.52866483, 0),
            (1.08849299, 0), (0.86840701, 0), (0.66993397, 0.06549600),
            (0.63149399, 0.07491100),
            (0.37282401, 0.16906001), (0.16906001, 0.37282401), (0.07491100, 0.63149399),
            (0.06549600, 0.66993397),
            (0, 0.86840701), (0, 1.08849299), (0, 1.52866483),
        ]
        // Each corner: its position and the unit vectors pointing back along the incoming edge and into the outgoing edge.
        let corners: [(Point, Point, Point)] = [
            (Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1)),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0)),
            (Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1)),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0)),
        ]
        for (index, (corner, back, into)) in corners.enumerated() {
            func p(_ uv: (Double, Double)) -> Point {
                corner + back * (uv.0 * radius) + into * (uv.1 * radius)
            }
            if index == 0 { move(to: p(curve[0])) } else { line(to: p(curve[0])) }
            cubic(to: p(curve[3]), control1: p(curve[1]), control2: p(curve[2]))
            line(to: p(curve[4]))
            cubic(to: p(curve[7]), control1: p(curve[5]), control2: p(curve[6]))
            line(to: p(curve[8]))
            cubic(to: p(curve[11]), control1: p(curve[9]), control2: p(curve[10]))
        }
        close()
    }
}
