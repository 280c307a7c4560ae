// Parser+PropertyWrapper.swift: user-declared property wrappers, `@propertyWrapper struct Clamped { var wrappedValue
// … }` applied as `@Clamped(0...10) var x = 5`, rewritten into the declarations Swift synthesizes for them.
// Rule: SE-0258 Property Wrappers (github.com/swiftlang/swift-evolution/blob/main/proposals/0258-property-wrappers.md)
// and The Swift Programming Language, "Properties": Property Wrappers. A wrapped property `@W(args) var x: T = v`
// is a stored backing property `var _x = W(wrappedValue: v, args)` (`W(args)` without an initial value, unless the
// wrapper is made from a wrapped value, which an initializer then gives) and a
// computed `var x: T { get { _x.wrappedValue } set { _x.wrappedValue = newValue } }`; `$x` reads
// `_x.projectedValue` (Checker+Binding). In an initializer, `self.x = e` initializes the backing property through
// `init(wrappedValue:)` when the property has no initial value and the wrapper has that initializer; otherwise it
// runs the setter. A wrapper's computed `wrappedValue` (and any computed member) keeps its `set { … }` as the
// mutating method `name·set(newValue:)`, which Checker+PropertySetter calls for an assignment.
// Status: stored and computed `wrappedValue`, `projectedValue`, `init(wrappedValue:…)` with extra arguments, wrappers
// in structs, classes and views. Not yet: a memberwise initializer taking the wrapped value (it takes `_x`), a
// property without a type annotation assigned outside an initializer, composition of several wrappers.

/// `@Name(arguments)` written before a property whose type is a `@propertyWrapper` of the file.
struct PropertyWrapperUse: Sendable {
    var typeName: String
    var arguments: [Argument]
    var range: SourceRange
}

extension Parser {
    /// What the rewrite needs to know of a wrapper type.
    private struct PropertyWrapperType {
        /// It has an `init(wrappedValue:…)`, or its memberwise one takes `wrappedValue`.
        var initializesFromWrappedValue: Bool
    }

    /// The file's declarations with every wrapped property rewritten and the wrappers' setters kept as methods.
    static func expandingPropertyWrappers(_ statements: [Stmt]) -> [Stmt] {
        var wrappers: [String: PropertyWrapperType] = [:]
        for statement in statements {
            guard case .structure(let declaration) = statement.kind, declaration.isPropertyWrapper else { continue }
            wrappers[declaration.name] = wrapperType(declaration)
        }
        return statements.map { statement in
            guard case .structure(var declaration) = statement.kind else { return statement }
            if declaration.isPropertyWrapper { declaration.members = keepingSetters(declaration.members) }
            let wraps = declaration.members.contains { member in
                if case .variable(let v) = member.kind { v.wrapper != nil } else { false }
            }
            guard wraps else { return Stmt(kind: .structure(declaration), range: statement.range) }
            let memberwise = memberwiseInitializer(declaration, wrappers)
            declaration.members = expandingWrappedProperties(declaration.members, wrappers)
            if let memberwise { declaration.members.append(memberwise) }
            return Stmt(kind: .structure(declaration), range: statement.range)
        }
    }

    /// The memberwise initializer of a type with wrapped properties, which takes each wrapped property's value as
    /// `x: T` and passes it to `init(wrappedValue:)` (SE-0258, "Memberwise initializers"); nil when the type has an
    /// initializer of its own, is a view (whose `@State`s the checker's memberwise initializer takes), or has a stored
    /// property without a written type.
    private static func memberwiseInitializer(_ declaration: StructDecl, _ wrappers: [String: PropertyWrapperType])
        -> Stmt?
    {
        guard !declaration.isClass, !declaration.conformances.contains(where: { $0.name == "View" }) else { return nil }
        var parameters: [FunctionDecl.Parameter] = []
        var body: [Stmt] = []
        for member in declaration.members {
            switch member.kind {
            case .function(let f) where f.name == "init": return nil
            case .variable(let v) where v.getter == nil && v.staticOwner == nil:
                if v.isLet && v.initializer != nil { continue }
                let range = v.nameRange
                let selfMember = { (name: String) in
                    Expr(.member(Expr(.self, range), name, nameRange: range, dot: range.start), range)
                }
                let argument = Expr(.identifier(v.name), range)
                if let use = v.wrapper {
                    guard wrappers[use.typeName]?.initializesFromWrappedValue == true else { continue }
                    guard let type = v.type ?? literalType(v.initializer) else { return nil }
                    parameters.append(
                        FunctionDecl.Parameter(
                            label: v.name, name: v.name, type: type, defaultValue: v.initializer, range: range))
                    let value = Expr.call(
                        use.typeName, [Argument(label: "wrappedValue", value: argument, range: range)] + use.arguments,
                        range)
                    body.append(
                        Stmt(
                            kind: .assignment(
                                target: selfMember("_" + v.name), op: "=", value: value, operatorRange: range),
                            range: range))
                    continue
                }
                guard let type = v.type else { return nil }
                var defaultValue = v.initializer
                if defaultValue == nil, case .optional = type.kind, !v.isLet { defaultValue = Expr(.nil, range) }
                parameters.append(
                    FunctionDecl.Parameter(
                        label: v.name, name: v.name, type: type, defaultValue: defaultValue, range: range))
                body.append(
                    Stmt(
                        kind: .assignment(target: selfMember(v.name), op: "=", value: argument, operatorRange: range),
                        range: range))
            default: continue
            }
        }
        let function = FunctionDecl(
            name: "init", nameRange: declaration.nameRange, parameters: parameters, returnType: nil, body: body,
            bodyEnd: declaration.range, range: declaration.range)
        return Stmt(kind: .function(function), range: declaration.range)
    }

    private static func wrapperType(_ declaration: StructDecl) -> PropertyWrapperType {
        var initializers = 0
        var fromWrappedValue = false
        var storedWrappedValue = false
        for member in declaration.members {
            switch member.kind {
            case .function(let f) where f.name == "init":
                initializers += 1
                if f.parameters.first?.label == "wrappedValue" { fromWrappedValue = true }
            case .variable(let v) where v.name == "wrappedValue" && v.getter == nil && v.initializer == nil:
                storedWrappedValue = true
            default: break
            }
        }
        return PropertyWrapperType(
            initializesFromWrappedValue: fromWrappedValue || (initializers == 0 && storedWrappedValue))
    }

    /// Each computed property with a `set { … }` gets its setter method beside it.
    private static func keepingSetters(_ members: [Stmt]) -> [Stmt] {
        var kept: [Stmt] = []
        for member in members {
            kept.append(member)
            guard case .variable(let v) = member.kind, let setter = v.setter, let type = v.type else { continue }
            kept.append(setterMethod(v.name, type: type, parameter: setter.parameter, body: setter.body, at: v))
        }
        return kept
    }

    static func setterMethod(_ name: String, type: TypeSyntax, parameter: String, body: [Stmt], at v: VariableDecl)
        -> Stmt
    {
        var function = FunctionDecl(
            name: setterName(of: name), nameRange: v.nameRange,
            parameters: [
                FunctionDecl.Parameter(
                    label: "newValue", name: parameter, type: type, defaultValue: nil, range: v.nameRange)
            ],
            returnType: nil, body: body, bodyEnd: v.range, range: v.range)
        function.isMutating = true
        return Stmt(kind: .function(function), range: v.range)
    }

    /// The type a property without an annotation has when its initial value is a literal (TSPL "The Basics": Type
    /// Inference — an integer literal is an Int, a floating-point one a Double).
    static func literalType(_ e: Expr?) -> TypeSyntax? {
        guard let e else { return nil }
        let name: String? =
            switch e.kind {
            case .integer: "Int"
            case .float: "Double"
            case .string: "String"
            case .bool: "Bool"
            case .prefix("-", let operand):
                operand.isNumericLiteralExpression ? (operand.isIntegerLiteralExpression ? "Int" : "Double") : nil
            default: nil
            }
        return name.map { TypeSyntax(kind: .named($0), range: e.range) }
    }

    private static func expandingWrappedProperties(_ members: [Stmt], _ wrappers: [String: PropertyWrapperType])
        -> [Stmt]
    {
        // The wrapped properties an initializer's `self.x = e` initializes through `init(wrappedValue:)`.
        var initializedThroughWrapper: [String: PropertyWrapperUse] = [:]
        var wrapped: Set<String> = []
        var expanded: [Stmt] = []
        for member in members {
            guard case .variable(let v) = member.kind, let use = v.wrapper else {
                expanded.append(member)
                continue
            }
            let range = v.range
            let backingName = "_" + v.name
            let fromWrappedValue = wrappers[use.typeName]?.initializesFromWrappedValue ?? false
            var arguments = use.arguments
            if let value = v.initializer {
                arguments.insert(Argument(label: "wrappedValue", value: value, range: value.range), at: 0)
            }
            var backing = VariableDecl(
                isLet: false, name: backingName, nameRange: v.nameRange, type: nil, initializer: nil, getter: nil,
                getterEnd: nil, range: range)
            backing.wrapper = use
            backing.isPrivate = true
            if v.initializer != nil || !fromWrappedValue {
                backing.initializer = .call(use.typeName, arguments, use.range)
            } else {
                backing.type = TypeSyntax(kind: .named(use.typeName), range: use.range)
            }
            if v.initializer == nil, fromWrappedValue { initializedThroughWrapper[v.name] = use }
            wrapped.insert(v.name)
            expanded.append(Stmt(kind: .variable(backing), range: member.range))
            // Without a type to give the computed property, reads find `_x.wrappedValue` (Checker+Members).
            guard let type = v.type ?? literalType(v.initializer) else { continue }
            let storage = Expr(.identifier(backingName), v.nameRange)
            let wrappedValue = Expr(
                .member(storage, "wrappedValue", nameRange: v.nameRange, dot: v.nameRange.start), v.nameRange)
            var computed = VariableDecl(
                isLet: false, name: v.name, nameRange: v.nameRange, type: type, initializer: nil,
                getter: [Stmt(kind: .return(wrappedValue), range: range)], getterEnd: range, range: range)
            computed.isPrivate = v.isPrivate
            expanded.append(Stmt(kind: .variable(computed), range: member.range))
            let newValue = Expr(.identifier("newValue"), v.nameRange)
            let assignment = Stmt(
                kind: .assignment(target: wrappedValue, op: "=", value: newValue, operatorRange: v.nameRange),
                range: range)
            expanded.append(setterMethod(v.name, type: type, parameter: "newValue", body: [assignment], at: v))
        }
        return expanded.map { member in
            guard case .function(var f) = member.kind, f.name == "init" else { return member }
            f.body = initializingWrappedProperties(f.body, wrapped, initializedThroughWrapper)
            return Stmt(kind: .function(f), range: member.range)
        }
    }

    /// An initializer's `self.x = e` (or `x = e`) of a wrapped property: `self._x = W(wrappedValue: e, args)` when
    /// that initializes it, else the setter run on a copy of the backing property stored back, as SE-0258's
    /// "assignment to the wrapped property goes through the setter once `_x` is initialized".
    private static func initializingWrappedProperties(
        _ body: [Stmt], _ wrapped: Set<String>, _ throughWrapper: [String: PropertyWrapperUse]
    ) -> [Stmt] {
        var rewritten: [Stmt] = []
        for statement in body {
            guard case .assignment(let target, "=", let value, let operatorRange) = statement.kind else {
                rewritten.append(statement)
                continue
            }
            let name: String? =
                switch target.kind {
                case .member(let base, let n, _, _): if case .self = base.kind { n } else { nil }
                case .identifier(let n): n
                default: nil
                }
            guard let name, wrapped.contains(name) else {
                rewritten.append(statement)
                continue
            }
            let range = statement.range
            let backing = Expr(
                .member(Expr(.self, target.range), "_" + name, nameRange: target.range, dot: target.range.start),
                target.range)
            if let use = throughWrapper[name] {
                let arguments = [Argument(label: "wrappedValue", value: value, range: value.range)] + use.arguments
                rewritten.append(
                    Stmt(
                        kind: .assignment(
                            target: backing, op: "=", value: .call(use.typeName, arguments, range),
                            operatorRange: operatorRange), range: range))
                continue
            }
            let copyName = "·" + name
            let copy = Expr(.identifier(copyName), target.range)
            var local = VariableDecl(
                isLet: false, name: copyName, nameRange: target.range, type: nil, initializer: backing, getter: nil,
                getterEnd: nil, range: range)
            local.isPrivate = true
            rewritten.append(Stmt(kind: .variable(local), range: range))
            let wrappedValue = Expr(
                .member(copy, "wrappedValue", nameRange: target.range, dot: target.range.start), target.range)
            rewritten.append(
                Stmt(
                    kind: .assignment(target: wrappedValue, op: "=", value: value, operatorRange: operatorRange),
                    range: range))
            rewritten.append(
                Stmt(
                    kind: .assignment(target: backing, op: "=", value: copy, operatorRange: operatorRange), range: range
                ))
        }
        return rewritten
    }
}
