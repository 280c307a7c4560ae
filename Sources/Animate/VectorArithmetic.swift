// VectorArithmetic.swift: SwiftUI's `VectorArithmetic`, the vector space an animation interpolates in.
// Rule: OpenSwiftUI AnimatableAttribute.swift and ConstantColor.swift (animators work on `animatableData` vectors:
// interval = new − old, displayed = new − interval + animated); OpenSwiftUI FluidSpringAnimation.swift (the fluid
// spring's finishing test uses `magnitudeSquared` in absolute units). Status: complete.

/// A value an animation can move: a vector space over `Double` with a length.
///
/// The requirements are named methods rather than operators so that Geometry may add its own `+` later without an
/// ambiguity here; this module derives internal operators from them. `magnitudeSquared` is in the squared units of
/// the data (points², radians², …): the fluid spring's finishing thresholds (OpenSwiftUI FluidSpringAnimation.swift)
/// compare against it directly.
public protocol VectorArithmetic: Sendable, Equatable {
    /// The additive identity.
    static var zero: Self { get }
    /// `self + other`, component by component.
    func adding(_ other: Self) -> Self
    /// `self − other`, component by component.
    func subtracting(_ other: Self) -> Self
    /// Multiplies every component by `factor`.
    mutating func scale(by factor: Double)
    /// The dot product of the vector with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `factor`.
    @inlinable public func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }

    /// The Euclidean length, in the units of the data.
    @inlinable public var magnitude: Double { magnitudeSquared.squareRoot() }

    // Operators for this module's own arithmetic; internal so that importers' `+` keeps its overload set small.
    static func + (lhs: Self, rhs: Self) -> Self { lhs.adding(rhs) }
    static func - (lhs: Self, rhs: Self) -> Self { lhs.subtracting(rhs) }
    static func += (lhs: inout Self, rhs: Self) { lhs = lhs.adding(rhs) }
    static func -= (lhs: inout Self, rhs: Self) { lhs = lhs.subtracting(rhs) }
}

// MARK: - Double

extension Double: VectorArithmetic {
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    @inlinable public mutating func scale(by factor: Double) { self *= factor }
    @inlinable public var magnitudeSquared: Double { self * self }
}

// MARK: - AnimatablePair

/// Two vectors animated together, as SwiftUI's `AnimatablePair`; its length is the length of the concatenation.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic, Hashable
where First: Hashable, Second: Hashable {
    /// The first vector.
    public var first: First
    /// The second vector.
    public var second: Second

    /// The pair `(first, second)`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public func adding(_ other: AnimatablePair) -> AnimatablePair {
        AnimatablePair(first.adding(other.first), second.adding(other.second))
    }
    public func subtracting(_ other: AnimatablePair) -> AnimatablePair {
        AnimatablePair(first.subtracting(other.first), second.subtracting(other.second))
    }
    public mutating func scale(by factor: Double) {
        first.scale(by: factor)
        second.scale(by: factor)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
