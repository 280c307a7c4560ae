// Moments.swift: a marker's centre, area and second moments, the quantities seed 000's witness compares.
// Rule: seed 000 ("Predict where the marker's centre goes, how much area it covers, and its second moments, which
// are what tell a rotation from a shear"). Status: complete.

import Geometry

/// Centre (x, y), area and central second moments (variances xx, yy and covariance xy), in device pixels.
public struct Moments: Hashable, Sendable, Codable {
    public var x: Double, y: Double, area: Double, xx: Double, xy: Double, yy: Double

    public init(x: Double, y: Double, area: Double, xx: Double, xy: Double, yy: Double) {
        (self.x, self.y, self.area, self.xx, self.xy, self.yy) = (x, y, area, xx, xy, yy)
    }

    /// The moments of a uniform shape whose own moments about its centre are `area0` and `(sx, sy)` (no
    /// covariance), mapped by the affine `t` (row-vector convention, the shape centred at the origin):
    /// 1. the centre goes to `(tx, ty)`;
    /// 2. the area scales by `|det t|`;
    /// 3. the covariance becomes `Lᵀ Σ L` with `L` the linear part: `xx = a²sx + c²sy`, `xy = ab·sx + cd·sy`,
    ///    `yy = b²sx + d²sy` (seed 000 `predict`).
    public init(area0: Double, sx: Double, sy: Double, transform t: AffineTransform) {
        self.init(
            x: t.tx, y: t.ty, area: area0 * abs(t.determinant),
            xx: t.a * t.a * sx + t.c * t.c * sy, xy: t.a * t.b * sx + t.c * t.d * sy,
            yy: t.b * t.b * sx + t.d * t.d * sy)
    }

    /// Distance between the centres, pixels.
    public func centreError(_ other: Moments) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// The largest second-moment difference as a fraction of the larger predicted variance (seed 000's shape error;
    /// `self` is the prediction that sets the scale).
    public func shapeError(_ other: Moments) -> Double {
        let scale = max(xx, yy)
        guard scale > 0 else { return .infinity }
        return max(abs(xx - other.xx), abs(xy - other.xy), abs(yy - other.yy)) / scale
    }
}
