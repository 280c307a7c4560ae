// SourceOverTests.swift: the compositing bytes of every alpha over every destination value, through the public API.
// Rule: Composite/SourceOver.swift rule 1 (premultiplied src-over on encoded values, correctly rounded div255).
// Status: complete.

import Geometry
import Render
import Testing

struct SourceOverTests {
    let renderer = Renderer()

    @Test("the div255 of SourceOver.swift, (t + (t >> 8)) >> 8 with t = x + 128, is round(x / 255) on 0…255²")
    func div255IsCorrectlyRounded() {
        var mismatches = 0
        for x in 0...(255 * 255) {
            let t = x + 128
            if (t + (t >> 8)) >> 8 != RenderTestSupport.div255(x) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("a full-coverage fill of every alpha 0…255 over grey levels gives the reference bytes")
    func everyAlphaOverEveryGrey() {
        // One 1-px-wide column per alpha; the destination is an opaque grey, then a translucent premultiplied one.
        let framebuffer = Framebuffer(width: 256, height: 1)
        var wrong: [String] = []
        for grey in stride(from: 0, through: 255, by: 5) {
            for destinationAlpha in [1.0, 0.5] {
                let background = Color(r8: grey, g8: 255 - grey, b8: grey / 2, opacity: destinationAlpha)
                framebuffer.clear(to: background)
                let d = framebuffer[0, 0]
                for a in 0...255 {
                    let color = Color(r8: 250, g8: 128, b8: 3, opacity: Double(a) / 255)
                    renderer.fill(
                        Path(rect: Rect(x: Double(a), y: 0, width: 1, height: 1)), color: color, into: framebuffer)
                    let expected = RenderTestSupport.expectedPixel(color, coverage: 255, over: d)
                    if RenderTestSupport.pixel(framebuffer, a, 0) != expected {
                        wrong.append(
                            "grey \(grey) alpha \(a): \(RenderTestSupport.pixel(framebuffer, a, 0)) vs \(expected)")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test(
        "solid spans of every width 1…40 (vector body and scalar tail) blend every pixel alike",
        arguments: [0.2, 0.5, 0.93, 1.0])
    func spanWidths(opacity: Double) {
        let framebuffer = Framebuffer(width: 64, height: 41)
        framebuffer.clear(to: Color(r8: 30, g8: 60, b8: 90, opacity: 0.8))
        let d = framebuffer[0, 0]
        let color = Color(r8: 17, g8: 200, b8: 133, opacity: opacity)
        for width in 1...40 {
            renderer.fill(
                Path(rect: Rect(x: 3, y: Double(width), width: Double(width), height: 1)), color: color,
                into: framebuffer)
        }
        let expected = RenderTestSupport.expectedPixel(color, coverage: 255, over: d)
        let background = RenderTestSupport.pixel(framebuffer, 0, 0)
        for width in 1...40 {
            for x in 0..<64 {
                let inside = x >= 3 && x < 3 + width
                #expect(RenderTestSupport.pixel(framebuffer, x, width) == (inside ? expected : background))
            }
        }
    }

    @Test("partial coverage scales the source before src-over: a 0.375 px sliver over grey levels")
    func partialCoverage() {
        let framebuffer = Framebuffer(width: 8, height: 4)
        let color = Color(r8: 250, g8: 100, b8: 0, opacity: 0.75)
        for grey in stride(from: 0, through: 255, by: 15) {
            framebuffer.clear(to: Color(r8: grey, g8: grey, b8: grey))
            // x from 2.0 to 2.375 on every row: coverage round(0.375 · 255) = round(95.625) = 96.
            renderer.fill(Path(rect: Rect(x: 2, y: 0, width: 0.375, height: 4)), color: color, into: framebuffer)
            let g = UInt8(grey)
            #expect(
                RenderTestSupport.pixel(framebuffer, 2, 1)
                    == RenderTestSupport.expectedPixel(color, coverage: 96, over: (g, g, g, 255)))
            #expect(RenderTestSupport.pixel(framebuffer, 3, 1) == [g, g, g, 255])
        }
    }
}
