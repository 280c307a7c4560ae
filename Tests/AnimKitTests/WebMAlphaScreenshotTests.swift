// WebMAlphaScreenshotTests.swift: a transparent scene rendered to .webm plays in headless Chromium with its alpha:
// over a green page, the transparent parts show the page and the opaque marker shows its own colour (issue #19,
// "The WebM with alpha plays in headless Chromium with transparency").

import AnimKit
import Foundation
import TestSupport
import Testing

struct WebMAlphaScreenshotTests {
    @Test("VP9 WebM with alpha over a green page in Chromium: the corner is the page's green, the square red")
    func transparencyInChromium() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(
            """
            scene(width: 64, height: 48, fps: 12, duration: 1, scale: 1, background: .clear)
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 24, height: 24).position(x: 48, y: 24)

            """, named: "t.scene", in: dir)
        let video = dir.appendingPathComponent("t.webm")
        let r = try renderScene(scene.path, to: video.path, quiet: true)
        #expect(r.status == .ok, "\(r.stderr)")
        let page = dir.appendingPathComponent("page.html")
        try """
        <!doctype html><html><body style="margin:0;background:rgb(0,255,0)">
        <video src="t.webm" autoplay muted loop width="64" height="48" style="display:block"></video></body></html>
        """.write(to: page, atomically: true, encoding: .utf8)
        let shot = dir.appendingPathComponent("shot.png")
        let chromium = try runTool(
            "chromium",
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=200,120",
                "--autoplay-policy=no-user-gesture-required", "--virtual-time-budget=2000",
                "--screenshot=\(shot.path)", page.absoluteString,
            ])
        #expect(chromium.status == 0, "\(chromium.stderr)")
        let raw = try runTool("ffmpeg", ["-v", "error", "-i", shot.path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        let px = Array(raw.data)
        try #require(px.count == 200 * 120 * 3)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(px[(y * 200 + x) * 3 + $0]) } }
        let corner = pixel(4, 4)
        let square = pixel(48, 24)
        #expect(
            corner[0] <= 8 && corner[1] >= 247 && corner[2] <= 8, "transparent corner shows \(corner), not the page")
        #expect(square[0] >= 247 && square[1] <= 8 && square[2] <= 8, "the opaque square shows \(square)")
    }
}
