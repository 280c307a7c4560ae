// ConvertBench.swift: `AnimBench convert` — RGBA → yuv420p per frame, anim's YCbCr420Converter against libswscale
// (SwscaleYCbCr420, the encoder's old path), on the heavy scene's frame 24 at 800×450 and 1920×1080, both chroma
// filters; one thread, min and median of 7 runs of 40 conversions in the thread's CPU time (`cpuTime`: the build
// machine is shared) and the wall-time minimum (issue #21 item 6). Also checks both give the same bytes.

import Encode
import Foundation
import Geometry
import Layout
import Render
import Scene

func runConvertBench() {
    let path = root.appendingPathComponent("bench/scenes/heavy.scene").path
    let program = try! SceneProgram(source: try! String(contentsOfFile: path, encoding: .utf8), path: path)
    let h = program.header
    for width in [800, 1920] {
        let scale = Double(width) / h.width
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: scale)
        let fb = Framebuffer(width: width, height: Int(h.height * scale))
        Renderer().render(
            engine.displayList(of: try! program.view(time: 1, frame: 24)), background: h.background, into: fb)
        let (w, ht) = (fb.width, fb.height)
        let (cw, ch) = ((w + 1) / 2, (ht + 1) / 2)
        var ours = [UInt8](repeating: 0, count: w * ht + 2 * cw * ch)
        var theirs = ours
        for filter in [YCbCr420Converter.ChromaFilter.bilinear, .area] {
            let own = YCbCr420Converter(width: w, height: ht, filter: filter)
            let swscale = try! SwscaleYCbCr420(width: w, height: ht, filter: filter)
            let repeats = 40
            func own40(_ p: UnsafeMutablePointer<UInt8>) {
                for _ in 0..<repeats {
                    own.convert(
                        rgba: fb.pixels, bytesPerRow: fb.bytesPerRow, luma: p, lumaStride: w, cb: p + w * ht,
                        cbStride: cw, cr: p + w * ht + cw * ch, crStride: cw)
                }
            }
            func swscale40(_ p: UnsafeMutablePointer<UInt8>) {
                for _ in 0..<repeats {
                    try! swscale.convert(
                        rgba: fb.pixels, bytesPerRow: fb.bytesPerRow, luma: p, lumaStride: w, cb: p + w * ht,
                        cbStride: cw, cr: p + w * ht + cw * ch, crStride: cw)
                }
            }
            let (cpuOwn, wallOwn) = ours.withUnsafeMutableBufferPointer { out in
                (cpuTime(runs: 7) { own40(out.baseAddress!) }, time(runs: 7) { own40(out.baseAddress!) })
            }
            let (cpuSws, wallSws) = theirs.withUnsafeMutableBufferPointer { out in
                (cpuTime(runs: 7) { swscale40(out.baseAddress!) }, time(runs: 7) { swscale40(out.baseAddress!) })
            }
            let n = Double(repeats)
            print(
                String(
                    format:
                        "convert heavy %dx%d %@: YCbCr420Converter CPU min %.3f ms, median %.3f ms, wall min %.3f ms; "
                        + "swscale CPU min %.3f ms, median %.3f ms, wall min %.3f ms; CPU %.2fx; same bytes: %@",
                    w, ht, "\(filter)", cpuOwn.min / n, cpuOwn.median / n, wallOwn.min / n, cpuSws.min / n,
                    cpuSws.median / n, wallSws.min / n, cpuSws.min / cpuOwn.min, ours == theirs ? "yes" : "NO"))
        }
    }
}
