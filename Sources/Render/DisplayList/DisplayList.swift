// DisplayList.swift: what Layout hands the rasteriser for one frame: filled outlines in device pixels, back to front.
// Status: complete for issue #2 (solid fills only; effects and layers come with issue #7).

import Geometry

/// One filled outline. The path is already in device pixels (layout points × render scale, every transform applied),
/// so the rasteriser needs no knowledge of SwiftUI.
public struct DisplayItem: Sendable {
    /// The outline in device pixels, filled with the non-zero rule.
    public var path: Path
    /// The fill, sRGB-encoded with straight alpha; view opacity is already multiplied into `color.opacity`.
    public var color: Color

    public init(path: Path, color: Color) {
        self.path = path
        self.color = color
    }
}

/// A frame's drawing, painted in order (first item at the back).
public struct DisplayList: Sendable {
    public var items: [DisplayItem]

    public init(items: [DisplayItem] = []) { self.items = items }
}
