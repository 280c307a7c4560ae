// Builtins+Operators.swift: arithmetic, comparison, range and string operators, and the other run-time checked
// operations (subscript, interpolation, conversions to views).
// Rule: Swift semantics: Int arithmetic traps on overflow and division by zero (here a diagnostic with Swift's
// wording), Double arithmetic is IEEE 754, `%` is Int only, `a..<b` needs a <= b. Bitwise `& | ^ ~` and the smart
// shifts `<< >>` act on Int (every integer type is Int here; a negative shift goes the other way and one by 64 or more
// gives 0 or -1, as Swift's do — "Advanced Operators"). Status: complete for issue #2.

import Geometry

extension Builtins {
    /// The implementation and result type of `l op r` for operands of `type`, or nil when Swift has no such operator.
    static func binaryOperator(_ op: String, _ type: SceneType) -> (BuiltinImplementation, SceneType)? {
        // Arithmetic and comparison on Int and Double: one definition, the evaluator's own node's (NumericOperator).
        if let numeric = NumericOperator(op, type) {
            return ({ v, range throws(RuntimeFailure) in try numeric.apply(v[0], v[1], range) }, numeric.resultType)
        }
        switch (op, type) {
        case ("&", .int): return ({ v, _ in .int(v[0].int & v[1].int) }, .int)
        case ("|", .int): return ({ v, _ in .int(v[0].int | v[1].int) }, .int)
        case ("^", .int): return ({ v, _ in .int(v[0].int ^ v[1].int) }, .int)
        case ("<<", .int): return ({ v, _ in .int(v[0].int << v[1].int) }, .int)
        case (">>", .int): return ({ v, _ in .int(v[0].int >> v[1].int) }, .int)
        case ("+", .string): return ({ v, _ in .string(v[0].string + v[1].string) }, .string)
        case ("+", .array): return ({ v, _ in .array(v[0].array + v[1].array) }, type)
        case ("<", .string), ("<=", .string), (">", .string), (">=", .string):
            return ({ v, _ in .bool(compare(op, v[0].string, v[1].string)) }, .bool)
        case ("==", _) where type.isEquatable: return ({ v, _ in .bool(v[0].isEqual(to: v[1])) }, .bool)
        case ("!=", _) where type.isEquatable: return ({ v, _ in .bool(!v[0].isEqual(to: v[1])) }, .bool)
        case ("..<", .int):
            return (
                { v, range throws(RuntimeFailure) in try makeRange(v[0].int, v[1].int, closed: false, range) }, .range
            )
        case ("...", .int):
            return (
                { v, range throws(RuntimeFailure) in try makeRange(v[0].int, v[1].int, closed: true, range) },
                .closedRange
            )
        default:
            return nil
        }
    }

    /// Unary `-`, `!` and `~`.
    static func prefixOperator(_ op: String, _ type: SceneType) -> BuiltinImplementation? {
        switch (op, type) {
        case ("-", .int):
            return { v, range throws(RuntimeFailure) in
                let (result, overflow) = Int(0).subtractingReportingOverflow(v[0].int)
                if overflow {
                    throw RuntimeFailure(
                        "arithmetic operation '0 - \(v[0].int)' (on type 'Int') results in an overflow", at: range)
                }
                return .int(result)
            }
        case ("-", .double): return { v, _ in .double(-v[0].double) }
        case ("-", .angle): return { v, _ in .angle(Angle(radians: -v[0].angle.radians)) }
        case ("+", .int), ("+", .double): return { v, _ in v[0] }
        case ("!", .bool): return { v, _ in .bool(!v[0].bool) }
        case ("~", .int): return { v, _ in .int(~v[0].int) }
        default: return nil
        }
    }

    static func integerArithmetic(
        _ op: String, _ a: Int, _ b: Int, _ range: SourceRange
    ) throws(RuntimeFailure) -> Int {
        if op == "/" && b == 0 { throw RuntimeFailure("division by zero", at: range) }
        if op == "%" && b == 0 { throw RuntimeFailure("division by zero in remainder operation", at: range) }
        let (result, overflow) =
            switch op {
            case "+": a.addingReportingOverflow(b)
            case "-": a.subtractingReportingOverflow(b)
            case "*": a.multipliedReportingOverflow(by: b)
            case "/": a.dividedReportingOverflow(by: b)
            default: a.remainderReportingOverflow(dividingBy: b)
            }
        if overflow {
            throw RuntimeFailure(
                "arithmetic operation '\(a) \(op) \(b)' (on type 'Int') results in an overflow", at: range)
        }
        return result
    }

    private static func compare<T: Comparable>(_ op: String, _ a: T, _ b: T) -> Bool {
        switch op {
        case "<": a < b
        case "<=": a <= b
        case ">": a > b
        default: a >= b
        }
    }

    private static func makeRange(
        _ lower: Int, _ upper: Int, closed: Bool, _ range: SourceRange
    ) throws(RuntimeFailure) -> Value {
        guard lower <= upper else {
            throw RuntimeFailure(
                "Range requires lowerBound <= upperBound (got \(lower)\(closed ? "..." : "..<")\(upper))", at: range)
        }
        if closed {
            guard upper < .max else {
                throw RuntimeFailure("closed range upper bound Int.max is not supported", at: range)
            }
            return .range(lower, upper + 1)
        }
        return .range(lower, upper)
    }

    /// `array[index]`, with Swift's bounds check as a diagnostic.
    static let subscriptArray: BuiltinImplementation = { v, range throws(RuntimeFailure) in
        let items = v[0].array
        let index = v[1].int
        try checkIndex(index, in: items, at: range)
        return items[index]
    }

    /// Swift's "Index out of range" trap as a diagnostic: reading (`a[i]`) and writing (`a[i] = v`) share it.
    static func checkIndex(_ index: Int, in items: [Value], at range: SourceRange) throws(RuntimeFailure) {
        guard !items.indices.contains(index) else { return }
        throw RuntimeFailure(
            "index \(index) is out of range for an array of \(items.count) element\(items.count == 1 ? "" : "s")",
            at: range,
            hint: items.isEmpty ? "the array is empty" : "valid indices are 0..<\(items.count)")
    }

    /// `"text \(a) more \(b)"`: `texts` has one more element than the interpolated values.
    static func interpolation(_ texts: [String]) -> BuiltinImplementation {
        { v, _ in
            var result = texts[0]
            for (value, text) in zip(v, texts.dropFirst()) { result += value.interpolated + text }
            return .string(result)
        }
    }

    static let intToDouble: BuiltinImplementation = { v, _ in .double(Double(v[0].int)) }
    static let makeArray: BuiltinImplementation = { v, _ in .array(v) }

    static func count(of type: SceneType) -> BuiltinImplementation {
        { v, _ in
            switch v[0] {
            case .array(let items): .int(items.count)
            case .range(let l, let u): .int(u - l)
            case .string(let s): .int(s.count)
            default: preconditionFailure("count of \(type)")
            }
        }
    }
}

extension Value {
    /// `==` for the equatable types (the checker only compares values of one type).
    public func isEqual(to other: Value) -> Bool {
        switch (self, other) {
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.enumCase(let a, _), .enumCase(let b, _)): a == b
        case (.instance(let a), .instance(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
        case (.color(let a), .color(let b)): a == b
        case (.angle(let a), .angle(let b)): a == b
        case (.unitPoint(let a), .unitPoint(let b)): a == b
        case (.alignment(let a), .alignment(let b)): a == b
        case (.horizontalAlignment(let a), .horizontalAlignment(let b)): a == b
        case (.verticalAlignment(let a), .verticalAlignment(let b)): a == b
        case (.cornerStyle(let a), .cornerStyle(let b)): a == b
        case (.font(let a), .font(let b)): a == b
        case (.fontWeight(let a), .fontWeight(let b)): a == b
        case (.fontDesign(let a), .fontDesign(let b)): a == b
        case (.fontTextStyle(let a), .fontTextStyle(let b)): a == b
        case (.textAlignment(let a), .textAlignment(let b)): a == b
        case (.range(let a, let b), .range(let c, let d)): a == c && b == d
        case (.point(let a), .point(let b)), (.vector(let a), .vector(let b)): a == b
        case (.rect(let a), .rect(let b)): a == b
        // CGSize, EdgeInsets and the option sets are Equatable (Apple: developer.apple.com/documentation/
        // corefoundation/cgsize, developer.apple.com/documentation/swiftui/edgeinsets).
        case (.size(let w, let h), .size(let x, let y)): w == x && h == y
        case (.edgeInsets(let a), .edgeInsets(let b)): a == b
        case (.edges(let a), .edges(let b)): a == b
        case (.affineTransform(let a), .affineTransform(let b)): a == b
        case (.lineCap(let a), .lineCap(let b)): a == b
        case (.lineJoin(let a), .lineJoin(let b)): a == b
        case (.colorScheme(let a), .colorScheme(let b)): a == b
        case (.enumeration(let t, let a), .enumeration(let u, let b)): t == u && a == b
        // Array and Dictionary are Equatable when their elements are (The Swift Standard Library: Array `==`
        // compares element by element; Dictionary `==` compares the key-value pairs, in any order).
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
        case (.dictionary(let k, let v), .dictionary(let l, let w)):
            k.count == l.count
                && zip(k, v).allSatisfy { key, value in
                    l.firstIndex { $0.isEqual(to: key) }.map { w[$0].isEqual(to: value) } ?? false
                }
        case (.absent, .absent): true
        default: false
        }
    }
}
