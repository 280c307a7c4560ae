// TextReportsTests.swift: the summary line, JUnit XML (counts, escaping, one testcase per scene) and index.html.

import Encode
import Foundation
import FoundationXML
import Measure
import Report
import Testing

struct TextReportsTests {
    static func scenes() -> [SceneReport] {
        [
            SceneReport(
                name: "orbit", scenePath: "scenes/orbit.scene", outcome: .passed,
                comparison: SceneComparison(
                    frames: (0..<3).map {
                        FrameComparison(
                            frame: $0, digestMatches: true, metrics: .identical(width: 8, height: 8), passes: true)
                    }, tolerance: .exact),
                width: 8, height: 8, fps: (24, 1), seconds: 0.5),
            SceneReport(
                name: "sweep <&>", scenePath: "a\"b.scene", outcome: .regressed, comparison: sampleComparison(),
                width: 40, height: 20, fps: (24, 1), seconds: 1.25),
            SceneReport(
                name: "broken", scenePath: "broken.scene", outcome: .error("scene has errors"), comparison: nil,
                width: 0, height: 0, fps: (0, 1)),
        ]
    }

    @Test("summary lines: identical, regressed with first and worst figures, error")
    func summary() {
        let s = Self.scenes()
        #expect(s[0].summaryLine == "ok    orbit: 3 frames identical to the golden")
        #expect(
            s[1].summaryLine
                == "FAIL  sweep <&>: 2 of 30 frames differ beyond exact (first 10: max Δ 231, 120 px, 0 off edges, PSNR-Y 42.23 dB, PSNR-RGB 42.23 dB, SSIM-Y 0.99000, SSIM 0.98000; worst 12: max Δ 231, 360 px, 0 off edges, PSNR-Y 37.46 dB, PSNR-RGB 37.46 dB, SSIM-Y 0.99000, SSIM 0.98000)"
        )
        #expect(s[2].summaryLine == "ERROR broken: scene has errors")
        #expect(Format.fixed(2.005, 2) == "2.01" || Format.fixed(2.005, 2) == "2.00")
        #expect(Format.fixed(-0.5, 3) == "-0.500" && Format.fixed(41.2, 0) == "41")
        #expect(Format.decibels(.infinity) == "inf dB" && Format.ssim(nil) == "n/a")
    }

    @Test("JUnit: one testcase per scene, failure and error elements, XML escaping")
    func junit() throws {
        let xml = JUnitXML.document(Self.scenes())
        #expect(
            xml.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"anim regress\" tests=\"3\" failures=\"1\" errors=\"1\" time=\"1.750\">"
            ))
        #expect(xml.components(separatedBy: "<testcase ").count == 4)
        #expect(xml.contains("name=\"sweep &lt;&amp;&gt;\" file=\"a&quot;b.scene\""))
        #expect(xml.contains("<failure type=\"regression\" message=\"FAIL  sweep &lt;&amp;&gt;: 2 of 30 frames"))
        #expect(xml.contains("frame 10: max Δ 231, 120 px, 0 off edges, PSNR-Y 42.23 dB"))
        #expect(xml.contains("<error type=\"error\" message=\"scene has errors\"/>"))
        // Well-formed: Foundation's XML parser reads it to the end.
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse())
    }

    @Test("index.html: a row per scene; pictures and the changed-frame table only for regressed scenes")
    func html() {
        let pictures = [
            "sweep <&>": HTMLReport.Pictures(
                sideBySide: "s/side-by-side.png", heatmap: nil, errorPlot: "s/errors.png",
                contactSheet: "s/contact-sheet.png")
        ]
        let page = HTMLReport.page(Self.scenes(), pictures: pictures)
        #expect(page.contains("<p>3 scenes, 2 not passing.</p>"))
        #expect(page.contains("<a href=\"#scene-sweep----\">sweep &lt;&amp;&gt;</a>"))
        #expect(page.contains("<img src=\"s/errors.png\""))
        #expect(page.contains("<h3>Worst frame: 12 (t = 0.5000)</h3>"))
        #expect(page.contains("<h3>Changed frames (2 of 30)</h3>"))
        #expect(
            page.contains("<tr><td>12</td><td>0.5000</td><td>231</td><td>360</td><td>0</td><td>0</td><td>37.46 dB</td>")
        )
        #expect(page.contains("row 1: frames 0–11, row 2: frames 12–23, row 3: frames 24–29"))
        #expect(!page.contains("<script"))
    }
}
