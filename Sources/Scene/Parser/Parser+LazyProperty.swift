// Parser+LazyProperty.swift: `lazy var x: T = e` whose initial value uses the instance (`self.rate`, a method, or a
// closure capturing `self`), which a stored property's default value cannot: Swift runs a lazy property's
// initializer on first access, when `self` exists.
// Rule: The Swift Programming Language, "Properties": Lazy Stored Properties ("a property whose initial value isn't
// calculated until the first time it's used"; "you can refer to self in a lazy property's initializer"). The
// property becomes a hidden optional storage `·lazy·x: T? = nil` and a computed `x: T { ·lazy·x ?? e }` whose setter
// stores the new value (Checker+PropertySetter). A scene's expressions are functions of the instance, so every read
// before the first assignment gives the value the first read computed, as the once-only initializer would.
// In a class the getter stores what the first read computed, so the initializer runs once; a struct's getter cannot
// (it is not `mutating` here), so there every read before the first assignment computes the value again.
// Status: lazy properties with a written type (or a literal value) whose initializer uses the instance; the others
// stay stored properties initialized with the instance, which gives the same values. Not yet: a struct's lazy
// initializer with side effects, or one whose inputs change before the first assignment.

extension Parser {
    /// The type's members with each lazy property that reads the instance rewritten.
    mutating func lazyProperties(_ members: [Stmt], isClass: Bool) -> [Stmt] {
        guard members.contains(where: { if case .variable(let v) = $0.kind { v.isLazy } else { false } }) else {
            return members
        }
        var memberNames: Set<String> = ["self"]
        for member in members {
            switch member.kind {
            case .variable(let v): memberNames.insert(v.name)
            case .function(let f): memberNames.insert(f.name)
            default: break
            }
        }
        var rewritten: [Stmt] = []
        for member in members {
            guard case .variable(let v) = member.kind, v.isLazy, v.getter == nil, let value = v.initializer,
                let type = v.type ?? Parser.literalType(value), usesInstance(value, memberNames.subtracting([v.name]))
            else {
                rewritten.append(member)
                continue
            }
            let storageName = "·lazy·" + v.name
            var storage = VariableDecl(
                isLet: false, name: storageName, nameRange: v.nameRange,
                type: TypeSyntax(kind: .optional(type), range: type.range), initializer: Expr(.nil, v.nameRange),
                getter: nil, getterEnd: nil, range: v.range)
            storage.isPrivate = true
            rewritten.append(Stmt(kind: .variable(storage), range: member.range))
            let stored = Expr(.identifier(storageName), v.nameRange)
            var getter = [
                Stmt(
                    kind: .return(Expr(.binary("??", stored, value, operatorRange: v.nameRange), value.range)),
                    range: value.range)
            ]
            if isClass {
                // An object's getter can store: the first read runs the initialiser and keeps its value, so later
                // reads see that value even when what it read has changed since (`if ·lazy·x == nil { ·lazy·x = e }`
                // then `return ·lazy·x!`).
                let isNil = Expr(
                    .binary("==", stored, Expr(.nil, v.nameRange), operatorRange: v.nameRange), v.nameRange)
                let store = Stmt(
                    kind: .assignment(target: stored, op: "=", value: value, operatorRange: v.nameRange),
                    range: value.range)
                getter = [
                    Stmt(
                        kind: .if(IfStmt(conditions: [isNil], then: [store], otherwise: nil, range: value.range)),
                        range: value.range),
                    Stmt(kind: .return(Expr(.forceUnwrap(stored), v.nameRange)), range: value.range),
                ]
            }
            var computed = VariableDecl(
                isLet: false, name: v.name, nameRange: v.nameRange, type: type, initializer: nil,
                getter: getter, getterEnd: v.range, range: v.range)
            computed.isPrivate = v.isPrivate
            rewritten.append(Stmt(kind: .variable(computed), range: member.range))
            let newValue = Expr(.identifier("newValue"), v.nameRange)
            let assignment = Stmt(
                kind: .assignment(target: stored, op: "=", value: newValue, operatorRange: v.nameRange), range: v.range)
            rewritten.append(
                Parser.setterMethod(v.name, type: type, parameter: "newValue", body: [assignment], at: v))
        }
        return rewritten
    }

    /// Whether the tokens of `value` (string interpolations included) name `self` or another member of the type.
    private func usesInstance(_ value: Expr, _ memberNames: Set<String>) -> Bool {
        let start = value.range.start.offset
        let end = value.range.end.offset
        func names(_ tokens: [Token]) -> Bool {
            tokens.contains { token in
                if token.kind == .string {
                    return token.segments.contains {
                        if case .interpolation(let inner, _) = $0 { names(inner) } else { false }
                    }
                }
                return (token.kind == .keyword(.self) || token.kind == .identifier) && memberNames.contains(token.text)
            }
        }
        return names(tokens.filter { $0.range.start.offset >= start && $0.range.end.offset <= end })
    }
}
