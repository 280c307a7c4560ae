// WorkersBench.swift: `AnimBench workers FILE [FRAMES]`, the CPU a frame costs when two render threads share one
// SceneProgram (its IR, FrameMemo and memoized views, as AnimKit's FramePipeline runs them) against two threads with
// a program each and one thread alone (issue #21, heavy end to end). Every reference-counted object two threads
// both retain and release moves its cache line between their cores at each count; a program per thread shares
// none of the evaluation's. Each thread renders every other frame (evaluation, layout and raster into its own
// framebuffer) after a warm-up pass; the figure is the threads' CPU time (CLOCK_THREAD_CPUTIME_ID) summed over the
// frames, per frame, the minimum of five passes, beside the pass's wall time.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Synchronization

func runWorkersBench(path: String, frames count: Int) {
    guard let scene = BenchScene(path, bench: "workers") else { return }
    func load() -> SceneProgram { try! SceneProgram(source: scene.text, path: path) }
    let header = scene.program.header
    func pass(_ programs: [SceneProgram], threads: Int, carries: [LayoutCarry], fbs: [Framebuffer]) -> (
        cpu: Double, wall: Double
    ) {
        let cpu = WorkerTimes(threads)
        let group = DispatchGroup()
        let start = DispatchTime.now().uptimeNanoseconds
        for t in 0..<threads {
            group.enter()
            let (program, carry, fb) = (programs[t % programs.count], carries[t % carries.count], fbs[t])
            let thread = Thread {
                cpu.set(t, renderShare(program, header, count, start: t, step: threads, carry: carry, fb: fb))
                group.leave()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        group.wait()
        return (cpu.total / Double(count), Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    let (w, h) = (scene.framebuffer.width, scene.framebuffer.height)
    let cases: [(String, Int, Int)] = [
        ("one thread", 1, 1), ("two threads, one program", 2, 1), ("two threads, a program each", 2, 2),
    ]
    for (name, threads, programCount) in cases {
        let programs = (0..<programCount).map { _ in load() }
        let carries = (0..<programCount).map { _ in LayoutCarry() }
        let fbs = (0..<threads).map { _ in Framebuffer(width: w, height: h) }
        _ = pass(programs, threads: threads, carries: carries, fbs: fbs)  // warm-up: memo, carries, caches
        var best = (cpu: Double.infinity, wall: Double.infinity)
        for _ in 0..<5 {
            let r = pass(programs, threads: threads, carries: carries, fbs: fbs)
            best = (min(best.cpu, r.cpu), min(best.wall, r.wall))
        }
        print(
            String(
                format: "workers %@, %d frames: %.3f ms CPU per frame (min of 5), pass wall %.1f ms",
                name, count, best.cpu, best.wall))
    }
}

/// One thread's CPU time per worker of a pass, written by the workers and read after they finish.
private final class WorkerTimes: Sendable {
    private let values: Mutex<[Double]>
    init(_ count: Int) { values = Mutex([Double](repeating: 0, count: count)) }
    func set(_ i: Int, _ value: Double) { values.withLock { $0[i] = value } }
    var total: Double { values.withLock { $0.reduce(0, +) } }
}

/// Renders frames `start, start + step, …` of `count` with `program`; returns this thread's CPU time in ms.
private func renderShare(
    _ program: SceneProgram, _ header: SceneHeader, _ count: Int, start: Int, step: Int, carry: LayoutCarry,
    fb: Framebuffer
) -> Double {
    let engine = LayoutEngine(
        canvas: Size(width: header.width, height: header.height), scale: header.scale, carry: carry)
    return cpuTime(runs: 1) {
        for i in stride(from: start, to: count, by: step) {
            // The tree freed before the raster, as AnimKit SceneFrames frees it.
            let list = engine.displayList(of: try! program.view(time: Double(i) / 30, frame: i))
            Renderer().render(list, background: header.background, into: fb)
        }
    }.min
}
