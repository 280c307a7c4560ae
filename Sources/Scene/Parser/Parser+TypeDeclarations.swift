// Parser+TypeDeclarations.swift: `enum` and `extension` declarations, `static` members, tuple patterns
// (`let (dx, dy) = (25, -15)`), and tuple and dictionary type annotations.
// Rule: The Swift Programming Language, "Enumerations" (cases, raw values), "Extensions", "Properties" (type
// properties are lazily initialised globals) and "Patterns" (tuple patterns). Static members are hoisted to the top
// level as `Type.name`, where the checker finds them (Checker+TypeMembers). Status: complete for issue #14 item 3.

extension Parser {
    /// Whether the current token is the word `word`, whether the lexer makes it an identifier or a keyword.
    func isWord(_ word: String, ahead: Int = 0) -> Bool { peek(ahead).labelText == word }

    /// `enum Name: RawType, P { case a, b = v; members }`.
    mutating func parseEnum() -> Stmt {
        let keyword = advance()
        guard current.kind == .identifier else {
            diagnostics.error("expected identifier in enum declaration", at: current.range)
            return Stmt(kind: .error, range: keyword.range)
        }
        let name = advance()
        // `enum LoadState<T> { case idle, loaded(T) }`: a generic enumeration (Parser+Generics).
        let savedGenerics = (genericViewParameters, genericTypeParameters)
        defer { (genericViewParameters, genericTypeParameters) = savedGenerics }
        genericViewParameters.formUnion(parseGenericParameters())
        if !genericTypeParameters.isEmpty { genericTypeParametersOfTypes[name.text] = genericTypeParameters }
        let conformances = addingExtensionConformances(parseConformances(), of: name.text)
        skipWhereClause()
        let open = current
        guard open.isPunctuation("{") else {
            diagnostics.error("expected '{' in enum", at: current.range)
            return Stmt(kind: .error, range: keyword.range.union(name.range))
        }
        advance()
        var cases: [EnumCaseDecl] = []
        var members: [Stmt] = []
        while current.kind != .eof && !current.isPunctuation("}") {
            // `indirect case add(Expr, Expr)`: a payload of the enum's own type, which values here hold anyway (The
            // Swift Programming Language, "Enumerations": Recursive Enumerations).
            if isWord("indirect"), isWord("case", ahead: 1) { advance() }
            if isWord("case") {
                advance()
                repeat {
                    if current.isPunctuation(",") { advance() }
                    guard current.kind == .identifier || current.labelText != nil else {
                        diagnostics.error("expected identifier in enum 'case' declaration", at: current.range)
                        synchronize()
                        break
                    }
                    let caseName = advance()
                    var rawValue: Expr?
                    var payload: [(label: String?, type: TypeSyntax)]?
                    if current.isPunctuation("("), !current.newlineBefore {
                        // Associated values (The Swift Programming Language, "Enumerations": Associated Values).
                        advance()
                        var elements: [(label: String?, type: TypeSyntax)] = []
                        while !current.isPunctuation(")") && current.kind != .eof {
                            var label: String?
                            if current.labelText != nil, peek(1).labelText != nil, peek(2).isPunctuation(":") {
                                advance()
                                label = advance().text
                                advance()
                            } else if let text = current.labelText, peek(1).isPunctuation(":") {
                                label = text
                                advance(2)
                            }
                            elements.append((label == "_" ? nil : label, parseType()))
                            if current.isOperator("="), !elements.isEmpty {
                                diagnostics.error(
                                    "default values of associated values are not supported in scenes",
                                    at: current.range)
                                while !current.isPunctuation(",") && !current.isPunctuation(")")
                                    && current.kind != .eof
                                {
                                    advance()
                                }
                            }
                            if current.isPunctuation(",") { advance() } else { break }
                        }
                        expect(")", "expected ')' in enum case")
                        payload = elements
                    }
                    if current.isOperator("=") {
                        advance()
                        rawValue = parseExpression()
                    }
                    cases.append(
                        EnumCaseDecl(
                            name: caseName.text, rawValue: rawValue, range: caseName.range.union(previousRange),
                            payload: payload))
                } while current.isPunctuation(",")
                if current.isPunctuation(";") { advance() }
            } else {
                members.append(parseStatementAndTerminator())
            }
        }
        let end = closeBrace(opening: open, what: "at end of enum")
        members = hoistStatics(from: members, owner: name.text)
        let declaration = StructDecl(
            name: name.text, nameRange: name.range, conformances: conformances, members: members,
            range: keyword.range.union(end), cases: cases)
        return Stmt(kind: .structure(declaration), range: declaration.range)
    }

    /// `extension Name: P where … { members }`.
    mutating func parseExtension() -> Stmt {
        let keyword = advance()
        guard current.kind == .identifier else {
            diagnostics.error("expected type name in extension declaration", at: current.range)
            return Stmt(kind: .error, range: keyword.range)
        }
        let start = current.range
        var typeName = advance().text
        while current.isPunctuation("."), peek(1).kind == .identifier {
            advance()
            typeName += "." + advance().text
        }
        let typeRange = start.union(previousRange)
        typeName = extendedTypeName(typeName)
        if previewProviders.contains(typeName) {
            _ = parseConformances()
            return parsePreviewProviderExtension(keyword: keyword)
        }
        // `extension Card: Describable {}` adopts the protocol's extension members too (Parser+Protocol).
        let written = parseConformances()
        conformancesAddedByExtensions[typeName, default: []] += written.map(\.name)
        // The type's conformances from all its extensions (Parser+ExtensionConformance): an extension that makes a
        // type a ViewModifier or a style sees `Content` or `Configuration` as the declaration would.
        let adopted =
            written.map(\.name) + (extensionConformances[typeName] ?? []).map(\.name)
            + (fileTypes[typeName] ?? []).sorted()
        var sameTypes: [String: TypeSyntax] = [:]
        if isWord("where") {
            // `extension View where Self: Shape`: the constraint changes nothing a scene can observe.
            // `extension ShapeStyle where Self == Color { static var brand: Color }` adds to Color: what `.brand`
            // finds where a ShapeStyle is expected (Apple: ShapeStyle, "where Self == Color").
            while current.kind != .eof && !current.isPunctuation("{") {
                if current.kind == .identifier, current.text == "Self", peek(1).isOperator("=="),
                    peek(2).kind == .identifier,
                    [
                        "ShapeStyle", "ButtonStyle", "LabelStyle", "ViewModifier", "Shape",
                        "Transition", "PrimitiveButtonStyle", "ToggleStyle",
                    ].contains(typeName)
                {
                    // Likewise `extension ButtonStyle where Self == MyStyle { static var mine: Self { … } }`: a
                    // static member of MyStyle, found as `.buttonStyle(.mine)`.
                    advance(2)
                    typeName = advance().text
                    continue
                }
                if let (name, type) = parseSameTypeRequirement() {
                    sameTypes[name] = type
                    continue
                }
                advance()
            }
        }
        let savedGenerics = (genericViewParameters, genericTypeParameters, collectionTypeParameters)
        defer { (genericViewParameters, genericTypeParameters, collectionTypeParameters) = savedGenerics }
        genericViewParameters.formUnion(genericParametersOfTypes[typeName] ?? [])
        genericTypeParameters.formUnion(genericTypeParametersOfTypes[typeName] ?? [])
        // `extension Grid { func first(_ x: Items) … }` for `<Items: RandomAccessCollection>`: still an array.
        collectionTypeParameters.subtract(genericTypeParametersOfTypes[typeName] ?? [])
        collectionTypeParameters.formUnion(collectionParametersOfTypes[typeName] ?? [])
        genericTypeParameters.formUnion(Parser.builtinGenericParameters[typeName] ?? [])
        let savedStyle = styleProtocol
        defer { styleProtocol = savedStyle }
        if let style = adoptingMemberContext(of: adopted) { styleProtocol = style }
        var (members, end) = parseBlock("extension")
        members = hoistStatics(
            from: Parser.droppingHashRequirement(Parser.droppingCodableRequirements(members)), owner: typeName)
        var declaration = ExtensionDecl(
            typeName: typeName, typeRange: typeRange, members: members, range: keyword.range.union(end))
        declaration.sameTypes = sameTypes
        return Stmt(kind: .extension(declaration), range: declaration.range)
    }

    /// `: A, B` after a type name.
    mutating func parseConformances() -> [(name: String, range: SourceRange)] {
        var conformances: [(name: String, range: SourceRange)] = []
        if current.isPunctuation(":") {
            repeat {
                advance()
                let type = parseType()
                if case .named(let n) = type.kind { conformances.append((n, type.range)) }
            } while current.isPunctuation(",")
        }
        return conformances
    }

    /// Moves `static` members (and nested type declarations) of `owner` to the top level, named `owner.name`: Swift
    /// initialises a type property lazily on first use, so hoisting it before all other code gives the same values
    /// (The Swift Programming Language, "Properties": type properties).
    mutating func hoistStatics(from members: [Stmt], owner: String) -> [Stmt] {
        var kept: [Stmt] = []
        for member in members {
            switch member.kind {
            case .variable(var v) where v.staticOwner != nil:
                v.staticOwner = owner
                if let getter = v.getter {
                    // `static var x: T { … }`: a function of no arguments, used without parentheses.
                    var function = FunctionDecl(
                        name: "\(owner).\(v.name)", nameRange: v.nameRange, parameters: [], returnType: v.type,
                        body: getter, bodyEnd: v.getterEnd ?? v.range, range: v.range)
                    function.staticOwner = owner
                    function.isGetter = true
                    hoistedStatics.append(Stmt(kind: .function(function), range: member.range))
                } else {
                    v.name = "\(owner).\(v.name)"
                    hoistedStatics.append(Stmt(kind: .variable(v), range: member.range))
                }
            case .function(var f) where f.staticOwner != nil:
                f.staticOwner = owner
                f.name = "\(owner).\(f.name)"
                hoistedStatics.append(Stmt(kind: .function(f), range: member.range))
            case .structure, .extension:
                hoistedTypes.append(member)
            case .typeAlias(var alias):
                alias.owner = owner
                hoistedTypes.append(Stmt(kind: .typeAlias(alias), range: member.range))
            default:
                kept.append(member)
            }
        }
        return kept
    }

    /// `let (a, b) = value`: a hidden constant holding the tuple, then one constant per name reading its element.
    mutating func parseTuplePattern(keyword: Token) -> Stmt {
        let open = advance()
        var names: [Token] = []
        while current.kind == .identifier {
            names.append(advance())
            if current.isPunctuation(",") { advance() } else { break }
        }
        guard current.isPunctuation(")"), !names.isEmpty else {
            diagnostics.error("expected a tuple pattern such as '(dx, dy)'", at: current.range)
            return Stmt(kind: .error, range: keyword.range)
        }
        advance()
        var type: TypeSyntax?
        if current.isPunctuation(":") {
            advance()
            type = parseType()
        }
        guard current.isOperator("=") else {
            diagnostics.error("a tuple pattern must be initialised: write '= (…)'", at: current.range)
            return Stmt(kind: .error, range: keyword.range)
        }
        advance()
        let value = parseExpression()
        let hidden = "tuple#\(open.range.start.offset)"  // not a name a scene can write
        let whole = keyword.range.union(value.range)
        let tuple = VariableDecl(
            isLet: true, name: hidden, nameRange: open.range, type: type, initializer: value, getter: nil,
            getterEnd: nil, range: whole)
        for (index, name) in names.enumerated() where name.text != "_" {
            let base = Expr(.identifier(hidden), name.range)
            let element = Expr(
                .member(base, "\(index)", nameRange: name.range, dot: name.range.start), name.range)
            pendingStatements.append(
                Stmt(
                    kind: .variable(
                        VariableDecl(
                            isLet: keyword.isKeyword(.let), name: name.text, nameRange: name.range, type: nil,
                            initializer: element, getter: nil, getterEnd: nil, range: name.range)),
                    range: name.range))
        }
        return Stmt(kind: .variable(tuple), range: whole)
    }

    /// `(Int, Int)`, `(x: Double, y: Double)` after its `(`; `()` is Void.
    mutating func parseTupleType(start: SourceRange) -> TypeSyntax {
        advance()
        var elements: [(label: String?, type: TypeSyntax)] = []
        while !current.isPunctuation(")") && current.kind != .eof {
            var label: String?
            if let text = current.labelText, peek(1).isPunctuation(":") {
                label = text
                advance(2)
            }
            elements.append((label, parseType()))
            if current.isPunctuation(",") { advance() } else { break }
        }
        expect(")", "expected ')' in tuple type")
        let range = start.union(previousRange)
        if elements.isEmpty { return TypeSyntax(kind: .void, range: range) }
        if elements.count == 1 && elements[0].label == nil { return elements[0].type }
        return TypeSyntax(kind: .tuple(elements), range: range)
    }

    /// A function type `(A, B) -> R` when the parenthesised list at `(` is followed by `->` (after `async`,
    /// `throws`); nil, with nothing consumed, for a tuple or parenthesised type. `() -> T` with a view result is a view
    /// builder and is taken as the views it builds; any other is a closure value (The Swift Programming Language,
    /// "Types": Function Type).
    mutating func parseFunctionType(start: SourceRange) -> TypeSyntax? {
        var depth = 0
        var close = 0
        while true {
            let token = peek(close)
            if token.kind == .eof { return nil }
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 { break }
            }
            close += 1
        }
        var arrow = close + 1
        while peek(arrow).kind == .identifier, ["async", "throws", "rethrows"].contains(peek(arrow).text) {
            arrow += 1
        }
        guard peek(arrow).isOperator("->") else { return nil }
        advance()
        var parameters: [TypeSyntax] = []
        while !current.isPunctuation(")") && current.kind != .eof {
            // `_ name: T` and `name: T` (parameter names in a function type are documentation only), `inout T`.
            if current.labelText != nil, peek(1).labelText != nil, peek(2).isPunctuation(":") { advance(3) }
            if current.labelText != nil, peek(1).isPunctuation(":") { advance(2) }
            if current.text == "inout" { advance() }
            parameters.append(parseType())
            if current.isPunctuation(",") { advance() } else { break }
        }
        expect(")", "expected ')' in function type")
        while !current.isOperator("->") && current.kind != .eof { advance() }
        advance()
        let result = parseType()
        let range = start.union(previousRange)
        if parameters.isEmpty, result.isView { return TypeSyntax(kind: .opaque("View"), range: range) }
        return TypeSyntax(kind: .function(parameters, result), range: range)
    }
}
