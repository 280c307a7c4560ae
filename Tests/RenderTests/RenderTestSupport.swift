// RenderTestSupport.swift: shared inputs and read-outs for the Render tests: coverage images, the reference blend
// formula, and the seeded stress scene. Status: complete.

import Foundation
import Geometry
import Render
import TestSupport

/// Helpers shared by the Render test suites.
enum RenderTestSupport {
    /// The fast path's 8-bit coverage of `path`: white filled over transparent black, read back as alpha.
    static func coverageBytes(of path: Path, width: Int, height: Int) -> [UInt8] {
        let framebuffer = Framebuffer(width: width, height: height)
        framebuffer.clear(to: .clear)
        Renderer().fill(path, color: .white, into: framebuffer)
        let bytes = framebuffer.bytes
        return (0..<(width * height)).map { bytes[$0 * 4 + 3] }
    }

    /// round(x / 255) in exact arithmetic (Composite/SourceOver.swift rule 1).
    static func div255(_ x: Int) -> Int { (2 * x + 255) / 510 }

    /// The expected pixel of `color` at 8-bit `coverage` src-over `destination` (SourceOver.swift rule 1).
    static func expectedPixel(
        _ color: Color, coverage: Int, over destination: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    ) -> [UInt8] {
        let p = color.premultipliedRGBA8
        let source = [Int(p.r), Int(p.g), Int(p.b), Int(p.a)].map { div255($0 * coverage) }
        let inverse = 255 - source[3]
        let d = [destination.r, destination.g, destination.b, destination.a].map(Int.init)
        return (0..<4).map { UInt8(source[$0] + div255(d[$0] * inverse)) }
    }

    /// The bytes of the pixel at (x, y) as an array, for `#expect` comparisons.
    static func pixel(_ framebuffer: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let p = framebuffer[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    /// The stress frame of bench/Sources/AnimBench/RasterBench.swift: 1000 rectangles 20–200 px, rotated by any angle,
    /// random colours with opacity 0.2–1 on 1920×1080 (SplitMix64, seed 0x5EED).
    static func stressList() -> DisplayList {
        var rng = SplitMix64(seed: 0x5EED)
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

    /// A rectangle of `size` centred on `center`, rotated by `degrees` about its centre.
    static func rotatedRect(center: Point, size: Size, degrees: Double) -> Path {
        Path(rect: Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
            .applying(
                AffineTransform(rotation: .degrees(degrees))
                    .concatenating(AffineTransform(translationX: center.x, y: center.y)))
    }

    /// A star with `points` tips, alternating radii `outer` and `inner`, first tip straight up (concave, simple).
    static func star(center: Point, points: Int, outer: Double, inner: Double) -> Path {
        var path = Path()
        for i in 0..<(2 * points) {
            let angle = Double(i) * .pi / Double(points) - .pi / 2
            let r = i % 2 == 0 ? outer : inner
            let p = Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return path
    }
}
