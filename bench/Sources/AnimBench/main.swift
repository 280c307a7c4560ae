// main.swift (AnimBench): the benchmarks of issue #2, release-built: rasteriser kernels, the strokes of issue #15,
// text, the blur of issue #7, then the orbit scene's render-only, encode-only and end-to-end cost with peak memory.
// Inputs are fixed; bench/README.md records results.

import Encode
import Foundation
import Geometry
import Layout
import Render
import Scene
import Timeline

/// Median and minimum of `runs` timings of `body`, in milliseconds.
func time(runs: Int, _ body: () throws -> Void) rethrows -> (median: Double, min: Double) {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0])
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let orbitPath = root.appendingPathComponent("scenes/orbit.scene").path

// `AnimBench blur` runs the blur cases alone (they take a few seconds; the rest takes about a minute).
if CommandLine.arguments.dropFirst().first == "blur" {
    runBlurBench()
    exit(0)
}
// `AnimBench stroke` runs the stroke cases alone (issue #15).
if CommandLine.arguments.dropFirst().first == "stroke" {
    runStrokeBench()
    exit(0)
}
// `AnimBench shader` runs the shader evaluator's cases alone (issue #16).
if CommandLine.arguments.dropFirst().first == "shader" {
    runShaderBench()
    exit(0)
}
// `AnimBench text` runs the text cases alone (issues #5, #21).
// `AnimBench scene FILE [FRAMES]` times a scene per frame (issue #21): eval + layout + raster, and raster alone.
if CommandLine.arguments.dropFirst().first == "scene", CommandLine.arguments.count >= 3 {
    runSceneBench(path: CommandLine.arguments[2], frames: Int(CommandLine.arguments.dropFirst(3).first ?? "") ?? 30)
    exit(0)
}
// `AnimBench scene-profile FILE [FRAMES]`: evaluation + layout of FRAMES frames (after a warm-up) for callgrind.
if CommandLine.arguments.dropFirst().first == "scene-profile", CommandLine.arguments.count >= 3 {
    runSceneProfile(path: CommandLine.arguments[2], frames: Int(CommandLine.arguments.dropFirst(3).first ?? "") ?? 10)
    exit(0)
}
// `AnimBench scene-profile-whole FILE [FRAMES]`: whole frames, evaluation + layout counted apart (SceneProfile.swift).
if CommandLine.arguments.dropFirst().first == "scene-profile-whole", CommandLine.arguments.count >= 3 {
    runSceneProfileWhole(
        path: CommandLine.arguments[2], frames: Int(CommandLine.arguments.dropFirst(3).first ?? "") ?? 10)
    exit(0)
}
// `AnimBench workers FILE [FRAMES]`: CPU per frame on two render threads sharing one program, a program each, and
// one thread alone (WorkersBench.swift).
if CommandLine.arguments.dropFirst().first == "workers", CommandLine.arguments.count >= 3 {
    runWorkersBench(path: CommandLine.arguments[2], frames: Int(CommandLine.arguments.dropFirst(3).first ?? "") ?? 72)
    exit(0)
}
// `AnimBench alloc FILE [FRAMES]`: C-heap allocations after warm-up, with the counter preloaded (bench/alloc-count).
if CommandLine.arguments.dropFirst().first == "alloc", CommandLine.arguments.count >= 3 {
    runAllocBench(path: CommandLine.arguments[2], frames: Int(CommandLine.arguments.dropFirst(3).first ?? "") ?? 100)
    exit(0)
}
// `AnimBench convert` times RGBA → yuv420p: YCbCr420Converter against swscale (issue #21 item 6).
if CommandLine.arguments.dropFirst().first == "convert" {
    runConvertBench()
    exit(0)
}
// `AnimBench png` times PNGWriter on 1080p frames per compression level (issue #21).
if CommandLine.arguments.dropFirst().first == "png" {
    runPNGBench()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "text" {
    runTextBench()
    exit(0)
}
runRasterBench()
runStrokeBench()
runTextBench()
runBlurBench()
runShaderBench()

// MARK: - Orbit: render only (one thread), encode only, end to end

let program = try SceneProgram(source: try String(contentsOfFile: orbitPath, encoding: .utf8), path: orbitPath)
let header = program.header
let frameCount = header.fps.frameCount(forDuration: header.duration ?? Rational(0))
let (w, h) = (Int(header.width * header.scale), Int(header.height * header.scale))
let engine = LayoutEngine(canvas: Size(width: header.width, height: header.height), scale: header.scale)
let renderer = Renderer()
var frames: [Framebuffer] = (0..<frameCount).map { _ in Framebuffer(width: w, height: h) }

let render = time(runs: 5) {
    for i in 0..<frameCount {
        let view = try! program.view(time: header.fps.seconds(ofFrame: i), frame: i)
        renderer.render(engine.displayList(of: view), background: header.background, into: frames[i])
    }
}
print(
    String(
        format: "orbit %dx%d, %d frames: render only (1 thread)  median %.3f ms/frame  min %.3f ms/frame",
        w, h, frameCount, render.median / Double(frameCount), render.min / Double(frameCount)))

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("anim-bench-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }
for preset in ["medium", "veryfast"] {
    let encode = try time(runs: 3) {
        let settings = VideoSettings(
            width: w, height: h, frameRateNumerator: header.fps.framesPerSecond.numerator,
            frameRateDenominator: header.fps.framesPerSecond.denominator, preset: preset)
        let encoder = try VideoEncoder(path: scratch.appendingPathComponent("e.mp4").path, settings: settings)
        for fb in frames { try encoder.send(rgba: fb.pixels, bytesPerRow: fb.bytesPerRow) }
        try encoder.finish()
    }
    print(
        String(
            format: "orbit: encode only (libx264 %@, its own threads)  median %.3f ms/frame  min %.3f ms/frame",
            preset, encode.median / Double(frameCount), encode.min / Double(frameCount)))
}
frames.removeAll()

/// Runs the built `anim` binary; the best wall time of three runs. (Peak memory per run: bench/run measures it
/// with /usr/bin/time, since getrusage reports only the maximum over all children.)
func endToEnd(_ args: [String]) throws -> Double {
    let anim = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("anim")
    var best = Double.infinity
    for _ in 0..<3 {
        let p = Process()
        p.executableURL = anim
        p.arguments = args
        let start = DispatchTime.now().uptimeNanoseconds
        try p.run()
        p.waitUntilExit()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        guard p.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    }
    return best
}

for preset in ["medium", "veryfast"] {
    let ms = try endToEnd([
        "render", orbitPath, "-o", scratch.appendingPathComponent("o.mp4").path, "--quiet", "--preset", preset,
    ])
    print(
        String(
            format: "orbit: end to end `anim render --preset %@`  best of 3: %.0f ms (%.3f ms/frame)",
            preset, ms, ms / Double(frameCount)))
}
