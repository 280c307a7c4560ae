// MorphText.swift: the planner's input: a string as grapheme clusters, each with where layout put it.
// Rule: seed 003 (a custom TextRenderer sees only the two endpoint layouts, so the morph works on laid-out text);
// issue #6 (ranges in grapheme clusters). Status: complete.

/// A laid-out string, one entry per grapheme cluster (Swift `Character`) in logical order. Positions are points in
/// the line, measured from its leading (left) edge, which `numericText` keeps anchored (seed 003: "the left edge
/// never moves"); at display scale 1 they are pixels.
public struct MorphText: Hashable, Sendable {
    /// One grapheme cluster and the horizontal span its glyphs cover.
    public struct Cluster: Hashable, Sendable {
        /// The cluster's characters; clusters match when these are equal (canonical equivalence, as `String ==`).
        public var text: String
        /// The cluster's left edge on its line, points.
        public var x: Double
        /// The cluster's advance, points; 0 for characters that draw nothing (a line's hanging trailing spaces).
        public var width: Double

        public init(text: String, x: Double, width: Double) {
            precondition(width >= 0 && x.isFinite && width.isFinite, "a cluster spans a finite, non-negative width")
            self.text = text
            self.x = x
            self.width = width
        }
    }

    public var clusters: [Cluster]

    public init(_ clusters: [Cluster]) {
        self.clusters = clusters
    }

    /// Clusters set side by side from x = 0 with the given advances, for inputs laid out elsewhere.
    public init(_ texts: [String], advances: [Double]) {
        precondition(texts.count == advances.count, "one advance per cluster")
        var x = 0.0
        var clusters: [Cluster] = []
        for (text, advance) in zip(texts, advances) {
            clusters.append(Cluster(text: text, x: x, width: advance))
            x += advance
        }
        self.init(clusters)
    }

    /// The string the clusters spell.
    public var string: String { clusters.map(\.text).joined() }

    /// The number of grapheme clusters.
    public var count: Int { clusters.count }

    /// The characters of `range`, joined.
    public func text(_ range: Range<Int>) -> String { clusters[range].map(\.text).joined() }

    /// The left edge of the clusters in `range`, points (the smallest x, so a right-to-left run is measured at its
    /// visual left edge too); the end of the text for an empty range.
    public func leftEdge(_ range: Range<Int>) -> Double {
        clusters[range].map(\.x).min() ?? (clusters.last.map { $0.x + $0.width } ?? 0)
    }

    /// The advance sum of the clusters in `range`, points.
    public func width(_ range: Range<Int>) -> Double { clusters[range].reduce(0) { $0 + $1.width } }
}
