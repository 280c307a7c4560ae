// ContainerRelativeLength+Layout.swift: the length closure of `containerRelativeFrame(_:alignment:_:)` in layout: a
// mark on the view the frame wraps, neutral to layout and drawing, that ContainerRelativeFrame reads.
// Rule: Apple: View.containerRelativeFrame(_:alignment:_:) — developer.apple.com/documentation/swiftui/view/
// containerrelativeframe(_:alignment:_:). Status: complete.

import Scene

extension ContainerRelativeLength: LayoutModifier {
    /// Not written through the vocabulary: the checker builds it (Checker+ContainerRelativeFrame).
    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        c.place(content, .same, into: &out)
    }

    /// The mark written directly on `content`, if any.
    static func mark(on content: ViewNode) -> ContainerRelativeLength? {
        guard case .modified(_, let applied) = content.kind, applied.modifierType == ContainerRelativeLength.self
        else { return nil }
        return applied.withModifier { $0 as? ContainerRelativeLength }
    }
}
