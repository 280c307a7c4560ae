// FigureSceneTests.swift: seed 000's figures as scenes (issue #18): `anim check` passes on each, and the numbers
// written in each figure's labels ("measured (x, y)") are what the check measures, marker by marker.

import AnimKit
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct FigureSceneTests {
    static let figures = ["offset-rotate", "offset-scale", "stretch-rotate", "anchor-frame"]

    @Test("check passes on each figure and its labels state the measured centres", arguments: figures)
    func figure(name: String) throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = "scenes/figures/\(name).scene"
        let json = dir.appendingPathComponent("f.json")
        let r = check(path, json: json)
        #expect(r.status == .ok, "\(r.stdout)")
        let source = try String(contentsOfFile: scenePath(path), encoding: .utf8)
        let labels = source.matches(of: /measured \((\d+\.\d), (\d+\.\d)\)/).map { (String($0.1), String($0.2)) }
        // The opaque markers, in drawing order (the ghosts carry an opacity in their chain label).
        let measured = try WitnessJSON(json).measured.filter { !(($0["chain"] as? String) ?? "").contains("opacity") }
        #expect(labels.count == 2 && measured.count == 2, "\(labels) \(r.stdout)")
        for (label, m) in zip(labels, measured) {
            let q = try #require(m["measured"] as? [String: Double])
            #expect(String(format: "%.1f", q["x"]!) == label.0 && String(format: "%.1f", q["y"]!) == label.1)
        }
    }
}
