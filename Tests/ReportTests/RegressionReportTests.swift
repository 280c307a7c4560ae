// RegressionReportTests.swift: a whole report directory written and read back (PNGReader) with the sizes the
// layout implies.

import Encode
import Foundation
import Measure
import Render
import Report
import Testing

struct RegressionReportTests {
    @Test("a regressed scene gets side-by-side, heat map, plot and contact sheet; a passing one only its row")
    func directory() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let golden = solidImage(40, 20, (14, 16, 24), block: (5, 5, 10, 10, (245, 92, 87)))
        let actual = solidImage(40, 20, (14, 16, 24), block: (6, 5, 10, 10, (245, 92, 87)))
        let thumbs = (0..<30).map { _ in Thumbnail.fit(actual, maxWidth: 160, maxHeight: 90) }
        let scenes = [
            SceneReport(
                name: "sweep/x", scenePath: "sweep.scene", outcome: .regressed, comparison: sampleComparison(),
                width: 40, height: 20, fps: (24, 1), worstGolden: golden, worstActual: actual, thumbnails: thumbs),
            SceneReport(
                name: "fine", scenePath: "fine.scene", outcome: .passed,
                comparison: SceneComparison(frames: [], tolerance: .exact),
                width: 40, height: 20, fps: (24, 1)),
        ]
        try RegressionReport.write(scenes, to: dir.path)
        #expect(RegressionReport.folderName("sweep/x") == "sweep_x")
        let folder = dir.path + "/sweep_x"
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["index.html", "sweep_x"])
        let side = try PNGReader.read(path: folder + "/side-by-side.png")
        #expect(side.width == 8 + 3 * (40 + 8) && side.height == 20 + 16)
        // The middle panel is the actual frame: its block starts one column later than the golden's.
        #expect(side[8 + 48 + 5, 15] == (14, 16, 24, 255) && side[8 + 48 + 6, 15] == (245, 92, 87, 255))
        #expect(side[8 + 5, 15] == (245, 92, 87, 255))
        let heat = try PNGReader.read(path: folder + "/heatmap.png")
        #expect(heat.width == 40 && heat.height == 20)
        #expect(try PNGReader.read(path: folder + "/errors.png").width == 2 * 16 + 30 * 16)
        let sheet = try PNGReader.read(path: folder + "/contact-sheet.png")
        #expect(sheet.width == 12 * (40 + 12) + 4 && sheet.height == 3 * (20 + 12) + 4)
        let html = try String(contentsOfFile: dir.path + "/index.html", encoding: .utf8)
        #expect(html.contains("src=\"sweep_x/heatmap.png\"") && html.contains("src=\"sweep_x/contact-sheet.png\""))
    }
}
