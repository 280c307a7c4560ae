// ClippingTests.swift: paths that leave the framebuffer, degenerate and non-finite input, and the non-zero rule.
// Rule: Raster/LineBuffer+Clip.swift steps 1–4; Raph Levien, "Inside the fastest font renderer in the world", 2016;
// font-rs src/raster.rs (non-zero winding). Status: complete.

import Geometry
import Render
import Testing

struct ClippingTests {
    let renderer = Renderer()

    /// Coverage bytes of `path` on a `width` × `height` frame.
    func coverage(_ path: Path, _ width: Int = 40, _ height: Int = 40) -> [UInt8] {
        RenderTestSupport.coverageBytes(of: path, width: width, height: height)
    }

    @Test("a rect whose right side lies on or beyond the frame's right edge still covers up to that edge")
    func rightEdgeClipped() {
        // Found while writing these tests: the only stored segment was the left edge, so the window had no columns.
        for right in [40.0, 41.5, 1e9] {
            let c = coverage(Path(rect: Rect(x: 10, y: 10, width: right - 10, height: 30)))
            #expect(c[20 * 40 + 9] == 0)
            #expect(c[20 * 40 + 10] == 255)
            #expect(c[20 * 40 + 39] == 255)
            #expect(c[39 * 40 + 39] == 255)
        }
    }

    @Test("negative coordinates: the visible part of a rect at (−50.5, −20.25) has exact edge coverage")
    func negativeCoordinates() {
        let c = coverage(Path(rect: Rect(x: -50.5, y: -20.25, width: 100, height: 60)), 64, 48)
        // x from −50.5 to 49.5, y from −20.25 to 39.75.
        #expect(c[0] == 255)
        #expect(c[10 * 64 + 48] == 255)
        #expect(c[10 * 64 + 49] == 128)  // round(0.5 · 255) = round(127.5) = 128 (half to even)
        #expect(c[10 * 64 + 50] == 0)
        #expect(c[39 * 64 + 10] == 191)  // round(0.75 · 255) = 191
        #expect(c[39 * 64 + 49] == 96)  // round(0.375 · 255) = round(95.625) = 96
        #expect(c[40 * 64 + 10] == 0)
        // The same rect on a 40 × 40 frame crosses both vertical edges: every row down to 39 is covered edge to edge.
        let narrow = coverage(Path(rect: Rect(x: -50.5, y: -20.25, width: 100, height: 60)))
        #expect(narrow[0..<(39 * 40)].allSatisfy { $0 == 255 })
        #expect(narrow[(39 * 40)...].allSatisfy { $0 == 191 })
    }

    @Test("a path entirely outside the frame, on any side, changes nothing")
    func entirelyOutside() {
        for r in [
            Rect(x: -30, y: 5, width: 20, height: 20), Rect(x: 45, y: 5, width: 20, height: 20),
            Rect(x: 5, y: -30, width: 20, height: 20), Rect(x: 5, y: 45, width: 20, height: 20),
        ] {
            #expect(coverage(Path(rect: r)).allSatisfy { $0 == 0 })
        }
    }

    @Test("huge finite coordinates fill the frame exactly and do not crash")
    func hugeCoordinates() {
        #expect(coverage(Path(rect: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))).allSatisfy { $0 == 255 })
        let wide = Path(elements: [
            .move(Point(x: -1e18, y: 10)), .line(Point(x: 20.5, y: 10)),
            .line(Point(x: 20.5, y: 1e18)), .line(Point(x: -1e18, y: 1e18)), .close,
        ])
        #expect(
            coverage(wide).enumerated().allSatisfy {
                let (x, y) = ($0.offset % 40, $0.offset / 40)
                return $0.element == (y < 10 || x > 20 ? 0 : x == 20 ? 128 : 255)
            })
        // A circle of radius 1e7 whose leftmost point is at x = 20.25: locally a vertical edge.
        let circle = coverage(Path(ellipseIn: Rect(x: 20.25, y: 20 - 1e7, width: 2e7, height: 2e7)))
        #expect(circle[20 * 40 + 19] == 0)
        #expect(circle[20 * 40 + 20] == 191)
        #expect(circle[20 * 40 + 21] == 255)
        // Extreme magnitudes near Double's limit: anything, but no crash.
        _ = coverage(
            Path(elements: [
                .move(Point(x: -1.7e308, y: -1.7e308)), .line(Point(x: 1.7e308, y: 20)),
                .cubic(Point(x: 1e308, y: 1.7e308), Point(x: -1.7e308, y: 1e308), Point(x: 5, y: -1.7e308)),
            ]))
    }

    @Test("paths with NaN or infinite coordinates draw nothing")
    func nonFinite() {
        let bad: [Path] = [
            Path(elements: [.move(Point(x: 1, y: 1)), .line(Point(x: .nan, y: 30)), .line(Point(x: 30, y: 30))]),
            Path(elements: [.move(Point(x: 1, y: 1)), .line(Point(x: .infinity, y: 30)), .line(Point(x: 1, y: 30))]),
            Path(elements: [
                .move(Point(x: 1, y: 1)), .cubic(Point(x: 5, y: -.infinity), Point(x: 9, y: 9), Point(x: 30, y: 30)),
            ]),
        ]
        for path in bad {
            #expect(coverage(path).allSatisfy { $0 == 0 })
        }
    }

    @Test("empty, degenerate and invisible fills change nothing")
    func degenerate() {
        let framebuffer = Framebuffer(width: 16, height: 16)
        framebuffer.clear(to: Color(r8: 1, g8: 2, b8: 3))
        let before = framebuffer.bytes
        renderer.fill(Path(), color: .white, into: framebuffer)
        renderer.fill(Path(rect: Rect(x: 3, y: 3, width: 0, height: 9)), color: .white, into: framebuffer)
        renderer.fill(
            Path(elements: [.move(Point(x: 2, y: 2)), .line(Point(x: 9, y: 9))]), color: .white, into: framebuffer)
        renderer.fill(Path(rect: Rect(x: 2, y: 2, width: 9, height: 9)), color: .clear, into: framebuffer)
        #expect(framebuffer.bytes == before)
    }

    @Test("non-zero winding: same-direction overlap is covered once, an opposite inner contour is a hole")
    func nonZeroWinding() {
        var twice = Path(rect: Rect(x: 5, y: 5, width: 20, height: 20))
        for element in Path(rect: Rect(x: 15, y: 15, width: 20, height: 20)).elements {
            switch element {
            case .move(let p): twice.move(to: p)
            case .line(let p): twice.line(to: p)
            case .cubic(let a, let b, let p): twice.cubic(to: p, control1: a, control2: b)
            case .close: twice.close()
            }
        }
        let overlap = coverage(twice)
        #expect(overlap[20 * 40 + 20] == 255)
        #expect(overlap[10 * 40 + 10] == 255)
        #expect(overlap[30 * 40 + 30] == 255)
        #expect(overlap[10 * 40 + 30] == 0)

        var ring = Path(rect: Rect(x: 5, y: 5, width: 30, height: 30))
        ring.move(to: Point(x: 15, y: 15))  // counter-clockwise inner square
        ring.line(to: Point(x: 15, y: 25))
        ring.line(to: Point(x: 25, y: 25))
        ring.line(to: Point(x: 25, y: 15))
        ring.close()
        let hole = coverage(ring)
        #expect(hole[20 * 40 + 20] == 0)
        #expect(hole[10 * 40 + 10] == 255)
    }

    @Test("open subpaths are closed by the fill")
    func openSubpathIsClosed() {
        let open = Path(elements: [
            .move(Point(x: 5, y: 5)), .line(Point(x: 35, y: 5)), .line(Point(x: 35, y: 35)),
            .line(Point(x: 5, y: 35)),
        ])
        #expect(coverage(open) == coverage(Path(rect: Rect(x: 5, y: 5, width: 30, height: 30))))
    }

    @Test("frames one pixel wide or high: full, half and empty coverage")
    func tinyFrames() {
        for (width, height) in [(1, 1), (3, 1), (1, 3), (5, 2)] {
            #expect(
                coverage(Path(rect: Rect(x: -2, y: -2, width: 10, height: 10)), width, height).allSatisfy { $0 == 255 })
            let half = coverage(Path(rect: Rect(x: -2, y: -2, width: 2.5, height: 10)), width, height)
            for y in 0..<height {
                #expect(half[y * width] == 128)
                #expect(half[(y * width + 1)..<((y + 1) * width)].allSatisfy { $0 == 0 })
            }
            #expect(
                coverage(Path(rect: Rect(x: 0.2, y: 0.2, width: 0, height: 0.5)), width, height).allSatisfy { $0 == 0 })
        }
    }
}
