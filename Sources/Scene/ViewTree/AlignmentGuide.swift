// AlignmentGuide.swift: what `.alignmentGuide(_:computeValue:)` puts on a view: which guide it replaces and the
// closure that computes it, still to be run, because it reads the view's size (and text baselines) from layout.
// Rule: Apple: View.alignmentGuide(_:computeValue:) — developer.apple.com/documentation/swiftui/view/
// alignmentguide(_:computevalue:)-6y3u2 (horizontal) and -9mdoh (vertical): "Sets the view's horizontal/vertical
// alignment"; the closure receives the view's ViewDimensions and returns the guide's offset from the view's origin
// (top-leading), which a stack aligning on that guide uses instead of the default. Apple: ViewDimensions —
// developer.apple.com/documentation/swiftui/viewdimensions (`width`, `height`, `subscript(_:)` for a guide's
// value). Status: complete for the standard guides.

/// The guide an `.alignmentGuide` sets.
public enum AlignmentGuideKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// A laid-out view's dimensions as the closure of an `.alignmentGuide` sees them, in points.
public struct ViewDimensions: Sendable {
    public var width: Double
    public var height: Double
    /// Offsets of the first and last text baselines from the top; the height when the view has no text (Apple:
    /// VerticalAlignment.firstTextBaseline: "a view without text … uses its bottom").
    public var firstTextBaseline: Double
    public var lastTextBaseline: Double

    public init(width: Double, height: Double, firstTextBaseline: Double, lastTextBaseline: Double) {
        (self.width, self.height) = (width, height)
        (self.firstTextBaseline, self.lastTextBaseline) = (firstTextBaseline, lastTextBaseline)
    }
}

public struct AlignmentGuide: ViewModifier {
    public let guide: AlignmentGuideKey
    /// The guide's offset from the view's top-leading corner, points; the closure as written, run per layout.
    public let computeValue: @Sendable (ViewDimensions) throws(RuntimeFailure) -> Double

    public init(
        guide: AlignmentGuideKey, computeValue: @escaping @Sendable (ViewDimensions) throws(RuntimeFailure) -> Double
    ) {
        self.guide = guide
        self.computeValue = computeValue
    }
}
