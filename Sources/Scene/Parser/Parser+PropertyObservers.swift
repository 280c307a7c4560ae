// Parser+PropertyObservers.swift: `willSet`/`didSet` on a stored property (a `@State`, a `@Published` one too), read
// as two hidden methods of its type that Checker+PropertyObservers calls around every assignment to the property.
// Rule: The Swift Programming Language, "Properties": Property Observers
// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties#Property-Observers):
// `willSet` gets the new value (`newValue` unless named), `didSet` the old one (`oldValue`); assigning the property
// inside its own observer does not call the observers again; an initialiser's assignments do not call them.

extension Parser {
    /// The observers of the property being parsed: the accessor name, the parameter name and the body.
    struct PropertyObserver {
        var isWillSet: Bool
        var parameter: String
        var body: [Stmt]
        var range: SourceRange
        var end: SourceRange
    }

    /// Whether a `{` here opens observers rather than a getter.
    var startsPropertyObservers: Bool {
        current.isPunctuation("{") && peek(1).kind == .identifier
            && (peek(1).text == "willSet" || peek(1).text == "didSet")
            && (peek(2).isPunctuation("{") || peek(2).isPunctuation("("))
    }

    /// `{ willSet { … } didSet(old) { … } }` after a stored property.
    mutating func parsePropertyObservers() -> [PropertyObserver] {
        let open = advance()
        var observers: [PropertyObserver] = []
        while current.kind == .identifier, current.text == "willSet" || current.text == "didSet" {
            let accessor = advance()
            let isWillSet = accessor.text == "willSet"
            var parameter = isWillSet ? "newValue" : "oldValue"
            if current.isPunctuation("(") {
                advance()
                if current.kind == .identifier { parameter = advance().text }
                expect(")", "expected ')' after the observer's parameter name")
            }
            let (body, end) = parseBlock("'\(accessor.text)' body")
            observers.append(
                PropertyObserver(
                    isWillSet: isWillSet, parameter: parameter, body: body, range: accessor.range, end: end))
        }
        _ = closeBrace(opening: open, what: "at end of property observers")
        return observers
    }

    /// The hidden method that runs an observer of `property`: `·willSet·name(_ newValue: T)` or
    /// `·didSet·name(_ oldValue: T)`, changing the instance as a mutating method does (a View's are not: they write
    /// its `@State`, as its other methods do).
    mutating func observerMethod(
        _ observer: PropertyObserver, of property: VariableDecl, changesSelf: Bool
    ) -> Stmt? {
        guard let type = property.type ?? Parser.literalType(of: property.initializer) else {
            diagnostics.error(
                "property observers need the property's type written", at: property.nameRange,
                hint: "write 'var \(property.name): Int = …'")
            return nil
        }
        let parameter = FunctionDecl.Parameter(
            label: nil, name: observer.parameter, type: type, defaultValue: nil, range: observer.range)
        var function = FunctionDecl(
            name: Parser.observerName(willSet: observer.isWillSet, property.name), nameRange: observer.range,
            parameters: [parameter], returnType: nil, body: observer.body, bodyEnd: observer.end,
            range: observer.range.union(observer.end))
        function.isMutating = changesSelf
        return Stmt(kind: .function(function), range: function.range)
    }

    /// The observer methods of the observed properties among a type's `members`.
    mutating func observerMethods(declaredIn members: [Stmt], changesSelf: Bool) -> [Stmt] {
        members.flatMap { member -> [Stmt] in
            guard case .variable(let property) = member.kind,
                let observers = observedProperties.removeValue(forKey: property.nameRange.start.offset)
            else { return [] }
            return observers.compactMap { observerMethod($0, of: property, changesSelf: changesSelf) }
        }
    }

    static func observerName(willSet: Bool, _ property: String) -> String {
        "\(willSet ? "·willSet·" : "·didSet·")\(property)"
    }

    /// The type a literal initial value gives an unannotated property (`var count = 0` is an Int), the type a call
    /// of a type's initialiser names (`var model = Model()`), or the type a member is named through
    /// (`var mode = Mode.all`).
    static func literalType(of value: Expr?) -> TypeSyntax? {
        guard let value else { return nil }
        let name: String? =
            switch value.kind {
            case .integer: "Int"
            case .float: "Double"
            case .string: "String"
            case .bool: "Bool"
            case .prefix("-", let operand):
                literalType(of: operand).flatMap { if case .named(let n) = $0.kind { n } else { nil } }
            case .call(let callee, _, _, _):
                callee.identifierName.flatMap { $0.first?.isUppercase == true ? $0 : nil }
            // `var selection = Selection.all { didSet { … } }`: a case or static member named through its type is of
            // that type (TSPL "Enumerations": `Type.case`; "Properties": Type Properties of the type itself).
            case .member(let base, _, _, _):
                base.identifierName.flatMap { $0.first?.isUppercase == true ? $0 : nil }
            default: nil
            }
        return name.map { TypeSyntax(kind: .named($0), range: value.range) }
    }
}
