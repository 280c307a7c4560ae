// BackdropLens+Union.swift: glass shapes merged into one surface (`GlassEffectContainer`): the smooth union of their
// rounded boxes as a signed distance, and its outline as a path.
// Rule: Inigo Quilez, "2D distance functions" (sdRoundBox) and "smooth minimum" (the quadratic polynomial smin:
// smin(a, b, k) = min(a, b) − h²·k/4 with h = max(k − |a − b|, 0)/k), which starts to join two shapes when their gap
// is under k and bridges them below k/2 — Apple's container spacing, "the distance between elements at which they
// begin to merge" (UIKit UIGlassContainerEffect.spacing). The outline is the zero contour of that distance found by
// marching squares on the device-pixel grid (Lorensen & Cline's cell cases, in 2D), each cell's inside polygon
// filled: polygons of neighbouring cells share their edges exactly, so under the non-zero rule those edges cancel
// and the union fills as one shape; runs of wholly inside cells in a row are one rectangle. [UNCONF] Apple's blend
// curve is not published: the smooth minimum is the approximation. Status: complete.

import Geometry

extension BackdropLens {
    /// All the rounded boxes of the surface, `box` first.
    var shapes: [BackdropShape] { [BackdropShape(box: box, radius: radius)] + merged }

    /// The smooth union's signed distance at (x, y), device pixels (negative inside).
    public func signedDistance(_ x: Double, _ y: Double) -> Double {
        var d = BackdropLens.roundBox(x, y, box, radius)
        let k = max(smoothing, 0)
        for shape in merged {
            let e = BackdropLens.roundBox(x, y, shape.box, shape.radius)
            if k > 0 {
                let h = max(k - abs(d - e), 0) / k
                d = min(d, e) - h * h * k / 4
            } else {
                d = min(d, e)
            }
        }
        return d
    }

    /// sdRoundBox of `box` with corner radius `radius` (clamped to half the shorter side).
    static func roundBox(_ x: Double, _ y: Double, _ box: Rect, _ radius: Double) -> Double {
        let (hx, hy) = (box.width / 2, box.height / 2)
        let r = max(0, min(radius, min(hx, hy)))
        let (qx, qy) = (abs(x - box.midX) - (hx - r), abs(y - box.midY) - (hy - r))
        let (ox, oy) = (max(qx, 0), max(qy, 0))
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
    }

    /// The surface's outline: the zero contour of `signedDistance` on the pixel grid (see the file header), as a
    /// fill (cell polygons and inside runs) and as the contour alone (open segments, for the rim's stroke).
    public func outline() -> (fill: Path, contour: Path) {
        var bounds = box
        for shape in merged { bounds = bounds.union(shape.box) }
        let x0 = Int((bounds.minX - 1).rounded(.down))
        let y0 = Int((bounds.minY - 1).rounded(.down))
        let x1 = Int((bounds.maxX + 1).rounded(.up))
        let y1 = Int((bounds.maxY + 1).rounded(.up))
        let columns = max(0, x1 - x0)
        guard columns > 0, y1 > y0 else { return (Path(), Path()) }
        // Distances at the grid's corners, one row ahead.
        var above = (0...columns).map { signedDistance(Double(x0 + $0), Double(y0)) }
        var path = Path()
        var contour = Path()
        for y in y0..<y1 {
            let below = (0...columns).map { signedDistance(Double(x0 + $0), Double(y + 1)) }
            var runStart: Int?
            func closeRun(at end: Int) {
                guard let start = runStart else { return }
                path.addRect(Rect(x: Double(start), y: Double(y), width: Double(end - start), height: 1))
                runStart = nil
            }
            for i in 0..<columns {
                let x = x0 + i
                // Corners clockwise from top-leading: (x, y), (x+1, y), (x+1, y+1), (x, y+1).
                let v = [above[i], above[i + 1], below[i + 1], below[i]]
                if v.allSatisfy({ $0 < 0 }) {
                    if runStart == nil { runStart = x }
                    continue
                }
                closeRun(at: x)
                guard v.contains(where: { $0 < 0 }) else { continue }
                let corners = [
                    Point(x: Double(x), y: Double(y)), Point(x: Double(x + 1), y: Double(y)),
                    Point(x: Double(x + 1), y: Double(y + 1)), Point(x: Double(x), y: Double(y + 1)),
                ]
                var polygon: [(point: Point, crossing: Bool)] = []
                for c in 0..<4 {
                    let n = (c + 1) % 4
                    if v[c] < 0 { polygon.append((corners[c], false)) }
                    if (v[c] < 0) != (v[n] < 0) {
                        let t = v[c] / (v[c] - v[n])
                        polygon.append(
                            (
                                Point(
                                    x: corners[c].x + (corners[n].x - corners[c].x) * t,
                                    y: corners[c].y + (corners[n].y - corners[c].y) * t), true
                            ))
                    }
                }
                path.move(to: polygon[0].point)
                for p in polygon.dropFirst() { path.addLine(to: p.point) }
                path.close()
                // The contour is the polygon's edges from one crossing to the next (the rest are cell sides).
                for k in polygon.indices where polygon[k].crossing && polygon[(k + 1) % polygon.count].crossing {
                    contour.move(to: polygon[k].point)
                    contour.addLine(to: polygon[(k + 1) % polygon.count].point)
                }
            }
            closeRun(at: x1)
            above = below
        }
        return (path, contour)
    }
}
