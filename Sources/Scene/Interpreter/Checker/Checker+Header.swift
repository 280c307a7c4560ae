// Checker+Header.swift: checking the `scene(width:height:fps:duration:scale:background:)` call.
// Rule: issue #2: width and height required; fps and duration folded exactly when written as literals
// (`30000/1001`, `29.97`, `10/3`) and otherwise computed as Doubles; no argument may depend on `time` or `frame`.
// Values are checked for range once evaluated (SceneProgram). Status: complete for issue #2.

import Timeline

extension Checker {
    /// Checks the header call's labels and argument types.
    mutating func checkHeader(_ e: Expr) -> CheckedHeader? {
        guard case .call(_, let arguments, let trailing, let closeParen) = e.kind else { return nil }
        let labels = ["width", "height", "fps", "duration", "scale", "background", "seed"]
        let parameters = labels.map {
            MatchParameter(label: $0, hasDefault: $0 != "width" && $0 != "height", takesClosure: false)
        }
        guard
            let assignment = matchLabels(
                arguments, trailing: trailing, to: parameters, callRange: e.range, closeParen: closeParen)
        else { return nil }
        inHeader = true
        defer { inHeader = false }
        func argument(_ index: Int) -> Expr? { assignment[index].map { arguments[$0].value } }
        func double(_ index: Int) -> (IR, SourceRange)? {
            argument(index).map { value in
                (coerce(check(value, expected: .double), to: .double, at: value.range, .argument), value.range)
            }
        }
        func exact(_ index: Int) -> (CheckedHeader.Exact, SourceRange)? {
            guard let value = argument(index) else { return nil }
            if value.isNumericLiteralExpression {
                if let rational = Checker.fold(value) { return (.exact(rational), value.range) }
                diagnostics.error(
                    "'\(labels[index])' must be a number such as 30, 29.97 or 30000/1001", at: value.range)
                return nil
            }
            let typed = check(value, expected: .double)
            let ir =
                typed.type == .int
                ? apply(Builtins.intToDouble, [typed.ir], value.range)
                : coerce(typed, to: .double, at: value.range, .argument)
            return (.computed(ir), value.range)
        }
        guard let width = double(0), let height = double(1) else { return nil }
        let background = argument(5).map { coerce(check($0, expected: .color), to: .color, at: $0.range, .argument) }
        let seed = argument(6).map { value in
            (coerce(check(value, expected: .int), to: .int, at: value.range, .argument), value.range)
        }
        // Keyframe values drawn at load (Checker+Constants) take the header's seed unless `--seed` overrides it.
        if let (ir, _) = seed, !loadSeedGiven, ir.dependsOnly() {
            var evaluator = Evaluator(routines: [], globalCount: 0, time: 0, frame: 0)
            var frame = Evaluator.Frame(slotCount: 0)
            if case .int(let v)? = try? evaluator.evaluate(ir, &frame), v >= 0 { loadSeed = UInt64(v) }
        }
        return CheckedHeader(
            range: e.range, width: width, height: height, fps: exact(2), duration: exact(3), scale: double(4),
            background: background, seed: seed)
    }

    /// The exact value of a literal such as `30000/1001` or `29.97`; nil on division by zero or overflow.
    static func fold(_ e: Expr) -> Rational? {
        switch e.kind {
        case .integer(let text): return Lexer.integerValue(text).map { Rational($0) }
        case .float(let text): return Rational(decimal: text)
        case .paren(let inner): return fold(inner)
        case .prefix("-", let inner): return fold(inner).map { Rational(-$0.numerator, $0.denominator) }
        case .binary(let op, let l, let r, _):
            guard let a = fold(l), let b = fold(r) else { return nil }
            switch op {
            case "*": return multiply(a.numerator, b.numerator, a.denominator, b.denominator)
            case "/": return b.numerator == 0 ? nil : multiply(a.numerator, b.denominator, a.denominator, b.numerator)
            default:
                let sign = op == "-" ? -1 : 1
                let (x, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
                let (y, o2) = (sign * b.numerator).multipliedReportingOverflow(by: a.denominator)
                let (n, o3) = x.addingReportingOverflow(y)
                let (d, o4) = a.denominator.multipliedReportingOverflow(by: b.denominator)
                return o1 || o2 || o3 || o4 || n == .min || d == .min ? nil : Rational(n, d)
            }
        default: return nil
        }
    }

    private static func multiply(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational? {
        let (n, o1) = a.multipliedReportingOverflow(by: b)
        let (m, o2) = c.multipliedReportingOverflow(by: d)
        return o1 || o2 || m == 0 || n == .min || m == .min ? nil : Rational(n, m)
    }
}
