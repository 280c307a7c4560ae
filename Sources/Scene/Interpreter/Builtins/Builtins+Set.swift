// Builtins+Set.swift: the values of `Set<Element>`: its elements, each once, in one canonical order.
// Rule: The Swift Standard Library: Set — developer.apple.com/documentation/swift/set ("an unordered collection of
// unique elements"; its iteration order is unspecified). A scene holds a Set as an array with no repeated element,
// sorted when the elements are Comparable (numbers, strings), else in the order first inserted: one valid order of
// Swift's, and the same on every run, which frames must be (docs/ARCHITECTURE.md "Determinism"). Two sets of the same
// elements are then the same array, so Array's `==` is Set's.

extension Builtins {
    /// `items` as a Set's elements: duplicates dropped (the first kept), in canonical order.
    static func setElements(_ items: [Value]) -> [Value] {
        var unique: [Value] = []
        for item in items where !unique.contains(where: { $0.isEqual(to: item) }) { unique.append(item) }
        return Checker.sortedComparable(unique)
    }

    /// Whether the set `items` holds `element`.
    static func setContains(_ items: [Value], _ element: Value) -> Bool {
        items.contains { $0.isEqual(to: element) }
    }

    /// `union`, `intersection`, `subtracting`, `symmetricDifference` of two sets.
    static func setAlgebra(_ name: String) -> (@Sendable ([Value], [Value]) -> [Value])? {
        switch name {
        case "union", "formUnion": { a, b in setElements(a + b) }
        case "intersection", "formIntersection": { a, b in a.filter { setContains(b, $0) } }
        case "subtracting", "subtract": { a, b in a.filter { !setContains(b, $0) } }
        case "symmetricDifference", "formSymmetricDifference":
            { a, b in setElements(a.filter { !setContains(b, $0) } + b.filter { !setContains(a, $0) }) }
        default: nil
        }
    }

    /// `isSubset(of:)`, `isSuperset(of:)`, `isDisjoint(with:)`.
    static func setRelation(_ name: String) -> (@Sendable ([Value], [Value]) -> Bool)? {
        switch name {
        case "isSubset": { a, b in a.allSatisfy { setContains(b, $0) } }
        case "isSuperset": { a, b in b.allSatisfy { setContains(a, $0) } }
        case "isDisjoint": { a, b in !a.contains { setContains(b, $0) } }
        default: nil
        }
    }
}
