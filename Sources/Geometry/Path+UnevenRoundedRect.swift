// Path+UnevenRoundedRect.swift: `UnevenRoundedRectangle`'s outline: a rectangle with its own radius per corner (also
// `Path(roundedRect:cornerRadii:style:)`), and the elliptical corners of `Path(roundedRect:cornerSize:style:)`.
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
        self.init(
            standardizedRect: r,
            corners: [topTrailing, bottomTrailing, bottomLeading, topLeading].map { (clamp($0), clamp($0)) },
            style: style)
    }

    /// `Path(roundedRect:cornerSize:style:)` and `addRoundedRect(in:cornerSize:style:)`: every corner a quarter
    /// ellipse `width` across and `height` down (Apple: Path.init(roundedRect:cornerSize:style:) —
    /// developer.apple.com/documentation/swiftui/path/init(roundedrect:cornersize:style:); CGPath's
    /// `addRoundedRect(in:cornerWidth:cornerHeight:)`), each clamped to half its side; equal width and height draw
    /// exactly `Path(roundedRect:cornerRadius:style:)`. A continuous corner of unequal size is the continuous corner
    /// curve stretched to it [UNCONF], used while its reach fits as in the circular case.
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let w = max(0, min(cornerSize.width.isFinite ? cornerSize.width : 0, r.width / 2))
        let h = max(0, min(cornerSize.height.isFinite ? cornerSize.height : 0, r.height / 2))
        if w == h || w == 0 || h == 0 {
            self.init(roundedRect: r, cornerRadius: min(w, h), style: style)
            return
        }
        self.init(standardizedRect: r, corners: Array(repeating: (w, h), count: 4), style: style)
    }

    /// The outline with corners clockwise from top-trailing, each (horizontal reach, vertical reach); starts on the
    /// top edge after the top-leading corner.
    private init(standardizedRect r: Rect, corners radii: [(Double, Double)], style: RoundedCornerStyle) {
        self.init()
        // Corners clockwise from top-trailing: the corner point, the unit vector back along the incoming edge and
        // the one into the outgoing edge.
        let corners: [(Point, Point, Point)] = [
            (Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1)),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0)),
            (Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1)),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0)),
        ]
        move(to: Point(x: r.minX + radii[3].0, y: r.minY))
        for ((corner, back, into), (rx, ry)) in zip(corners, radii) {
            guard rx > 0, ry > 0 else {
                line(to: corner)
                continue
            }
            // Reach along each edge: the horizontal radius on a horizontal edge, the vertical one on a vertical.
            let rb = back.y == 0 ? rx : ry
            let ri = into.y == 0 ? rx : ry
            let fits = Path.continuousReach * rx <= r.width / 2 && Path.continuousReach * ry <= r.height / 2
            if style == .continuous && fits {
                let curve = Path.continuousCorner
                func p(_ uv: (Double, Double)) -> Point { corner + back * (uv.0 * rb) + into * (uv.1 * ri) }
                line(to: p(curve[0]))
                cubic(to: p(curve[3]), control1: p(curve[1]), control2: p(curve[2]))
                line(to: p(curve[4]))
                cubic(to: p(curve[7]), control1: p(curve[5]), control2: p(curve[6]))
                line(to: p(curve[8]))
                cubic(to: p(curve[11]), control1: p(curve[9]), control2: p(curve[10]))
            } else {
                let k = 0.5522847498307936
                line(to: corner + back * rb)
                cubic(
                    to: corner + into * ri, control1: corner + back * (rb - k * rb),
                    control2: corner + into * (ri - k * ri))
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
