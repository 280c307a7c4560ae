// PositionLayout.swift: `position(x:y:)`, SwiftUI's `_PositionLayout`. Rule: swiftui.md §1.5. Status: complete.

import Geometry

/// Takes the whole proposal as its size (nil axes: the child's size); the child's centre goes to the point.
enum PositionLayout {
    static func size(_ p: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        if let w = p.width, let h = p.height { return Size(width: w, height: h) }
        let c = child(p)
        return Size(width: p.width ?? c.width, height: p.height ?? c.height)
    }
}
