// Parser+ClassInheritance.swift: `class Bicycle: Vehicle { override func … }` where Vehicle is one of the file's
// classes: the subclass has the superclass's stored properties, methods and computed properties, its own overrides
// replace them, `super.name` reaches the superclass's version, and a subclass that declares no initialiser inherits
// the superclass's.
// Rule: The Swift Programming Language, "Inheritance" (Subclassing; Overriding: "accessing superclass methods,
// properties, and subscripts" with `super`) and "Initialization" (Automatic Initializer Inheritance, rule 1: "if your
// subclass doesn't define any designated initializers, it automatically inherits all of its superclass designated
// initializers"). Each class is read as a type with its inherited members copied in; the superclass's version of a
// member the subclass overrides is kept as `Sub·super·name` (a name a scene cannot write), which `super.name` in the
// subclass's body reads; `super.init(…)` builds a superclass instance and copies its stored properties. A subclass
// instance is not a value of its superclass here: `let v: Vehicle = Bicycle()` is a type error (no subtyping).

extension Parser {
    /// The hidden name `super.name` written in class `owner` reads.
    static func superName(_ name: String, in owner: String) -> String { "\(owner)·super·\(name)" }

    /// The tokens with each `super.name` inside a class body turned into `self.Owner·super·name` (Owner the
    /// innermost class whose body holds it).
    static func resolvingSuper(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.kind == .identifier && $0.text == "super" }) else { return tokens }
        var result = tokens
        // The classes whose bodies are open, with the brace depth at which each body opened.
        var open: [(name: String, depth: Int)] = []
        var pendingClass: String?
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .identifier, token.text == "class" || token.text == "actor",
                index + 1 < tokens.count, tokens[index + 1].kind == .identifier
            {
                pendingClass = tokens[index + 1].text
            } else if token.isPunctuation("{") {
                depth += 1
                if let name = pendingClass {
                    open.append((name, depth))
                    pendingClass = nil
                }
            } else if token.isPunctuation("}") {
                if open.last?.depth == depth { open.removeLast() }
                depth -= 1
            } else if token.kind == .identifier, token.text == "super", let owner = open.last?.name,
                index + 2 < tokens.count, tokens[index + 1].isPunctuation("."), let member = tokens[index + 2].labelText
            {
                result[index].kind = .keyword(.self)
                result[index].text = "self"
                result[index + 2].kind = .identifier
                result[index + 2].text = superName(member, in: owner)
            }
        }
        return result
    }

    /// The file with each class that inherits from one of the file's classes given the members it inherits.
    static func inheritingSuperclasses(_ statements: [Stmt]) -> [Stmt] {
        var classes: [String: StructDecl] = [:]
        for statement in statements {
            if case .structure(let s) = statement.kind, s.isClass { classes[s.name] = s }
        }
        guard classes.values.contains(where: { s in s.conformances.contains { classes[$0.name] != nil } }) else {
            return statements
        }
        var resolved: [String: StructDecl] = [:]
        func resolve(_ name: String, visiting: Set<String>) -> StructDecl? {
            if let done = resolved[name] { return done }
            guard var s = classes[name], !visiting.contains(name) else { return classes[name] }
            if let superclass = s.conformances.first(where: { classes[$0.name] != nil }),
                let parent = resolve(superclass.name, visiting: visiting.union([name]))
            {
                s.conformances.removeAll { $0.name == superclass.name }
                s.members = inherited(parent, into: s)
            }
            resolved[name] = s
            return s
        }
        return statements.map { statement in
            guard case .structure(let s) = statement.kind, s.isClass, let done = resolve(s.name, visiting: [])
            else { return statement }
            return Stmt(kind: .structure(done), range: statement.range)
        }
    }

    /// `child`'s members after inheriting `parent`'s: the parent's stored properties first, then its other members
    /// the child does not override, then the child's own, then the parent's versions of what the child overrides
    /// (and of its initialisers) under their `super` names.
    private static func inherited(_ parent: StructDecl, into child: StructDecl) -> [Stmt] {
        func key(_ member: Stmt) -> String? {
            switch member.kind {
            case .variable(let v): v.name
            case .function(let f): f.name + "(" + f.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            default: nil
            }
        }
        let own = Set(child.members.compactMap(key))
        let ownInitializers = child.members.contains { if case .function(let f) = $0.kind { f.name == "init" } else { false } }
        var inheritedMembers: [Stmt] = []
        var superVersions: [Stmt] = []
        for member in parent.members {
            guard let memberKey = key(member) else { continue }
            switch member.kind {
            case .function where memberKey.hasPrefix("init("):
                if !ownInitializers { inheritedMembers.append(member) }
            case .function(var f):
                if own.contains(memberKey) {
                    f.name = superName(f.name, in: child.name)
                    superVersions.append(Stmt(kind: .function(f), range: member.range))
                } else {
                    inheritedMembers.append(member)
                }
            case .variable(var v):
                if own.contains(memberKey), v.getter != nil {
                    v.name = superName(v.name, in: child.name)
                    superVersions.append(Stmt(kind: .variable(v), range: member.range))
                } else if !own.contains(memberKey) {
                    inheritedMembers.append(member)
                }
            default:
                inheritedMembers.append(member)
            }
        }
        let parentStored = parent.members.compactMap { member -> String? in
            if case .variable(let v) = member.kind, v.getter == nil, v.staticOwner == nil { v.name } else { nil }
        }
        let ownMembers = child.members.map { member -> Stmt in
            guard case .function(var f) = member.kind, f.name == "init" else { return member }
            f.body = callingSuperInit(f.body, parent: parent.name, stored: parentStored, in: child.name)
            return Stmt(kind: .function(f), range: member.range)
        }
        return inheritedMembers + ownMembers + superVersions
    }

    /// An initialiser's body with `super.init(args)` (read as `self.Child·super·init(args)`) replaced by
    /// `let ·super = Parent(args)` and `self.p = ·super.p` for each of the parent's stored properties: the parent's
    /// initialiser fills in its part of the instance.
    private static func callingSuperInit(_ body: [Stmt], parent: String, stored: [String], in child: String) -> [Stmt] {
        body.flatMap { statement -> [Stmt] in
            guard case .expression(let e) = statement.kind,
                case .call(let callee, let arguments, let trailing, let close) = e.kind,
                case .member(let base, let name, _, _) = callee.kind, case .self = base.kind,
                name == superName("init", in: child)
            else { return [statement] }
            let r = statement.range
            let construct = Expr(
                .call(Expr(.identifier(parent), callee.range), arguments, trailingClosure: trailing, closeParen: close),
                e.range)
            let hidden = "·super"
            var out = [
                Stmt(
                    kind: .variable(
                        VariableDecl(
                            isLet: true, name: hidden, nameRange: r, type: nil, initializer: construct, getter: nil,
                            getterEnd: nil, range: r)), range: r)
            ]
            for property in stored {
                let target = Expr(.member(Expr(.self, r), property, nameRange: r, dot: r.start), r)
                let value = Expr(.member(Expr(.identifier(hidden), r), property, nameRange: r, dot: r.start), r)
                out.append(Stmt(kind: .assignment(target: target, op: "=", value: value, operatorRange: r), range: r))
            }
            return out
        }
    }
}
