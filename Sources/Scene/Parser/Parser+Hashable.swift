// Parser+Hashable.swift: a model's hand-written `func hash(into hasher: inout Hasher)`, which a Hashable type declares
// to hash only the fields that identify it (`hasher.combine(id)`).
// Rule: Apple: Hashable.hash(into:) — developer.apple.com/documentation/swift/hashable/hash(into:) ("Hashes the
// essential components of this value by feeding them into the given hasher"). Only a Set, a Dictionary or
// `hashValue` call it, to pick a bucket; what a frame shows never depends on a hash value (a ForEach identifies its
// elements by ==, which hashing must agree with), so the requirement is left out of the type and its synthesized
// hashing stands in. Status: complete.

extension Parser {
    /// `members` without `func hash(into:)` taking an `inout Hasher`.
    static func droppingHashRequirement(_ members: [Stmt]) -> [Stmt] {
        members.filter { member in
            guard case .function(let f) = member.kind, f.name == "hash", f.parameters.count == 1,
                f.parameters[0].label == "into"
            else { return true }
            guard case .named(let type) = f.parameters[0].type.kind else { return true }
            return type != "Hasher"
        }
    }
}
