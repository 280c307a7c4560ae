// Checker+StringIndex.swift: String indices — `startIndex`, `endIndex`, `index(_:offsetBy:)`, `index(after:)`,
// `index(before:)`, `distance(from:to:)` — and subscripting a String by an index or a range of them, as typewriter and
// per-letter animations write (`text[text.index(text.startIndex, offsetBy: i)]`).
// Rule: The Swift Standard Library: String.Index and String's subscripts (developer.apple.com/documentation/swift/
// string/subscript(_:)-2gc9d; String is a BidirectionalCollection of Characters, developer.apple.com/documentation/
// swift/bidirectionalcollection). Here an index is the Character offset (as `firstIndex(of:)` on a String already
// is), a Character a one-character String and a Substring a String; moving or reading past either end is Swift's
// trap, reported at the call. Status: complete for the members listed.

extension Checker {
    /// `string.startIndex` / `string.endIndex`; nil for other names.
    mutating func stringIndexProperty(_ receiver: Typed, _ name: String, range: SourceRange) -> Typed? {
        switch name {
        case "startIndex": Typed(ir: apply({ _, _ in .int(0) }, [receiver.ir], range), type: .int)
        case "endIndex": Typed(ir: apply({ v, _ in .int(v[0].string.count) }, [receiver.ir], range), type: .int)
        default: nil
        }
    }

    /// `string.index(…)` and `string.distance(from:to:)`; nil for other methods.
    mutating func stringIndexMethod(_ receiver: Typed, _ name: String, _ call: CallSite) -> Typed? {
        let labels = call.arguments.map(\.label)
        let range = call.range
        func argument(_ i: Int) -> IR {
            let e = call.arguments[i].value
            return coerce(check(e, expected: .int), to: .int, at: e.range, .argument)
        }
        /// The index `i` moved by `n`, trapping outside `0...count` (String.index(_:offsetBy:) requires a valid result).
        func moved(_ offset: @escaping @Sendable ([Value]) -> Int, _ arguments: [IR]) -> Typed {
            Typed(
                ir: apply(
                    { v, range throws(RuntimeFailure) in
                        let count = v[0].string.count
                        let index = offset(v)
                        guard (0...count).contains(index) else {
                            throw RuntimeFailure(
                                "string index \(index) is out of bounds for a string of \(count) characters",
                                at: range, hint: "valid indices are 0...\(count) (endIndex is \(count))")
                        }
                        return .int(index)
                    }, [receiver.ir] + arguments, range), type: .int)
        }
        switch (name, labels) {
        case ("index", [nil, "offsetBy"]):
            return moved({ $0[1].int + $0[2].int }, [argument(0), argument(1)])
        case ("index", ["after"]):
            return moved({ $0[1].int + 1 }, [argument(0)])
        case ("index", ["before"]):
            return moved({ $0[1].int - 1 }, [argument(0)])
        case ("index", [nil, "offsetBy", "limitedBy"]):
            // nil when the move would pass `limit` (String.index(_:offsetBy:limitedBy:)).
            return Typed(
                ir: apply(
                    { v, _ in
                        let (i, n, limit) = (v[1].int, v[2].int, v[3].int)
                        let passes = n >= 0 ? (i <= limit && i + n > limit) : (i >= limit && i + n < limit)
                        return passes ? .absent : .int(i + n)
                    }, [receiver.ir, argument(0), argument(1), argument(2)], range), type: .optional(.int))
        case ("distance", ["from", "to"]):
            return Typed(
                ir: apply({ v, _ in .int(v[2].int - v[1].int) }, [receiver.ir, argument(0), argument(1)], range),
                type: .int)
        default:
            return nil
        }
    }

    /// `string[i]` (a Character) and `string[a..<b]` / `string[a...b]` (a Substring); nil when `string` is no String.
    mutating func checkStringSubscript(_ string: Typed, _ index: Expr, range: SourceRange) -> Typed? {
        guard string.type == .string else { return nil }
        let position = check(index, expected: .int)
        if position.type.isIntRange {
            return Typed(
                ir: apply(
                    { v, range throws(RuntimeFailure) in
                        guard case .range(let lower, let upper) = v[1] else { return .string("") }
                        let characters = Array(v[0].string)
                        guard lower >= 0, lower <= upper, upper <= characters.count else {
                            throw RuntimeFailure(
                                "string range \(lower)..<\(upper) is out of bounds for a string of \(characters.count) characters",
                                at: range, hint: "valid indices are 0...\(characters.count)")
                        }
                        return .string(String(characters[lower..<upper]))
                    }, [string.ir, position.ir], range), type: .string)
        }
        let offset = coerce(position, to: .int, at: index.range, .argument)
        return Typed(
            ir: apply(
                { v, range throws(RuntimeFailure) in
                    let characters = Array(v[0].string)
                    let i = v[1].int
                    guard characters.indices.contains(i) else {
                        throw RuntimeFailure(
                            "string index \(i) is out of bounds for a string of \(characters.count) characters",
                            at: range,
                            hint: characters.isEmpty
                                ? "the string is empty" : "valid indices are 0..<\(characters.count)")
                    }
                    return .string(String(characters[i]))
                }, [string.ir, offset], range), type: .string)
    }
}
