// PaddingLayout.swift: `padding`, SwiftUI's `_PaddingLayout`. Rule: swiftui.md §1.4. Status: complete (LTR only).

import Geometry
import Scene

/// Insets the child: proposes `max(0, proposal − insets)`, reports `child + insets`, places the child at
/// (leading, top).
struct PaddingLayout {
    var insets: EdgeInsets

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func size(_ p: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        let c = child(childProposal(p))
        return Size(width: c.width + insets.leading + insets.trailing, height: c.height + insets.top + insets.bottom)
    }
}
