// Checker+Declarations.swift: pass 1 (declaring top-level constants, functions and structs) and pass 3 (checking
// function bodies, default values and struct members).
// Rule: Swift's declarations: functions may overload by argument labels; a struct gets the memberwise initialiser
// (stored properties in order; a `var` with a default may be left out; a `let` with a default is not a parameter);
// `struct X: View` needs `var body: some View`. Status: complete for issue #2.

/// A top-level `let`/`var`.
struct GlobalInfo {
    var name: String
    var declaration: VariableDecl
    /// Known once its declaration is checked (pass 2), or from its annotation.
    var type: SceneType?
    /// Pass 2 has reached its declaration: top-level code below may use it.
    var reached = false
    /// A `let` whose value is known at load: uses fold to it (Checker+Constants).
    var constant: Value?
}

/// A parameter of a user function.
struct UserParameter {
    var label: String?
    var name: String
    var type: SceneType
    var defaultRoutine: Int?
    var range: SourceRange
    /// Takes the arguments written for it as one array (Candidate.Parameter.isVariadic).
    var isVariadic = false
    /// `inout`: written back to the `&x` argument after the call (Checker+InOut).
    var isInout = false
}

/// A user function or method.
struct FunctionInfo {
    var name: String
    var parameters: [UserParameter]
    var result: SceneType
    var routine: Int
    var declaration: FunctionDecl
    var owner: Int?
    /// `self`'s type in an extension of a built-in type.
    var selfType: SceneType? = nil
    /// The type parameters whose witnesses the function takes after its own parameters (Checker+ProtocolDispatch).
    var witnesses: [String] = []
}

/// A user struct.
struct StructInfo {
    struct Stored {
        var name: String
        var isLet: Bool
        var declaration: VariableDecl
        /// From the annotation, or inferred from the default value once checked.
        var type: SceneType?
        var defaultRoutine: Int?
        var isInferring = false

        /// A memberwise-initialiser parameter: every stored property except a `let` with a default.
        var isParameter: Bool { !(isLet && declaration.initializer != nil) }
    }

    struct Computed {
        var type: SceneType
        var routine: Int
        var declaration: VariableDecl
    }

    var name: String
    var declaration: StructDecl
    var isView: Bool
    /// Declared `: Shape`: a view drawn by its `path(in:)` (Checker+CustomShape.swift).
    var isShape = false
    /// Declared `: Layout` (Checker+CustomLayout).
    var isLayout = false
    /// An `init` in the type's own declaration (not only in extensions).
    var declaresInitializer = false
    var stored: [Stored] = []
    var storedIndex: [String: Int] = [:]
    var computed: [String: Computed] = [:]
    var methods: [String: [Int]] = [:]
    /// An `enum`: its case names, raw values (when it has a raw type) and raw type (EnumDeclaration).
    var cases: [String]? = nil
    var rawValues: [Value] = []
    var rawType: SceneType? = nil
    /// Per case, its associated values' labels and types; nil for a case without any (Checker+EnumPayload).
    var payloads: [[(label: String?, type: SceneType)]?] = []
    var isEnum: Bool { cases != nil }
    var hasPayloads: Bool { payloads.contains { $0 != nil } }

    var memberNames: [String] { Array(storedIndex.keys) + Array(computed.keys) + Array(methods.keys) }
}

extension Checker {
    // MARK: - Pass 1

    mutating func declare(_ statements: [Stmt]) {
        var firstDeclaration: [String: SourceRange] = [:]
        // A function that takes arguments may share its base name with a property (`static let minuteSecond` and
        // `static func minuteSecond(padMinuteToLength:)`, as Foundation declares them): Swift names a function by its
        // full name (TSPL "Functions": Function Argument Labels and Parameter Names).
        func claim(_ name: String, _ range: SourceRange, overloadable: Bool = false, besideProperty: Bool = false)
            -> Bool
        {
            if let previous = firstDeclaration[name], !(overloadable && functionIndex[name] != nil),
                !(besideProperty && globalIndex[name] != nil)
            {
                diagnostics.error("invalid redeclaration of '\(name)'", at: range)
                diagnostics.note("'\(name)' previously declared here", at: previous)
                return false
            }
            if firstDeclaration[name] == nil { firstDeclaration[name] = range }
            return true
        }
        // Struct names first: annotations anywhere may use them.
        for statement in statements {
            guard case .structure(let declaration) = statement.kind, claim(declaration.name, declaration.nameRange)
            else { continue }
            structIndex[declaration.name] = structs.count
            for name in declaration.protocols { protocolConformers[name, default: []].append(structs.count) }
            // A `ToolbarContent` struct's body is toolbar items, built as views are (Checker.resolveType).
            let isView = declaration.conformances.contains {
                $0.name == "View" || $0.name == "ToolbarContent" || $0.name == "CustomizableToolbarContent"
            }
            var info = StructInfo(name: declaration.name, declaration: declaration, isView: isView)
            info.isShape = declaration.conformances.contains { $0.name == "Shape" || $0.name == "InsettableShape" }
            info.isLayout = declaration.conformances.contains { $0.name == "Layout" }
            // Before extensions add theirs: an `init` in an extension keeps the memberwise one (The Swift
            // Programming Language, "Initialization": Initializer Delegation for Value Types).
            info.declaresInitializer = declaration.members.contains {
                if case .function(let f) = $0.kind { f.name == "init" } else { false }
            }
            structs.append(info)
        }
        declareTypeAliases(statements)
        declareExtensions(statements)
        for statement in statements {
            switch statement.kind {
            case .variable(let declaration):
                let besideFunctions =
                    functionIndex[declaration.name].map { $0.allSatisfy { !functions[$0].parameters.isEmpty } }
                    ?? false
                guard besideFunctions || claim(declaration.name, declaration.nameRange) else { continue }
                globalIndex[declaration.name] = globals.count
                globals.append(GlobalInfo(name: declaration.name, declaration: declaration, type: nil))
            case .function(let declaration):
                guard
                    claim(
                        declaration.name, declaration.nameRange, overloadable: true,
                        besideProperty: !declaration.parameters.isEmpty)
                else { continue }
                if let index = declareFunction(declaration, owner: nil) {
                    functionIndex[declaration.name, default: []].append(index)
                }
            default:
                break
            }
        }
        for index in structs.indices { declareMembers(of: index) }
    }

    /// Resolves a function's signature; reports a redeclaration with the same labels.
    mutating func declareFunction(_ declaration: FunctionDecl, owner: Int?) -> Int? {
        var parameters: [UserParameter] = []
        var seen: [String: SourceRange] = [:]
        // `Self` in a static member's signature is the type it was declared in (hoisted as `Type.name`).
        let savedSelf = resolvingSelf
        defer { resolvingSelf = savedSelf }
        if owner == nil, let typeName = declaration.staticOwner, let index = structIndex[typeName] {
            resolvingSelf = .instance(index, name: typeName)
        }
        for parameter in declaration.parameters {
            if let previous = seen[parameter.name] {
                diagnostics.error("invalid redeclaration of '\(parameter.name)'", at: parameter.range)
                diagnostics.note("'\(parameter.name)' previously declared here", at: previous)
            }
            seen[parameter.name] = parameter.range
            parameters.append(
                UserParameter(
                    label: parameter.label, name: parameter.name, type: resolveType(parameter.type),
                    defaultRoutine: parameter.defaultValue == nil ? nil : newRoutine(), range: parameter.range,
                    isVariadic: parameter.isVariadic, isInout: parameter.isInout))
        }
        // Overloads differ in their labels or their parameter types (Checker+Overloads).
        let existing =
            owner.map { structs[$0].methods[declaration.name] ?? [] } ?? functionIndex[declaration.name] ?? []
        if let twin = existing.first(where: { Checker.sameSignature(functions[$0].parameters, parameters) }) {
            diagnostics.error("invalid redeclaration of '\(declaration.name)'", at: declaration.nameRange)
            diagnostics.note(
                "'\(declaration.name)' previously declared here", at: functions[twin].declaration.nameRange)
            return nil
        }
        let result = declaration.returnType.map { resolveType($0) } ?? .void
        functions.append(
            FunctionInfo(
                name: declaration.name, parameters: parameters, result: result, routine: newRoutine(),
                declaration: declaration,
                owner: owner, witnesses: Checker.witnessedTypeParameters(parameters)))
        return functions.count - 1
    }

    /// The SwiftUI protocols whose conformers a scene draws or uses in drawing.
    static let drawnConformances: Set<String> = [
        "View", "Shape", "InsettableShape", "Animatable", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle",
        "ViewModifier", "Layout", "GeometryEffect", "GaugeStyle", "ProgressViewStyle", "GroupBoxStyle",
        "LabelStyle", "LabeledContentStyle", "ToolbarContent", "CustomizableToolbarContent",
    ]

    private mutating func declareMembers(of index: Int) {
        let declaration = structs[index].declaration
        resolvingSelf = .instance(index, name: declaration.name)
        defer { resolvingSelf = nil }
        if declaration.cases != nil { declareCases(of: index) }
        for conformance in declaration.conformances
        where !Checker.drawnConformances.contains(conformance.name)
            && !Checker.acceptedConformances.contains(conformance.name)
            && !(declaration.cases != nil && SceneType.builtin(named: conformance.name) != nil)
        {
            diagnostics.error(
                "conformance to '\(conformance.name)' is not supported in scenes", at: conformance.range,
                hint: "scene structs conform to 'View', 'Shape' or 'Layout'")
        }
        var seen: [String: SourceRange] = [:]
        // Methods that take arguments: their full names (`isLoading(_:)`) differ from a property's (`isLoading`), so
        // Swift accepts both in one type (The Swift Programming Language, "Declarations": a function's name includes
        // its argument labels).
        var methodsWithArguments: Set<String> = []
        var properties: Set<String> = []
        for member in declaration.members {
            switch member.kind {
            case .variable(let variable):
                if let previous = seen[variable.name],
                    properties.contains(variable.name) || !methodsWithArguments.contains(variable.name)
                {
                    diagnostics.error("invalid redeclaration of '\(variable.name)'", at: variable.nameRange)
                    diagnostics.note("'\(variable.name)' previously declared here", at: previous)
                    continue
                }
                seen[variable.name] = variable.nameRange
                properties.insert(variable.name)
                if variable.getter != nil {
                    guard let syntax = variable.type else {
                        diagnostics.error(
                            "computed property must have an explicit type", at: variable.nameRange,
                            hint: "write 'var \(variable.name): Double { … }'")
                        continue
                    }
                    structs[index].computed[variable.name] = StructInfo.Computed(
                        type: viewBodyType(resolveType(syntax), property: variable.name, owner: index),
                        routine: newRoutine(), declaration: variable)
                } else {
                    if variable.type == nil && variable.initializer == nil {
                        diagnostics.error(
                            "type annotation missing in pattern", at: variable.nameRange,
                            hint: "write '\(variable.isLet ? "let" : "var") \(variable.name): Double'")
                    }
                    structs[index].storedIndex[variable.name] = structs[index].stored.count
                    structs[index].stored.append(
                        StructInfo.Stored(
                            name: variable.name, isLet: variable.isLet, declaration: variable,
                            type: variable.type.map {
                                variable.isBinding || observesPlainly(variable, in: index)
                                    ? .binding(resolveType($0)) : resolveType($0)
                            } ?? (variable.initializer == nil ? .error : nil),
                            defaultRoutine: variable.initializer == nil ? nil : newRoutine()))
                }
            case .function(let function):
                if let previous = seen[function.name], structs[index].methods[function.name] == nil,
                    function.parameters.isEmpty
                {
                    diagnostics.error("invalid redeclaration of '\(function.name)'", at: function.nameRange)
                    diagnostics.note("'\(function.name)' previously declared here", at: previous)
                    continue
                }
                if seen[function.name] == nil { seen[function.name] = function.nameRange }
                if !function.parameters.isEmpty { methodsWithArguments.insert(function.name) }
                if let f = declareFunction(function, owner: index) {
                    structs[index].methods[function.name, default: []].append(f)
                }
            case .error, .import:
                break
            default:
                diagnostics.error(
                    "expected declaration", at: member.range,
                    hint: "a struct holds 'let', 'var' and 'func' declarations")
            }
        }
        let body = structs[index].computed["body"]
        if structs[index].isView {
            if body == nil {
                diagnostics.error(
                    "type '\(declaration.name)' does not conform to protocol 'View'", at: declaration.nameRange,
                    hint: "add 'var body: some View { … }'")
            } else if let body, body.type != .view && body.type != .error {
                diagnostics.error("'body' must have type 'some View'", at: body.declaration.nameRange)
            }
        }
    }

    /// A stored property's type, checking its default value first when the type is inferred from it.
    mutating func storedType(_ structIndex: Int, _ property: Int) -> SceneType {
        if let type = structs[structIndex].stored[property].type { return type }
        if structs[structIndex].stored[property].isInferring {
            let name = structs[structIndex].stored[property].name
            diagnostics.error(
                "property '\(name)' references itself", at: structs[structIndex].stored[property].declaration.nameRange)
            return .error
        }
        structs[structIndex].stored[property].isInferring = true
        checkStoredDefault(structIndex, property)
        structs[structIndex].stored[property].isInferring = false
        return structs[structIndex].stored[property].type ?? .error
    }

    /// Checks a stored property's default value into its routine (once), inferring the type when unannotated.
    private mutating func checkStoredDefault(_ structIndex: Int, _ property: Int) {
        let stored = structs[structIndex].stored[property]
        guard let routine = stored.defaultRoutine, let value = stored.declaration.initializer,
            routines[routine].name.isEmpty
        else { return }
        routines[routine].name = "\(structs[structIndex].name).\(stored.name)"
        let annotated = stored.type
        // The owner's static members are seen by bare name, as a `@State` initialiser sees them (Parser+StateUse keeps
        // an unwritten state as a stored property).
        var defaultContext = RoutineContext(kind: .defaultValue)
        defaultContext.typeName = structs[structIndex].name
        let ((ir, type), finished) = withContext(defaultContext) { checker in
            let typed = checker.check(value, expected: annotated)
            let target = annotated ?? typed.type
            return (checker.coerce(typed, to: target, at: value.range, .initializer), target)
        }
        // A stored `Date` (`let startTime = Date()`) is the date the value was made: SwiftUI makes a view's value when
        // the body above it runs, once for views that stay on screen; here, as the view appears (t = 0), not at
        // every frame (Parser+TimelineView).
        let isDate = type == self.structIndex["Date"].map { SceneType.instance($0, name: "Date") }
        routines[routine] = Routine(
            name: routines[routine].name, slotCount: finished.slotCount, body: [.return(isDate ? .appearance(ir) : ir)],
            producesViews: false)
        if annotated == nil { structs[structIndex].stored[property].type = type }
    }

    // MARK: - Pass 3

    mutating func checkBodies() {
        for index in functions.indices { checkFunction(index) }
        for index in structs.indices {
            for property in structs[index].stored.indices {
                _ = storedType(index, property)
                checkStoredDefault(index, property)
            }
            for (name, computed) in structs[index].computed {
                checkGetter(name, computed, owner: index)
            }
        }
    }

    private mutating func checkFunction(_ index: Int) {
        let info = functions[index]
        for (position, parameter) in info.parameters.enumerated() {
            guard let routine = parameter.defaultRoutine, let value = info.declaration.parameters[position].defaultValue
            else { continue }
            // Swift looks a default argument up in the scope of the declaration: the type's static members by bare
            // name (`init(spacing: CGFloat = defaultSpacing)`; The Swift Programming Language, "Functions": Default
            // Parameter Values).
            var defaultContext = RoutineContext(kind: .defaultValue)
            defaultContext.typeName = info.declaration.staticOwner ?? info.owner.map { structs[$0].name }
            // The parameter is one of the file's own declarations, so a colour default erases to any shape style
            // (`init(stroke: S = Color.blue)` for `<S: ShapeStyle>`), as an argument passed to it does.
            let outerErasesStyles = erasesStyles
            erasesStyles = true
            let (ir, finished) = withContext(defaultContext) { checker in
                checker.coerce(
                    checker.check(value, expected: parameter.type), to: parameter.type, at: value.range, .argument)
            }
            erasesStyles = outerErasesStyles
            routines[routine] = Routine(
                name: "default of \(parameter.name)", slotCount: finished.slotCount, body: [.return(ir)],
                producesViews: false)
        }
        let kind: RoutineContext.Kind = info.owner == nil && info.selfType == nil ? .function : .method
        let isInitializer = info.owner != nil && info.name == "init"
        inInitializer = isInitializer
        if isInitializer, let owner = info.owner { checkInitializerCoverage(info.declaration, owner: owner) }
        var fresh = RoutineContext(kind: kind, owner: info.owner, returnType: info.result)
        // A failable initialiser's `return nil` gives the call nil; reaching its end gives the instance.
        let isFailable = isInitializer && info.declaration.isFailable
        if isFailable, let owner = info.owner {
            fresh.returnType = .optional(.instance(owner, name: structs[owner].name))
        }
        fresh.typeName = info.declaration.staticOwner ?? info.owner.map { structs[$0].name }
        // An `init` fills in `self`: it assigns properties and calls their mutating methods (TSPL "Initialization").
        fresh.mutatesSelf = isMutatingMethod(info) || isInitializer
        fresh.selfType = info.selfType
        if info.declaration.isGetter { fresh.kind = .getter }
        // An observer's assignments to its own property do not call it again.
        let observed = Checker.observedProperty(of: info)
        if let observed { observing.insert(observed) }
        defer { if let observed { observing.remove(observed) } }
        var ((body, producesViews), finished) = withContext(fresh) { checker in
            for (i, parameter) in info.parameters.enumerated() {
                checker.declareLocal(
                    parameter.name, type: parameter.type, mutable: parameter.isInout, at: parameter.range)
                if i < info.declaration.parameters.count, info.declaration.parameters[i].type.isImplicitlyUnwrapped {
                    checker.markImplicitlyUnwrapped(parameter.name)
                }
                if i < info.declaration.parameters.count {
                    checker.markLocalizedKey(parameter.name, info.declaration.parameters[i].type)
                }
            }
            // After the parameters, as the call passes them (Checker+ProtocolDispatch).
            for name in info.witnesses {
                checker.declareLocal(
                    Checker.witnessName(name), type: .int, mutable: false, at: info.declaration.nameRange)
            }
            let body =
                isInitializer
                ? checker.delegatingToSibling(info.declaration.body, owner: info.owner ?? 0)
                : info.declaration.body
            if isFailable { return (checker.checkStatements(body, in: .function), false) }
            return checker.checkRoutineBody(body, end: info.declaration.bodyEnd)
        }
        inInitializer = false
        // An initialiser's value is the instance its body filled in.
        if isInitializer { body.append(.return(.selfInstance)) }
        routines[info.routine] = Routine(
            name: info.name, slotCount: finished.slotCount, body: body, producesViews: producesViews)
    }

    private mutating func checkGetter(_ name: String, _ computed: StructInfo.Computed, owner: Int) {
        let declaration = computed.declaration
        var fresh = RoutineContext(kind: .getter, owner: owner, returnType: computed.type)
        fresh.typeName = structs[owner].name
        // A class's lazy property stores its first value (Checker+LazyRead).
        fresh.mutatesSelf = isLazyClassGetter(computed.routine)
        let ((body, producesViews), finished) = withContext(fresh) { checker in
            checker.checkRoutineBody(declaration.getter ?? [], end: declaration.getterEnd ?? declaration.range)
        }
        routines[computed.routine] = Routine(
            name: "\(structs[owner].name).\(name)", slotCount: finished.slotCount, body: body,
            producesViews: producesViews)
    }
}
