// GeometryChange.swift: the mark `.onGeometryChange(for:of:action:)` leaves on the view it modifies, and what layout
// tells the timeline about that view's geometry.
// Rule: Apple: View.onGeometryChange(for:of:action:) — developer.apple.com/documentation/swiftui/view/
// ongeometrychange(for:of:action:): "Adds an action to be performed when a value, created from a geometry proxy,
// changes"; the proxy is the modified view's (its size, its frame in the global and named coordinate spaces).
// SwiftUI lays views out at their model values (an animation interpolates only what is drawn), so the geometry of a
// state is its laid-out geometry: the timeline (TimelineRunner) lays out each new state through `GeometryLayout`,
// which Layout provides, and runs the action when the value differs from the one it last saw — first when the view
// appears. Status: complete.

import Geometry

/// Marks a view whose geometry an `onGeometryChange` observes; `identity` is the action's (CollectedAction).
public struct GeometryChange: ViewModifier {
    public let identity: UInt64

    public init(identity: UInt64) { self.identity = identity }

    public func resolvingFiles(in directory: String) -> GeometryChange { self }
}

/// A laid-out view's geometry, as its GeometryProxy reports it: size, top-leading corner in global points, and the
/// origins of the named coordinate spaces around it.
public struct GeometryObservation: Sendable, Equatable {
    public var size: Size
    public var origin: Point
    public var spaces: [String: Point]

    public init(size: Size, origin: Point, spaces: [String: Point]) {
        self.size = size
        self.origin = origin
        self.spaces = spaces
    }
}

/// Lays out `root` on a canvas of `canvas` points at `scale` and reports the geometry of every view marked by
/// `GeometryChange`, by identity (Layout's `LayoutEngine`, kept out of Scene by the module table).
public typealias GeometryLayout =
    @Sendable (_ root: ViewNode, _ canvas: Size, _ scale: Double) -> [UInt64:
    GeometryObservation]
