// Parser+OwnedObject.swift: a View's plain stored property holding a new object of a class the file declares
// (`private var model = PulsatingViewModel()`), written through in an action (`self.model.colorIndex = 2`).
// Rule: The Swift Programming Language, "Structures and Classes" (classes are reference types: a property of the
// object may be set through a constant reference, so swiftc accepts the write in a non-mutating closure where `self`
// is immutable); the view made the object when it was initialised and keeps it for its lifetime, which for a view
// SwiftUI initialises once (the preview's root) is what `@StateObject` keeps (Apple: StateObject — "SwiftUI creates a
// new instance of the object only once for each instance of the structure"). So the property is read as the view's
// state object. A view its parent re-creates would, in SwiftUI, get a fresh object each time; anim keeps the first.
// Status: complete for `var` properties initialised by a call of the class's initialiser.

extension Parser {
    /// `members` with every `var x = C(…)` (C a class declared in the file, no property wrapper) made state, as
    /// `@StateObject var x = C(…)` is.
    static func owningObjects(_ members: [Stmt], in tokens: [Token]) -> [Stmt] {
        var classes: Set<String> = []
        for i in tokens.indices.dropLast()
        where tokens[i].labelText == "class" && tokens[i + 1].kind == .identifier {
            classes.insert(tokens[i + 1].text)
        }
        guard !classes.isEmpty else { return members }
        return members.map { member in
            guard case .variable(var v) = member.kind, !v.isLet, !v.isState, !v.isBinding, !v.isBindable,
                v.wrapper == nil, v.getter == nil, v.staticOwner == nil, let initializer = v.initializer,
                case .call(let callee, _, _, _) = initializer.kind, let name = calleeTypeName(callee),
                classes.contains(name)
            else { return member }
            v.isState = true
            var owned = member
            owned.kind = .variable(v)
            return owned
        }
    }

    /// `C` of `C(…)` or `Outer.C(…)`.
    private static func calleeTypeName(_ callee: Expr) -> String? {
        switch callee.kind {
        case .identifier(let name): name
        case .member(_, let name, _, _): name
        default: nil
        }
    }
}
