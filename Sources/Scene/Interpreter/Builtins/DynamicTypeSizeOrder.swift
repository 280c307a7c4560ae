// DynamicTypeSizeOrder.swift: text size settings compared by size — `dynamicTypeSize >= .accessibility1`,
// `sizeCategory < .extraLarge` — and whether a size is one of the accessibility sizes.
// Rule: Apple: DynamicTypeSize (Comparable, CaseIterable; xSmall … xxxLarge, then accessibility1 … accessibility5, in
// increasing size) and DynamicTypeSize.isAccessibilitySize — developer.apple.com/documentation/swiftui/dynamictypesize;
// ContentSizeCategory (Comparable; extraSmall … extraExtraExtraLarge, then the five accessibility categories) and
// ContentSizeCategory.isAccessibilityCategory — developer.apple.com/documentation/swiftui/contentsizecategory. The
// cases are listed in that order in EnvironmentValues.enumerations. Status: complete.

enum DynamicTypeSizeOrder {
    /// The environment's size types, ordered from smallest to largest.
    static let types: Set<String> = ["DynamicTypeSize", "ContentSizeCategory"]
    /// Both lists put their first accessibility size at this index.
    static let firstAccessibilityIndex = 7

    /// `a < b`, `a <= b`, `a > b`, `a >= b` of two sizes of `type`, by their place in its list.
    static func comparison(_ op: String, type: String) -> BuiltinImplementation? {
        guard types.contains(type), let cases = EnvironmentValues.enumerations[type] else { return nil }
        let test: @Sendable (Int, Int) -> Bool
        switch op {
        case "<": test = { $0 < $1 }
        case "<=": test = { $0 <= $1 }
        case ">": test = { $0 > $1 }
        case ">=": test = { $0 >= $1 }
        default: return nil
        }
        return { v, _ in .bool(test(index(v[0], cases), index(v[1], cases))) }
    }

    /// `size.isAccessibilitySize` / `category.isAccessibilityCategory`.
    static func property(_ name: String, type: String) -> (BuiltinImplementation, SceneType)? {
        guard
            (type == "DynamicTypeSize" && name == "isAccessibilitySize")
                || (type == "ContentSizeCategory" && name == "isAccessibilityCategory"),
            let cases = EnvironmentValues.enumerations[type]
        else { return nil }
        return ({ v, _ in .bool(index(v[0], cases) >= firstAccessibilityIndex) }, .bool)
    }

    private static func index(_ value: Value, _ cases: [String]) -> Int {
        if case .enumeration(_, let name) = value { return cases.firstIndex(of: name) ?? 0 }
        return 0
    }
}
