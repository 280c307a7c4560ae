// Checker+TypeAlias.swift: names declared by `typealias`, resolved where a type annotation uses them.
// Rule: The Swift Programming Language, "Declarations": Type Alias Declaration — "a named alias of an existing type"
// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/declarations#Type-Alias-Declaration);
// inside a type it is a member: `Name` in the type and its extensions, `Owner.Name` elsewhere ("Nested Types").

extension Checker {
    /// Pass 1: the file's top-level aliases and the members the parser hoisted (`TypeAliasDecl.owner`).
    mutating func declareTypeAliases(_ statements: [Stmt]) {
        for statement in statements {
            guard case .typeAlias(let alias) = statement.kind else { continue }
            if let previous = typeAliases[alias.qualifiedName] {
                diagnostics.error("invalid redeclaration of '\(alias.name)'", at: alias.nameRange)
                diagnostics.note("'\(alias.name)' previously declared here", at: previous.nameRange)
                continue
            }
            typeAliases[alias.qualifiedName] = alias
        }
    }

    /// The type `name` aliases, or nil when no alias has that name. As Swift looks names up: a member of the type
    /// being checked first, then the top level (or a local alias), then the one member alias of that name in any
    /// type (a nested type using its outer type's alias, whose owner the hoisting forgot).
    mutating func resolveTypeAlias(_ name: String) -> SceneType? {
        guard !typeAliases.isEmpty else { return nil }
        var enclosing: [String] = []
        if case .instance(_, let owner) = resolvingSelf { enclosing.append(owner) }
        if let owner = context.owner { enclosing.append(structs[owner].name) }
        if let typeName = context.typeName { enclosing.append(typeName) }
        let aliases = typeAliases
        var alias = enclosing.compactMap { aliases["\($0).\(name)"] }.first ?? aliases[name]
        if alias == nil {
            let members = aliases.values.filter { $0.owner != nil && $0.name == name }
            if members.count == 1 { alias = members[0] }
        }
        guard let alias else { return nil }
        guard !resolvingAliases.contains(alias.qualifiedName) else {
            diagnostics.error("type alias '\(alias.name)' references itself", at: alias.nameRange)
            return .error
        }
        resolvingAliases.insert(alias.qualifiedName)
        // The target is read in the alias's own type, where that type's other members are in scope.
        let savedSelf = resolvingSelf
        if let owner = alias.owner, let index = structIndex[owner] { resolvingSelf = .instance(index, name: owner) }
        defer {
            resolvingSelf = savedSelf
            resolvingAliases.remove(alias.qualifiedName)
        }
        return resolveType(alias.target)
    }
}
