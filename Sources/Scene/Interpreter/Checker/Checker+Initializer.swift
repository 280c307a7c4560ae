// Checker+Initializer.swift: custom `init`s of scene structs: `self.x = …` (or `x = …`) stores a property, and
// `_x = State(initialValue: …)` sets a `@State` property's first value.
// Rule: The Swift Programming Language, "Initialization" (a struct with its own `init` has no memberwise one; the
// `init` assigns every stored property without a default); Apple: State.init(initialValue:) —
// developer.apple.com/documentation/swiftui/state/init(initialvalue:) (the value the state starts with). A scene keeps
// one instance of each `@State` (Parser: hoisted), so `_x = State(initialValue: v)` sets it when the view is first
// built; a frame never keeps a state write (Evaluator `preset`). Status: complete for stored properties and `@State`.

extension Checker {
    /// An instance with each stored property's default value (`()` for those the `init` must assign).
    mutating func defaultInstance(_ owner: Int, _ range: SourceRange) -> IR {
        var fields: [IR] = []
        for index in structs[owner].stored.indices {
            let type = storedType(owner, index)
            // An optional `var` an `init` leaves alone is nil (TSPL "Initialization": Default Property Values).
            fields.append(
                structs[owner].stored[index].defaultRoutine.map { .call($0, receiver: nil, [], range) }
                    ?? Checker.implicitNil(structs[owner].stored[index], type) ?? .constant(.void))
        }
        return .construct(fields)
    }

    /// An assignment inside an `init` to a stored property (`self.x`, `x`) or a state's storage (`_x`); nil when the
    /// target is none of these, so the ordinary rules apply.
    mutating func checkInitializerAssignment(_ target: Expr, _ value: Expr) -> Statement?? {
        guard inInitializer, let owner = context.owner else { return nil }
        var name: String?
        switch target.kind {
        case .identifier(let n) where lookupLocal(n) == nil: name = n
        case .member(let base, let n, _, _):
            if case .self = base.kind { name = n }
        default: break
        }
        guard let name else { return nil }
        if let index = structs[owner].storedIndex[name] {
            let type = storedType(owner, index)
            // `self.defaults = .standard` for `let defaults: UserDefaults`, an object the view observes (kept as a
            // binding to it): the implicit member is the object type's (TSPL "Expressions": Implicit Member
            // Expression — looked up in the type the context expects, here the property's declared type).
            if type == .view, case .closure(let closure) = value.kind, closure.parameters.isEmpty {
                // `self.content = { AnyView(Text(text)) }` for `var content: () -> AnyView`: a view-returning closure
                // property is held as the view it returns (as a `@ViewBuilder` parameter is), so the closure's body
                // is that view, built here with the initializer's values (TSPL "Closures": it captures them).
                return .some(
                    .setSelf(index, .builder(checkStatements(closure.body, in: .viewBuilder(allowsReturn: true)))))
            }
            var expected = type
            if case .binding(let object) = type, value.isImplicitMemberChain { expected = object }
            return .some(
                .setSelf(index, coerce(check(value, expected: expected), to: type, at: value.range, .initializer)))
        }
        // `self._isOn = isOn` for `@Binding var isOn: Bool`: the binding's storage takes the `Binding<Bool>` passed in
        // (SE-0258: `_x` is the wrapper itself).
        if name.hasPrefix("_"), let index = structs[owner].storedIndex[String(name.dropFirst())],
            case .binding = storedType(owner, index)
        {
            let type = storedType(owner, index)
            return .some(.setSelf(index, coerce(check(value, expected: type), to: type, at: value.range, .initializer)))
        }
        // `self.color = color` for `@State var color: Color` initialises the state as `_color = State(initialValue:
        // color)` does (Swift's property-wrapper initialisation, SE-0258).
        let stateName = name.hasPrefix("_") ? String(name.dropFirst()) : name
        if let global = stateGlobal(stateName) {
            var initial = value
            // `_model = StateObject(wrappedValue: Model(…))` likewise (Apple: StateObject.init(wrappedValue:)).
            if case .call(let callee, let arguments, nil, _) = value.kind,
                callee.identifierName == "State" || callee.identifierName == "StateObject",
                arguments.count == 1, arguments[0].label == "initialValue" || arguments[0].label == "wrappedValue"
            {
                initial = arguments[0].value
            }
            let type = globals[global].type ?? .error
            let start = coerce(check(initial, expected: type), to: type, at: value.range, .initializer)
            return .some(.setGlobal(global, instanceStateStart(global, start, value.range)))
        }
        return nil
    }
}
