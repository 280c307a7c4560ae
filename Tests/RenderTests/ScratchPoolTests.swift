// ScratchPoolTests.swift: after warm-up, frames take all their scratch (coverage cells and marks, segments, layers,
// blur planes, shadow planes) from the pool: nothing is allocated over 100 frames, and the bytes do not change.
// Rule: ScratchPool.swift rules 1–4; issue #21 (no steady-state allocation per frame). Status: complete.

import Geometry
import Testing

@testable import Render

struct ScratchPoolTests {
    /// A frame that uses every kind of scratch: a moving star (segments, cells), layers with opacity, a small blur
    /// (separable), a large blur (downsampled), a shadow, a clip and a mask; `t` moves and resizes things.
    static func list(_ t: Int) -> DisplayList {
        let dx = Double(t % 7) * 1.37
        let star = RenderTestSupport.star(center: Point(x: 60 + dx, y: 50), points: 9, outer: 40, inner: 15)
        let rect = RenderTestSupport.rotatedRect(
            center: Point(x: 150, y: 90), size: Size(width: 80 + dx, height: 50), degrees: Double(t) * 3)
        let disc = Path(ellipseIn: Rect(x: 100, y: 40, width: 100, height: 100))
        return DisplayList(items: [
            DisplayItem(path: star, color: Color(r8: 220, g8: 40, b8: 30)),
            DisplayItem(
                group: DisplayGroup(
                    items: [DisplayItem(path: rect, color: Color(r8: 20, g8: 120, b8: 220))], opacity: 0.7, blur: 1.5,
                    shadow: DropShadow(radius: 4, dx: 2, dy: 3))),
            DisplayItem(
                group: DisplayGroup(
                    items: [DisplayItem(path: star, color: .black)], blur: 14,
                    clip: Path(rect: Rect(x: 10, y: 10, width: 200 - dx, height: 120)))),
            DisplayItem(
                group: DisplayGroup(
                    items: [DisplayItem(path: rect, color: Color(r8: 250, g8: 200, b8: 0))],
                    mask: [DisplayItem(path: disc, color: .white)])),
        ])
    }

    static func render(_ t: Int, into framebuffer: Framebuffer) {
        Renderer().render(list(t), background: .white, into: framebuffer)
    }

    @Test("100 frames after warm-up allocate no scratch buffer and no byte; frames equal those from a fresh pool")
    func steadyStateAllocatesNothing() {
        let pool = ScratchPool(byteLimit: 64 << 20)
        let framebuffer = Framebuffer(width: 240, height: 160)
        let expected: [[UInt8]] = (0..<7).map { t in
            ScratchPool.$current.withValue(ScratchPool(byteLimit: 64 << 20)) {
                CoverageCache.$current.withValue(nil) {
                    Self.render(t, into: framebuffer)
                    return framebuffer.bytes
                }
            }
        }
        ScratchPool.$current.withValue(pool) {
            for t in 0..<14 { Self.render(t, into: framebuffer) }
            let warm = pool.statistics
            #expect(warm.allocations > 0)
            for t in 0..<100 {
                Self.render(t, into: framebuffer)
                if t < 7 { #expect(framebuffer.bytes == expected[t]) }
            }
            let after = pool.statistics
            #expect(after.allocations == warm.allocations)
            #expect(after.allocatedBytes == warm.allocatedBytes)
            #expect(after.reuses > warm.reuses)
        }
    }

    @Test("size classes: 4, 5, 6 or 7 × 2ᵏ bytes, at least 4 KiB, never less than asked")
    func sizeClasses() {
        #expect(ScratchPool.sizeClass(1) == 4096)
        #expect(ScratchPool.sizeClass(4097) == 5120)
        #expect(ScratchPool.sizeClass(8192) == 8192)
        #expect(ScratchPool.sizeClass(8193) == 10240)
        #expect(ScratchPool.sizeClass(1920 * 1080 * 4) == 8_388_608)
        for n in stride(from: 1, to: 10_000_000, by: 99_991) {
            let c = ScratchPool.sizeClass(n)
            #expect(c >= n && c <= max(4096, n + n / 4 + 1))
        }
    }
}
