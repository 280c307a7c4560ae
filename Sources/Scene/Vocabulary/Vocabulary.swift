// Vocabulary.swift: the views and modifiers a scene can call, supplied by the module that implements them.
// Rule: the language (lexer, parser, checker, evaluator) knows no modifier; each modifier type declares its own
// overloads and one registry (Layout's `Vocabulary.swiftUI`) lists the types, so adding a modifier touches its file
// and one registration line (docs/ARCHITECTURE.md, "Adding a view or modifier").

/// The views and modifiers a program may call, by scene name.
import Geometry

public struct Vocabulary: Sendable {
    /// View initialisers: `Rectangle()`, `HStack(spacing:content:)`, `Text(_:)`.
    public private(set) var views: [String: [BuiltinFunction]] = [:]
    /// Modifiers; each overload's implementation wraps every receiver view.
    public private(set) var modifiers: [String: [BuiltinFunction]] = [:]
    /// Modifiers that only shapes have (`Shape.fill`); on other views they are reported with a hint.
    public private(set) var shapeOnlyModifiers: Set<String> = []
    /// Shape methods that share a name with a view modifier (`Shape.offset(x:y:)` and `View.offset(x:y:)`): on a
    /// shape these overloads are chosen, so the result stays a shape.
    public private(set) var shapeModifiers: [String: [BuiltinFunction]] = [:]
    /// Shapes named where a shape is expected (`.capsule`, `.rect(cornerRadius:)` in `clipShape` or `background(_:in:)`).
    public private(set) var shapeMembers: [String: Value] = [:]
    public private(set) var shapeMethods: [String: [BuiltinFunction]] = [:]
    /// A `Color` used where a view is expected (`Color.orange` in a ZStack): the colour in, one view out.
    public var colorView: BuiltinImplementation = { _, range throws(RuntimeFailure) in
        throw RuntimeFailure("no view for a colour in this vocabulary", at: range)
    }

    /// A `Path` used where a view is expected (`Path { … }` in a ZStack): the path in, one shape view out.
    public var pathView: BuiltinImplementation = { _, range throws(RuntimeFailure) in
        throw RuntimeFailure("no view for a path in this vocabulary", at: range)
    }

    /// A gradient used where a view is expected (`LinearGradient(…)` in a ZStack): it fills its frame.
    public var gradientView: BuiltinImplementation = { _, range throws(RuntimeFailure) in
        throw RuntimeFailure("no view for a gradient in this vocabulary", at: range)
    }

    /// A user `struct X: Shape` used where a view is expected: the CustomShape in, one shape view out.
    public var customShapeView: BuiltinImplementation = { _, range throws(RuntimeFailure) in
        throw RuntimeFailure("no view for a custom shape in this vocabulary", at: range)
    }

    /// A user `struct X: Layout` over its content: the CustomLayout and the content's views in, one view out.
    public var customLayoutView: BuiltinImplementation = { _, range throws(RuntimeFailure) in
        throw RuntimeFailure("no view for a custom layout in this vocabulary", at: range)
    }

    /// Views of the vocabulary's framework that this renderer does not draw (`List`, `TextField`): reported as not
    /// supported yet, never with a did-you-mean to an unrelated name.
    /// Whether an image of this name is beside the scene (`Image(systemName:)` uses one if it is there).
    public var hasImage: @Sendable (String) -> Bool = { _ in false }
    /// Whether SF Symbol `name` is drawn as an icon of the symbol font (Layout's SymbolGlyphs), not a placeholder.
    public var hasSymbolGlyph: @Sendable (String) -> Bool = { _ in false }
    /// The colour named `name` in an asset catalog beside the scene (`Color("Accent")`, Layout's AssetCatalog).
    public var assetColor: @Sendable (String) -> Color? = { _ in nil }
    public var unsupportedViews: Set<String> = []
    /// Modifiers of the framework that change how things look but are not drawn yet: reported as not supported.
    public var unsupportedModifiers: Set<String> = []
    /// Modifiers with no visual effect (`onTapGesture`, `navigationTitle`); names ending in `*` are prefixes
    /// (`accessibility*`). The view renders as if they were absent, with a warning.
    public var inertModifiers: Set<String> = []
    /// The framework's small enumerations that arguments take (`ContentMode`: `.fit`, `.fill`), by type name: each
    /// case is `Value.enumeration(type:name:)`, typed `SceneType.enumeration(type)`, so the language needs no case
    /// of its own for every SwiftUI option set.
    public private(set) var enumerations: [String: [String: Value]] = [:]

    /// Every vocabulary knows UIKit's colours as the enumeration `UIColor` (`Color(.systemGray5)`, Color+UIKit.swift).
    public init() {
        addEnumeration("UIColor", cases: Array(Color.uiKit.keys))
        // `Timer.publish(every: 1, on: .main, in: .common)` (Builtins+TimerPublisher.swift).
        addEnumeration("Timer", cases: [])
        addEnumeration("RunLoop", cases: ["main", "current"])
        // `UIScreen.main.bounds` (Builtins+UIScreen.swift).
        addEnumeration("UIScreen", cases: ["main"])
        // `UIApplication.shared.windows.first?.safeAreaInsets` (Builtins+UIScreen.swift).
        addEnumeration("UIApplication", cases: ["shared"])
        addEnumeration(Builtins.rgbColorSpaceType, cases: ["sRGB", "sRGBLinear", "displayP3"])
        addEnumeration("UIWindow", cases: ["key"])
        // `@Namespace var ns` is `Namespace()`, a value of `Namespace.ID` (Builtins+Namespace.swift).
        addEnumeration("Namespace.ID", cases: [])
        addEnumeration("MatchedGeometryProperties", cases: ["frame", "position", "size"])
        // `Text(x, format: .number)`, `.percent`, `.grouping(.never)` (NumberFormat.swift).
        addEnumeration(NumberFormat.typeName, cases: ["number", "percent"])
        addEnumeration("NumberFormatStyleConfiguration.Precision", cases: [])
        addEnumeration("NumberFormatStyleConfiguration.Grouping", cases: ["automatic", "never"])
        // `clip(to:style:options: .inverse)` in a Canvas (Builtins+GraphicsContext.swift).
        addEnumeration(Builtins.clipOptionsType, cases: ["inverse"])
        addEnumeration("RunLoop.Mode", cases: ["common", "default", "tracking"])
        // `@Environment(\.horizontalSizeClass)` and the other environment values (EnvironmentValues.swift).
        for (type, cases) in EnvironmentValues.enumerations { addEnumeration(type, cases: cases) }
        for type in EnvironmentValues.actions { addEnumeration(type, cases: []) }
    }

    /// Declares `type` with `cases` (idempotent).
    public mutating func addEnumeration(_ type: String, cases: [String]) {
        enumerations[type] = Dictionary(
            uniqueKeysWithValues: cases.map { ($0, Value.enumeration(type: type, name: $0)) })
    }

    /// Whether `name` is one of `inertModifiers`, directly or by a `prefix*` entry.
    public func isInert(_ name: String) -> Bool {
        inertModifiers.contains(name)
            || inertModifiers.contains { $0.hasSuffix("*") && name.hasPrefix($0.dropLast()) }
    }

    /// Whether `name` is one of the framework's modifiers: implemented, inert or not supported yet. Such a name is
    /// never answered with a did-you-mean to another (issue #14).
    public func isModifier(_ name: String) -> Bool {
        modifiers[name] != nil || shapeModifiers[name] != nil || unsupportedModifiers.contains(name) || isInert(name)
    }

    /// The inert and not-supported modifier names (not the `prefix*` entries): what a misspelt modifier may be.
    public var cataloguedModifierNames: [String] {
        inertModifiers.filter { !$0.hasSuffix("*") } + unsupportedModifiers
    }

    /// Adds a view's initialisers and the static shape members it answers to.
    public mutating func add(_ declaration: ViewDeclaration) {
        views[declaration.name, default: []] += declaration.overloads
        shapeMembers.merge(declaration.shapeMembers) { a, _ in a }
        shapeMethods.merge(declaration.shapeMethods) { a, b in a + b }
    }

    /// Adds `declaration`'s overloads (after any already declared under the same name).
    public mutating func add(_ declaration: ModifierDeclaration) {
        if declaration.onShapes {
            shapeModifiers[declaration.name, default: []] += declaration.overloads
            return
        }
        modifiers[declaration.name, default: []] += declaration.overloads
        if declaration.shapeOnly { shapeOnlyModifiers.insert(declaration.name) }
    }
}

/// A view's scene name and its initialisers, as one view type declares them; a shape also names the static members
/// that stand for it where a shape is expected (`Capsule` is `.capsule`, SwiftUI's `Shape where Self == Capsule`).
public struct ViewDeclaration: Sendable {
    public var name: String
    public var overloads: [BuiltinFunction]
    public var shapeMembers: [String: Value]
    public var shapeMethods: [String: [BuiltinFunction]]

    public init(
        _ name: String, _ overloads: [BuiltinFunction], shapeMembers: [String: Value] = [:],
        shapeMethods: [String: [BuiltinFunction]] = [:]
    ) {
        self.name = name
        self.overloads = overloads
        self.shapeMembers = shapeMembers
        self.shapeMethods = shapeMethods
    }
}

/// A modifier's scene name and its overloads, as one modifier type declares them.
public struct ModifierDeclaration: Sendable {
    public var name: String
    public var overloads: [BuiltinFunction]
    public var shapeOnly: Bool
    /// A shape's own overloads of a view modifier's name (`Vocabulary.shapeModifiers`).
    public var onShapes: Bool

    public init(_ name: String, shapeOnly: Bool = false, onShapes: Bool = false, _ overloads: [BuiltinFunction]) {
        self.name = name
        self.overloads = overloads
        self.shapeOnly = shapeOnly
        self.onShapes = onShapes
    }
}

extension BuiltinFunction {
    /// A modifier overload named `name`: its arguments (the receiver excluded) become one modifier value, with an
    /// optional secondary view, wrapped around each receiver view (a modifier on a ForEach or Group applies to each).
    /// The maker is also kept apart (`modifierMaker`), so the checker can give the evaluator a modifier call of its
    /// own (IR.modifier) whose box FrameMemo may keep when the arguments do not change (ModifierMaker).
    public static func modifier(
        _ name: String, _ parameters: [BuiltinParameter], result: SceneType = .view,
        _ make: @escaping @Sendable ([Value], SourceRange) throws(RuntimeFailure) -> (any ViewModifier, ViewNode?)
    ) -> BuiltinFunction {
        let maker = ModifierMaker(name, WrittenSignature(parameters), make)
        var function = BuiltinFunction(parameters, result) { v, range throws(RuntimeFailure) in
            // Copied element by element into one allocation: `Array(v.dropFirst())` took the generic path for a
            // slice, twice the instructions.
            var values: [Value] = []
            values.reserveCapacity(v.count - 1)
            for i in 1..<v.count { values.append(v[i]) }
            let applied = try maker.make(values, range)
            var views = v[0].views
            ModifierMaker.wrap(&views, in: applied, range: range)
            return .views(views)
        }
        function.modifierMaker = maker
        return function
    }

    /// A modifier overload without a secondary view.
    public static func modifier(
        _ name: String, _ parameters: [BuiltinParameter],
        _ make: @escaping @Sendable ([Value]) -> any ViewModifier
    ) -> BuiltinFunction {
        modifier(name, parameters) { v, _ in (make(v), nil) }
    }
}

extension BuiltinFunction {
    /// A view initialiser named `name` with result type `result`: its arguments become one primitive view value and
    /// the children it lays out (a builder's views travel as children, not as written values).
    public static func view(
        _ name: String, _ parameters: [BuiltinParameter], result: SceneType = .view,
        _ make: @escaping @Sendable ([Value]) -> (any PrimitiveView, [ViewNode])
    ) -> BuiltinFunction {
        view(name, parameters, result: result) { v, _ in make(v) }
    }

    /// A view initialiser that can fail where it is written (an image file that is not there).
    public static func view(
        _ name: String, _ parameters: [BuiltinParameter], result: SceneType = .view,
        _ make: @escaping @Sendable ([Value], SourceRange) throws(RuntimeFailure) -> (any PrimitiveView, [ViewNode])
    ) -> BuiltinFunction {
        let signature = WrittenSignature(parameters)
        return BuiltinFunction(parameters, result) { v, range throws(RuntimeFailure) in
            let (view, children) = try make(v, range)
            let applied = AppliedView(
                name: name, written: WrittenArguments(v, signature), view: view, children: children)
            return .views([ViewNode(applied, range: range)])
        }
    }
}

/// Where one view is needed: the view itself, `EmptyView` for none, a group for several.
public func singleView(_ views: [ViewNode], range: SourceRange) -> ViewNode {
    switch views.count {
    case 0: ViewNode(.empty, range: range)
    case 1: views[0]
    default: ViewNode(.group(views), range: range)
    }
}

/// A modifier overload's maker, apart from the call that wraps the receiver's views: the call's values (receiver
/// excluded) in, the modifier's box out. The evaluator calls it directly for a modifier call (IR.modifier), so a call
/// whose arguments are frame-invariant keeps its box in FrameMemo (IR.modifierInvariantArguments) and a changing one
/// wraps its receiver's views in place (issue #21: a modifier call cost four allocations per view and frame).
public final class ModifierMaker: Sendable {
    private let name: String
    private let signature: WrittenSignature
    private let body: @Sendable ([Value], SourceRange) throws(RuntimeFailure) -> (any ViewModifier, ViewNode?)

    init(
        _ name: String, _ signature: WrittenSignature,
        _ body: @escaping @Sendable ([Value], SourceRange) throws(RuntimeFailure) -> (any ViewModifier, ViewNode?)
    ) {
        (self.name, self.signature, self.body) = (name, signature, body)
    }

    /// The modifier called with `values` (receiver excluded) at `range`: a pure function of them.
    func make(_ values: [Value], _ range: SourceRange) throws(RuntimeFailure) -> AppliedModifier {
        let (modifier, secondary) = try body(values, range)
        // A view-builder's views travel as the secondary view, not as a written value (WrittenArguments).
        return AppliedModifier(
            name: name, written: WrittenArguments(values, signature), modifier: modifier, secondary: secondary)
    }

    /// Each of `views` wrapped by `applied`, written at `range` (in place when the array is not shared).
    static func wrap(_ views: inout [ViewNode], in applied: AppliedModifier, range: SourceRange) {
        for i in views.indices { views[i] = views[i].modified(applied, range: range) }
    }
}
