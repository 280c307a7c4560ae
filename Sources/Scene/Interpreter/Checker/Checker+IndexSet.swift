// Checker+IndexSet.swift: Foundation's IndexSet, as a List's `onDelete`/`onMove` hand it over: in scenes an array of
// the indices in increasing order (`[Int]`, Checker.resolveType), so `for i in offsets`, `offsets.first` and array
// literals work; `IndexSet()`, `IndexSet(integer:)` and `IndexSet(integersIn:)` build one.
// Rule: Apple: IndexSet — developer.apple.com/documentation/foundation/indexset ("a collection of unique integer
// values", sorted). Status: complete for the initialisers listed.

extension Checker {
    /// `IndexSet(…)`, or nil when `name` is not IndexSet.
    mutating func checkIndexSetConstruction(_ name: String, _ call: CallSite) -> Typed? {
        guard name == "IndexSet", structIndex[name] == nil, call.trailing == nil else { return nil }
        let labels = call.arguments.map(\.label)
        switch labels {
        case []:
            return Typed(ir: .constant(.array([])), type: .array(.int))
        case ["integer"]:
            let a = call.arguments[0].value
            let index = coerce(check(a, expected: .int), to: .int, at: a.range, .argument)
            return Typed(ir: apply({ v, _ in .array([v[0]]) }, [index], call.range), type: .array(.int))
        case ["integersIn"]:
            let a = call.arguments[0].value
            let range = coerce(check(a, expected: .range), to: .range, at: a.range, .argument)
            return Typed(
                ir: apply(
                    { v, _ in
                        guard case .range(let lower, let upper) = v[0] else { return .array([]) }
                        return .array((lower..<upper).map { .int($0) })
                    }, [range], call.range),
                type: .array(.int))
        default:
            return nil
        }
    }
}
