// SceneHeader.swift: `scene(width:height:fps:duration:scale:background:)`, the first statement of every scene.
// Rule: sizes in points; fps defaults to 30 and is exact (`30000/1001` is that Rational: a literal fraction in the
// fps or duration argument is folded exactly, not as Int division); duration in seconds, nil = a single frame;
// scale = pixels per point, default 1; background default white. Width, height, fps and scale must be positive and
// finite. Status: complete for issue #2.

import Geometry
import Timeline

/// The scene's canvas and timing, read once when the scene loads.
public struct SceneHeader: Sendable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Frames per second, exact.
    public var fps: FrameRate
    /// Length in seconds, exact; nil renders a single frame.
    public var duration: Rational?
    /// Render scale: pixels per point.
    public var scale: Double
    /// The colour behind the root view.
    public var background: Color
    /// The `scene(…)` call.
    public var range: SourceRange

    /// Frames to render: `fps.frameCount(forDuration:)` (ceil(duration · fps), at least 1), or 1 without a duration.
    public var frameCount: Int { duration.map { fps.frameCount(forDuration: $0) } ?? 1 }
}

/// The header's arguments after checking, evaluated once the whole program is known.
struct CheckedHeader: Sendable {
    /// A frame rate or duration: folded exactly from literals, or computed as a Double.
    enum Exact: Sendable {
        case exact(Rational)
        case computed(IR)
    }

    var range: SourceRange
    var width: (IR, SourceRange)
    var height: (IR, SourceRange)
    var fps: (Exact, SourceRange)?
    var duration: (Exact, SourceRange)?
    var scale: (IR, SourceRange)?
    var background: IR?
}

extension Checker {
    /// Checks the header call's labels and argument types.
    mutating func checkHeader(_ e: Expr) -> CheckedHeader? {
        guard case .call(_, let arguments, let trailing, let closeParen) = e.kind else { return nil }
        let labels = ["width", "height", "fps", "duration", "scale", "background"]
        let parameters = labels.map { MatchParameter(label: $0, hasDefault: $0 != "width" && $0 != "height", takesClosure: false) }
        let matchArguments =
            arguments.map { MatchArgument(label: $0.label, range: $0.range, labelRange: $0.labelRange, isTrailingClosure: false) }
            + (trailing.map { [MatchArgument(label: nil, range: $0.range, labelRange: nil, isTrailingClosure: true)] } ?? [])
        let assignment: [Int?]
        switch ArgumentMatcher.match(matchArguments, to: parameters, callRange: e.range, closeParen: closeParen) {
        case .matched(let a): assignment = a
        case .mismatch(let diagnostic, _):
            diagnostics.append(diagnostic)
            return nil
        }
        inHeader = true
        defer { inHeader = false }
        func argument(_ index: Int) -> Expr? { assignment[index].map { arguments[$0].value } }
        func double(_ index: Int) -> (IR, SourceRange)? {
            argument(index).map { value in (coerce(check(value, expected: .double), to: .double, at: value.range, .argument), value.range) }
        }
        func exact(_ index: Int) -> (CheckedHeader.Exact, SourceRange)? {
            guard let value = argument(index) else { return nil }
            if value.isNumericLiteralExpression {
                if let rational = Checker.fold(value) { return (.exact(rational), value.range) }
                diagnostics.error("'\(labels[index])' must be a number such as 30, 29.97 or 30000/1001", at: value.range)
                return nil
            }
            let typed = check(value, expected: .double)
            let ir = typed.type == .int ? apply(Builtins.intToDouble, [typed.ir], value.range) : coerce(typed, to: .double, at: value.range, .argument)
            return (.computed(ir), value.range)
        }
        guard let width = double(0), let height = double(1) else { return nil }
        let background = argument(5).map { coerce(check($0, expected: .color), to: .color, at: $0.range, .argument) }
        return CheckedHeader(
            range: e.range, width: width, height: height, fps: exact(2), duration: exact(3), scale: double(4), background: background)
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
                return o1 || o2 || o3 || o4 ? nil : Rational(n, d)
            }
        default: return nil
        }
    }

    private static func multiply(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational? {
        let (n, o1) = a.multipliedReportingOverflow(by: b)
        let (m, o2) = c.multipliedReportingOverflow(by: d)
        return o1 || o2 || m == 0 ? nil : Rational(n, m)
    }
}
