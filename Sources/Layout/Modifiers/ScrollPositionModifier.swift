// ScrollPositionModifier.swift: `scrollPosition(id:anchor:)` on a ScrollView: the content scrolled so the view whose
// `.id(_:)` equals the bound value sits at the scroll view's top / leading edge (or where `anchor` says).
// Rule: Apple: View.scrollPosition(id:anchor:) — developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
// ("Associates a binding to be updated when a scroll view within this view scrolls"; writing the binding scrolls to
// the view with that identity, among the views of a `scrollTargetLayout()`), and View.id(_:). A scroll view cannot
// scroll past its content, so the offset is clamped to the content's extent. The scroll view finds the view by
// placing its content once with a ScrollTarget that the matching `id` records its frame in (IdentityModifier), then
// places it shifted; a change of the bound value in an animated transaction moves the content as any layout change
// animates. Status: complete for `id:` bindings; a nil value or an id no view has leaves the content at offset 0.

import Foundation
import Geometry
import Scene

/// The view a scroll view is asked to show, and where its content found it.
final class ScrollTarget: @unchecked Sendable {
    /// The bound identity, as Swift's string interpolation prints it (IdentityModifier compares the same).
    let id: String
    /// The point of the view put at the same point of the viewport; nil: top leading.
    let anchor: UnitPoint?
    private let lock = NSLock()
    private var found: Rect?

    init(id: String, anchor: UnitPoint?) {
        (self.id, self.anchor) = (id, anchor)
    }

    /// The frame of the first view placed with this identity.
    var frame: Rect? { lock.withLock { found } }

    func record(_ frame: Rect) { lock.withLock { if found == nil { found = frame } } }
}

struct ScrollPositionModifier: LayoutModifier {
    /// nil: the binding holds nil, nothing is scrolled to.
    var id: String?
    var anchor: UnitPoint?

    static let declarations = [
        ModifierDeclaration(
            "scrollPosition",
            [
                .modifier("scrollPosition", [arg("id", .anyEquatable), arg("anchor", .optional(.unitPoint), .absent)]) {
                    let id: String? = if case .absent = $0[0] { nil } else { $0[0].interpolated }
                    let anchor: UnitPoint? = if case .absent = $0[1] { nil } else { $0[1].unitPoint }
                    return ScrollPositionModifier(id: id, anchor: anchor)
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.scrollTarget = id.map { ScrollTarget(id: $0, anchor: anchor) }
        c.place(content, .same, environment: env, into: &out)
    }
}

extension ScrollTarget {
    /// How far content starting at `contentStart`, `content` long, scrolls along one axis of a viewport `viewport`
    /// long, to put the target's `anchor` point (its frame from `targetStart`, `targetLength` long) at the viewport's:
    /// clamped to 0…(content − viewport).
    func offset(
        targetStart: Double, targetLength: Double, anchor: Double, contentStart: Double, content: Double,
        viewport: Double
    ) -> Double {
        let wanted = targetStart + anchor * targetLength - anchor * viewport - contentStart
        return min(max(wanted, 0), max(content - viewport, 0))
    }
}
