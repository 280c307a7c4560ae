// Parser+PreferenceKey.swift: a `PreferenceKey`'s `static func reduce(value: inout T, nextValue: () -> T)` read as a
// function that returns the combined value, so the timeline can fold a subtree's preferences with it.
// Rule: Apple: PreferenceKey.reduce(value:nextValue:) — developer.apple.com/documentation/swiftui/preferencekey/
// reduce(value:nextvalue:) ("Combines a sequence of values by modifying the previously-accumulated value with the
// result of a closure that provides the next value"). The scene language has no `inout` write-back, so `reduce`
// becomes `reduce(value: T, nextValue: () -> T) -> T { var value = value; … ; return value }`. Status: complete.

extension Parser {
    /// The members of a `PreferenceKey` struct with `reduce` rewritten to return the accumulated value.
    static func preferenceKeyMembers(_ members: [Stmt]) -> [Stmt] {
        members.map { member in
            guard case .function(var f) = member.kind, f.name == "reduce", f.staticOwner != nil,
                f.parameters.count == 2, f.returnType == nil
            else { return member }
            let accumulated = f.parameters[0]
            let incoming = "#" + accumulated.name
            f.parameters[0].name = incoming
            f.returnType = accumulated.type
            var copy = VariableDecl(
                isLet: false, name: accumulated.name, nameRange: accumulated.range, type: accumulated.type,
                initializer: Expr(.identifier(incoming), accumulated.range), getter: nil, getterEnd: nil,
                range: accumulated.range)
            copy.isPrivate = false
            let end = f.bodyEnd
            f.body =
                [Stmt(kind: .variable(copy), range: accumulated.range)] + f.body
                + [Stmt(kind: .return(Expr(.identifier(accumulated.name), end)), range: end)]
            var rewritten = member
            rewritten.kind = .function(f)
            return rewritten
        }
    }
}
