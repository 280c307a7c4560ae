// MeshGradientField.swift: a MeshGradient's colours sampled once per painted item on a grid over the filled rect, the
// grid about as fine as the rect's device pixels, then read per pixel with bilinear filtering.
// Rule: Apple: MeshGradient — developer.apple.com/documentation/swiftui/meshgradient ("a tessellated sequence of
// Bezier patches are created, and vertex colors are interpolated across each patch"): each patch is cut into
// `subdivisions` × `subdivisions` quads (two triangles each) whose corners are evaluated on the bicubic patch, and the
// triangles are scan-converted onto the grid's sample centres with barycentric (Gouraud) colours — the way a GPU draws
// a tessellated mesh. Later patches draw over earlier ones where a folded mesh overlaps itself; samples no patch covers
// take the background colour. With 24 subdivisions a patch's chord error in colour is below 1/1000 of its range for
// the Catmull–Rom nets of MeshGradient.swift, under half an 8-bit level. Status: complete.

import Geometry

/// Premultiplied colours (0…255 floats) on a grid over the unit square of the filled rect.
struct MeshGradientField {
    static let subdivisions = 24
    /// The grid's largest side: a full-HD mesh background keeps one sample per pixel, larger ones are stretched.
    static let maximumSide = 2048
    let columns: Int
    let rows: Int
    /// RGBA per sample, row-major.
    private var samples: [SIMD4<Float>]
    /// The space the patch colours are interpolated in; each sample is converted out of it (MeshGradient.swift).
    private let colorSpace: GradientColorSpace

    /// Samples `mesh` on a `columns` × `rows` grid; each sample is at its cell's centre in unit space.
    init(_ mesh: MeshGradient, columns: Int, rows: Int, opacity: Double) {
        self.columns = max(1, min(MeshGradientField.maximumSide, columns))
        self.rows = max(1, min(MeshGradientField.maximumSide, rows))
        colorSpace = mesh.colorSpace
        let background = SIMD4<Float>(MeshGradient.premultiplied(mesh.background) * (opacity * 255))
        samples = [SIMD4<Float>](repeating: background, count: self.columns * self.rows)
        guard mesh.isValid else { return }
        let n = MeshGradientField.subdivisions
        let scale = opacity * 255
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                let patch = mesh.patch(column: column, row: row)
                // Vertices of the tessellation in grid coordinates (sample centres at integer + 0.5).
                var grid: [(x: Double, y: Double, c: SIMD4<Double>)] = []
                grid.reserveCapacity((n + 1) * (n + 1))
                for j in 0...n {
                    for i in 0...n {
                        let (p, c) = patch.evaluate(u: Double(i) / Double(n), v: Double(j) / Double(n))
                        grid.append((p.x * Double(self.columns), p.y * Double(self.rows), c * scale))
                    }
                }
                for j in 0..<n {
                    for i in 0..<n {
                        let a = grid[j * (n + 1) + i]
                        let b = grid[j * (n + 1) + i + 1]
                        let c = grid[(j + 1) * (n + 1) + i]
                        let d = grid[(j + 1) * (n + 1) + i + 1]
                        fill(a, b, d)
                        fill(a, d, c)
                    }
                }
            }
        }
    }

    /// Scan-converts one triangle: every sample centre inside (edges included) takes the barycentric colour.
    private mutating func fill(
        _ p0: (x: Double, y: Double, c: SIMD4<Double>), _ p1: (x: Double, y: Double, c: SIMD4<Double>),
        _ p2: (x: Double, y: Double, c: SIMD4<Double>)
    ) {
        let area = (p1.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p1.y - p0.y)
        guard area != 0, area.isFinite else { return }
        let minX = max(0, Int((min(p0.x, p1.x, p2.x) - 0.5).rounded(.up)))
        let maxX = min(columns - 1, Int((max(p0.x, p1.x, p2.x) - 0.5).rounded(.down)))
        let minY = max(0, Int((min(p0.y, p1.y, p2.y) - 0.5).rounded(.up)))
        let maxY = min(rows - 1, Int((max(p0.y, p1.y, p2.y) - 0.5).rounded(.down)))
        guard minX <= maxX, minY <= maxY else { return }
        // A sliver of tolerance (relative to the area) so samples on a shared edge are not lost to rounding.
        let epsilon = -1e-9 * abs(area)
        for y in minY...maxY {
            let sy = Double(y) + 0.5
            for x in minX...maxX {
                let sx = Double(x) + 0.5
                let w0 = (p1.x - sx) * (p2.y - sy) - (p2.x - sx) * (p1.y - sy)
                let w1 = (p2.x - sx) * (p0.y - sy) - (p0.x - sx) * (p2.y - sy)
                let w2 = area - w0 - w1
                let inside =
                    area > 0
                    ? (w0 >= epsilon && w1 >= epsilon && w2 >= epsilon)
                    : (w0 <= -epsilon && w1 <= -epsilon && w2 <= -epsilon)
                guard inside else { continue }
                let c = (p0.c * w0 + p1.c * w1 + p2.c * w2) / area
                samples[y * columns + x] = SIMD4<Float>(colorSpace.convertOut(c))
            }
        }
    }

    /// The premultiplied colour at unit point (u, v), bilinear between the four nearest samples (clamped at the
    /// border), packed as the rasteriser's RGBA word with colour channels clamped to alpha.
    @inline(__always)
    func word(u: Double, v: Double) -> UInt32 {
        let gx = max(0, min(Double(columns - 1), u * Double(columns) - 0.5))
        let gy = max(0, min(Double(rows - 1), v * Double(rows) - 0.5))
        guard gx.isFinite, gy.isFinite else { return 0 }
        let x0 = Int(gx)
        let y0 = Int(gy)
        let x1 = min(x0 + 1, columns - 1)
        let y1 = min(y0 + 1, rows - 1)
        let fx = Float(gx - Double(x0))
        let fy = Float(gy - Double(y0))
        let top = samples[y0 * columns + x0] * (1 - fx) + samples[y0 * columns + x1] * fx
        let bottom = samples[y1 * columns + x0] * (1 - fx) + samples[y1 * columns + x1] * fx
        let c = top * (1 - fy) + bottom * fy
        let a = max(0, min(255, c[3].rounded()))
        let r = max(0, min(a, c[0].rounded()))
        let g = max(0, min(a, c[1].rounded()))
        let b = max(0, min(a, c[2].rounded()))
        return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }
}
