// GlassRecipeTests.swift: seed 004's Liquid Glass recipes (scenes/glass-recipes.scene) render, and the tab bar's
// pills, in a GlassEffectContainer(spacing: 12), are three surfaces 40 pt apart and one surface at 4 pt. Glass is
// found by comparing with the same scene drawn with `Glass.identity` (no glass at all).

import Encode
import Foundation
import TestSupport
import Testing

struct GlassRecipeTests {
    /// The scene at `time` as RGB rows, drawn with `glass` in the pills' `.glassEffect(…)`.
    static func render(time: Double, glass: String, in dir: URL) throws -> (width: Int, pixels: [UInt8]) {
        let source = try String(
            contentsOf: repositoryRoot.appendingPathComponent("scenes/glass-recipes.scene"), encoding: .utf8)
        let scene = try writeScene(
            source.replacingOccurrences(of: "TabIcon(tab: tab)\n                        .glassEffect(.regular)",
                with: "TabIcon(tab: tab)\n                        .glassEffect(\(glass))"),
            named: "glass-\(glass.hashValue).scene", in: dir)
        let out = dir.appendingPathComponent("still-\(glass.hashValue)-\(time).png")
        let r = renderStill(scene.path, time: time, to: out.path)
        #expect(r.status == .ok, "\(r.stderr)")
        let image = try PNGReader.read(path: out.path)
        return (image.width, image.pixels)
    }

    /// The runs of pixels that differ from the glass-free picture along the pills' row (the row, in 200..<280, with
    /// the most differing pixels).
    static func glassRuns(time: Double, in dir: URL) throws -> Int {
        let glass = try render(time: time, glass: ".regular", in: dir)
        let plain = try render(time: time, glass: ".identity", in: dir)
        let w = glass.width
        func differs(_ x: Int, _ y: Int) -> Bool {
            (0..<3).contains { abs(Int(glass.pixels[(y * w + x) * 4 + $0]) - Int(plain.pixels[(y * w + x) * 4 + $0])) > 6 }
        }
        let row = (200..<280).max { y1, y2 in
            (0..<w).filter { differs($0, y1) }.count < (0..<w).filter { differs($0, y2) }.count
        }!
        var runs = 0
        var inside = false
        for x in 0..<w {
            let d = differs(x, row)
            if d && !inside { runs += 1 }
            inside = d
        }
        return runs
    }

    @Test("the pills are three glass surfaces 40 pt apart and one at 4 pt (within the container's spacing of 12)")
    func pillsMerge() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("scenes/hero.png"), to: dir.appendingPathComponent("hero.png"))
        #expect(try Self.glassRuns(time: 0, in: dir) == 3)
        #expect(try Self.glassRuns(time: 1.4, in: dir) == 1)
    }
}
