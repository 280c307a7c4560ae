// GeometryChangeModifier.swift: `.onGeometryChange(for:of:action:)` in layout: the modified view is placed as it
// would be without the modifier, and its geometry (size, global top-leading corner, named coordinate spaces: what
// its GeometryProxy reports, as a GeometryReader's content and `visualEffect` see theirs) goes to the engine's
// geometry sink, when it has one, for the timeline (Scene GeometryChange.swift). `onPreferenceChange` marks report
// the `.preference(key:value:)` values placed inside them the same way (Checker+Preferences.swift).
// Rule: Apple: View.onGeometryChange(for:of:action:) — developer.apple.com/documentation/swiftui/view/
// ongeometrychange(for:of:action:). Status: complete.

import Foundation
import Geometry
import Scene

/// Where one layout pass reports the geometry of the views `onGeometryChange` observes, by identity.
public final class GeometrySink: @unchecked Sendable {
    // Written by the layout pass that owns it, read after it; the lock keeps concurrent passes safe anyway.
    private let lock = NSLock()
    private var seen: [UInt64: GeometryObservation] = [:]
    /// Every `.preference(key:value:)` placed so far, in placement order.
    private var preferences: [(key: String, value: Value)] = []
    /// The viewports of the lazy containers being placed, innermost last (LazyCreation.swift).
    private var viewports: [Rect] = []

    public init() {}

    func setPreference(_ key: String, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        preferences.append((key, value))
    }

    var preferenceCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return preferences.count
    }

    /// The values of `key` set since `start`: those of a subtree placed after `start` was read.
    func preferences(of key: String, since start: Int) -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return preferences[start...].filter { $0.key == key }.map(\.value)
    }

    /// The values of `key` set since `start` replaced by `value` (AnchorPreferenceModifier.swift).
    func replacePreferences(of key: String, since start: Int, with value: Value) {
        lock.lock()
        defer { lock.unlock() }
        preferences = Array(preferences[..<start]) + preferences[start...].filter { $0.key != key } + [(key, value)]
    }

    func record(_ identity: UInt64, _ observation: GeometryObservation) {
        lock.lock()
        defer { lock.unlock() }
        var observation = observation
        // Inside lazy containers a view is created only within every enclosing one's viewport (LazyCreation.swift).
        let frame = Rect(origin: observation.origin, size: observation.size)
        observation.created = viewports.allSatisfy { frame.isCreated(in: $0) }
        // A view placed more than once (a ForEach element with one identity) reports its first placement.
        if seen[identity] == nil { seen[identity] = observation }
    }

    /// Records the views a lazy stack neither sized nor placed (LazyStack.swift) as not created, unless placed.
    func recordNotCreated(_ identity: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        guard seen[identity] == nil else { return }
        var observation = GeometryObservation(size: .zero, origin: .zero, spaces: [:])
        observation.created = false
        seen[identity] = observation
    }

    func pushViewport(_ viewport: Rect) {
        lock.lock()
        defer { lock.unlock() }
        viewports.append(viewport)
    }

    func popViewport() {
        lock.lock()
        defer { lock.unlock() }
        viewports.removeLast()
    }

    public var observations: [UInt64: GeometryObservation] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}

extension GeometryChange: LayoutModifier {
    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        if let key = preferenceKey {
            // `onPreferenceChange`: the values its subtree sets, known once the subtree is placed.
            let start = c.layout.geometry?.preferenceCount ?? 0
            c.place(content, .same, environment: c.environment, into: &out)
            if let sink = c.layout.geometry {
                sink.record(
                    identity,
                    GeometryObservation(
                        size: c.size, origin: .zero, spaces: [:], preferences: sink.preferences(of: key, since: start)))
            }
            return
        }
        if let sink = c.layout.geometry {
            sink.record(
                identity,
                GeometryObservation(
                    size: c.size, origin: c.globalOrigin,
                    spaces: c.environment.coordinateSpaces))
        }
        c.place(content, .same, environment: c.environment, into: &out)
    }
}

extension LayoutEngine {
    /// The geometry of every view marked by `onGeometryChange` in `root` laid out on `canvas` at `scale`: the
    /// `GeometryLayout` a scene's timeline uses (SceneProgram's `geometry:`).
    public static func geometry(of root: ViewNode, canvas: Size, scale: Double) -> [UInt64: GeometryObservation] {
        var engine = LayoutEngine(canvas: canvas, scale: scale)
        let sink = GeometrySink()
        engine.geometry = sink
        _ = engine.leaves(of: root)
        return sink.observations
    }
}

extension PreferenceValue: LayoutModifier {
    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        c.layout.geometry?.setPreference(key, value)
        c.layout.preferences?.append(key, value)
        c.place(content, .same, environment: c.environment, into: &out)
    }
}
