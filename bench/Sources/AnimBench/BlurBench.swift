// BlurBench.swift: timing of the Gaussian blur of a group's layer (Render, Effects/GaussianBlur.swift),
// single-threaded. Rule: docs/ARCHITECTURE.md (benchmarks: fixed inputs, an empty baseline, median and minimum per op,
// Mpixel/s); W3C Filter Effects, feGaussianBlur; Getreuer, "A Survey of Gaussian Convolution Algorithms", IPOL 2013 (a
// full 1080p layer is the blur's worst case). Status: complete.
//
// Input: the stress frame of RasterBench (1000 rotated rectangles, 1920×1080, SplitMix64 seed 0x5EED) wrapped in
// one group, so the layer is the whole frame plus the kernel's margin. Rows:
// - baseline: the group at opacity 0.999 (so it is a real layer: painted, faded and composited) without blur;
// - σ = 4 and σ = 20: the same group also blurred (σ = 4 at full resolution, σ = 20 downsampled 2×,
//   Effects/GaussianBlur.swift rule 3). The blur's own cost is the row minus the baseline; Mpx/s counts the
//   frame's pixels over that cost.

import Foundation
import Geometry
import Render

/// Runs the blur benchmarks and prints one line per case.
func runBlurBench() {
    let renderer = Renderer()
    let stress = rasterBenchStressList().items
    let cases: [(name: String, sigma: Double, iterations: Int)] = [
        ("layer, no blur (baseline)", 0, 30),
        ("layer, blur σ = 4", 4, 20),
        ("layer, blur σ = 20", 20, 10),
    ]
    print("blur bench: Renderer.render of a full-frame group, single thread, release build")
    let framebuffer = Framebuffer(width: 1920, height: 1080)
    var baseline = 0.0
    for c in cases {
        let group = DisplayGroup(items: stress, opacity: 0.999, blur: c.sigma)
        let list = DisplayList(items: [DisplayItem(group: group)])
        renderer.render(list, background: .white, into: framebuffer)
        let t = time(runs: c.iterations) { renderer.render(list, background: .white, into: framebuffer) }
        if c.sigma == 0 { baseline = t.median }
        let label = c.name.padding(toLength: 28, withPad: " ", startingAt: 0)
        let blur = t.median - baseline
        print(
            label
                + String(
                    format: " 1920x1080  median %7.2f ms  min %7.2f ms  blur alone (median − baseline) %7.2f ms"
                        + "  %7.1f Mpx/s",
                    t.median, t.min, blur, blur > 0 ? 1920 * 1080 / 1e6 / (blur / 1e3) : 0))
    }
}
