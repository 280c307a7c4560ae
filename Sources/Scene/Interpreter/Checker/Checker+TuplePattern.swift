// Checker+TuplePattern.swift: a tuple pattern in a `case` — `switch (a, b) { case (true, _): … case (let x, 0..<5): …
// }` — each element's pattern tested against the subject's element, in order.
// Rule: The Swift Programming Language, "Patterns" (Tuple Pattern: matches a tuple of the same arity when every
// element pattern matches its element). Status: complete.

extension Checker {
    /// `elements` against the tuple local named `subject`: each element is first bound to a hidden local, which its
    /// pattern then tests; the test, and whether it matches every value.
    mutating func checkTuplePattern(
        _ elements: [Pattern], subject: String, type: SceneType, range: SourceRange
    ) -> (IR, Bool) {
        guard case .tuple(let types, _) = type, types.count == elements.count else {
            if type != .error {
                diagnostics.error(
                    "tuple pattern of \(elements.count) elements cannot match values of type '\(type)'", at: range)
            }
            return (.constant(.bool(false)), false)
        }
        guard let whole = lookupLocal(subject) else { return (.constant(.bool(false)), false) }
        var condition: IR?
        var catchesAll = true
        for (index, element) in elements.enumerated() {
            // A name no source can spell, unique per element and subject.
            // The case's other patterns (`case (.a, .b), (.c, .d):`) share it: same subject, same element.
            let name = "\(subject).\(index)"
            let slot = lookupLocal(name)?.slot ?? declareLocal(name, type: types[index], mutable: false, at: range)
            let bind = IR.bind(slot, .storedProperty(.local(whole.slot), index), optional: false)
            let (test, all) = checkPattern(element, subject: name, type: types[index])
            if !all { catchesAll = false }
            let step: IR = .and(bind, test)
            condition = condition.map { .and($0, step) } ?? step
        }
        return (condition ?? .constant(.bool(true)), catchesAll)
    }
}
