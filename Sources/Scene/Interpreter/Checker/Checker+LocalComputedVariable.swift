// Checker+LocalComputedVariable.swift: a computed variable declared inside a body, a function or an action
// (`var label: String { "n\(n)" }`).
// Rule: The Swift Programming Language, "Properties": "the capabilities described above for computing and observing
// properties are also available to global variables and local variables"; its getter runs at each read, so a read
// sees the values the getter reads have then. The getter becomes a local closure of no arguments (as a nested
// function does, Checker+NestedFunction) that every read of the name calls.

extension Checker {
    /// `var name: T { getter }` as a local: the statement that stores its getter closure.
    mutating func checkLocalComputedVariable(_ declaration: VariableDecl) -> [Statement] {
        guard let getter = declaration.getter else { return [] }
        guard let written = declaration.type else {
            diagnostics.error(
                "computed property must have an explicit type", at: declaration.nameRange,
                hint: "write 'var \(declaration.name): String { … }'")
            return []
        }
        let type = resolveType(written)
        if type == .error { return [] }
        let closure = Closure(parameters: [], hasParameterClause: false, body: getter, range: declaration.range)
        let value = checkClosureValue(closure, parameters: [], result: type)
        let slot = declareLocal(declaration.name, type: type, mutable: false, at: declaration.nameRange)
        context.scopes[context.scopes.count - 1][declaration.name]?.isComputed = true
        return [.setLocal(slot, value.ir)]
    }

    /// A read of a local computed variable: a call of its getter.
    static func computedRead(_ local: Local, at range: SourceRange) -> Typed {
        Typed(ir: .intrinsic(.callClosure(.local(local.slot), [], range)), type: local.type)
    }
}
