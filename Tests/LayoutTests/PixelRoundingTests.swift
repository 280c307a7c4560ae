// PixelRoundingTests.swift: offset snapping to the device pixel grid, reproducing seed 000's tables
// ("offset rounds its amount to the device pixel grid … with exact ties rounding up … before any modifier
// written after it sees the result").

import Geometry
import Layout
import Scene
import Testing

struct PixelRoundingTests {
    /// The marker of seed 000's snapping witness, offset by `dx`, centred at x = 400; returns how far it moved (pt).
    func moved(_ dx: Double, scale: Double, chain: (ViewNode) -> ViewNode = { $0 }) -> Double {
        let root = chain(rect(120, 60).m(.offset(x: dx, y: 0))).m(.position(x: 400, y: 225))
        let leaf = LayoutEngine(canvas: Size(width: 800, height: 450), scale: scale).leaves(of: root)[0]
        return leaf.pixelCenter.x / scale - 400
    }

    /// Seed 000, table "Measured: how far .offset(x:) actually moved a marker" (requested, scale 1, 2, 3).
    static let table: [(Double, Double, Double, Double)] = [
        (-10.50, -10.000, -10.500, -10.333), (-0.60, -1.000, -0.500, -0.667), (-0.50, 0.000, -0.500, -0.333),
        (-0.40, 0.000, -0.500, -0.333), (0.20, 0.000, 0.000, 0.333), (0.25, 0.000, 0.500, 0.333),
        (0.50, 1.000, 0.500, 0.667), (0.75, 1.000, 1.000, 0.667), (10.30, 10.000, 10.500, 10.333),
        (10.50, 11.000, 10.500, 10.667),
    ]

    @Test("offset alone, scales 1, 2, 3 (seed 000 table 2)", arguments: table)
    func offsetAlone(row: (Double, Double, Double, Double)) {
        #expect(abs(moved(row.0, scale: 1) - row.1) < 0.0005)
        #expect(abs(moved(row.0, scale: 2) - row.2) < 0.0005)
        #expect(abs(moved(row.0, scale: 3) - row.3) < 0.0005)
    }

    /// Seed 000, table "Measured at render scale 1": offset before and after .scaleEffect(2).
    static let scaled: [(Double, Double, Double)] = [
        (0.25, 0, 0), (0.5, 2, 1), (0.75, 2, 1), (10.3, 20, 10), (10.5, 22, 11), (79.6, 160, 80),
    ]

    @Test(
        "offset then scaleEffect(2) doubles the rounded offset; scale then offset rounds it (seed 000 table 3)",
        arguments: scaled)
    func offsetAndScale(row: (Double, Double, Double)) {
        let before = moved(row.0, scale: 1) { $0.m(.scaleEffect(x: 2, y: 2, anchor: .center)) }
        #expect(abs(before - row.1) < 1e-9)
        let root = rect(120, 60).m(.scaleEffect(x: 2, y: 2, anchor: .center)).m(.offset(x: row.0, y: 0))
            .m(.position(x: 400, y: 225))
        let after =
            LayoutEngine(canvas: Size(width: 800, height: 450), scale: 1).leaves(of: root)[0].pixelCenter.x - 400
        #expect(abs(after - row.2) < 1e-9)
    }

    @Test("rotation results are not snapped: seed 000 chain 1 lands at a fractional (538.56, 305.0)")
    func rotationNotSnapped() {
        let root = rect(120, 60).m(.offset(x: 160, y: 0)).m(.rotationEffect(.degrees(30), anchor: .center))
            .m(.position(x: 400, y: 225))
        let c = LayoutEngine(canvas: Size(width: 800, height: 450), scale: 1).leaves(of: root)[0].pixelCenter
        #expect(abs(c.x - (400 + 160 * 3.0.squareRoot() / 2)) < 1e-9)
        #expect(abs(c.y - 305) < 1e-9)
    }

    @Test("edges snap independently: a 10.4 pt wide view at x = 0.3 spans pixels 0…11 at scale 1")
    func edgesSnapIndependently() {
        let grid = PixelGrid(scale: 1)
        #expect(grid.round(Rect(x: 0.3, y: 0.5, width: 10.4, height: 2)) == Rect(x: 0, y: 1, width: 11, height: 2))
        let grid2 = PixelGrid(scale: 2)
        #expect(grid2.round(Rect(x: 0.3, y: 0, width: 10.4, height: 2)) == Rect(x: 0.5, y: 0, width: 10, height: 2))
    }
}
