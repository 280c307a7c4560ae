// Checker+DictionaryInit.swift: `Dictionary(grouping:by:)` and `Dictionary(uniqueKeysWithValues:)`.
// Rule: The Swift Standard Library: Dictionary.init(grouping:by:) ("a new dictionary whose keys are the groupings
// returned by the given closure and whose values are arrays of the elements that returned each key", each array in
// the sequence's order) and Dictionary.init(uniqueKeysWithValues:) (a duplicate key traps). A scene's dictionary
// keeps its keys in first-insertion order, so iterating one is deterministic where Swift's order is unspecified.

extension Checker {
    /// `Dictionary(grouping: s, by: f)` / `Dictionary(grouping: s) { … }` and `Dictionary(uniqueKeysWithValues:)`;
    /// nil for any other form.
    mutating func checkDictionaryInit(_ call: CallSite, expected: SceneType?) -> Typed? {
        let range = call.range
        let labels = call.arguments.map(\.label)
        if labels == ["uniqueKeysWithValues"], call.trailing == nil {
            let pairs = check(call.arguments[0].value, expected: nil)
            guard case .array(.tuple(let types, _)) = pairs.type, types.count == 2 else {
                if pairs.type != .error {
                    diagnostics.error(
                        "'uniqueKeysWithValues' takes an array of (key, value) pairs, not '\(pairs.type)'",
                        at: call.arguments[0].range)
                }
                return .error
            }
            return Typed(
                ir: apply(
                    { v, range throws(RuntimeFailure) in
                        var keys: [Value] = []
                        var values: [Value] = []
                        for pair in v[0].array {
                            guard case .instance(let parts) = pair, parts.count == 2 else { continue }
                            guard !keys.contains(where: { $0.isEqual(to: parts[0]) }) else {
                                throw RuntimeFailure("Dictionary(uniqueKeysWithValues:): duplicate key", at: range)
                            }
                            keys.append(parts[0])
                            values.append(parts[1])
                        }
                        return .dictionary(keys: keys, values: values)
                    }, [pairs.ir], range), type: .dictionary(types[0], types[1]))
        }
        guard labels.first == "grouping",
            labels == ["grouping", "by"] && call.trailing == nil || labels == ["grouping"] && call.trailing != nil
        else { return nil }
        let sequence = call.arguments[0].value
        let elements = check(sequence, expected: nil)
        guard case .array = elements.type else {
            if elements.type != .error {
                diagnostics.error(
                    "'Dictionary(grouping:by:)' groups an array, not '\(elements.type)'", at: call.arguments[0].range)
            }
            return .error
        }
        // The keys: the `by:` closure (or key path) mapped over the elements.
        var by = call
        by.arguments.removeFirst()
        guard let keys = mapping(elements, by: by, expected: nil), case .array(let keyType) = keys.type else {
            return .error
        }
        return Typed(
            ir: apply(
                { v, _ in
                    var order: [Value] = []
                    var groups: [[Value]] = []
                    for (element, key) in zip(v[0].array, v[1].array) {
                        if let i = order.firstIndex(where: { $0.isEqual(to: key) }) {
                            groups[i].append(element)
                        } else {
                            order.append(key)
                            groups.append([element])
                        }
                    }
                    return .dictionary(keys: order, values: groups.map { .array($0) })
                }, [elements.ir, keys.ir], range), type: .dictionary(keyType, elements.type))
    }
}
