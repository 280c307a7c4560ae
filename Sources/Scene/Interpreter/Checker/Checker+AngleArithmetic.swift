// Checker+AngleArithmetic.swift: arithmetic on `Angle` — `a + b`, `a - b`, `a * 2`, `2 * a`, `a / 2`, comparisons —
// as pasted code writes for rotations (`.rotationEffect(base * Double(i))`).
// Rule: Apple: Angle — developer.apple.com/documentation/swiftui/angle (Angle conforms to AdditiveArithmetic and
// Comparable, and to VectorArithmetic, whose `scale(by:)` gives `*`/`/` by a Double). The value is radians; scaling
// radians scales degrees alike. Status: complete.

import Geometry

extension Checker {
    /// `l op r` with an Angle on one side, or nil when neither operand is an Angle.
    mutating func checkAngleArithmetic(
        _ op: String, _ l: Expr, _ r: Expr, _ operands: [Typed], range: SourceRange
    ) -> Typed? {
        let (lt, rt) = (operands[0].type, operands[1].type)
        guard lt == .angle || rt == .angle else { return nil }
        if lt == .angle && rt == .angle {
            switch op {
            case "+", "-":
                let sign = op == "+" ? 1.0 : -1.0
                return Typed(
                    ir: apply(
                        { v, _ in .angle(Angle(radians: v[0].angle.radians + sign * v[1].angle.radians)) },
                        [operands[0].ir, operands[1].ir], range), type: .angle)
            case "<", "<=", ">", ">=":
                let compare: @Sendable (Double, Double) -> Bool =
                    switch op {
                    case "<": { $0 < $1 }
                    case "<=": { $0 <= $1 }
                    case ">": { $0 > $1 }
                    default: { $0 >= $1 }
                    }
                return Typed(
                    ir: apply(
                        { v, _ in .bool(compare(v[0].angle.radians, v[1].angle.radians)) },
                        [operands[0].ir, operands[1].ir], range), type: .bool)
            default: return nil
            }
        }
        // One Angle and one number: `angle * k`, `k * angle`, `angle / k`.
        let angleOnLeft = lt == .angle
        guard op == "*" || (op == "/" && angleOnLeft), (angleOnLeft ? rt : lt).isNumeric else { return nil }
        let number = angleOnLeft ? r : l
        let factor = coerce(check(number, expected: .double), to: .double, at: number.range, .argument)
        let angle = angleOnLeft ? operands[0].ir : operands[1].ir
        let divides = op == "/"
        return Typed(
            ir: apply(
                { v, _ in
                    .angle(
                        Angle(radians: divides ? v[0].angle.radians / v[1].double : v[0].angle.radians * v[1].double))
                }, [angle, factor], range), type: .angle)
    }
}
