// SwitchStmt.swift: `switch` as written: the subject, then cases of patterns with an optional `where` clause.
// Rule: The Swift Programming Language, "Statements" (Switch Statement) and "Patterns" (wildcard, value-binding,
// expression patterns matched with `~=`). Status: complete for the patterns without enums or tuples.

/// `switch subject { case p1, p2 where c: body … default: body }`.
struct SwitchStmt: Sendable {
    var subject: Expr
    var cases: [SwitchCase]
    var range: SourceRange
    /// `do { body } catch … { … }`: the `do` body, whose thrown error is the subject the catch clauses (the cases)
    /// match (Parser+DoStatement, Checker+Throws).
    var doBody: [Stmt]? = nil
}

/// One `case …:` or `default:` of a switch.
struct SwitchCase: Sendable {
    /// Empty for `default`.
    var patterns: [Pattern]
    var whereClause: Expr?
    var body: [Stmt]
    /// The `case` or `default` keyword through the `:`.
    var range: SourceRange

    var isDefault: Bool { patterns.isEmpty }
}

/// A pattern of a `case` label.
enum Pattern: Sendable {
    /// `_`: matches anything.
    case wildcard(SourceRange)
    /// `let x` / `var x`: matches anything and binds it.
    case binding(name: String, range: SourceRange)
    /// A value or range compared with the subject (`~=`: `==` for values, `contains` for ranges).
    case expression(Expr)
    /// `.failed(let message)`, `let .point(x, y)`, `.pair(_, 2)`: an enum case with patterns for its associated
    /// values (nil: none written, so any payload matches).
    case enumCase(name: String, range: SourceRange, elements: [PayloadPattern]?)
    /// `(true, _)`, `(let x, 0..<5)`, `let (x, y)`: one pattern per element of a tuple subject.
    case tuple([Pattern], SourceRange)
    /// `let x as Fruit` (binding the value as that type) and `is Fruit`: type-casting patterns, which match a value
    /// whose dynamic type is that type (TSPL "Patterns": Type-Casting Patterns; Checker+DynamicCast).
    case typeCast(name: String?, type: TypeSyntax, range: SourceRange)
    /// A pattern the scene language cannot match yet, already diagnosed.
    case unsupported(SourceRange)
}

/// The pattern of one associated value in an enum-case pattern.
enum PayloadPattern: Sendable {
    case wildcard
    case binding(name: String, range: SourceRange)
    /// `let x?`: matches a non-nil optional and binds the value it wraps (TSPL "Patterns": Optional Pattern).
    case optionalBinding(name: String, range: SourceRange)
    case expression(Expr)
}
