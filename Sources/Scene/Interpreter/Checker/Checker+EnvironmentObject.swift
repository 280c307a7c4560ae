// Checker+EnvironmentObject.swift: objects shared through the environment. `.environmentObject(model)` and
// `.environment(model)` evaluate the modified view while the environment holds a binding to the state that keeps the
// object (as `@ObservedObject` is passed one: Checker+Expressions `coerce`); `@EnvironmentObject var m: M` and
// `@Environment(M.self) var m` (Parser+EnvironmentObject) are binding properties whose default value reads that
// binding, so every view below reads and writes one object: a button in one view changes the text of its sibling.
// Rule: Apple: EnvironmentObject — developer.apple.com/documentation/swiftui/environmentobject ("If an observable
// object isn't set in the environment, SwiftUI stops with a fatal error"; a render instead uses one object made with
// `M()`, with a warning); View.environment(_:) — developer.apple.com/documentation/swiftui/view/environment(_:)-4516h;
// Environment.init(_:) — developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf (an optional type
// reads nil without a provider; otherwise SwiftUI traps with "No Observable object of type M found", which anim
// reports where the property is declared). Status: complete for classes the file declares.

extension Checker {
    /// The environment entry holding a binding to the provided object of class `typeName`.
    static func environmentObjectKey(_ typeName: String) -> String { "·object·\(typeName)" }

    /// `base.environmentObject(object)` / `base.environment(object)` for an object of a class; nil for other calls
    /// (`.environment(\.key, value)`).
    mutating func checkEnvironmentObjectWrite(
        _ base: Expr, _ name: String, _ call: CallSite, expected: SceneType?
    ) -> Typed? {
        guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil else { return nil }
        let argument = call.arguments[0].value
        if case .keyPath = argument.kind { return nil }
        let (object, reported) = checkOnTrial(argument)
        guard case .instance(let index, let typeName) = object.type, structs[index].declaration.isClass, reported == 0
        else {
            if name == "environment" { return nil }
            let checked = check(argument, expected: nil)
            if checked.type != .error {
                diagnostics.error(
                    "'environmentObject' takes an object of a class, not a value of type '\(checked.type)'",
                    at: argument.range, hint: "declare 'final class Model: ObservableObject { … }' and pass 'Model()'")
            }
            return .error
        }
        let type = SceneType.instance(index, name: typeName)
        let checked = check(argument, expected: type)
        let reference: IR
        switch checked.ir {
        case .global(let global, _, _) where globals[global].declaration.isState:
            reference = .stateReference(global)
        case .bindingValue(let bound, _):
            reference = bound
        default:
            // An object no state holds (`let model = Model()` in a `#Preview`, then `.environment(model)`): a hidden
            // global set to it where the modifier is evaluated, as `.constant(v)` holds its value (Checker+Binding);
            // views below read it, and a write lasts until the next frame builds the view again.
            let hidden = newHiddenGlobal()
            reference = .block([.setGlobal(hidden, checked.ir), .return(.constant(.int(hidden)))], argument.range)
        }
        providedEnvironmentObjects.insert(typeName)
        let body = viewBuiltHere(check(base, expected: expected), at: base.range)
        if body.type == .error { return .error }
        return Typed(
            ir: .intrinsic(.withEnvironment(Checker.environmentObjectKey(typeName), value: reference, body: body.ir)),
            type: body.type)
    }

    /// `_environmentObject(M.self)` with `fallback: $state` (`@EnvironmentObject`) or `optional: true`
    /// (`@Environment(M.self) var m: M?`): the provided object where the view is made.
    mutating func checkEnvironmentObjectRead(_ call: CallSite) -> Typed {
        guard let first = call.arguments.first, case .member(let typeExpr, "self", _, _) = first.value.kind,
            let typeName = typeExpr.identifierName
        else { return .error }
        guard let index = structIndex[typeName], structs[index].declaration.isClass else {
            // An undeclared type is already reported where the fallback `Model()` is made.
            if structIndex[typeName] == nil, call.arguments.contains(where: { $0.label == "fallback" }) {
                return .error
            }
            diagnostics.error(
                "'\(typeName)' is not a class this file declares", at: first.range,
                hint: "an environment object is an instance of a 'final class …: ObservableObject' or an "
                    + "'@Observable' class")
            return .error
        }
        let type = SceneType.instance(index, name: typeName)
        let read = IR.intrinsic(.environment(Checker.environmentObjectKey(typeName), system: .absent))
        if let fallback = call.arguments.first(where: { $0.label == "fallback" }) {
            let made = check(fallback.value, expected: .binding(type))
            if !environmentObjectReads.contains(where: { $0.range == first.range }) {
                environmentObjectReads.append((typeName, first.range))
            }
            return Typed(
                ir: apply({ v, _ in if case .absent = v[0] { v[1] } else { v[0] } }, [read, made.ir], first.range),
                type: .binding(type))
        }
        if call.arguments.contains(where: { $0.label == "optional" }) {
            let slot = declareLocal("_", type: .binding(type), mutable: false, at: first.range)
            return Typed(
                ir: .conditional(
                    .bind(slot, read, optional: true), .bindingValue(.local(slot), first.range), .constant(.absent)),
                type: .optional(type))
        }
        let message =
            "No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing "
            + "as an ancestor of this view."
        let hint = "add '.environment(\(typeName)())' to a view above this one, or declare the property as "
            + "'\(typeName)?'"
        return Typed(
            ir: apply(
                { v, range throws(RuntimeFailure) in
                    if case .absent = v[0] { throw RuntimeFailure(message, at: range, hint: hint) }
                    return v[0]
                }, [read], first.range),
            type: .binding(type))
    }

    /// `@Bindable var model = model` in a view body (Apple: Bindable — developer.apple.com/documentation/swiftui/
    /// bindable, "use this property wrapper … inside a view's body"): `model` reads the object and `$model.name` binds
    /// to its properties, as a `ForEach($items) { $item in … }` element does (Checker+ForEach); writes through
    /// `model` reach the state that holds it. Nil when the value is not an object some state holds.
    mutating func checkBindableLocal(_ declaration: VariableDecl) -> [Statement]? {
        guard let value = declaration.initializer else { return nil }
        if value.identifierName == declaration.name, lookupLocal(declaration.name) == nil, let owner = context.owner,
            let property = structs[owner].storedIndex[declaration.name], case .binding = storedType(owner, property)
        {
            // `@Bindable var model = model` of an `@Environment(Model.self) var model` property: the property already
            // reads, writes and projects (`$model.name`) the object itself, at its current value.
            return []
        }
        let (typed, reported) = checkOnTrial(value)
        guard reported == 0, case .instance = typed.type else { return nil }
        let object = check(value, expected: nil)
        let reference: IR
        if case .bindingValue(let bound, _) = object.ir {
            reference = bound
        } else if case .global(let global, _, _) = object.ir, globals[global].declaration.isState {
            reference = .stateReference(global)
        } else {
            return nil
        }
        let bindingSlot = declareLocal(
            "$" + declaration.name, type: .binding(object.type), mutable: false, at: declaration.nameRange)
        let slot = declareLocal(declaration.name, type: object.type, mutable: false, at: declaration.nameRange)
        context.usedSlots.insert(bindingSlot)
        return [
            .setLocal(bindingSlot, reference),
            .setLocal(slot, .bindingValue(.local(bindingSlot), declaration.nameRange)),
        ]
    }

    /// One warning for each `@EnvironmentObject` whose class no `.environmentObject(_:)` in the file provides.
    mutating func reportUnprovidedEnvironmentObjects() {
        for read in environmentObjectReads where !providedEnvironmentObjects.contains(read.type) {
            diagnostics.warning(
                "no view provides a '\(read.type)' with '.environmentObject(_:)': anim shares one '\(read.type)()' "
                    + "among such views, where SwiftUI stops with a fatal error", at: read.range,
                hint: "add '.environmentObject(\(read.type)())' to a view above this one, as its '#Preview' would")
        }
    }
}
