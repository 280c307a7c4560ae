// MetalBuiltins.swift: the names, arities and shape rules of the Metal standard library functions and constants the
// subset provides — MSL spec §6.2 (common, Table 6.1), §6.3 (integer), §6.4 (relational), §6.5 (math, constants
// Tables 6.5–6.6), §6.6 (matrix), §6.8 (geometric, Table 6.11). Calls are lenient the way the Metal compiler is on
// generic `T f(T…)`: T's length is the vector arguments' length, scalars are converted and splatted (shader contract
// §2.5). `frexp(x, thread intn &e)` and `ldexp(x, intn k)` take integer operands and are checked apart
// (`MetalChecker.call`, `builtinCall`). Status: complete for the reference's list (§2.9 of the shader contract).

enum BuiltinShape {
    /// T f(T…) over floating elements.
    case floating(Int)
    /// T f(T…) over integer or floating elements (abs, min, max, clamp …).
    case numeric(Int)
    /// Two vectors (or scalars) to a scalar: dot, distance.
    case reduce(Int)
    /// bool shaped like the argument (isnan …).
    case predicate
    /// bool from a bool vector (all, any).
    case boolReduce
}

enum MetalBuiltins {
    static let table: [String: BuiltinShape] = {
        var t: [String: BuiltinShape] = [:]
        for n in [
            "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "exp",
            "exp2",
            "exp10", "log", "log2", "log10", "sqrt", "rsqrt", "floor", "ceil", "trunc", "round", "rint", "fract",
            "sign",
            "saturate", "sinpi", "cospi", "tanpi", "fabs", "normalize", "length", "length_squared",
        ] { t[n] = .floating(1) }
        for n in [
            "atan2", "pow", "powr", "fmod", "step", "copysign", "fdim", "fmin", "fmax", "divide", "reflect", "cross",
            "nextafter",
        ] {
            t[n] = .floating(2)
        }
        for n in ["mix", "smoothstep", "fma", "refract", "faceforward", "fmin3", "fmax3", "fmedian3"] {
            t[n] = .floating(3)
        }
        t["abs"] = .numeric(1)
        t["min"] = .numeric(2)
        t["max"] = .numeric(2)
        t["clamp"] = .numeric(3)
        t["min3"] = .numeric(3)
        t["max3"] = .numeric(3)
        t["median3"] = .numeric(3)
        t["dot"] = .reduce(2)
        t["distance"] = .reduce(2)
        t["distance_squared"] = .reduce(2)
        for n in ["isnan", "isinf", "isfinite", "signbit", "not"] { t[n] = .predicate }
        t["all"] = .boolReduce
        t["any"] = .boolReduce
        return t
    }()

    /// Functions returning a scalar from one vector argument.
    static let reducingUnary: Set<String> = ["length", "length_squared"]

    /// MSL spec Tables 6.5–6.6 (float and half constants) and `MAXFLOAT`, `INFINITY`, `NAN`.
    static let constants: [String: (Double, ScalarType)] = {
        var c: [String: (Double, ScalarType)] = [:]
        let values: [(String, Double)] = [
            ("M_E", 2.718281828459045), ("M_LOG2E", 1.4426950408889634), ("M_LOG10E", 0.4342944819032518),
            ("M_LN2", 0.6931471805599453), ("M_LN10", 2.302585092994046), ("M_PI", Double.pi),
            ("M_PI_2", Double.pi / 2),
            ("M_PI_4", Double.pi / 4), ("M_1_PI", 1 / Double.pi), ("M_2_PI", 2 / Double.pi),
            ("M_2_SQRTPI", 1.1283791670955126), ("M_SQRT2", 2.0.squareRoot()), ("M_SQRT1_2", 0.5.squareRoot()),
        ]
        for (n, v) in values {
            c[n + "_F"] = (v, .float)
            c[n + "_H"] = (v, .half)
        }
        c["MAXFLOAT"] = (Double(Float.greatestFiniteMagnitude), .float)
        c["MAXHALF"] = (65504, .half)
        c["HUGE_VALF"] = (Double.infinity, .float)
        c["HUGE_VALH"] = (Double.infinity, .half)
        c["INFINITY"] = (Double.infinity, .float)
        c["NAN"] = (Double.nan, .float)
        c["FLT_MAX"] = (Double(Float.greatestFiniteMagnitude), .float)
        c["FLT_MIN"] = (Double(Float.leastNormalMagnitude), .float)
        c["FLT_EPSILON"] = (Double(Float.ulpOfOne), .float)
        return c
    }()

    static var allNames: [String] {
        Array(table.keys) + ["transpose", "determinant", "select", "sincos", "modf", "frexp", "ldexp"]
    }
}
