// SceneBench.swift: a scene's cost per frame in one thread (issue #21): evaluation + layout + raster, the raster
// alone (the same frames' display lists, built beforehand), evaluation + layout alone, and evaluation alone; then
// evaluation alone with the frame-invariant table off (SceneProgram `memoizesInvariants: false`), the before/after of
// FrameMemo in one run. Each is the minimum over three passes of the mean over the frames (the whole frame and the
// raster alone: nine passes each, in turn); a second line gives the same figures in the thread's CPU time
// (ShaderBench's cpuTime, CLOCK_THREAD_CPUTIME_ID; min of five passes), which other processes on a shared machine
// disturb far less than wall time.

import Foundation
import Geometry
import Layout
import Render
import Scene

func runSceneBench(path: String, frames count: Int) {
    guard let scene = BenchScene(path, bench: "scene bench"),
        let uncached = try? SceneProgram(source: scene.text, path: path, memoizesInvariants: false)
    else { return }
    let (text, program, engine, fb) = (scene.text, scene.program, scene.engine, scene.framebuffer)
    let h = program.header
    let fps = 30.0
    // One pass over the frames as a render run makes it: a program loaded anew, every frame once (cold caches). Its
    // lines are printed last (bench/run-peers reads the first line).
    var coldLines: [String] = []
    defer { for line in coldLines { print(line) } }
    if let cold = try? SceneProgram(source: text, path: path) {
        var t0 = timespec()
        var t1 = timespec()
        var firstEnd = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0)
        var marks: [timespec] = []
        func mark() {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            marks.append(t)
        }
        for i in 0..<count {
            if i < 2 { mark() }
            let node = try! cold.view(time: Double(i) / fps, frame: i)
            if i < 2 { mark() }
            let list = engine.displayList(of: node)
            if i < 2 { mark() }
            Renderer().render(list, background: h.background, into: fb)
            if i < 2 { mark() }
            if i == 0 { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &firstEnd) }
        }
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1)
        func ms(_ a: timespec, _ b: timespec) -> Double {
            Double(b.tv_sec - a.tv_sec) * 1e3 + Double(b.tv_nsec - a.tv_nsec) / 1e6
        }
        coldLines.append(
            String(
                format: "  cold pass (new program, each frame once, thread CPU): first frame %.2f ms, the rest %.2f ms "
                    + "per frame", ms(t0, firstEnd), ms(firstEnd, t1) / Double(max(1, count - 1))))
        coldLines.append(
            String(
                format:
                    "  cold frames 0 and 1: eval %.2f / %.2f ms, layout + list %.2f / %.2f ms, raster %.2f / %.2f ms",
                ms(marks[0], marks[1]), ms(marks[4], marks[5]), ms(marks[1], marks[2]), ms(marks[5], marks[6]),
                ms(marks[2], marks[3]), ms(marks[6], marks[7])))
    }
    func view(_ i: Int) -> ViewNode { try! program.view(time: Double(i) / fps, frame: i) }
    /// Frame `i`'s display list, its view tree freed on return, before the raster (as AnimKit SceneFrames does).
    func frameList(_ i: Int) -> DisplayList { engine.displayList(of: view(i)) }
    var lists: [DisplayList] = []
    for i in 0..<count { lists.append(engine.displayList(of: view(i))) }  // also warms every cache
    // Whole frames and the raster alone in turn, nine passes of each, the minimum of each: timed one after the
    // other, each side's passes met a different phase of a shared machine's speed (bench/README.md, stop 55); with
    // five, one side's minimum still came from a slow phase in some runs (stop 58: whole over raster 1.15–1.23×
    // over five runs of one build).
    var wholeRuns: [Double] = []
    var rasterRuns: [Double] = []
    for _ in 0..<9 {
        wholeRuns.append(
            time(runs: 1) {
                for i in 0..<count { Renderer().render(frameList(i), background: h.background, into: fb) }
            }.min)
        rasterRuns.append(
            time(runs: 1) {
                for list in lists { Renderer().render(list, background: h.background, into: fb) }
            }.min)
    }
    let whole = (min: wholeRuns.min()!, median: wholeRuns.sorted()[4])
    let raster = (min: rasterRuns.min()!, median: rasterRuns.sorted()[4])
    let layout = time(runs: 3) {
        for i in 0..<count { _ = engine.displayList(of: view(i)) }
    }
    let eval = time(runs: 3) {
        for i in 0..<count { _ = view(i) }
    }
    let evalUncached = time(runs: 3) {
        for i in 0..<count { _ = try! uncached.view(time: Double(i) / fps, frame: i) }
    }
    let n = Double(count)
    let cpuWhole = cpuTime(runs: 5) {
        for i in 0..<count { Renderer().render(frameList(i), background: h.background, into: fb) }
    }
    let cpuRaster = cpuTime(runs: 5) {
        for list in lists { Renderer().render(list, background: h.background, into: fb) }
    }
    let cpuLayout = cpuTime(runs: 5) {
        for i in 0..<count { _ = engine.displayList(of: view(i)) }
    }
    let cpuEval = cpuTime(runs: 5) {
        for i in 0..<count { _ = view(i) }
    }
    // The whole frame's phases timed inside the whole-frame loop (thread CPU, min over 5 passes of each phase's sum):
    // eval, layout + display list, raster, and freeing (the frame's tree before the raster, as AnimKit SceneFrames
    // frees it, and its display list after). Against the lines above this says whether a phase costs more in a
    // whole frame than alone (a cold cache after the raster's 8 MB frame).
    // The same with the memo trace's priming off (SceneProgram.primesMemo, MemoTrace.prime) in alternate passes: what
    // reading the entries the frame will follow back into the cache saves evaluation after a raster.
    var phases = [Double](repeating: .infinity, count: 4)
    var unprimed = [Double](repeating: .infinity, count: 4)
    defer { program.primesMemo = true }
    for pass in 0..<10 {
        program.primesMemo = pass % 2 == 0
        var sums = [Double](repeating: 0, count: 4)
        for i in 0..<count {
            var t0 = timespec()
            var t1 = timespec()
            var t2 = timespec()
            var t3 = timespec()
            var t4 = timespec()
            var t5 = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0)
            var node: ViewNode? = view(i)
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1)
            var list: DisplayList? = engine.displayList(of: node!)
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t2)
            node = nil  // the tree freed before the raster
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t3)
            Renderer().render(list!, background: h.background, into: fb)
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t4)
            list = nil  // the list after it
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t5)
            _ = (node, list)
            func ms(_ a: timespec, _ b: timespec) -> Double {
                Double(b.tv_sec - a.tv_sec) * 1e3 + Double(b.tv_nsec - a.tv_nsec) / 1e6
            }
            sums[0] += ms(t0, t1)
            sums[1] += ms(t1, t2)
            sums[2] += ms(t3, t4)
            sums[3] += ms(t2, t3) + ms(t4, t5)
        }
        for k in 0..<4 {
            if program.primesMemo {
                phases[k] = min(phases[k], sums[k])
            } else {
                unprimed[k] = min(unprimed[k], sums[k])
            }
        }
    }
    defer {
        print(
            String(
                format: "  phases inside whole frames (thread CPU per frame, min of 5): eval %.2f ms (memo not primed "
                    + "%.2f ms); layout + display list %.2f ms; raster %.2f ms; freeing %.2f ms",
                phases[0] / n, unprimed[0] / n, phases[1] / n, phases[2] / n, phases[3] / n))
    }
    defer {
        print(
            String(
                format: "  thread CPU time per frame, min of 5: whole %.2f ms; raster %.2f ms; eval+layout %.2f ms; "
                    + "eval %.2f ms; layout (difference) %.2f ms",
                cpuWhole.min / n, cpuRaster.min / n, cpuLayout.min / n, cpuEval.min / n,
                (cpuLayout.min - cpuEval.min) / n))
    }
    print(
        String(
            format: "scene %@ %dx%d, %d frames, 1 thread: whole frame min %.2f ms; raster only min %.2f ms; "
                + "eval+layout min %.2f ms, of which eval min %.2f ms (per frame); eval without FrameMemo min %.2f ms",
            (path as NSString).lastPathComponent, fb.width, fb.height, count, whole.min / n, raster.min / n,
            layout.min / n, eval.min / n, evalUncached.min / n))
}
