// SceneProfile.swift: `AnimBench scene-profile FILE [FRAMES]`, a fixed amount of evaluation and layout to count
// instructions under valgrind's callgrind (issue #21): one warm-up pass over the frames (it fills FrameMemo's table
// and the layout caches), then `profiledPass` evaluates and lays out each frame once. Collect only inside that pass
// (`--toggle-collect='*profiledPass*'`) and read the inclusive costs of `SceneProgram.view(time:frame:state:)`
// (evaluation) and `LayoutEngine.leaves(of:)` (layout) with `callgrind_annotate --inclusive=yes`: every count is
// then steady-state work over FRAMES frames, with no raster and no second, uncached program mixed in.

import Geometry
import Layout
import Scene

func runSceneProfile(path: String, frames count: Int) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
        let program = try? SceneProgram(source: text, path: path)
    else {
        print("scene-profile: \(path) failed to load")
        return
    }
    let h = program.header
    let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale)
    for i in 0..<count { _ = engine.displayList(of: try! program.view(time: Double(i) / 30, frame: i)) }
    let leaves = profiledPass(program, engine, count)
    print("scene-profile \(path): \(count) frames, \(leaves) leaves in the profiled pass")
}

/// The counted pass; not inlined so that callgrind can toggle collection on it.
@inline(never)
func profiledPass(_ program: SceneProgram, _ engine: LayoutEngine, _ count: Int) -> Int {
    var leaves = 0
    for i in 0..<count {
        leaves += engine.displayList(of: try! program.view(time: Double(i) / 30, frame: i)).items.count
    }
    return leaves
}
