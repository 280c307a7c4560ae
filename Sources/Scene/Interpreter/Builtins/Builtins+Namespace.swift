// Builtins+Namespace.swift: `Namespace()`, the value of a `@Namespace` property (the parser writes
// `@Namespace var ns` as `var ns = Namespace()`), which groups the views of a `matchedGeometryEffect`.
// Rule: Apple, Namespace — developer.apple.com/documentation/swiftui/namespace ("A dynamic property type that allows
// access to a namespace defined by the persistent identity of the object containing the property"). A scene's
// namespace is named by where the property is declared, so it is the same in every frame and state snapshot.
// Status: complete for issue #14.

extension Builtins {
    static let namespaceValues: [String: [BuiltinFunction]] = [
        "Namespace": [
            BuiltinFunction([], .enumeration("Namespace.ID")) { _, range in
                .enumeration(type: "Namespace.ID", name: "namespace@\(range.start.offset)")
            }
        ]
    ]
}
