// PathTests.swift: shape outlines (continuous corners, capsules, ellipses).

import Geometry
import Testing

struct PathTests {
    /// Signed area of the outline's control polygon with cubics sampled finely (shoelace).
    func area(_ path: Path) -> Double {
        var pts: [Point] = []
        var current = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p):
                pts.append(p)
                current = p
            case .cubic(let c1, let c2, let p):
                for k in 1...64 {
                    let t = Double(k) / 64
                    let u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    pts.append(Point(x: x, y: y))
                }
                current = p
            case .close: break
            }
        }
        var a = 0.0
        for i in pts.indices {
            let p = pts[i]
            let q = pts[(i + 1) % pts.count]
            a += p.x * q.y - q.x * p.y
        }
        return a / 2
    }

    @Test("a circle's area is πr² within the kappa approximation (0.03 %)")
    func circleArea() {
        let a = area(Path(ellipseIn: Rect(x: 0, y: 0, width: 120.6, height: 120.6)))
        #expect(abs(a - Double.pi * 60.3 * 60.3) / (Double.pi * 60.3 * 60.3) < 3e-4)
    }

    @Test("continuous corners remove more area than circular ones of the same radius")
    func continuousCorners() {
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        let circular = area(Path(roundedRect: rect, cornerRadius: 20, style: .circular))
        let continuous = area(Path(roundedRect: rect, cornerRadius: 20, style: .continuous))
        #expect(abs(circular - (20000 - (4 - Double.pi) * 400)) < 0.5)
        #expect(continuous < circular)
        #expect(continuous > 20000 - 4 * 1.53 * 1.53 * 400)
    }

    @Test("a capsule has semicircular ends")
    func capsule() {
        let a = area(Path(capsuleIn: Rect(x: 0, y: 0, width: 200, height: 60)))
        #expect(abs(a - (140 * 60 + Double.pi * 900)) < 1)
    }
}
