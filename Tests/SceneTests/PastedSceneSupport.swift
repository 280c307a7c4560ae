// PastedSceneSupport.swift: what the Lang* suites read from a pasted file — its leaves laid out on its own canvas at
// a time, and the strings its Texts draw — shared so each suite does not keep its own copy.

import Geometry
import Layout
import Scene

enum PastedScene {
    /// The leaves of `source` (read as a file at `path`) at `time`, laid out on the canvas its header or root gives.
    static func leaves(_ source: String, path: String, at time: Double = 0) throws -> [PlacedLeaf] {
        let program = try SceneProgram(source: source, path: path)
        let h = program.header
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale)
        return engine.leaves(of: try program.snapshots(time: time, frame: Int(time * 10)), at: time)
    }

    /// The strings of the Texts among `leaves`, in drawing order.
    static func texts(_ leaves: [PlacedLeaf]) -> [String] {
        leaves.compactMap { leaf in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
    }
}
