// PlotTests.swift: CheckRun's and CurveRun's plots, in-process, are real charts (issue #3's `check --plot`, issue #4's
// `curve --plot`): a 960×480 RGBA PNG (ffprobe) whose series colours are drawn where the data says.

import AnimKit
import Foundation
import TestSupport
import Testing

struct PlotTests {
    /// `anim curve EXPR --plot F.png` in-process.
    func curve(_ expression: String, plot: String) -> Captured {
        captured { console throws(CommandFailure) in
            try CurveRun(expression: expression, plot: plot).run(console: console)
            return .ok
        }
    }

    /// Decoded RGB pixels of a PNG, via the ffmpeg CLI.
    func pixels(_ png: URL) throws -> [UInt8] {
        try Array(
            runTool("ffmpeg", ["-v", "error", "-i", png.path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).data)
    }

    func count(_ px: [UInt8], _ c: (Int, Int, Int)) -> Int {
        stride(from: 0, to: px.count - 2, by: 3).filter {
            abs(Int(px[$0]) - c.0) < 8 && abs(Int(px[$0 + 1]) - c.1) < 8 && abs(Int(px[$0 + 2]) - c.2) < 8
        }.count
    }

    @Test("check's plot: both predictions' series are drawn; the pure algebra's rises off the axis for the sweep")
    func checkPlot() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("plot.png")
        let r = captured { console throws(CommandFailure) in
            let summary = try CheckRun(
                scene: scenePath("scenes/offset-scale-sweep.scene"), outputs: WitnessOutputs(plot: png.path)
            ).run(console: console)
            return summary.passed ? .ok : .failure
        }
        #expect(r.status == .ok, "\(r.stdout)\(r.stderr)")
        let (s, _) = try probe(png)
        #expect(s["width"] as? Int == 960 && s["height"] as? Int == 480)
        let px = try pixels(png)
        #expect(px.count == 960 * 480 * 3)
        // Orange (pure algebra, up to 0.97 px) and teal (snapped, 0 px).
        let orangeRows = Set(
            stride(from: 0, to: px.count - 2, by: 3).filter {
                abs(Int(px[$0]) - 235) < 8 && abs(Int(px[$0 + 1]) - 120) < 8 && abs(Int(px[$0 + 2]) - 20) < 8
            }.map { $0 / 3 / 960 })
        #expect(orangeRows.count > 100, "the pure algebra's line spans many rows")
        #expect(count(px, (20, 150, 140)) > 500)
    }

    @Test("curve's plot: a bouncy spring's line crosses the dashed target")
    func curvePlot() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("curve.png")
        let r = curve(".spring(duration: 0.6, bounce: 0.3)", plot: png.path)
        #expect(r.status == .ok, "\(r.stderr)")
        let px = try pixels(png)
        #expect(px.count == 960 * 480 * 3)
        #expect(count(px, (20, 110, 220)) > 1000)
        #expect(count(px, (210, 40, 40)) > 200)
        let unwritable = curve(".smooth", plot: "/nonexistent-dir/x.png")
        #expect(unwritable.status == .failure)
        #expect(unwritable.failure?.status == .failure)
    }
}
