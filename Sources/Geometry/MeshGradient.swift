// MeshGradient.swift: SwiftUI's `MeshGradient`: a grid of coloured vertices in the unit space of the view (or shape),
// drawn as bicubic Bézier patches whose colours are interpolated across each patch.
// Rule: Apple: MeshGradient — developer.apple.com/documentation/swiftui/meshgradient ("each vertex has a position, a
// color and four surrounding Bezier control points … specified explicitly or implicitly"; "a tessellated sequence of
// Bezier patches … vertex colors are interpolated across each patch, either linearly, or via another set of cubic
// curves derived from how the colors change between neighbors"); init(width:height:points:colors:background:
// smoothsColors:colorSpace:) — …/meshgradient/init(width:height:points:colors:background:smoothscolors:colorspace:)
// (`background` fills what the mesh does not cover, `smoothsColors` true by default, colour space `.device`).
// The implicit control points are [UNCONF]: here a patch is the tensor product of Catmull–Rom splines through the
// vertex rows and columns (a vertex's tangent is the central difference of its neighbours, one-sided on the mesh's
// border), for positions and, with `smoothsColors`, for colours, as Jetpack Compose's SwiftUI-like
// `Modifier.meshGradient` documents ("the renderer automatically infers a tangent based on the neighboring vertices
// to ensure C1 continuity"; "Catmull-Rom interpolation for colors", developer.android.com androidx.compose.ui
// meshGradient). With these tangents an evenly spaced grid maps the unit square onto itself linearly, so a vertex's
// colour lands exactly at its point, and a 2×2 mesh is bilinear in either mode. Colours are interpolated as OpenSwiftUI Gradient.swift's
// `ResolvedGradient.ColorSpace.device` does: the encoded sRGB components premultiplied by opacity. Status: complete
// for `points:`/`colors:` meshes (explicit Bézier control points, `bezierPoints:`, are not read).

/// A mesh of `width` × `height` vertices, row by row from the top-leading corner.
public struct MeshGradient: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Vertex positions in the unit space of the filled rect ((0, 0) top-leading, (1, 1) bottom-trailing).
    public var points: [Point]
    public var colors: [Color]
    public var background: Color
    public var smoothsColors: Bool
    /// The space colours are interpolated in (GradientColorSpace.swift).
    public var colorSpace: GradientColorSpace

    public init(
        width: Int, height: Int, points: [Point], colors: [Color], background: Color, smoothsColors: Bool,
        colorSpace: GradientColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// Whether the arrays hold the grid (at least 2 × 2 vertices, one point and one colour each).
    public var isValid: Bool {
        width >= 2 && height >= 2 && points.count == width * height && colors.count == width * height
    }

    /// Premultiplied, sRGB-encoded components (OpenSwiftUI `ResolvedGradient.ColorSpace.device.convertIn`).
    public static func premultiplied(_ c: Color) -> SIMD4<Double> {
        let a = max(0, min(1, c.opacity))
        return SIMD4(c.red * a, c.green * a, c.blue * a, a)
    }

    /// The patch between vertex columns `column`, `column + 1` and rows `row`, `row + 1`, as its 4 × 4 Bézier
    /// control nets of position and premultiplied colour (row-major, v then u).
    public func patch(column: Int, row: Int) -> Patch {
        func index(_ c: Int, _ r: Int) -> Int { r * width + c }
        func position(_ c: Int, _ r: Int) -> SIMD4<Double> {
            let p = points[index(c, r)]
            return SIMD4(p.x, p.y, 0, 0)
        }
        func color(_ c: Int, _ r: Int) -> SIMD4<Double> { colorSpace.convertIn(colors[index(c, r)]) }
        let positions = MeshGradient.net(column, row, width, height, position)
        let colorNet: [SIMD4<Double>]
        if smoothsColors {
            colorNet = MeshGradient.net(column, row, width, height, color)
        } else {
            // Linear colours: a bilinear patch written as a bicubic net (control points at thirds).
            let c00 = color(column, row)
            let c10 = color(column + 1, row)
            let c01 = color(column, row + 1)
            let c11 = color(column + 1, row + 1)
            colorNet = (0..<16).map { k in
                let u = Double(k % 4) / 3
                let v = Double(k / 4) / 3
                let top = c00 + (c10 - c00) * u
                let bottom = c01 + (c11 - c01) * u
                return top + (bottom - top) * v
            }
        }
        return Patch(positions: positions, colors: colorNet)
    }

    /// The bicubic net of a value given at the vertices: the tensor product of Catmull–Rom splines through the rows
    /// and through the columns (tangent (next − previous)/2; on the border the one-sided difference, which is the
    /// Catmull–Rom tangent with a ghost vertex extrapolated linearly beyond the edge), each segment written as a cubic
    /// Bézier (b1 = p1 + (p2 − p0)/6, b2 = p2 − (p3 − p1)/6).
    static func net(
        _ c: Int, _ r: Int, _ width: Int, _ height: Int, _ value: (Int, Int) -> SIMD4<Double>
    ) -> [SIMD4<Double>] {
        // The 4 × 4 neighbourhood, ghosts extrapolated across the border (rows first, then columns, both linear).
        func column(_ i: Int, _ j: Int) -> SIMD4<Double> {
            if i < 0 { return column(0, j) * 2 - column(1, j) }
            if i >= width { return column(width - 1, j) * 2 - column(width - 2, j) }
            return value(i, j)
        }
        func at(_ i: Int, _ j: Int) -> SIMD4<Double> {
            if j < 0 { return at(i, 0) * 2 - at(i, 1) }
            if j >= height { return at(i, height - 1) * 2 - at(i, height - 2) }
            return column(i, j)
        }
        let m: [[Double]] = [[0, 1, 0, 0], [-1.0 / 6, 1, 1.0 / 6, 0], [0, 1.0 / 6, 1, -1.0 / 6], [0, 0, 1, 0]]
        var rows = [SIMD4<Double>](repeating: .zero, count: 16)  // Catmull–Rom → Bézier along u, per row
        for j in 0..<4 {
            let p = (0..<4).map { at(c - 1 + $0, r - 1 + j) }
            for k in 0..<4 { rows[j * 4 + k] = p[0] * m[k][0] + p[1] * m[k][1] + p[2] * m[k][2] + p[3] * m[k][3] }
        }
        var net = [SIMD4<Double>](repeating: .zero, count: 16)
        for l in 0..<4 {
            for k in 0..<4 {
                net[l * 4 + k] =
                    rows[k] * m[l][0] + rows[4 + k] * m[l][1] + rows[8 + k] * m[l][2] + rows[12 + k] * m[l][3]
            }
        }
        return net
    }

    /// One patch: Bézier nets of position (x, y in the first two lanes) and colour (in the mesh's colour space:
    /// `colorSpace.convertOut` gives premultiplied encoded sRGB).
    public struct Patch: Sendable {
        public var positions: [SIMD4<Double>]
        public var colors: [SIMD4<Double>]

        /// The point and premultiplied colour at patch parameters (u, v), each 0…1.
        public func evaluate(u: Double, v: Double) -> (point: Point, color: SIMD4<Double>) {
            let bu = Patch.bernstein(u)
            let bv = Patch.bernstein(v)
            var p = SIMD4<Double>.zero
            var c = SIMD4<Double>.zero
            for j in 0..<4 {
                for i in 0..<4 {
                    let w = bu[i] * bv[j]
                    p += positions[j * 4 + i] * w
                    c += colors[j * 4 + i] * w
                }
            }
            return (Point(x: p[0], y: p[1]), c)
        }

        static func bernstein(_ t: Double) -> SIMD4<Double> {
            let s = 1 - t
            return SIMD4(s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
        }
    }

    /// The mesh's animatable values: each point (× 128, as SwiftUI scales unit points, OpenSwiftUI
    /// LinearGradient.swift `_Paint.animatableData`) then each colour's premultiplied components in the mesh's colour
    /// space (as OpenSwiftUI's ResolvedGradientVector holds a gradient's stops).
    public var animatableData: [Double] {
        points.flatMap { [$0.x * 128, $0.y * 128] }
            + colors.flatMap { c -> [Double] in
                let p = colorSpace.convertIn(c)
                return [p[0], p[1], p[2], p[3]]
            }
    }

    /// The mesh with `data` (as `animatableData` lays it out) written back.
    public func with(_ data: [Double]) -> MeshGradient {
        let n = points.count
        guard data.count == n * 2 + colors.count * 4 else { return self }
        var m = self
        m.points = (0..<n).map { Point(x: data[2 * $0] / 128, y: data[2 * $0 + 1] / 128) }
        m.colors = (0..<colors.count).map { i in
            let base = 2 * n + 4 * i
            let p = colorSpace.convertOut(
                SIMD4(data[base], data[base + 1], data[base + 2], max(0, min(1, data[base + 3]))))
            let a = p[3]
            guard a > 0 else { return Color(red: 0, green: 0, blue: 0, opacity: 0) }
            return Color(red: p[0] / a, green: p[1] / a, blue: p[2] / a, opacity: a)
        }
        return m
    }
}
