// TextBench.swift: issue #5's text-heavy frame: 50 lines of mixed text (Latin, numbers, Hebrew, CJK, emoji) at
// 1920×1080, laid out and rendered cold (first frame: fontconfig lookups, shaping, outlines) and warm (caches hot).

import Foundation
import Geometry
import Layout
import Render
import Scene

func runTextBench() {
    let lines = (0..<50).map { i in
        "        Text(\"Line \(i): The quick brown fox 0123456789 שלום 你好 🎉 \\(frame)\").font(.system(size: 15))"
    }
    let source = """
        scene(width: 1920, height: 1080, fps: 30, duration: 1, background: .white)
        VStack(alignment: .leading, spacing: 2) {
        \(lines.joined(separator: "\n"))
        }
        """
    guard let program = try? SceneProgram(source: source, path: "text-bench.scene") else {
        print("text bench: scene failed to load")
        return
    }
    let engine = LayoutEngine(canvas: Size(width: 1920, height: 1080), scale: 1)
    let fb = Framebuffer(width: 1920, height: 1080)
    func frame(_ i: Int) {
        guard let view = try? program.view(time: Double(i) / 30, frame: i) else { return }
        Renderer().render(engine.displayList(of: view), background: .white, into: fb)
    }
    let cold = time(runs: 1) { frame(0) }
    // The text changes every frame (`\(frame)`), so warm frames reshape one short run per line but reuse the
    // font lookups and glyph outlines.
    var i = 1
    let warm = time(runs: 20) {
        frame(i)
        i += 1
    }
    let same = time(runs: 20) { frame(1) }
    let uncached = CoverageCache.$current.withValue(nil) { time(runs: 20) { frame(1) } }
    let view = try! program.view(time: 1 / 30, frame: 1)
    let list = engine.displayList(of: view)
    let evalLayout = time(runs: 20) { _ = engine.displayList(of: try! program.view(time: 1 / 30, frame: 1)) }
    let rasterOnly = time(runs: 20) { Renderer().render(list, background: .white, into: fb) }
    print(String(format: "text 50 lines 1920x1080: cold %.2f ms; warm (text changes) median %.2f ms min %.2f ms; "
        + "unchanged frame median %.2f ms min %.2f ms (eval+layout min %.2f ms, raster min %.2f ms); "
        + "unchanged without the coverage cache median %.2f ms min %.2f ms", cold.median, warm.median, warm.min,
        same.median, same.min, evalLayout.min, rasterOnly.min, uncached.median, uncached.min))
}
