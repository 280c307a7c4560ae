// Parser.swift: recursive-descent parser for `.scene` files: statements, blocks, and error recovery.
// Rule: The Swift Programming Language, "Statements" (statements end at a line break or `;`; a line starting with
// `.member` continues the expression above). Declarations are in Parser+Declarations.swift, expressions (a Pratt
// parser with Swift's precedence groups) in Parser+Expressions.swift. Every syntax error is collected; after one, the
// parser skips to the next line at the same bracket depth and goes on. Status: complete for issue #2.

/// Parses tokens into statements. Top-level code, function bodies, closures and struct bodies share one grammar;
/// the checker decides what each may hold.
struct Parser {
    var tokens: [Token]
    var position = 0
    var diagnostics = DiagnosticLog()
    /// False while parsing an `if`/`for` condition, where `{` opens the body rather than a trailing closure.
    var allowsTrailingClosure = true
    /// The `@State` attribute just read, applied to the `var` that follows.
    var pendingState: SourceRange?
    /// The `@Binding` attribute just read.
    var pendingBinding = false
    /// `@FocusState` was read before the declaration being parsed (Parser+Declarations).
    var pendingFocusState = false
    /// `@AppStorage(wrappedValue: v, "key")`: the initial value `v` for the variable that follows.
    var pendingWrappedValue: Expr?
    /// `@Namespace` was read before the declaration being parsed.
    var pendingNamespace = false
    /// `@Environment(\.key)` before the declaration being parsed: its argument (Checker+Environment).
    var pendingEnvironment: Expr?
    /// `@State` properties of View structs, moved to the top level: a scene has one instance of each state, which
    /// the timeline's events change (issue #4).
    var hoistedState: [Stmt] = []
    /// A `struct …: ButtonStyle` was declared: the file gets `ButtonStyleConfiguration` (Parser+ButtonStyle).
    var declaresButtonStyle = false
    /// The style protocols (`ToggleStyle`, `GaugeStyle`, …) structs of the file conform to: the file gets their
    /// configurations (Parser+StyleConfigurations).
    var declaredStyles: Set<String> = []
    /// The style protocol of the struct being parsed: its `Configuration` is that style's configuration.
    var styleProtocol: String?
    /// Generic parameters in scope that stand for views (Parser+Generics).
    var genericViewParameters: Set<String> = []
    /// Generic parameters in scope that are not views (`<Element>`, `<T: Hashable>`): type parameters the checker
    /// infers at each call (Parser+Generics).
    var genericTypeParameters: Set<String> = []
    /// Type parameters constrained to a collection protocol (`<Data: RandomAccessCollection>`): an array of the type
    /// parameter `Data.Element` (Parser+Generics).
    var collectionTypeParameters: Set<String> = []
    /// The collection-constrained parameters of each generic struct parsed so far, for its extensions.
    var collectionParametersOfTypes: [String: Set<String>] = [:]
    /// Generic parameters constrained to Shape (`<S: Shape>`): any shape, `AnyShape` (Parser+Generics).
    var genericShapeParameters: Set<String> = []
    /// Generic parameters constrained to a numeric protocol, and the type standing for each (Parser+Generics).
    var genericNumericParameters: [String: String] = [:]
    /// The generic parameters just read that a protocol of the file constrains, with that protocol (parseStruct).
    var protocolConstrainedParameters: [String: String] = [:]
    /// `?` links of the postfix chain being parsed (Parser+Expressions.parsePostfix).
    var optionalLinks = 0
    /// Inside `struct X: PreviewProvider`, where `static var previews` is allowed.
    var inPreviewProvider = false
    /// Levels of recursion open now, and the limit error once one was passed (Parser+Limits).
    var nesting = 0
    var abandoned: (count: Int, diagnostic: Diagnostic)?
    /// `static` was just read, applied to the `let`/`var`/`func` that follows.
    var pendingStatic = false
    /// `mutating` written before the declaration being parsed.
    var pendingMutating = false
    /// `private`/`fileprivate` written before the declaration being parsed.
    var pendingPrivate = false
    /// The pending state is `@State` itself (not `@AppStorage`, `@GestureState`…): a memberwise parameter.
    var pendingPlainState = false
    /// The generic view parameters of each generic struct parsed so far, for its extensions.
    var genericParametersOfTypes: [String: Set<String>] = [:]
    /// The generic type parameters of each generic struct or enum parsed so far, for its extensions.
    var genericTypeParametersOfTypes: [String: Set<String>] = [:]
    /// `@EnvironmentObject` written before the variable being parsed.
    var pendingEnvironmentObject = false
    /// Static members of types, hoisted to the top level as `Type.name` (Parser+TypeDeclarations).
    var hoistedStatics: [Stmt] = []
    /// Types declared inside types, hoisted to the top level.
    var hoistedTypes: [Stmt] = []
    /// The `defer` bodies of each block being parsed, innermost last (parseStatements).
    var deferredBlocks: [[[Stmt]]] = []
    /// Where a `defer` statement was: a range no source text has (line 0).
    static let deferPlaceholder = SourceRange(
        start: SourceLocation(line: 0, column: 0, offset: -1), end: SourceLocation(line: 0, column: 0, offset: -1))
    /// Statements a declaration expands to after itself (`let (a, b) = …` declares `a` and `b`).
    var pendingStatements: [Stmt] = []
    /// The `willSet`/`didSet` observers of stored properties, by the offset of the property's name
    /// (Parser+PropertyObservers).
    var observedProperties: [Int: [PropertyObserver]] = [:]
    /// The file's protocols and the protocols each inherits (Parser+Protocol).
    var protocols: [String: [String]] = [:]
    /// Conformances written on extensions (`extension Card: Describable`), by type name.
    var conformancesAddedByExtensions: [String: [String]] = [:]
    /// The file's `@globalActor` types, whose names are attributes that change nothing here (Parser+GlobalActor).
    let globalActors: Set<String>
    /// The protocols the file declares: a parameter of one is a generic parameter (Parser+OpaqueParameter).
    let fileProtocols: Set<String>
    /// The file's `struct X: PreviewProvider` names, whose extensions add to the previews' scope
    /// (Parser+PreviewProviderExtension).
    let previewProviders: Set<String>
    /// Conformances the file's extensions declare, by type name, and the file's types with their declared conformances
    /// (Parser+ExtensionConformance).
    let extensionConformances: [String: [(name: String, range: SourceRange)]]
    let fileTypes: [String: Set<String>]
    /// `@Animatable` was read before the struct being parsed (Parser+AnimatableMacro).
    var pendingAnimatableMacro = false
    /// The file's `@propertyWrapper` types, whose names are attributes of the properties they wrap; the wrapper read
    /// before the property being parsed, and `@propertyWrapper` before the type being parsed (Parser+PropertyWrapper).
    let propertyWrappers: Set<String>
    var pendingWrapper: PropertyWrapperUse?
    var pendingPropertyWrapper = false
    /// `lazy` was read before the property being parsed (Parser+LazyProperty).
    var pendingLazy = false
    /// The file's `@resultBuilder` types (whether each declares `buildExpression`), and the one whose attribute was
    /// read before the function or property being parsed (Parser+ResultBuilder).
    let resultBuilders: [String: Bool]
    var pendingResultBuilder: String?
    /// Parameters marked with the file's builders, by function or type name (Parser+ResultBuilder).
    let builderParameters: [String: [BuilderParameter]]

    init(tokens: [Token]) {
        precondition(tokens.last?.kind == .eof, "token stream must end with eof")
        self.tokens = tokens
        globalActors = Parser.globalActorNames(in: tokens)
        previewProviders = Parser.previewProviderNames(in: tokens)
        fileProtocols = Parser.protocolNames(in: tokens)
        propertyWrappers = Parser.typeNames(attributed: "propertyWrapper", in: tokens)
        resultBuilders = Parser.resultBuilders(in: tokens)
        builderParameters = Parser.builderParameters(in: tokens, builders: resultBuilders)
        extensionConformances = Parser.extensionConformances(in: tokens)
        fileTypes = Parser.declaredTypes(in: tokens)
    }

    /// Lexes and parses a whole file; `end` is the end-of-file token's range.
    static func parse(_ text: String) -> (statements: [Stmt], end: SourceRange, diagnostics: DiagnosticLog) {
        let (lexed, lexerDiagnostics) = Lexer.tokenize(text)
        // `super.name` inside a class body reads the superclass's member (Parser+ClassInheritance).
        let tokens = Parser.resolvingModuleQualifiedTypes(
            Parser.resolvingDimensionForLocale(Parser.resolvingSuper(lexed)))
        var parser = Parser(tokens: tokens)
        var statements = parser.parseFile()
        if parser.finishAbandoned() { statements = [] }
        for observers in parser.observedProperties.values {
            // Observers of a top-level or local variable (Swift allows them) have no type to hold their methods.
            parser.diagnostics.error(
                "property observers outside a type are not supported by anim yet", at: observers[0].range,
                hint: "move the variable into a struct or class")
        }
        statements = Parser.hoistingPreviewState(
            Parser.previewBodiesAsTrailingClosures(statements), into: &parser.hoistedState)
        // After the header, so the header stays the first statement.
        let at =
            statements.first.map { if case .expression(let e) = $0.kind, Checker.isHeaderCall(e) { 1 } else { 0 } } ?? 0
        // Types declared in a preview's body go after the header and the state, as top-level declarations.
        let previewTypes = parser.hoistedState.filter { if case .structure = $0.kind { true } else { false } }
        parser.hoistedState.removeAll { if case .structure = $0.kind { true } else { false } }
        statements += previewTypes
        statements.insert(contentsOf: parser.hoistedState, at: at)
        statements.insert(contentsOf: parser.hoistedStatics, at: at)
        statements += parser.hoistedTypes
        if !parser.propertyWrappers.isEmpty { statements = Parser.expandingPropertyWrappers(statements) }
        statements = Parser.inheritingSuperclasses(statements)
        if !parser.protocols.isEmpty { statements = parser.adoptingProtocolExtensions(statements) }
        if parser.declaresButtonStyle { statements += Parser.buttonStyleConfiguration }
        if parser.declaredStyles.contains("ToggleStyle") { statements.append(Parser.toggleStyleConfiguration) }
        statements += Parser.styleConfigurationDeclarations(parser.declaredStyles)
        // SwiftUI's controls drawn in their default style (Parser+Controls), unless the file declares its own.
        let declared = Set(statements.compactMap { if case .structure(let s) = $0.kind { s.name } else { nil } })
        // A style's configuration is built from its view, which the file then needs even if it never names it.
        // Names inside string interpolations count too (`Text("\(Date())")`, Parser+PreludeNames).
        let named = Parser.identifierNames(in: tokens)
            .union(parser.declaredStyles.compactMap { Parser.styledViews[$0] })
        let controls = !named.isDisjoint(with: Parser.controlNames.subtracting(declared))
        if controls {
            statements += Parser.controlDeclarations.filter { statement in
                guard case .structure(let s) = statement.kind else { return true }
                return named.contains(s.name) && !declared.contains(s.name)
            }
        }
        let gauge = named.contains("Gauge") && !declared.contains("Gauge")
        if controls || gauge
            || !named.isDisjoint(with: [
                "GeometryReader", "visualEffect", "coordinateSpace", "onGeometryChange", "scrollTransition",
                "anchorPreference", "transformAnchorPreference", "Anchor",
            ])
        {
            statements += Parser.geometryProxyDeclarations
        }
        // Anchor preferences: `Anchor<CGRect>`, `Anchor<CGPoint>` and `proxy[anchor]` (Parser+Anchor).
        if !named.isDisjoint(with: ["anchorPreference", "transformAnchorPreference", "Anchor"]),
            !declared.contains("Anchor")
        {
            statements += Parser.anchorDeclarations
        }
        if !named.isDisjoint(with: ["alignmentGuide", "ViewDimensions"]), !declared.contains("ViewDimensions") {
            statements += Parser.viewDimensionsDeclarations
        }
        if !named.isDisjoint(with: ["Transition", "TransitionPhase"]), !declared.contains("TransitionPhase") {
            statements += Parser.transitionPhaseDeclarations
        }
        // `\.calendar`, `\.locale`, `\.timeZone`: environment values of these types (EnvironmentValues.foundationKeys).
        let calendar = !named.isDisjoint(with: ["Calendar", "DateComponents", "calendar"])
        // NumberFormatter's `locale` is the DateFormatter prelude's Locale (Parser+NumberFormatter).
        let numberFormatter = named.contains("NumberFormatter") && !declared.contains("NumberFormatter")
        let formatter =
            numberFormatter || (named.contains("DateFormatter") && !declared.contains("DateFormatter"))
            || (named.contains("ISO8601DateFormatter") && !declared.contains("ISO8601DateFormatter"))
            || (!named.isDisjoint(with: ["Locale", "locale", "timeZone", "forLocale"]) && !declared.contains("Locale"))
        if calendar || formatter
            || !named.isDisjoint(with: ["TimelineView", "Date", "timerInterval", "now", "DatePicker"])
        {
            statements += Parser.timelineDeclarations
        }
        if calendar { statements += Parser.calendarDeclarations }
        if calendar, !declared.contains("DateInterval") { statements += Parser.dateIntervalDeclarations }
        if formatter { statements += Parser.dateFormatterDeclarations }
        if numberFormatter { statements += Parser.numberFormatterDeclarations }
        if named.contains("ISO8601DateFormatter"), !declared.contains("ISO8601DateFormatter") {
            statements += Parser.iso8601DateFormatterDeclarations
        }
        if named.contains("AsyncImage"), !declared.contains("AsyncImage") {
            statements += Parser.asyncImageDeclarations
        }
        if !named.isDisjoint(with: Parser.scannerNames), declared.isDisjoint(with: ["Scanner", "CharacterSet"]) {
            statements += Parser.scannerDeclarations
        }
        if named.contains("DatePicker"), !declared.contains("DatePicker") {
            statements += Parser.datePickerDeclarations
        }
        if !named.isDisjoint(with: ["UIBezierPath", "UIRectCorner"]),
            declared.isDisjoint(with: ["UIBezierPath", "UIRectCorner"])
        {
            statements += Parser.uiBezierPathDeclarations
        }
        if named.contains("presentationMode") { statements += Parser.presentationModeDeclarations }
        if !named.isDisjoint(with: Parser.alertNames),
            declared.isDisjoint(with: Parser.alertNames.union(["AlertButton"]))
        {
            statements += Parser.alertDeclarations
        }
        if named.contains("NavigationPath"), !declared.contains("NavigationPath") {
            statements += Parser.navigationPathDeclarations
        }
        if named.contains("GroupBox"), !declared.contains("GroupBox") { statements += Parser.groupBoxDeclarations }
        if named.contains("ControlGroup"), !declared.contains("ControlGroup") {
            statements += Parser.controlGroupDeclarations
        }
        if named.contains("LabeledContent"), !declared.contains("LabeledContent") {
            statements += Parser.labeledContentDeclarations
        }
        if gauge { statements += Parser.gaugeDeclarations }
        if named.contains("TabViewCustomization"), !declared.contains("TabViewCustomization") {
            statements += Parser.tabViewCustomizationDeclarations
        }
        if !named.isDisjoint(with: Parser.measurementNames), !declared.contains("Measurement"),
            !declared.contains("ListFormatStyle")
        {
            statements +=
                named.contains("forLocale") && !declared.contains("Locale")
                ? Parser.measurementForLocaleDeclarations : Parser.measurementDeclarations
        }
        if named.contains("ImageResource"), declared.isDisjoint(with: ["ImageResource", "Bundle"]) {
            statements += Parser.imageResourceDeclarations
        }
        if named.contains("AccessibilityTraits"), !declared.contains("AccessibilityTraits") {
            statements += Parser.accessibilityTraitsDeclarations
        }
        if named.contains("NSLocalizedString"), !declared.contains("NSLocalizedString") {
            statements += Parser.localizationDeclarations
        }
        if named.contains("ListFormatter"), !declared.contains("ListFormatter") {
            statements += Parser.listFormatterDeclarations
        }
        if !named.isDisjoint(with: Parser.attributedStringNames), !declared.contains("AttributedString") {
            statements += Parser.attributedStringDeclarations
        }
        // A preview's container: only a header-less file is a preview (with a header it is inert, as SwiftUI ignores
        // it outside Xcode's canvas).
        let hasHeader = statements.contains {
            if case .expression(let e) = $0.kind { Checker.isHeaderCall(e) } else { false }
        }
        if named.contains("previewLayout"), !declared.contains("PreviewLayout"), !hasHeader {
            statements += Parser.previewLayoutDeclarations
        }
        if named.contains("DisclosureGroup"), !declared.contains("DisclosureGroup") {
            statements += Parser.disclosureGroupDeclarations
        }
        if named.contains("ContentUnavailableView"), !declared.contains("ContentUnavailableView") {
            statements += Parser.contentUnavailableDeclarations
        }
        if !named.isDisjoint(with: Parser.hapticsNames), declared.isDisjoint(with: Parser.hapticsNames) {
            statements += Parser.hapticsDeclarations
        }
        // Searched in the text: these names are often written inside a string's interpolation (no identifier token).
        if Parser.foundationRuntimeNames.contains(where: { text.contains($0) }),
            declared.isDisjoint(with: Parser.foundationRuntimeNames.map { $0.filter { $0 != "(" } })
        {
            statements += Parser.foundationRuntimeDeclarations
        }
        if named.contains("swap"), !Parser.declaresFunction("swap", in: statements) {
            statements += Parser.swapDeclarations
        }
        if named.contains("ScrollViewReader"), !declared.contains("ScrollViewReader") {
            statements += Parser.scrollViewReaderDeclarations
        }
        if !named.isDisjoint(with: Parser.dispatchTimeNames), declared.isDisjoint(with: Parser.dispatchTimeNames) {
            statements += Parser.dispatchTimeDeclarations
        }
        if named.contains("Duration"), !declared.contains("Duration") {
            statements += Parser.durationDeclarations
        }
        if !named.isDisjoint(with: Parser.dispatchWorkItemNames),
            declared.isDisjoint(with: ["DispatchWorkItem", "DispatchQoS", "DispatchWorkItemFlags"])
        {
            statements += Parser.dispatchWorkItemDeclarations
        }
        if !named.isDisjoint(with: Parser.jsonCodingNames), declared.isDisjoint(with: Parser.jsonCodingNames) {
            statements += Parser.jsonCodingDeclarations
            Parser.jsonCodingWarning(tokens, into: &parser.diagnostics)
        }
        if !named.isDisjoint(with: ["Transaction", "withTransaction", "transaction"]), !declared.contains("Transaction")
        {
            statements += Parser.transactionDeclarations
        }
        if gauge || !named.isDisjoint(with: ["Range", "ClosedRange"])
            || tokens.contains(where: { $0.isOperator("...") || $0.isOperator("..<") })
        {
            statements += Parser.doubleRangeDeclarations
            // `Date()...later`: a range of the scene's Dates (Parser+DateRange).
            if statements.contains(where: { if case .structure(let s) = $0.kind { s.name == "Date" } else { false } }) {
                statements += Parser.dateRangeDeclarations
            }
        }
        statements = Parser.preludeStaticsFirst(statements, after: at)
        var log = lexerDiagnostics
        log.append(contentsOf: parser.diagnostics)
        return (statements, tokens[tokens.count - 1].range, log)
    }

    /// The statements of `source`, a declaration the scene language makes for a SwiftUI or Foundation type
    /// (Parser+Controls, Parser+Scanner, …), with the static members and nested types it hoists, placed nowhere in
    /// the user's file: their ranges are empty, so they are never reported.
    static func prelude(_ source: String) -> [Stmt] {
        var parser = Parser(tokens: Lexer.tokenize(source).0)
        let statements = parser.parseFile() + parser.hoistedStatics + parser.hoistedTypes
        return statements.map { Stmt(kind: $0.kind, range: .none) }
    }

    /// `statements` with the prelude's static properties (`UserDefaults.standard`, `JSONDecoder` …: a prelude
    /// statement has no range) moved to `index`, where the file's own statics go (after the header): Swift initialises
    /// a static on first use, so a file's global whose initialiser reads one (`@StateObject var store = Store()`, its
    /// `init` reading `UserDefaults.standard`) finds it set (TSPL "Properties": Type Properties — "lazily initialized on
    /// their first access").
    static func preludeStaticsFirst(_ statements: [Stmt], after index: Int) -> [Stmt] {
        func isPreludeStatic(_ statement: Stmt) -> Bool {
            guard statement.range == .none, case .variable(let v) = statement.kind else { return false }
            return v.staticOwner != nil
        }
        let statics = statements.filter(isPreludeStatic)
        guard !statics.isEmpty, index <= statements.count else { return statements }
        var rest = statements.filter { !isPreludeStatic($0) }
        rest.insert(contentsOf: statics, at: min(index, rest.count))
        return rest
    }

    /// Every top-level statement until the end of file.
    mutating func parseFile() -> [Stmt] {
        var statements: [Stmt] = []
        while current.kind != .eof {
            if current.isPunctuation("}") {
                diagnostics.error(
                    "extraneous '}' at top level", at: current.range, hint: "remove it, or add the '{' it closes")
                advance()
                continue
            }
            let statement = parseStatementAndTerminator()
            if case .variable(let v) = statement.kind, v.staticOwner == "" {
                diagnostics.error(
                    "static properties may only be declared on a type", at: statement.range,
                    hint: "remove 'static', or move the declaration into a struct, enum or extension")
            }
            if case .function(let f) = statement.kind, f.staticOwner == "" {
                diagnostics.error(
                    "static methods may only be declared on a type", at: statement.range,
                    hint: "remove 'static', or move the declaration into a struct, enum or extension")
            }
            // A global computed variable (`var greeting: String { "Hello" }`, The Swift Programming Language,
            // "Properties": Global and Local Variables) reads as a function of no arguments, as a PreviewProvider's
            // computed static does.
            statements.append(Parser.providerMember(statement))
            statements += pendingStatements
            pendingStatements = []
        }
        return statements
    }

    // MARK: - Statements

    /// `{ statements }`; reports a missing `}` against the `{`. Returns the statements and the closing brace's range.
    mutating func parseBlock(_ what: String) -> (statements: [Stmt], end: SourceRange) {
        let open = current
        guard open.isPunctuation("{") else {
            diagnostics.error("expected '{' to start \(what)", at: current.range)
            return ([], current.range)
        }
        advance()
        let statements = parseStatements(until: "}")
        return (statements, closeBrace(opening: open, what: "at end of \(what)"))
    }

    /// Statements until `closer` (not consumed) or end of file.
    mutating func parseStatements(until closer: String) -> [Stmt] {
        var statements: [Stmt] = []
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        deferredBlocks.append([])
        while current.kind != .eof && !current.isPunctuation(closer) {
            statements.append(parseStatementAndTerminator())
            statements += pendingStatements
            pendingStatements = []
        }
        // Deferred blocks run last to first as the block ends; a `return` at the end runs after them (its value is
        // computed after them here, which only differs if a defer changes what the return reads).
        let deferred = Array(deferredBlocks.removeLast().reversed().joined())
        if !deferred.isEmpty {
            statements.removeAll { if case .import = $0.kind { $0.range == Parser.deferPlaceholder } else { false } }
            if case .return = statements.last?.kind {
                statements.insert(contentsOf: deferred, at: statements.count - 1)
            } else {
                statements += deferred
            }
        }
        return statements
    }

    /// Consumes a `}` or reports it missing, with a note at the `{` it should match.
    mutating func closeBrace(opening: Token, what: String) -> SourceRange {
        if current.isPunctuation("}") { return advance().range }
        diagnostics.error(
            "expected '}' \(what)", at: current.range,
            hint: "add '}' to close the '{' on line \(opening.range.start.line)")
        diagnostics.note("to match this opening '{'", at: opening.range)
        return current.range
    }

    /// One statement, then checks that it ends at a line break, `;`, `}` or the end of file.
    mutating func parseStatementAndTerminator() -> Stmt {
        let before = position
        let statement = parseStatement()
        if position == before {
            // Nothing consumed: the token cannot start a statement. Report once and skip past it.
            if !current.isMalformed { diagnostics.error("expected expression", at: current.range) }
            advance()
            return Stmt(kind: .error, range: statement.range)
        }
        if case .error = statement.kind { synchronize() }
        if current.isPunctuation(";") {
            advance()
        } else if current.kind != .eof, !current.isPunctuation("}"), !current.newlineBefore {
            if current.isPunctuation(")") || current.isPunctuation("]") {
                diagnostics.error(
                    "unexpected '\(current.text)'", at: current.range, hint: "remove it, or add the bracket it closes")
                advance()
                synchronize()
            } else {
                diagnostics.error(
                    "consecutive statements on a line must be separated by ';'",
                    at: SourceRange(start: statement.range.end, end: statement.range.end))
            }
        }
        return statement
    }

    mutating func parseStatement() -> Stmt {
        guard enterNesting("statements") else { return Stmt(kind: .error, range: current.range) }
        defer { leaveNesting() }
        let start = current.range
        skipDeclarationModifiers()
        switch current.kind {
        case .keyword(.let), .keyword(.var): return parseVariable()
        case .keyword(.func), .keyword(.`init`): return parseFunction()
        case .keyword(.struct): return parseStruct()
        case .identifier where (current.text == "class" || current.text == "actor") && peek(1).kind == .identifier:
            // A class is read as a struct whose methods change it in place and whose users share it through the
            // state that holds it (Checker+MutatingMethods; The Swift Programming Language, "Structures and
            // Classes"): what view models (`ObservableObject`, `@Observable`) need in a render.
            return parseStruct()
        case .identifier where current.text == "deinit" && peek(1).isPunctuation("{"):
            // A class's deinitialiser runs when its last reference goes (The Swift Programming Language,
            // "Deinitialization"); a render keeps its models to the end, so it never runs: read and dropped.
            advance()
            let (_, end) = parseBlock("deinit")
            return Stmt(kind: .import, range: start.union(end))
        case .identifier where current.text == "defer" && peek(1).isPunctuation("{") && !deferredBlocks.isEmpty:
            // `defer { … }` runs when its block ends (The Swift Programming Language, "Statements": Defer Statement);
            // parseStatements places it at the end of the block, before a final `return`.
            advance()
            let body = parseBlock("defer").statements
            deferredBlocks[deferredBlocks.count - 1].append(body)
            // A placeholder that parseStatements removes.
            return Stmt(kind: .import, range: Parser.deferPlaceholder)
        case .identifier where current.text == "enum" && peek(1).kind == .identifier:
            // `enum X_Previews: PreviewProvider { static var previews … }`: a caseless enum is a namespace, which the
            // protocol's static-only requirements allow (Apple: PreviewProvider); read as the struct form.
            return declaresPreviewProvider() ? parseStruct() : parseEnum()
        case .identifier where current.text == "subscript" && peek(1).isPunctuation("("): return parseSubscript()
        case .identifier where current.text == "typealias" && peek(1).kind == .identifier: return parseTypeAlias()
        case .identifier where current.text == "do" && peek(1).isPunctuation("{"): return parseDo()
        case .identifier where current.text == "throw" && !peek(1).newlineBefore: return parseThrow()
        case .identifier where current.text == "protocol" && peek(1).kind == .identifier: return parseProtocol()
        case .identifier where current.text == "extension" && peek(1).kind == .identifier: return parseExtension()
        case .keyword(.import):
            advance()
            if current.kind == .identifier { advance() }
            while current.isPunctuation("."), peek(1).kind == .identifier { advance(2) }
            return Stmt(kind: .import, range: start.union(previousRange))
        case .keyword(.return):
            let keyword = advance()
            if current.kind == .eof || current.isPunctuation("}") || current.isPunctuation(";") || current.newlineBefore
            {
                return Stmt(kind: .return(nil), range: keyword.range)
            }
            let value = parseExpression()
            return Stmt(kind: .return(value), range: keyword.range.union(value.range))
        case .keyword(.if):
            let statement = parseIf()
            return Stmt(kind: .if(statement), range: statement.range)
        case .keyword(.for):
            return parseFor()
        default:
            if let statement = parseControlFlow() { return statement }
            return parseExpressionStatement()
        }
    }

    private mutating func parseExpressionStatement() -> Stmt {
        guard startsExpression(current) else { return Stmt(kind: .error, range: current.range) }
        let expression = parseExpression()
        if current.kind == .operator,
            ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="].contains(current.text)
        {
            let op = advance()
            let value = parseExpression()
            return Stmt(
                kind: .assignment(target: expression, op: op.text, value: value, operatorRange: op.range),
                range: expression.range.union(value.range))
        }
        if case .error = expression.kind { return Stmt(kind: .error, range: expression.range) }
        return Stmt(kind: .expression(expression), range: expression.range)
    }

    /// `if cond, cond { … } else if … { … } else { … }`.
    mutating func parseIf() -> IfStmt {
        guard enterNesting("'if' statements") else {
            return IfStmt(conditions: [], then: [], otherwise: nil, range: current.range)
        }
        defer { leaveNesting() }
        let keyword = advance()
        let conditions = parseConditions()
        let (then, thenEnd) = parseBlock("'if' body")
        var statement = IfStmt(conditions: conditions, then: then, otherwise: nil, range: keyword.range.union(thenEnd))
        if current.isKeyword(.else) {
            advance()
            if current.isKeyword(.if) {
                let nested = parseIf()
                statement.otherwise = .elseIf(nested)
                statement.range = statement.range.union(nested.range)
            } else {
                let (body, end) = parseBlock("'else' body")
                statement.otherwise = .block(body)
                statement.range = statement.range.union(end)
            }
        }
        return statement
    }

    /// `for name in sequence { … }`.
    private mutating func parseFor() -> Stmt {
        let keyword = advance()
        var name = "_"
        var nameRange = current.range
        // `for (index, item) in xs.enumerated()`: the element under a hidden name, then one `let` per tuple element
        // at the top of the body (The Swift Programming Language, "Patterns": tuple pattern).
        var elements: [Token] = []
        // `for case let f as Fruit in items`: the element under a hidden name, the body run when it matches the
        // pattern (The Swift Programming Language, "Statements": For-In Statement takes a pattern).
        var casePattern: Pattern?
        if current.kind == .identifier, current.text == "case" {
            let keyword = advance()
            casePattern = parsePattern()
            name = "case#\(keyword.range.start.offset)"  // not a name a scene can write
            nameRange = keyword.range.union(previousRange)
        } else if current.isPunctuation("(") {
            let open = advance()
            while current.kind == .identifier {
                elements.append(advance())
                if current.isPunctuation(",") { advance() } else { break }
            }
            if current.isPunctuation(")"), !elements.isEmpty {
                advance()
                name = "tuple#\(open.range.start.offset)"  // not a name a scene can write
                nameRange = open.range.union(previousRange)
            } else {
                diagnostics.error("expected a tuple pattern such as '(index, item)'", at: current.range)
                elements = []
            }
        } else if current.kind == .identifier {
            name = advance().text
        } else {
            diagnostics.error("expected a loop variable name after 'for'", at: current.range)
        }
        if current.isKeyword(.in) {
            advance()
        } else {
            diagnostics.error("expected 'in' after for-each pattern", at: current.range)
        }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        let sequence = parseExpression()
        // `for i in xs where i % 2 == 0 { … }`: the body runs for the elements the clause accepts (The Swift
        // Programming Language, "Statements": For-In Statement), that is the body inside `if clause { … }`.
        var filter: Expr?
        if current.kind == .identifier, current.text == "where" {
            advance()
            filter = parseExpression()
        }
        allowsTrailingClosure = saved
        var (body, end) = parseBlock("'for' body")
        if let casePattern {
            let element = Expr(.identifier(name), nameRange)
            let conditions = [Expr(.casePattern(casePattern, element), nameRange)] + (filter.map { [$0] } ?? [])
            let matched = IfStmt(conditions: conditions, then: body, otherwise: nil, range: nameRange.union(end))
            body = [Stmt(kind: .if(matched), range: matched.range)]
        } else if let filter {
            let accepted = IfStmt(conditions: [filter], then: body, otherwise: nil, range: filter.range.union(end))
            body = [Stmt(kind: .if(accepted), range: accepted.range)]
        }
        body = Stmt.tupleBindings(of: name, elements.map { ($0.text, $0.range) }) + body
        return Stmt(
            kind: .for(name: name, nameRange: nameRange, sequence: sequence, body: body),
            range: keyword.range.union(end))
    }

    // MARK: - Tokens

    var current: Token { tokens[position] }
    func peek(_ ahead: Int) -> Token { tokens[min(position + ahead, tokens.count - 1)] }
    var previousRange: SourceRange { position > 0 ? tokens[position - 1].range : current.range }

    @discardableResult
    mutating func advance(_ count: Int = 1) -> Token {
        let token = current
        position = min(position + count, tokens.count - 1)
        return token
    }

    /// Consumes `spelling` or reports `message` at the current token.
    @discardableResult
    mutating func expect(_ spelling: String, _ message: String) -> Bool {
        if current.isPunctuation(spelling) {
            advance()
            return true
        }
        if !current.isMalformed { diagnostics.error(message, at: current.range) }
        return false
    }

    /// Skips to the start of the next line (or a `;`, `}` or end of file) at the current bracket depth.
    mutating func synchronize() {
        var depth = 0
        while current.kind != .eof {
            if depth == 0 && (current.newlineBefore || current.isPunctuation(";") || current.isPunctuation("}")) {
                return
            }
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") { depth += 1 }
            if current.isPunctuation(")") || current.isPunctuation("]") || current.isPunctuation("}") { depth -= 1 }
            advance()
        }
    }

    func startsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .integer, .float, .string: true
        case .keyword(let k): [.true, .false, .nil, .self].contains(k)
        case .operator: ["-", "!", "+"].contains(token.text)
        case .punctuation: ["(", "[", "{", ".", "\\"].contains(token.text)
        default: false
        }
    }

    /// `#Preview { @Previewable @State var x = v; … }`: the preview's `@State` variables become the scene's, as a
    /// View's are (Apple: Previewable — "a variable in a preview that is used as state").
    static func hoistingPreviewState(_ statements: [Stmt], into hoisted: inout [Stmt]) -> [Stmt] {
        statements.map { statement in
            guard case .expression(let e) = statement.kind,
                case .call(let callee, let arguments, let trailing?, let close) = e.kind,
                callee.identifierName == "#Preview"
            else { return statement }
            var closure = trailing
            closure.body.removeAll { member in
                if case .structure = member.kind {
                    // `struct Container: View { @State … }; return Container()`, the preview-wrapper pattern: a type
                    // local to the preview body is declared at the top level (its name is seen only there in
                    // practice; TSPL "Nested Types").
                    hoisted.append(member)
                    return true
                }
                guard case .variable(let v) = member.kind, v.isState else { return false }
                hoisted.append(member)
                return true
            }
            let call = Expr(.call(callee, arguments, trailingClosure: closure, closeParen: close), e.range)
            return Stmt(kind: .expression(call), range: statement.range)
        }
    }
}

extension Parser {
    /// Whether the declaration ahead (`enum Name: A, B {`) names PreviewProvider among its conformances.
    func declaresPreviewProvider() -> Bool {
        var ahead = 2
        while ahead < 64 {
            let token = peek(ahead)
            if token.kind == .eof || token.isPunctuation("{") { return false }
            if token.kind == .identifier, token.text == "PreviewProvider" { return true }
            ahead += 1
        }
        return false
    }
}
