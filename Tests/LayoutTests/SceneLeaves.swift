// SceneLeaves.swift: lays out a scene written as source, for tests of views and modifiers as a scene calls them.

import Geometry
import Layout
import Scene

/// The placed leaves of `body` (scene source without a header) in a `width`×`height` canvas at `scale`.
func sceneLeaves(_ body: String, width: Double, height: Double, scale: Double = 1) throws -> [PlacedLeaf] {
    let source = "scene(width: \(width), height: \(height))\n" + body
    let program = try SceneProgram(source: source, path: "test.scene")
    return LayoutEngine(canvas: Size(width: width, height: height), scale: scale)
        .leaves(of: try program.view(time: 0, frame: 0))
}
