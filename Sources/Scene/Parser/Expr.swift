// Expr.swift: expression syntax of the scene language, as written (nothing resolved or typed yet).
// Rule: The Swift Programming Language, "Expressions" (the subset listed in issue #2). Status: complete for issue #2.

/// An expression and the span it was written in.
struct Expr: Sendable {
    indirect enum Kind: Sendable {
        /// An integer literal's digits (`"42"`, `"0x2A"`): its type comes from context (Int, or Double).
        case integer(String)
        /// A floating-point literal's text without `_` (`"2.5"`, `"1e3"`).
        case float(String)
        case string([StringPart])
        case bool(Bool)
        case `nil`
        case identifier(String)
        case `self`
        /// `.orange`, `.topLeading`: a member of the type the context expects.
        case implicitMember(String)
        /// `base.name`; `dot` is where the `.` is (a modifier call's range starts there).
        case member(Expr, String, nameRange: SourceRange, dot: SourceLocation)
        /// `callee(arguments) { trailing }`; `closeParen` is the `)` (nil for `ZStack { … }` with no parentheses).
        case call(Expr, [Argument], trailingClosure: Closure?, closeParen: SourceRange?)
        case `subscript`(Expr, Expr)
        case prefix(String, Expr)
        case binary(String, Expr, Expr, operatorRange: SourceRange)
        case ternary(Expr, Expr, Expr)
        case paren(Expr)
        case array([Expr])
        case closure(Closure)
        /// `if c { a } else { b }` used as a value (SE-0380): every branch a single expression.
        case ifExpression(IfStmt)
        /// `switch s { case …: a default: b }` used as a value (SE-0380).
        case switchExpression(SwitchStmt)
        /// `let x = optional` / `let x` written as an `if`/`guard` condition (optional binding).
        case optionalBinding(name: String, nameRange: SourceRange, value: Expr?)
        /// `\.self` (the names after `\.`).
        case keyPath([String])
        /// `(25, -15)`, `(x: 1, y: 2)`: a tuple literal, its elements with their optional labels (TupleLiterals.swift).
        case tuple([Argument])
        /// `["a": 1, "b": 2]`, `[:]`: a dictionary literal.
        case dictionary([DictionaryElement])
        /// `+` passed as a function (`reduce(0, +)`, `sorted(by: >)`).
        case operatorReference(String)
        /// `value!`: force-unwraps an optional.
        case forceUnwrap(Expr)
        /// `base?` inside an optional chain (`font?.weight`, `onDone?()`): the unwrapped base; the chain it belongs to
        /// is the nearest enclosing `optionalChainRoot` (The Swift Programming Language, "Optional Chaining").
        case optionalChain(Expr)
        /// A postfix chain with `?` links: nil as soon as one link is nil, else the chain's value made optional.
        case optionalChainRoot(Expr)
        /// `case pattern = value` in an `if`, `guard` or `while` condition.
        case casePattern(Pattern, Expr)
        /// `value as T`, `as? T`, `as! T`, `is T` (Checker+Casts.swift).
        case cast(Expr, TypeSyntax, CastKind)
        /// Something unparsable, already diagnosed.
        case error
    }

    var kind: Kind
    var range: SourceRange

    init(_ kind: Kind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// Only integer literals, parentheses, unary minus and `+ - * / %`: Swift gives such an expression the type its
    /// context asks for (`Color(red: 14/255 …)` is Double division), and Int otherwise (`let x = 14/255` is 0).
    var isIntegerLiteralExpression: Bool {
        switch kind {
        case .integer: true
        case .paren(let e): e.isIntegerLiteralExpression
        case .prefix("-", let e): e.isIntegerLiteralExpression
        // `reverse ? -1 : 1`: both results are literals, so the context types them as it types one (`x * (reverse ?
        // -1 : 1)` with a Double `x` multiplies by a Double; TSPL "Expressions": Ternary Conditional Operator).
        case .ternary(_, let a, let b): a.isIntegerLiteralExpression && b.isIntegerLiteralExpression
        case .binary(let op, let l, let r, _):
            ["+", "-", "*", "/", "%"].contains(op) && l.isIntegerLiteralExpression && r.isIntegerLiteralExpression
        // `abs(10)`, `max(2, 4)`: generic over the literals' type, so the context picks it as for a bare literal
        // (`abs(10) + 1.5` is a Double; TSPL "The Basics": Integer literals take their type from context).
        case .call(let callee, let arguments, nil, _):
            ["abs", "max", "min"].contains(callee.identifierName ?? "") && !arguments.isEmpty
                && arguments.allSatisfy { $0.label == nil && $0.value.isIntegerLiteralExpression }
        default: false
        }
    }

    /// Whether the chain this expression ends starts with an implicit member (`.orange.opacity(0.5)`), so the
    /// whole chain is looked up in the type the context expects.
    var isImplicitMemberChain: Bool {
        switch kind {
        case .implicitMember: true
        case .member(let base, _, _, _): base.isImplicitMemberChain
        case .call(let callee, _, _, _): callee.isImplicitMemberChain
        default: false
        }
    }

    /// `.init`: an initialiser named by an implicit member expression (`Text(.init(s))`, `ScrollView(.init())`).
    var isImplicitInit: Bool {
        if case .implicitMember("init") = kind { return true }
        return false
    }

    /// Only numeric literals, parentheses, unary minus and `+ - * /`: foldable exactly (the header's `fps: 30000/1001`).
    var isNumericLiteralExpression: Bool {
        switch kind {
        case .integer, .float: true
        case .paren(let e): e.isNumericLiteralExpression
        case .prefix("-", let e): e.isNumericLiteralExpression
        case .binary(let op, let l, let r, _):
            ["+", "-", "*", "/"].contains(op) && l.isNumericLiteralExpression && r.isNumericLiteralExpression
        default: false
        }
    }

    /// The name when this is a bare identifier.
    var identifierName: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }
}

/// `key: value` in a dictionary literal.
struct DictionaryElement: Sendable {
    var key: Expr
    var value: Expr
}

/// A piece of a string literal after parsing.
enum StringPart: Sendable {
    case text(String)
    case interpolation(Expr)
}

/// `label: value` in a call (label nil when unlabeled).
struct Argument: Sendable {
    var label: String?
    var labelRange: SourceRange?
    var value: Expr
    /// From the label (or value) to the end of the value.
    var range: SourceRange
    /// Written as a labelled trailing closure (`} keyframes: { … }`), after the call's trailing closure.
    var isTrailingClosure = false
}

/// `{ params in statements }`.
struct Closure: Sendable {
    struct Parameter: Sendable {
        var name: String
        var range: SourceRange
    }

    var parameters: [Parameter]
    /// Whether a parameter list (even `_ in`) was written.
    var hasParameterClause: Bool
    var body: [Stmt]
    var range: SourceRange
    /// `{ (key: String, n: Int) in … }`: the parameter types the signature writes, when it writes one for every
    /// parameter; with `resultType` they give the closure its type where no function type is expected.
    var parameterTypes: [TypeSyntax]? = nil
    /// `-> Int` written before `in`.
    var resultType: TypeSyntax? = nil
}

extension Expr {
    /// `Text(title)` written where `title` is: the label SwiftUI makes of a control's title (`Button("Go")`,
    /// `Toggle("On", isOn:)`), and one run of a joined Text.
    static func text(_ title: Expr) -> Expr {
        Expr(
            .call(
                Expr(.identifier("Text"), title.range), [Argument(label: nil, value: title, range: title.range)],
                trailingClosure: nil, closeParen: title.range), title.range)
    }
}

extension Closure {
    /// `{ view }`: a builder closure of one expression, at the expression's place.
    init(returning view: Expr) {
        self.init(
            parameters: [], hasParameterClause: false, body: [Stmt(kind: .expression(view), range: view.range)],
            range: view.range)
    }
}

/// The four casts (The Swift Programming Language, "Type Casting").
enum CastKind: String, Sendable {
    case upcast = "as"
    case conditional = "as?"
    case forced = "as!"
    case check = "is"
}
