// Parser+OwnedObject.swift: a View's plain stored property holding a new object of a class the file declares
// (`private var model = PulsatingViewModel()`), written through in an action (`self.model.colorIndex = 2`).
// Rule: The Swift Programming Language, "Structures and Classes" (classes are reference types: a property of the
// object may be set through a constant reference, so swiftc accepts the write in a non-mutating closure where `self`
// is immutable); the view made the object when it was initialised and keeps it for its lifetime, which for a view
// SwiftUI initialises once (the preview's root) is what `@StateObject` keeps (Apple: StateObject — "SwiftUI creates a
// new instance of the object only once for each instance of the structure"). So the property is read as the view's
// state object. A view its parent re-creates would, in SwiftUI, get a fresh object each time; anim keeps the first.
// A `let` holding such an object (`private let dateFormatter = DateFormatter()`, Foundation's formatters being classes)
// is the same object for the view's lifetime, and a property set through it in an action (`dateFormatter.dateFormat =
// "HH:mm"` in `onAppear`) stays set for the reads that follow, so it is read as a state object too when the file assigns
// a property through it.
// Status: complete for `var` properties initialised by a call of the class's initialiser, and `let` ones written through.

extension Parser {
    /// `members` with every `var x = C(…)` (C a class declared in the file, no property wrapper) made state, as
    /// `@StateObject var x = C(…)` is.
    static func owningObjects(_ members: [Stmt], in tokens: [Token]) -> [Stmt] {
        var classes: Set<String> = []
        for i in tokens.indices.dropLast()
        where tokens[i].labelText == "class" && tokens[i + 1].kind == .identifier {
            classes.insert(tokens[i + 1].text)
        }
        return members.map { member in
            guard case .variable(var v) = member.kind, !v.isState, !v.isBinding, !v.isBindable,
                v.wrapper == nil, v.getter == nil, v.staticOwner == nil, let initializer = v.initializer,
                case .call(let callee, _, _, _) = initializer.kind, let name = calleeTypeName(callee)
            else { return member }
            // A `var` of a class the file declares (the view model); any other object only when a property is set
            // through it.
            let isOwned =
                !v.isLet && classes.contains(name)
                || (classes.contains(name) || foundationClasses.contains(name)) && isAssignedThrough(v.name, in: tokens)
            guard isOwned else { return member }
            v.isLet = false
            v.isState = true
            var owned = member
            owned.kind = .variable(v)
            return owned
        }
    }

    /// The Foundation classes the scene language declares (Parser+DateFormatter, +NumberFormatter, …): Apple declares
    /// each as a class (`class DateFormatter : Formatter`).
    static let foundationClasses: Set<String> = [
        "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "ListFormatter", "JSONEncoder", "JSONDecoder",
    ]

    /// Whether the file sets a property through `name` (`name.p = v`, `self.name.p += v`, `name.a.b = v`).
    static func isAssignedThrough(_ name: String, in tokens: [Token]) -> Bool {
        for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == name {
            var j = i + 1
            var members = 0
            while j + 1 < tokens.count, tokens[j].isPunctuation("."), tokens[j + 1].labelText != nil {
                j += 2
                members += 1
            }
            if members > 0, j < tokens.count, tokens[j].kind == .operator,
                ["=", "+=", "-=", "*=", "/=", "&&=", "||="].contains(tokens[j].text)
            {
                return true
            }
        }
        return false
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
