// RendererTests.swift: `Renderer.render` / `Renderer.fill` produce the exact bytes the coverage and blend rules give.
// Rule: Raph Levien, "Inside the fastest font renderer in the world", 2016; font-rs src/raster.rs (exact-area,
// non-zero), Composite/SourceOver.swift rule 1; seed 000 (the 120 × 60 marker at (340, 195) on 800 × 450);
// docs/ARCHITECTURE.md (deterministic). Status: complete.

import Geometry
import Render
import Testing

struct RendererTests {
    let renderer = Renderer()

    @Test("a 120×60 rect at integer coordinates has exact coverage: fill colour inside, background outside")
    func integerRectIsExact() {
        // Seed 000's marker at its unmodified position: centre (400, 225), so origin (340, 195).
        let background = Color(r8: 14, g8: 16, b8: 24)
        let fill = Color(r8: 26, g8: 204, b8: 191)
        let framebuffer = Framebuffer(width: 800, height: 450)
        let list = DisplayList(items: [
            DisplayItem(path: Path(rect: Rect(x: 340, y: 195, width: 120, height: 60)), color: fill)
        ])
        renderer.render(list, background: background, into: framebuffer)
        let inside: [UInt8] = [26, 204, 191, 255]
        let outside: [UInt8] = [14, 16, 24, 255]
        var wrong = 0
        for y in 0..<450 {
            for x in 0..<800 {
                let expected = (340..<460).contains(x) && (195..<255).contains(y) ? inside : outside
                if RenderTestSupport.pixel(framebuffer, x, y) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test("a rect edge at x = 10.25 covers its column 75 %: coverage byte 191, blended by the formula")
    func quarterPixelEdge() {
        let background = Color.white
        let fill = Color(r8: 200, g8: 40, b8: 10)
        let framebuffer = Framebuffer(width: 64, height: 32)
        framebuffer.clear(to: background)
        renderer.fill(Path(rect: Rect(x: 10.25, y: 4, width: 30, height: 20)), color: fill, into: framebuffer)
        // round(0.75 · 255) = round(191.25) = 191.
        let edge = RenderTestSupport.expectedPixel(fill, coverage: 191, over: (255, 255, 255, 255))
        let full = RenderTestSupport.expectedPixel(fill, coverage: 255, over: (255, 255, 255, 255))
        // Source scaled by 191/255: round(149.8) = 150, round(29.96) = 30, round(7.49) = 7, alpha 191; inverse 64.
        #expect(edge == [214, 94, 71, 255])
        for y in 4..<24 {
            #expect(RenderTestSupport.pixel(framebuffer, 10, y) == edge)
            #expect(RenderTestSupport.pixel(framebuffer, 11, y) == full)
            // Right edge at 40.25: column 40 is 25 % covered, round(63.75) = 64.
            #expect(
                RenderTestSupport.pixel(framebuffer, 40, y)
                    == RenderTestSupport.expectedPixel(fill, coverage: 64, over: (255, 255, 255, 255)))
            #expect(RenderTestSupport.pixel(framebuffer, 9, y) == [255, 255, 255, 255])
            #expect(RenderTestSupport.pixel(framebuffer, 41, y) == [255, 255, 255, 255])
        }
        #expect(RenderTestSupport.pixel(framebuffer, 20, 3) == [255, 255, 255, 255])
        #expect(RenderTestSupport.pixel(framebuffer, 20, 24) == [255, 255, 255, 255])
    }

    @Test(
        "a rotated rectangle's coverage centroid is its centre (±0.001 px) and its area w·h (±0.01 %)",
        arguments: [17.0, 30.0, 45.0, 71.3])
    func rotatedRectMoments(degrees: Double) {
        let center = Point(x: 400.37, y: 225.61)
        let size = Size(width: 200, height: 120)
        let coverage = RenderTestSupport.coverageBytes(
            of: RenderTestSupport.rotatedRect(center: center, size: size, degrees: degrees), width: 800, height: 450)
        var area = 0.0
        var mx = 0.0
        var my = 0.0
        for y in 0..<450 {
            for x in 0..<800 {
                let a = Double(coverage[y * 800 + x]) / 255
                area += a
                mx += a * (Double(x) + 0.5)
                my += a * (Double(y) + 0.5)
            }
        }
        #expect(abs(area - 24000) <= 2.4, "area \(area)")
        #expect(abs(mx / area - center.x) <= 0.001, "centroid x \(mx / area)")
        #expect(abs(my / area - center.y) <= 0.001, "centroid y \(my / area)")
    }

    @Test("a half-transparent colour src-over gives the exact expected bytes")
    func halfTransparentSourceOver() {
        let background = Color(r8: 14, g8: 16, b8: 24)
        let fill = Color(r8: 250, g8: 140, b8: 30, opacity: 0.5)
        let framebuffer = Framebuffer(width: 100, height: 50)
        let list = DisplayList(items: [
            DisplayItem(path: Path(rect: Rect(x: 10, y: 10, width: 60, height: 20)), color: fill)
        ])
        renderer.render(list, background: background, into: framebuffer)
        // Premultiplied source: round(250 · .5) = 125, round(140 · .5) = 70, round(30 · .5) = 15, alpha
        // round(127.5) = 128; inverse 127: 14 → round(14 · 127 / 255) = 7, 16 → 8, 24 → 12, 255 → 127.
        let expected: [UInt8] = [125 + 7, 70 + 8, 15 + 12, 128 + 127]
        #expect(RenderTestSupport.expectedPixel(fill, coverage: 255, over: (14, 16, 24, 255)) == expected)
        for (x, y) in [(10, 10), (35, 20), (69, 29)] {
            #expect(RenderTestSupport.pixel(framebuffer, x, y) == expected)
        }
        #expect(RenderTestSupport.pixel(framebuffer, 70, 20) == [14, 16, 24, 255])
    }

    @Test("two overlapping half-transparent fills composite in list order")
    func paintOrder() {
        let a = Color(red: 1, green: 0, blue: 0, opacity: 0.6)
        let b = Color(red: 0, green: 0, blue: 1, opacity: 0.3)
        let framebuffer = Framebuffer(width: 40, height: 40)
        let list = DisplayList(items: [
            DisplayItem(path: Path(rect: Rect(x: 0, y: 0, width: 30, height: 30)), color: a),
            DisplayItem(path: Path(rect: Rect(x: 10, y: 10, width: 30, height: 30)), color: b),
        ])
        renderer.render(list, background: .white, into: framebuffer)
        let afterA = RenderTestSupport.expectedPixel(a, coverage: 255, over: (255, 255, 255, 255))
        let afterB = RenderTestSupport.expectedPixel(
            b, coverage: 255, over: (afterA[0], afterA[1], afterA[2], afterA[3]))
        #expect(RenderTestSupport.pixel(framebuffer, 5, 5) == afterA)
        #expect(RenderTestSupport.pixel(framebuffer, 20, 20) == afterB)
    }

    @Test("rendering the same list twice gives identical bytes")
    func deterministic() {
        let list = DisplayList(items: [
            DisplayItem(
                path: Path(ellipseIn: Rect(x: 100.3, y: 50.7, width: 300.2, height: 200.9)),
                color: Color(red: 0.2, green: 0.6, blue: 0.9, opacity: 0.7)),
            DisplayItem(
                path: RenderTestSupport.star(center: Point(x: 400.5, y: 225.25), points: 7, outer: 150, inner: 60),
                color: Color(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.55)),
        ])
        let first = Framebuffer(width: 800, height: 450)
        let second = Framebuffer(width: 800, height: 450)
        renderer.render(list, background: .white, into: first)
        renderer.render(list, background: .white, into: second)
        #expect(first.bytes == second.bytes)
    }

    @Test("the 1000-rectangle stress frame renders identically twice and equals painting the items one by one")
    func stressFrame() {
        let list = RenderTestSupport.stressList()
        let first = Framebuffer(width: 1920, height: 1080)
        let second = Framebuffer(width: 1920, height: 1080)
        renderer.render(list, background: .white, into: first)
        renderer.render(list, background: .white, into: second)
        #expect(first.bytes == second.bytes)
        // `render` cuts bands from the topmost item's first row, each `fill` from its own item's: same bytes
        // wherever band boundaries fall (CoverageAccumulator+Bands.swift rule 3).
        let oneByOne = Framebuffer(width: 1920, height: 1080)
        oneByOne.clear(to: .white)
        for item in list.items { renderer.fill(item.path, color: item.color, into: oneByOne) }
        #expect(first.bytes == oneByOne.bytes)
        // The frame is not trivially empty: most pixels changed.
        let changed = stride(from: 0, to: first.byteCount, by: 4).filter {
            first.pixels[$0] != 255 || first.pixels[$0 + 1] != 255 || first.pixels[$0 + 2] != 255
        }.count
        #expect(changed > 1920 * 1080 / 2)
    }

    @Test("concurrent renders on different framebuffers give the same bytes as a serial render")
    func concurrentRenders() async {
        let list = RenderTestSupport.stressList()
        let reference = Framebuffer(width: 1920, height: 1080)
        renderer.render(list, background: .white, into: reference)
        let expected = reference.bytes
        let renderer = self.renderer
        let results = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let framebuffer = Framebuffer(width: 1920, height: 1080)
                    renderer.render(list, background: .white, into: framebuffer)
                    return framebuffer.bytes
                }
            }
            var all: [[UInt8]] = []
            for await bytes in group { all.append(bytes) }
            return all
        }
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0 == expected })
    }
}
