// CoverageCacheTests.swift: a frame painted from cached coverage masks has exactly the bytes of painting it anew.
// Rule: Raster/CoverageCache.swift rules 1–5, Raster/CoverageMask.swift rules 1–3. Status: complete.

import Foundation
import Geometry
import Synchronization
import Testing

@testable import Render

struct CoverageCacheTests {
    /// Curved, many-element outlines: stars (one even-odd, one crossing the right and bottom edges, one wholly left of
    /// the frame), a ring of cubics, translucent and opaque colours, over a rect that is not cached (too few elements).
    static func list(shift: Double = 0) -> DisplayList {
        var items: [DisplayItem] = [
            DisplayItem(
                path: Path(rect: Rect(x: 3.3, y: 2.7, width: 150, height: 90)), color: Color(r8: 30, g8: 60, b8: 90))
        ]
        let stars: [(Point, Double, Color, Bool)] = [
            (Point(x: 60.25 + shift, y: 50.5), 40, Color(r8: 200, g8: 30, b8: 40), false),
            (Point(x: 130.7 + shift, y: 70.1), 45, Color(red: 0.1, green: 0.8, blue: 0.3, opacity: 0.6), true),
            (Point(x: 245.3 + shift, y: 118.9), 50, Color(r8: 250, g8: 220, b8: 10), false),
            (Point(x: -80 + shift, y: 40), 30, Color(r8: 10, g8: 10, b8: 200), false),
        ]
        for (center, radius, color, evenOdd) in stars {
            var item = DisplayItem(
                path: RenderTestSupport.star(center: center, points: 11, outer: radius, inner: radius * 0.4),
                color: color)
            item.evenOdd = evenOdd
            items.append(item)
        }
        var ring = Path()
        for i in 0..<24 {
            let a = Double(i) * .pi / 12
            let p = Point(x: 120 + shift + 30 * cos(a), y: 60.3 + 30 * sin(a))
            if i == 0 { ring.move(to: p) }
            ring.cubic(
                to: Point(x: 120 + shift + 30 * cos(a + .pi / 12), y: 60.3 + 30 * sin(a + .pi / 12)),
                control1: Point(x: p.x + 4, y: p.y - 3), control2: Point(x: p.x + 2.5, y: p.y + 5))
        }
        ring.close()
        items.append(DisplayItem(path: ring, color: Color(red: 0.9, green: 0.5, blue: 0.1, opacity: 0.5)))
        return DisplayList(items: items)
    }

    static func render(_ list: DisplayList, cache: CoverageCache?) -> [UInt8] {
        let framebuffer = Framebuffer(width: 260, height: 130)
        CoverageCache.$current.withValue(cache) {
            Renderer().render(list, background: .white, into: framebuffer)
        }
        return framebuffer.bytes
    }

    @Test("first sight, mask made, mask reused: all three frames equal the uncached bytes; a colour change still hits")
    func cachedFramesAreExact() {
        let cache = CoverageCache(byteLimit: 1 << 20)
        let list = Self.list()
        let expected = Self.render(list, cache: nil)
        for _ in 0..<3 { #expect(Self.render(list, cache: cache) == expected) }
        let s = cache.statistics
        // Five outlines qualify (4 stars and the ring; the rect has 5 elements); the off-frame star draws nothing.
        #expect(s.masksMade == 4)
        #expect(s.hits == 4)
        var recoloured = list
        for i in recoloured.items.indices { recoloured.items[i].color = Color(r8: 5, g8: 90, b8: 250) }
        #expect(Self.render(recoloured, cache: cache) == Self.render(recoloured, cache: nil))
        #expect(cache.statistics.hits == 8)
    }

    @Test("outlines that recur are masked the first time they are drawn, and the frames stay exact")
    func recurringOutlinesMaskedAtOnce() {
        let cache = CoverageCache(byteLimit: 1 << 20)
        var list = Self.list()
        for i in list.items.indices { list.items[i].recurs = true }
        let expected = Self.render(list, cache: nil)
        #expect(Self.render(list, cache: cache) == expected)
        #expect(cache.statistics.masksMade == 4)
        #expect(cache.statistics.hits == 0)
        #expect(Self.render(list, cache: cache) == expected)
        #expect(cache.statistics.masksMade == 4)
        #expect(cache.statistics.hits == 4)
    }

    @Test("an outline moved by a quarter pixel is a different key, never a false hit")
    func movedOutlineMisses() {
        let cache = CoverageCache(byteLimit: 1 << 20)
        for _ in 0..<2 { _ = Self.render(Self.list(), cache: cache) }
        let moved = Self.list(shift: 0.25)
        #expect(Self.render(moved, cache: cache) == Self.render(moved, cache: nil))
        #expect(cache.statistics.hits == 0)
    }

    @Test("the byte budget holds: least recently used masks go, frames stay exact")
    func budgetEvicts() {
        let cache = CoverageCache(byteLimit: 40_000)
        for shift in stride(from: 0.0, to: 8, by: 1) {
            let list = Self.list(shift: shift)
            let expected = Self.render(list, cache: nil)
            for _ in 0..<3 { #expect(Self.render(list, cache: cache) == expected) }
            #expect(cache.statistics.bytes <= 40_000)
        }
        #expect(cache.statistics.evictions > 0)
    }

    @Test("four threads sharing one cache paint the same bytes as one thread without it")
    func threadsShareTheCache() {
        let cache = CoverageCache(byteLimit: 1 << 20)
        let lists = (0..<4).map { Self.list(shift: Double($0) * 0.5) }
        let expected = lists.map { Self.render($0, cache: nil) }
        let results = Mutex(Array(repeating: [[UInt8]](), count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { t in
            var mine: [[UInt8]] = []
            for i in 0..<12 { mine.append(Self.render(lists[(t + i) % 4], cache: cache)) }
            results.withLock { $0[t] = mine }
        }
        for t in 0..<4 {
            for (i, bytes) in results.withLock({ $0[t] }).enumerated() { #expect(bytes == expected[(t + i) % 4]) }
        }
        #expect(cache.statistics.hits > 0)
    }
}
