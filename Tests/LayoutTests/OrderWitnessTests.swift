// OrderWitnessTests.swift: seed 000's order witness on our own pipeline: each of the eight chains in scenes/ is
// parsed, laid out and rasterised, and its marker's coverage moments are compared with the seed's closed-form
// prediction (matrices built here, independently of Layout) and with the swapped partner's prediction.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

/// Foundation has its own `AffineTransform`; the witness uses ours.
typealias AffineTransform = Geometry.AffineTransform

/// Coverage moments of one marker colour over a background, as seed 000 measures them: each pixel's coverage is the
/// projection of its colour on the background → marker line, clamped to [0, 1]; off-line pixels are rejected.
struct Moments {
    var x: Double, y: Double, area: Double, xx: Double, xy: Double, yy: Double

    init?(_ fb: Framebuffer, marker: (Double, Double, Double), background: (Double, Double, Double)) {
        let axis = (marker.0 - background.0, marker.1 - background.1, marker.2 - background.2)
        let len2 = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2
        var (w, sx, sy, sxx, sxy, syy) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        for row in 0..<fb.height {
            for col in 0..<fb.width {
                let p = fb[col, row]
                let d = (Double(p.r) - background.0, Double(p.g) - background.1, Double(p.b) - background.2)
                let c = min(1, max(0, (d.0 * axis.0 + d.1 * axis.1 + d.2 * axis.2) / len2))
                let res = (d.0 - c * axis.0, d.1 - c * axis.1, d.2 - c * axis.2)
                guard c > 0, (res.0 * res.0 + res.1 * res.1 + res.2 * res.2).squareRoot() <= 12 else { continue }
                let (x, y) = (Double(col) + 0.5, Double(row) + 0.5)
                w += c
                sx += c * x
                sy += c * y
                sxx += c * x * x
                sxy += c * x * y
                syy += c * y * y
            }
        }
        guard w > 0 else { return nil }
        x = sx / w
        y = sy / w
        area = w
        xx = sxx / w - x * x + 1.0 / 12
        xy = sxy / w - x * y
        yy = syy / w - y * y + 1.0 / 12
    }

    /// The prediction for a 120 × 60 marker centred at (400, 225) mapped by `t` about its own centre (seed 000 `predict`).
    init(predicting t: AffineTransform) {
        let sx = 120.0 * 120 / 12
        let sy = 60.0 * 60 / 12
        (x, y, area) = (400 + t.tx, 225 + t.ty, 7200 * abs(t.determinant))
        xx = t.a * t.a * sx + t.c * t.c * sy
        xy = t.a * t.b * sx + t.c * t.d * sy
        yy = t.b * t.b * sx + t.d * t.d * sy
    }

    func centreError(_ o: Moments) -> Double { ((x - o.x) * (x - o.x) + (y - o.y) * (y - o.y)).squareRoot() }
    func shapeError(_ o: Moments, scale: Double) -> Double {
        max(abs(xx - o.xx), abs(xy - o.xy), abs(yy - o.yy)) / scale
    }
}

struct OrderWitnessTests {
    static let rotate30 = AffineTransform(rotation: .degrees(30))
    static func shift(_ x: Double) -> AffineTransform { AffineTransform(translationX: x, y: 0) }
    static func stretch(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(scaleX: x, y: y) }

    /// Seed 000's experiments: scene, fill, the per-modifier matrices in written order, and the seed's table centre.
    static let chains: [(String, (Double, Double, Double), [AffineTransform], (Double, Double))] = [
        ("witness-offset-rotate", (250, 140, 31), [shift(160), rotate30], (538.6, 305.0)),
        ("witness-rotate-offset", (26, 204, 191), [rotate30, shift(160)], (560.0, 225.0)),
        ("witness-offset-scale", (245, 92, 87), [shift(80), stretch(2, 2)], (560.0, 225.0)),
        ("witness-scale-offset", (77, 153, 250), [stretch(2, 2), shift(80)], (480.0, 225.0)),
        ("witness-stretch-rotate", (250, 219, 51), [stretch(2, 1), rotate30], (400.0, 225.0)),
        ("witness-rotate-stretch", (140, 107, 242), [rotate30, stretch(2, 1)], (400.0, 225.0)),
        ("witness-rotate-frame", (89, 217, 89), [.about(Point(x: -60, y: -30), rotate30)], (377.0, 251.0)),
        ("witness-frame-rotate", (230, 130, 190), [.about(Point(x: -150, y: -100), rotate30)], (329.9, 286.6)),
    ]

    static func render(_ name: String) throws -> Framebuffer {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/\(name).scene")
        let program = try SceneProgram(source: try String(contentsOf: url, encoding: .utf8), path: url.path)
        let root = try program.view(time: 0, frame: 0)
        let fb = Framebuffer(width: 800, height: 450)
        let list = LayoutEngine(canvas: Size(width: 800, height: 450), scale: 1).displayList(of: root)
        Renderer().render(list, background: program.header.background, into: fb)
        return fb
    }

    @Test(
        "each chain lands within 0.01 px of the first-written-first prediction; the swapped order is far off",
        arguments: chains.indices)
    func chain(index: Int) throws {
        let (name, fill, steps, table) = Self.chains[index]
        let fb = try Self.render(name)
        let measured = try #require(Moments(fb, marker: fill, background: (14, 16, 24)))
        let predicted = Moments(predicting: steps.reduce(.identity) { $0.concatenating($1) })
        // Partner: the same modifiers in the other order (index ^ 1 in seed 000's table).
        let partnerSteps = Self.chains[index ^ 1].2
        let partner = Moments(predicting: partnerSteps.reduce(.identity) { $0.concatenating($1) })
        let scale = max(predicted.xx, predicted.yy)
        #expect(measured.centreError(predicted) < 0.01, "\(name): centre (\(measured.x), \(measured.y))")
        #expect(measured.shapeError(predicted, scale: scale) < 0.0005, "\(name): shape")
        #expect(abs(measured.area - predicted.area) / predicted.area < 0.0005)
        // Seed 000's table, printed to 0.1 px.
        #expect(abs(measured.x - table.0) < 0.051 && abs(measured.y - table.1) < 0.051)
        // Control: a measurement that cannot tell the orders apart proves nothing.
        if index == 4 || index == 5 {
            #expect(measured.shapeError(partner, scale: scale) > 0.25)
        } else {
            #expect(measured.centreError(partner) > 50)
        }
    }
}
