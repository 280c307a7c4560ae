// Parser+Declarations.swift: `let`/`var` (stored and computed), `func`, `struct`, type annotations, and the
// modifiers and attributes the scene language accepts and ignores (`private`, `fileprivate`, `@ViewBuilder`).
// Rule: The Swift Programming Language, "Declarations". Status: complete for issue #2.

extension Parser {
    /// Attributes that change nothing for a scene, so they are accepted and ignored.
    static let ignoredAttributes: Set<String> = [
        "ViewBuilder", "MainActor", "inlinable", "inline", "discardableResult",
        // `@objc func tick()`: a timer's selector target (Checker+TimerSelector); nothing else differs in a scene.
        "objc",
        // `@ToolbarContentBuilder`: toolbar content is built as views are (Checker.resolveType).
        "ToolbarContentBuilder",
        // `@available(iOS 17, *)` on a declaration: a scene is rendered as the newest OS, where every API is available
        // (The Swift Programming Language, "Attributes": available).
        "available",
        // `@Sendable func load() async` (passed to `.task(load)`): a concurrency checking annotation; the function
        // runs the same (TSPL "Attributes": Sendable).
        "Sendable",
        // `@Previewable @State var x = …` in a `#Preview` body (Xcode 16): the state is the preview's own
        // (Apple: Previewable — developer.apple.com/documentation/swiftui/previewable()).
        "Previewable",
        // Observation: `@Published var x` and `@Observable class` change nothing a render observes beyond the
        // state that holds the object (Apple: Published, Observable()).
        "Published", "Observable", "ObservationIgnored",
        // `extension EnvironmentValues { @Entry var x: T = v }`: a key with default v (Checker+EnvironmentKey).
        "Entry",
    ]

    /// Property wrappers that hold their initial value in a recording, read as `@State` (Apple: AppStorage,
    /// SceneStorage, GestureState — "resets to its initial value when the gesture ends", ScaledMetric at the default
    /// Dynamic Type size).
    static let stateLikeAttributes: Set<String> = [
        "AppStorage", "SceneStorage", "GestureState", "ScaledMetric",
        // A view's own observable object is state it owns (Apple: StateObject — "a property wrapper type that
        // instantiates an observable object").
        "StateObject",
    ]

    /// Skips `private`, `fileprivate`, `public`, `internal` and ignorable attributes; diagnoses the rest.
    mutating func skipDeclarationModifiers() {
        pendingPrivate = false
        while true {
            switch current.kind {
            case .keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal):
                if current.isKeyword(.private) || current.isKeyword(.fileprivate) { pendingPrivate = true }
                advance()
                if current.isPunctuation("(") { advance(3) }  // private(set)
            case .keyword(.static) where inPreviewProvider:
                advance()  // `static var previews: some View { … }`
            case .keyword(.static):
                // A type property or method, hoisted to the top level as `Type.name` (Parser+TypeDeclarations).
                pendingStatic = true
                advance()
            case .identifier
            where [
                "final", "nonisolated", "override", "mutating", "nonmutating", "lazy", "open", "indirect",
                // `static prefix func - (v: V) -> V` (Checker+OperatorDeclarations).
                "prefix", "postfix",
                // A class's `required init(from:)` and `convenience init(…)` (TSPL "Initialization": Required
                // Initializers, Convenience Initializers): an initialiser like any other here.
                "required", "convenience",
            ].contains(
                current.text)
                && Parser.startsDeclaration(peek(1)):
                if current.text == "mutating" { pendingMutating = true }
                if current.text == "lazy" { pendingLazy = true }
                // Access and dispatch modifiers change nothing a renderer observes (Swift Programming Language,
                // "Declaration Modifiers").
                advance()
            case .attribute:
                let attribute = advance()
                if attribute.text == "Binding" || attribute.text == "ObservedObject" || attribute.text == "Bindable" {
                    // `@ObservedObject var model: Model` / `@Bindable var model`: the object another view owns, shared
                    // as a binding to the state that holds it (Apple: ObservedObject, Bindable).
                    pendingBinding = true
                } else if attribute.text == "EnvironmentObject" {
                    // `@EnvironmentObject var model: Model`: a binding to the object an ancestor's
                    // `.environmentObject(_:)` provides (Parser+EnvironmentObject).
                    pendingEnvironmentObject = true
                } else if attribute.text == "Namespace" {
                    // `@Namespace var ns`: a value naming a matched-geometry group, `Namespace()` (MatchedGeometryEffect).
                    pendingNamespace = true
                } else if attribute.text == "Environment", current.isPunctuation("(") {
                    // `@Environment(\.colorScheme) var scheme`: the environment's value where the view is
                    // (Checker+Environment.swift).
                    advance()
                    pendingEnvironment = parseExpression()
                    if current.isPunctuation(")") { advance() }
                    continue
                } else if Parser.stateLikeAttributes.contains(attribute.text) {
                    // `@AppStorage("k") var x = 0`, `@GestureState var drag = CGSize.zero`, `@ScaledMetric var
                    // size = 20.0`: in a recording the stored default, no gesture and the default Dynamic Type size
                    // (scale 1) leave each at its initial value; events may change it as they change '@State'.
                    pendingState = attribute.range
                    if current.isPunctuation("("), !current.spaceBefore {
                        // `@AppStorage(wrappedValue: "Anonymous", "name") var name`: the initial value passed to the
                        // wrapper's `init(wrappedValue:…)`, which `var name = "Anonymous"` also passes (TSPL
                        // "Properties": Property Wrappers, "Setting Initial Values for Wrapped Properties").
                        let arguments = parseArguments().0
                        pendingWrappedValue = arguments.first { $0.label == "wrappedValue" }?.value
                        continue
                    }
                } else if attribute.text == "FocusState" {
                    // `@FocusState var focused: Bool` / `var field: Field?`: which control has the keyboard focus;
                    // a render has no keyboard, so none: false, or nil (Apple: FocusState — "the wrapped value is
                    // false or nil when no view has focus"). Events may change it as they change '@State'.
                    pendingState = attribute.range
                    pendingFocusState = true
                } else if attribute.text == "Animatable" {
                    // The iOS 26 macro that synthesises `animatableData` (Parser+AnimatableMacro).
                    pendingAnimatableMacro = true
                } else if attribute.text == "AnimatableIgnored" {
                    // Read by the `@Animatable` struct around it (Parser+AnimatableMacro).
                } else if attribute.text == "propertyWrapper" {
                    pendingPropertyWrapper = true
                } else if attribute.text == "resultBuilder" {
                    // The builder type itself: a type like any other, whose static methods the bodies its attribute
                    // marks call (Parser+ResultBuilder).
                } else if resultBuilders[attribute.text] != nil {
                    pendingResultBuilder = attribute.text
                } else if propertyWrappers.contains(attribute.text) {
                    // `@Clamped(0...10) var x = 5`: a use of the file's own wrapper, with its arguments
                    // (Parser+PropertyWrapper).
                    let arguments = current.isPunctuation("(") && !current.spaceBefore ? parseArguments().0 : []
                    pendingWrapper = PropertyWrapperUse(
                        typeName: attribute.text, arguments: arguments, range: attribute.range.union(previousRange))
                    continue
                } else if attribute.text == "State" {
                    // `@State var x = v`: a value the timeline's `at(t) { … }` events may change (issue #4).
                    pendingState = attribute.range
                    pendingPlainState = true
                } else if !Parser.ignoredAttributes.contains(attribute.text), !isGlobalActorAttribute(attribute.text) {
                    diagnostics.error(
                        "attribute '@\(attribute.text)' is not supported in scenes", at: attribute.range,
                        hint: "scenes change through '@State' variables and 'at(t) { … }' events, or 'time' and 'frame'"
                    )
                }
                if current.isPunctuation("(") { skipBalanced() }
            default:
                return
            }
        }
    }

    /// Whether `token` can begin a declaration (after a modifier such as `final`).
    static func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .keyword(let k):
            [.let, .var, .func, .struct, .static, .private, .fileprivate, .public, .internal, .`init`].contains(k)
        case .identifier:
            [
                "final", "nonisolated", "override", "mutating", "nonmutating", "lazy", "open", "enum", "extension",
                "class", "indirect", "required", "convenience",
            ]
            .contains(token.text)
        case .attribute: true
        default: false
        }
    }

    /// `let name: T = value`, `var name = value`, or `var name: T { getter }`.
    mutating func parseVariable() -> Stmt {
        let state = pendingState
        pendingState = nil
        let isStatic = pendingStatic
        pendingStatic = false
        let binding = pendingBinding
        pendingBinding = false
        let namespace = pendingNamespace
        pendingNamespace = false
        let environment = pendingEnvironment
        pendingEnvironment = nil
        let environmentObject = pendingEnvironmentObject
        pendingEnvironmentObject = false
        let isPrivate = pendingPrivate
        pendingPrivate = false
        let isPlainState = pendingPlainState
        pendingPlainState = false
        let isFocusState = pendingFocusState
        pendingFocusState = false
        let wrapper = pendingWrapper
        pendingWrapper = nil
        let isLazy = pendingLazy
        pendingLazy = false
        let wrappedValue = pendingWrappedValue
        pendingWrappedValue = nil
        let builder = pendingResultBuilder
        pendingResultBuilder = nil
        let keyword = advance()
        let isLet = keyword.isKeyword(.let)
        if current.isPunctuation("(") { return parseTuplePattern(keyword: keyword) }
        if let state, isLet {
            diagnostics.error("'@State' requires a 'var' declaration", at: state, hint: "write '@State var'")
        }
        guard current.kind == .identifier else {
            diagnostics.error(
                "expected pattern after '\(keyword.text)'", at: current.range,
                hint: "write a name: '\(keyword.text) x = …'")
            return Stmt(kind: .error, range: keyword.range)
        }
        let name = advance()
        var declaration = VariableDecl(
            isLet: isLet, name: name.text, nameRange: name.range, type: nil, initializer: nil, getter: nil,
            getterEnd: nil, range: keyword.range.union(name.range), isState: state != nil && !isLet,
            staticOwner: isStatic ? "" : nil, isBinding: binding)
        declaration.isPrivate = isPrivate
        declaration.isPlainState = isPlainState
        declaration.wrapper = wrapper
        declaration.isLazy = isLazy
        var declaresSet = false
        if current.isPunctuation(":") {
            advance()
            declaresSet = current.text == "Set" && peek(1).isOperator("<")
            let type = parseType()
            declaration.type = type
            declaration.range = declaration.range.union(type.range)
        }
        if environmentObject, !current.isOperator("="), case .named(let typeName)? = declaration.type?.kind {
            declaration.initializer = environmentObjectRead(typeName, at: name.range, fallback: true)
            declaration.isBinding = true
        }
        if isFocusState, !current.isOperator("="), let type = declaration.type {
            let none: Expr.Kind = if case .optional = type.kind { .nil } else { .bool(false) }
            declaration.initializer = Expr(none, name.range)
        }
        if namespace, !current.isOperator("=") {
            let callee = Expr(.identifier("Namespace"), name.range)
            declaration.initializer = Expr(.call(callee, [], trailingClosure: nil, closeParen: nil), name.range)
            declaration.type = nil
        }
        if let environment, !current.isOperator("="), case .keyPath(["presentationMode"]) = environment.kind {
            // `@Environment(\.presentationMode) var mode` (iOS 13, deprecated for `dismiss`): a binding whose value
            // is presented and whose `dismiss()` does nothing in a render (Parser+PresentationMode).
            let callee = Expr(.identifier("PresentationModeBinding"), environment.range)
            declaration.initializer = Expr(.call(callee, [], trailingClosure: nil, closeParen: nil), environment.range)
            declaration.isLet = true
            declaration.type = nil
        } else if let environment, !current.isOperator("="),
            case .member(let typeExpr, "self", _, _) = environment.kind, let typeName = typeExpr.identifierName
        {
            // `@Environment(Model.self) var model` (Observation): a binding to the object `.environment(model)`
            // provides above the view; `var model: Model?` reads nil where none does (Parser+EnvironmentObject).
            if case .optional = declaration.type?.kind {
                declaration.initializer = environmentObjectRead(
                    typeName, at: environment.range, fallback: false, optional: true)
            } else {
                declaration.initializer = environmentObjectRead(typeName, at: environment.range, fallback: false)
                declaration.type = TypeSyntax(kind: .named(typeName), range: environment.range)
                declaration.isBinding = true
            }
        } else if let environment, !current.isOperator("=") {
            let callee = Expr(.identifier("_environment"), environment.range)
            let argument = Argument(label: nil, value: environment, range: environment.range)
            declaration.initializer = Expr(
                .call(callee, [argument], trailingClosure: nil, closeParen: nil), environment.range)
            declaration.isLet = true
            declaration.type = nil  // the key's type (`UserInterfaceSizeClass?` is read as never nil)
        }
        if let wrappedValue, !current.isOperator("=") {
            declaration.initializer = wrappedValue
        }
        if current.isOperator("=") {
            advance()
            var value = parseExpression()
            if case .named("UUID")? = declaration.type?.kind,
                case .call(let callee, let arguments, nil, let close) =
                    value.kind, callee.isImplicitInit, arguments.isEmpty
            {
                // `var id: UUID = .init()`: UUID's initialiser, a fresh identifier (a UUID is held as its String, so
                // the implicit member would otherwise be String's empty one).
                value = Expr(
                    .call(Expr(.identifier("UUID"), callee.range), [], trailingClosure: nil, closeParen: close),
                    value.range)
            }
            declaration.initializer = value
            declaration.range = declaration.range.union(value.range)
            if declaration.isBinding, !isLet {
                // `@ObservedObject var model = Model()`: an object the view makes itself is state it holds, as
                // `@StateObject` (SwiftUI would make it again whenever the parent's body runs; a render keeps one).
                declaration.isBinding = false
                declaration.isState = true
                declaration.isBindable = true
                // Its memberwise initialiser still takes the object (`Child(viewModel: model)`), as it takes a
                // `@State`'s initial value: both wrappers have `init(wrappedValue:)` (SE-0258).
                declaration.isPlainState = true
            }
        } else if current.isPunctuation("{") && !startsPropertyObservers
            && (!current.newlineBefore || declaration.type != nil)
        {
            // With a type and no value, a `{` on the next line is still the getter (Allman style): nothing else may
            // follow a property's type there.
            if isLet {
                diagnostics.error(
                    "'let' declarations cannot be computed properties", at: keyword.range, hint: "use 'var'")
            }
            let open = advance()
            var body: [Stmt]
            // `var x: T { get { … } }` is the long form of `var x: T { … }`; a `set { … }` / `set(v) { … }` beside it
            // (either order) is read and dropped: a scene never assigns a computed property, and an `animatableData`
            // whose getter reads a stored property animates that property (Checker+CustomShape).
            if current.kind == .identifier, current.text == "get" || current.text == "set",
                peek(1).isPunctuation("{") || peek(1).isPunctuation("(")
            {
                body = []
                while current.kind == .identifier, current.text == "get" || current.text == "set" {
                    let accessor = advance()
                    var parameter = "newValue"
                    if accessor.text == "set", current.isPunctuation("(") {
                        advance()
                        if current.kind == .identifier { parameter = advance().text }
                        if current.isPunctuation(")") { advance() }
                    }
                    guard current.isPunctuation("{") else { break }
                    let block = parseBlock(accessor.text == "get" ? "getter" : "setter").statements
                    if accessor.text == "get" {
                        body = block
                    } else {
                        reportSetterReturnValues(block)
                        declaration.setter = (block, parameter)
                    }
                }
            } else {
                body = parseStatements(until: "}")
            }
            let end = closeBrace(opening: open, what: "at end of getter")
            if let builder { body = buildingResult(body, builder: builder) }
            declaration.getter = body
            declaration.getterEnd = end
            declaration.range = declaration.range.union(end)
        }
        if startsPropertyObservers, !isLet {
            let observers = parsePropertyObservers()
            declaration.range = declaration.range.union(previousRange)
            observedProperties[declaration.nameRange.start.offset] = observers
        }
        if declaration.getter == nil, current.isPunctuation(","), peek(1).kind == .identifier,
            peek(2).isPunctuation(":") || peek(2).isPunctuation(",") || peek(2).isOperator("=")
        {
            return parseVariableList(first: declaration)
        }
        // `var picked: Set<Int> = [1, 1, 2]`: an array literal given as a Set holds each element once
        // (Checker+Set).
        if declaresSet, let value = declaration.initializer {
            let argument = Argument(label: nil, value: value, range: value.range)
            declaration.initializer = Expr(
                .call(Expr(.identifier("Set"), value.range), [argument], trailingClosure: nil, closeParen: nil),
                value.range)
        }
        return Stmt(kind: .variable(declaration), range: declaration.range)
    }

    /// `let a, r, g, b: UInt64` and `var x = 0, y = 0`: one declaration per name, the later ones after this
    /// statement (`pendingStatements`); a name without type or value takes the type written after it (The Swift
    /// Programming Language, "Declarations": a pattern initializer list).
    private mutating func parseVariableList(first: VariableDecl) -> Stmt {
        var declarations = [first]
        while current.isPunctuation(","), peek(1).kind == .identifier {
            advance()
            let name = advance()
            var next = first
            next.name = name.text
            next.nameRange = name.range
            next.type = nil
            next.initializer = nil
            next.range = name.range
            if current.isPunctuation(":") {
                advance()
                let type = parseType()
                next.type = type
                next.range = next.range.union(type.range)
            }
            if current.isOperator("=") {
                advance()
                let value = parseExpression()
                next.initializer = value
                next.range = next.range.union(value.range)
            }
            declarations.append(next)
        }
        var type: TypeSyntax?
        for index in declarations.indices.reversed() {
            if let written = declarations[index].type {
                type = written
            } else if declarations[index].initializer == nil {
                declarations[index].type = type
            } else {
                type = nil
            }
        }
        for declaration in declarations.dropFirst() {
            pendingStatements.append(Stmt(kind: .variable(declaration), range: declaration.range))
        }
        return Stmt(kind: .variable(declarations[0]), range: declarations[0].range)
    }

    /// `func name(params) -> R { body }`.
    mutating func parseFunction() -> Stmt {
        let isStatic = pendingStatic
        pendingStatic = false
        let isMutating = pendingMutating
        pendingMutating = false
        pendingPrivate = false
        let builder = pendingResultBuilder
        pendingResultBuilder = nil
        let keyword = advance()
        // `init(…) { … }` is a function named `init` (Checker+Initializer).
        let isInit = keyword.isKeyword(.`init`)
        // `subscript(i: Int) -> T { … }` is a method named `subscript` (Parser+Subscript).
        let isSubscript = keyword.text == "subscript"
        // `static func == (lhs: T, rhs: T) -> Bool`: an operator method (Checker `checkUserOperator`).
        guard
            isInit || isSubscript || (current.labelText != nil && current.kind == .identifier)
                || current.kind == .operator
        else {
            diagnostics.error("expected identifier in function declaration", at: current.range)
            return Stmt(kind: .error, range: keyword.range)
        }
        let name = isInit || isSubscript ? keyword : advance()
        let nameText = name.text
        // `init?(_ s: String)`: a failable initialiser (The Swift Programming Language, "Initialization": Failable
        // Initializers); `init!` is one whose result is implicitly unwrapped, read as `init?`.
        var isFailable = false
        if isInit, current.isPunctuation("?") || current.isOperator("!"), !current.spaceBefore {
            advance()
            isFailable = true
        }
        let savedGenerics = (
            genericViewParameters, genericTypeParameters, genericShapeParameters, genericNumericParameters
        )
        defer {
            (genericViewParameters, genericTypeParameters, genericShapeParameters, genericNumericParameters) =
                savedGenerics
        }
        genericViewParameters.formUnion(parseGenericParameters())
        var parameters: [FunctionDecl.Parameter] = []
        if current.isPunctuation("(") {
            let open = advance()
            while !current.isPunctuation(")") && current.kind != .eof {
                guard let parameter = parseParameter() else { break }
                parameters.append(parameter)
                if current.isPunctuation(",") { advance() } else { break }
            }
            if !current.isPunctuation(")") {
                diagnostics.error("expected ')' in parameter list", at: current.range)
                diagnostics.note("to match this opening '('", at: open.range)
                synchronizeToBrace()
            } else {
                advance()
            }
        } else {
            diagnostics.error("expected '(' in argument list of function declaration", at: current.range)
        }
        // `async`, `throws`, `rethrows`, `throws(E)`: effects a scene's code has none of (a `Task.sleep` is scheduled
        // on scene time, Checker+Lifecycle); the function is read as written without them.
        while current.kind == .identifier, ["async", "throws", "rethrows"].contains(current.text) {
            advance()
            if current.isPunctuation("("), !current.spaceBefore { skipBalanced() }
        }
        var returnType: TypeSyntax?
        if current.isOperator("->") {
            advance()
            returnType = parseType()
        }
        skipWhereClause()
        var (body, end) = parseBlock("function body")
        if let builder { body = buildingResult(body, builder: builder) }
        var declaration = FunctionDecl(
            name: nameText, nameRange: name.range, parameters: parameters, returnType: returnType, body: body,
            bodyEnd: end,
            range: keyword.range.union(end))
        if isStatic { declaration.staticOwner = "" }
        declaration.isMutating = isMutating
        declaration.isFailable = isFailable
        return Stmt(kind: .function(declaration), range: declaration.range)
    }

    /// `label name: T = default`, `_ name: T`, `name: T`.
    private mutating func parseParameter() -> FunctionDecl.Parameter? {
        let start = current.range
        // `@ViewBuilder content: () -> Content`: the attribute changes nothing here (a view parameter takes a builder).
        while current.kind == .attribute { advance() }
        guard let first = current.labelText else {
            diagnostics.error("expected parameter name followed by ':'", at: current.range)
            return nil
        }
        advance()
        var label: String? = first == "_" ? nil : first
        var name = first
        if current.kind == .identifier {
            name = advance().text
        } else if first == "_", current.isPunctuation(":") {
            // `func select(_: Item)`: an unnamed parameter — its argument is passed and unused (The Swift Programming
            // Language, "Declarations": Parameter Names). A name no source can write keeps two of them apart.
            name = "_#\(start.start.offset)"
        } else if first == "_" {
            diagnostics.error("expected parameter name after '_'", at: current.range)
            return nil
        } else {
            label = first
        }
        guard expect(":", "expected ':' following argument label and parameter name") else { return nil }
        // `inout`: the value is passed in and the function's last value of it written back to the argument
        // (Checker+InOut); `cache: inout ()` of the Layout protocol and a GraphicsContext need no write-back.
        let isInout = current.kind == .identifier && current.text == "inout"
        if isInout { advance() }
        var type = openingProtocolParameter(parseType(), at: start.start.offset)
        // A variadic parameter (The Swift Programming Language, "Functions": Variadic Parameters) is an array inside
        // the function.
        let isVariadic = current.kind == .operator && current.text == "..." && !current.spaceBefore
        if isVariadic {
            advance()
            type = TypeSyntax(kind: .array(type), range: type.range.union(previousRange))
        }
        var defaultValue: Expr?
        if current.isOperator("=") {
            advance()
            defaultValue = parseExpression()
        }
        var parameter = FunctionDecl.Parameter(
            label: label, name: name, type: type, defaultValue: defaultValue, range: start.union(previousRange))
        parameter.isVariadic = isVariadic
        parameter.isInout = isInout
        return parameter
    }

    /// `struct Name: View { members }`.
    mutating func parseStruct() -> Stmt {
        let animatableMacro = pendingAnimatableMacro
        pendingAnimatableMacro = false
        let isPropertyWrapper = pendingPropertyWrapper
        pendingPropertyWrapper = false
        let keyword = advance()
        guard current.kind == .identifier else {
            diagnostics.error("expected identifier in struct declaration", at: current.range)
            return Stmt(kind: .error, range: keyword.range)
        }
        let name = advance()
        let savedGenerics = (
            genericViewParameters, genericTypeParameters, genericShapeParameters, genericNumericParameters
        )
        let savedCollections = collectionTypeParameters
        defer {
            (genericViewParameters, genericTypeParameters, genericShapeParameters, genericNumericParameters) =
                savedGenerics
            collectionTypeParameters = savedCollections
        }
        protocolConstrainedParameters = [:]
        let generics = parseGenericParameters()
        genericViewParameters.formUnion(generics)
        // `struct Row<T: Item> { let item: T }` over a protocol of the file: the stored value is an `any Item`, whose
        // box carries the instance's type, so `item.name` runs that type's member (Checker+DynamicCast); Swift's
        // specialisation gives the same member.
        for (parameter, proto) in protocolConstrainedParameters {
            genericTypeParameters.remove(parameter)
            genericNumericParameters[parameter] = proto
        }
        // An extension of this type sees its generic view parameters too (`extension Card { … -> Content }`).
        if !generics.isEmpty { genericParametersOfTypes[name.text] = generics }
        if !genericTypeParameters.isEmpty { genericTypeParametersOfTypes[name.text] = genericTypeParameters }
        let collections = collectionTypeParameters.intersection(genericTypeParameters)
        if !collections.isEmpty { collectionParametersOfTypes[name.text] = collections }
        var conformances: [(name: String, range: SourceRange)] = []
        if current.isPunctuation(":") {
            repeat {
                advance()
                let type = parseType()
                if case .named(let n) = type.kind { conformances.append((n, type.range)) }
            } while current.isPunctuation(",")
        }
        conformances = addingExtensionConformances(
            Parser.expandingConformanceAliases(conformances), of: name.text)
        skipWhereClause()
        let isProvider = conformances.contains { $0.name == "PreviewProvider" }
        let savedStyle = styleProtocol
        styleProtocol = adoptingMemberContext(of: conformances.map(\.name))
        defer { styleProtocol = savedStyle }
        let saved = inPreviewProvider
        inPreviewProvider = isProvider
        let bodyStart = position
        var (members, end) = parseBlock("struct")
        inPreviewProvider = saved
        if isProvider {
            // Apple: PreviewProvider — developer.apple.com/documentation/swiftui/previewprovider. Only `previews`
            // matters to a renderer; it goes to the checker as `#PreviewProvider { body }` (Checker.preview).
            let range = keyword.range.union(end)
            // The provider's other static members (`static var shouldShow = true`) are what `previews` reads by their
            // bare names: they go to the top level under those names.
            for member in members {
                switch member.kind {
                case .variable(let v) where v.name != "previews": hoistedStatics.append(Parser.providerMember(member))
                case .function: hoistedStatics.append(member)
                case .structure, .extension: hoistedTypes.append(member)
                default: break
                }
            }
            for member in members {
                guard case .variable(let v) = member.kind, v.name == "previews", let getter = v.getter else { continue }
                let closure = Closure(parameters: [], hasParameterClause: false, body: getter, range: v.range)
                let callee = Expr(.identifier("#PreviewProvider"), name.range)
                let call = Expr(.call(callee, [], trailingClosure: closure, closeParen: nil), range)
                return Stmt(kind: .expression(call), range: range)
            }
            return Stmt(kind: .import, range: range)
        }
        if conformances.contains(where: { $0.name == "PreferenceKey" }) {
            members = Parser.preferenceKeyMembers(members)
        }
        // A PreviewProvider declared inside the view it previews (Xcode finds providers at any nesting level, Apple:
        // PreviewProvider): its `#PreviewProvider { … }` goes to the top level, as a top-level provider's does.
        members.removeAll { member in
            guard case .expression(let e) = member.kind, case .call(let callee, _, _, _) = e.kind,
                callee.identifierName == "#PreviewProvider"
            else { return false }
            hoistedTypes.append(member)
            return true
        }
        members += observerMethods(
            declaredIn: members, changesSelf: !conformances.contains { $0.name == "View" })
        if conformances.contains(where: { $0.name == "OptionSet" }) {
            members = Parser.optionSetMembers(members, type: name.text)
        }
        members = hoistStatics(
            from: Parser.droppingHashRequirement(Parser.droppingCodableRequirements(members)), owner: name.text)
        let isClass = keyword.text == "class" || keyword.text == "actor"
        members = lazyProperties(members, isClass: isClass)
        if keyword.text == "struct", conformances.contains(where: { $0.name == "View" }) {
            // `private var model = Model()`: the view's own object (Parser+OwnedObject).
            members = Parser.owningObjects(members, in: tokens)
        }
        // A plain `@State` nothing writes stays a property of each instance (Parser+StateUse.swift).
        members = members.map { member in
            guard case .variable(var v) = member.kind, v.isState, v.isPlainState, !v.isBindable,
                !Parser.isWritten(v.name, in: tokens)
            else { return member }
            v.isState = false
            var kept = member
            kept.kind = .variable(v)
            return kept
        }
        members.removeAll { member in
            guard case .variable(var v) = member.kind, v.isState else { return false }
            v.stateOwner = name.text
            // Each View has its own `@State`: a name another struct's state already took becomes `Owner.name`, which
            // bare names inside `Owner` find first (Checker.stateGlobal), as they find its static members.
            let taken = hoistedState.contains {
                if case .variable(let other) = $0.kind { other.name == v.name } else { false }
            }
            if taken { v.name = "\(name.text).\(v.name)" }
            hoistedState.append(Stmt(kind: .variable(v), range: member.range))
            return true
        }
        if keyword.text == "class" || keyword.text == "actor",
            conformances.contains(where: { $0.name == "Identifiable" }),
            !members.contains(where: { if case .variable(let v) = $0.kind { v.name == "id" } else { false } })
        {
            // A class's Identifiable conformance supplies `id`, the instance's ObjectIdentifier (Apple: Identifiable —
            // "conforming … class types … provide a default id property of type ObjectIdentifier"): each instance its
            // own identifier, here a fresh UUID made when the instance is.
            let at = name.range
            var id = VariableDecl(
                isLet: true, name: "id", nameRange: at, type: TypeSyntax(kind: .named("UUID"), range: at),
                initializer: Expr(.call(Expr(.identifier("UUID"), at), [], trailingClosure: nil, closeParen: at), at),
                getter: nil, getterEnd: nil, range: at)
            id.isPrivate = false
            members.append(Stmt(kind: .variable(id), range: at))
        }
        var declaration = StructDecl(
            name: name.text, nameRange: name.range, conformances: conformances, members: members,
            range: keyword.range.union(end))
        declaration.isClass = isClass
        declaration.isPropertyWrapper = isPropertyWrapper
        if animatableMacro {
            declaration.animatableProperties = animatableMacroProperties(
                members, bodyStart: bodyStart, bodyEnd: position)
        }
        return Stmt(kind: .structure(declaration), range: declaration.range)
    }

    /// A type annotation.
    /// `type` followed by `?`s: `let trailing: Trailing?` for a view type parameter `<Trailing: View>`.
    mutating func optionalSuffix(_ type: TypeSyntax, start: SourceRange) -> TypeSyntax {
        var type = type
        while current.isPunctuation("?") && !current.spaceBefore {
            advance()
            type = TypeSyntax(kind: .optional(type), range: start.union(previousRange))
        }
        return type
    }

    mutating func parseType() -> TypeSyntax {
        guard enterNesting("types") else { return TypeSyntax(kind: .named("<error>"), range: current.range) }
        defer { leaveNesting() }
        let start = current.range
        // `@escaping () -> Content`, `@ViewBuilder () -> some View`: attributes of a closure type change nothing.
        while current.kind == .attribute { advance() }
        if current.isPunctuation("("), let function = parseFunctionType(start: start) { return function }
        if current.kind == .identifier, genericTypeParameters.contains(current.text) {
            // `let item: Element`, `var trigger: T` for `<T: Equatable>`, `Item.ID`: a type parameter
            // (Parser+Generics).
            return parameterType(start: start)
        }
        if current.kind == .identifier, let concrete = genericNumericParameters[current.text],
            !peek(1).isPunctuation(".")
        {
            advance()
            return optionalSuffix(TypeSyntax(kind: .named(concrete), range: start.union(previousRange)), start: start)
        }
        if current.kind == .identifier, genericShapeParameters.contains(current.text), !peek(1).isPunctuation(".") {
            advance()
            return optionalSuffix(TypeSyntax(kind: .named("AnyShape"), range: start.union(previousRange)), start: start)
        }
        if current.kind == .identifier, genericViewParameters.contains(current.text), !peek(1).isPunctuation(".") {
            advance()
            return optionalSuffix(TypeSyntax(kind: .opaque("View"), range: start.union(previousRange)), start: start)
        }
        if current.text == "Self", peek(1).isPunctuation("."), Parser.configurationNames.contains(peek(2).text) {
            // `Self.Configuration` inside a style is its `Configuration`.
            advance(2)
        }
        if current.kind == .identifier, peek(1).isPunctuation("."), peek(2).kind == .identifier,
            peek(2).text == "Configuration", !peek(3).isPunctuation("."),
            !Parser.configurationNames.contains(current.text)
        {
            // `MyButtonStyle.Configuration`: the protocol's associated type named through the conforming style.
            advance()
            advance()
        }
        if current.kind == .identifier, Parser.configurationNames.contains(current.text) {
            var name = advance().text
            while current.isPunctuation("."), peek(1).kind == .identifier {
                advance()
                name += "." + advance().text
            }
            if let configuration = Parser.configurationType(name, in: styleProtocol) {
                return TypeSyntax(kind: .named(configuration), range: start.union(previousRange))
            }
            return TypeSyntax(kind: .named(name), range: start.union(previousRange))
        }
        if current.kind == .identifier, current.text == "AnyView" {
            // `AnyView?` (a view that may be absent, `@State var detail: AnyView?`) keeps its `?`.
            advance()
            return optionalSuffix(TypeSyntax(kind: .opaque("View"), range: start.union(previousRange)), start: start)
        }
        if current.kind == .identifier, ["TextField", "SecureField"].contains(current.text), peek(1).isOperator("<") {
            // `TextField<Self._Label>`, a TextFieldStyle's configuration: the field, a view.
            advance(2)
            var depth = 1
            while depth > 0, current.kind != .eof {
                if current.isOperator("<") { depth += 1 }
                if current.isOperator(">") { depth -= 1 }
                advance()
            }
            return TypeSyntax(kind: .opaque("View"), range: start.union(previousRange))
        }
        var type: TypeSyntax
        if current.isKeyword(.some) {
            advance()
            let name = current.kind == .identifier ? advance().text : "View"
            type = TypeSyntax(kind: .opaque(name), range: start.union(previousRange))
        } else if current.kind == .identifier, current.text == "any", peek(1).kind == .identifier,
            !peek(1).newlineBefore
        {
            // `mask: any Shape`, `[any View]`: an existential holds what the opaque type does in a scene, whose values
            // carry their own kind (SE-0335); `any ShapeStyle` is AnyShapeStyle.
            advance()
            let name = advance().text
            type = TypeSyntax(
                kind: name == "ShapeStyle" ? .named("AnyShapeStyle") : .opaque(name), range: start.union(previousRange))
        } else if current.isPunctuation("[") {
            advance()
            let element = parseType()
            if current.isPunctuation(":") {
                advance()
                let value = parseType()
                expect("]", "expected ']' in dictionary type")
                type = TypeSyntax(kind: .dictionary(element, value), range: start.union(previousRange))
            } else {
                expect("]", "expected ']' in array type")
                type = TypeSyntax(kind: .array(element), range: start.union(previousRange))
            }
        } else if current.isPunctuation("(") {
            type = parseTupleType(start: start)
        } else if current.kind == .identifier, current.text == "Binding", peek(1).isOperator("<") {
            // Apple: Binding<Value> — what `$x` gives, taken by a view's custom `init` (Checker+Initializer).
            advance(2)
            let value = parseType()
            closeAngle("expected '>' in Binding")
            type = TypeSyntax(kind: .binding(value), range: start.union(previousRange))
        } else if current.kind == .identifier,
            ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(current.text),
            peek(1).isOperator("<")
        {
            // Apple: KeyPath<Root, Value> — a key path used as a value reads `Value` from a `Root`: the function
            // `(Root) -> Value` (SE-0249 lets one stand for such a function; Checker+KeyPathValue).
            advance(2)
            let root = parseType()
            if current.isPunctuation(",") { advance() }
            let value = parseType()
            closeAngle("expected '>' in KeyPath")
            type = TypeSyntax(kind: .function([root], value), range: start.union(previousRange))
        } else if current.kind == .identifier, current.text == "AnimatablePair", peek(1).isOperator("<") {
            // Apple: AnimatablePair<First, Second> — a pair of animatable values, `first` and `second`: read as the
            // tuple `(first: First, second: Second)` (Checker+AnimatablePair).
            advance(2)
            let first = parseType()
            if current.isPunctuation(",") { advance() }
            let second = parseType()
            closeAngle("expected '>' in AnimatablePair")
            type = TypeSyntax(kind: .tuple([("first", first), ("second", second)]), range: start.union(previousRange))
        } else if current.kind == .identifier, ["Array", "Optional", "Dictionary", "Set"].contains(current.text),
            peek(1).isOperator("<")
        {
            // `Array<Int>`, `Optional<Color>`, `Dictionary<String, Int>`: the long forms of `[Int]`, `Color?` and
            // `[String: Int]` (The Swift Programming Language, "Types"); `Set<Int>` is held as an array of unique
            // elements (Checker+Set).
            let generic = advance().text
            advance()
            let first = parseType()
            var second = first
            if generic == "Dictionary" {
                if current.isPunctuation(",") { advance() }
                second = parseType()
            }
            closeAngle("expected '>' to complete generic argument list")
            let kind: TypeSyntax.Kind =
                switch generic {
                case "Optional": .optional(first)
                case "Dictionary": .dictionary(first, second)
                default: .array(first)
                }
            type = TypeSyntax(kind: kind, range: start.union(previousRange))
        } else if current.kind == .identifier {
            var name = advance().text
            while current.isPunctuation("."), peek(1).kind == .identifier {
                advance()
                name += "." + advance().text
            }
            if name == "SIMD2" || name == "Range" || name == "ClosedRange", current.isOperator("<"),
                peek(1).kind == .identifier, peek(2).isOperator(">")
            {
                // `SIMD2<Float>` (MeshGradient's points), `ClosedRange<Int>`: the element type changes nothing here;
                // a range of Doubles is its own type (Parser+DoubleRange).
                if name != "SIMD2", Parser.doubleRangeElements.contains(peek(1).text) {
                    name = name == "Range" ? Parser.doubleRangeName : Parser.closedDoubleRangeName
                } else if name != "SIMD2", peek(1).text == "Date" {
                    name = name == "Range" ? Parser.dateRangeName : Parser.closedDateRangeName
                }
                advance(3)
            }
            if name == "Set", current.isOperator("<"), peek(1).text == "AnyCancellable", peek(2).isOperator(">") {
                // `Set<AnyCancellable>`: Combine's subscriptions, kept in an array (Checker+Combine).
                advance(3)
                let element = TypeSyntax(kind: .named("AnyCancellable"), range: start.union(previousRange))
                return TypeSyntax(kind: .array(element), range: start.union(previousRange))
            }
            if name == "Publishers.Autoconnect" || name == "Measurement", current.isOperator("<") {
                // `Publishers.Autoconnect<Timer.TimerPublisher>`: an auto-connected timer publisher
                // (Checker+TimerConnect); its upstream's type changes nothing. `Measurement<UnitLength>`: one
                // Measurement type for every unit (Parser+Measurement).
                advance()
                _ = parseType()
                closeAngle("expected '>' in Publishers.Autoconnect")
            }
            if name == "Anchor", current.isOperator("<"), peek(1).text == "CGPoint" {
                // `Anchor<CGPoint>`: a point anchor, a type of its own (Parser+Anchor).
                name = Parser.pointAnchorName
            }
            skipGenericArgumentClause()
            if Parser.numberFormatStyleTypeNames.contains(name) { name = numberFormatStyleType() }
            type = TypeSyntax(kind: name == "Void" ? .void : .named(name), range: start.union(previousRange))
        } else {
            diagnostics.error("expected type", at: current.range)
            return TypeSyntax(kind: .named("<error>"), range: current.range)
        }
        while current.isPunctuation("?") && !current.spaceBefore {
            advance()
            type = TypeSyntax(kind: .optional(type), range: start.union(previousRange))
        }
        if current.isOperator("!") && !current.spaceBefore {
            // `String!`, an implicitly unwrapped optional (TSPL "The Basics": Implicitly Unwrapped Optionals — "can be
            // used like a non-optional value, without the need to unwrap"): an Optional that a read force-unwraps
            // where a non-optional is needed (SE-0054, Checker+ImplicitlyUnwrappedOptional).
            advance()
            type = TypeSyntax(kind: .optional(type), range: start.union(previousRange))
            type.isImplicitlyUnwrapped = true
        }
        return type
    }

    /// Consumes the `>` that closes a generic argument list. `Array<Array<Int>>` lexes its end as one `>>` by
    /// maximal munch; as Swift's parser does, the first `>` closes this list and the rest stays for the outer one.
    mutating func closeAngle(_ message: String) {
        if current.isOperator(">") {
            advance()
        } else if current.kind == .operator, current.text.count > 1, current.text.hasPrefix(">") {
            var rest = tokens[position]
            rest.text.removeFirst()
            let start = rest.range.start
            rest.range.start = SourceLocation(line: start.line, column: start.column + 1, offset: start.offset + 1)
            rest.spaceBefore = false
            rest.isMalformed = false
            tokens[position] = rest
        } else {
            diagnostics.error(message, at: current.range)
        }
    }

    /// Skips a balanced `( … )` group.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            if current.isPunctuation("(") { depth += 1 }
            if current.isPunctuation(")") { depth -= 1 }
            advance()
        } while depth > 0 && current.kind != .eof
    }

    /// Skips to the next `{` or line end, after a broken parameter list.
    private mutating func synchronizeToBrace() {
        while current.kind != .eof && !current.isPunctuation("{") && !current.newlineBefore { advance() }
    }
}
