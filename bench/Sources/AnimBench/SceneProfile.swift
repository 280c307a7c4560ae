// SceneProfile.swift: `AnimBench scene-profile FILE [FRAMES]`, a fixed amount of evaluation and layout to count
// instructions under valgrind's callgrind (issue #21): one warm-up pass over the frames (it fills FrameMemo's table
// and the layout caches), then `profiledPass` evaluates and lays out each frame once. Collect only inside that pass
// (`--toggle-collect='*profiledPass*'`) and read the inclusive costs of `SceneProgram.view(time:frame:state:)`
// (evaluation) and `LayoutEngine.leaves(of:)` (layout) with `callgrind_annotate --inclusive=yes`: every count is
// then steady-state work over FRAMES frames, with no raster and no second, uncached program mixed in. The same
// frames' display lists are then painted in `profiledRaster`, counted apart, after one unprofiled paint of them (the
// coverage cache then holds the static text's masks, as in every frame of a render after its second:
// CoverageCache.swift rule 2), so the raster count is steady-state work too. Call counts (`calls=` lines) cover
// the warm-up and the display lists built for the raster as well (three times the counted pass's); costs are the
// counted pass's alone.

import Geometry
import Layout
import Render
import Scene

func runSceneProfile(path: String, frames count: Int) {
    guard let scene = BenchScene(path, bench: "scene-profile") else { return }
    let (program, engine, h) = (scene.program, scene.engine, scene.program.header)
    for i in 0..<count { _ = engine.displayList(of: try! program.view(time: Double(i) / 30, frame: i)) }
    let leaves = profiledPass(program, engine, count)
    print("scene-profile \(path): \(count) frames, \(leaves) leaves in the profiled pass")
    // The raster of the same frames, counted apart (`--toggle-collect='*profiledRaster*'`).
    let lists = (0..<count).map { engine.displayList(of: try! program.view(time: Double($0) / 30, frame: $0)) }
    let fb = scene.framebuffer
    for list in lists { Renderer().render(list, background: h.background, into: fb) }
    profiledRaster(lists, h.background, fb)
}

/// The counted raster pass: every frame's display list painted once; not inlined, for callgrind's toggle.
@inline(never)
func profiledRaster(_ lists: [DisplayList], _ background: Color, _ framebuffer: Framebuffer) {
    for list in lists { Renderer().render(list, background: background, into: framebuffer) }
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

/// `AnimBench scene-profile-whole FILE [FRAMES]`: whole frames after a warm-up pass, evaluation + layout counted in
/// `profiledFrameModel` and the raster between them not, so that callgrind's cache simulation
/// (`--cache-sim=yes --LL=2097152,16,64`, this machine's L2 a core) counts the misses evaluation and layout take
/// after a frame's raster has flushed the cache — the cost `AnimBench scene`'s "phases inside whole frames" line
/// shows beside evaluation and layout alone.
func runSceneProfileWhole(path: String, frames count: Int) {
    guard let scene = BenchScene(path, bench: "scene-profile-whole") else { return }
    let (program, engine, fb) = (scene.program, scene.engine, scene.framebuffer)
    for i in 0..<count { _ = engine.displayList(of: try! program.view(time: Double(i) / 30, frame: i)) }
    var items = 0
    for i in 0..<count {
        let list = profiledFrameModel(program, engine, i)
        items += list.items.count
        Renderer().render(list, background: program.header.background, into: fb)
    }
    print("scene-profile-whole \(path): \(count) frames, \(items) display items")
}

/// One frame's evaluation and layout, counted apart (`--toggle-collect='*profiledFrameModel*'`).
@inline(never)
func profiledFrameModel(_ program: SceneProgram, _ engine: LayoutEngine, _ i: Int) -> DisplayList {
    engine.displayList(of: try! program.view(time: Double(i) / 30, frame: i))
}
