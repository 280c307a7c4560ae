// NumericTextMorph.swift: `.contentTransition(.numericText())` on a Text whose string changed under animation.
// Rule: issue #6; the plan (which runs are kept, which dissolve, the direction) is Morph's, under SwiftUI's
// prefix/suffix rule or the seed 003 floating-run rule; the motion follows SwiftUI's numericText as decoded and
// measured in AmatoGiulio/react-native-numeric-text .agent/IOS_GROUND_TRUTH.md and .agent/TRANSITION_MODEL.md (measured
// SwiftUI): kept glyphs slide from their old to their new place (all together, ~350 ms); every glyph not kept departs
// or arrives in place: offset ±0.59375 glyph heights, scale 0.3984 ↔ 1, opacity, blur σ 0.125 glyph heights, each a
// second-order step (ζ, ωn below) from its column's onset; the columns start 0.15 s apart in total, leading first;
// counting up, departing glyphs exit downward and arriving ones enter from above (contested in the reference; taken as
// measured). The transaction's curve is not used: it only decides that the transition runs. Status: complete for
// single-line text; multi-line text cross-fades.

import Animate
import Foundation
import Geometry
import Morph
import Render
import Scene
import Text

/// One numeric-text change of one leaf: the two renderings and the plan between them.
struct NumericTextMorph {
    var start: Double
    /// The leaf as it was before the change (drawn with the current transform and layers).
    var old: PlacedLeaf
    var plan: MorphPlan
    var oldLayout: TextLayout
    var newLayout: TextLayout
    /// The two strings' grapheme clusters as laid out (the plan's input, and where the pieces are).
    var oldText: MorphText
    var newText: MorphText

    /// Total stagger across changed columns (OpenSwiftUI ContentTransition.swift, NumericTextConfiguration as decoded
    /// in AmatoGiulio/react-native-numeric-text .agent/IOS_GROUND_TRUTH.md `delay` 18/120 s).
    static let stagger = 0.15
    /// Seconds after the last onset by which every channel has settled (alpha's last 1 % ~600 ms).
    static let settle = 0.8

    /// The morph for a change from `old` to `new`, or nil when it cannot be planned (not single-line text).
    init?(
        from old: PlacedLeaf, to new: PlacedLeaf, at time: Double, countsDown: Bool?, value: (Double, Double)?,
        floating: Bool
    ) {
        guard case .text(let o) = old.content, case .text(let n) = new.content, o.layout.lines.count <= 1,
            n.layout.lines.count <= 1
        else { return nil }
        let source: MorphDirection.Source =
            countsDown.map { .countsDown($0) } ?? value.map { .value(old: $0.0, new: $0.1) } ?? .numbers
        self.start = time
        self.old = old
        self.oldLayout = o.layout
        self.newLayout = n.layout
        self.oldText = MorphText(o.layout)
        self.newText = MorphText(n.layout)
        self.plan = MorphPlan(
            from: oldText, to: newText, rule: floating ? .floating : .swiftui, direction: source)
    }

    func isFinished(at time: Double) -> Bool { time - start > NumericTextMorph.stagger + NumericTextMorph.settle }

    /// A second-order step response from 0 to 1 (t ≥ 0).
    static func step(_ t: Double, zeta: Double, omega: Double) -> Double {
        guard t > 0 else { return 0 }
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        }
        return 1 - (1 + omega * t) * exp(-omega * t)
    }

    /// The pieces drawn at `time`, each a leaf of glyphs with its own transform, opacity and blur, back to front.
    /// `old` and `new` come with their animated effects and transforms already resolved.
    func leaves(at time: Double, old: PlacedLeaf, new: PlacedLeaf) -> [PlacedLeaf] {
        let tau = time - start
        var out: [PlacedLeaf] = []
        let oldGlyphs = NumericTextMorph.columns(oldLayout.glyphs(), oldText)
        let newGlyphs = NumericTextMorph.columns(newLayout.glyphs(), newText)
        let height = max(oldLayout.size.height, newLayout.size.height) * 0.7
        let down = plan.direction == .down
        // Departing columns (old dissolved clusters), leading first.
        let departing = plan.dissolvedOld.flatMap { Array($0) }
        for (i, c) in departing.enumerated() {
            let (p, s, a, b) = NumericTextMorph.channels(tau, column: i, of: departing.count)
            let dy = (down ? -1.0 : 1.0) * 0.59375 * p * height
            if var piece = NumericTextMorph.piece(
                oldGlyphs[c] ?? [], of: old, scale: 1 - 0.6016 * s, dy: dy, alpha: 1 - a,
                blur: 0.125 * b * height, key: UInt64(c) &+ 0x51)
            {
                piece.morphPiece = .departing(c)
                out.append(piece)
            }
        }
        // Kept runs slide from the old place to the new one (reflow ~350 ms, all together).
        let reflow = NumericTextMorph.step(tau, zeta: 1, omega: 17.8)
        for (k, run) in plan.kept.enumerated() {
            let glyphs = run.new.flatMap { newGlyphs[$0] ?? [] }
            let oldX = old.frame.minX + oldText.leftEdge(run.old)
            let newX = new.frame.minX + newText.leftEdge(run.new)
            let dx = (oldX - newX) * (1 - reflow)
            let dy = (old.frame.minY - new.frame.minY) * (1 - reflow)
            if var piece = NumericTextMorph.piece(
                glyphs, of: new, scale: 1, dy: dy, dx: dx, alpha: 1, blur: 0, key: 0)
            {
                piece.morphPiece = .kept(k)
                out.append(piece)
            }
        }
        // Arriving columns (new dissolved clusters).
        let arriving = plan.dissolvedNew.flatMap { Array($0) }
        for (i, c) in arriving.enumerated() {
            let (p, s, a, b) = NumericTextMorph.channels(tau, column: i, of: arriving.count)
            let dy = (down ? 1.0 : -1.0) * 0.59375 * (1 - p) * height
            if var piece = NumericTextMorph.piece(
                newGlyphs[c] ?? [], of: new, scale: 0.3984 + 0.6016 * s, dy: dy, alpha: a,
                blur: 0.125 * (1 - b) * height, key: UInt64(c) &+ 0xA7)
            {
                piece.morphPiece = .arriving(c)
                out.append(piece)
            }
        }
        return out
    }

    /// Progress of column `i` of `n` changed columns `tau` seconds after the change, per channel (measurements in
    /// AmatoGiulio/react-native-numeric-text .agent/TRANSITION_MODEL.md fits): offset (ζ 0.55, ωn 17.8), scale (ζ 1, ωn
    /// 22.6), opacity (ζ 1, ωn 22.8), blur (ζ 0.91, ωn 15.8); the columns start `stagger` apart in total, leading
    /// first.
    static func channels(_ tau: Double, column i: Int, of n: Int) -> (
        offset: Double, scale: Double, opacity: Double, blur: Double
    ) {
        let t = tau - (n > 1 ? stagger * Double(i) / Double(n - 1) : 0)
        return (
            step(t, zeta: 0.55, omega: 17.8), step(t, zeta: 1, omega: 22.6), step(t, zeta: 1, omega: 22.8),
            step(t, zeta: 0.91, omega: 15.8)
        )
    }

    /// Glyphs by grapheme cluster: a glyph belongs to the cluster its origin falls in.
    static func columns(_ glyphs: [PositionedGlyph], _ text: MorphText) -> [Int: [PositionedGlyph]] {
        var out: [Int: [PositionedGlyph]] = [:]
        for g in glyphs {
            let x = g.origin.x + 1e-6
            var index = text.clusters.lastIndex { $0.x <= x } ?? 0
            if index >= text.clusters.count { index = text.clusters.count - 1 }
            out[index, default: []].append(g)
        }
        return out
    }

    /// A leaf drawing `glyphs` of `leaf`'s text, scaled by `scale` about their centre and moved by (dx, dy) points,
    /// with `alpha` and a Gaussian blur of σ = `blur` points.
    static func piece(
        _ glyphs: [PositionedGlyph], of leaf: PlacedLeaf, scale: Double, dy: Double, dx: Double = 0, alpha: Double,
        blur: Double, key: UInt64
    ) -> PlacedLeaf? {
        guard !glyphs.isEmpty, alpha > 0.001 else { return nil }
        var elements: [PathElement] = []
        var bitmaps: [GlyphBitmap] = []
        for g in glyphs {
            if let b = g.bitmap { bitmaps.append(b) } else if let p = g.path { elements += p.elements }
        }
        var ink = TextInk(path: Path(elements: elements), bitmaps: bitmaps)
        let bounds = ink.path.isEmpty ? (bitmaps.first?.rect ?? .zero) : ink.path.bounds
        let centre = Point(x: bounds.midX, y: bounds.midY)
        let m = AffineTransform.about(centre, AffineTransform(scaleX: scale, y: scale))
            .concatenating(AffineTransform(translationX: dx, y: dy))
        ink.path = ink.path.applying(m)
        ink.bitmaps = ink.bitmaps.map { b in
            var b = b
            let o = b.rect.origin.applying(m)
            b.rect = Rect(x: o.x, y: o.y, width: b.rect.width * scale, height: b.rect.height * scale)
            return b
        }
        var out = leaf
        var opacity = 1.0
        if case .text(let t) = leaf.content { opacity = t.opacity }
        out.content = .ink(ink, opacity: opacity * alpha)
        out.color = leaf.color.opacity(alpha)
        let sigma = blur * leaf.transform.lengthScale
        if sigma > 0.05 {
            out.groups.append(PlacedGroup(key: leaf.key &* 31 &+ key, kind: .blur(sigma: sigma, opaque: false)))
        }
        return out
    }
}
