// LazyCreation.swift: which rows of a lazy container SwiftUI has created, for the timeline's `onAppear`.
// Rule: Apple: LazyVStack — developer.apple.com/documentation/swiftui/lazyvstack ("The stack is 'lazy,' in that the
// stack view doesn't create items until it needs to render them onscreen"; LazyHStack, LazyVGrid, LazyHGrid and List
// are lazy likewise) and View.onAppear(perform:) — developer.apple.com/documentation/swiftui/view/onappear(perform:)
// (runs when the view appears). anim draws every row, so creation only decides which `onAppear` actions run: while
// the timeline lays a state out (a GeometrySink present), a lazy container places its children inside
// `GeometrySink.creating(in:)`, and a view it places is created when its frame meets the container's viewport — the
// nearest enclosing scroll view's bounds (the `_scrollViewport` space ScrollView records), else the canvas. SwiftUI
// may create a row or two beyond the viewport ahead of scrolling; how many is not documented, so none are [UNCONF].
// Status: complete for LazyVStack, LazyHStack, LazyVGrid, LazyHGrid and List.

import Geometry
import Scene

extension GeometrySink {
    /// Runs `place` with `viewport` (global points) as the region in which views are created.
    func creating(in viewport: Rect, _ place: () -> Void) {
        pushViewport(viewport)
        place()
        popViewport()
    }
}

extension PlacementContext {
    /// The region a lazy container placed by this context creates its rows in, global points: the nearest scroll
    /// view's bounds, else the canvas.
    var lazyViewport: Rect {
        let spaces = environment.coordinateSpaces
        if let corner = spaces["_scrollViewport"], let size = spaces["_scrollViewport\u{B7}size"] {
            return Rect(x: corner.x, y: corner.y, width: size.x, height: size.y)
        }
        return Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height)
    }

    /// The placed view's top-left corner in global points (GeometryProxy, named coordinate spaces, onGeometryChange):
    /// its top-leading corner, or in a mirrored right-to-left space (LayoutDirectionWriter.swift) its top-trailing
    /// one, which is drawn at the left.
    var globalOrigin: Point {
        let t = space.transform
        let corner = t.a * t.d - t.b * t.c < 0 ? origin + Point(x: size.width, y: 0) : origin
        let p = corner.applying(t)
        return Point(x: p.x / layout.grid.scale, y: p.y / layout.grid.scale)
    }

    /// The placed view's own bounds in global points: the viewport of a container that scrolls itself (List).
    var globalBounds: Rect {
        let scale = layout.grid.scale
        let corner = origin.applying(space.transform)
        let far = (origin + Point(x: size.width, y: size.height)).applying(space.transform)
        // Corners, not origin and extent: a right-to-left space is mirrored (LayoutDirectionWriter.swift), its
        // top-leading corner the box's top-right.
        return Rect(
            x: min(corner.x, far.x) / scale, y: min(corner.y, far.y) / scale, width: abs(far.x - corner.x) / scale,
            height: abs(far.y - corner.y) / scale)
    }

    /// Places a lazy container's children with `place`, marking the views outside `viewport` (by default
    /// `lazyViewport`) as not created when the timeline is laying the state out; otherwise just places them.
    func placingLazily(in viewport: Rect? = nil, _ place: () -> Void) {
        guard let sink = layout.geometry else { return place() }
        sink.creating(in: viewport ?? lazyViewport, place)
    }
}

extension Rect {
    /// Whether a view with this frame is created in `viewport`: the two overlap on both axes (a row that only touches
    /// the viewport's edge is not; an empty view counts where it sits).
    func isCreated(in viewport: Rect) -> Bool {
        func overlaps(_ low: Double, _ high: Double, _ start: Double, _ end: Double) -> Bool {
            low < end && (high > start || (high == low && high >= start))
        }
        return overlaps(minX, maxX, viewport.minX, viewport.maxX) && overlaps(minY, maxY, viewport.minY, viewport.maxY)
    }
}
