// ClipMaskTests.swift: a group's clip, bounds and mask multiply its layer with a fill's exact-area coverage.
// Rule: DisplayList/DisplayGroup.swift step 2; Composite/Layer.swift rule 3; Raph Levien, "Inside the fastest font
// renderer in the world", 2016; font-rs src/raster.rs (exact-area coverage); OpenSwiftUI DisplayListViewModel.swift,
// ShadowEffect.swift and GraphicsFilter.swift; Apple: View.compositingGroup() —
// developer.apple.com/documentation/swiftui/view/compositinggroup() (`clipShape`, `mask`, drawingGroup clipped to its
// bounds). Status: complete.

import Geometry
import Render
import Testing

struct ClipMaskTests {
    let renderer = Renderer()
    let background = Color(r8: 14, g8: 16, b8: 24)
    let colour = Color(r8: 250, g8: 140, b8: 31, opacity: 0.9)

    func render(_ items: [DisplayItem]) -> Framebuffer {
        let framebuffer = Framebuffer(width: 120, height: 80)
        renderer.render(DisplayList(items: items), background: background, into: framebuffer)
        return framebuffer
    }

    /// A rect covering the whole frame, painted in `colour`.
    var cover: DisplayItem {
        DisplayItem(path: Path(rect: Rect(x: -10, y: -10, width: 140, height: 100)), color: colour)
    }

    @Test("clipShape(Circle): the clipped layer has exactly the bytes of a fill of the circle; outside is untouched")
    func clipToCircle() {
        let circle = Path(ellipseIn: Rect(x: 30.3, y: 10.7, width: 60.4, height: 60.4))
        let clipped = render([DisplayItem(group: DisplayGroup(items: [cover], clip: circle))])
        let filled = render([DisplayItem(path: circle, color: colour)])
        #expect(clipped.bytes == filled.bytes)
        #expect(RenderTestSupport.pixel(clipped, 5, 5) == [14, 16, 24, 255])
        // Boundary pixels carry partial coverage: some pixel differs from both the fill colour and the background.
        let inside = RenderTestSupport.expectedPixel(colour, coverage: 255, over: (14, 16, 24, 255))
        let partial = (0..<80).contains { y in
            (0..<120).contains { x in
                let p = RenderTestSupport.pixel(clipped, x, y)
                return p != inside && p != [14, 16, 24, 255]
            }
        }
        #expect(partial)
    }

    @Test("drawing-group bounds at fractional edges clip like a fill of the bounds rect")
    func boundsClip() {
        let bounds = Rect(x: 20.5, y: 10.25, width: 50.2, height: 30.5)
        let clipped = render([DisplayItem(group: DisplayGroup(items: [cover], bounds: bounds))])
        let filled = render([DisplayItem(path: Path(rect: bounds), color: colour)])
        #expect(clipped.bytes == filled.bytes)
    }

    @Test("mask: the mask's rendered alpha multiplies the layer, div255(v · alpha) per channel")
    func mask() {
        let maskItems = [
            DisplayItem(
                path: Path(ellipseIn: Rect(x: 10.5, y: 5.5, width: 70, height: 60)),
                color: Color(white: 1, opacity: 0.5)),
            DisplayItem(
                path: RenderTestSupport.star(center: Point(x: 80, y: 40), points: 5, outer: 35, inner: 15),
                color: .black),
        ]
        let masked = render([DisplayItem(group: DisplayGroup(items: [cover], mask: maskItems))])
        let alpha = Framebuffer(width: 120, height: 80)
        renderer.render(DisplayList(items: maskItems), background: .clear, into: alpha)
        let p = colour.premultipliedRGBA8
        let source = [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        var wrong = 0
        for y in 0..<80 {
            for x in 0..<120 {
                let k = Int(alpha[x, y].a)
                let s = source.map { RenderTestSupport.div255($0 * k) }
                let d = [14, 16, 24, 255]
                let expected = (0..<4).map { UInt8(s[$0] + RenderTestSupport.div255(d[$0] * (255 - s[3]))) }
                if RenderTestSupport.pixel(masked, x, y) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test("clip then blur: the clipped circle is blurred (clip is step 2, blur step 3), and the blur leaves the circle")
    func clipBeforeBlur() {
        let circle = Path(ellipseIn: Rect(x: 40, y: 20, width: 40, height: 40))
        let f = render([DisplayItem(group: DisplayGroup(items: [cover], blur: 3, clip: circle))])
        // Just outside the circle (x = 82 at the centre row) the blur has spread some colour; far away none.
        #expect(f[82, 40].r > 14 && f[82, 40].r < 200)
        #expect(RenderTestSupport.pixel(f, 100, 40) == [14, 16, 24, 255])
    }
}
