// Vocabulary.swift: the views and modifiers a scene can call, supplied by the module that implements them.
// Rule: the language (lexer, parser, checker, evaluator) knows no modifier; each modifier type declares its own
// overloads and one registry (Layout's `Vocabulary.swiftUI`) lists the types, so adding a modifier touches its file
// and one registration line (docs/ARCHITECTURE.md, "Adding a view or modifier").

/// The modifiers a program may call, by scene name; each overload's implementation wraps every receiver view.
public struct Vocabulary: Sendable {
    public private(set) var modifiers: [String: [BuiltinFunction]] = [:]
    /// Modifiers that only shapes have (`Shape.fill`); on other views they are reported with a hint.
    public private(set) var shapeOnlyModifiers: Set<String> = []

    public init() {}

    /// Adds `declaration`'s overloads (after any already declared under the same name).
    public mutating func add(_ declaration: ModifierDeclaration) {
        modifiers[declaration.name, default: []] += declaration.overloads
        if declaration.shapeOnly { shapeOnlyModifiers.insert(declaration.name) }
    }
}

/// A modifier's scene name and its overloads, as one modifier type declares them.
public struct ModifierDeclaration: Sendable {
    public var name: String
    public var overloads: [BuiltinFunction]
    public var shapeOnly: Bool

    public init(_ name: String, shapeOnly: Bool = false, _ overloads: [BuiltinFunction]) {
        self.name = name
        self.overloads = overloads
        self.shapeOnly = shapeOnly
    }
}

extension BuiltinFunction {
    /// A modifier overload named `name`: its arguments (the receiver excluded) become one modifier value, with an
    /// optional secondary view, wrapped around each receiver view (a modifier on a ForEach or Group applies to each).
    public static func modifier(
        _ name: String, _ parameters: [BuiltinParameter],
        _ make: @escaping @Sendable ([Value], SourceRange) throws(RuntimeFailure) -> (any ViewModifier, ViewNode?)
    ) -> BuiltinFunction {
        let labels = parameters.map(\.label)
        let kinds = parameters.map(\.kind)
        return BuiltinFunction(parameters, .view) { v, range throws(RuntimeFailure) in
            let values = Array(v.dropFirst())
            let (modifier, secondary) = try make(values, range)
            var arguments: [WrittenArgument] = []
            for (i, value) in values.enumerated() {
                // A view-builder's views travel as the secondary view, not as a written value.
                if case .viewBuilder = kinds[i] { continue }
                arguments.append(WrittenArgument(label: labels[i], value: value))
            }
            let applied = AppliedModifier(name: name, arguments: arguments, modifier: modifier, secondary: secondary)
            return .views(v[0].views.map { $0.modified(applied, range: range) })
        }
    }

    /// A modifier overload without a secondary view.
    public static func modifier(
        _ name: String, _ parameters: [BuiltinParameter],
        _ make: @escaping @Sendable ([Value]) -> any ViewModifier
    ) -> BuiltinFunction {
        modifier(name, parameters) { v, _ in (make(v), nil) }
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
