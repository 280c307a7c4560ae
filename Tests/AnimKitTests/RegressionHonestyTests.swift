// RegressionHonestyTests.swift: reports say what they know (issue #20): changed frames without a reference PNG are
// "no reference", counted and listed, and the error plot marks them without a bar; a golden folder made by another
// anim version or with other fonts is named as such, on the console and in the report.

import AnimKit
import Encode
import Foundation
import Measure
import Report
import TestSupport
import Testing

@Suite(.serialized)
struct RegressionHonestyTests {
    @Test("no-reference frames: listed in the HTML, a blue box in the plot, never a red or amber bar")
    func noReference() throws {
        let dir = try RegressionShardTests.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.path + "/report"
        let r = regressShard([dir.path + "/scenes/b-short.scene"], golden: dir.path + "/golden", report: report)
        #expect(r.status == .failure)
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains("No reference: 2 changed frames (1, 3) differ from the golden's digest"))
        #expect(html.contains("<td class=\"l error\">no reference</td>"))
        // The plot: frame i's column starts at x = 16 + i·16 (6 frames: 16-px columns). Frames 1 and 3 have no red
        // (230, 60, 50) or amber pixel; frames 2 and 4 (measured, failing) have red ones.
        let plot = try PNGReader.read(path: report + "/b-short/errors.png")
        func colours(frame i: Int) -> Set<[UInt8]> {
            var out: Set<[UInt8]> = []
            for y in 0..<plot.height {
                for x in (16 + 16 * i)..<(16 + 16 * i + 15) {
                    let o = (y * plot.width + x) * 4
                    out.insert(Array(plot.pixels[o..<(o + 3)]))
                }
            }
            return out
        }
        let (red, amber, blue): ([UInt8], [UInt8], [UInt8]) = ([230, 60, 50], [240, 170, 40], [90, 150, 255])
        for i in [1, 3] {
            #expect(!colours(frame: i).contains(red) && !colours(frame: i).contains(amber))
            #expect(colours(frame: i).contains(blue))
        }
        for i in [2, 4] { #expect(colours(frame: i).contains(red)) }
    }

    @Test("goldens from another anim version or with other fonts are named; a golden without a manifest is said to be")
    func provenance() throws {
        let dir = try RegressionShardTests.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (scene, golden) = (dir.path + "/scenes/c-still.scene", dir.path + "/golden")
        let manifest = golden + "/manifest.txt"
        let same = regressShard([scene], golden: golden)
        #expect(same.status == .ok && same.stderr.isEmpty, "\(same.stderr)")
        var text = try String(contentsOfFile: manifest, encoding: .utf8)
        let font = try #require(text.split(separator: "\n").first { $0.hasPrefix("font-default: ") })
        text = text.replacingOccurrences(of: "anim: \(AnimVersion.current)", with: "anim: 0.19.0")
            .replacingOccurrences(of: String(font), with: "font-default: Other Sans Regular, Other.ttf#0, md5 0")
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        let report = dir.path + "/report"
        let other = regressShard([scene], golden: golden, report: report)
        #expect(other.status == .ok)
        #expect(
            other.stderr.contains(
                "warning: golden '\(golden)' made by anim 0.19.0, this is anim \(AnimVersion.current)\n"))
        #expect(
            other.stderr.contains(
                "warning: golden '\(golden)' font-default was Other Sans Regular, Other.ttf#0, md5 0, now \(font.dropFirst(14))\n"
            ))
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains("Golden provenance: golden"))
        try FileManager.default.removeItem(atPath: manifest)
        let none = regressShard([scene], golden: golden)
        #expect(none.stderr.contains("has no manifest.txt: which anim and fonts made it is unknown"))
    }
}
