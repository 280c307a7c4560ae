// AffineTransform.swift: a 2-D affine matrix in the CG row-vector convention (`p' = p · M`).
// Rule: seed 000 (compose first-written-first: `a.concatenating(b)` applies `a` to points, then `b`);
// OpenSwiftUI RotationEffect.swift, ScaleEffect.swift and UnitPoint.swift for the per-effect matrices. Status:
// complete.

/// `[a b 0; c d 0; tx ty 1]`; a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// A rotation by `angle`; positive is clockwise on a y-down screen.
    public init(rotation angle: Angle) {
        // Exact values at multiples of 90° keep axis-aligned results exactly axis-aligned.
        let (s, c) = AffineTransform.sinCos(angle.radians)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// `self` applied to points first, then `other` (CG's `concatenating`).
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// `t` conjugated to act about `anchor`: shift the anchor to the origin, apply `t`, shift back (seed 000 `about`).
    public static func about(_ anchor: Point, _ t: AffineTransform) -> AffineTransform {
        AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(t)
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    public var determinant: Double { a * d - b * c }
    /// How much the map scales lengths on average, √|det| (blur and shadow radii through a scale, OpenSwiftUI
    /// DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift; Apple: View.compositingGroup() —
    /// developer.apple.com/documentation/swiftui/view/compositinggroup()).
    public var lengthScale: Double { abs(determinant).squareRoot() }
    public var isIdentity: Bool { self == .identity }

    /// The inverse, or nil when the matrix is singular.
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }

    static func sinCos(_ r: Double) -> (Double, Double) {
        let quarter = r / (.pi / 2)
        // Whole quarter turns are exact. The remainder by 4 is exact in floating point, so a huge angle (1e300 rad)
        // never reaches Int(_:) out of range; infinity and NaN fall through to sin/cos (NaN; issue #22).
        if quarter.isFinite, quarter == quarter.rounded() {
            switch (Int(quarter.truncatingRemainder(dividingBy: 4)) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(r), cos(r))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AffineTransform {
    /// The largest factor by which the map stretches a length (the greater singular value), for tolerances given in
    /// device pixels but applied before the transform.
    public var maximumLengthScale: Double {
        let p = a * a + b * b
        let q = c * c + d * d
        let r = a * c + b * d
        let s = ((p - q) * (p - q) + 4 * r * r).squareRoot()
        return ((p + q + s) / 2).squareRoot()
    }
}
