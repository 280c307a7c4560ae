// ErrorPlot.swift: error per frame over a scene, drawn without text (text rendering is not available yet; the HTML
// page carries the numbers and the legend).
// Rule: issue #8 ("an error-per-frame plot"). Encoding:
// 1. One column per frame, left to right, on a dark ground (24, 26, 32); a faint grid line every 10 frames.
// 2. Bar height: differing pixels on a log scale, log₁₀(1 + n) / log₁₀(1 + total pixels), so one pixel is visible
//    and the full frame reaches the top. Red for frames failing the tolerance, amber for frames that changed within
//    it; identical frames get a 2-px grey stub.
// 3. A white dot per changed frame at height maxDifference / 255 (linear).
// 4. A magenta triangle above the worst frame.
// 5. A changed frame the golden keeps no reference for has no figures: a blue hollow box on the baseline, so it is
//    seen without being drawn as a difference of any size (issue #20).
// Status: complete.

import Encode
import Foundation
import Geometry
import Measure
import Render

/// Draws the per-frame error plot of a scene comparison.
public enum ErrorPlot {
    /// Plot height in pixels (the drawing area; margins are added).
    public static let plotHeight = 160
    /// Margin around the plot area.
    public static let margin = 16

    /// The plot of `comparison` for frames of `pixelsPerFrame` pixels each.
    public static func render(_ comparison: SceneComparison, pixelsPerFrame: Int) -> Framebuffer {
        let count = max(1, comparison.frames.count)
        let column = max(2, min(16, 960 / count))
        let width = 2 * margin + count * column
        let height = 2 * margin + plotHeight
        let fb = Framebuffer(width: width, height: height)
        fb.clear(to: Color(r8: 24, g8: 26, b8: 32))
        let base = margin + plotHeight
        let grid = Color(r8: 60, g8: 62, b8: 70)
        fb.fill(x: margin, y: base, width: count * column, height: 1, color: grid)
        for f in stride(from: 0, to: count, by: 10) {
            fb.fill(x: margin + f * column, y: margin, width: 1, height: plotHeight, color: grid)
        }
        let full = log10(1 + Double(max(1, pixelsPerFrame)))
        let worst = comparison.worst?.frame
        for (i, frame) in comparison.frames.enumerated() {
            let x = margin + i * column
            let barWidth = max(1, column - 1)
            guard !frame.digestMatches else {
                fb.fill(x: x, y: base - 2, width: barWidth, height: 2, color: Color(r8: 110, g8: 112, b8: 120))
                continue
            }
            guard let metrics = frame.metrics else {
                // Step 5: no reference, so nothing measured: a blue hollow box on the baseline, never a bar.
                let blue = Color(r8: 90, g8: 150, b8: 255)
                let side = min(8, max(3, barWidth))
                let x0 = x + (barWidth - side) / 2
                fb.fill(x: x0, y: base - side - 1, width: side, height: 1, color: blue)
                fb.fill(x: x0, y: base - 2, width: side, height: 1, color: blue)
                fb.fill(x: x0, y: base - side - 1, width: 1, height: side, color: blue)
                fb.fill(x: x0 + side - 1, y: base - side - 1, width: 1, height: side, color: blue)
                continue
            }
            let colour = frame.passes ? Color(r8: 240, g8: 170, b8: 40) : Color(r8: 230, g8: 60, b8: 50)
            let n = metrics.pixels.differingPixels
            let barHeight = max(2, Int((Double(plotHeight) * log10(1 + Double(n)) / full).rounded()))
            fb.fill(x: x, y: base - barHeight, width: barWidth, height: barHeight, color: colour)
            do {
                let d = metrics.pixels.maxDifference
                let y = base - Int((Double(plotHeight) * Double(d) / 255).rounded())
                fb.fill(x: x + barWidth / 2 - 1, y: y - 1, width: 3, height: 3, color: .white)
            }
            if frame.frame == worst {
                var p = Path()
                let cx = Double(x) + Double(barWidth) / 2
                p.move(to: Point(x: cx - 5, y: 2))
                p.line(to: Point(x: cx + 5, y: 2))
                p.line(to: Point(x: cx, y: Double(margin) - 4))
                p.close()
                Renderer().fill(p, color: Color(red: 1, green: 0, blue: 1), into: fb)
            }
        }
        return fb
    }
}
