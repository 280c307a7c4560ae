// DisplayGroupTests.swift: groups flatten before opacity (compositingGroup), nest, isolate blend modes, and leave
// lists without effects byte-identical. Rule: seed 002 (the avatars: per-leaf opacity vs `compositingGroup()`);
// OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift; Apple: View.compositingGroup() —
// developer.apple.com/documentation/swiftui/view/compositinggroup(); DisplayList/DisplayGroup.swift (order of
// operations, inlining); Composite/Layer.swift rule 1 (opacity = round(v · o) per premultiplied channel). Status:
// complete.

import Geometry
import Render
import Testing

struct DisplayGroupTests {
    let renderer = Renderer()

    /// round(v · o) on each premultiplied channel (Layer.swift rule 1).
    static func faded(_ p: [UInt8], _ o: Double) -> [UInt8] { p.map { UInt8((Double($0) * o).rounded()) } }

    /// Premultiplied `s` src-over premultiplied `d` (SourceOver.swift rule 1).
    static func over(_ s: [UInt8], _ d: [UInt8]) -> [UInt8] {
        (0..<4).map { UInt8(Int(s[$0]) + RenderTestSupport.div255(Int(d[$0]) * (255 - Int(s[3])))) }
    }

    static func premultiplied(_ c: Color) -> [UInt8] {
        let p = c.premultipliedRGBA8
        return [p.r, p.g, p.b, p.a]
    }

    func render(_ items: [DisplayItem], background: Color, width: Int = 120, height: Int = 80) -> Framebuffer {
        let framebuffer = Framebuffer(width: width, height: height)
        renderer.render(DisplayList(items: items), background: background, into: framebuffer)
        return framebuffer
    }

    @Test("seed 002 avatars: opacity 0.3 on a group flattens then fades; on each leaf the one behind shows through")
    func compositingGroupOpacity() {
        // Two opaque overlapping discs' worth of colour (squares here, so the overlap is a whole pixel region):
        // indigo then pink, on the seed's white background.
        let indigo = Color(r8: 88, g8: 86, b8: 214)
        let pink = Color(r8: 255, g8: 45, b8: 85)
        let back = Path(rect: Rect(x: 10, y: 10, width: 60, height: 60))
        let front = Path(rect: Rect(x: 50, y: 10, width: 60, height: 60))
        let white: [UInt8] = [255, 255, 255, 255]

        let grouped = render(
            [
                DisplayItem(
                    group: DisplayGroup(
                        items: [DisplayItem(path: back, color: indigo), DisplayItem(path: front, color: pink)],
                        opacity: 0.3))
            ], background: .white)
        // Flattened: the overlap is pink alone, then faded and composited once.
        let flattened = Self.over(Self.faded(Self.premultiplied(pink), 0.3), white)
        #expect(RenderTestSupport.pixel(grouped, 60, 40) == flattened)
        #expect(
            RenderTestSupport.pixel(grouped, 30, 40) == Self.over(Self.faded(Self.premultiplied(indigo), 0.3), white))

        let perLeaf = render(
            [DisplayItem(path: back, color: indigo.opacity(0.3)), DisplayItem(path: front, color: pink.opacity(0.3))],
            background: .white)
        // Per leaf: pink at 0.3 over indigo at 0.3 over white.
        let behind = RenderTestSupport.expectedPixel(indigo.opacity(0.3), coverage: 255, over: (255, 255, 255, 255))
        let leafValue = RenderTestSupport.expectedPixel(
            pink.opacity(0.3), coverage: 255, over: (behind[0], behind[1], behind[2], behind[3]))
        #expect(RenderTestSupport.pixel(perLeaf, 60, 40) == leafValue)
        // The difference the seed shows: the indigo disc shows through the pink one only without the group.
        #expect(flattened != leafValue)
        #expect(leafValue[1] < flattened[1])
    }

    @Test("nested groups: each group flattens its items, then its opacity applies once to the result")
    func nestedGroups() {
        let a = Color(r8: 250, g8: 20, b8: 20)
        let b = Color(r8: 20, g8: 20, b8: 250)
        let c = Color(r8: 20, g8: 200, b8: 20, opacity: 0.8)
        let inner = DisplayGroup(
            items: [
                DisplayItem(path: Path(rect: Rect(x: 0, y: 0, width: 60, height: 40)), color: a),
                DisplayItem(path: Path(rect: Rect(x: 40, y: 0, width: 60, height: 40)), color: b),
            ], opacity: 0.5)
        let outer = DisplayGroup(
            items: [
                DisplayItem(group: inner),
                DisplayItem(path: Path(rect: Rect(x: 50, y: 20, width: 60, height: 40)), color: c),
            ],
            opacity: 0.6)
        let framebuffer = render([DisplayItem(group: outer)], background: Color(r8: 14, g8: 16, b8: 24))
        let backdrop: [UInt8] = [14, 16, 24, 255]
        let clear: [UInt8] = [0, 0, 0, 0]
        // (45, 10): inner overlap of a and b only → b, faded 0.5 into the outer layer, faded 0.6 onto the frame.
        let innerB = Self.faded(Self.premultiplied(b), 0.5)
        #expect(
            RenderTestSupport.pixel(framebuffer, 45, 10)
                == Self.over(Self.faded(Self.over(innerB, clear), 0.6), backdrop))
        // (55, 30): inner b (faded 0.5), then c over it inside the outer layer, then 0.6.
        let outerLayer = Self.over(Self.premultiplied(c), innerB)
        #expect(RenderTestSupport.pixel(framebuffer, 55, 30) == Self.over(Self.faded(outerLayer, 0.6), backdrop))
        // (105, 50): c alone.
        #expect(
            RenderTestSupport.pixel(framebuffer, 105, 50)
                == Self.over(Self.faded(Self.premultiplied(c), 0.6), backdrop))
    }

    @Test("a group isolates the blend modes inside it: multiply blends with the group's content, not the frame")
    func isolation() {
        let blue = DisplayItem(
            path: Path(rect: Rect(x: 10, y: 10, width: 40, height: 40)), color: Color(red: 0, green: 0, blue: 1))
        let red = Color(red: 1, green: 0, blue: 0)
        let multiplied = DisplayItem(group: DisplayGroup(items: [blue], blendMode: .multiply))
        // Straight onto the red frame: blue × red = black.
        #expect(RenderTestSupport.pixel(render([multiplied], background: red), 30, 30) == [0, 0, 0, 255])
        // Inside an otherwise neutral group: multiply over the group's transparent backdrop leaves blue, which then
        // covers the red frame.
        let isolated = DisplayItem(group: DisplayGroup(items: [multiplied]))
        #expect(RenderTestSupport.pixel(render([isolated], background: red), 30, 30) == [0, 0, 255, 255])
    }

    @Test("an identity group (opacity 1, normal, no effects), nested or not, gives the bytes of the plain list")
    func identityGroupIsNoOp() {
        for (name, width, height, list, background) in Self.plainLists() {
            let plain = Framebuffer(width: width, height: height)
            renderer.render(list, background: background, into: plain)
            let half = list.items.count / 2
            let wrapped = DisplayList(items: [
                DisplayItem(group: DisplayGroup(items: Array(list.items[..<half]))),
                DisplayItem(
                    group: DisplayGroup(items: [DisplayItem(group: DisplayGroup(items: Array(list.items[half...])))])),
            ])
            let grouped = Framebuffer(width: width, height: height)
            renderer.render(wrapped, background: background, into: grouped)
            #expect(grouped.bytes == plain.bytes, "\(name)")
        }
    }

    @Test("lists without groups keep the bytes they had before groups existed (digests taken with the old renderer)")
    func plainListDigests() {
        // FNV-1a 64 of the frame bytes, computed with commit 2df332e (before DisplayGroup) on the same lists; "mixed"
        // and "mixedClear" (which draw a scaled, turned image) again when an image's edges became the coverage of its
        // rectangle over edge-clamped texels (stop 52, ImageBlit.swift rule 3), a change of the image pixels only.
        let before: [String: UInt64] = [
            "stress": 0x9dbd_7c77_d351_3058, "mixed": 0x8cfe_84ea_b0a2_5457, "mixedClear": 0xb046_63ba_7113_008a,
        ]
        for (name, width, height, list, background) in Self.plainLists() {
            let framebuffer = Framebuffer(width: width, height: height)
            renderer.render(list, background: background, into: framebuffer)
            #expect(Self.fnv1a(framebuffer.bytes) == before[name], "\(name)")
        }
    }

    // MARK: - Fixtures

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return h
    }

    /// The stress frame, and an ellipse, a rotated scaled image and a star on 800 × 450 (on a colour and on clear).
    static func plainLists() -> [(String, Int, Int, DisplayList, Color)] {
        var pixels: [UInt8] = []
        for y in 0..<8 {
            for x in 0..<8 {
                let a = UInt8((x + y) * 16)
                pixels += [a / 2, a / 3, a, a]
            }
        }
        let image = DisplayImage(
            width: 8, height: 8, pixels: pixels,
            transform: AffineTransform(scaleX: 5, y: 5).concatenating(AffineTransform(rotation: .degrees(20)))
                .concatenating(AffineTransform(translationX: 300.3, y: 100.6)), opacity: 0.8)
        let mixed = DisplayList(items: [
            DisplayItem(
                path: Path(ellipseIn: Rect(x: 100.3, y: 50.7, width: 300.2, height: 200.9)),
                color: Color(red: 0.2, green: 0.6, blue: 0.9, opacity: 0.7)),
            DisplayItem(image: image),
            DisplayItem(
                path: RenderTestSupport.star(center: Point(x: 400.5, y: 225.25), points: 7, outer: 150, inner: 60),
                color: Color(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.55)),
        ])
        return [
            ("stress", 1920, 1080, RenderTestSupport.stressList(), .white),
            ("mixed", 800, 450, mixed, Color(r8: 14, g8: 16, b8: 24)),
            ("mixedClear", 800, 450, mixed, .clear),
        ]
    }
}
