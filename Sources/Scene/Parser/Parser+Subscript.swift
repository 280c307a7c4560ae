// Parser+Subscript.swift: `subscript(row: Int, col: Int) -> Int { get { … } set { … } }` in a struct or class.
// Rule: The Swift Programming Language, "Subscripts": a subscript's parameters take no argument labels unless one is
// written explicitly (`subscript(row r: Int)`); a read-only subscript may drop `get`; the setter's parameter is
// `newValue` unless named (`set(v)`). The getter becomes a method named `subscript` and the setter a mutating method
// `subscript·set` (a name a scene cannot write) taking the new value last; Checker+Subscript calls them for `x[i]`
// and `x[i] = v`.

extension Parser {
    /// The name of the method a subscript's setter becomes.
    static let subscriptSetter = setterName(of: "subscript")

    /// The name of the mutating method a settable property's (or subscript's) setter becomes: a name a scene cannot
    /// write.
    static func setterName(of property: String) -> String { property + "·set" }

    /// `subscript(…) -> T { body }` at `subscript`: the getter method; the setter, if any, follows as a pending
    /// statement.
    mutating func parseSubscript() -> Stmt {
        let statement = parseFunction()
        guard case .function(var getter) = statement.kind else { return statement }
        for index in getter.parameters.indices where getter.parameters[index].label == getter.parameters[index].name {
            getter.parameters[index].label = nil
        }
        var getBody = getter.body
        var setBody: [Stmt]?
        var newValueName = "newValue"
        for accessor in getter.body {
            guard case .expression(let e) = accessor.kind, case .call(let callee, let arguments, let closure?, _) = e.kind,
                case .identifier(let name) = callee.kind, name == "get" || name == "set"
            else { continue }
            if name == "get" {
                getBody = closure.body
            } else {
                setBody = closure.body
                if case .identifier(let written)? = arguments.first?.value.kind { newValueName = written }
            }
        }
        getter.body = getBody
        if let setBody, let type = getter.returnType {
            var setter = getter
            setter.name = Parser.subscriptSetter
            setter.returnType = nil
            setter.isMutating = true
            setter.body = setBody
            setter.parameters.append(
                FunctionDecl.Parameter(
                    label: "newValue", name: newValueName, type: type, defaultValue: nil, range: getter.nameRange))
            pendingStatements.append(Stmt(kind: .function(setter), range: statement.range))
        }
        return Stmt(kind: .function(getter), range: statement.range)
    }
}
