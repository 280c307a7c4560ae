// RasterBench.swift: timing of the software rasteriser (Render.Renderer) on two fixed frames, single-threaded.
// Rule: docs/ARCHITECTURE.md (benchmarks: fixed inputs, median and minimum per op, Mpixel/s); Swift Forums:
// forums.swift.org/t/huge-performance-hit-from-exclusive-memory-access-checks/54374. Status: complete.
//
// Frames:
// - stress: 1920×1080, 1000 anti-aliased rotated rectangles, sizes 20–200 px, random sRGB colours with opacity
//   0.2–1, all drawn from SplitMix64 seeded with 0x5EED (deterministic: the same frame on every run).
// - markers: 800×450 on (14, 16, 24), the two 120×60 markers of seed 000 (orange: .offset(x: 160) then
//   .rotationEffect(30°); teal: .rotationEffect(30°) then .offset(x: 160)), laid out about (400, 225).
// Each frame is rendered (clear + all fills) `iterations` times after one warm-up; the table reports ms per frame and
// frame pixels per second.

import Foundation
import Geometry
import Render

/// Runs the rasteriser benchmarks and prints one line per frame.
func runRasterBench() {
    let renderer = Renderer()
    let cases: [(name: String, width: Int, height: Int, list: DisplayList, background: Color, iterations: Int)] = [
        ("stress 1000 rotated rects", 1920, 1080, rasterBenchStressList(), .white, 60),
        ("markers (seed 000)", 800, 450, rasterBenchMarkerList(), Color(r8: 14, g8: 16, b8: 24), 2000),
    ]
    print("raster bench: Renderer.render, single thread, release build")
    for c in cases {
        let framebuffer = Framebuffer(width: c.width, height: c.height)
        renderer.render(c.list, background: c.background, into: framebuffer)
        var samples: [Double] = []
        samples.reserveCapacity(c.iterations)
        for _ in 0..<c.iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.render(c.list, background: c.background, into: framebuffer)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let minimum = samples[0]
        let megapixels = Double(c.width * c.height) / 1e6
        let label = c.name.padding(toLength: 28, withPad: " ", startingAt: 0)
        print(
            label
                + String(
                    format: " %5dx%-5d items %5d  median %8.3f ms  min %8.3f ms  %8.1f Mpx/s (median)",
                    c.width, c.height, c.list.items.count, median, minimum, megapixels / (median / 1e3)))
    }
}

// MARK: - Inputs

/// The stress frame: 1000 rotated rectangles on 1920×1080 (SplitMix64, seed 0x5EED).
func rasterBenchStressList() -> DisplayList {
    var rng = RasterBenchSplitMix64(seed: 0x5EED)
    var items: [DisplayItem] = []
    for _ in 0..<1000 {
        let cx = rng.unit() * 1920
        let cy = rng.unit() * 1080
        let w = 20 + rng.unit() * 180
        let h = 20 + rng.unit() * 180
        let angle = Angle(degrees: rng.unit() * 360)
        let color = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), opacity: 0.2 + 0.8 * rng.unit())
        let path = Path(rect: Rect(x: -w / 2, y: -h / 2, width: w, height: h))
            .applying(AffineTransform(rotation: angle).concatenating(AffineTransform(translationX: cx, y: cy)))
        items.append(DisplayItem(path: path, color: color))
    }
    return DisplayList(items: items)
}

/// Seed 000's two markers on the 800×450 canvas (centre (400, 225), 120×60, 30°, offset 160).
func rasterBenchMarkerList() -> DisplayList {
    let marker = Rect(x: -60, y: -30, width: 120, height: 60)
    let rotate = AffineTransform(rotation: .degrees(30))
    let shift = AffineTransform(translationX: 160, y: 0)
    let place = AffineTransform(translationX: 400, y: 225)
    let orange = Path(rect: marker).applying(shift.concatenating(rotate).concatenating(place))
    let teal = Path(rect: marker).applying(rotate.concatenating(shift).concatenating(place))
    return DisplayList(items: [
        DisplayItem(path: orange, color: Color(r8: 250, g8: 140, b8: 31)),
        DisplayItem(path: teal, color: Color(r8: 26, g8: 204, b8: 191)),
    ])
}

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny seeded generator, so the bench frame never changes.
struct RasterBenchSplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1) with 53 random bits.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
