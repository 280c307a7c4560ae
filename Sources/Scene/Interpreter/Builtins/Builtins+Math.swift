// Builtins+Math.swift: the free math functions a scene may call: abs, sin, cos, sqrt, floor, ceil, round, …
// (`min`/`max` are variadic and built per call in Checker+Calls).
// Rule: Swift's overloads: `abs` keeps its argument's type; the others take and return Double (Foundation's C math).
// `round` rounds half away from zero, like C `round`. Status: complete for issue #2.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Builtins {
    static let math: [String: [BuiltinFunction]] = [
        "abs": [
            BuiltinFunction([arg(nil, .int)], .int) { v, range throws(RuntimeFailure) in
                guard v[0].int != .min else {
                    throw RuntimeFailure("arithmetic overflow: abs(Int.min) is not an Int", at: range)
                }
                return .int(abs(v[0].int))
            },
            BuiltinFunction([arg(nil, .double)], .double) { v, _ in .double(abs(v[0].double)) },
        ],
        "sin": unary(sin), "cos": unary(cos), "tan": unary(tan), "asin": unary(asin), "acos": unary(acos),
        "atan": unary(atan),
        "sqrt": unary(sqrt), "floor": unary(floor), "ceil": unary(ceil), "round": unary(round), "exp": unary(exp),
        "log": unary(log),
        "atan2": binary(atan2), "pow": binary(pow), "hypot": binary(hypot),
    ]

    private static func unary(_ f: @escaping @Sendable (Double) -> Double) -> [BuiltinFunction] {
        [BuiltinFunction([arg(nil, .double)], .double) { v, _ in .double(f(v[0].double)) }]
    }

    private static func binary(_ f: @escaping @Sendable (Double, Double) -> Double) -> [BuiltinFunction] {
        [
            BuiltinFunction([arg(nil, .double), arg(nil, .double)], .double) { v, _ in
                .double(f(v[0].double, v[1].double))
            }
        ]
    }

    /// `min(a, b, …)` / `max(a, b, …)` over `count` values of `type` (Int or Double).
    static func extremum(_ name: String, count: Int, type: SceneType) -> BuiltinFunction {
        let pickMin = name == "min"
        return BuiltinFunction(Array(repeating: arg(nil, type), count: count), type) { v, _ in
            var best = v[0]
            for candidate in v.dropFirst() {
                let better: Bool =
                    switch (candidate, best) {
                    case (.int(let a), .int(let b)): pickMin ? a < b : a > b
                    case (.double(let a), .double(let b)): pickMin ? a < b : a > b
                    default: false
                    }
                if better { best = candidate }
            }
            return best
        }
    }
}
