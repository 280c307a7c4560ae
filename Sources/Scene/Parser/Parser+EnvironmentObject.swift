// Parser+EnvironmentObject.swift: objects shared through the environment, as SwiftUI files write them:
// `@EnvironmentObject var model: Model` (Combine's ObservableObject) and `@Environment(Model.self) var model` (the
// Observation framework) read the object an ancestor provides with `.environmentObject(model)` /
// `.environment(model)`. The parser turns each declaration into a binding property whose default value is
// `_environmentObject(Model.self, …)` (Checker+EnvironmentObject reads the environment), and an object made where it
// is provided (`.environmentObject(Model())` in a `#Preview`) into a hidden top-level `@State`, so the views that
// share it write one value that lasts from frame to frame.
// Rule: Apple: EnvironmentObject — developer.apple.com/documentation/swiftui/environmentobject ("a property wrapper
// type for an observable object that a parent or ancestor view supplies"); View.environmentObject(_:) —
// developer.apple.com/documentation/swiftui/view/environmentobject(_:); Environment.init(_:) for Observable —
// developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf; View.environment(_:) —
// developer.apple.com/documentation/swiftui/view/environment(_:)-4516h ("places an observable object in the view's
// environment"). Status: complete for objects of a class the file declares.

extension Parser {
    /// The hidden `@State` holding the object `@EnvironmentObject` properties of type `typeName` fall back to when no
    /// ancestor provides one (SwiftUI stops with a fatal error there; a render makes one, with a warning).
    static func environmentObjectFallback(_ typeName: String) -> String { "·EnvironmentObject·\(typeName)" }

    /// The default value of `@EnvironmentObject var name: typeName` (with `fallback`) or of
    /// `@Environment(typeName.self) var name` (`optional` for the `Model?` form, which reads nil without a provider).
    mutating func environmentObjectRead(
        _ typeName: String, at range: SourceRange, fallback: Bool, optional: Bool = false
    ) -> Expr {
        let type = Expr(.member(Expr(.identifier(typeName), range), "self", nameRange: range, dot: range.start), range)
        var arguments = [Argument(label: nil, value: type, range: range)]
        if fallback {
            let name = Parser.environmentObjectFallback(typeName)
            let declared = hoistedState.contains {
                if case .variable(let v) = $0.kind { v.name == name } else { false }
            }
            if !declared {
                let callee = Expr(.identifier(typeName), range)
                let make = Expr(.call(callee, [], trailingClosure: nil, closeParen: nil), range)
                let state = VariableDecl(
                    isLet: false, name: name, nameRange: range, type: nil, initializer: make, getter: nil,
                    getterEnd: nil, range: range, isState: true, staticOwner: nil, isBinding: false)
                hoistedState.append(Stmt(kind: .variable(state), range: range))
            }
            let state = Expr(.identifier("$" + name), range)
            arguments.append(Argument(label: "fallback", labelRange: range, value: state, range: range))
        }
        if optional {
            let yes = Expr(.bool(true), range)
            arguments.append(Argument(label: "optional", labelRange: range, value: yes, range: range))
        }
        let callee = Expr(.identifier("_environmentObject"), range)
        return Expr(.call(callee, arguments, trailingClosure: nil, closeParen: nil), range)
    }

    /// `view.environmentObject(Model())` / `view.environment(Model.preview)`: an object made where it is provided
    /// becomes a hidden top-level `@State` (made once, as a `#Preview` makes it once), and the call passes that state;
    /// any other call is returned as it is.
    mutating func hoistingProvidedObject(_ call: Expr) -> Expr {
        guard case .call(let callee, var arguments, let trailing, let close) = call.kind,
            case .member(_, let name, _, _) = callee.kind, name == "environmentObject" || name == "environment",
            arguments.count == 1, arguments[0].label == nil, trailing == nil,
            Parser.isMadeFromTypes(arguments[0].value)
        else { return call }
        let value = arguments[0].value
        let hidden = "·provided·\(hoistedState.count)·\(value.range.start.offset)"
        let state = VariableDecl(
            isLet: false, name: hidden, nameRange: value.range, type: nil, initializer: value, getter: nil,
            getterEnd: nil, range: value.range, isState: true, staticOwner: nil, isBinding: false)
        hoistedState.append(Stmt(kind: .variable(state), range: value.range))
        arguments[0].value = Expr(.identifier(hidden), value.range)
        return Expr(.call(callee, arguments, trailingClosure: nil, closeParen: close), call.range)
    }

    /// Whether `e` makes a value from types and literals alone (`Model()`, `Model(name: "x")`, `Model.preview`), so
    /// it means the same at the top level: a call of a capitalised name or a member of one.
    static func isMadeFromTypes(_ e: Expr) -> Bool {
        switch e.kind {
        case .call, .member: isLiteralOrTypeRooted(e)
        default: false
        }
    }

    private static func isLiteralOrTypeRooted(_ e: Expr) -> Bool {
        switch e.kind {
        case .integer, .float, .bool, .nil, .implicitMember: true
        case .string(let parts): parts.allSatisfy { if case .text = $0 { true } else { false } }
        case .identifier(let name): name.first?.isUppercase == true
        case .member(let base, _, _, _): isLiteralOrTypeRooted(base)
        case .call(let callee, let arguments, nil, _):
            isLiteralOrTypeRooted(callee) && arguments.allSatisfy { isLiteralOrTypeRooted($0.value) }
        case .array(let elements): elements.allSatisfy(isLiteralOrTypeRooted)
        case .prefix(_, let inner), .paren(let inner): isLiteralOrTypeRooted(inner)
        default: false
        }
    }
}
