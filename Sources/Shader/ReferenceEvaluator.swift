// ReferenceEvaluator.swift: the plain twin of the span evaluator (docs/ARCHITECTURE.md "Conventions": each fast
// kernel keeps a reference twin) — walks the typed code one pixel at a time in Double with Foundation's libm, the
// definitions of MSL spec §6 written out once more, integers wrapping at 32 bits. Also folds constant expressions for
// the checker (globals, array sizes, default arguments), rounding float results to Float32. Status: complete.

import Foundation

struct ReferenceEvaluator {
    /// The resources an entry function reads; nil members are absent.
    struct Inputs {
        var layer: ((Double, Double) -> [Double])?
        var texture: ((SamplerState, Double, Double) -> [Double])?
        var textureSize: (Int, Int) = (0, 0)
        var buffers: [Int: [Double]] = [:]
        /// `.data` arguments' bytes by parameter.
        var data: [Int: [UInt8]] = [:]
    }

    struct NotConstant: Error {}
    enum Flow { case normal, broke, continued, returned }

    final class Frame {
        var locals: [[Double]]
        var result: [Double] = []
        init(_ types: [MType]) { locals = types.map { Array(repeating: 0, count: $0.slots) } }
    }

    let functions: [TFunction]
    let inputs: Inputs
    /// `HalfPrecision.strict`: every half-typed result rounded to binary16 (Swift's `Float16`).
    let strictHalf: Bool
    var steps = 0

    init(functions: [TFunction], inputs: Inputs, strictHalf: Bool = false) {
        self.functions = functions
        self.inputs = inputs
        self.strictHalf = strictHalf
    }

    /// The slot values of a constant expression (floats rounded to Float32), or nil if it reads anything variable.
    static func fold(_ e: TExpr) -> [Double]? {
        if let v = e.constantValue { return v }
        var r = ReferenceEvaluator(functions: [], inputs: Inputs())
        guard let v = try? r.eval(e, nil) else { return nil }
        return round(v, e.type)
    }

    static func round(_ v: [Double], _ t: MType) -> [Double] {
        guard let el = t.element, el.isFloating else { return v }
        return v.map { Double(Float($0)) }
    }

    /// Calls function `index` with `arguments` (slot values per parameter; opaque parameters empty).
    mutating func call(_ index: Int, _ arguments: [[Double]]) throws -> [Double] {
        let f = functions[index]
        let frame = Frame(f.locals)
        for (i, a) in arguments.enumerated() { frame.locals[i] = a }
        frame.result = Array(repeating: 0, count: f.returnType.slots)
        _ = try run(f.body, frame)
        return frame.result
    }

    mutating func run(_ s: TStmt, _ frame: Frame) throws -> Flow {
        switch s {
        case .block(let items):
            for i in items {
                let f = try run(i, frame)
                if f != .normal { return f }
            }
            return .normal
        case .declare(let id, let e):
            frame.locals[id] = try e.map { try eval($0, frame) } ?? Array(repeating: 0, count: frame.locals[id].count)
            return .normal
        case .expression(let e):
            _ = try eval(e, frame)
            return .normal
        case .ifElse(let c, let a, let b):
            if try eval(c, frame)[0] != 0 { return try run(a, frame) }
            return try b.map { try run($0, frame) } ?? .normal
        case .loop(let c, let step, let body, let testFirst, _, _):
            var first = true
            var iterations = 0
            while true {
                if testFirst || !first, let c, try eval(c, frame)[0] == 0 { break }
                first = false
                iterations += 1
                if iterations > SpanLimits.loopIterations { break }
                let f = try run(body, frame)
                if f == .broke { break }
                if f == .returned { return .returned }
                if let step { _ = try eval(step, frame) }
            }
            return .normal
        case .switchOf(let selector, let sections):
            let bits = UInt32(truncatingIfNeeded: Int64(try eval(selector, frame)[0]))
            guard
                let entry = sections.firstIndex(where: { $0.values.contains(bits) })
                    ?? sections.firstIndex(where: \.isDefault)
            else { return .normal }
            for section in sections[entry...] {
                let f = try run(section.body, frame)
                if f == .broke { return .normal }
                if f != .normal { return f }
            }
            return .normal
        case .breakLoop: return .broke
        case .continueLoop: return .continued
        case .returnValue(let e):
            if let e { frame.result = try eval(e, frame) }
            return .returned
        }
    }

    // MARK: Expressions

    mutating func eval(_ e: TExpr, _ frame: Frame?) throws -> [Double] {
        let v = try evalUnrounded(e, frame)
        guard strictHalf else { return v }
        switch e.kind {
        case .constant, .binary, .unary, .builtin, .convert, .matrixMultiply, .layerSample, .textureSample,
            .outBuiltin, .increment:
            let elements = e.type.slotElements
            return v.enumerated().map { i, x in i < elements.count && elements[i] == .half ? Self.half(x) : x }
        default: return v
        }
    }

    /// x rounded to binary16 (nearest, ties to even; beyond 65504 infinite).
    static func half(_ x: Double) -> Double { Double(Float16(Float(x))) }

    mutating func evalUnrounded(_ e: TExpr, _ frame: Frame?) throws -> [Double] {
        switch e.kind {
        case .constant(let v): return v
        case .variable(let id):
            guard let frame else { throw NotConstant() }
            return frame.locals[id]
        case .select(let b, let idx):
            let v = try eval(b, frame)
            return idx.map { v[$0] }
        case .dynamicIndex(let b, let i, let stride, let count):
            let v = try eval(b, frame)
            let k = Self.clampIndex(try eval(i, frame)[0], count)
            return Array(v[(k * stride)..<(k * stride + stride)])
        case .bufferIndex(let id, let i) where inputs.data[id] != nil:
            // Little-endian element i (MSL sizes and alignments), 0 when it is not wholly inside the bytes.
            let bytes = inputs.data[id]!
            let el = e.type.element ?? .float
            let n = e.type.width ?? 1
            let component = el == .half ? 2 : 4
            let stride = (n == 3 ? 4 : n) * component
            let k = try eval(i, frame)[0]
            guard k >= 0, k < 1e9, Int(k) * stride + n * component <= bytes.count else {
                return Array(repeating: 0, count: n)
            }
            return (0..<n).map { j in
                let at = Int(k) * stride + j * component
                var bits: UInt32 = 0
                for b in 0..<component { bits |= UInt32(bytes[at + b]) << UInt32(8 * b) }
                switch el {
                case .half: return Double(Float16(bitPattern: UInt16(bits)))
                case .int: return Double(Int32(bitPattern: bits))
                case .uint: return Double(bits)
                default: return Double(Float(bitPattern: bits))
                }
            }
        case .bufferIndex(let id, let i):
            guard let buffer = inputs.buffers[id] else { throw NotConstant() }
            let width = e.type.slots
            let count = buffer.count / max(1, width)
            guard count > 0 else { return Array(repeating: 0, count: width) }
            let k = Self.clampIndex(try eval(i, frame)[0], count)
            return Array(buffer[(k * width)..<(k * width + width)])
        case .call(let f, let args):
            guard frame != nil else { throw NotConstant() }
            var values: [[Double]] = []
            for a in args { values.append(try eval(a, frame)) }
            steps += 1
            return try call(f, values)
        case .builtin(let name, let args):
            var values: [[Double]] = []
            for a in args { values.append(try eval(a, frame)) }
            return Self.builtin(name, values, args.first?.type ?? .float, e.type)
        case .construct(let parts):
            var out: [Double] = []
            for p in parts { out += try eval(p, frame) }
            return out
        case .convert(let x):
            let v = try eval(x, frame)
            let from = x.type.element!
            let to = e.type.element!
            let converted = v.map { Self.convertScalar($0, from: from, to: to) }
            return converted.count == 1 && e.type.slots > 1
                ? Array(repeating: converted[0], count: e.type.slots) : converted
        case .unary(let op, let x):
            let v = try eval(x, frame)
            let el = x.type.element!
            switch op {
            case .negate: return v.map { el.isInteger ? Self.wrap(-$0, el) : -$0 }
            case .not: return v.map { $0 == 0 ? 1 : 0 }
            case .bitNot: return v.map { Self.wrap(Double(~Int64($0)), el) }
            }
        case .binary(let op, let a, let b):
            let x = try eval(a, frame)
            let y = try eval(b, frame)
            let el = a.type.element!
            return zip(x, y).map { Self.binaryScalar(op, $0, $1, el) }
        case .matrixMultiply(let a, let b):
            return Self.matrixMultiply(try eval(a, frame), a.type, try eval(b, frame), b.type)
        case .logical(let isAnd, let a, let b):
            let x = try eval(a, frame)[0] != 0
            if isAnd && !x { return [0] }
            if !isAnd && x { return [1] }
            return [try eval(b, frame)[0] != 0 ? 1 : 0]
        case .conditional(let c, let a, let b):
            let cv = try eval(c, frame)
            if cv.count == 1 { return cv[0] != 0 ? try eval(a, frame) : try eval(b, frame) }
            let x = try eval(a, frame)
            let y = try eval(b, frame)
            return cv.indices.map { cv[$0] != 0 ? x[$0] : y[$0] }
        case .assign(let target, let value):
            guard let frame else { throw NotConstant() }
            let v = try eval(value, frame)
            try store(target, v, frame)
            return v
        case .increment(let target, let delta, let prefix):
            guard let frame else { throw NotConstant() }
            let old = try eval(target, frame)
            let el = target.type.element!
            let new = old.map {
                el.isInteger
                    ? Self.wrap($0 + delta, el) : (strictHalf && el == .half ? Self.half($0 + delta) : $0 + delta)
            }
            try store(target, new, frame)
            return prefix ? new : old
        case .comma(let a, let b):
            _ = try eval(a, frame)
            return try eval(b, frame)
        case .layerSample(let p):
            guard let layer = inputs.layer else { throw NotConstant() }
            let v = try eval(p, frame)
            return layer(v[0], v[1])
        case .textureSample(_, let s, let uv):
            guard let tex = inputs.texture else { throw NotConstant() }
            let v = try eval(uv, frame)
            return tex(s, v[0], v[1])
        case .textureSize(_, let which):
            guard inputs.texture != nil else { throw NotConstant() }
            return [Double(which == 0 ? inputs.textureSize.0 : inputs.textureSize.1)]
        case .samplerValue:
            return []
        case .outBuiltin(let name, let x, let out):
            guard let frame else { throw NotConstant() }
            let v = try eval(x, frame)
            if name == "sincos" {
                try store(out, v.map { Foundation.cos($0) }, frame)
                return v.map { Foundation.sin($0) }
            }
            if name == "frexp" {
                // On the device the argument is a Float32: its exponent and mantissa, by C's frexp (libm; the
                // Swift overlay's tuple form drops the sign).
                var exponents: [Double] = []
                let mantissas = v.map { x -> Double in
                    var e: Int32 = 0
                    let m = Foundation.frexp(Double(Float(x)), &e)
                    exponents.append(m.isFinite && m != 0 ? Double(e) : 0)
                    return m
                }
                try store(out, exponents, frame)
                return mantissas
            }
            try store(out, v.map { Foundation.trunc($0) }, frame)
            return v.map { $0 - Foundation.trunc($0) }
        }
    }

    mutating func store(_ target: TExpr, _ v: [Double], _ frame: Frame) throws {
        switch target.kind {
        case .variable(let id): frame.locals[id] = v
        case .select(let b, let idx):
            var cur = try eval(b, frame)
            for (k, i) in idx.enumerated() { cur[i] = v[k] }
            try store(b, cur, frame)
        case .dynamicIndex(let b, let i, let stride, let count):
            var cur = try eval(b, frame)
            let k = Self.clampIndex(try eval(i, frame)[0], count)
            for j in 0..<stride { cur[k * stride + j] = v[j] }
            try store(b, cur, frame)
        default: throw NotConstant()
        }
    }

    static func clampIndex(_ x: Double, _ count: Int) -> Int {
        guard x.isFinite else { return 0 }
        return max(0, min(count - 1, Int(x)))
    }

    // MARK: Scalar semantics (MSL spec §2.22, §3, §8.6)

    static func wrap(_ x: Double, _ el: ScalarType) -> Double {
        let i = Int64(exactly: x.rounded(.towardZero)) ?? 0
        switch el {
        case .int: return Double(Int32(truncatingIfNeeded: i))
        case .uint: return Double(UInt32(truncatingIfNeeded: i))
        case .bool: return i != 0 ? 1 : 0
        default: return x
        }
    }

    static func convertScalar(_ x: Double, from: ScalarType, to: ScalarType) -> Double {
        // A float converted to an integer is a Float32 value on the device: round first, then truncate.
        let x = from.isFloating && !to.isFloating ? Double(Float(x)) : x
        switch to {
        case .bool: return x != 0 && !x.isNaN ? 1 : (x.isNaN ? 1 : 0)
        case .half, .float: return from.isFloating ? x : x
        case .int:
            if from.isFloating {
                guard x.isFinite else { return x.isNaN ? 0 : (x > 0 ? Double(Int32.max) : Double(Int32.min)) }
                return max(Double(Int32.min), min(Double(Int32.max), x.rounded(.towardZero)))
            }
            return wrap(x, .int)
        case .uint:
            if from.isFloating {
                guard x.isFinite else { return x.isNaN ? 0 : (x > 0 ? Double(UInt32.max) : 0) }
                return max(0, min(Double(UInt32.max), x.rounded(.towardZero)))
            }
            return wrap(x, .uint)
        }
    }

    static func binaryScalar(_ op: BinaryOp, _ x: Double, _ y: Double, _ el: ScalarType) -> Double {
        let isInt = el.isInteger || el == .bool
        switch op {
        case .add: return isInt ? wrap(x + y, el) : x + y
        case .sub: return isInt ? wrap(x - y, el) : x - y
        case .mul:
            if isInt {
                if el == .uint { return Double(UInt32(x) &* UInt32(y)) }
                return Double(Int32(x) &* Int32(y))
            }
            return x * y
        case .div:
            if isInt {
                guard y != 0 else { return 0 }
                if el == .int, x == Double(Int32.min), y == -1 { return x }
                return (x / y).rounded(.towardZero)
            }
            return x / y
        case .rem:
            guard y != 0 else { return 0 }
            if el == .int, x == Double(Int32.min), y == -1 { return 0 }
            return x.truncatingRemainder(dividingBy: y)
        case .lt: return x < y ? 1 : 0
        case .le: return x <= y ? 1 : 0
        case .gt: return x > y ? 1 : 0
        case .ge: return x >= y ? 1 : 0
        case .eq: return x == y ? 1 : 0
        case .ne: return x != y ? 1 : 0
        case .and: return wrap(Double(Int64(x) & Int64(y)), el)
        case .or: return wrap(Double(Int64(x) | Int64(y)), el)
        case .xor: return wrap(Double(Int64(x) ^ Int64(y)), el)
        case .shl: return wrap(Double(Int64(x) << (Int64(y) & 31)), el)
        case .shr:
            if el == .uint { return Double(UInt32(x) >> (UInt32(y) & 31)) }
            return Double(Int32(x) >> (Int32(y) & 31))
        }
    }

    static func matrixMultiply(_ a: [Double], _ at: MType, _ b: [Double], _ bt: MType) -> [Double] {
        switch (at, bt) {
        case (.matrix(_, let c, let r), .vector):  // M * v = Σ v[j] · column j
            return (0..<r).map { i in (0..<c).reduce(0) { $0 + a[$1 * r + i] * b[$1] } }
        case (.vector, .matrix(_, let c, let r)):  // v * M: component j = dot(v, column j)
            return (0..<c).map { j in (0..<r).reduce(0) { $0 + a[$1] * b[j * r + $1] } }
        case (.matrix(_, let c, let r), .matrix(_, let c2, _)):
            var out: [Double] = []
            for j in 0..<c2 { for i in 0..<r { out.append((0..<c).reduce(0) { $0 + a[$1 * r + i] * b[j * c + $1] }) } }
            return out
        default: return []
        }
    }

    static func fminNaN(_ x: Double, _ y: Double) -> Double { x.isNaN ? y : y.isNaN ? x : Swift.min(x, y) }
    static func fmaxNaN(_ x: Double, _ y: Double) -> Double { x.isNaN ? y : y.isNaN ? x : Swift.max(x, y) }

    /// MSL spec §6 definitions, element by element or over whole vectors.
    static func builtin(_ name: String, _ a: [[Double]], _ argType: MType, _ resultType: MType) -> [Double] {
        let n = a.first?.count ?? 0
        func each(_ f: (Int) -> Double) -> [Double] { (0..<n).map(f) }
        let isInt = argType.element?.isInteger ?? false
        switch name {
        case "dot": return [each { a[0][$0] * a[1][$0] }.reduce(0, +)]
        case "length": return [each { a[0][$0] * a[0][$0] }.reduce(0, +).squareRoot()]
        case "length_squared": return [each { a[0][$0] * a[0][$0] }.reduce(0, +)]
        case "distance": return [each { (a[0][$0] - a[1][$0]) * (a[0][$0] - a[1][$0]) }.reduce(0, +).squareRoot()]
        case "distance_squared": return [each { (a[0][$0] - a[1][$0]) * (a[0][$0] - a[1][$0]) }.reduce(0, +)]
        case "normalize":
            let l = each { a[0][$0] * a[0][$0] }.reduce(0, +).squareRoot()
            return each { a[0][$0] / l }
        case "cross":
            let x = a[0]
            let y = a[1]
            return [x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]]
        case "reflect":
            let d = each { a[0][$0] * a[1][$0] }.reduce(0, +)
            return each { a[0][$0] - 2 * d * a[1][$0] }
        case "refract":
            let d = each { a[0][$0] * a[1][$0] }.reduce(0, +)
            let eta = a[2][0]
            let k = 1 - eta * eta * (1 - d * d)
            if k < 0 { return Array(repeating: 0, count: n) }
            return each { eta * a[0][$0] - (eta * d + k.squareRoot()) * a[1][$0] }
        case "faceforward":
            let d = each { a[2][$0] * a[1][$0] }.reduce(0, +)
            return each { d < 0 ? a[0][$0] : -a[0][$0] }
        case "all": return [a[0].allSatisfy { $0 != 0 } ? 1 : 0]
        case "any": return [a[0].contains { $0 != 0 } ? 1 : 0]
        case "transpose":
            guard case .matrix(_, let c, let r) = argType else { return a[0] }
            var out: [Double] = []
            for i in 0..<r { for j in 0..<c { out.append(a[0][j * r + i]) } }
            return out
        case "determinant":
            let m = a[0]
            switch m.count {
            case 4: return [m[0] * m[3] - m[2] * m[1]]
            case 9:
                return [
                    m[0] * (m[4] * m[8] - m[7] * m[5]) - m[3] * (m[1] * m[8] - m[7] * m[2]) + m[6]
                        * (m[1] * m[5] - m[4] * m[2])
                ]
            default:
                // Laplace expansion along the first column of a 4×4 (column-major).
                func at(_ r: Int, _ c: Int) -> Double { m[c * 4 + r] }
                func minor(_ row: Int) -> Double {
                    let rows = (0..<4).filter { $0 != row }
                    func e(_ i: Int, _ j: Int) -> Double { at(rows[i], j + 1) }
                    return e(0, 0) * (e(1, 1) * e(2, 2) - e(2, 1) * e(1, 2)) - e(1, 0)
                        * (e(0, 1) * e(2, 2) - e(2, 1) * e(0, 2)) + e(2, 0) * (e(0, 1) * e(1, 2) - e(1, 1) * e(0, 2))
                }
                return [(0..<4).reduce(0) { $0 + (($1 % 2 == 0) ? 1 : -1) * at($1, 0) * minor($1) }]
            }
        default: break
        }
        return each { i in scalar(name, a.map { $0[i] }, isInt: isInt, el: argType.element ?? .float) }
    }

    static func scalar(_ name: String, _ v: [Double], isInt: Bool, el: ScalarType) -> Double {
        let x = v[0]
        switch name {
        case "sin": return Foundation.sin(x)
        case "cos": return Foundation.cos(x)
        case "tan": return Foundation.tan(x)
        case "asin": return Foundation.asin(x)
        case "acos": return Foundation.acos(x)
        case "atan": return Foundation.atan(x)
        case "sinh": return Foundation.sinh(x)
        case "cosh": return Foundation.cosh(x)
        case "tanh": return Foundation.tanh(x)
        case "asinh": return Foundation.asinh(x)
        case "acosh": return Foundation.acosh(x)
        case "atanh": return Foundation.atanh(x)
        case "sinpi": return Foundation.sin(Double.pi * x)
        case "cospi": return Foundation.cos(Double.pi * x)
        case "tanpi": return Foundation.tan(Double.pi * x)
        case "exp": return Foundation.exp(x)
        case "exp2": return Foundation.exp2(x)
        case "exp10": return Foundation.pow(10, x)
        case "log": return Foundation.log(x)
        case "log2": return Foundation.log2(x)
        case "log10": return Foundation.log10(x)
        case "sqrt": return x.squareRoot()
        case "rsqrt": return 1 / x.squareRoot()
        case "floor": return Foundation.floor(x)
        case "ceil": return Foundation.ceil(x)
        case "trunc": return Foundation.trunc(x)
        case "round": return x.rounded(.toNearestOrAwayFromZero)
        case "rint": return x.rounded(.toNearestOrEven)
        case "fract": return Swift.min(x - Foundation.floor(x), Double(Float(1).nextDown))
        case "sign": return x > 0 ? 1 : x < 0 ? -1 : 0
        case "saturate": return fminNaN(fmaxNaN(x, 0), 1)
        case "fabs", "abs": return isInt ? wrap(Swift.abs(x), el) : Swift.abs(x)
        case "atan2": return Foundation.atan2(x, v[1])
        case "pow", "powr": return x < 0 ? .nan : Foundation.pow(x, v[1])
        case "fmod": return x - v[1] * Foundation.trunc(x / v[1])
        case "step": return v[1] < x ? 0 : 1
        case "copysign": return Foundation.copysign(x, v[1])
        case "ldexp": return Double(Float(Foundation.scalbn(x, Int(v[1]))))
        case "nextafter":
            let (f, g) = (Float(x), Float(v[1]))
            return f.isNaN || g.isNaN ? .nan : Double(f == g ? g : f < g ? f.nextUp : f.nextDown)
        case "fdim": return x > v[1] ? x - v[1] : 0
        case "divide": return x / v[1]
        case "fmin", "min": return fminNaN(x, v[1])
        case "fmax", "max": return fmaxNaN(x, v[1])
        case "clamp": return fminNaN(fmaxNaN(x, v[1]), v[2])
        case "mix": return x + (v[1] - x) * v[2]
        case "smoothstep":
            let t = fminNaN(fmaxNaN((v[2] - x) / (v[1] - x), 0), 1)
            return t * t * (3 - 2 * t)
        case "fma": return x * v[1] + v[2]
        case "min3", "fmin3": return fminNaN(fminNaN(x, v[1]), v[2])
        case "max3", "fmax3": return fmaxNaN(fmaxNaN(x, v[1]), v[2])
        case "median3", "fmedian3": return fmaxNaN(fminNaN(x, v[1]), fminNaN(fmaxNaN(x, v[1]), v[2]))
        case "isnan": return x.isNaN ? 1 : 0
        case "isinf": return x.isInfinite ? 1 : 0
        case "isfinite": return x.isFinite ? 1 : 0
        case "signbit": return x.sign == .minus ? 1 : 0
        default: return .nan
        }
    }
}
