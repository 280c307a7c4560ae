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

/// Marks a view whose geometry an `onGeometryChange` observes; `identity` is the action's (CollectedAction). With a
/// `preferenceKey`, an `onPreferenceChange` observes the values of that key set in the view's subtree instead
/// (Checker+Preferences.swift).
public struct GeometryChange: ViewModifier {
    public let identity: UInt64
    public let preferenceKey: String?

    public init(identity: UInt64, preferenceKey: String? = nil) {
        self.identity = identity
        self.preferenceKey = preferenceKey
    }

    public func resolvingFiles(in directory: String) -> GeometryChange { self }
}

/// A laid-out view's geometry, as its GeometryProxy reports it: size, top-leading corner in global points, and the
/// origins of the named coordinate spaces around it.
public struct GeometryObservation: Sendable {
    public var size: Size
    public var origin: Point
    public var spaces: [String: Point]
    /// For an `onPreferenceChange` mark: the values of its key set in the subtree, in placement order.
    public var preferences: [Value]
    /// False for a view in a lazy container (LazyVStack, LazyHStack, LazyVGrid, LazyHGrid, List) that lies outside
    /// the container's viewport: SwiftUI has not created it yet, so its `onAppear` has not run (LazyCreation.swift).
    public var created = true

    public init(size: Size, origin: Point, spaces: [String: Point], preferences: [Value] = []) {
        self.size = size
        self.origin = origin
        self.spaces = spaces
        self.preferences = preferences
    }
}

/// The value `.preference(key:value:)` sets on a view, for the `onPreferenceChange` marks above it.
public struct PreferenceValue: ViewModifier {
    public let key: String
    public let value: Value

    public init(key: String, value: Value) {
        self.key = key
        self.value = value
    }

    public func resolvingFiles(in directory: String) -> PreferenceValue { self }
}

/// Lays out `root` on a canvas of `canvas` points at `scale` and reports the geometry of every view marked by
/// `GeometryChange`, by identity (Layout's `LayoutEngine`, kept out of Scene by the module table).
public typealias GeometryLayout =
    @Sendable (_ root: ViewNode, _ canvas: Size, _ scale: Double) -> [UInt64:
    GeometryObservation]
