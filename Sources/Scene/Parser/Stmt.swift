// Stmt.swift: statements, declarations and type annotations of the scene language, as written.
// Rule: The Swift Programming Language, "Statements" and "Declarations" (the subset in issue #2).
// Status: complete for issue #2.

/// A statement or declaration and its span.
struct Stmt: Sendable {
    indirect enum Kind: Sendable {
        case expression(Expr)
        case variable(VariableDecl)
        /// `target = value`, `target += value` …
        case assignment(target: Expr, op: String, value: Expr, operatorRange: SourceRange)
        case `return`(Expr?)
        case `if`(IfStmt)
        /// `for name in sequence { body }`.
        case `for`(name: String, nameRange: SourceRange, sequence: Expr, body: [Stmt])
        /// `while cond { body }`; `repeat { body } while cond` when `checksFirst` is false.
        case `while`(conditions: [Expr], body: [Stmt], checksFirst: Bool)
        /// `guard cond else { body }`; the body must leave the scope (ControlFlow.swift).
        case `guard`(conditions: [Expr], otherwise: [Stmt])
        case `switch`(SwitchStmt)
        case `break`
        case `continue`
        case function(FunctionDecl)
        case structure(StructDecl)
        /// `extension Name: P { members }` (TypeDeclarations.swift); static members are hoisted out by the parser.
        case `extension`(ExtensionDecl)
        /// `typealias Name = Type`, at the top level or inside a type (Parser+TypeAlias, Checker+TypeAlias).
        case typeAlias(TypeAliasDecl)
        /// `import SwiftUI`: accepted and ignored.
        case `import`
        /// Something unparsable, already diagnosed.
        case error
    }

    var kind: Kind
    var range: SourceRange
}

/// `let`/`var` with an optional type, initial value, or getter (`var c: T { … }`).
struct VariableDecl: Sendable {
    var isLet: Bool
    var name: String
    var nameRange: SourceRange
    var type: TypeSyntax?
    var initializer: Expr?
    /// The body of a computed property.
    var getter: [Stmt]?
    /// The getter's `}`, where a missing return is reported.
    var getterEnd: SourceRange?
    var range: SourceRange
    /// Written `@State var`: initialised once, then changed only by timeline events (`at(t) { … }`).
    var isState = false
    /// A `static` member hoisted to the top level as `Type.name`: the type whose other static names it sees.
    var staticOwner: String?
    /// The struct a `@State` property was hoisted out of: its initial value sees the type's static members.
    var stateOwner: String?
    /// Written `@Binding var`: a reference to state another view owns (Checker+Binding).
    var isBinding = false
    /// Written `@Bindable`/`@ObservedObject` with a value: in a view body (`@Bindable var model = model`), a local
    /// bound to the object the value reads (Checker+EnvironmentObject).
    var isBindable = false
    /// Written `private` or `fileprivate`: a memberwise initialiser takes no such `@State` (memberwiseStates).
    var isPrivate = false
    /// Written `@State` (not another state-like wrapper): a memberwise initialiser takes its initial value.
    var isPlainState = false
    /// `@Clamped(0...10) var x`: the user property wrapper applied to it; on the backing `_x` the wrapper it stores
    /// (Parser+PropertyWrapper).
    var wrapper: PropertyWrapperUse? = nil
    /// A computed property's `set { … }` and the name of its parameter (`newValue` unless written), kept for the
    /// types whose setters are called (Parser+PropertyWrapper).
    var setter: (body: [Stmt], parameter: String)? = nil
    /// Written `lazy var` (Parser+LazyProperty).
    var isLazy = false
}

/// `if a, b { … } else if … { … } else { … }`.
struct IfStmt: Sendable {
    indirect enum Else: Sendable {
        case block([Stmt])
        case elseIf(IfStmt)
    }

    var conditions: [Expr]
    var then: [Stmt]
    var otherwise: Else?
    var range: SourceRange
}

/// `func name(_ x: T, label y: T = v) -> R { … }`.
struct FunctionDecl: Sendable {
    struct Parameter: Sendable {
        /// The argument label; nil for `_`.
        var label: String?
        var name: String
        var type: TypeSyntax
        var defaultValue: Expr?
        var range: SourceRange
        /// `_ xs: Double...`: the arguments written for it arrive as one array (`type` is the array type).
        var isVariadic = false
        /// `_ value: inout UInt64`: the function's last value of the parameter is written back to the `&x` argument
        /// (Checker+InOut).
        var isInout = false
    }

    var name: String
    var nameRange: SourceRange
    var parameters: [Parameter]
    var returnType: TypeSyntax?
    var body: [Stmt]
    /// The closing `}`, where a missing return is reported.
    var bodyEnd: SourceRange
    var range: SourceRange
    /// A `static` member hoisted to the top level as `Type.name`: the type whose other static names it sees.
    var staticOwner: String?
    /// A computed property turned into a function of no arguments (`static var x: T { … }`, or an extension's
    /// `var x: T { … }`): used without parentheses.
    var isGetter = false
    /// Written `mutating` (or a method of a class): it may assign the instance's stored properties, and its caller
    /// stores the changed instance back (Checker+MutatingMethods).
    var isMutating = false
    /// `init?(…)` (or `init!`): a failable initialiser, whose `return nil` makes the call's value nil.
    var isFailable = false
}

/// `struct Name: View { members }`.
struct StructDecl: Sendable {
    var name: String
    var nameRange: SourceRange
    var conformances: [(name: String, range: SourceRange)]
    /// Variable and function declarations, in order.
    var members: [Stmt]
    var range: SourceRange
    /// Written `enum`: its cases, in order (EnumDeclaration.swift).
    var cases: [EnumCaseDecl]? = nil
    /// Written `class` (or `actor`): its methods change the instance (Checker+MutatingMethods).
    var isClass = false
    /// Declared `@Animatable`: the stored properties its synthesised `animatableData` stands for
    /// (Parser+AnimatableMacro).
    var animatableProperties: [String]? = nil
    /// Declared `@propertyWrapper` (Parser+PropertyWrapper).
    var isPropertyWrapper = false
    /// The file's protocols it conforms to, inherited ones included (Parser+Protocol); the checker boxes its values
    /// as these existentials (Checker+DynamicCast).
    var protocols: [String] = []
}

/// `case name = rawValue` of an enum.
struct EnumCaseDecl: Sendable {
    var name: String
    var rawValue: Expr?
    var range: SourceRange
    /// `case failed(String)`, `case point(x: Double, y: Double)`: the associated values' labels and types.
    var payload: [(label: String?, type: TypeSyntax)]? = nil
}

/// `extension Name: P { members }`: members added to a user type, or to a built-in one (`Color`, `View`, `Double`).
struct ExtensionDecl: Sendable {
    var typeName: String
    var typeRange: SourceRange
    var members: [Stmt]
    var range: SourceRange
    /// `where Element == Int`: the extended generic type's parameters fixed by the `where` clause (Parser+Generics).
    var sameTypes: [String: TypeSyntax] = [:]
}

/// `typealias Name = Type`: another name for a type (The Swift Programming Language, "Declarations": Type Alias
/// Declaration). Declared inside a type, it is that type's member: `Name` inside it, `Owner.Name` outside.
struct TypeAliasDecl: Sendable {
    var name: String
    var nameRange: SourceRange
    var target: TypeSyntax
    /// The type it was declared in (set when Parser hoistStatics moves it to the top level).
    var owner: String?
    var range: SourceRange

    /// The name a use outside its type writes (`Owner.Name`), or the name itself at the top level.
    var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }
}

/// A type annotation: `Double`, `[Color]`, `some View`, `Edge.Set`, `Double?`.
struct TypeSyntax: Sendable {
    indirect enum Kind: Sendable {
        case named(String)
        case array(TypeSyntax)
        case optional(TypeSyntax)
        /// `some View`, `some Shape`.
        case opaque(String)
        /// `()` / `Void`.
        case void
        /// `(Int, Int)`, `(x: Double, y: Double)`.
        case tuple([(label: String?, type: TypeSyntax)])
        /// `[String: Int]`.
        case dictionary(TypeSyntax, TypeSyntax)
        /// `Binding<Bool>`: a binding parameter of a custom `init`.
        case binding(TypeSyntax)
        /// `(Int, String) -> Void`: a closure value (a callback property or parameter).
        case function([TypeSyntax], TypeSyntax)
        /// `Element`, `T`: a generic type parameter of the enclosing declaration (Parser+Generics).
        case parameter(String)
    }

    /// Whether this names a view (`some View`, a generic view parameter), so `() -> T` is a view builder.
    var isView: Bool {
        if case .opaque = kind { return true }
        return false
    }

    var kind: Kind
    var range: SourceRange
    /// Written `T!`: `kind` is `.optional(T)`, read as `T` where that is needed (SE-0054).
    var isImplicitlyUnwrapped = false
}

extension Stmt {
    /// `let a = tuple.0; let b = tuple.1` for the names of a tuple pattern over the local `tuple` (`_` binds
    /// nothing): how `for (a, b) in xs` and `xs.forEach { a, b in … }` take each element apart.
    static func tupleBindings(of tuple: String, _ names: [(name: String, range: SourceRange)]) -> [Stmt] {
        names.enumerated().filter { $0.element.name != "_" }.map { index, element in
            let base = Expr(.identifier(tuple), element.range)
            let value = Expr(
                .member(base, "\(index)", nameRange: element.range, dot: element.range.start), element.range)
            return Stmt(
                kind: .variable(
                    VariableDecl(
                        isLet: true, name: element.name, nameRange: element.range, type: nil, initializer: value,
                        getter: nil, getterEnd: nil, range: element.range)),
                range: element.range)
        }
    }
}
