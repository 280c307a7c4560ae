// NumericOperator.swift: `+ - * /` (and `%` on Int) and `< <= > >=` on two Doubles or two Ints, as an IR node of
// their own (IR.numeric) instead of a builtin apply.
// Rule: The Swift Programming Language, "Basic Operators" (arithmetic and comparison operators; Int arithmetic traps
// on overflow and division by zero). Builtins.binaryOperator, which the checker folds constants with, uses this
// definition for these operators.
// Why: a builtin apply takes an argument array from the evaluator's pool, calls the operator's closure and puts the
// array back — about 800 instructions for `a * b` (issue #21, `bench/profile-scene`: heavy's `… * 2` per element); a
// numeric node evaluates its two operands and computes in place. Steps, depth and the range reported are the apply's.
// Status: complete.

/// An arithmetic or comparison operator on two operands of one numeric type.
enum NumericOperator: Sendable, Equatable {
    case addDouble, subtractDouble, multiplyDouble, divideDouble
    case lessDouble, lessOrEqualDouble, greaterDouble, greaterOrEqualDouble
    case addInt, subtractInt, multiplyInt, divideInt, remainderInt
    case lessInt, lessOrEqualInt, greaterInt, greaterOrEqualInt

    /// The operator `op` on two operands of `type`, or nil when it is not one of these.
    init?(_ op: String, _ type: SceneType) {
        switch (op, type) {
        case ("+", .double): self = .addDouble
        case ("-", .double): self = .subtractDouble
        case ("*", .double): self = .multiplyDouble
        case ("/", .double): self = .divideDouble
        case ("<", .double): self = .lessDouble
        case ("<=", .double): self = .lessOrEqualDouble
        case (">", .double): self = .greaterDouble
        case (">=", .double): self = .greaterOrEqualDouble
        case ("+", .int): self = .addInt
        case ("-", .int): self = .subtractInt
        case ("*", .int): self = .multiplyInt
        case ("/", .int): self = .divideInt
        case ("%", .int): self = .remainderInt
        case ("<", .int): self = .lessInt
        case ("<=", .int): self = .lessOrEqualInt
        case (">", .int): self = .greaterInt
        case (">=", .int): self = .greaterOrEqualInt
        default: return nil
        }
    }

    /// The type of `a op b`: Bool for a comparison, else the operands' type.
    var resultType: SceneType {
        switch self {
        case .lessDouble, .lessOrEqualDouble, .greaterDouble, .greaterOrEqualDouble, .lessInt, .lessOrEqualInt,
            .greaterInt, .greaterOrEqualInt:
            .bool
        case .addDouble, .subtractDouble, .multiplyDouble, .divideDouble: .double
        case .addInt, .subtractInt, .multiplyInt, .divideInt, .remainderInt: .int
        }
    }

    /// `a op b`; an Int overflow or division by zero is a run-time failure at `range` (Builtins.integerArithmetic).
    @inline(__always)
    func apply(_ a: Value, _ b: Value, _ range: SourceRange) throws(RuntimeFailure) -> Value {
        switch self {
        case .addDouble: .double(a.double + b.double)
        case .subtractDouble: .double(a.double - b.double)
        case .multiplyDouble: .double(a.double * b.double)
        case .divideDouble: .double(a.double / b.double)
        case .lessDouble: .bool(a.double < b.double)
        case .lessOrEqualDouble: .bool(a.double <= b.double)
        case .greaterDouble: .bool(a.double > b.double)
        case .greaterOrEqualDouble: .bool(a.double >= b.double)
        case .addInt: .int(try Builtins.integerArithmetic("+", a.int, b.int, range))
        case .subtractInt: .int(try Builtins.integerArithmetic("-", a.int, b.int, range))
        case .multiplyInt: .int(try Builtins.integerArithmetic("*", a.int, b.int, range))
        case .divideInt: .int(try Builtins.integerArithmetic("/", a.int, b.int, range))
        case .remainderInt: .int(try Builtins.integerArithmetic("%", a.int, b.int, range))
        case .lessInt: .bool(a.int < b.int)
        case .lessOrEqualInt: .bool(a.int <= b.int)
        case .greaterInt: .bool(a.int > b.int)
        case .greaterOrEqualInt: .bool(a.int >= b.int)
        }
    }
}
