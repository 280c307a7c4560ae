// AllocBench.swift: `AnimBench alloc SCENE [FRAMES]`, the C-heap allocations of a scene's frames after warm-up in an
// optimised build (issue #21: no steady-state allocation per frame): evaluation + layout + display list per view,
// then the raster per frame (the same frames' lists painted again after a warm-up pass over them), as
// SteadyStateAllocationTests (LayoutTests) counts them in the test build. The counter is the test-only
// CAllocCounter (Tests/CAllocCounter), preloaded as a shared library by `bench/alloc-count`; it is found with dlsym
// (RTLD_DEFAULT is a null handle on glibc), so AnimBench never links it and no other benchmark is counted or slowed.

import Geometry
import Glibc
import Layout
import Render
import Scene

func runAllocBench(path: String, frames count: Int) {
    typealias Start = @convention(c) () -> Void
    typealias StopInto = @convention(c) (UnsafeMutablePointer<Int64>) -> Void
    guard let startSymbol = dlsym(nil, "alloc_counter_start"), let stopSymbol = dlsym(nil, "alloc_counter_stop_into")
    else {
        print("alloc: the counter is not loaded (run bench/alloc-count, which preloads it)")
        return
    }
    let start = unsafeBitCast(startSymbol, to: Start.self)
    let stopInto = unsafeBitCast(stopSymbol, to: StopInto.self)
    func counting(_ body: () -> Void) -> (allocations: Int64, bytes: Int64, largest: Int64) {
        var out: [Int64] = [0, 0, 0, 0]
        start()
        body()
        out.withUnsafeMutableBufferPointer { stopInto($0.baseAddress!) }
        return (out[0], out[1], out[3])
    }
    guard let scene = BenchScene(path, bench: "alloc") else { return }
    let (program, engine, h) = (scene.program, scene.engine, scene.program.header)
    func view(_ i: Int) -> ViewNode { try! program.view(time: Double(i) / 30, frame: i) }
    for i in 0..<count { _ = engine.displayList(of: view(i)) }
    var items = 0
    let pass = counting {
        for i in 0..<count { items += engine.displayList(of: view(i)).items.count }
    }
    let lists = (0..<count).map { engine.displayList(of: view($0)) }
    let fb = scene.framebuffer
    for list in lists { Renderer().render(list, background: h.background, into: fb) }
    let raster = counting {
        for list in lists { Renderer().render(list, background: h.background, into: fb) }
    }
    let n = Double(count)
    print(
        "alloc \(path), \(count) frames after warm-up: eval + layout + display list "
            + "\(Double(pass.allocations) / Double(items)) allocations and \(Double(pass.bytes) / Double(items)) bytes "
            + "per view (\(items / count) views); raster \(Double(raster.allocations) / n) allocations and "
            + "\(Double(raster.bytes) / n) bytes per frame, largest block \(raster.largest) bytes (frame buffer \(fb.width * fb.height * 4) bytes)"
    )
}
