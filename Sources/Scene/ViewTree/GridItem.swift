// GridItem.swift: SwiftUI's `GridItem` as a value: a lazy grid's column (LazyVGrid) or row (LazyHGrid).
// Rule: Apple: GridItem, developer.apple.com/documentation/swiftui/griditem: `GridItem(_ size: GridItem.Size =
// .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)`; GridItem.Size is `.fixed(_:)`,
// `.flexible(minimum: 10, maximum: .infinity)` or `.adaptive(minimum:maximum: .infinity)`. Layout sizes the tracks
// (Sources/Layout/Views/LazyGrid.swift).

/// One column (or row) description of a lazy grid.
public struct GridItem: Hashable, Sendable, CustomStringConvertible {
    /// How a track is sized.
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The spacing to the next track; nil = the default (8 pt).
    public var spacing: Double?
    /// How a cell's view is aligned in its cell; nil = centre.
    public var alignment: Alignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    public var description: String { "GridItem(\(size), spacing: \(spacing.map { "\($0)" } ?? "nil"))" }
}
