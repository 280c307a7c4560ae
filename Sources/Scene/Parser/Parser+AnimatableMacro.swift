// Parser+AnimatableMacro.swift: the `@Animatable` macro (iOS 26) on a Shape, GeometryEffect or ViewModifier struct.
// Rule: Apple: Animatable() — developer.apple.com/documentation/swiftui/animatable(): the macro "synthesizes the
// animatableData property" from the type's stored properties; a property marked `@AnimatableIgnored`
// (developer.apple.com/documentation/swiftui/animatableignored()) is left out. The struct then animates as one that
// wrote `var animatableData: AnimatablePair<…> { get { … } set { … } }` over the same properties
// (Checker.animatableSlots).

extension Parser {
    /// The stored instance properties of a struct declared `@Animatable`, in declaration order, except those marked
    /// `@AnimatableIgnored` between the tokens `bodyStart` and `bodyEnd`: the properties its `animatableData` stands for.
    func animatableMacroProperties(_ members: [Stmt], bodyStart: Int, bodyEnd: Int) -> [String] {
        var ignored: Set<String> = []
        var index = bodyStart
        while index < min(bodyEnd, tokens.count) {
            defer { index += 1 }
            guard tokens[index].kind == .attribute, tokens[index].text == "AnimatableIgnored" else { continue }
            // `@AnimatableIgnored var name`, possibly with modifiers (`private`) between.
            var next = index + 1
            while next < bodyEnd, !tokens[next].isKeyword(.var), !tokens[next].isKeyword(.let) { next += 1 }
            if next + 1 < bodyEnd, tokens[next + 1].kind == .identifier { ignored.insert(tokens[next + 1].text) }
        }
        return members.compactMap { member in
            guard case .variable(let v) = member.kind, v.getter == nil, v.staticOwner == nil, !ignored.contains(v.name)
            else { return nil }
            return v.name
        }
    }
}
