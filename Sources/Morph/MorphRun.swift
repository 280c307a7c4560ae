// MorphRun.swift: a run of grapheme clusters present in both strings, and how far layout moves it.
// Rule: seed 003 ("Travel: as far as layout says"; a floating run "may travel at most its own length plus two glyph
// slots"); issue #6 (half-open ranges in grapheme clusters; travel = new x − old x of the run's leading edge).
// Status: complete.

/// A run matched between the old and the new string: kept runs slide, a refused floating run re-rolls.
public struct MorphRun: Hashable, Sendable {
    /// Where the run sits: its kind decides whether its travel is braked.
    public enum Anchor: String, Hashable, Sendable {
        /// The common prefix: flush with the anchored leading edge; unbounded.
        case prefix
        /// The common suffix: flush with the trailing edge; unbounded (seed 003: "Keeps are unbounded at either end").
        case suffix
        /// A run flush with neither end (`MorphRule.floating` only); braked.
        case floating
    }

    /// The run's characters.
    public var text: String
    /// The run's grapheme clusters in the old string, half-open.
    public var old: Range<Int>
    /// The run's grapheme clusters in the new string, half-open.
    public var new: Range<Int>
    /// How far the run's leading (left) edge moves, new x − old x, points (pixels at scale 1); negative is leftward.
    public var travel: Double
    public var anchor: Anchor
    /// The farthest a floating run may travel, points: its width plus two glyph slots (FloatingRun.swift); nil for
    /// prefix and suffix runs, which layout alone bounds.
    public var brake: Double?

    public init(text: String, old: Range<Int>, new: Range<Int>, travel: Double, anchor: Anchor, brake: Double?) {
        self.text = text
        self.old = old
        self.new = new
        self.travel = travel
        self.anchor = anchor
        self.brake = brake
    }

    /// The run `old` → `new`, its travel measured on the two layouts.
    init(_ old: Range<Int>, _ new: Range<Int>, from a: MorphText, to b: MorphText, anchor: Anchor, brake: Double?) {
        self.init(
            text: a.text(old), old: old, new: new, travel: b.leftEdge(new) - a.leftEdge(old), anchor: anchor,
            brake: brake)
    }

    /// True when the brake lets the run travel (always for prefix and suffix runs). A hair of slack (1e-9 pt)
    /// keeps a run whose travel equals its brake from losing to rounding.
    public var withinBrake: Bool { brake.map { abs(travel) <= $0 + 1e-9 } ?? true }
}
