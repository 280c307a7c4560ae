// Builtins+Views.swift: the views the language itself owns: EmptyView and Group (structure, not drawing).
// Rule: SwiftUI's Group flattens its children into the parent and its modifiers apply to each; EmptyView takes no
// space. The drawing views (shapes, Color, Text, Spacer, stacks) are types in Layout, supplied by the vocabulary.
// ForEach has its own form in Checker+Calls (its closure takes the element). Status: complete.

extension Builtins {
    static let views: [String: [BuiltinFunction]] = [
        "EmptyView": [BuiltinFunction([], .view) { _, range in .views([ViewNode(.empty, range: range)]) }],
        "Group": [BuiltinFunction([contentParameter], .view) { v, _ in v[0] }],
    ]
}
