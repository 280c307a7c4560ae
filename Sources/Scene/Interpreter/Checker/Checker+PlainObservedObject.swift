// Checker+PlainObservedObject.swift: a view model object a View receives without `@ObservedObject` (`let store:
// Store` of an `@Observable` class, `var model: Model`) is shared like one: the class has reference semantics, so
// `store.count = 0` in the view's action changes the caller's object (The Swift Programming Language, "Structures and
// Classes": classes are reference types; Apple: Observable — developer.apple.com/documentation/observation, "Managing
// model data in your app": a view observes an `@Observable` object it merely holds). Status: complete for stored
// properties without a value of a View struct whose type is a class declared in the scene.

extension Checker {
    /// Whether View struct `owner`'s stored property `variable` holds an object declared in the scene without a
    /// wrapper: it is then a binding to the object, as `@ObservedObject`/`@Bindable` would make it.
    mutating func observesPlainly(_ variable: VariableDecl, in owner: Int) -> Bool {
        guard !variable.isState, variable.initializer == nil, variable.wrapper == nil, structs[owner].isView,
            let syntax = variable.type, case .instance(let index, _) = resolveType(syntax)
        else { return false }
        return structs[index].declaration.isClass
    }
}
