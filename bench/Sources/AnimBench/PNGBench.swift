// PNGBench.swift: PNGWriter per 1080p frame at each compression level (issue #21: 74–87 ms per frame before), on the
// orbit scene at 1920×1080 and on the text frame; file sizes beside. One thread.

import Encode
import Foundation
import Geometry
import Layout
import Render
import Scene

func runPNGBench() {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("anim-png-\(getpid()).png").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    for name in ["scenes/orbit.scene", "bench/scenes/text50.scene"] {
        let path = root.appendingPathComponent(name).path
        let program = try! SceneProgram(source: try! String(contentsOfFile: path, encoding: .utf8), path: path)
        let h = program.header
        let scale = 1920 / h.width
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: scale)
        let fb = Framebuffer(width: 1920, height: Int(h.height * scale))
        Renderer().render(
            engine.displayList(of: try! program.view(time: 1, frame: 24)), background: h.background, into: fb)
        let settings: [(String, PNGCompression)] = [
            ("level 0", PNGCompression(level: 0)), ("level 1 up rle (sequence default)", .sequence),
            ("level 1 none", PNGCompression(level: 1, filter: .none)),
            ("level 1 sub", PNGCompression(level: 1, filter: .sub)), ("level 3", PNGCompression(level: 3)),
            ("level 6 adaptive (still default)", .still), ("level 9 adaptive", PNGCompression(level: 9)),
        ]
        for (label, compression) in settings {
            let t = try! time(runs: 5) {
                try PNGWriter.write(
                    rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow, to: scratch,
                    compression: compression)
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: scratch)[.size] as? Int) ?? 0
            print(
                String(
                    format: "png %@ %dx%d %@: min %.1f ms, median %.1f ms, %.0f KB",
                    (name as NSString).lastPathComponent, fb.width, fb.height, label, t.min, t.median,
                    Double(size) / 1024))
        }
    }
}
