// ShaderBench.swift: throughput of the MSL span evaluator (Shader, issue #16) on a ripple-class layerEffect, single
// thread, against a hand-written compiled Swift version of the same formula. Rule: docs/ARCHITECTURE.md (benchmarks:
// fixed inputs, median and minimum, Mpixel/s); the shader is seed 004's Ripple.metal (length, sin, normalize, max,
// layer.sample). Status: complete.
//
// Input: a fixed 1024×1024 premultiplied RGBA8 layer (gradients and a checker), scale 1, origin (512, 384),
// time 0.37, amplitude 12. Rows: the compiled span program; the same ripple written in Swift per pixel (libm
// `sinf`, the same bilinear read); the program's instruction count. Target (issue #16): ≥ 50 Mpx/s per core.

import Foundation
import Shader

let rippleSource = """
    #include <SwiftUI/SwiftUI_Metal.h>
    using namespace metal;

    [[ stitchable ]]
    half4 ripple(float2 position, SwiftUI::Layer layer, float2 origin, float time, float amp) {
        float distance = length(position - origin);
        float wave = sin(distance * 0.05 - time * 8.0) * amp;
        float2 dir = normalize(position - origin);
        float falloff = 1.0 / max(distance, 1.0);
        float2 displaced = position + dir * wave * falloff * 50.0;
        return layer.sample(displaced);
    }
    """

/// The ripple in plain compiled Swift: the bilinear read of the SwiftUI::Layer header (clamp, 4 taps) and sinf.
func handWrittenRipple(
    _ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int, origin: (Float, Float),
    time: Float, amp: Float
) {
    for y in 0..<h {
        for x in 0..<w {
            let px = Float(x) + 0.5
            let py = Float(y) + 0.5
            let dx = px - origin.0
            let dy = py - origin.1
            let d = (dx * dx + dy * dy).squareRoot()
            let wave = sinf(d * 0.05 - time * 8) * amp
            let k = wave * (1 / max(d, 1)) * 50
            let inv = 1 / d
            var tx = px + dx * inv * k - 0.5
            var ty = py + dy * inv * k - 0.5
            tx = tx.isNaN ? 0 : min(max(tx, 0), Float(w - 1))
            ty = ty.isNaN ? 0 : min(max(ty, 0), Float(h - 1))
            let x0 = Int(tx)
            let y0 = Int(ty)
            let x1 = min(x0 + 1, w - 1)
            let y1 = min(y0 + 1, h - 1)
            let fx = tx - Float(x0)
            let fy = ty - Float(y0)
            let o = dst + (y * w + x) * 4
            for c in 0..<4 {
                let a = Float(src[(y0 * w + x0) * 4 + c])
                let b = Float(src[(y0 * w + x1) * 4 + c])
                let e = Float(src[(y1 * w + x0) * 4 + c])
                let f = Float(src[(y1 * w + x1) * 4 + c])
                let top = a + (b - a) * fx
                let bottom = e + (f - e) * fx
                o[c] = UInt8(truncatingIfNeeded: Int32(top + (bottom - top) * fy + 0.5))  // in [0, 255]: no clamp needed
            }
        }
    }
}

/// Median and minimum of `runs` timings of `body` in this thread's CPU time (ms): on a shared machine wall time
/// also counts the time other processes hold the core.
func cpuTime(runs: Int, _ body: () -> Void) -> (median: Double, min: Double) {
    var samples: [Double] = []
    for _ in 0..<runs {
        var a = timespec()
        var b = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b)
        samples.append(Double(b.tv_sec - a.tv_sec) * 1e3 + Double(b.tv_nsec - a.tv_nsec) / 1e6)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0])
}

/// The output and source two row bands share: each band writes only its own rows.
struct SharedBands: @unchecked Sendable {
    let output: UnsafeMutablePointer<UInt8>
    let source: ShaderSourceImage
}

/// Runs the shader benchmarks and prints one line per case.
func runShaderBench() {
    let (w, h) = (1024, 1024)
    var layer = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
        for x in 0..<w {
            let o = (y * w + x) * 4
            layer[o] = UInt8(x * 255 / (w - 1))
            layer[o + 1] = UInt8(y * 255 / (h - 1))
            layer[o + 2] = (x / 32 + y / 32) % 2 == 0 ? 200 : 40
            layer[o + 3] = 255
        }
    }
    var out = [UInt8](repeating: 0, count: w * h * 4)
    let library = try! MetalLibrary.compile(
        files: [MetalSourceFile(path: "Ripple.metal", text: rippleSource)], readFile: { _ in nil })
    let function = library.function(named: "ripple")!
    let arguments: [ShaderArgument] = [.float2(512, 384), .float(0.37), .float(12)]
    let bindTime = time(runs: 20) { _ = try! function.bind(usage: .layerEffect, arguments: arguments) }
    let program = try! function.bind(usage: .layerEffect, arguments: arguments)
    let mpx = Double(w * h) / 1e6
    print("shader bench: ripple layerEffect 1024x1024, single thread, release build, thread CPU time")
    print(
        String(
            format:
                "ripple: bind (compile + specialise per frame)  median %.3f ms  min %.3f ms  (%d instructions per span)",
            bindTime.median, bindTime.min, program.instructionCount))
    let span = layer.withUnsafeBufferPointer { l in
        out.withUnsafeMutableBufferPointer { o in
            let source = ShaderSourceImage(
                pixels: l.baseAddress!, width: w, height: h, rowBytes: w * 4, userToTexel: .identity)
            return cpuTime(runs: 7) {
                program.run(
                    output: o.baseAddress!, rowBytes: w * 4, width: w, height: h, pixelToUser: .identity,
                    source: source, boundingRect: (0, 0, Double(w), Double(h)))
            }
        }
    }
    let spanOut = out
    // FNV-1a of the output: equal across builds means the evaluator's bytes did not change.
    let digest = spanOut.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    print("ripple: output FNV-1a \(String(digest, radix: 16))")
    // Two threads, each a band of rows (what the renderer does per tile band): wall time, so the speed-up shows.
    let wall = layer.withUnsafeBufferPointer { l in
        out.withUnsafeMutableBufferPointer { o in
            let source = ShaderSourceImage(
                pixels: l.baseAddress!, width: w, height: h, rowBytes: w * 4, userToTexel: .identity)
            let output = o.baseAddress!
            let one = time(runs: 7) {
                program.run(
                    output: output, rowBytes: w * 4, width: w, height: h, pixelToUser: .identity, source: source,
                    boundingRect: (0, 0, Double(w), Double(h)))
            }
            let shared = SharedBands(output: output, source: source)
            let two = time(runs: 7) {
                DispatchQueue.concurrentPerform(iterations: 2) { band in
                    program.run(
                        output: shared.output, rowBytes: w * 4, width: w, height: h,
                        rows: (band * h / 2)..<((band + 1) * h / 2), pixelToUser: .identity, source: shared.source,
                        boundingRect: (0, 0, Double(w), Double(h)))
                }
            }
            return (one, two)
        }
    }
    for (label, t) in [("1 thread ", wall.0), ("2 threads", wall.1)] {
        print(
            "ripple: span evaluator, \(label) (wall)"
                + String(
                    format: "  median %7.2f ms (%6.1f Mpx/s)  min %7.2f ms (%6.1f Mpx/s)", t.median,
                    mpx / t.median * 1e3, t.min, mpx / t.min * 1e3))
    }
    let twoIdentical = out == spanOut
    print("ripple: 2-thread output byte-identical to 1 thread: \(twoIdentical)")
    print(
        String(
            format: "ripple: span evaluator       median %7.2f ms (%6.1f Mpx/s)  min %7.2f ms (%6.1f Mpx/s)",
            span.median, mpx / span.median * 1e3, span.min, mpx / span.min * 1e3))
    let hand = layer.withUnsafeBufferPointer { l in
        out.withUnsafeMutableBufferPointer { o in
            cpuTime(runs: 7) {
                handWrittenRipple(l.baseAddress!, o.baseAddress!, w, h, origin: (512, 384), time: 0.37, amp: 12)
            }
        }
    }
    print(
        String(
            format: "ripple: hand-written Swift   median %7.2f ms (%6.1f Mpx/s)  min %7.2f ms (%6.1f Mpx/s)",
            hand.median, mpx / hand.median * 1e3, hand.min, mpx / hand.min * 1e3))
    let differing = zip(spanOut, out).filter { abs(Int($0) - Int($1)) > 1 }.count
    if CommandLine.arguments.contains("--disassemble") { print(program.disassembly) }
    print("ripple: channels differing by more than 1 level between the two: \(differing) of \(out.count)")
}
