// CompositingTests.swift: seed 002's avatars and delivery pill, rendered: opacity on a container reaches each leaf
// unless `compositingGroup()` flattens first; `geometryGroup()` keeps the pill's capsule and text together. Expected
// colours are computed here from the scene's colours (src-over on sRGB-encoded values, docs/ARCHITECTURE.md).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct CompositingTests {
    func load(_ name: String) throws -> SceneProgram {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/\(name).scene")
        return try SceneProgram(source: try String(contentsOf: url, encoding: .utf8), path: url.path)
    }

    func render(_ p: SceneProgram, at t: Double) throws -> (Framebuffer, [PlacedLeaf]) {
        let h = p.header
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale)
        let snapshots = try p.snapshots(time: t, frame: Int(t * 30))
        let leaves = engine.leaves(of: snapshots, at: t)
        let fb = Framebuffer(width: Int(h.width * h.scale), height: Int(h.height * h.scale))
        Renderer().render(DisplayList(items: leaves.displayItems), background: h.background, into: fb)
        return (fb, leaves)
    }

    /// src-over of a straight-alpha colour with opacity `a` on an opaque 0…255 backdrop, per channel.
    static func over(_ c: Color, _ a: Double, _ backdrop: [Double]) -> [Double] {
        [c.red, c.green, c.blue].enumerated().map { i, v in v * 255 * a + backdrop[i] * (1 - a) }
    }

    /// Opacity 0.3 at rest (1.9 s); half-way through the 0.8 s ease-in-out that starts at 0.5 s (0.9 s: the curve is
    /// symmetric, so progress ½), 1 − 0.7·½ = 0.65, for both rows: the group's opacity animates like a leaf's.
    @Test(
        "avatars fading: per-leaf opacity shows the lower avatar through the overlap; compositingGroup does not",
        arguments: [(1.9, 0.3), (0.9, 0.65)])
    func avatarOverlap(at: (time: Double, opacity: Double)) throws {
        let (fb, leaves) = try render(try load("avatars"), at: at.time)
        let o = at.opacity
        let circles = leaves.filter { if case .shape(.circle) = $0.content { true } else { false } }
        #expect(circles.count == 6)
        let white = [255.0, 255, 255]
        for (row, grouped) in [(0, false), (1, true)] {
            let a = circles[row * 3]
            let b = circles[row * 3 + 1]
            let ra = a.path.bounds
            let rb = b.path.bounds
            // The middle of the lens where the first two circles overlap, well away from the initials.
            let x = Int(((ra.maxX + rb.minX) / 2).rounded(.down))
            let y = Int(ra.midY.rounded(.down))
            let px = fb[x, y]
            let indigo = Color.named["indigo"]!
            let pink = Color.named["pink"]!
            let expected =
                grouped
                ? CompositingTests.over(pink, o, white)
                : CompositingTests.over(pink, o, CompositingTests.over(indigo, o, white))
            let got = [Double(px.r), Double(px.g), Double(px.b)]
            for i in 0..<3 {
                #expect(abs(got[i] - expected[i]) <= 2, "row \(row) channel \(i): \(got) vs \(expected)")
            }
        }
    }

    /// The leftmost column in `rows` with a pixel matching `test`.
    static func leftmost(_ fb: Framebuffer, rows: Range<Int>, _ test: (Int, Int, Int) -> Bool) -> Int {
        for x in 0..<fb.width {
            for y in rows {
                let p = fb[x, y]
                if test(Int(p.r), Int(p.g), Int(p.b)) { return x }
            }
        }
        return -1
    }

    /// How far the text's ink starts right of the capsule's edge, in pixels.
    func inset(_ name: String, at t: Double) throws -> Int {
        let (fb, leaves) = try render(try load(name), at: t)
        let capsule = leaves.first { if case .shape = $0.content { true } else { false } }!.path.bounds
        let rows = Int(capsule.minY)..<Int(capsule.maxY)
        // Capsule fill: the pale 0.15 tint on white; text: saturated ink.
        let edge = CompositingTests.leftmost(fb, rows: rows) { r, g, b in min(r, g, b) < 250 }
        let text = CompositingTests.leftmost(fb, rows: rows) { r, g, b in min(r, g, b) < 170 }
        return text - edge
    }

    @Test("delivery pill at mid-animation: apart without geometryGroup, together with it (pixels)")
    func pillPixels() throws {
        let rest = try inset("delivery-pill", at: 0)
        #expect(rest > 20 && rest < 40, "16 pt padding at scale 2, plus the side bearing (\(rest) px)")
        let apart = try inset("delivery-pill", at: 1.6)
        let together = try inset("delivery-pill-grouped", at: 1.6)
        #expect(abs(apart - rest) > 20, "ungrouped: the old text lingers where it was (\(apart) vs \(rest) px)")
        #expect(abs(together - rest) <= 1, "grouped: the text rides with the capsule (\(together) vs \(rest) px)")
    }
}
