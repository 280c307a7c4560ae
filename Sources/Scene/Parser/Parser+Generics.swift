// Parser+Generics.swift: generic parameter clauses and `where` clauses on structs, enums and functions.
// Rule: The Swift Programming Language, "Generics" and "Generic Parameters and Arguments": `struct Card<Content: View>`,
// `struct Row<Element, Content: View>` and `func clamp<T: Comparable>(…)`. A scene has one kind of view value, so a
// parameter constrained to `View` (in its clause or in a `where Content: View` clause) stands for `some View` wherever
// the declaration names it. Any other parameter, unconstrained or constrained to Equatable, Hashable, Comparable,
// Identifiable or a scene's own protocol, is a type parameter (`SceneType.typeParameter`): opaque inside the
// declaration, as in Swift, and inferred from the arguments at each call (Checker+GenericInference). A parameter
// constrained to a numeric protocol (`<V: BinaryFloatingPoint>`) is Double (Int for the integer protocols); one
// constrained to Shape is AnyShape, to ShapeStyle AnyShapeStyle. A specialised type in a type position
// (`Box<Content>`, `[Pair<String, Int>]`) names the generic type; its arguments are inferred where values are made.
// A parameter constrained to a collection protocol (`<Data: RandomAccessCollection>`) is an array of the type parameter
// `Data.Element` (its `Index` is Int), inferred from the array passed.
// Status: complete for view, type, shape, shape-style, numeric and array-collection parameters; same-type `where`
// requirements (`where Element == Int`) are read and not enforced.

extension Parser {
    /// `<A: View, B>` after a struct's or function's name: the parameter names (empty when there is no clause).
    mutating func parseGenericParameters() -> Set<String> {
        guard current.isOperator("<") || (current.kind == .operator && current.text.hasPrefix("<")) else { return [] }
        guard current.text == "<" else { return [] }
        let whereConstraints = whereClauseConstraints()
        let viewsByWhereClause = Set(whereConstraints.filter { $0.value == "View" }.keys)
        advance()
        var names: Set<String> = []
        while current.kind == .identifier {
            let name = advance()
            if current.isPunctuation(":") {
                advance()
                let constraint = parseType()
                // `<Item: Identifiable & Named>`: a composition; the first protocol decides what the parameter is.
                while current.isOperator("&") {
                    advance()
                    _ = parseType()
                }
                if case .named(let protocolName) = constraint.kind, ["Shape", "InsettableShape"].contains(protocolName)
                {
                    // `<S: Shape>`: any shape, `AnyShape` (`shape.fill(…)`, `shape.path(in:)`).
                    genericShapeParameters.insert(name.text)
                    if current.isPunctuation(",") { advance() } else { break }
                    continue
                }
                if case .named(let protocolName) = constraint.kind,
                    let concrete = Parser.numericConstraints[protocolName] ?? Parser.styleConstraints[protocolName]
                {
                    // `<Value: BinaryFloatingPoint>`: a number; a scene has one of each kind, Double and Int.
                    genericNumericParameters[name.text] = concrete
                    if current.isPunctuation(",") { advance() } else { break }
                    continue
                }
                if case .named(let protocolName) = constraint.kind, protocolName != "View" {
                    if fileProtocols.contains(protocolName) { protocolConstrainedParameters[name.text] = protocolName }
                    noteCollection(name.text, constrainedTo: protocolName)
                    // `<T: Hashable>`, `<Item: Identifiable>`, `<P: MyProtocol>`: a type the call site infers
                    // (Checker+GenericInference); its constraints are what the body may rely on.
                    genericTypeParameters.insert(name.text)
                    if current.isPunctuation(",") { advance() } else { break }
                    continue
                }
            } else if let protocolName = whereConstraints[name.text],
                ["Shape", "InsettableShape"].contains(protocolName)
            {
                // `<S> … where S: Shape`: as `<S: Shape>`.
                genericShapeParameters.insert(name.text)
                if current.isPunctuation(",") { advance() } else { break }
                continue
            } else if let protocolName = whereConstraints[name.text],
                let concrete = Parser.numericConstraints[protocolName] ?? Parser.styleConstraints[protocolName]
            {
                // `<S> … where S: ShapeStyle`, `<V> … where V: BinaryFloatingPoint`: as in the parameter clause.
                genericNumericParameters[name.text] = concrete
                if current.isPunctuation(",") { advance() } else { break }
                continue
            } else if !viewsByWhereClause.contains(name.text) {
                // `<Element>`: unconstrained, so not a view unless a `where Element: View` clause says so.
                genericTypeParameters.insert(name.text)
                noteCollection(name.text, constrainedTo: whereConstraints[name.text])
                if current.isPunctuation(",") { advance() } else { break }
                continue
            }
            names.insert(name.text)
            if current.isPunctuation(",") { advance() } else { break }
        }
        closeAngle("expected '>' to complete generic parameter list")
        return names
    }

    /// The collection protocols a parameter holds an array for, `[Data.Element]` (The Swift Standard Library:
    /// RandomAccessCollection, what ForEach takes, and MutableCollection): arrays and ranges of Int conform, Strings
    /// and dictionaries do not, so no argument Swift accepts is refused. `<C: Collection>` and `<S: Sequence>`, which a
    /// String also satisfies, stay opaque type parameters.
    static let collectionConstraints: Set<String> = ["RandomAccessCollection", "MutableCollection"]

    /// Records whether type parameter `name` is constrained to a collection protocol (a later parameter of the same
    /// name in another declaration may not be).
    mutating func noteCollection(_ name: String, constrainedTo protocolName: String?) {
        if let protocolName, Parser.collectionConstraints.contains(protocolName) {
            collectionTypeParameters.insert(name)
        } else {
            collectionTypeParameters.remove(name)
        }
    }

    /// Numeric protocols a generic parameter may be constrained to, and the scene type that stands for it (The Swift
    /// Standard Library: BinaryFloatingPoint, BinaryInteger and the protocols they refine).
    static let numericConstraints: [String: String] = [
        "BinaryFloatingPoint": "Double", "FloatingPoint": "Double", "Numeric": "Double", "SignedNumeric": "Double",
        "AdditiveArithmetic": "Double", "BinaryInteger": "Int", "FixedWidthInteger": "Int", "SignedInteger": "Int",
        "UnsignedInteger": "Int",
    ]

    /// Style protocols a generic parameter may be constrained to, and the type-erased type that stands for it
    /// (`<S: ShapeStyle>` holds any shape style: Apple, AnyShapeStyle).
    static let styleConstraints: [String: String] = ["ShapeStyle": "AnyShapeStyle"]

    /// The protocol a `where` clause ahead (before the declaration's body) constrains each parameter to, the first
    /// one written: `struct Card<Content>: View where Content: View`, `struct Ring<S>: View where S: ShapeStyle`,
    /// `func wrap<V>(_ v: V) -> some View where V: View`. Looks ahead without consuming.
    func whereClauseConstraints() -> [String: String] {
        var constraints: [String: String] = [:]
        var depth = 0
        var ahead = 0
        var inWhere = false
        while ahead < 512 {
            let token = peek(ahead)
            if token.kind == .eof { break }
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            if depth == 0, token.isPunctuation("{") || token.isPunctuation("}") { break }
            if depth == 0, token.kind == .identifier, token.text == "where" { inWhere = true }
            if inWhere, token.kind == .identifier, peek(ahead + 1).isPunctuation(":"),
                peek(ahead + 2).kind == .identifier, constraints[token.text] == nil
            {
                constraints[token.text] = peek(ahead + 2).text
            }
            ahead += 1
        }
        return constraints
    }

    /// A type parameter named in a type position, with its optional marks (`T`, `T?`); an associated type of one
    /// (`Item.ID` for `<Item: Identifiable>`) is a type parameter too, inferred as its parameter is.
    mutating func parameterType(start: SourceRange) -> TypeSyntax {
        var name = advance().text
        while current.isPunctuation("."), !current.spaceBefore, peek(1).kind == .identifier {
            advance()
            name += "." + advance().text
        }
        var type = TypeSyntax(kind: .parameter(name), range: start.union(previousRange))
        if let dot = name.firstIndex(of: "."), collectionTypeParameters.contains(String(name[..<dot])) {
            // `Data.Index` is an array's Int; `Data.Element` the element type parameter.
            if name[name.index(after: dot)...] == "Index" { type.kind = .named("Int") }
        } else if collectionTypeParameters.contains(name) {
            // `let data: Data` for `<Data: RandomAccessCollection>`: an array of `Data.Element`.
            type.kind = .array(TypeSyntax(kind: .parameter(name + ".Element"), range: type.range))
        }
        while current.isPunctuation("?") && !current.spaceBefore {
            advance()
            type = TypeSyntax(kind: .optional(type), range: start.union(previousRange))
        }
        return type
    }

    /// The type parameters of the standard library's and SwiftUI's generic types an extension may name
    /// (`extension Array where Element == Int`, `extension Binding where Value == Bool`).
    static let builtinGenericParameters: [String: Set<String>] = [
        "Array": ["Element"], "Optional": ["Wrapped"], "Dictionary": ["Key", "Value"], "Binding": ["Value"],
    ]

    /// `Element == Int` in a `where` clause: the parameter's name and the type it is fixed to; nil (nothing consumed)
    /// for other requirements.
    mutating func parseSameTypeRequirement() -> (String, TypeSyntax)? {
        guard current.kind == .identifier, peek(1).isOperator("==") else { return nil }
        let name = advance().text
        advance()
        return (name, parseType())
    }

    /// `<Int>`, `<String, Int>`, `<Content>` after a type's name in a type position (`-> Box<Content>`, `let b:
    /// Box<Int>`): consumed; a value of a generic type carries its arguments in its fields' values, and each use infers
    /// them again (Checker+GenericInference).
    mutating func skipGenericArgumentClause() {
        guard current.isOperator("<"), !current.spaceBefore else { return }
        advance()
        while current.kind != .eof {
            _ = parseType()
            if current.isPunctuation(",") { advance() } else { break }
        }
        closeAngle("expected '>' to complete generic argument list")
    }

    /// `where Content: View, …` before a body's `{`.
    mutating func skipWhereClause() {
        guard current.kind == .identifier, current.text == "where" else { return }
        while current.kind != .eof && !current.isPunctuation("{") { advance() }
    }
}
