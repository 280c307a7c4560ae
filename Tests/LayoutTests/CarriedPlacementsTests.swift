// CarriedPlacementsTests.swift: placements carried across frames (CarriedPlacements, LayoutCarry) change no pixel:
// every frame of a scene whose layout inputs change on some frames only (a size, a fill, an opacity, the foreground
// style above, the number of views) equals the frame laid out without carrying; frames carry what did not change
// and nothing else; and the environment's comparison covers every stored value.

import Foundation
import Geometry
import Render
import Testing

@testable import Layout
@testable import Scene

@Suite struct CarriedPlacementsTests {
    /// Turning views whose content changes at chosen frames: a width every fourth frame, a fill from frame 6, an
    /// opacity inside the effect from frame 9, the foreground style above the effect from frame 3, the view count
    /// from frame 7 (which moves every later effect's slot); a turning Text (never carried), nested effects, a Color
    /// and padding.
    static let source = """
        scene(width: 240, height: 120, fps: 30, duration: 1, background: .white)

        ZStack {
            ForEach(0..<(frame < 7 ? 6 : 8)) { i in
                Rectangle()
                    .fill(frame < 6 ? Color.red : Color.blue)
                    .frame(width: frame % 4 == 0 ? 20 : 12, height: 8 + 2 * Double(i))
                    .rotationEffect(.degrees(15 * Double(frame) + 10 * Double(i)))
                    .position(x: 20 + 25 * Double(i), y: 20)
            }
            Circle().frame(width: 16, height: 10).opacity(frame < 9 ? 1 : 0.5)
                .rotationEffect(.degrees(20 * Double(frame))).foregroundStyle(frame < 3 ? .green : .orange)
                .position(x: 30, y: 60)
            RoundedRectangle(cornerRadius: 3).fill(.purple).padding(2).frame(width: 30, height: 14)
                .scaleEffect(1 + 0.05 * Double(frame)).rotationEffect(.degrees(-12 * Double(frame)))
                .position(x: 80, y: 60)
            Color.teal.frame(width: 18, height: 18).rotationEffect(.degrees(7 * Double(frame))).position(x: 130, y: 60)
            Text("turn").rotationEffect(.degrees(9 * Double(frame))).position(x: 190, y: 90)
        }
        """

    static func pixels(_ leaves: [PlacedLeaf], _ p: SceneProgram) -> [UInt8] {
        let h = p.header
        let fb = Framebuffer(width: Int(h.width * h.scale), height: Int(h.height * h.scale))
        Renderer().render(DisplayList(items: leaves.displayItems), background: h.background, into: fb)
        return Array(UnsafeBufferPointer(start: fb.pixels, count: fb.byteCount))
    }

    @Test func everyFrameEqualsTheUncarriedFrame() throws {
        let p = try SceneProgram(source: Self.source, path: "carried.scene")
        let canvas = Size(width: p.header.width, height: p.header.height)
        let carrying = LayoutEngine(canvas: canvas, scale: p.header.scale)
        var previous: (frame: Int, pixels: [UInt8])?
        // Forwards, then back over the same frames: each comparison after the first reads the previous pass's set.
        for frame in Array(0..<14) + Array((0..<14).reversed()) {
            let view = try p.view(time: Double(frame) / 30, frame: frame)
            let carried = carrying.leaves(of: view)
            let fresh = LayoutEngine(canvas: canvas, scale: p.header.scale, carry: nil).leaves(of: view)
            #expect(carried.count == fresh.count, "frame \(frame)")
            let a = Self.pixels(carried, p)
            #expect(a == Self.pixels(fresh, p), "frame \(frame)")
            for (x, y) in zip(carried, fresh) {
                #expect(x.frame == y.frame && x.transform == y.transform && x.color == y.color, "frame \(frame)")
                #expect(x.effects.count == y.effects.count && x.key == y.key, "frame \(frame)")
            }
            if let previous, previous.frame != frame {
                #expect(a != previous.pixels, "frame \(frame) turns, so it differs from the one before")
            }
            previous = (frame, a)
        }
    }

    /// Frames laid out at once on several threads by engines sharing one carry (as a render's frames are): each set
    /// is used by one pass at a time, and whichever frame filled it, every frame equals its uncarried layout.
    @Test func concurrentFramesSharingACarryEqualUncarriedFrames() throws {
        let p = try SceneProgram(source: Self.source, path: "carried.scene")
        let canvas = Size(width: p.header.width, height: p.header.height)
        let frames = Array(0..<14) + Array(0..<14)
        let views = try frames.map { try p.view(time: Double($0) / 30, frame: $0) }
        let expected = views.map {
            Self.pixels(LayoutEngine(canvas: canvas, scale: p.header.scale, carry: nil).leaves(of: $0), p)
        }
        let carry = LayoutCarry()
        let results = Results(count: views.count)
        DispatchQueue.concurrentPerform(iterations: views.count) { i in
            let engine = LayoutEngine(canvas: canvas, scale: p.header.scale, carry: carry)
            results.set(i, Self.pixels(engine.leaves(of: views[i]), p))
        }
        for i in views.indices { #expect(results.get(i) == expected[i], "frame \(frames[i])") }
        #expect(carry.idleHits > 0, "later frames should have carried unchanged content")
    }

    /// Eight turning rectangles whose content never changes: the first frame carries nothing, each later one all
    /// eight; a scene whose content changes every frame carries nothing.
    @Test func framesCarryOnlyWhatDidNotChange() throws {
        func hits(_ content: String, frames: Int) throws -> [Int] {
            let source = """
                scene(width: 200, height: 50, fps: 30, duration: 1)
                ZStack {
                    ForEach(0..<8) { i in
                        \(content).rotationEffect(.degrees(10 * Double(frame))).position(x: 20 * Double(i), y: 25)
                    }
                }
                """
            let p = try SceneProgram(source: source, path: "hits.scene")
            let carry = LayoutCarry()
            let engine = LayoutEngine(
                canvas: Size(width: p.header.width, height: p.header.height), scale: 1, carry: carry)
            var counts: [Int] = []
            for frame in 0..<frames {
                _ = engine.leaves(of: try p.view(time: Double(frame) / 30, frame: frame))
                let set = carry.checkOut()
                counts.append(set.hits)
                carry.checkIn(set)
            }
            return counts
        }
        #expect(try hits("Rectangle().fill(.red).frame(width: 10, height: 6)", frames: 4) == [0, 8, 16, 24])
        #expect(try hits("Rectangle().frame(width: 10 + Double(frame), height: 6)", frames: 4) == [0, 0, 0, 0])
        // A Text is laid out again each frame (its placement is not among the carried ones).
        #expect(try hits("Text(\"a\")", frames: 3) == [0, 0, 0])
    }

    /// Each stored value takes part in the comparison: changing any one makes the environments differ.
    /// The effects array a slot keeps is rewritten in place for the next pass only when no leaf holds it any more:
    /// frames whose leaves are all kept (every array still shared) and frames dropped at once (arrays rewritten)
    /// alike have every leaf's effects — keys, frames and parameters, nested effects included — equal to the
    /// uncarried layout's, checked after all the later passes ran (a shared array written in place would show a later
    /// frame's angle here).
    @Test func keptLeavesKeepTheirOwnEffects() throws {
        let p = try SceneProgram(source: Self.source, path: "carried.scene")
        let canvas = Size(width: p.header.width, height: p.header.height)
        let carrying = LayoutEngine(canvas: canvas, scale: p.header.scale)
        // Each effect's key and parameters (Swift prints a Double's shortest exact form, so equal text is equal bits).
        func effects(_ leaves: [PlacedLeaf]) -> [String] {
            leaves.map { leaf in leaf.effects.map { "\($0.key): \($0.animatableData)" }.joined(separator: "; ") }
        }
        var kept: [(frame: Int, leaves: [PlacedLeaf])] = []
        for frame in Array(0..<14) + Array((0..<14).reversed()) {
            let view = try p.view(time: Double(frame) / 30, frame: frame)
            let carried = carrying.leaves(of: view)
            let fresh = LayoutEngine(canvas: canvas, scale: p.header.scale, carry: nil).leaves(of: view)
            #expect(effects(carried) == effects(fresh), "frame \(frame) as laid out")
            if frame % 3 != 0 { kept.append((frame, carried)) }
        }
        #expect(kept.count == 18)
        for (frame, leaves) in kept {
            let view = try p.view(time: Double(frame) / 30, frame: frame)
            let fresh = LayoutEngine(canvas: canvas, scale: p.header.scale, carry: nil).leaves(of: view)
            #expect(effects(leaves) == effects(fresh), "frame \(frame) after the later passes")
            // The nested scale and rotation: two effects on that leaf, the rotation's angle this frame's.
            #expect(leaves.contains { $0.effects.count == 2 })
        }
    }

    @Test func environmentComparisonCoversEveryValue() {
        let base = Environment()
        #expect(base.isIdentical(to: Environment()))
        var changed: [Environment] = []
        func variant(_ change: (inout Environment) -> Void) {
            var e = base
            change(&e)
            changed.append(e)
        }
        variant { $0.foregroundColor = .black }
        variant { $0.foregroundLevel = 1 }
        variant { $0.dark = true }
        variant { $0.disabled = true }
        variant { $0.redacted = true }
        variant { $0.plainList = true }
        variant { $0.edgeToEdgeList = true }
        variant { $0.listBackgroundHidden = true }
        variant { $0.pageTabs = PageIndex(showsIndex: true) }
        variant { $0.fill = .black }
        variant { $0.opacity = 0.5 }
        variant { $0.blend = .multiply }
        variant { $0.vibrant = true }
        variant { $0.tint = .black }
        for (i, e) in changed.enumerated() { #expect(!e.isIdentical(to: base), "variant \(i)") }
        // Compared bit for bit: −0 and 0 are == but may round differently, so they are different inputs.
        var zero = base
        zero.fill = Color(red: 0, green: 0, blue: 0)
        var negativeZero = base
        negativeZero.fill = Color(red: -0.0, green: 0, blue: 0)
        #expect(zero.fill == negativeZero.fill && !zero.isIdentical(to: negativeZero))
        // The stored values above: two optional colours (33 bytes each, in 40 and 48 with the Int and the flags
        // between), opacity, blend mode and vibrancy, and the shared box's reference: 120 bytes. A stored value
        // added to Environment changes the size; add it to `isIdentical(to:)` and to the variants here.
        #expect(MemoryLayout<Environment>.size == 120)
    }
}
