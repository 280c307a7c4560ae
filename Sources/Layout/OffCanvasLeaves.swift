// OffCanvasLeaves.swift: whether a header-less root draws largely outside the canvas fitted to its ideal size.
// Rule: ImageRenderer's image is the view's own frame (Apple: ImageRenderer), but the Xcode preview a pasted file was
// written against shows everything on its device's screen: a balloon at `.offset(y: 300)`, or a fan of cards offset,
// rotated and scaled over a 100 × 100 frame, is visible there. A leaf counts when more than a quarter of its drawn
// quadrilateral (frame and transform) lies outside — or, for a shape whose painted outline leaves that quadrilateral
// (a custom path bulging below its rect), more than a quarter of its ink: a square turned 45° inside its own frame
// overhangs by 17 %, so ordinary overhangs keep the fitted canvas. Status: complete.

import Geometry
import Scene

extension LayoutEngine {
    /// The share of a leaf's drawn quadrilateral outside `canvas` above which the root is drawn on the preview
    /// screen instead.
    static let offCanvasShare = 0.25

    /// Whether some visible leaf of `root`, laid out on `canvas` at scale 1, has more than `offCanvasShare` of its
    /// drawn area outside the canvas.
    public static func drawsOffCanvas(_ root: ViewNode, canvas: Size) -> Bool {
        let bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        return LayoutEngine(canvas: canvas, scale: 1).leaves(of: root).contains { leaf in
            guard leaf.color.opacity > 0, leaf.frame.width > 0, leaf.frame.height > 0 else { return false }
            if case .shape(let kind) = leaf.content {
                // A shape's ink can leave its frame (a custom path's curve bulging below its rect, a stroke): its
                // painted outline is measured instead when it does.
                // The half of a stroke outside the shape's edge is ImageRenderer's ordinary overhang (a stroked
                // circle filling its frame), so the frame and the canvas count that much larger.
                let d = leaf.drawing
                let lineWidth = ([d] + d.stages).compactMap { $0.stroke?.lineWidth }.max() ?? 0
                let m = lineWidth / 2 * leaf.transform.maximumLengthScale + 1
                let painted = d.path(of: kind, in: leaf.frame, transform: leaf.transform)
                let b = painted.bounds
                let frameBox = leaf.frame.applying(leaf.transform)
                if b.minX < frameBox.minX - m || b.minY < frameBox.minY - m || b.maxX > frameBox.maxX + m
                    || b.maxY > frameBox.maxY + m
                {
                    let ink = area(of: painted.intersection(Path(rect: b.insetBy(dx: -1, dy: -1))))
                    guard ink > 1e-9 else { return false }
                    let shown = bounds.insetBy(dx: -m, dy: -m)
                    return area(of: painted.intersection(Path(rect: shown))) < (1 - offCanvasShare) * ink
                }
            }
            let f = leaf.frame
            let quad = [(f.minX, f.minY), (f.maxX, f.minY), (f.maxX, f.maxY), (f.minX, f.maxY)].map { x, y in
                Point(x: x, y: y).applying(leaf.transform)
            }
            let drawn = abs(area(quad))
            guard drawn > 1e-9 else { return false }
            return abs(area(clip(quad, to: bounds))) < (1 - offCanvasShare) * drawn
        }
    }

    /// The area a path covers, from its flattened subpaths (a set operation's result: no overlaps left).
    static func area(of path: Path) -> Double {
        path.polylines(tolerance: 0.25).reduce(0) { $0 + area($1.points) }.magnitude
    }

    /// The signed area of a polygon (shoelace formula).
    static func area(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        for i in polygon.indices {
            let (p, q) = (polygon[i], polygon[(i + 1) % polygon.count])
            sum += p.x * q.y - q.x * p.y
        }
        return sum / 2
    }

    /// A convex polygon clipped to `rect` (Sutherland–Hodgman: one half-plane per edge of the rectangle).
    static func clip(_ polygon: [Point], to rect: Rect) -> [Point] {
        // Each half-plane as the signed distance of a point from the edge, positive inside.
        let planes: [(Point) -> Double] = [
            { $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y },
        ]
        var out = polygon
        for inside in planes {
            let input = out
            out = []
            for i in input.indices {
                let (p, q) = (input[i], input[(i + 1) % input.count])
                let (dp, dq) = (inside(p), inside(q))
                if dp >= 0 { out.append(p) }
                if (dp >= 0) != (dq >= 0) {
                    let s = dp / (dp - dq)
                    out.append(Point(x: p.x + s * (q.x - p.x), y: p.y + s * (q.y - p.y)))
                }
            }
            if out.isEmpty { break }
        }
        return out
    }
}
