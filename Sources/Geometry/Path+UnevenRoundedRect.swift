// Path+UnevenRoundedRect.swift: `UnevenRoundedRectangle`'s outline: a rectangle with its own radius per corner.
// Rule: Apple: UnevenRoundedRectangle — developer.apple.com/documentation/swiftui/unevenroundedrectangle (radii
// `topLeading`, `bottomLeading`, `bottomTrailing`, `topTrailing`, style `.continuous` by default); each radius is
// clamped to half the shorter side; a continuous corner uses the same iOS-7 corner curve as
// `Path(roundedRect:cornerRadius:style:)` when its reach (1.52866483·r) fits in half the shorter side, else a
// circular quarter. Starts on the top edge after the top-leading corner and runs clockwise on screen, as the
// circular rounded rectangle does. Status: complete.

extension Path {
    public init(
        roundedRect rect: Rect, topLeading: Double, topTrailing: Double, bottomTrailing: Double,
        bottomLeading: Double, style: RoundedCornerStyle = .continuous
    ) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ x: Double) -> Double { max(0, min(x.isFinite ? x : 0, limit)) }
        self.init()
        // Corners clockwise from top-trailing: the corner point, the unit vector back along the incoming edge and
        // the one into the outgoing edge.
        let corners: [(Point, Point, Point, Double)] = [
            (Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1), clamp(topTrailing)),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0), clamp(bottomTrailing)),
            (Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1), clamp(bottomLeading)),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0), clamp(topLeading)),
        ]
        move(to: Point(x: r.minX + clamp(topLeading), y: r.minY))
        for (corner, back, into, radius) in corners {
            guard radius > 0 else {
                line(to: corner)
                continue
            }
            if style == .continuous && Path.continuousReach * radius <= limit {
                let curve = Path.continuousCorner
                func p(_ uv: (Double, Double)) -> Point { corner + back * (uv.0 * radius) + into * (uv.1 * radius) }
                line(to: p(curve[0]))
                cubic(to: p(curve[3]), control1: p(curve[1]), control2: p(curve[2]))
                line(to: p(curve[4]))
                cubic(to: p(curve[7]), control1: p(curve[5]), control2: p(curve[6]))
                line(to: p(curve[8]))
                cubic(to: p(curve[11]), control1: p(curve[9]), control2: p(curve[10]))
            } else {
                let k = 0.5522847498307936 * radius
                line(to: corner + back * radius)
                cubic(
                    to: corner + into * radius, control1: corner + back * (radius - k),
                    control2: corner + into * (radius - k))
            }
        }
        close()
    }

    /// How far from the corner a continuous corner's straight edges stop, in units of its radius.
    static let continuousReach = 1.52866483

    /// The continuous corner's points in units of r: (back along the incoming edge, into the outgoing edge).
    static let continuousCorner: [(Double, Double)] = [
        (1.52866483, 0),
        (1.08849299, 0), (0.86840701, 0), (0.66993397, 0.06549600),
        (0.63149399, 0.07491100),
        (0.37282401, 0.16906001), (0.16906001, 0.37282401), (0.07491100, 0.63149399),
        (0.06549600, 0.66993397),
        (0, 0.86840701), (0, 1.08849299), (0, 1.52866483),
    ]
}
