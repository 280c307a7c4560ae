// PreviewBrowserTests.swift: issue #23's browser test: headless Chromium opens `anim preview`'s page, moves the
// scrubber, and the pixels it displays are `anim still`'s; a save changes them to the new still; a syntax error is
// shown located (file:line:col, the line, the caret) while the last good frame stays; the answer key draws.

import Foundation
import TestSupport
import Testing

@Suite("Preview in a browser", .serialized)
struct PreviewBrowserTests {
    /// Waits in the page until `condition` (a JS expression) holds, then returns `value`; null after `ms`.
    static func waitJS(_ condition: String, _ value: String = "true", ms: Int = 20000) -> String {
        """
        (async () => { const t0 = performance.now();
          while (performance.now() - t0 < \(ms)) { if (\(condition)) return \(value);
            await new Promise(r => setTimeout(r, 5)); }
          return null; })()
        """
    }

    /// The displayed #frame's pixels (drawn to a canvas, getImageData), as RGBA bytes, and its `data-shown` key.
    static let readPixels = """
        (async () => { const img = document.getElementById('frame'); await img.decode();
          const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
          const x = c.getContext('2d', { willReadFrequently: true }); x.drawImage(img, 0, 0);
          const d = x.getImageData(0, 0, c.width, c.height).data; let s = '';
          for (let i = 0; i < d.length; i += 0x8000) s += String.fromCharCode.apply(null, d.subarray(i, i + 0x8000));
          return { w: c.width, h: c.height, shown: document.body.dataset.shown, b64: btoa(s) }; })()
        """

    func pixels(_ browser: BrowserBridge) throws -> (width: Int, height: Int, shown: String, rgba: [UInt8]) {
        let o = try #require(try browser.evaluate(Self.readPixels) as? [String: Any])
        let data = try #require(Data(base64Encoded: o["b64"] as? String ?? ""))
        return (o["w"] as? Int ?? 0, o["h"] as? Int ?? 0, o["shown"] as? String ?? "", bytes(of: data))
    }

    @Test("scrubbed frame equals anim still; a save shows the new still; an error is located over the last good frame")
    func scrubEditError() throws {
        let copy = try SceneCopy()
        defer { copy.remove() }
        let preview = try RunningPreview(copy.scene)
        let browser = try BrowserBridge()
        try browser.navigate(preview.url)
        #expect(try browser.evaluate(Self.waitJS("document.body.dataset.shown === '1:0:1'")) as? Bool == true)

        // 1. The scrubber to frame 30: the image shown is `anim still --frame 30`, pixel for pixel.
        _ = try browser.evaluate(
            "const s = document.getElementById('scrubber'); s.value = 30; s.dispatchEvent(new Event('input')); 1")
        #expect(try browser.evaluate(Self.waitJS("document.body.dataset.shown === '1:30:1'")) as? Bool == true)
        let labels = try browser.evaluate(
            "[document.getElementById('frame-number').textContent, document.getElementById('time').textContent]")
        #expect(labels as? [String] == ["frame 30 / 71", "1.250 s"])
        let shown = try pixels(browser)
        let still = try copy.still(frame: 30)
        #expect(shown.width == 800 && shown.height == 450)
        #expect(shown.rgba.count == still.count)
        #expect(differingPixels(shown.rgba, still) == 0, "the page shows other pixels than anim still --frame 30")
        let frame0 = try copy.still(frame: 0)
        #expect(differingPixels(frame0, still) > 1000, "frames 0 and 30 should differ (the orbit moved)")

        // 2. A save (by rename, as vim does) that recolours the orange marker: the page shows the new still.
        let original = try copy.source
        let recoloured = original.replacingOccurrences(
            of: "let orange = Color(red: 250/255, green: 140/255, blue: 31/255)",
            with: "let orange = Color(red: 60/255, green: 140/255, blue: 250/255)")
        #expect(recoloured != original)
        try copy.save(recoloured)
        #expect(
            try browser.evaluate(
                Self.waitJS(
                    "document.body.dataset.shown && document.body.dataset.shown.endsWith(':30:1') "
                        + "&& document.body.dataset.shown !== '1:30:1'")) as? Bool == true)
        let edited = try pixels(browser)
        let newStill = try copy.still(frame: 30, name: "recoloured")
        #expect(differingPixels(edited.rgba, newStill) == 0, "the page does not show the saved scene's frame 30")
        #expect(differingPixels(newStill, still) > 500, "the recolouring changed no pixels")

        // 3. A syntax error: the error panel names file:line:col with the line and the caret; the frame stays.
        let broken = recoloured.replacingOccurrences(
            of: "let angle = Angle.degrees(360 * time / 3)", with: "let angle = Angle.degrees(360 * time / 3")
        #expect(broken != recoloured)
        try copy.save(broken)
        let panel = try browser.evaluate(
            Self.waitJS(
                "!document.getElementById('error').hidden",
                "[document.getElementById('error-where').textContent, document.getElementById('error-source').textContent]"
            ))
        let texts = try #require(panel as? [String])
        let cli = try runAnim(["still", copy.scene.path, "-o", copy.out.appendingPathComponent("x.png").path])
        #expect(cli.status == 2)
        let cliFirst = String(cli.stderr.split(separator: "\n")[0])
        #expect(cliFirst.hasPrefix("\(copy.scene.path):9:1: error: expected ')'"), "\(cli.stderr)")
        #expect(texts[0] == cliFirst, "the page's location line differs from the CLI's")
        let cliLines = cli.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(texts[1] == cliLines[1] + "\n" + cliLines[2], "source line and caret differ from the CLI's")
        #expect(texts[1].hasSuffix("\n^~~"))
        let kept = try pixels(browser)
        #expect(kept.shown == edited.shown)
        #expect(differingPixels(kept.rgba, newStill) == 0, "the last good frame should stay visible")

        // 4. The answer key over the frame: drawn for frame 30, with a row per marker.
        try copy.save(recoloured)
        #expect(try browser.evaluate(Self.waitJS("document.getElementById('error').hidden")) as? Bool == true)
        _ = try browser.evaluate("document.getElementById('overlay-toggle').click(); 1")
        let key = try browser.evaluate(
            Self.waitJS(
                "(document.body.dataset.overlay || '').endsWith(':30:1')",
                """
                (() => { const c = document.getElementById('overlay'); const d = c.getContext('2d')
                  .getImageData(0, 0, c.width, c.height).data; let n = 0;
                  for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++;
                  return [n, document.querySelectorAll('#answer-key tr').length, c.width, c.height]; })()
                """))
        let k = try #require(key as? [Int])
        #expect(k[0] > 500, "the overlay drew almost nothing")
        #expect(k[1] >= 3, "the answer-key table has no marker rows")
        #expect(k[2] == 800 && k[3] == 450)

        // 5. Scale 2: the same frame at 1600×900, the still at --scale 2.
        _ = try browser.evaluate(
            "const sc = document.getElementById('scale'); sc.value = '2'; sc.dispatchEvent(new Event('change')); 1")
        #expect(
            try browser.evaluate(Self.waitJS("(document.body.dataset.shown || '').endsWith(':30:2')")) as? Bool == true)
        let double = try pixels(browser)
        #expect(double.width == 1600 && double.height == 900)
        let doubleStill = try copy.still(frame: 30, extra: ["--scale", "2"], name: "x2")
        #expect(differingPixels(double.rgba, doubleStill) == 0)

        // 6. Play until the scrubber has moved on by a few frames (no rate is asserted: a loaded machine plays
        // slower), then pause: the frame moved on and the labels follow it.
        _ = try browser.evaluate("document.getElementById('play').click(); 1")
        _ = try browser.evaluate(
            Self.waitJS("((Number(document.getElementById('scrubber').value) - 30 + 72) % 72) >= 3"))
        let played = try browser.evaluate(
            """
            (() => { document.getElementById('play').click();
              return [Number(document.getElementById('scrubber').value),
                      document.getElementById('frame-number').textContent]; })()
            """)
        let p = try #require(played as? [Any])
        let reached = p[0] as? Int ?? 30
        let advanced = (reached - 30 + 72) % 72
        #expect(advanced >= 3, "playing advanced only \(advanced) frames in 20 s")
        #expect(p[1] as? String == "frame \(reached) / 71")

        browser.close()
        #expect(preview.process.stop(SIGINT) == 0, "anim preview should exit 0 on SIGINT")
    }
}
