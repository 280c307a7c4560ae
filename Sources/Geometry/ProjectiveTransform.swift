// ProjectiveTransform.swift: a plane-to-plane projective map (a homography), what `rotation3DEffect` draws with.
// Rule: Apple: View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:) — developer.apple.com/documentation/swiftui/
// view/rotation3deffect(_:axis:anchor:anchorz:perspective:), and Core Animation's CATransform3D (row-vector convention,
// p' = p·M, as CGAffineTransform). OpenSwiftUI Rotation3DEffect.swift builds T(−a)·Rot(θ, axis)·P·T(a) with
// P.m34 = −1/d, d = max(w, h) / perspective (perspective 0: no foreshortening), a = (anchor in the size, anchorZ).
// A view is flat (z = 0) and the screen drops z, so the 4×4 reduces to the 3×3 of rows and columns x, y, w.
// Status: complete.

/// `(x, y, 1)·m`, then divided by the third coordinate; row-major `m11 m12 m13 / m21 m22 m23 / m31 m32 m33`.
public struct ProjectiveTransform: Sendable, Equatable {
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 9)
        self.m = m
    }

    public static let identity = ProjectiveTransform([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The affine map as a projective one.
    public init(_ t: AffineTransform) {
        self.init([t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1])
    }

    /// `self` then `t`.
    public func concatenating(_ t: ProjectiveTransform) -> ProjectiveTransform {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 {
                r[i * 3 + j] = m[i * 3] * t.m[j] + m[i * 3 + 1] * t.m[3 + j] + m[i * 3 + 2] * t.m[6 + j]
            }
        }
        return ProjectiveTransform(r)
    }

    /// The image of `p`; nil where the point goes to or behind the eye (w ≤ 0) or the result is not finite.
    public func applying(to p: Point) -> Point? {
        let w = p.x * m[2] + p.y * m[5] + m[8]
        guard w > 1e-12 else { return nil }
        let x = (p.x * m[0] + p.y * m[3] + m[6]) / w
        let y = (p.x * m[1] + p.y * m[4] + m[7]) / w
        return x.isFinite && y.isFinite ? Point(x: x, y: y) : nil
    }

    /// The inverse map (the adjugate over the determinant); nil when singular.
    public var inverted: ProjectiveTransform? {
        let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let co = [e * i - f * h, -(d * i - f * g), d * h - e * g]
        let det = a * co[0] + b * co[1] + c * co[2]
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let adj = [
            co[0], -(b * i - c * h), b * f - c * e,
            co[1], a * i - c * g, -(a * f - c * d),
            co[2], -(a * h - b * g), a * e - b * d,
        ]
        return ProjectiveTransform(adj.map { $0 / det })
    }

    /// `rotation3DEffect(angle, axis:, anchor:, anchorZ:, perspective:)` for a view of `size` (points of its space).
    public static func rotation3D(
        _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: Point, anchorZ: Double,
        perspective: Double, size: Size
    ) -> ProjectiveTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (ux, uy, uz) = (axis.x / length, axis.y / length, axis.z / length)
        let (s, c) = AffineTransform.sinCos(angle.radians)  // whole quarter turns exact
        let k = 1 - c
        // Row-vector rotation: the transpose of Rodrigues' matrix, cI − s[u]× + (1 − c)uuᵀ (CATransform3DMakeRotation).
        let rot: [[Double]] = [
            [c + k * ux * ux, k * ux * uy + s * uz, k * ux * uz - s * uy, 0],
            [k * uy * ux - s * uz, c + k * uy * uy, k * uy * uz + s * ux, 0],
            [k * uz * ux + s * uy, k * uz * uy - s * ux, c + k * uz * uz, 0],
            [0, 0, 0, 1],
        ]
        let d = max(size.width, size.height) / perspective
        var p = identity4
        if perspective != 0, d.isFinite, d != 0 { p[2][3] = -1 / d }
        let m4 = multiply(multiply(multiply(translation4(-anchor.x, -anchor.y, -anchorZ), rot), p),
            translation4(anchor.x, anchor.y, anchorZ))
        return ProjectiveTransform([
            m4[0][0], m4[0][1], m4[0][3], m4[1][0], m4[1][1], m4[1][3], m4[3][0], m4[3][1], m4[3][3],
        ])
    }

    private static let identity4: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]

    private static func translation4(_ x: Double, _ y: Double, _ z: Double) -> [[Double]] {
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]]
    }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0.0) { $0 + a[i][$1] * b[$1][j] } } }
    }
}
