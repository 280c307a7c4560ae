// Checker+ShapeStyleOpacity.swift: `ShapeStyle.opacity(_:)` on a gradient where a shape style is expected
// (`.fill(LinearGradient(…).opacity(0.5))`), rather than the View modifier of the same name.
// Rule: Apple: ShapeStyle.opacity(_:) — developer.apple.com/documentation/swiftui/shapestyle/opacity(_:) ("returns a
// new style based on self that multiplies by the specified opacity when drawing"): each stop's colour is multiplied.

import Geometry

extension Checker {
    /// `gradient.opacity(k)` checked as a shape style; nil when `base` is not a gradient style.
    mutating func checkShapeStyleOpacity(_ base: Expr, _ amount: Argument, _ range: SourceRange) -> Typed? {
        let style = checkOnTrial(base, expected: .gradientStyle)
        guard style.reported == 0, style.typed.type == .gradientStyle else { return nil }
        let typed = check(base, expected: .gradientStyle)
        let k = coerce(check(amount.value, expected: .double), to: .double, at: amount.range, .argument)
        return Typed(
            ir: apply({ v, _ in .shading(v[0].shading.multiplyingOpacity(by: v[1].double)) }, [typed.ir, k], range),
            type: .gradientStyle)
    }
}

extension GradientShading {
    /// The same gradient with every colour's opacity multiplied by `k` (clamped to 0…1).
    func multiplyingOpacity(by k: Double) -> GradientShading {
        let k = min(max(k, 0), 1)
        func faded(_ g: Gradient) -> Gradient {
            var g = g
            for i in g.stops.indices { g.stops[i].color.opacity *= k }
            return g
        }
        switch self {
        case .linear(let g, let start, let end): return .linear(faded(g), start: start, end: end)
        case .radial(let g, let center, let r0, let r1):
            return .radial(faded(g), center: center, startRadius: r0, endRadius: r1)
        case .elliptical(let g, let center, let f0, let f1):
            return .elliptical(faded(g), center: center, startRadiusFraction: f0, endRadiusFraction: f1)
        case .angular(let g, let center, let a0, let a1):
            return .angular(faded(g), center: center, startAngle: a0, endAngle: a1)
        case .mesh(var m):
            for i in m.colors.indices { m.colors[i].opacity *= k }
            m.background.opacity *= k
            return .mesh(m)
        }
    }
}
