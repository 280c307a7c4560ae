// AnimatableVector.swift: a vector of any length, for values whose animatable data is assembled at run time (a
// leaf's frame, colour and opacity; an effect's frame and parameters).
// Rule: SwiftUI's `AnimatableVector` / `_VectorMath` (OpenSwiftUI AnimatableAttribute.swift and ConstantColor.swift):
// component-wise arithmetic; a missing component counts as 0, so `.zero` (empty) is the identity for every length.
// Status: complete.

/// A vector of Doubles, component-wise.
public struct AnimatableVector: VectorArithmetic, Animatable, Hashable {
    public var components: [Double]

    public init(_ components: [Double]) { self.components = components }

    public static var zero: AnimatableVector { AnimatableVector([]) }

    public func adding(_ other: AnimatableVector) -> AnimatableVector {
        combine(other, +)
    }

    public func subtracting(_ other: AnimatableVector) -> AnimatableVector {
        combine(other, -)
    }

    public mutating func scale(by factor: Double) {
        for i in components.indices { components[i] *= factor }
    }

    public var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

    /// Equal when every component is, reading missing components as 0.
    public static func == (l: AnimatableVector, r: AnimatableVector) -> Bool {
        let n = max(l.components.count, r.components.count)
        for i in 0..<n where l[i] != r[i] { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    /// Component `i`, 0 past the end.
    public subscript(i: Int) -> Double { i < components.count ? components[i] : 0 }

    private func combine(_ other: AnimatableVector, _ op: (Double, Double) -> Double) -> AnimatableVector {
        let n = max(components.count, other.components.count)
        var out = [Double](repeating: 0, count: n)
        for i in 0..<n { out[i] = op(self[i], other[i]) }
        return AnimatableVector(out)
    }
}
