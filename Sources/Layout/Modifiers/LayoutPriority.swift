// LayoutPriority.swift: `layoutPriority(_:)`, SwiftUI's `LayoutPriorityTraitKey`.
// Rule: Apple: View.layoutPriority(_:), developer.apple.com/documentation/swiftui/view/layoutpriority(_:): "A parent
// layout offers the child views with the highest layout priority all the space offered to the parent minus the
// minimum space required for all its lower-priority children." The default priority is 0. OpenSwiftUI
// LayoutView.swift and FixedSizeLayout.swift: modifiers that lay out anew (frame, padding…) report priority 0, so
// the priority counts only where it is outermost or under modifiers that pass it through (fixedSize, and the
// render-only ones that keep their content's box). Spacer is −∞ (OpenSwiftUI Spacer.swift). Layout-neutral.

import Geometry
import Scene

struct LayoutPriority: LayoutModifier {
    var value: Double

    static let declarations = [
        ModifierDeclaration(
            "layoutPriority",
            [.modifier("layoutPriority", [arg(nil, .double)]) { LayoutPriority(value: $0[0].double) }])
    ]
}

extension ViewNode {
    /// The priority a stack gives this child: the outermost `layoutPriority` reached through modifiers that keep
    /// their content's box (a frame or padding written outside it hides it, as in SwiftUI), −∞ for a Spacer, else 0.
    var layoutPriority: Double {
        var n = self
        while case .modified(let content, let applied) = n.kind {
            if let p = applied.modifier as? LayoutPriority { return p.value }
            guard applied.layout.passesPriority else { return 0 }
            n = content
        }
        return n.isSpacer ? -.infinity : 0
    }
}

extension LayoutModifier {
    /// Whether the child's priority shows through this modifier: `fixedSize` and modifiers that neither resize nor
    /// move their content in layout (effects, environment writers) pass it; frames and padding reset it to 0.
    var passesPriority: Bool {
        switch self {
        case is FixedSizeLayout, is LayoutPriority: true
        case is FrameLayout, is FlexFrameLayout, is PaddingLayout, is PositionLayout: false
        default: true
        }
    }
}
