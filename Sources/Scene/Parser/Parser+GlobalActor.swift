// Parser+GlobalActor.swift: `@globalActor` declarations and the custom attributes they define (`@DatabaseActor`).
// Rule: SE-0316 Global actors (github.com/swiftlang/swift-evolution/blob/main/proposals/0316-global-actors.md): a
// type marked `@globalActor` (an actor, struct, class or enum with a `static let shared`) names an attribute that
// isolates a class, function or property to that actor's executor. Isolation decides only which thread runs the
// code; a render runs everything on one thread in order, so the attribute changes nothing a scene can observe, as
// `@MainActor` does not (Parser.ignoredAttributes). The declaration itself is read as any other type.

extension Parser {
    /// The names of the file's `@globalActor` types: `@globalActor final class DatabaseActor` → "DatabaseActor".
    static func globalActorNames(in tokens: [Token]) -> Set<String> {
        typeNames(attributed: "globalActor", in: tokens)
    }

    /// The names of the file's types marked with `attribute` (`@propertyWrapper struct Clamped` → "Clamped").
    static func typeNames(attributed attribute: String, in tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() where token.kind == .attribute && token.text == attribute {
            var next = index + 1
            // Modifiers between the attribute and the type's keyword: `@globalActor public final actor A`.
            while next + 1 < tokens.count, tokens[next].kind != .eof {
                let word = tokens[next].labelText ?? tokens[next].text
                if ["actor", "struct", "class", "enum"].contains(word) {
                    if tokens[next + 1].kind == .identifier { names.insert(tokens[next + 1].text) }
                    break
                }
                guard ["public", "internal", "private", "fileprivate", "final", "open"].contains(word)
                    || tokens[next].kind == .attribute
                else { break }
                next += 1
            }
        }
        return names
    }

    /// Whether `attribute` is `@globalActor` or names one of the file's global actors.
    func isGlobalActorAttribute(_ attribute: String) -> Bool {
        attribute == "globalActor" || globalActors.contains(attribute)
    }
}
