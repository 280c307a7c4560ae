// NumericTextMorphTests.swift: `.contentTransition(.numericText())` in scenes: which glyphs are kept and slide,
// which roll, which way, with what stagger, and the floating-run rule's extra keep (issue #6, seed 003,
// measurements in AmatoGiulio/react-native-numeric-text .agent/TRANSITION_MODEL.md).

import Foundation
import Geometry
import Layout
import Scene
import Testing
import Text

struct NumericTextMorphTests {
    func leaves(_ source: String, _ t: Double) throws -> [PlacedLeaf] {
        let p = try SceneProgram(
            source: "scene(width: 600, height: 200, fps: 60, duration: 3)\n" + source, path: "morph.scene")
        return LayoutEngine(canvas: Size(width: 600, height: 200), scale: 1)
            .leaves(of: try p.snapshots(time: t, frame: Int(t * 60)), at: t)
    }

    /// The pieces of a morph: (ink bounds in device pixels, opacity), back to front.
    func pieces(_ leaves: [PlacedLeaf]) -> [(bounds: Rect, alpha: Double, role: MorphPiece)] {
        leaves.compactMap { leaf in
            guard case .ink(let ink, _) = leaf.content, let role = leaf.morphPiece else { return nil }
            let toDevice = AffineTransform(translationX: leaf.frame.minX, y: leaf.frame.minY)
                .concatenating(leaf.transform)
            return (ink.path.applying(toDevice).bounds, leaf.color.opacity, role)
        }
    }

    func kept(_ p: [(bounds: Rect, alpha: Double, role: MorphPiece)]) -> [Rect] {
        p.filter { if case .kept = $0.role { true } else { false } }.map(\.bounds)
    }

    static func scene(_ rule: String, _ a: String, _ b: String) -> String {
        """
        @State var on = false
        at(0.5) { withAnimation { on = true } }
        Text(on ? "\(b)" : "\(a)").font(.system(size: 30)).contentTransition(.numericText(\(rule)))
            .position(x: 300, y: 100)
        """
    }

    @Test("a kept suffix slides from its old laid-out place to its new one")
    func suffixSlides() throws {
        let source = NumericTextMorphTests.scene("", "59 seconds", "1 minute 0 seconds")
        // The suffix " seconds" in each string, laid out on its own: its ink is where the full text puts it.
        let before = try leaves(source, 0.4)
        let after = try leaves(source, 2.0)
        #expect(before.count == 1 && after.count == 1)
        func suffixX(_ leaf: PlacedLeaf, _ string: String) -> Double {
            guard case .text(let t) = leaf.content else { return .nan }
            let prefix = String(string.dropLast(" seconds".count))
            let width = TextLayout(prefix, font: t.layout.font).size.width
            return leaf.frame.origin.applying(leaf.transform).x + width
        }
        let oldX = suffixX(before[0], "59 seconds")
        let newX = suffixX(after[0], "1 minute 0 seconds")
        let start = kept(pieces(try leaves(source, 0.5)))
        let late = kept(pieces(try leaves(source, 1.3)))
        #expect(start.count == 1 && late.count == 1, "one kept run: the suffix")
        // At the onset the suffix is where the old layout put it; by 0.8 s it has reached the new place.
        if let s0 = start.first, let s1 = late.first {
            // The same ink offset from the pen position (space + side bearing) at both ends.
            #expect(abs((s0.minX - oldX) - (s1.minX - newX)) < 0.5)
            #expect(abs((s1.minX - s0.minX) - (newX - oldX)) < 0.5, "\(s1.minX - s0.minX) vs \(newX - oldX)")
        }
    }

    @Test("counting up: departing digits drop, arriving ones come from above, leading column first")
    func directionAndStagger() throws {
        let source = NumericTextMorphTests.scene("", "19", "28")
        let rest = try leaves(source, 0.4)[0]
        let restY = rest.frame.midY
        let mid = pieces(try leaves(source, 0.72))
        let departing = mid.filter { if case .departing = $0.role { true } else { false } }
        let arriving = mid.filter { if case .arriving = $0.role { true } else { false } }
        #expect(departing.count == 2 && arriving.count == 2)
        #expect(departing.allSatisfy { $0.bounds.midY > restY + 1 }, "counting up: departing glyphs drop")
        // Early (60 ms in): the leading column is under way, the second has not started (0.15 s stagger).
        let early = pieces(try leaves(source, 0.56))
        let arrivingEarly = early.filter { if case .arriving = $0.role { true } else { false } }
        #expect(
            arrivingEarly.count == 1 && arrivingEarly.allSatisfy { $0.bounds.midY < restY - 3 }, "arriving from above")
        let departingEarly = early.filter { if case .departing = $0.role { true } else { false } }
            .sorted { $0.bounds.minX < $1.bounds.minX }
        #expect(departingEarly.count == 2)
        if departingEarly.count == 2 {
            #expect(departingEarly[0].bounds.midY > restY + 3)
            #expect(abs(departingEarly[1].bounds.midY - restY) < 1.5)
        }
        // Both columns changed; the leading one started first, so it has faded further.
        let d = departing.sorted { $0.bounds.minX < $1.bounds.minX }
        #expect(d.count == 2 && d[0].alpha < d[1].alpha)
        let down = pieces(try leaves(NumericTextMorphTests.scene("countsDown: true", "19", "28"), 0.72))
        #expect(
            down.filter { if case .departing = $0.role { $0.bounds.midY < restY - 1 } else { false } }.count == 2,
            "counting down: departing glyphs rise")
        #expect(try leaves(source, 2.0).count == 1, "the morph ends with the plain new text")
    }

    @Test("xxlightxx → yylightyy: SwiftUI's rule dissolves everything; the floating rule keeps 'light'")
    func floatingKeepsMiddle() throws {
        let swiftui = pieces(try leaves(NumericTextMorphTests.scene("", "xxlightxx", "yylightyy"), 0.8))
        let floating = pieces(
            try leaves(NumericTextMorphTests.scene("matching: .floating", "xxlightxx", "yylightyy"), 0.8))
        #expect(kept(swiftui).isEmpty)
        let k = kept(floating)
        #expect(k.count == 1)
        #expect(k.first.map { $0.width > 40 } ?? false, "the kept run is the word, not a letter")
    }
}
