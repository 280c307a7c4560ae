// CustomLayout.swift: a user `struct X: Layout` as the view tree carries it: its values and a way to run its
// `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)` for the proposal, bounds
// and subviews that layout gives it.
// Rule: Apple: Layout — developer.apple.com/documentation/swiftui/layout ("sizeThatFits … reports the size of the
// composite layout view", "placeSubviews … assigns positions to each of the layout's subviews"); Apple: LayoutSubview
// (`sizeThatFits(_:)`, `dimensions(in:)`, `place(at:anchor:proposal:)`, anchor `.topLeading` by default; a subview
// that is not placed is placed at the centre of the bounds, unspecified proposal); Apple: ProposedViewSize (nil side
// = unspecified; `replacingUnspecifiedDimensions(by:)` uses 10 × 10 by default). As for GeometryReader, Layout calls
// the closures; the scene never imports Layout (docs/ARCHITECTURE.md "Data flow"). Status: complete for issue #14
// except `spacing` and the cache (always `()`); a subview's `priority` is its `layoutPriority(_:)` (Apple:
// LayoutSubview.priority — "the layout priority of the subview", 0 unless set).

import Geometry

/// One subview as a custom layout sees it: its index, its sizing, and where placements are recorded.
public struct LayoutSubviewProxy: Sendable {
    public var index: Int
    /// The subview's size for a proposal (width, height; nil = unspecified).
    let measure: @Sendable (Double?, Double?) -> Size
    let placements: LayoutPlacements
    /// The subview's `layoutPriority(_:)`, 0 when it sets none.
    public var priority: Double

    public init(
        index: Int, measure: @escaping @Sendable (Double?, Double?) -> Size, placements: LayoutPlacements,
        priority: Double = 0
    ) {
        self.index = index
        self.measure = measure
        self.placements = placements
        self.priority = priority
    }

    public func sizeThatFits(_ width: Double?, _ height: Double?) -> Size { measure(width, height) }

    /// `place(at:anchor:proposal:)`.
    public func place(at point: Point, anchor: UnitPoint, width: Double?, height: Double?) {
        placements.record(index, LayoutPlacement(point: point, anchor: anchor, width: width, height: height))
    }
}

/// Where `placeSubviews` put a subview: `anchor` of it at `point`, proposed (width, height).
public struct LayoutPlacement: Sendable {
    public var point: Point
    public var anchor: UnitPoint
    public var width: Double?
    public var height: Double?

    public init(point: Point, anchor: UnitPoint, width: Double?, height: Double?) {
        self.point = point
        self.anchor = anchor
        self.width = width
        self.height = height
    }
}

/// The placements of one `placeSubviews` call; the last placement of a subview wins, as in SwiftUI. Each instance
/// belongs to one layout call on one thread (a frame is laid out on one thread), hence `@unchecked Sendable`.
public final class LayoutPlacements: @unchecked Sendable {
    private var byIndex: [Int: LayoutPlacement] = [:]

    public init() {}

    func record(_ index: Int, _ placement: LayoutPlacement) { byIndex[index] = placement }

    public func placement(of index: Int) -> LayoutPlacement? { byIndex[index] }
}

/// A user layout: its name, values, and the two protocol methods as closures.
public struct CustomLayout: Sendable {
    public var name: String
    /// The size for a proposal and subviews.
    let size: @Sendable (Double?, Double?, [LayoutSubviewProxy]) throws(RuntimeFailure) -> Size
    /// Runs `placeSubviews` for bounds, proposal and subviews (placements go to the proxies' recorder).
    let place: @Sendable (Rect, Double?, Double?, [LayoutSubviewProxy]) throws(RuntimeFailure) -> Void

    public init(
        name: String,
        size: @escaping @Sendable (Double?, Double?, [LayoutSubviewProxy]) throws(RuntimeFailure) -> Size,
        place: @escaping @Sendable (Rect, Double?, Double?, [LayoutSubviewProxy]) throws(RuntimeFailure) -> Void
    ) {
        self.name = name
        self.size = size
        self.place = place
    }

    public func sizeThatFits(width: Double?, height: Double?, subviews: [LayoutSubviewProxy]) throws(RuntimeFailure)
        -> Size
    {
        try size(width, height, subviews)
    }

    public func placeSubviews(
        in bounds: Rect, width: Double?, height: Double?, subviews: [LayoutSubviewProxy]
    ) throws(RuntimeFailure) {
        try place(bounds, width, height, subviews)
    }
}
