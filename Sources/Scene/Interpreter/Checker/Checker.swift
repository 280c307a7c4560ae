// Checker.swift: resolves names and types of a parsed scene and lowers it to IR, collecting every diagnostic.
// Rule: Swift's static semantics for the subset of issue #2, in three passes:
//   1. declare: top-level constants, functions (signatures) and structs (members), so uses may come before
//      declarations as in a Swift file;
//   2. top level, in order: the header, constants, the root view;
//   3. bodies: functions, default values, struct members.
// Expressions are in Checker+Expressions, calls in Checker+Calls, members in Checker+Members, statements in
// Checker+Statements, declarations in Checker+Declarations. Status: complete for issue #2.

import Geometry
import Shader
import Timeline

/// The checked scene: everything the evaluator needs, and the header's arguments.
struct CheckedScene: Sendable {
    var routines: [Routine]
    var topLevel: Routine
    var globalCount: Int
    var globalNames: [String: Int]
    var header: CheckedHeader?
    /// The root view expression's range (for the `.group` or `.empty` made around it).
    var rootRange: SourceRange
    /// `@State` variables, by global index, in declaration order.
    var stateGlobals: [Int] = []
    /// `at(t) { … }` events in source order.
    var events: [CheckedEvent] = []
    /// The longest constant `.animation(_:value:)` animation, in seconds.
    var implicitAnimationDuration = 0.0
    /// Some `.animation(_:value:)` animation is computed (IR.implicitAnimation): measured at load.
    var measuresImplicitAnimations = false
    /// Some `.keyframeAnimator`/`.phaseAnimator` has a trigger (its history is recorded at load, AnimatorHistory).
    var hasTriggeredAnimators = false
    /// Phase animators without a trigger; each one's phase index is a hidden global after the program's own
    /// (`globalCount` counts them, `stateGlobals` lists them last), stepped by TimelineRunner.
    var phaseCycles: [PhaseCycle] = []
    /// The seed of the random draws (`scene(seed:)` or `--seed`; RandomSource), set once the header is known.
    var seed: UInt64 = 0
}

/// A local constant, variable or parameter.
struct Local {
    var slot: Int
    var type: SceneType
    var isMutable: Bool
    var range: SourceRange
    /// A `let` whose value is known at load: uses fold to it (Checker+Constants).
    var constant: Value? = nil
    /// A computed variable: the slot holds its getter, which each read calls (Checker+LocalComputedVariable).
    var isComputed = false
    /// Declared `T!` (Checker+ImplicitlyUnwrappedOptional).
    var implicitlyUnwraps = false
    /// Declared `LocalizedStringKey` (a String here): `Text(key)` reads its Markdown (Checker.isLocalizedStringKey).
    var localizedKey = false
}

/// What is being checked: which locals exist, whose members are in scope, what a `return` must give.
struct RoutineContext {
    enum Kind { case topLevel, function, method, getter, defaultValue }

    var kind: Kind
    /// The struct whose member this is.
    var owner: Int?
    /// nil where `return` is not allowed (top level, default values).
    var returnType: SceneType?
    var slotCount = 0
    var scopes: [[String: Local]] = [[:]]
    var usedSlots: Set<Int> = []
    /// Locals declared without a value (`let r: Double`) and not yet assigned in the statements checked so far, each
    /// with the word swiftc uses for it ("constant" for a `let`, "variable" for a `var`).
    var unassigned: [Int: String] = [:]
    /// The type whose static members bare names may refer to (`Theme.accent` as `accent` inside `Theme`).
    var typeName: String?
    /// `self` in an extension of a built-in type (`extension View`, `extension Double`).
    var selfType: SceneType?
    /// A `mutating` method or a class's method: assignments to stored properties change `self`
    /// (Checker+MutatingMethods).
    var mutatesSelf = false

    init(kind: Kind, owner: Int? = nil, returnType: SceneType? = nil) {
        self.kind = kind
        self.owner = owner
        self.returnType = returnType
    }

    /// How swiftc names this routine in "missing return in … expected to return 'T'".
    var missingReturnDescription: String {
        switch kind {
        case .method: "instance method"
        case .getter: "getter"
        default: "global function"
        }
    }
}

/// A checked expression and its type.
struct Typed {
    var ir: IR
    var type: SceneType
    /// A read of a `T!` variable or property: an Optional that force-unwraps where a `T` is needed
    /// (Checker+ImplicitlyUnwrappedOptional).
    var implicitlyUnwraps = false

    static let error = Typed(ir: .constant(.void), type: .error)
}

struct Checker {
    var diagnostics = DiagnosticLog()
    var globals: [GlobalInfo] = []
    /// Initialisations of static properties checked on first use, before their declaration (Swift's statics are
    /// lazily initialised): the top level runs them before the statement that used them (Checker+Statements).
    var earlyGlobalInits: [Statement] = []
    /// Statics and their initial values, run on first use (Evaluator+LazyStatics), in declaration order.
    var lazyStatics: [(global: Int, start: IR)] = []
    var globalIndex: [String: Int] = [:]
    var functions: [FunctionInfo] = []
    /// Top-level functions by name (several when overloaded by labels).
    var functionIndex: [String: [Int]] = [:]
    var structs: [StructInfo] = []
    var structIndex: [String: Int] = [:]
    /// The scene types conforming to each protocol of the file, by struct index (Checker+DynamicCast).
    var protocolConformers: [String: [Int]] = [:]
    var routines: [Routine] = []
    var context = RoutineContext(kind: .topLevel)
    /// The `labelStyle(_:)` around the view being checked: which parts a `Label` draws (Checker+Label).
    var labelStyle: LabelStyle = .titleAndIcon
    /// True while checking the header's arguments, which may not depend on `time` or `frame`.
    var inHeader = false
    /// Above zero while an overload's arguments are checked on trial (Checker+Calls `resolve`).
    var speculating = 0
    /// This program's key in the table of custom alignment guides, taken on first use (Checker+CustomAlignment).
    var customAlignmentProgram: Int?
    /// Set while arguments of the file's own functions and initialisers are checked (and inside `AnyShapeStyle(…)`):
    /// a colour then converts to any shape style, as a `<S: ShapeStyle>` or `AnyShapeStyle` parameter takes one.
    /// Built-in overloads never convert so, so `background(.blue, in: …)` keeps choosing its colour form.
    var erasesStyles = false
    /// Set while the modifier call that `.environment`/`.preferredColorScheme` wraps is checked (Checker+Environment).
    var writingEnvironment = false
    /// Environment keys the file declares (Checker+EnvironmentKey.swift).
    var customEnvironment: [String: CustomEnvironmentKey] = [:]
    /// `@EnvironmentObject` properties that fall back to a made object, by declaration, and the classes some
    /// `.environmentObject(_:)` provides (Checker+EnvironmentObject).
    var environmentObjectReads: [(type: String, range: SourceRange)] = []
    var providedEnvironmentObjects: Set<String> = []
    /// True inside an `at(t) { … }` event, the only place `@State` variables may change.
    var inEvent = false
    /// While a keyframe's arguments are read: random draws count as constants, drawn at load (Checker+Constants).
    var drawsAtLoad = false
    /// The seed those draws take: `--seed`, else the header's `scene(seed:)` once checked (README "Randomness").
    var loadSeed: UInt64 = 0
    /// Whether `loadSeed` came from `--seed`, which the header's seed does not override.
    var loadSeedGiven = false
    /// The selection type of the `TabView(selection:)` whose content is being checked: an iOS 18 `Tab(value:)`'s
    /// implicit member (`value: .movies`) is of this type (Checker+Tab.swift).
    var tabSelectionType: SceneType?
    /// The `path:` bindings of the `NavigationStack(path:)`s whose content is being checked, innermost last: a
    /// `navigationDestination(for:)` inside shows the path's last value (Checker+NavigationPush).
    var navigationPaths: [Expr] = []
    var events: [CheckedEvent] = []
    /// The longest constant `.animation(_:value:)` animation, in seconds.
    var implicitAnimationDuration = 0.0
    /// Some `.animation(_:value:)` animation is computed: SceneProgram measures it by evaluating the states.
    var measuresImplicitAnimations = false
    /// Some animator modifier has a trigger (Checker+Animators).
    var hasTriggeredAnimators = false
    /// Cycling phase animators (Checker+PhaseCycle).
    var phaseCycles: [PhaseCycle] = []
    /// Globals the program does not name, after its own: phase indices, constant bindings (`newHiddenGlobal`).
    var hiddenGlobalCount = 0
    /// Loops and switches around the statement being checked (`break`/`continue`, Checker+ControlFlow).
    var loopDepth = 0
    /// The binds of the optional chains being checked, innermost last (Checker+Optionals).
    var optionalChains: [[IR]] = []
    /// True while an `init` body is checked: it may assign the stored properties (Checker+Initializer).
    var inInitializer = false
    var switchDepth = 0
    /// The modifiers the program may call (Layout's registry).
    var vocabulary = Vocabulary()
    /// What `Self` names while a type's member signatures are resolved.
    var resolvingSelf: SceneType?
    /// Methods and computed properties added by extensions of built-in types, by extended type (`View`, `Color`,
    /// `Double`) and member name (Checker+TypeMembers).
    var extensionMembers: [String: [String: [Int]]] = [:]
    /// Initialisers added by extensions of built-in types, by the type's name (`Color`, `LinearGradient`):
    /// Checker+ExtensionInitializer.
    var extensionInitializers: [String: [Int]] = [:]
    /// `typealias` declarations by qualified name (`Owner.Name`, or `Name` at the top level): Checker+TypeAlias.
    var typeAliases: [String: TypeAliasDecl] = [:]
    /// The aliases whose targets are being resolved (a cycle is an error, not a hang).
    var resolvingAliases: Set<String> = []
    /// Observed properties (`owner.name`) whose assignments are not to call their observers here: inside the
    /// assignment that calls them, and inside the observers' own bodies (Checker+PropertyObservers).
    var observing: Set<String> = []

    /// True when the parser already reported errors: a missing `)` or `}` splits or merges statements, so
    /// "no root view" and "second root view" would only repeat it.
    var afterSyntaxErrors = false
    /// Depth and work so far (Checker+Limits).
    var budget = CheckBudget()
    /// `ShaderLibrary.default`: the scene folder's `.metal` files, compiled (nil when there are none, or they failed
    /// to compile and `shaderLibraryFailed` says so; Checker+Shader).
    var shaderLibrary: MetalLibrary?
    var shaderLibraryFailed = false
    /// The use of a shader written as the argument of the modifier being checked (Checker+Shader).
    var shaderUsage: ShaderUsage?

    /// Checks a parsed file; `end` is the end-of-file position (where "no root view" is reported).
    static func check(
        _ statements: [Stmt], end: SourceRange, afterSyntaxErrors: Bool = false, vocabulary: Vocabulary,
        shaderLibrary: MetalLibrary? = nil, shaderLibraryFailed: Bool = false, seed: UInt64? = nil
    ) -> (CheckedScene, DiagnosticLog) {
        var checker = Checker()
        checker.loadSeed = seed ?? 0
        checker.loadSeedGiven = seed != nil
        checker.vocabulary = vocabulary
        checker.shaderLibrary = shaderLibrary
        checker.shaderLibraryFailed = shaderLibraryFailed
        checker.afterSyntaxErrors = afterSyntaxErrors
        checker.declare(statements)
        let (topLevel, header, rootRange) = checker.checkTopLevel(statements, end: end)
        checker.checkBodies()
        checker.reportUnprovidedEnvironmentObjects()
        checker.reportBudget()
        for (global, start) in checker.lazyStatics {
            // A static's initial value was checked at the top level: its routine has the top level's slots.
            checker.routines.append(
                Routine(
                    name: "'\(checker.globals[global].declaration.name)' initializer", slotCount: topLevel.slotCount,
                    body: [.return(start)], producesViews: false, initializes: global))
        }
        let scene = CheckedScene(
            routines: checker.routines, topLevel: topLevel,
            globalCount: checker.globals.count + checker.hiddenGlobalCount,
            globalNames: checker.globalIndex, header: header, rootRange: rootRange,
            stateGlobals: checker.globals.indices.filter { checker.globals[$0].declaration.isState }
                + checker.phaseCycles.map(\.global),
            events: checker.events, implicitAnimationDuration: checker.implicitAnimationDuration,
            measuresImplicitAnimations: checker.measuresImplicitAnimations,
            hasTriggeredAnimators: checker.hasTriggeredAnimators, phaseCycles: checker.phaseCycles)
        return (scene, checker.diagnostics)
    }

    // MARK: - The vocabulary

    /// Free functions and view initialisers called by name: the language's own, then the vocabulary's views.
    func functions(named name: String) -> [BuiltinFunction]? {
        Builtins.functions[name] ?? vocabulary.views[name]
    }

    /// A type's static constants; shapes come from the vocabulary (`.capsule` is `Capsule()`).
    func staticMembers(of type: SceneType) -> [String: Value] {
        if case .shape = type { return vocabulary.shapeMembers }
        if case .enumeration(let name) = type { return vocabulary.enumerations[name] ?? [:] }
        return Builtins.staticMembers(of: type)
    }

    /// A type's static functions; shapes come from the vocabulary (`.rect(cornerRadius:)`).
    func staticMethods(of type: SceneType) -> [String: [BuiltinFunction]] {
        if case .shape = type { return vocabulary.shapeMethods }
        return Builtins.staticMethods(of: type)
    }

    // MARK: - Routines and scopes

    /// A global the program does not name (all of the program's own are declared before any body is checked).
    mutating func newHiddenGlobal() -> Int {
        hiddenGlobalCount += 1
        return globals.count + hiddenGlobalCount - 1
    }

    /// Reserves a routine slot, filled in once its body is checked.
    mutating func newRoutine() -> Int {
        routines.append(.placeholder)
        return routines.count - 1
    }

    mutating func pushScope() { context.scopes.append([:]) }
    mutating func popScope() { context.scopes.removeLast() }

    /// Declares a local in the innermost scope; reports a redeclaration in that same scope.
    @discardableResult
    mutating func declareLocal(
        _ name: String, type: SceneType, mutable: Bool, at range: SourceRange, constant: Value? = nil
    ) -> Int {
        if let previous = context.scopes[context.scopes.count - 1][name], name != "_" {
            diagnostics.error("invalid redeclaration of '\(name)'", at: range)
            diagnostics.note("'\(name)' previously declared here", at: previous.range)
        }
        let slot = context.slotCount
        context.slotCount += 1
        if name != "_" {
            context.scopes[context.scopes.count - 1][name] = Local(
                slot: slot, type: type, isMutable: mutable, range: range, constant: constant)
        }
        return slot
    }

    /// The innermost local named `name`, marking it used.
    mutating func lookupLocal(_ name: String) -> Local? {
        for scope in context.scopes.reversed() {
            if let local = scope[name] {
                context.usedSlots.insert(local.slot)
                return local
            }
        }
        return nil
    }

    /// Runs `body` in a fresh routine context, restoring the current one afterwards.
    mutating func withContext<T>(_ fresh: RoutineContext, _ body: (inout Checker) -> T) -> (T, RoutineContext) {
        let saved = context
        let savedHeader = inHeader
        context = fresh
        inHeader = false
        let result = body(&self)
        let finished = context
        context = saved
        inHeader = savedHeader
        return (result, finished)
    }

    // MARK: - Types

    /// The type an annotation names; reports unknown names with the nearest known one.
    mutating func resolveType(_ syntax: TypeSyntax) -> SceneType {
        switch syntax.kind {
        case .void: return .void
        case .array(let element): return .array(resolveType(element))
        case .tuple(let elements):
            return .tuple(elements.map { resolveType($0.type) }, labels: elements.map(\.label))
        case .dictionary(let key, let value): return .dictionary(resolveType(key), resolveType(value))
        case .optional(let wrapped):
            let type = resolveType(wrapped)
            if case .optional = type {
                // One `nil` (`.absent`) stands for every level, so `T??` cannot tell `.some(nil)` from `nil`.
                diagnostics.error(
                    "nested optional '\(type)?' is not supported in scenes", at: syntax.range,
                    hint: "use one level of optional")
                return .error
            }
            return .optional(type)
        case .opaque(let name):
            switch name {
            case "View": return .view
            // Toolbar content is built as views are (Apple: ToolbarContent, ToolbarContentBuilder): the navigation
            // stack reads the ToolbarItems among them (Layout ToolbarModifier.swift).
            case "ToolbarContent", "CustomizableToolbarContent": return .view
            // `func inset(by:) -> some InsettableShape` of a custom InsettableShape: a shape like any other (Apple:
            // InsettableShape refines Shape).
            case "Shape", "InsettableShape": return .shape("some Shape")
            // `var border: some ShapeStyle { cond ? Color.green : Color.red }`: a scene's style values carry their own
            // kind, so the opaque style is the type-erased one, as `any ShapeStyle` is (Apple: AnyShapeStyle).
            case "ShapeStyle": return resolveType(TypeSyntax(kind: .named("AnyShapeStyle"), range: syntax.range))
            case "Gesture": return Checker.gestureType
            case "Transition": return .transition
            case "Equatable", "Hashable": return .anyEquatable
            case _ where protocolConformers[name] != nil: return .existential(name)
            default:
                diagnostics.error(
                    "'some \(name)' is not supported in scenes", at: syntax.range, hint: "use 'some View'")
                return .error
            }
        case .parameter(let name):
            return .typeParameter(name)
        case .binding(let value):
            return .binding(resolveType(value))
        case .function(let parameters, let result):
            return .function(parameters.map { resolveType($0) }, resolveType(result))
        case .named(let name):
            if name == "<error>" { return .error }
            if name == "Self", let resolvingSelf { return resolvingSelf }
            if name == "Self", let owner = context.owner { return .instance(owner, name: structs[owner].name) }
            // `static var mine: Self` in `extension ButtonStyle where Self == MyStyle` (hoisted as `MyStyle.mine`).
            if name == "Self", let typeName = context.typeName, let index = structIndex[typeName] {
                return .instance(index, name: typeName)
            }
            // A `ViewDimensions` parameter of one's own function (`func middle(_ d: ViewDimensions)`) is the guide
            // closure's value, subscripts and all, whenever that struct is declared (Parser+ViewDimensions).
            if name == "ViewDimensions", let index = structIndex[name] { return .instance(index, name: name) }
            if let builtin = SceneType.builtin(named: name) { return builtin }
            if let index = structIndex[name] { return .instance(index, name: name) }
            if protocolConformers[name] != nil { return .existential(name) }
            // `var id: RawValue { rawValue }` in a raw-value enum (or a protocol extension copied into one): the
            // associated type RawRepresentable infers from the raw type (TSPL "Enumerations": Raw Values).
            if name == "RawValue",
                let owner = resolvingSelf.flatMap({ if case .instance(let i, _) = $0 { i } else { nil } })
                    ?? context.owner,
                let raw = structs[owner].declaration.conformances.lazy.compactMap({ SceneType.builtin(named: $0.name) })
                    .first
            {
                return raw
            }
            if let aliased = resolveTypeAlias(name) { return aliased }
            if let timer = Checker.timerTypeNames[name] { return timer }
            // Foundation's nested types that the prelude declares under a flat name (Parser+DateFormatter).
            if name == "DateFormatter.Style", let index = structIndex["DateFormatterStyle"] {
                return .instance(index, name: "DateFormatterStyle")
            }
            // `Outer.Item`: a type declared inside another is hoisted under its own name (Parser hoistStatics).
            if let dot = name.lastIndex(of: "."), structIndex[String(name[..<dot])] != nil,
                let index = structIndex[String(name[name.index(after: dot)...])]
            {
                return .instance(index, name: structs[index].name)
            }
            // `Item.ID`: the type of the conforming type's `id` (Checker+IdentifiableID).
            if name.hasSuffix(".ID"), let index = structIndex[String(name.dropLast(3))],
                let id = identifierType(of: index)
            {
                return id
            }
            // A stored `Image` or `Text` (`let icon: Image`) holds a view: its modifiers apply where it is used.
            if ["Image", "Text", "EmptyView", "AnyShape"].contains(name) {
                return name == "AnyShape" ? .shape("some Shape") : .view
            }
            // `func draw(_ symbol: GraphicsContext.ResolvedSymbol)`: what `context.resolve(_:)` and
            // `resolveSymbol(id:)` return is drawn as the view it came from (Builtins+GraphicsContext; Apple:
            // GraphicsContext.ResolvedSymbol, ResolvedText, ResolvedImage).
            if ["GraphicsContext.ResolvedSymbol", "GraphicsContext.ResolvedText", "GraphicsContext.ResolvedImage"]
                .contains(name)
            {
                return .view
            }
            // `let shape: Circle`, `func f() -> Capsule`, `[Rectangle]`: a built-in shape struct named as a type
            // holds that shape, as a stored AnyShape does (Apple: Circle, Rectangle, RoundedRectangle, Capsule,
            // Ellipse, UnevenRoundedRectangle — each a struct conforming to Shape).
            if Checker.builtinShapeTypeNames.contains(name) { return .shape("some Shape") }
            // `var style: AnyShapeStyle`, and a `<S: ShapeStyle>` parameter (Parser+Generics): any shape style.
            if name == "AnyShapeStyle" { return .gradientStyle }
            if Checker.gestureNames.contains(name) || name == "AnyGesture" { return Checker.gestureType }
            if let nested = nestedFrameworkType(name) { return nested }
            // Foundation's IndexSet: the indices, in increasing order (Checker+IndexSet).
            if name == "IndexSet" { return .array(.int) }
            // The framework's small enumerations (`Namespace.ID`, `ContentMode`) name types too.
            if vocabulary.enumerations[name] != nil { return .enumeration(name) }
            let candidates = SceneType.builtinTypeNames + Array(structIndex.keys)
            if name == "View" || name == "Shape" {
                diagnostics.error(
                    "use of protocol '\(name)' as a type must be written 'some \(name)'", at: syntax.range,
                    hint: "write 'some \(name)'")
            } else {
                diagnostics.error(
                    "cannot find type '\(name)' in scope", at: syntax.range,
                    hint: Suggestion.hint(for: name, in: candidates))
            }
            return .error
        }
    }

    /// Whether a value of `type` can stand where a view is expected.
    func isViewConvertible(_ type: SceneType) -> Bool {
        switch type {
        case .view, .shape, .color, .path, .gradientStyle, .error: true
        case .optional(let wrapped): isViewConvertible(wrapped)
        case .instance(let index, _): structs[index].isView || structs[index].isShape
        // `any Tile` for `protocol Tile: View`: every type it may hold is a view (Checker+DynamicCast).
        case .existential(let proto):
            !conformers(of: proto).isEmpty
                && conformers(of: proto).allSatisfy { structs[$0].isView || structs[$0].isShape }
        default: false
        }
    }
}
