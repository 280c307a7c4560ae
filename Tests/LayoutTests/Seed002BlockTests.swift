// Seed002BlockTests.swift: seed 002's "Geometry group" code blocks pasted as printed (column-1 arguments, the
// Button whose action the timeline taps), with only a header added (issue #14: "Seed 000's and seed 002's code
// blocks, pasted verbatim as scenes … render: a test per block"). The avatars and the photo preview blocks are
// PastedCodeTests', CompositingTests' and scenes/photo-preview.scene's. Positions are worked out by hand: the VStack
// is padded 16 pt inside a 400-pt-wide canvas, so the label's flexible frame spans x 16…384.

import Geometry
import Scene
import TestSupport
import Testing

@testable import Layout

struct Seed002BlockTests {
    static func leaves(grouped: Bool, at t: Double) throws -> [PlacedLeaf] {
        let program = try SceneProgram(
            source: "scene(width: 400, height: 160, fps: 30, duration: 3)\n"
                + SeedSnippets.deliveryStatus(grouped: grouped) + "\nat(0.2) { tap(\"Update status\") }",
            path: "seed002.scene")
        let engine = LayoutEngine(canvas: Size(width: 400, height: 160), scale: 1)
        return engine.leaves(of: try program.snapshots(time: t, frame: Int((t * 30).rounded())), at: t)
    }

    /// The capsule (the one leaf at 15 % opacity) and the label's text (the first text leaf; the Button's is after it).
    static func pill(_ leaves: [PlacedLeaf]) throws -> (capsule: Rect, text: Rect) {
        let capsule = try #require(leaves.first { abs($0.color.opacity - 0.15) < 0.01 })
        let text = try #require(leaves.first { if case .text = $0.content { true } else { false } })
        // Translations and scales only here: the frame's corners mapped are the device rectangle.
        func device(_ leaf: PlacedLeaf) -> Rect {
            let a = Point(x: leaf.frame.minX, y: leaf.frame.minY).applying(leaf.transform)
            let b = Point(x: leaf.frame.maxX, y: leaf.frame.maxY).applying(leaf.transform)
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        return (device(capsule), device(text))
    }

    @Test(
        "the label starts at the leading edge and, after the tap, ends at the trailing edge", arguments: [false, true])
    func endsOfTheMove(grouped: Bool) throws {
        let start = try Self.pill(try Self.leaves(grouped: grouped, at: 0))
        #expect(abs(start.capsule.minX - 16) < 0.5, "\(start.capsule)")
        let end = try Self.pill(try Self.leaves(grouped: grouped, at: 2.9))
        #expect(abs(end.capsule.maxX - 384) < 0.5, "\(end.capsule)")
        // The capsule is the text padded 16 pt on each side.
        #expect(abs(end.capsule.midX - end.text.midX) < 0.5)
    }

    @Test("mid-move, geometryGroup keeps both text renderings 16 pt inside the capsule; without it they part")
    func groupedMovesAsOne() throws {
        func worst(_ grouped: Bool) throws -> Double {
            let leaves = try Self.leaves(grouped: grouped, at: 1.3)
            let capsule = try Self.pill(leaves).capsule
            // The label's renderings: text leaves on the capsule's row (not the Button's title below it).
            let texts = leaves.filter { leaf in
                guard case .text = leaf.content else { return false }
                let y = leaf.frame.origin.applying(leaf.transform).y
                return y >= capsule.minY && y < capsule.maxY
            }
            #expect(texts.count >= 2, "the old and new text cross-fade")
            return texts.map { abs($0.frame.origin.applying($0.transform).x - capsule.minX - 16) }.max() ?? .infinity
        }
        let together = try worst(true)
        #expect(together < 1, "\(together)")
        #expect(try worst(false) > 40)
    }
}
