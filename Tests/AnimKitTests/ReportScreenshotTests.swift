// ReportScreenshotTests.swift: RegressionRun's report (in-process): its index.html opened in headless Chromium and screenshotted
// (issue #8: "an index.html linking them that a test opens in headless Chromium"). The screenshot must show the
// report's pictures, not broken links: the marker's orange from the side-by-side panels and contact sheet.

import AnimKit
import Foundation
import TestSupport
import Testing

struct ReportScreenshotTests {
    @Test("index.html renders in headless Chromium with its pictures loaded")
    func screenshot() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The seed chain with its offset changed by one point: regresses against the committed golden.
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let source = try String(
            contentsOf: repositoryRoot.appendingPathComponent("scenes/witness-offset-rotate.scene"), encoding: .utf8)
        try source.replacingOccurrences(of: ".offset(x: 160)", with: ".offset(x: 161)")
            .write(to: scenes.appendingPathComponent("witness-offset-rotate.scene"), atomically: true, encoding: .utf8)
        let report = dir.appendingPathComponent("report")
        let r = regress([scenes.path], golden: "goldens", report: report)
        #expect(r.status == .failure, "\(r.stdout)\(r.stderr)")

        let shot = dir.appendingPathComponent("shot.png")
        let chromium = try runTool(
            "chromium",
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,1600",
                "--screenshot=\(shot.path)", report.appendingPathComponent("index.html").absoluteString,
            ])
        #expect(chromium.status == 0, "\(chromium.stderr)")
        let (stream, _) = try probe(shot)
        #expect(stream["width"] as? Int == 1280)
        #expect(stream["height"] as? Int == 1600)
        let raw = try runTool("ffmpeg", ["-v", "error", "-i", shot.path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        let px = Array(raw.data)
        #expect(px.count == 1280 * 1600 * 3)
        // Pixels of the marker's colour (250, 140, 31), within a few levels of scaling and colour management.
        var orange = 0
        for i in stride(from: 0, to: px.count - 2, by: 3)
        where abs(Int(px[i]) - 250) < 12 && abs(Int(px[i + 1]) - 140) < 12 && abs(Int(px[i + 2]) - 31) < 12 {
            orange += 1
        }
        #expect(orange > 1000, "only \(orange) orange pixels: the report's images did not load")
    }
}
