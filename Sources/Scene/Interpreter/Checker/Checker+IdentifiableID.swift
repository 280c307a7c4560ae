// Checker+IdentifiableID.swift: `Item.ID`, the type a `Set<Item.ID>` selection names.
// Rule: Apple: Identifiable.ID — developer.apple.com/documentation/swift/identifiable/id-swift.associatedtype: the
// type of the conforming type's `id`. Status: a written, inferred, `UUID()` or computed `id`.

extension Checker {
    /// The type of a struct's or enum's `id` — written, already inferred, `UUID()`, or a computed `id` — for
    /// `Item.ID`; nil when it has none that can be read before its body is checked.
    mutating func identifierType(of index: Int) -> SceneType? {
        if let stored = structs[index].storedIndex["id"].map({ structs[index].stored[$0] }) {
            if let type = stored.type { return type }
            if let syntax = stored.declaration.type { return resolveType(syntax) }
            if let value = stored.declaration.initializer, case .call(let callee, let arguments, nil, _) = value.kind,
                arguments.isEmpty, case .identifier("UUID") = callee.kind
            {
                return resolveType(TypeSyntax(kind: .named("UUID"), range: value.range))
            }
            return nil
        }
        return structs[index].computed["id"]?.type
    }
}
