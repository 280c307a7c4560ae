// ProposedSize.swift: SwiftUI's `ProposedViewSize`: what a parent offers a child, per axis.
// Rule: Apple: ProposedViewSize — developer.apple.com/documentation/swiftui/proposedviewsize; OpenSwiftUI
// ProposedSize.swift (nil = "your ideal size", 0 = minimum, .infinity = maximum). Status: complete.

import Geometry
import Scene

/// A proposal in points. `nil` on an axis asks for the ideal size on that axis.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// nil axes replaced by `fallback` (10 pt for shapes and colours: `replacingUnspecifiedDimensions()`).
    public func replacingUnspecified(by fallback: Double = 10) -> Size {
        Size(width: width ?? fallback, height: height ?? fallback)
    }

    /// The value on `axis` (`.horizontal` = width); `.z` is not an axis of a proposal.
    func along(_ axis: StackAxis) -> Double? { axis == .vertical ? height : width }
    func across(_ axis: StackAxis) -> Double? { axis == .vertical ? width : height }

    /// A proposal from major/minor values on a stack axis.
    static func on(_ axis: StackAxis, major: Double?, minor: Double?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: minor, height: major) : ProposedSize(width: major, height: minor)
    }
}

extension Size {
    func along(_ axis: StackAxis) -> Double { axis == .vertical ? height : width }
    func across(_ axis: StackAxis) -> Double { axis == .vertical ? width : height }
    static func on(_ axis: StackAxis, major: Double, minor: Double) -> Size {
        axis == .vertical ? Size(width: minor, height: major) : Size(width: major, height: minor)
    }
}
