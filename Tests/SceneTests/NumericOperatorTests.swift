// NumericOperatorTests.swift: `l op r` on two Doubles or two Ints is an IR node of its own (IR.numeric,
// NumericOperator.swift) that gives Swift's values and traps (written out here; Builtins.binaryOperator folds with it),
// counts the same evaluation steps and depth, and reports the same range; constants are still folded at load.

import Testing

@testable import Scene

@Suite struct NumericOperatorTests {
    static let doubleOperators = ["+", "-", "*", "/", "<", "<=", ">", ">="]
    static let intOperators = ["+", "-", "*", "/", "%", "<", "<=", ">", ">="]
    static let doubles: [Double] = [0, -0.0, 1, -2.5, 0.1, 1e308, -1e308, .infinity, -.infinity, .nan, 3]
    static let ints: [Int] = [0, 1, -1, 7, -13, .max, .min, 1 << 40]
    static let range = SourceRange(
        start: SourceLocation(line: 3, column: 9, offset: 40), end: SourceLocation(line: 3, column: 14, offset: 45))

    /// The builtin's value or failure message, bit for bit (NaN's payload included).
    static func outcome(_ body: () throws(RuntimeFailure) -> Value) -> String {
        do {
            switch try body() {
            case .double(let d): return "double \(d.bitPattern)"
            case .int(let i): return "int \(i)"
            case .bool(let b): return "bool \(b)"
            case let other: return "other \(other)"
            }
        } catch {
            return "failure '\(error.message)' at \(error.range)"
        }
    }

    /// `a op b` as Swift computes it, written out here: the value, or the failure where Swift traps (the overflow
    /// and division-by-zero messages of Swift's runtime).
    static func swiftOutcome(_ op: String, _ a: Value, _ b: Value) -> String {
        switch (a, b) {
        case (.double(let x), .double(let y)):
            switch op {
            case "+": return "double \((x + y).bitPattern)"
            case "-": return "double \((x - y).bitPattern)"
            case "*": return "double \((x * y).bitPattern)"
            case "/": return "double \((x / y).bitPattern)"
            case "<": return "bool \(x < y)"
            case "<=": return "bool \(x <= y)"
            case ">": return "bool \(x > y)"
            default: return "bool \(x >= y)"
            }
        case (.int(let x), .int(let y)):
            let failure = { (message: String) in "failure '\(message)' at \(Self.range)" }
            let (value, overflow): (Int, Bool)
            switch op {
            case "<": return "bool \(x < y)"
            case "<=": return "bool \(x <= y)"
            case ">": return "bool \(x > y)"
            case ">=": return "bool \(x >= y)"
            case "+": (value, overflow) = x.addingReportingOverflow(y)
            case "-": (value, overflow) = x.subtractingReportingOverflow(y)
            case "*": (value, overflow) = x.multipliedReportingOverflow(by: y)
            case "/":
                if y == 0 { return failure("division by zero") }
                (value, overflow) = x.dividedReportingOverflow(by: y)
            default:
                if y == 0 { return failure("division by zero in remainder operation") }
                (value, overflow) = x.remainderReportingOverflow(dividingBy: y)
            }
            if overflow {
                return failure("arithmetic operation '\(x) \(op) \(y)' (on type 'Int') results in an overflow")
            }
            return "int \(value)"
        default:
            return "unexpected operands"
        }
    }

    @Test(
        "every operator on Doubles and on Ints gives Swift's value or trap, NaN, ±0, ∞ and overflow included; the checker's builtin is the same operator"
    )
    func sameAsSwift() throws {
        var compared = 0
        for (type, ops, values) in [
            (SceneType.double, Self.doubleOperators, Self.doubles.map(Value.double)),
            (SceneType.int, Self.intOperators, Self.ints.map(Value.int)),
        ] {
            for op in ops {
                let numeric = try #require(NumericOperator(op, type))
                let (builtin, resultType) = try #require(Builtins.binaryOperator(op, type))
                #expect(resultType == (["<", "<=", ">", ">="].contains(op) ? .bool : type))
                for a in values {
                    for b in values {
                        let expected = Self.swiftOutcome(op, a, b)
                        let actual = Self.outcome { () throws(RuntimeFailure) in try numeric.apply(a, b, Self.range) }
                        let folded = Self.outcome { () throws(RuntimeFailure) in try builtin([a, b], Self.range) }
                        #expect(actual == expected, "\(a) \(op) \(b)")
                        #expect(folded == expected, "folding \(a) \(op) \(b)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 8 * 11 * 11 + 9 * 8 * 8)
        // Failures name the expression: overflow and division by zero.
        let overflow = Self.outcome { () throws(RuntimeFailure) in
            try NumericOperator.addInt.apply(.int(.max), .int(1), Self.range)
        }
        #expect(overflow.contains("results in an overflow") && overflow.hasSuffix("at \(Self.range)"))
        #expect(NumericOperator("%", .double) == nil && NumericOperator("+", .string) == nil)
        #expect(NumericOperator("==", .int) == nil)
    }

    /// The IR of the scene's one `let` value.
    static func valueIR(_ expression: String) throws -> IR {
        let source = """
            func f(_ a: Double, _ b: Double, _ i: Int) -> Double {
                let v = \(expression)
                return Double(i) + a
            }
            Text("x")
            """
        let (statements, end, _) = Parser.parse(source)
        let (scene, log) = Checker.check(statements, end: end, afterSyntaxErrors: false, vocabulary: .swiftUI)
        #expect(!log.hasErrors)
        for routine in scene.routines {
            for statement in routine.body {
                if case .setLocal(_, let ir) = statement { return ir }
            }
        }
        Issue.record("no let in \(expression)")
        return .constant(.void)
    }

    @Test("the checker writes operators on variables as numeric nodes and still folds constants")
    func checkerNodes() throws {
        guard case .numeric(.multiplyDouble, .local, .local, _) = try Self.valueIR("a * b") else {
            Issue.record("a * b is not a numeric node")
            return
        }
        guard case .numeric(.lessInt, .local, .constant(.int(3)), _) = try Self.valueIR("i < 3") else {
            Issue.record("i < 3 is not a numeric node")
            return
        }
        guard case .constant(.double(let folded)) = try Self.valueIR("2.5 * 4 - 1") else {
            Issue.record("constants are not folded")
            return
        }
        #expect(folded == 9)
        guard case .apply = try Self.valueIR("\"a\" + \"b\" + String(i)") else {
            Issue.record("string concatenation is an apply")
            return
        }
    }

    @Test("a numeric node counts the steps and depth of the builtin apply and leaves the same range")
    func sameSteps() throws {
        let (builtin, _) = try #require(Builtins.binaryOperator("*", .double))
        let inner = SourceRange(
            start: SourceLocation(line: 3, column: 10, offset: 41), end: SourceLocation(line: 3, column: 11, offset: 42)
        )
        let operand: IR = .apply({ v, _ in v[0] }, [.local(0)], inner)
        let nodes: [IR] = [
            .apply(builtin, [operand, .constant(.double(2))], Self.range),
            .numeric(.multiplyDouble, operand, .constant(.double(2)), Self.range),
        ]
        var results: [(Value, Int, Int, SourceRange)] = []
        for ir in nodes {
            var evaluator = Evaluator(routines: [], globalCount: 0, time: 0, frame: 0)
            var frame = Evaluator.Frame(slotCount: 1, arguments: [.double(1.25)])
            let value = try evaluator.evaluate(ir, &frame)
            results.append((value, evaluator.budget.steps, evaluator.budget.depth, evaluator.budget.range))
        }
        #expect(results[0].0.double == 2.5 && results[1].0.double == 2.5)
        #expect(results[0].1 == results[1].1 && results[0].1 == 4)
        #expect(results[0].2 == 0 && results[1].2 == 0)
        #expect(results[0].3 == inner && results[1].3 == inner)
    }
}
