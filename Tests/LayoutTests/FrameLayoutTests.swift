// FrameLayoutTests.swift: fixed and flexible frames, padding, position, background/overlay and fixedSize
// (OpenSwiftUI FrameLayout.swift, PaddingLayout.swift, OffsetEffect.swift, PositionLayout.swift and
// FixedSizeLayout.swift; OpenSwiftUI BackgroundModifier.swift, OverlayModifier.swift and Shapes.swift;
// Apple: RoundedRectangle — developer.apple.com/documentation/swiftui/roundedrectangle). Expected values derived by
// hand from those rules.

import Geometry
import Layout
import Scene
import Testing

struct FrameLayoutTests {
    @Test(
        "a fixed frame aligns its child",
        arguments: [
            ("topLeading", 300.0, 175.0), ("center", 340.0, 195.0), ("bottomTrailing", 380.0, 215.0),
            ("leading", 300.0, 195.0), ("top", 340.0, 175.0),
        ])
    func fixedFrameAlignment(name: String, x: Double, y: Double) {
        let root = rect(120, 60).m(.frame(width: 200, height: 100, alignment: Alignment.named[name]!))
        #expect(frames(root) == [Rect(x: x, y: y, width: 120, height: 60)])
    }

    @Test("a frame fixing one axis takes the child's size on the other")
    func partialFrame() {
        // Width fixed at 50; the height is the colour's answer to the passed-through proposal, 450.
        #expect(
            frames(color().m(.frame(width: 50, height: nil, alignment: .center))) == [
                Rect(x: 375, y: 0, width: 50, height: 450)
            ])
    }

    @Test("maxWidth: .infinity fills the proposal; the child is proposed the frame's width")
    func flexFill() {
        let root = rect(100, 40).m(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: Alignment.named["leading"]!)))
        #expect(frames(root) == [Rect(x: 0, y: 205, width: 100, height: 40)])
        let fill = color().m(.flexFrame(FlexFrame(minWidth: 10, maxWidth: .infinity, maxHeight: 30)))
        #expect(frames(fill) == [Rect(x: 0, y: 210, width: 800, height: 30)])
    }

    @Test("min and max clamp the proposal without asking the child")
    func flexClamp() {
        let root = rect(100, 40).m(.flexFrame(FlexFrame(minWidth: 150, maxWidth: 300, minHeight: 10, maxHeight: 20)))
        // Frame 300 × 20 centred in the canvas; the 100 × 40 child centred in it (overflowing vertically).
        #expect(frames(root) == [Rect(x: 350, y: 205, width: 100, height: 40)])
    }

    @Test("only a minimum: the frame is max(min(proposal, child), min)")
    func flexMinimum() {
        let root = hstack(rect(40, 10).m(.flexFrame(FlexFrame(minWidth: 60))), rect(10, 10), spacing: 0)
        #expect(frames(root).map(\.minX) == [375, 425])
    }

    @Test("padding: 16 pt default, child at (leading, top)")
    func padding() {
        let root = zstack(rect(100, 50).m(.padding(EdgeInsets(all: 16))).m(.background(color(), alignment: .center)))
        let f = frames(root)
        // Background covers 132 × 82 centred; the marker sits 16 in.
        #expect(f[0] == Rect(x: 334, y: 184, width: 132, height: 82))
        #expect(f[1] == Rect(x: 350, y: 200, width: 100, height: 50))
    }

    @Test("asymmetric padding moves the child and grows the size")
    func paddingEdges() {
        let root = rect(100, 50).m(.padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0)))
            .m(.background(color(), alignment: .center))
        #expect(
            frames(root) == [
                Rect(x: 340, y: 195, width: 120, height: 60), Rect(x: 360, y: 205, width: 100, height: 50),
            ])
    }

    @Test("position takes the whole proposal and centres the child on the point")
    func position() {
        let root = rect(120, 60).m(.position(x: 100, y: 50))
        #expect(frames(root) == [Rect(x: 40, y: 20, width: 120, height: 60)])
    }

    @Test("overlay is proposed the primary's size and aligned to it; background is drawn first")
    func overlay() {
        let root = rect(200, 100)
            .m(.overlay(rect(20, 20), alignment: Alignment.named["topTrailing"]!))
            .m(.background(color(), alignment: .center))
        #expect(
            frames(root) == [
                Rect(x: 300, y: 175, width: 200, height: 100), Rect(x: 300, y: 175, width: 200, height: 100),
                Rect(x: 480, y: 175, width: 20, height: 20),
            ])
    }

    @Test("fixedSize proposes nil: a shape takes its 10 pt ideal size")
    func fixedSize() {
        #expect(
            frames(color().m(.fixedSize(horizontal: true, vertical: false))) == [
                Rect(x: 395, y: 0, width: 10, height: 450)
            ])
    }

    @Test("offset and transforms never change layout: siblings stay put")
    func effectsDoNotLayout() {
        let root = hstack(
            rect(50, 20).m(.offset(x: 30, y: 7)).m(.rotationEffect(.degrees(45), anchor: .center)), rect(50, 20))
        let leaves = LayoutEngine(canvas: Size(width: 800, height: 450), scale: 1).leaves(of: root)
        #expect(leaves[1].frame == Rect(x: 404, y: 215, width: 50, height: 20))
        // The first marker's centre: (25 + 30, 10 + 7) in its space, rotated 45° about (25, 10), then moved to (346, 215).
        let c = leaves[0].pixelCenter
        let r = 0.5.squareRoot()
        #expect(abs(c.x - (346 + 25 + r * 30 - r * 7)) < 1e-9)
        #expect(abs(c.y - (215 + 10 + r * 30 + r * 7)) < 1e-9)
    }
}
