// StrokeStyle.swift: SwiftUI's `StrokeStyle`, `CGLineCap` and `CGLineJoin`.
// Rule: Apple: StrokeStyle — developer.apple.com/documentation/swiftui/strokestyle (defaults: lineWidth 1, cap
// .butt, join .miter, miterLimit 10, no dash, phase 0). Status: complete.

/// How the open ends of a stroked subpath are drawn (`CGLineCap`).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Ends exactly at the end point.
    case butt
    /// A half disc of the line's half width around the end point.
    case round
    /// A half square: the line extended by half its width.
    case square
}

/// How two segments of a stroke meet (`CGLineJoin`).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges extended to their intersection, unless that is farther than `miterLimit` half widths
    /// from the corner, then beveled.
    case miter
    /// A circular arc of the half width around the corner.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
