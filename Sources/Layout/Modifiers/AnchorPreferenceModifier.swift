// AnchorPreferenceModifier.swift: anchor preferences and the views drawn from preference values, in layout. An
// `anchorPreference` resolves its source against the view it modifies as it is placed — the view's rectangle (or
// point) in its own coordinates, mapped through the transform of its space (every offset, scale, rotation … above
// it) into global points, a rectangle becoming the bounding box of its mapped corners — and sets the key's value its
// transform makes from that `Anchor`. An `overlayPreferenceValue`/`backgroundPreferenceValue` places its view first,
// gathering the values its subtree set, then builds its decoration from them and places it as `overlay`/`background`
// place theirs (proposed the view's size, aligned to it); a background's leaves go beneath the view's.
// Rule: Apple: Anchor — developer.apple.com/documentation/swiftui/anchor; View.anchorPreference(key:value:transform:)
// — developer.apple.com/documentation/swiftui/view/anchorpreference(key:value:transform:);
// View.overlayPreferenceValue(_:_:) — developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:_:);
// CGRect.applying(_:) for a transformed rectangle. Each snapshot of an animation is laid out this way, so an
// underline drawn from an anchor moves to its new place in the new snapshot and its leaf animates there as any leaf
// does (LeafAnimation.swift). The decoration inherits the text environment written around the modifier
// (TextEnvironment.swift). Status: complete.

import Foundation
import Geometry
import Scene

/// Every preference value set so far in one layout pass, in placement order: what an `overlayPreferenceValue` reads
/// of its subtree.
final class PreferenceList: @unchecked Sendable {
    // One pass places on one thread; the lock keeps a shared list safe anyway.
    private let lock = NSLock()
    private var entries: [(key: String, value: Value)] = []

    func append(_ key: String, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        entries.append((key, value))
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The values of `key` set since `start`: those of a subtree placed after `start` was read.
    func values(of key: String, since start: Int) -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return entries[start...].filter { $0.key == key }.map(\.value)
    }

    /// The values of `key` set since `start` replaced by `value` (a `transformAnchorPreference`'s result).
    func replace(_ key: String, since start: Int, with value: Value) {
        lock.lock()
        defer { lock.unlock() }
        entries = Array(entries[..<start]) + entries[start...].filter { $0.key != key } + [(key, value)]
    }
}

extension AnchorPreference: LayoutModifier {
    static let declarations: [ModifierDeclaration] = []

    /// The anchor of `source` on a view of the context's size at its origin, in global points.
    static func resolve(_ source: AnchorSource, _ c: PlacementContext) -> Value {
        let scale = c.layout.grid.scale
        let device = source.local(origin: c.origin, size: c.size).applying(c.space.transform)
        let global = Rect(
            x: device.minX / scale, y: device.minY / scale, width: device.width / scale, height: device.height / scale)
        return AnchorPreference.anchor(global, isPoint: source.isPoint)
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let anchor = AnchorPreference.resolve(source, c)
        let list = c.layout.preferences
        if !replacesSubtree {
            do {
                let result = try value(anchor, [])
                list?.append(key, result)
                c.layout.geometry?.setPreference(key, result)
            } catch {
                c.layout.warnings.fail(error)
            }
            c.place(content, .same, environment: c.environment, into: &out)
            return
        }
        // `transformAnchorPreference`: the subtree's values, edited by the transform, take their place.
        let start = list?.count ?? 0
        let geometryStart = c.layout.geometry?.preferenceCount ?? 0
        c.place(content, .same, environment: c.environment, into: &out)
        do {
            let result = try value(anchor, list?.values(of: key, since: start) ?? [])
            list?.replace(key, since: start, with: result)
            c.layout.geometry?.replacePreferences(of: key, since: geometryStart, with: result)
        } catch {
            c.layout.warnings.fail(error)
        }
    }
}

extension PreferenceValueDecoration: LayoutModifier {
    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let list = c.layout.preferences
        let start = list?.count ?? 0
        var primary: [PlacedLeaf] = []
        c.place(content, .same, into: &primary)
        guard case .view(let secondaryView)? = c.secondary?.kind,
            let decoration = secondaryView.view as? PreferenceValueContent
        else {
            out.append(contentsOf: primary)
            return
        }
        let views: [ViewNode]
        do {
            views = try decoration.content(list?.values(of: key, since: start) ?? [])
        } catch {
            c.layout.warnings.fail(error)
            out.append(contentsOf: primary)
            return
        }
        if isOverlay { out.append(contentsOf: primary) }
        if !views.isEmpty {
            let secondary = singleView(views, range: .none).resolvingTextEnvironment(
                decoration.textAttributes ?? TextAttributes())
            c.layout.placeSecondary(
                secondary, alignment, primaryOrigin: c.origin, primarySize: c.size, environment: c.environment,
                space: c.space, into: &out)
        }
        if !isOverlay { out.append(contentsOf: primary) }
    }
}

/// The decoration's view is placed by its modifier, from the values; as a view of its own it takes no room.
extension PreferenceValueContent: LayoutView {
    static let declarations: [ViewDeclaration] = []

    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis)
        -> Size
    {
        .zero
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {}
}
