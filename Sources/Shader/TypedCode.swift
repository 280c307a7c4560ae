// TypedCode.swift: the checked form of a translation unit — every expression typed, overloads resolved, implicit
// conversions explicit (MSL spec §2.22–2.23), swizzles and members reduced to slot selections, globals folded.
// Both evaluators read it: the span compiler (`SpanCompiler`) and the scalar reference (`ReferenceEvaluator`).
// Status: complete.

enum UnaryOp: Sendable { case negate, not, bitNot }
enum BinaryOp: String, Sendable {
    case add = "+"
    case sub = "-"
    case mul = "*"
    case div = "/"
    case rem = "%"
    case lt = "<"
    case le = "<="
    case gt = ">"
    case ge = ">="
    case eq = "=="
    case ne = "!="
    case and = "&"
    case or = "|"
    case xor = "^"
    case shl = "<<"
    case shr = ">>"
}

final class TExpr: @unchecked Sendable {
    indirect enum Kind {
        /// Slot values (integers and bools exact, floats rounded to Float32).
        case constant([Double])
        case variable(Int)
        /// Slots `indices` of the operand (swizzles, members, constant indices).
        case select(TExpr, [Int])
        /// Element `index` (per pixel) of an array, vector or matrix of `count` elements of `stride` slots.
        case dynamicIndex(TExpr, TExpr, stride: Int, count: Int)
        /// `p[index]` of a `device const T*` parameter (a bound argument buffer).
        case bufferIndex(Int, TExpr)
        case call(Int, [TExpr])
        /// A built-in applied to arguments already converted to its resolved shape.
        case builtin(String, [TExpr])
        /// The concatenation of the operands' slots (constructors, initialiser lists).
        case construct([TExpr])
        /// Element-wise conversion of a same-shaped operand, or a splat of a scalar operand.
        case convert(TExpr)
        case unary(UnaryOp, TExpr)
        /// Element-wise; the operands have the same shape (scalars were splatted).
        case binary(BinaryOp, TExpr, TExpr)
        /// `M * v`, `v * M`, `M * M` (MSL spec §3.2).
        case matrixMultiply(TExpr, TExpr)
        case logical(isAnd: Bool, TExpr, TExpr)
        /// `c ? a : b`, component-wise for a vector condition.
        case conditional(TExpr, TExpr, TExpr)
        /// Stores `value` into the l-value and yields it.
        case assign(TExpr, TExpr)
        /// `x++`, `--x`: `delta` ±1; yields the old value when postfix.
        case increment(TExpr, delta: Double, prefix: Bool)
        case comma(TExpr, TExpr)
        /// `layer.sample(p)` of a `SwiftUI::Layer` parameter.
        case layerSample(TExpr)
        /// `texture.sample(sampler, uv)` of texture parameter `Int`.
        case textureSample(Int, SamplerState, TExpr)
        /// `texture.get_width()` (0) / `get_height()` (1).
        case textureSize(Int, Int)
        case samplerValue(SamplerState)
        /// `sincos(x, c)`, `modf(x, i)`, `frexp(x, e)`: the value, and the out-parameter l-value.
        case outBuiltin(String, TExpr, TExpr)
    }
    let kind: Kind
    let type: MType
    let at: SourceLocation
    init(_ kind: Kind, _ type: MType, at: SourceLocation) {
        self.kind = kind
        self.type = type
        self.at = at
    }

    var constantValue: [Double]? {
        if case .constant(let v) = kind { return v }
        return nil
    }
}

indirect enum TStmt: Sendable {
    case block([TStmt])
    /// Declares local `Int` with its initial value (nil: zero).
    case declare(Int, TExpr?)
    case expression(TExpr)
    case ifElse(TExpr, TStmt, TStmt?)
    /// `for`/`while` (condition tested first) and `do … while`; `assigned` are the locals written in the loop.
    case loop(condition: TExpr?, step: TExpr?, body: TStmt, testFirst: Bool, assigned: [Int], at: SourceLocation)
    /// `switch`: control enters the first section whose `values` hold the selector (else the `isDefault` one, else
    /// none) and runs on through the following sections until a `break` (`breakLoop` inside a switch leaves it).
    case switchOf(TExpr, [TSwitchSection])
    case breakLoop
    case continueLoop
    case returnValue(TExpr?)
}

struct TSwitchSection: Sendable {
    /// Label values as the selector's type's bit patterns (int or uint).
    var values: [UInt32]
    var isDefault: Bool
    var body: TStmt
}

struct TParameter: Sendable {
    var name: String
    var type: MType
    var defaultValue: TExpr?
    var isOut: Bool
}

struct TFunction: Sendable {
    var name: String
    var path: String
    var at: SourceLocation
    var returnType: MType
    var parameters: [TParameter]
    /// Types of every local (parameters first).
    var locals: [MType]
    var body: TStmt
    var stitchable: Bool
    /// User functions this one calls (for the recursion check).
    var callees: [(Int, SourceLocation)]
}

/// One checked translation unit (a `.metal` file with its includes).
struct TypedUnit: Sendable {
    var functions: [TFunction]
}
