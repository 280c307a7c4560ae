// LeafCapacityTests.swift: the leaf array reserved from the previous frame's count (LeafCapacity) changes nothing in
// what is laid out: frames whose view count grows and shrinks, laid out by one engine sharing the hint, equal the
// same frames laid out by fresh engines; and the rare environment values kept in a shared box (Environment.Rare) stay
// values: a write to a copy leaves the original alone.

import Foundation
import Geometry
import Render
import Testing

@testable import Layout
@testable import Scene

@Suite struct LeafCapacityTests {
    /// A row of bars whose count follows the frame (up, then down), a gradient-filled bar and a material-filled one
    /// (fill paints in the shared box) beside plain ones.
    static let source = """
        scene(width: 200, height: 60, fps: 30, duration: 1, background: .white)

        ZStack {
            ForEach(0..<(frame < 5 ? 2 + 3 * frame : 30 - 2 * frame)) { i in
                Rectangle().fill(.blue).frame(width: 4, height: 20 + Double(i)).position(x: 6 + 6 * Double(i), y: 30)
            }
            Capsule().fill(LinearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing))
                .frame(width: 40, height: 10).position(x: 150, y: 50)
            Rectangle().fill(.black).frame(width: 10, height: 10).position(x: 190, y: 10)
        }
        """

    static func pixels(_ list: DisplayList, _ p: SceneProgram) -> [UInt8] {
        let h = p.header
        let fb = Framebuffer(width: Int(h.width * h.scale), height: Int(h.height * h.scale))
        Renderer().render(list, background: h.background, into: fb)
        return Array(UnsafeBufferPointer(start: fb.pixels, count: fb.byteCount))
    }

    @Test func sharedHintLaysOutAsFreshEngines() throws {
        let p = try SceneProgram(source: Self.source, path: "capacity.scene")
        let canvas = Size(width: p.header.width, height: p.header.height)
        let shared = LayoutEngine(canvas: canvas, scale: p.header.scale)
        var counts: [Int] = []
        for frame in [0, 4, 9, 14, 3] {
            let t = Double(frame) / 30
            let view = try p.view(time: t, frame: frame)
            let reused = shared.leaves(of: view)
            let fresh = LayoutEngine(canvas: canvas, scale: p.header.scale).leaves(of: view)
            counts.append(reused.count)
            #expect(reused.count == fresh.count)
            #expect(shared.leafCapacity.hint == reused.count)
            let (x, y) = (DisplayList(items: reused.displayItems), DisplayList(items: fresh.displayItems))
            #expect(Self.pixels(x, p) == Self.pixels(y, p))
        }
        // The counts really change from frame to frame (2 + 3f bars, then 30 − 2f, plus the two others).
        #expect(counts == [4, 16, 14, 4, 13])
    }

    @Test func rareEnvironmentValuesKeepValueSemantics() {
        var a = Environment()
        a.coordinateSpaces["stage"] = Point(x: 1, y: 2)
        var b = a
        b.coordinateSpaces["stage"] = Point(x: 5, y: 6)
        b.image.template = true
        b.setFillPaints(nil, shader: nil, material: .material(.thin))
        #expect(a.coordinateSpaces["stage"] == Point(x: 1, y: 2))
        #expect(b.coordinateSpaces["stage"] == Point(x: 5, y: 6))
        #expect(!a.image.template && b.image.template)
        #expect(!a.hasFillPaint && b.hasFillPaint)
        // Clearing paints that are all nil leaves the shared box as it was; clearing set ones clears them.
        b.setFillPaints(nil, shader: nil, material: nil)
        #expect(!b.hasFillPaint && b.coordinateSpaces["stage"] == Point(x: 5, y: 6))
    }

    /// Tint, shape drawing, shadow and content transition moved into the shared box: writes to a copy stay there,
    /// and a write of the value already held is a no-op.
    @Test func boxedDrawingValuesKeepValueSemantics() {
        let a = Environment()
        var b = a
        b.tint = Color(red: 1, green: 0, blue: 0)
        b.shape.evenOdd = true
        b.shape.inset += 2
        b.shadow = DropShadow(color: .black, radius: 3, dx: 1, dy: 2)
        b.contentTransition = .identity
        #expect(a.tint == Environment.defaultTint && !a.shape.evenOdd && a.shape.inset == 0)
        #expect(a.shadow == nil && a.contentTransition == .opacity)
        #expect(b.tint == Color(red: 1, green: 0, blue: 0) && b.shape.evenOdd && b.shape.inset == 2 && b.shadow?.radius == 3)
        #expect(b.contentTransition == .identity)
        var c = b
        c.shape = ShapeDrawing()
        c.shadow = nil
        #expect(!c.shape.evenOdd && c.shadow == nil && c.tint == Color(red: 1, green: 0, blue: 0))
        #expect(b.shape.evenOdd && b.shadow != nil)
        // Writing what is already there changes nothing.
        var d = a
        d.shape.evenOdd = false
        d.shadow = nil
        d.tint = Environment.defaultTint
        #expect(d.shape == a.shape && d.shadow == nil && d.tint == a.tint)
    }
}
