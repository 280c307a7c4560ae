// WitnessSceneCheck.swift: `anim check` of a scene body on the witness tables' dark canvas (800 × 450) with their
// orange and teal, returning the run and its JSON report; shared by the witness suites that write scenes.

import AnimKit
import Foundation
import TestSupport

enum WitnessSceneCheck {
    static let header = """
        scene(width: 800, height: 450, background: Color(red: 14/255, green: 16/255, blue: 24/255))
        let orange = Color(red: 250/255, green: 140/255, blue: 31/255)
        let teal = Color(red: 26/255, green: 204/255, blue: 191/255)

        """

    /// `check` of `header` + `body`: the run and its JSON.
    static func run(_ body: String) throws -> (Captured, WitnessJSON) {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(header + body + "\n", named: "w.scene", in: dir)
        let json = dir.appendingPathComponent("w.json")
        let r = check(scene.path, json: json)
        return (r, try WitnessJSON(json))
    }
}
