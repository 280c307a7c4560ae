// MetalParser.swift: recursive descent over the preprocessed tokens, for the MSL subset's grammar (C++ expression
// precedence, MSL spec §3; declarations §2, §4–5). Type names are a closed set plus declared structs, which settles
// `(T)x` casts against parenthesised expressions and `T(args)` constructors against calls. Status: complete for the
// subset; templates, lambdas, `goto` and pointers beyond parameters are located errors.

struct MetalParser {
    var tokens: [Token]
    var pos = 0
    var structNames: Set<String> = []
    let end: SourceLocation
    /// Nesting of statements and expressions being parsed (docs/ARCHITECTURE.md "Limits are counters").
    var depth = 0
    static let maximumDepth = 200

    mutating func enter() throws(CompileFailure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw CompileFailure(
                here, "nested too deeply (more than \(Self.maximumDepth) levels)",
                hint: "split the expression into local variables")
        }
    }

    init(tokens: [Token]) {
        self.tokens = tokens
        var e = tokens.last?.at ?? .none
        e.column += max(1, tokens.last?.text.utf8.count ?? 1)
        e.length = 1
        end = e
    }

    static let scalarNames: Set<String> = [
        "bool", "int", "uint", "half", "float", "short", "ushort", "char", "uchar", "int32_t", "uint32_t", "int16_t",
        "uint16_t", "int8_t", "uint8_t", "size_t",
    ]

    static func isBuiltinTypeName(_ raw: String) -> Bool {
        let n = stripMetal(raw)
        if scalarNames.contains(n) || n == "void" || n == "sampler" || n == "texture2d" || n == "vec"
            || n == "SwiftUI::Layer" || n == "unsigned"
        {
            return true
        }
        var base = n
        if base.hasPrefix("packed_") { base.removeFirst(7) }
        for s in ["bool", "int", "uint", "half", "float", "short", "ushort", "char", "uchar"] where base.hasPrefix(s) {
            let rest = base.dropFirst(s.count)
            if rest.count == 1, let d = rest.first, "234".contains(d) { return true }
            if rest.count == 3, Array(rest)[1] == "x", "234".contains(Array(rest)[0]), "234".contains(Array(rest)[2]),
                s == "float" || s == "half"
            {
                return true
            }
        }
        return false
    }

    static func stripMetal(_ n: String) -> String {
        var n = n
        while n.hasPrefix("metal::") { n.removeFirst(7) }
        if n.hasPrefix("fast::") { n.removeFirst(6) }
        if n.hasPrefix("precise::") { n.removeFirst(9) }
        return n
    }

    // MARK: Token helpers

    var peek: Token? { pos < tokens.count ? tokens[pos] : nil }
    func peek(_ k: Int) -> Token? { pos + k < tokens.count ? tokens[pos + k] : nil }
    var here: SourceLocation { peek?.at ?? end }

    mutating func accept(_ p: String) -> Bool {
        if let t = peek, t.kind == .punct && t.text == p {
            pos += 1
            return true
        }
        return false
    }

    mutating func acceptWord(_ w: String) -> Bool {
        if let t = peek, t.isIdent(w) {
            pos += 1
            return true
        }
        return false
    }

    mutating func expect(_ p: String, _ context: String) throws(CompileFailure) {
        guard accept(p) else {
            let found = peek.map { "'\($0.text)'" } ?? "end of file"
            var at = here
            if peek == nil || p == ";" || p == ")", pos > 0 {  // point just after the previous token
                let prev = tokens[pos - 1]
                at = prev.at
                at.column += prev.text.utf8.count
                at.length = 1
            }
            throw CompileFailure(at, "expected '\(p)' \(context), found \(found)", hint: "insert '\(p)'")
        }
    }

    mutating func identifier(_ context: String) throws(CompileFailure) -> Token {
        guard let t = peek, t.kind == .identifier else {
            throw CompileFailure(here, "expected an identifier \(context)", hint: nil)
        }
        pos += 1
        return t
    }

    /// `a::b::c` starting at the current token (without consuming when `commit` is false).
    func qualifiedName(at start: Int) -> (String, Int)? {
        var k = start
        guard k < tokens.count, tokens[k].kind == .identifier else { return nil }
        var name = tokens[k].text
        k += 1
        while k + 1 < tokens.count, tokens[k].isPunct("::"), tokens[k + 1].kind == .identifier {
            name += "::" + tokens[k + 1].text
            k += 2
        }
        return (name, k)
    }

    func isTypeName(_ n: String) -> Bool {
        Self.isBuiltinTypeName(n) || structNames.contains(n) || n == "Layer"
    }

    func isTypeStart(at k: Int) -> Bool {
        guard let (n, _) = qualifiedName(at: k) else { return false }
        return isTypeName(n)
    }

    mutating func parseType() throws(CompileFailure) -> TypeRef {
        let at = here
        guard let (n, next) = qualifiedName(at: pos), isTypeName(n) else {
            throw CompileFailure(at, "expected a type, found '\(peek?.text ?? "end of file")'", hint: nil)
        }
        pos = next
        var name = Self.stripMetal(n)
        if name == "unsigned" {
            _ = acceptWord("int")
            name = "uint"
        }
        if name == "Layer" { name = "SwiftUI::Layer" }
        var args: [String] = []
        if accept("<") {
            if name != "vec" && name != "texture2d" {
                throw CompileFailure(at, "templates are not supported", hint: "write the concrete type, e.g. float2")
            }
            while let t = peek, !t.isPunct(">") {
                if t.isPunct(",") {
                    pos += 1
                    continue
                }
                guard let (a, nx) = qualifiedName(at: pos) ?? (t.kind == .integer ? (t.text, pos + 1) : nil) else {
                    throw CompileFailure(t.at, "unexpected '\(t.text)' in template arguments", hint: nil)
                }
                args.append(Self.stripMetal(a))
                pos = nx
            }
            try expect(">", "to close the template arguments")
        }
        var r = TypeRef(name: name, arguments: args, at: at)
        r.at.length = max(1, (tokens[pos - 1].at.column + tokens[pos - 1].text.utf8.count) - at.column)
        if at.line != tokens[pos - 1].at.line { r.at.length = n.utf8.count }
        return r
    }

    // MARK: Top level

    mutating func parseUnit() throws(CompileFailure) -> TranslationUnit {
        var unit = TranslationUnit()
        while let t = peek {
            if accept(";") { continue }
            if t.isIdent("using") {
                pos += 1
                _ = acceptWord("namespace")
                _ = try identifier("after 'using namespace'")
                while accept("::") { _ = try identifier("after '::'") }
                try expect(";", "after 'using namespace'")
                continue
            }
            if t.isIdent("template") {
                throw CompileFailure(t.at, "templates are not supported", hint: "write one function per concrete type")
            }
            if t.isIdent("namespace") {
                throw CompileFailure(t.at, "namespaces are not supported", hint: "declare functions at file scope")
            }
            if t.isIdent("struct") {
                unit.items.append(.structure(try parseStruct()))
                continue
            }
            if t.isIdent("typedef") {
                throw CompileFailure(
                    t.at, "'typedef' is not supported", hint: "use the type's name directly or a #define")
            }
            try parseTopDeclaration(into: &unit)
        }
        return unit
    }

    mutating func parseStruct() throws(CompileFailure) -> StructDecl {
        pos += 1
        let name = try identifier("after 'struct'")
        structNames.insert(name.text)
        try expect("{", "to open the struct")
        var fields: [VarDecl] = []
        while let t = peek, !t.isPunct("}") {
            _ = acceptWord("const")
            let type = try parseType()
            repeat {
                let f = try identifier("for a struct member")
                var d = VarDecl(
                    name: f.text, at: f.at, type: type, arraySize: nil, isArray: false, initializer: nil,
                    isConstant: false)
                if accept("[") {
                    d.isArray = true
                    d.arraySize = try parseExpression()
                    try expect("]", "after the array size")
                }
                if accept("=") { d.initializer = try parseAssignment() }
                fields.append(d)
            } while accept(",")
            try expect(";", "after a struct member")
        }
        try expect("}", "to close the struct")
        try expect(";", "after the struct declaration")
        return StructDecl(name: name.text, at: name.at, fields: fields)
    }

    mutating func skipAttributes() throws(CompileFailure) -> [String] {
        var names: [String] = []
        while let t = peek, t.isPunct("["), let n = peek(1), n.isPunct("[") {
            pos += 2
            var depth = 0
            while let a = peek {
                if a.isPunct("]") && depth == 0 { break }
                if a.isPunct("(") { depth += 1 }
                if a.isPunct(")") { depth -= 1 }
                if a.kind == .identifier && depth == 0 { names.append(a.text) }
                pos += 1
            }
            try expect("]", "to close the attribute")
            try expect("]", "to close the attribute")
        }
        while let t = peek, t.isIdent("__attribute__") {
            pos += 1
            var depth = 0
            repeat {
                guard let a = peek else { break }
                if a.isPunct("(") { depth += 1 }
                if a.isPunct(")") { depth -= 1 }
                pos += 1
            } while depth > 0
        }
        return names
    }

    mutating func parseTopDeclaration(into unit: inout TranslationUnit) throws(CompileFailure) {
        var attrs = try skipAttributes()
        var isConstant = false
        var sawQualifier = false
        while let t = peek, t.kind == .identifier,
            ["static", "inline", "constexpr", "constant", "const", "extern", "fragment", "kernel", "vertex"].contains(
                t.text)
        {
            if t.text == "kernel" || t.text == "vertex" || t.text == "fragment" {
                throw CompileFailure(
                    t.at, "'\(t.text)' functions are not SwiftUI shaders", hint: "mark the function [[ stitchable ]]")
            }
            if t.text == "constant" || t.text == "constexpr" || t.text == "const" { isConstant = true }
            sawQualifier = true
            pos += 1
        }
        attrs += try skipAttributes()
        let type = try parseType()
        let name = try identifier("for a declaration")
        if accept("(") {
            var params: [ParamDecl] = []
            if !(peek?.isPunct(")") ?? false) && !(peek?.isIdent("void") == true && peek(1)?.isPunct(")") == true) {
                repeat { params.append(try parseParam()) } while accept(",")
            } else if peek?.isIdent("void") == true {
                pos += 1
            }
            try expect(")", "to close the parameter list")
            _ = try skipAttributes()
            var body: Stmt?
            if !accept(";") {
                guard peek?.isPunct("{") == true else {
                    throw CompileFailure(here, "expected '{' to start the body of '\(name.text)'", hint: "insert '{'")
                }
                body = try parseBlock()
            }
            unit.items.append(
                .function(
                    FunctionDecl(
                        name: name.text, at: name.at, returnType: type, params: params, body: body,
                        stitchable: attrs.contains("stitchable"))))
            return
        }
        _ = sawQualifier
        var decls: [VarDecl] = []
        var first = true
        repeat {
            let n = first ? name : try identifier("for a declaration")
            first = false
            decls.append(try parseDeclarator(name: n, type: type, isConstant: isConstant))
        } while accept(",")
        try expect(";", "after the declaration")
        unit.items.append(.constant(decls))
    }

    mutating func parseParam() throws(CompileFailure) -> ParamDecl {
        var space: String?
        while let t = peek, t.kind == .identifier,
            ["const", "device", "constant", "thread", "threadgroup", "volatile"].contains(t.text)
        {
            if t.text != "const" { space = t.text }
            pos += 1
        }
        let type = try parseType()
        _ = acceptWord("const")
        var isPointer = false
        var isRef = false
        if accept("*") { isPointer = true }
        if accept("&") { isRef = true }
        _ = acceptWord("const")
        var name = "_"
        var at = type.at
        if let t = peek, t.kind == .identifier {
            name = t.text
            at = t.at
            pos += 1
        }
        if accept("[") {
            throw CompileFailure(
                here, "array parameters are not supported", hint: "pass a 'device const T*' from .floatArray")
        }
        _ = try skipAttributes()
        var def: Expr?
        if accept("=") { def = try parseAssignment() }
        return ParamDecl(
            name: name, at: at, type: type, addressSpace: space, isPointer: isPointer, isReference: isRef,
            defaultValue: def)
    }

    mutating func parseDeclarator(name: Token, type: TypeRef, isConstant: Bool) throws(CompileFailure) -> VarDecl {
        var d = VarDecl(
            name: name.text, at: name.at, type: type, arraySize: nil, isArray: false, initializer: nil,
            isConstant: isConstant)
        if accept("[") {
            d.isArray = true
            if !accept("]") {
                d.arraySize = try parseExpression()
                try expect("]", "after the array size")
            }
            if accept("[") {
                throw CompileFailure(
                    tokens[pos - 1].at, "multidimensional arrays are not supported", hint: "flatten to one index")
            }
        }
        if accept("=") {
            if let t = peek, t.isPunct("{") {
                d.initializer = try parseBraceList()
            } else {
                d.initializer = try parseAssignment()
            }
        } else if let t = peek, t.isPunct("(") {
            pos += 1
            var args: [Expr] = []
            if !accept(")") {
                repeat { args.append(try parseAssignment()) } while accept(",")
                try expect(")", "to close the initialiser")
            }
            d.initializer = Expr(.construct(type, args), at: t.at)
        } else if let t = peek, t.isPunct("{") {
            let list = try parseBraceList()
            if case .list(let items) = list.kind, !d.isArray {
                d.initializer = Expr(.construct(type, items), at: t.at)
            } else {
                d.initializer = list
            }
        }
        return d
    }

    mutating func parseBraceList() throws(CompileFailure) -> Expr {
        try enter()
        defer { depth -= 1 }
        let at = here
        try expect("{", "to open the initialiser list")
        var items: [Expr] = []
        while let t = peek, !t.isPunct("}") {
            items.append(t.isPunct("{") ? try parseBraceList() : try parseAssignment())
            if !accept(",") { break }
        }
        try expect("}", "to close the initialiser list")
        return Expr(.list(items), at: at)
    }

    // MARK: Statements

    mutating func parseBlock() throws(CompileFailure) -> Stmt {
        try expect("{", "to open a block")
        var body: [Stmt] = []
        while let t = peek, !t.isPunct("}") { body.append(try parseStatement()) }
        try expect("}", "to close the block")
        return .block(body)
    }

    func startsDeclaration() -> Bool {
        var k = pos
        var addressSpace = false
        while k < tokens.count, tokens[k].kind == .identifier,
            ["const", "constexpr", "thread", "static", "constant", "device"].contains(tokens[k].text)
        {
            if tokens[k].text == "device" || tokens[k].text == "constant" { addressSpace = true }
            k += 1
        }
        guard let (n, next) = qualifiedName(at: k), isTypeName(n) else { return false }
        var j = next
        if j < tokens.count, tokens[j].isPunct("<") {  // vec<float, 2> x
            while j < tokens.count && !tokens[j].isPunct(">") { j += 1 }
            j += 1
        }
        if n == "unsigned", j < tokens.count, tokens[j].isIdent("int") { j += 1 }
        if addressSpace, j + 1 < tokens.count, tokens[j].isPunct("*") { j += 1 }  // device const float *p
        return j < tokens.count && tokens[j].kind == .identifier
    }

    mutating func parseStatement() throws(CompileFailure) -> Stmt {
        try enter()
        defer { depth -= 1 }
        guard let t = peek else { throw CompileFailure(end, "unexpected end of file", hint: "a '}' is missing") }
        if t.isPunct("{") { return try parseBlock() }
        if accept(";") { return .empty }
        if t.kind == .identifier {
            switch t.text {
            case "if":
                pos += 1
                try expect("(", "after 'if'")
                let c = try parseExpression()
                try expect(")", "after the condition")
                let a = try parseStatement()
                var b: Stmt?
                if acceptWord("else") { b = try parseStatement() }
                return .ifElse(c, a, b, t.at)
            case "for":
                pos += 1
                try expect("(", "after 'for'")
                var initStmt: Stmt?
                if !accept(";") {
                    if startsDeclaration() {
                        initStmt = try parseDeclarationStatement()
                    } else {
                        initStmt = .expression(try parseExpression())
                        try expect(";", "after the loop initialiser")
                    }
                }
                let c = (peek?.isPunct(";") ?? false) ? nil : try parseExpression()
                try expect(";", "after the loop condition")
                let step = (peek?.isPunct(")") ?? false) ? nil : try parseExpression()
                try expect(")", "to close the loop header")
                return .forLoop(initStmt, c, step, try parseStatement(), t.at)
            case "while":
                pos += 1
                try expect("(", "after 'while'")
                let c = try parseExpression()
                try expect(")", "after the condition")
                return .whileLoop(c, try parseStatement(), t.at)
            case "do":
                pos += 1
                let body = try parseStatement()
                guard acceptWord("while") else {
                    throw CompileFailure(here, "expected 'while' after the do body", hint: nil)
                }
                try expect("(", "after 'while'")
                let c = try parseExpression()
                try expect(")", "after the condition")
                try expect(";", "after do … while")
                return .doWhile(body, c, t.at)
            case "break":
                pos += 1
                try expect(";", "after 'break'")
                return .breakStmt(t.at)
            case "continue":
                pos += 1
                try expect(";", "after 'continue'")
                return .continueStmt(t.at)
            case "return":
                pos += 1
                if accept(";") { return .returnStmt(nil, t.at) }
                let e = try parseExpression()
                try expect(";", "after the return value")
                return .returnStmt(e, t.at)
            case "switch":
                pos += 1
                return try parseSwitch(at: t.at)
            case "case", "default":
                throw CompileFailure(
                    t.at, "'\(t.text)' label not in a switch statement",
                    hint: "labels belong directly inside switch { … }")
            case "goto", "discard_fragment", "try", "throw", "new", "delete":
                throw CompileFailure(
                    t.at, "'\(t.text)' is not supported in SwiftUI shaders",
                    hint: "Metal shader functions have no goto, exceptions or dynamic memory; use if, loops and return")
            default:
                if startsDeclaration() { return try parseDeclarationStatement() }
            }
        }
        let e = try parseExpression()
        try expect(";", "after the expression")
        return .expression(e)
    }

    /// `switch (e) { case k: … default: … }` after the keyword: labels start sections, statements follow them.
    mutating func parseSwitch(at: SourceLocation) throws(CompileFailure) -> Stmt {
        try expect("(", "after 'switch'")
        let selector = try parseExpression()
        try expect(")", "after the switch value")
        try expect("{", "to open the switch body")
        var sections: [SwitchSection] = []
        while let t = peek, !t.isPunct("}") {
            if t.isIdent("case") || t.isIdent("default") {
                pos += 1
                let value = t.isIdent("case") ? try parseConditional() : nil
                try expect(":", "after the case label")
                if let last = sections.last, last.body.isEmpty {
                    sections[sections.count - 1].labels.append((value, value?.at ?? t.at))
                } else {
                    sections.append(SwitchSection(labels: [(value, value?.at ?? t.at)], body: []))
                }
                continue
            }
            guard !sections.isEmpty else {
                throw CompileFailure(
                    t.at, "statement in a switch before its first case label is never run",
                    hint: "put a 'case …:' or 'default:' label before it")
            }
            sections[sections.count - 1].body.append(try parseStatement())
        }
        try expect("}", "to close the switch body")
        return .switchStmt(selector, sections, at)
    }

    mutating func parseDeclarationStatement() throws(CompileFailure) -> Stmt {
        var isConst = false
        var addressSpace = false
        while let t = peek, t.kind == .identifier,
            ["const", "constexpr", "thread", "static", "constant", "device"].contains(t.text)
        {
            if t.text != "thread" { isConst = true }
            if t.text == "device" || t.text == "constant" { addressSpace = true }
            pos += 1
        }
        let type = try parseType()
        var decls: [VarDecl] = []
        repeat {
            var isPointer = false
            if let p = peek, p.isPunct("*") || p.isPunct("&") {
                guard p.isPunct("*"), addressSpace else {
                    throw CompileFailure(
                        p.at, "local pointers and references are not supported",
                        hint: p.isPunct("*")
                            ? "a pointer into an argument buffer is 'device const \(type.name) *name = …'"
                            : "copy the value into a local")
                }
                pos += 1
                isPointer = true
            }
            let n = try identifier("for a declaration")
            var d = try parseDeclarator(name: n, type: type, isConstant: isConst)
            d.isPointer = isPointer
            decls.append(d)
        } while accept(",")
        try expect(";", "after the declaration")
        return .declaration(decls)
    }

    // MARK: Expressions

    mutating func parseExpression() throws(CompileFailure) -> Expr {
        var e = try parseAssignment()
        while let t = peek, t.isPunct(",") {
            pos += 1
            e = Expr(.comma(e, try parseAssignment()), at: t.at)
        }
        return e
    }

    static let assignOps: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    mutating func parseAssignment() throws(CompileFailure) -> Expr {
        let lhs = try parseConditional()
        if let t = peek, t.kind == .punct, Self.assignOps.contains(t.text) {
            pos += 1
            return Expr(.assign(t.text, lhs, try parseAssignment()), at: t.at)
        }
        return lhs
    }

    mutating func parseConditional() throws(CompileFailure) -> Expr {
        let c = try parseBinary(1)
        if let t = peek, t.isPunct("?") {
            pos += 1
            let a = try parseExpression()
            try expect(":", "in the conditional expression")
            return Expr(.ternary(c, a, try parseConditional()), at: t.at)
        }
        return c
    }

    static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8,
        "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    mutating func parseBinary(_ minPrec: Int) throws(CompileFailure) -> Expr {
        var lhs = try parseUnary()
        while let t = peek, t.kind == .punct, let p = Self.precedence[t.text], p >= minPrec {
            pos += 1
            let rhs = try parseBinary(p + 1)
            lhs = Expr(.binary(t.text, lhs, rhs), at: t.at)
        }
        return lhs
    }

    mutating func parseUnary() throws(CompileFailure) -> Expr {
        try enter()
        defer { depth -= 1 }
        guard let t = peek else { throw CompileFailure(end, "expected an expression", hint: nil) }
        if t.kind == .punct, ["-", "+", "!", "~", "++", "--"].contains(t.text) {
            pos += 1
            return Expr(.unary(t.text, try parseUnary()), at: t.at)
        }
        if t.isPunct("*") || t.isPunct("&") {
            throw CompileFailure(
                t.at, "pointer \(t.text == "*" ? "dereference" : "address-of") is not supported",
                hint: "index the argument buffer: values[i]")
        }
        let spaces = ["device", "constant"]
        if t.isPunct("("), let next = peek(1),
            spaces.contains(next.text) || (next.isIdent("const") && spaces.contains(peek(2)?.text ?? ""))
        {
            // `(device const T *)p`, qualifiers in any order (MSL spec §4: address spaces).
            pos += 1
            while let q = peek, ["device", "constant", "const"].contains(q.text) { pos += 1 }
            let type = try parseType()
            try expect("*", "in the pointer cast")
            try expect(")", "to close the pointer cast")
            return Expr(.pointerCast(type, try parseUnary()), at: t.at)
        }
        if t.isPunct("("), isTypeStart(at: pos + 1) {
            let save = pos
            pos += 1
            let type = try parseType()
            if accept(")") {
                return Expr(.cast(type, try parseUnary()), at: t.at)
            }
            pos = save
        }
        return try parsePostfix()
    }

    mutating func parsePostfix() throws(CompileFailure) -> Expr {
        var e = try parsePrimary()
        while let t = peek {
            if t.isPunct("[") {
                pos += 1
                let i = try parseExpression()
                try expect("]", "after the index")
                e = Expr(.index(e, i), at: t.at)
            } else if t.isPunct(".") || t.isPunct("->") {
                if t.isPunct("->") { throw CompileFailure(t.at, "'->' is not supported", hint: "use '.'") }
                pos += 1
                let m = try identifier("after '.'")
                e = Expr(.member(e, m.text, m.at), at: m.at)
            } else if t.isPunct("(") {
                pos += 1
                var args: [Expr] = []
                if !accept(")") {
                    repeat { args.append(try parseAssignment()) } while accept(",")
                    try expect(")", "to close the argument list")
                }
                e = Expr(.call(e, args), at: e.at)
            } else if t.isPunct("++") || t.isPunct("--") {
                pos += 1
                e = Expr(.postfix(t.text, e), at: t.at)
            } else {
                break
            }
        }
        return e
    }

    mutating func parsePrimary() throws(CompileFailure) -> Expr {
        guard let t = peek else { throw CompileFailure(end, "expected an expression, found end of file", hint: nil) }
        switch t.kind {
        case .integer:
            pos += 1
            var s = Substring(t.text.lowercased())
            var unsigned = false
            while let l = s.last, l == "u" || l == "l" {
                if l == "u" { unsigned = true }
                s.removeLast()
            }
            let v = s.hasPrefix("0x") ? UInt64(s.dropFirst(2), radix: 16) : UInt64(s)
            guard let v else { throw CompileFailure(t.at, "integer literal is too large", hint: nil) }
            return Expr(.integer(v, unsigned: unsigned), at: t.at)
        case .floating:
            pos += 1
            var s = Substring(t.text.lowercased())
            var half = false
            while let l = s.last, l == "f" || l == "h" {
                if l == "h" { half = true }
                s.removeLast()
            }
            guard let v = Double(s.hasPrefix(".") ? "0" + s : s.hasSuffix(".") ? s + "0" : s) else {
                throw CompileFailure(t.at, "invalid floating literal", hint: nil)
            }
            return Expr(.floating(v, half: half), at: t.at)
        case .string, .angledHeader:
            throw CompileFailure(t.at, "string literals are not supported", hint: nil)
        case .punct:
            if t.isPunct("(") {
                pos += 1
                let e = try parseExpression()
                try expect(")", "to close the parenthesis")
                return e
            }
            if t.isPunct("{") { return try parseBraceList() }
            if t.isPunct("[") {
                throw CompileFailure(t.at, "lambdas and attributes here are not supported", hint: nil)
            }
            throw CompileFailure(t.at, "expected an expression, found '\(t.text)'", hint: nil)
        case .identifier:
            if t.text == "true" || t.text == "false" {
                pos += 1
                return Expr(.boolean(t.text == "true"), at: t.at)
            }
            if t.text == "static_cast" {
                pos += 1
                try expect("<", "after static_cast")
                let type = try parseType()
                try expect(">", "after the target type")
                try expect("(", "after static_cast<T>")
                let e = try parseExpression()
                try expect(")", "to close static_cast")
                return Expr(.cast(type, e), at: t.at)
            }
            if ["reinterpret_cast", "const_cast", "dynamic_cast", "as_type", "sizeof", "this", "operator"].contains(
                t.text)
            {
                throw CompileFailure(t.at, "'\(t.text)' is not supported", hint: nil)
            }
            if isTypeStart(at: pos) {
                let type = try parseType()
                if let p = peek, p.isPunct("(") {
                    pos += 1
                    var args: [Expr] = []
                    if !accept(")") {
                        repeat { args.append(try parseAssignment()) } while accept(",")
                        try expect(")", "to close the constructor")
                    }
                    return Expr(.construct(type, args), at: type.at)
                }
                if let p = peek, p.isPunct("{") {
                    guard case .list(let items) = try parseBraceList().kind else { fatalError() }
                    return Expr(.construct(type, items), at: type.at)
                }
                throw CompileFailure(
                    here, "expected '(' after type '\(type.name)'", hint: "construct a value: \(type.name)(…)")
            }
            let (n, next) = qualifiedName(at: pos)!
            var at = t.at
            at.length = n.utf8.count
            pos = next
            return Expr(.name(Self.stripMetal(n)), at: at)
        }
    }
}
