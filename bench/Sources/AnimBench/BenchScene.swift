// BenchScene.swift: a scene file loaded for a bench (SceneBench, SceneProfile, AllocBench, WorkersBench): its text, its program, a
// layout engine of its canvas and a framebuffer of its pixels, with glibc's allocator set as a render sets it.

import AnimKit
import Geometry
import Layout
import Render
import Scene

struct BenchScene {
    let text: String
    let program: SceneProgram
    let engine: LayoutEngine
    let framebuffer: Framebuffer

    /// The scene at `path`; nil, with a line naming `bench`, when it does not load.
    init?(_ path: String, bench: String) {
        // A render raises malloc's mmap and trim thresholds before its first frame (AnimKit FramePipeline,
        // AllocatorTuning): without them each stress frame's large blocks (its placed leaves, display items) were
        // new pages again, ~100 page faults a frame that no render takes (bench/README.md, stop 58).
        AllocatorTuning.apply()
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let program = try? SceneProgram(source: text, path: path)
        else {
            print("\(bench): \(path) failed to load")
            return nil
        }
        let h = program.header
        (self.text, self.program) = (text, program)
        engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale)
        framebuffer = Framebuffer(width: Int(h.width * h.scale), height: Int(h.height * h.scale))
    }
}
