// MetalChecker.swift: name resolution, types, overloads and implicit conversions of one translation unit — MSL spec
// §2.22–2.23 (conversions: scalars convert implicitly, vectors never implicitly change element type or length,
// a scalar converts to a vector's element type and splats), §2.2.1 (swizzles: one name set, no repeats when written,
// within the vector's length), §3 (operators), §5.1.5 (stitchable). Errors are located and carry a hint; the first
// error of each function is kept and checking goes on with the next. Status: complete for the subset.

struct MetalChecker {
    var unit: TranslationUnit
    var path: String
    var structs: [String: StructInfo] = [:]
    var globals: [String: TExpr] = [:]
    var functions: [TFunction] = []
    var byName: [String: [Int]] = [:]
    var errors: [CompileFailure] = []

    // Per function.
    var scopes: [[String: Int]] = []
    var locals: [MType] = []
    var constLocals: Set<Int> = []
    var samplerLocals: [Int: SamplerState] = [:]
    /// Local pointers (`device const float *f = (device const float *)ptr;`) → the parameter they view.
    var pointerAliases: [Int: Int] = [:]
    var returnType = MType.void
    var loopDepth = 0
    /// Enclosing switch statements (a `break` may leave one; a `continue` may not).
    var switchDepth = 0
    var assignedStack: [Set<Int>] = []
    var callees: [(Int, SourceLocation)] = []

    init(unit: TranslationUnit, path: String) {
        self.unit = unit
        self.path = path
    }

    mutating func check() -> TypedUnit {
        var bodies: [(Int, FunctionDecl)] = []
        for item in unit.items {
            do throws(CompileFailure) {
                switch item {
                case .structure(let s):
                    var info = StructInfo(name: s.name, fieldNames: [], fieldTypes: [])
                    for f in s.fields {
                        var t = try resolve(f.type)
                        if f.isArray {
                            guard let size = f.arraySize else {
                                throw CompileFailure(f.at, "struct array member needs a size", hint: nil)
                            }
                            t = .array(t, try constantInt(size))
                        }
                        info.fieldNames.append(f.name)
                        info.fieldTypes.append(t)
                    }
                    structs[s.name] = info
                case .constant(let decls):
                    for d in decls { try declareGlobal(d) }
                case .function(let f):
                    if let index = try declare(f), f.body != nil { bodies.append((index, f)) }
                }
            } catch {
                errors.append(error)
            }
        }
        for (index, f) in bodies {
            do throws(CompileFailure) { try checkBody(index, f) } catch { errors.append(error) }
        }
        checkRecursion()
        return TypedUnit(functions: functions)
    }

    // MARK: Declarations

    func resolve(_ ref: TypeRef) throws(CompileFailure) -> MType {
        guard let t = MType.named(ref, structs: structs) else {
            throw CompileFailure(
                ref.at, "unknown type '\(ref.name)'",
                hint:
                    "types are bool, int, uint, half, float, their vectors (float2…float4), matrices (float2x2…) and declared structs"
            )
        }
        if t.element == .half || t.element == .float || t.element == .bool || t.element == .int || t.element == .uint
            || !t.isNumeric
        {
            return t
        }
        return t
    }

    mutating func constantInt(_ e: Expr) throws(CompileFailure) -> Int {
        let t = try expression(e)
        guard let v = ReferenceEvaluator.fold(t), v.count == 1,
            t.type.element?.isInteger ?? false || t.type.element == .bool
        else {
            throw CompileFailure(
                e.at, "array size must be an integer constant", hint: "write a literal or a constant int")
        }
        guard v[0] >= 1 && v[0] <= 4096 else {
            throw CompileFailure(e.at, "array size \(Int(v[0])) is out of range", hint: "1 … 4096 elements")
        }
        return Int(v[0])
    }

    mutating func declareGlobal(_ d: VarDecl) throws(CompileFailure) {
        scopes = [[:]]
        locals = []
        guard d.isConstant else {
            throw CompileFailure(
                d.at, "program-scope variable '\(d.name)' must be declared in the 'constant' address space",
                hint: "write 'constant \(d.type.name) \(d.name) = …;'")
        }
        guard let initializer = d.initializer else {
            throw CompileFailure(d.at, "constant '\(d.name)' needs an initial value", hint: nil)
        }
        let t = try declaredType(d)
        let value = try initialValue(initializer, type: t, at: d.at)
        guard let folded = ReferenceEvaluator.fold(value) else {
            throw CompileFailure(
                initializer.at, "initial value of constant '\(d.name)' is not a compile-time constant",
                hint: "use literals and other constants")
        }
        globals[d.name] = TExpr(.constant(folded), t, at: d.at)
    }

    mutating func declaredType(_ d: VarDecl) throws(CompileFailure) -> MType {
        let base = try resolve(d.type)
        if base == .void { throw CompileFailure(d.type.at, "variable has incomplete type 'void'", hint: nil) }
        guard d.isArray else { return base }
        if let size = d.arraySize { return .array(base, try constantInt(size)) }
        guard let i = d.initializer, case .list(let items) = i.kind else {
            throw CompileFailure(
                d.at, "array '\(d.name)' needs a size or an initialiser list", hint: "write \(d.name)[N]")
        }
        return .array(base, max(1, items.count))
    }

    mutating func declare(_ f: FunctionDecl) throws(CompileFailure) -> Int? {
        let ret = try resolve(f.returnType)
        var params: [TParameter] = []
        var paramLocals: [MType] = []
        scopes = [[:]]
        locals = []
        for p in f.params {
            var t = try resolve(p.type)
            if p.isPointer {
                if Self.narrowIntegers.contains(p.type.name) {
                    throw CompileFailure(
                        p.type.at, "pointers to 8- and 16-bit integers ('\(p.type.name)') are not supported",
                        hint: "declare 'device const void *\(p.name)' and read it as uint")
                }
                guard p.addressSpace == "device" || p.addressSpace == "constant" else {
                    throw CompileFailure(
                        p.at, "pointer parameter must be 'device const' or 'constant'",
                        hint: "write 'device const \(p.type.name) *\(p.name)'")
                }
                t = .pointer(t)
            }
            if p.isReference && !f.stitchable {
                throw CompileFailure(p.at, "reference parameters are not supported", hint: "return the value instead")
            }
            var def: TExpr?
            if let d = p.defaultValue {
                let v = try convert(try expression(d), to: t, at: d.at)
                guard let folded = ReferenceEvaluator.fold(v) else {
                    throw CompileFailure(d.at, "default argument must be a constant", hint: nil)
                }
                def = TExpr(.constant(folded), t, at: d.at)
            }
            params.append(TParameter(name: p.name, type: t, defaultValue: def, isOut: false))
            paramLocals.append(t)
        }
        // A prototype followed by its definition is one function.
        for i in byName[f.name] ?? [] where functions[i].parameters.map(\.type) == params.map(\.type) {
            if f.body != nil { return i }
            return nil
        }
        let fn = TFunction(
            name: f.name, path: path, at: f.at, returnType: ret, parameters: params, locals: paramLocals,
            body: .block([]),
            stitchable: f.stitchable, callees: [])
        functions.append(fn)
        byName[f.name, default: []].append(functions.count - 1)
        return functions.count - 1
    }

    mutating func checkBody(_ index: Int, _ f: FunctionDecl) throws(CompileFailure) {
        let fn = functions[index]
        scopes = [[:]]
        locals = fn.locals
        constLocals = []
        samplerLocals = [:]
        pointerAliases = [:]
        callees = []
        loopDepth = 0
        switchDepth = 0
        assignedStack = []
        returnType = fn.returnType
        for (i, p) in fn.parameters.enumerated() where p.name != "_" { scopes[0][p.name] = i }
        let body = try statement(f.body!)
        functions[index].body = body
        functions[index].locals = locals
        functions[index].callees = callees
    }

    mutating func checkRecursion() {
        var state = [Int](repeating: 0, count: functions.count)  // 0 new, 1 on stack, 2 done
        func visit(_ i: Int, _ functions: [TFunction], _ state: inout [Int], _ errors: inout [CompileFailure]) {
            state[i] = 1
            for (c, at) in functions[i].callees {
                if state[c] == 1 {
                    errors.append(
                        CompileFailure(
                            at, "recursive call to '\(functions[c].name)' is not supported",
                            hint: "Metal functions cannot recurse; rewrite as a loop"))
                } else if state[c] == 0 {
                    visit(c, functions, &state, &errors)
                }
            }
            state[i] = 2
        }
        for i in functions.indices where state[i] == 0 { visit(i, functions, &state, &errors) }
    }

    // MARK: Statements

    mutating func newLocal(_ name: String, _ type: MType, at: SourceLocation) throws(CompileFailure) -> Int {
        if scopes[scopes.count - 1][name] != nil {
            throw CompileFailure(at, "redefinition of '\(name)'", hint: "rename one of them")
        }
        locals.append(type)
        scopes[scopes.count - 1][name] = locals.count - 1
        return locals.count - 1
    }

    mutating func statement(_ s: Stmt) throws(CompileFailure) -> TStmt {
        switch s {
        case .block(let items):
            scopes.append([:])
            defer { scopes.removeLast() }
            var out: [TStmt] = []
            for i in items { out.append(try statement(i)) }
            return .block(out)
        case .declaration(let decls):
            var out: [TStmt] = []
            for d in decls {
                if d.isPointer {
                    let element = try resolve(d.type)
                    guard let i = d.initializer else {
                        throw CompileFailure(
                            d.at, "pointer '\(d.name)' needs an initial value",
                            hint: "device const \(d.type.name) *\(d.name) = (device const \(d.type.name) *)ptr;")
                    }
                    let view = try pointerView(try expression(i), as: element, at: i.at)
                    guard case .variable(let parameter) = view.kind else { continue }
                    let id = try newLocal(d.name, view.type, at: d.at)
                    pointerAliases[id] = parameter
                    continue
                }
                let t = try declaredType(d)
                if t == .sampler {
                    guard let i = d.initializer else {
                        throw CompileFailure(
                            d.at, "sampler '\(d.name)' needs its states",
                            hint: "write sampler \(d.name)(filter::linear)")
                    }
                    let v = try expression(i)
                    guard case .samplerValue(let state) = v.kind else {
                        throw CompileFailure(
                            i.at, "sampler must be initialised with sampler states",
                            hint: "write sampler(filter::linear)")
                    }
                    let id = try newLocal(d.name, t, at: d.at)
                    samplerLocals[id] = state
                    continue
                }
                if !t.isNumeric, case .array = t {
                } else if !t.isNumeric, case .structure = t {
                } else if !t.isNumeric {
                    if case .matrix = t {
                    } else {
                        throw CompileFailure(d.type.at, "local variables of type '\(t)' are not supported", hint: nil)
                    }
                }
                let value = try d.initializer.map { (e: Expr) throws(CompileFailure) -> TExpr in
                    try initialValue(e, type: t, at: d.at)
                }
                let id = try newLocal(d.name, t, at: d.at)
                if d.isConstant { constLocals.insert(id) }
                out.append(.declare(id, value))
            }
            return out.count == 1 ? out[0] : .block(out)
        case .expression(let e):
            return .expression(try expression(e))
        case .ifElse(let c, let a, let b, _):
            let cond = try condition(c)
            scopes.append([:])
            let ta = try statement(a)
            scopes.removeLast()
            scopes.append([:])
            defer { scopes.removeLast() }
            let tb = try b.map { (s: Stmt) throws(CompileFailure) -> TStmt in try statement(s) }
            return .ifElse(cond, ta, tb)
        case .forLoop(let initS, let c, let step, let body, let at):
            scopes.append([:])
            defer { scopes.removeLast() }
            let ti = try initS.map { (s: Stmt) throws(CompileFailure) -> TStmt in try statement(s) }
            assignedStack.append([])
            loopDepth += 1
            let tc = try c.map { (e: Expr) throws(CompileFailure) -> TExpr in try condition(e) }
            let ts = try step.map { (e: Expr) throws(CompileFailure) -> TExpr in try expression(e) }
            scopes.append([:])
            let tb = try statement(body)
            scopes.removeLast()
            loopDepth -= 1
            let assigned = assignedStack.removeLast()
            let loop = TStmt.loop(
                condition: tc, step: ts, body: tb, testFirst: true, assigned: assigned.sorted(), at: at)
            return ti.map { .block([$0, loop]) } ?? loop
        case .whileLoop(let c, let body, let at):
            assignedStack.append([])
            loopDepth += 1
            let tc = try condition(c)
            scopes.append([:])
            let tb = try statement(body)
            scopes.removeLast()
            loopDepth -= 1
            return .loop(
                condition: tc, step: nil, body: tb, testFirst: true, assigned: assignedStack.removeLast().sorted(),
                at: at)
        case .doWhile(let body, let c, let at):
            assignedStack.append([])
            loopDepth += 1
            scopes.append([:])
            let tb = try statement(body)
            scopes.removeLast()
            let tc = try condition(c)
            loopDepth -= 1
            return .loop(
                condition: tc, step: nil, body: tb, testFirst: false, assigned: assignedStack.removeLast().sorted(),
                at: at)
        case .breakStmt(let at):
            guard loopDepth > 0 || switchDepth > 0 else {
                throw CompileFailure(
                    at, "'break' statement not in loop or switch statement",
                    hint: "break belongs inside for, while, do or switch")
            }
            return .breakLoop
        case .continueStmt(let at):
            guard loopDepth > 0 else {
                throw CompileFailure(
                    at, "'continue' statement not in loop", hint: "break and continue belong inside for, while or do")
            }
            return .continueLoop
        case .returnStmt(let e, let at):
            if returnType == .void {
                if let e {
                    throw CompileFailure(e.at, "void function should not return a value", hint: "remove the value")
                }
                return .returnValue(nil)
            }
            guard let e else {
                throw CompileFailure(at, "non-void function should return a value", hint: "return a \(returnType)")
            }
            return .returnValue(try convert(try expression(e), to: returnType, at: e.at))
        case .switchStmt(let e, let sections, let at):
            return try switchStatement(e, sections, at: at)
        case .empty:
            return .block([])
        }
    }

    /// C++ [stmt.switch] as Clang checks it: an integer selector (promoted), integer constant labels converted to
    /// its type, no duplicate values, at most one `default`, and no label after a declaration in the same scope
    /// (a jump past an initialisation).
    mutating func switchStatement(_ e: Expr, _ sections: [SwitchSection], at: SourceLocation) throws(CompileFailure)
        -> TStmt
    {
        var selector = try expression(e)
        guard selector.type.isScalar, let el = selector.type.element, el != .half, el != .float else {
            throw CompileFailure(
                e.at, "statement requires expression of integer type ('\(selector.type)' invalid)",
                hint: selector.type.element?.isFloating == true ? "convert it: int(…)" : nil)
        }
        let type: MType = el == .uint ? .uint : .int
        selector = try convert(selector, to: type, at: e.at)
        var seen: [UInt32: SourceLocation] = [:]
        var defaultAt: SourceLocation?
        var out: [TSwitchSection] = []
        scopes.append([:])
        defer { scopes.removeLast() }
        switchDepth += 1
        defer { switchDepth -= 1 }
        var declaredAt: SourceLocation?
        for section in sections {
            var values: [UInt32] = []
            var isDefault = false
            for (value, labelAt) in section.labels {
                if let d = declaredAt {
                    throw CompileFailure(
                        labelAt, "cannot jump from switch statement to this case label",
                        hint: "the jump bypasses the variable declared at line \(d.line); put that section in { … }")
                }
                guard let value else {
                    if let first = defaultAt {
                        throw CompileFailure(
                            labelAt, "multiple default labels in one switch",
                            hint: "the first default is at line \(first.line)")
                    }
                    defaultAt = labelAt
                    isDefault = true
                    continue
                }
                let v = try expression(value)
                guard v.type.isScalar, let ve = v.type.element, ve.isInteger || ve == .bool,
                    let folded = ReferenceEvaluator.fold(try convert(v, to: type, at: value.at))
                else {
                    throw CompileFailure(
                        value.at,
                        v.type.element?.isFloating == true
                            ? "case value must be an integer, not '\(v.type)'"
                            : "case value is not a constant expression",
                        hint: "write an integer literal or a constant int")
                }
                let bits = UInt32(truncatingIfNeeded: Int64(folded[0]))
                if let previous = seen[bits] {
                    throw CompileFailure(
                        value.at, "duplicate case value '\(type == .uint ? "\(bits)" : "\(Int32(bitPattern: bits))")'",
                        hint: "the same value is a case at line \(previous.line)")
                }
                seen[bits] = value.at
                values.append(bits)
            }
            var body: [TStmt] = []
            for s in section.body {
                if case .declaration(let decls) = s, let d = decls.first { declaredAt = d.at }
                body.append(try statement(s))
            }
            out.append(TSwitchSection(values: values, isDefault: isDefault, body: .block(body)))
        }
        return .switchOf(selector, out)
    }

    mutating func condition(_ e: Expr) throws(CompileFailure) -> TExpr {
        let t = try expression(e)
        guard t.type.isScalar else {
            throw CompileFailure(
                e.at, "condition of type '\(t.type)' is not a scalar",
                hint: t.type.isVector ? "reduce it with all(…) or any(…)" : nil)
        }
        return try convert(t, to: .bool, at: e.at)
    }

    mutating func initialValue(_ e: Expr, type t: MType, at: SourceLocation) throws(CompileFailure) -> TExpr {
        if case .list(let items) = e.kind {
            switch t {
            case .array(let elem, let n):
                guard items.count <= n else {
                    throw CompileFailure(
                        items[n].at, "excess elements in array initializer", hint: "the array has \(n) elements")
                }
                var parts: [TExpr] = []
                for i in items { parts.append(try initialValue(i, type: elem, at: i.at)) }
                if items.count < n {
                    parts.append(
                        TExpr(
                            .constant(Array(repeating: 0, count: elem.slots * (n - items.count))),
                            .array(elem, n - items.count), at: e.at))
                }
                return TExpr(.construct(parts), t, at: e.at)
            default:
                return try construct(t, items, at: e.at)
            }
        }
        if case .array = t {
            throw CompileFailure(e.at, "array must be initialised with a brace list", hint: "write = { … }")
        }
        return try convert(try expression(e), to: t, at: e.at)
    }

    // MARK: Conversions

    func convert(_ e: TExpr, to t: MType, at: SourceLocation, explicit: Bool = false) throws(CompileFailure) -> TExpr {
        if e.type == t { return e }
        switch (e.type, t) {
        case (.scalar, .scalar), (.scalar, .vector):
            return TExpr(.convert(e), t, at: at)
        case (.vector(let a, let n), .vector(let b, let m))
        where n == m && (explicit || (a.isFloating && b.isFloating && false)):
            _ = (a, b)
            return TExpr(.convert(e), t, at: at)
        case (.matrix(_, let c, let r), .matrix(_, let c2, let r2)) where explicit && c == c2 && r == r2:
            return TExpr(.convert(e), t, at: at)
        default:
            var hint: String?
            if case .vector(_, let n) = e.type, case .vector(_, let m) = t, n == m {
                hint = "convert explicitly: \(t)(…)"
            }
            if case .vector = e.type, case .scalar = t { hint = "pick a component, e.g. .x" }
            throw CompileFailure(at, "cannot convert a value of type '\(e.type)' to '\(t)'", hint: hint)
        }
    }

    // MARK: Expressions

    func lookup(_ name: String) -> Int? {
        for s in scopes.reversed() { if let v = s[name] { return v } }
        return nil
    }

    func suggestion(for name: String) -> String? {
        var candidates = Set(scopes.flatMap { $0.keys })
        candidates.formUnion(globals.keys)
        candidates.formUnion(byName.keys)
        candidates.formUnion(MetalBuiltins.allNames)
        candidates.formUnion(MetalBuiltins.constants.keys)
        var best: (String, Int)?
        for c in candidates {
            let d = editDistance(name, c)
            if d <= max(1, name.count / 3), best == nil || d < best!.1 { best = (c, d) }
        }
        return best.map { "did you mean '\($0.0)'?" }
    }

    mutating func expression(_ e: Expr) throws(CompileFailure) -> TExpr {
        switch e.kind {
        case .integer(let v, let unsigned):
            guard v <= UInt64(UInt32.max) else {
                throw CompileFailure(e.at, "integer literal is too large for 32 bits", hint: nil)
            }
            let isUnsigned = unsigned || v > UInt64(Int32.max)
            return TExpr(.constant([Double(v)]), isUnsigned ? .uint : .int, at: e.at)
        case .floating(let v, let half):
            return TExpr(.constant([Double(Float(v))]), half ? .half : .float, at: e.at)
        case .boolean(let b):
            return TExpr(.constant([b ? 1 : 0]), .bool, at: e.at)
        case .name(let n):
            if let id = lookup(n) {
                if let s = samplerLocals[id] { return TExpr(.samplerValue(s), .sampler, at: e.at) }
                if let parameter = pointerAliases[id] { return TExpr(.variable(parameter), locals[id], at: e.at) }
                return TExpr(.variable(id), locals[id], at: e.at)
            }
            if let g = globals[n] { return TExpr(g.kind, g.type, at: e.at) }
            if let (v, s) = MetalBuiltins.constants[n] { return TExpr(.constant([v]), .scalar(s), at: e.at) }
            if let s = samplerEnum(n) { return TExpr(.samplerValue(s), .sampler, at: e.at) }
            throw CompileFailure(e.at, "use of undeclared identifier '\(n)'", hint: suggestion(for: n))
        case .construct(let ref, let args):
            let t = try resolve(ref)
            if t == .sampler { return try samplerConstruct(args, at: e.at) }
            return try construct(t, args, at: e.at)
        case .cast(let ref, let x):
            let t = try resolve(ref)
            return try construct(t, [x], at: e.at)
        case .pointerCast(let ref, let x):
            return try pointerView(try expression(x), as: try resolve(ref), at: e.at)
        case .list:
            throw CompileFailure(e.at, "initialiser list is not allowed here", hint: "construct the value: float2(…)")
        case .member(let base, let name, let at):
            let b = try expression(base)
            return try member(b, name, at: at)
        case .index(let base, let index):
            return try indexExpr(try expression(base), try expression(index), at: e.at)
        case .call(let callee, let args):
            return try call(callee, args, at: e.at)
        case .unary(let op, let x):
            let v = try expression(x)
            switch op {
            case "+":
                guard v.type.isNumeric || v.type.element != nil else {
                    throw CompileFailure(e.at, "invalid operand to unary '+'", hint: nil)
                }
                return v
            case "-":
                guard let el = v.type.element, el != .bool else {
                    throw CompileFailure(e.at, "invalid operand of type '\(v.type)' to unary '-'", hint: nil)
                }
                return TExpr(.unary(.negate, v), v.type, at: e.at)
            case "!":
                let b = try convert(
                    v, to: v.type.isVector ? v.type.with(element: .bool) : .bool, at: e.at, explicit: true)
                return TExpr(.unary(.not, b), b.type, at: e.at)
            case "~":
                guard v.type.element?.isInteger == true else {
                    throw CompileFailure(e.at, "'~' needs an integer operand, not '\(v.type)'", hint: nil)
                }
                return TExpr(.unary(.bitNot, v), v.type, at: e.at)
            default:
                return try increment(v, delta: op == "++" ? 1 : -1, prefix: true, at: e.at)
            }
        case .postfix(let op, let x):
            return try increment(try expression(x), delta: op == "++" ? 1 : -1, prefix: false, at: e.at)
        case .binary(let op, let l, let r):
            let a = try expression(l)
            let b = try expression(r)
            if op == "&&" || op == "||" {
                return TExpr(
                    .logical(
                        isAnd: op == "&&", try convert(a, to: .bool, at: l.at), try convert(b, to: .bool, at: r.at)),
                    .bool, at: e.at)
            }
            return try binary(BinaryOp(rawValue: op)!, a, b, at: e.at)
        case .assign(let op, let l, let r):
            let target = try expression(l)
            try checkLValue(target, at: l.at)
            var value = try expression(r)
            if op != "=" {
                let bop = BinaryOp(rawValue: String(op.dropLast()))!
                value = try binary(bop, target, value, at: e.at)
            }
            return TExpr(.assign(target, try convert(value, to: target.type, at: r.at)), target.type, at: e.at)
        case .ternary(let c, let a, let b):
            var cond = try expression(c)
            var x = try expression(a)
            var y = try expression(b)
            if x.type != y.type {
                let (p, q) = try unify(x, y, at: e.at)
                x = p
                y = q
            }
            if cond.type.isVector {
                guard cond.type.width == x.type.width else {
                    throw CompileFailure(c.at, "vector condition must match the operands' length", hint: nil)
                }
                cond = try convert(cond, to: cond.type.with(element: .bool), at: c.at, explicit: true)
            } else {
                cond = try convert(cond, to: .bool, at: c.at)
            }
            return TExpr(.conditional(cond, x, y), x.type, at: e.at)
        case .comma(let a, let b):
            let x = try expression(a)
            let y = try expression(b)
            return TExpr(.comma(x, y), y.type, at: e.at)
        }
    }

    mutating func increment(_ v: TExpr, delta: Double, prefix: Bool, at: SourceLocation) throws(CompileFailure) -> TExpr
    {
        try checkLValue(v, at: at)
        guard let el = v.type.element, el != .bool, !({ if case .matrix = v.type { true } else { false } }()) else {
            throw CompileFailure(at, "cannot increment a value of type '\(v.type)'", hint: nil)
        }
        return TExpr(.increment(v, delta: delta, prefix: prefix), v.type, at: at)
    }

    mutating func checkLValue(_ t: TExpr, at: SourceLocation) throws(CompileFailure) {
        switch t.kind {
        case .variable(let id):
            if constLocals.contains(id) {
                throw CompileFailure(
                    at, "cannot assign to a constant variable", hint: "remove 'const' from its declaration")
            }
            if case .pointer = t.type { throw CompileFailure(at, "cannot assign to a pointer parameter", hint: nil) }
            for i in assignedStack.indices { assignedStack[i].insert(id) }
        case .select(let base, let idx):
            if Set(idx).count != idx.count, base.type.isVector {
                throw CompileFailure(
                    at, "swizzle assigned to has repeated components", hint: "each component may appear once")
            }
            try checkLValue(base, at: at)
        case .dynamicIndex(let base, _, _, _):
            try checkLValue(base, at: at)
        case .bufferIndex:
            throw CompileFailure(
                at, "cannot write through a 'device const' pointer", hint: "copy the element into a local")
        default:
            throw CompileFailure(at, "expression is not assignable", hint: nil)
        }
    }

    func samplerEnum(_ n: String) -> SamplerState? {
        var s = SamplerState()
        switch n {
        case "filter::linear", "mag_filter::linear", "min_filter::linear": s.linearMag = true
        case "filter::nearest", "coord::normalized", "mag_filter::nearest", "min_filter::nearest": break
        case "coord::pixel": s.normalized = false
        case "address::repeat", "s_address::repeat", "t_address::repeat": s.addressS = .repeatEdge
        case "address::mirrored_repeat": s.addressS = .mirroredRepeat
        case "address::clamp_to_edge": break
        case "address::clamp_to_zero": s.addressS = .clampToZero
        case "address::clamp_to_border": s.addressS = .clampToBorder
        case "border_color::transparent_black", "border_color::opaque_black", "border_color::opaque_white": break
        default: return nil
        }
        return s
    }

    func samplerConstruct(_ args: [Expr], at: SourceLocation) throws(CompileFailure) -> TExpr {
        var s = SamplerState()
        for a in args {
            guard case .name(let n) = a.kind else {
                throw CompileFailure(
                    a.at, "sampler state must be an enumerator", hint: "e.g. filter::linear, address::repeat")
            }
            let parts = n.split(separator: "::")
            guard parts.count == 2, samplerEnum(n) != nil || n.hasPrefix("border_color") else {
                throw CompileFailure(
                    a.at, "unknown sampler state '\(n)'",
                    hint:
                        "filter::{nearest,linear}, address::{repeat,mirrored_repeat,clamp_to_edge,clamp_to_zero,clamp_to_border}, coord::{normalized,pixel}"
                )
            }
            let value = String(parts[1])
            let address: SamplerState.Address =
                [
                    "repeat": .repeatEdge, "mirrored_repeat": .mirroredRepeat, "clamp_to_zero": .clampToZero,
                    "clamp_to_border": .clampToBorder,
                ][value] ?? .clampToEdge
            switch parts[0] {
            case "filter":
                s.linearMag = value == "linear"
                s.linearMin = value == "linear"
            case "mag_filter": s.linearMag = value == "linear"
            case "min_filter": s.linearMin = value == "linear"
            case "coord": s.normalized = value == "normalized"
            case "address":
                s.addressS = address
                s.addressT = address
            case "s_address": s.addressS = address
            case "t_address": s.addressT = address
            case "border_color":
                s.border =
                    value == "opaque_white" ? SIMD4(1, 1, 1, 1) : value == "opaque_black" ? SIMD4(0, 0, 0, 1) : .zero
            default: break
            }
        }
        return TExpr(.samplerValue(s), .sampler, at: at)
    }

    // MARK: Constructors (MSL spec §2.2.2, §2.3.2)

    mutating func construct(_ t: MType, _ args: [Expr], at: SourceLocation) throws(CompileFailure) -> TExpr {
        var values: [TExpr] = []
        for a in args { values.append(try expression(a)) }
        switch t {
        case .scalar:
            guard values.count == 1, values[0].type.isScalar else {
                throw CompileFailure(
                    at, "'\(t)' is constructed from one scalar",
                    hint: values.first.map { $0.type.isVector ? "pick a component, e.g. .x" : "" } ?? nil)
            }
            return try convert(values[0], to: t, at: at, explicit: true)
        case .vector(let el, let n):
            if values.isEmpty { return TExpr(.constant(Array(repeating: 0, count: n)), t, at: at) }
            if values.count == 1, values[0].type.isScalar { return try convert(values[0], to: t, at: at) }
            if values.count == 1, case .vector(_, let m) = values[0].type, m == n {
                return try convert(values[0], to: t, at: at, explicit: true)
            }
            var parts: [TExpr] = []
            var count = 0
            for v in values {
                guard let w = v.type.width else {
                    throw CompileFailure(v.at, "cannot build '\(t)' from a value of type '\(v.type)'", hint: nil)
                }
                parts.append(try convert(v, to: .shaped(el, w), at: v.at, explicit: true))
                count += w
            }
            guard count == n else {
                throw CompileFailure(
                    at, "'\(t)' needs \(n) components, given \(count)",
                    hint: "pass \(n) scalars, or vectors adding up to \(n)")
            }
            return TExpr(.construct(parts), t, at: at)
        case .matrix(let el, let c, let r):
            if values.count == 1, values[0].type.isScalar {  // diagonal
                let s = try convert(values[0], to: .scalar(el), at: at)
                let zero = TExpr(.constant([0]), .scalar(el), at: at)
                var parts: [TExpr] = []
                for i in 0..<c { for j in 0..<r { parts.append(i == j ? s : zero) } }
                return TExpr(.construct(parts), t, at: at)
            }
            if values.count == 1, case .matrix(_, c, r) = values[0].type {
                return try convert(values[0], to: t, at: at, explicit: true)
            }
            if values.count == c, values.allSatisfy({ $0.type.width == r && r > 1 }) {
                var parts: [TExpr] = []
                for v in values { parts.append(try convert(v, to: .vector(el, r), at: v.at, explicit: true)) }
                return TExpr(.construct(parts), t, at: at)
            }
            if values.count == c * r, values.allSatisfy(\.type.isScalar) {
                var parts: [TExpr] = []
                for v in values { parts.append(try convert(v, to: .scalar(el), at: v.at)) }
                return TExpr(.construct(parts), t, at: at)
            }
            throw CompileFailure(
                at, "'\(t)' is built from one scalar, \(c) column vectors of \(r), or \(c * r) scalars", hint: nil)
        case .structure(let s):
            if values.isEmpty { return TExpr(.constant(Array(repeating: 0, count: t.slots)), t, at: at) }
            guard values.count <= s.fieldTypes.count else {
                throw CompileFailure(
                    at, "'\(s.name)' has \(s.fieldTypes.count) members, given \(values.count)", hint: nil)
            }
            var parts: [TExpr] = []
            for (i, v) in values.enumerated() { parts.append(try convert(v, to: s.fieldTypes[i], at: v.at)) }
            for ft in s.fieldTypes.dropFirst(values.count) {
                parts.append(TExpr(.constant(Array(repeating: 0, count: ft.slots)), ft, at: at))
            }
            return TExpr(.construct(parts), t, at: at)
        default:
            throw CompileFailure(at, "cannot construct a value of type '\(t)'", hint: nil)
        }
    }

    // MARK: Members, swizzles, indexing

    mutating func member(_ b: TExpr, _ name: String, at: SourceLocation) throws(CompileFailure) -> TExpr {
        switch b.type {
        case .vector(let el, let n):
            let xyzw = Array("xyzw")
            let rgba = Array("rgba")
            let chars = Array(name)
            guard chars.count <= 4 else {
                throw CompileFailure(at, "swizzle '\(name)' has more than 4 components", hint: nil)
            }
            var idx: [Int] = []
            let set = xyzw.contains(chars[0]) ? xyzw : rgba
            for c in chars {
                guard let i = set.firstIndex(of: c) else {
                    let mixed = xyzw.contains(c) || rgba.contains(c)
                    throw CompileFailure(
                        at,
                        mixed
                            ? "swizzle '\(name)' mixes the xyzw and rgba sets"
                            : "no member named '\(name)' in '\(b.type)'",
                        hint: mixed ? "use one set: .xy or .rg" : "components are .x .y .z .w or .r .g .b .a")
                }
                guard i < n else {
                    throw CompileFailure(
                        at, "swizzle '\(name)' reaches component \(c) beyond '\(b.type)'",
                        hint: "'\(b.type)' has \(n) components")
                }
                idx.append(i)
            }
            return TExpr(.select(b, idx), .shaped(el, idx.count), at: at)
        case .structure(let s):
            guard let f = s.fieldNames.firstIndex(of: name) else {
                throw CompileFailure(
                    at, "no member named '\(name)' in '\(s.name)'",
                    hint: "members: \(s.fieldNames.joined(separator: ", "))")
            }
            let start = s.fieldTypes[..<f].reduce(0) { $0 + $1.slots }
            return TExpr(.select(b, Array(start..<(start + s.fieldTypes[f].slots))), s.fieldTypes[f], at: at)
        default:
            throw CompileFailure(
                at, "member reference '.\(name)' on a value of type '\(b.type)'",
                hint: b.type.isScalar ? "scalars have no components" : nil)
        }
    }

    mutating func indexExpr(_ b: TExpr, _ i: TExpr, at: SourceLocation) throws(CompileFailure) -> TExpr {
        guard let el = i.type.element, i.type.isScalar, el.isInteger || el == .bool else {
            throw CompileFailure(
                at, "array subscript is not an integer (it is '\(i.type)')", hint: "convert it: int(…)")
        }
        let index = try convert(i, to: .int, at: at)
        let (elem, count): (MType, Int)
        switch b.type {
        case .array(let e, let n): (elem, count) = (e, n)
        case .vector(let e, let n): (elem, count) = (.scalar(e), n)
        case .matrix(let e, let c, let r): (elem, count) = (.vector(e, r), c)
        case .pointer(let e):
            guard case .variable(let id) = b.kind else {
                throw CompileFailure(at, "pointer arithmetic is not supported", hint: nil)
            }
            if e == .void {
                throw CompileFailure(
                    at, "subscript of pointer to incomplete type 'const void'",
                    hint: "cast it to the element type first: ((device const float *)ptr)[i]")
            }
            return TExpr(.bufferIndex(id, index), e, at: at)
        default:
            throw CompileFailure(
                at, "subscripted value of type '\(b.type)' is not an array, vector or matrix", hint: nil)
        }
        if let k = ReferenceEvaluator.fold(index)?.first {
            guard k >= 0 && Int(k) < count else {
                throw CompileFailure(
                    at, "index \(Int(k)) is out of bounds for '\(b.type)'", hint: "valid indices are 0…\(count - 1)")
            }
            let s = elem.slots
            return TExpr(.select(b, Array((Int(k) * s)..<(Int(k) * s + s))), elem, at: at)
        }
        return TExpr(.dynamicIndex(b, index, stride: elem.slots, count: count), elem, at: at)
    }

    /// 8- and 16-bit integer names, which have no element reads (`MType` evaluates them as 32-bit).
    static let narrowIntegers: Set<String> = [
        "uchar", "char", "ushort", "short", "uint8_t", "int8_t", "uint16_t", "int16_t",
    ]

    /// A pointer parameter seen as elements of `element`: the same parameter, retyped. Any view of a
    /// `device const void *` (a `.data` argument, Apple: Shader.Argument.data(_:)) may be taken, to float, half,
    /// int or uint scalars and vectors (MSL spec §2.1–2.2 sizes and alignments); other pointers only as themselves.
    func pointerView(_ p: TExpr, as element: MType, at: SourceLocation) throws(CompileFailure) -> TExpr {
        guard case .pointer(let from) = p.type, case .variable(let parameter) = p.kind else {
            throw CompileFailure(
                at, "cannot cast a value of type '\(p.type)' to a pointer",
                hint: "cast the 'device const void *' parameter of a .data argument")
        }
        if from == element { return TExpr(p.kind, .pointer(element), at: at) }
        guard case .pointer(.void) = locals[parameter] else {
            throw CompileFailure(
                at, "cannot view '\(p.type)' as 'device const \(element)*'",
                hint: "only a 'device const void *' (a .data argument) is read as other element types")
        }
        guard element == .void || (element.width != nil && element.element != .bool) else {
            throw CompileFailure(
                at, "reading '\(element)' elements from a .data buffer is not supported",
                hint: "cast to float, half, int, uint or their vectors")
        }
        return TExpr(p.kind, .pointer(element), at: at)
    }

    // MARK: Operators (MSL spec §3)

    func unify(_ a: TExpr, _ b: TExpr, at: SourceLocation) throws(CompileFailure) -> (TExpr, TExpr) {
        switch (a.type, b.type) {
        case (.scalar(let x), .scalar(let y)):
            let s = max(x, y, .int)
            return (try convert(a, to: .scalar(s), at: at), try convert(b, to: .scalar(s), at: at))
        case (.vector(let x, let n), .scalar):
            return (a, try convert(b, to: .vector(x, n), at: at))
        case (.scalar, .vector(let y, let n)):
            return (try convert(a, to: .vector(y, n), at: at), b)
        case (.vector(let x, let n), .vector(let y, let m)):
            guard n == m else {
                throw CompileFailure(
                    at, "vector operands of different lengths ('\(a.type)' and '\(b.type)')",
                    hint: "swizzle one of them to match")
            }
            guard x == y else {
                throw CompileFailure(
                    at, "invalid operands '\(a.type)' and '\(b.type)': vectors do not convert implicitly",
                    hint: "convert one explicitly, e.g. \(MType.vector(max(x, y), n))(…)")
            }
            return (a, b)
        default:
            if a.type == b.type { return (a, b) }
            throw CompileFailure(at, "invalid operands of types '\(a.type)' and '\(b.type)'", hint: nil)
        }
    }

    func binary(_ op: BinaryOp, _ a: TExpr, _ b: TExpr, at: SourceLocation) throws(CompileFailure) -> TExpr {
        // Matrices.
        if case .matrix(let el, let c, let r) = a.type {
            switch (op, b.type) {
            case (.mul, .vector(_, let n)) where n == c:
                return TExpr(.matrixMultiply(a, try convert(b, to: .vector(el, c), at: at)), .vector(el, r), at: at)
            case (.mul, .matrix(_, let c2, let r2)) where r2 == c:
                return TExpr(
                    .matrixMultiply(a, try convert(b, to: .matrix(el, c2, r2), at: at, explicit: true)),
                    .matrix(el, c2, r), at: at)
            case (.mul, .scalar), (.div, .scalar):
                let s = try convert(b, to: .scalar(el), at: at)
                let m = TExpr(.construct(Array(repeating: s, count: c * r)), a.type, at: at)
                return TExpr(.binary(op, a, m), a.type, at: at)
            case (.add, _), (.sub, _):
                guard b.type == a.type else { break }
                return TExpr(.binary(op, a, b), a.type, at: at)
            default: break
            }
            throw CompileFailure(
                at, "invalid operands '\(a.type)' \(op.rawValue) '\(b.type)'",
                hint: "a \(c)-column matrix multiplies a \(c)-component vector")
        }
        if case .matrix(let el, let c, let r) = b.type {
            if op == .mul, case .vector(_, let n) = a.type, n == r {
                return TExpr(.matrixMultiply(try convert(a, to: .vector(el, r), at: at), b), .vector(el, c), at: at)
            }
            if op == .mul, a.type.isScalar {
                let s = try convert(a, to: .scalar(el), at: at)
                return TExpr(
                    .binary(.mul, TExpr(.construct(Array(repeating: s, count: c * r)), b.type, at: at), b), b.type,
                    at: at)
            }
            throw CompileFailure(at, "invalid operands '\(a.type)' \(op.rawValue) '\(b.type)'", hint: nil)
        }
        guard a.type.isNumeric, b.type.isNumeric else {
            throw CompileFailure(at, "invalid operands '\(a.type)' \(op.rawValue) '\(b.type)'", hint: nil)
        }
        var (x, y) = try unify(a, b, at: at)
        let el = x.type.element!
        switch op {
        case .rem, .and, .or, .xor, .shl, .shr:
            guard el.isInteger || (el == .bool && (op == .and || op == .or || op == .xor)) else {
                throw CompileFailure(
                    at, "invalid operands to '\(op.rawValue)': '\(a.type)' and '\(b.type)'",
                    hint: op == .rem ? "use fmod(x, y) for floating-point remainder" : "bit operations need integers")
            }
            return TExpr(.binary(op, x, y), x.type, at: at)
        case .lt, .le, .gt, .ge, .eq, .ne:
            return TExpr(.binary(op, x, y), x.type.with(element: .bool), at: at)
        default:
            if el == .bool {
                x = try convert(x, to: x.type.with(element: .int), at: at, explicit: true)
                y = try convert(y, to: y.type.with(element: .int), at: at, explicit: true)
            }
            return TExpr(.binary(op, x, y), x.type, at: at)
        }
    }

    // MARK: Calls

    mutating func call(_ callee: Expr, _ args: [Expr], at: SourceLocation) throws(CompileFailure) -> TExpr {
        if case .member(let base, let method, let mat) = callee.kind {
            let b = try expression(base)
            var values: [TExpr] = []
            for a in args { values.append(try expression(a)) }
            return try methodCall(b, method, values, at: mat)
        }
        guard case .name(let name) = callee.kind else {
            throw CompileFailure(callee.at, "called object is not a function", hint: nil)
        }
        if name == "sincos" || name == "modf" {
            guard args.count == 2 else { throw CompileFailure(at, "'\(name)' takes 2 arguments", hint: nil) }
            var x = try expression(args[0])
            let out = try expression(args[1])
            try checkLValue(out, at: args[1].at)
            if x.type.element != .float && x.type.element != .half { x = try convert(x, to: out.type, at: args[0].at) }
            guard x.type == out.type, x.type.element?.isFloating == true else {
                throw CompileFailure(
                    args[1].at, "'\(name)' out-parameter must have the argument's type '\(x.type)'", hint: nil)
            }
            return TExpr(.outBuiltin(name, x, out), x.type, at: at)
        }
        if name == "frexp" {
            // MSL spec §6.5: T frexp(T x, thread Ti &exponent), Ti the int vector of T's length.
            guard args.count == 2 else { throw CompileFailure(at, "'frexp' takes 2 arguments", hint: nil) }
            var x = try expression(args[0])
            let out = try expression(args[1])
            try checkLValue(out, at: args[1].at)
            guard let w = out.type.width, out.type.element == .int else {
                throw CompileFailure(
                    args[1].at, "'frexp' exponent must be an int l-value, not '\(out.type)'",
                    hint: "declare 'int e;' and pass e")
            }
            if x.type.element?.isFloating != true || x.type.width != w {
                x = try convert(
                    x, to: .shaped(x.type.element?.isFloating == true ? x.type.element! : .float, w), at: args[0].at)
            }
            return TExpr(.outBuiltin(name, x, out), x.type, at: at)
        }
        var values: [TExpr] = []
        for a in args { values.append(try expression(a)) }
        if let candidates = byName[name] {
            return try userCall(name, candidates, values, at: at)
        }
        if lookup(name) != nil || globals[name] != nil {
            throw CompileFailure(callee.at, "'\(name)' is not a function", hint: nil)
        }
        return try builtinCall(name, values, at: at)
    }

    mutating func userCall(_ name: String, _ candidates: [Int], _ values: [TExpr], at: SourceLocation)
        throws(CompileFailure) -> TExpr
    {
        var best: (Int, Int)?
        var ambiguous = false
        for c in candidates {
            let ps = functions[c].parameters
            guard values.count <= ps.count, ps.dropFirst(values.count).allSatisfy({ $0.defaultValue != nil }) else {
                continue
            }
            var cost = 0
            var viable = true
            for (v, p) in zip(values, ps) {
                if v.type == p.type { continue }
                if (try? convert(v, to: p.type, at: at)) != nil {
                    cost += v.type.isScalar && p.type.isScalar ? 1 : 2
                } else {
                    viable = false
                    break
                }
            }
            guard viable else { continue }
            if best == nil || cost < best!.1 {
                best = (c, cost)
                ambiguous = false
            } else if cost == best!.1 {
                ambiguous = true
            }
        }
        guard let (f, _) = best else {
            let sigs = candidates.map { c in
                "\(name)(\(functions[c].parameters.map { "\($0.type)" }.joined(separator: ", ")))"
            }
            throw CompileFailure(
                at,
                "no matching function for call to '\(name)(\(values.map { "\($0.type)" }.joined(separator: ", ")))'",
                hint: "candidates: " + sigs.joined(separator: "; "))
        }
        if ambiguous {
            throw CompileFailure(at, "call to '\(name)' is ambiguous", hint: "convert the arguments explicitly")
        }
        let ps = functions[f].parameters
        var conv: [TExpr] = []
        for (i, p) in ps.enumerated() {
            if i < values.count {
                if case .pointer = p.type {
                    throw CompileFailure(
                        values[i].at, "pointer arguments to helper functions are not supported",
                        hint: "pass the element value")
                }
                conv.append(try convert(values[i], to: p.type, at: values[i].at))
            } else {
                conv.append(p.defaultValue!)
            }
        }
        callees.append((f, at))
        return TExpr(.call(f, conv), functions[f].returnType, at: at)
    }

    mutating func methodCall(_ b: TExpr, _ method: String, _ values: [TExpr], at: SourceLocation) throws(CompileFailure)
        -> TExpr
    {
        switch (b.type, method) {
        case (.layer, "sample"):
            guard values.count == 1 else {
                throw CompileFailure(at, "'sample' takes one float2 position", hint: "layer.sample(position)")
            }
            return TExpr(
                .layerSample(try convert(values[0], to: .float(2), at: values[0].at)), .vector(.half, 4), at: at)
        case (.texture, "sample"):
            guard values.count == 2, case .samplerValue(let s) = values[0].kind, case .variable(let id) = b.kind else {
                throw CompileFailure(
                    at, "'sample' takes a sampler and float2 coordinates",
                    hint: "texture.sample(sampler(filter::linear), uv)")
            }
            return TExpr(
                .textureSample(id, s, try convert(values[1], to: .float(2), at: values[1].at)), .vector(.half, 4),
                at: at)
        case (.texture, "get_width"), (.texture, "get_height"):
            guard case .variable(let id) = b.kind else { break }
            return TExpr(.textureSize(id, method == "get_width" ? 0 : 1), .uint, at: at)
        case (.texture, "read"):
            guard values.count == 1, case .variable(let id) = b.kind, let w = values[0].type.width, w == 2 else {
                break
            }
            var s = SamplerState()
            s.normalized = false
            let p = try convert(values[0], to: .float(2), at: at, explicit: true)
            let centre = TExpr(.binary(.add, p, TExpr(.constant([0.5, 0.5]), .float(2), at: at)), .float(2), at: at)
            return TExpr(.textureSample(id, s, centre), .vector(.half, 4), at: at)
        default: break
        }
        throw CompileFailure(
            at, "no member function '\(method)' on a value of type '\(b.type)'",
            hint: b.type == .layer ? "SwiftUI::Layer has sample(float2)" : nil)
    }

    func builtinCall(_ name: String, _ values: [TExpr], at: SourceLocation) throws(CompileFailure) -> TExpr {
        switch name {
        case "transpose":
            guard values.count == 1, case .matrix(let el, let c, let r) = values[0].type else { break }
            return TExpr(.builtin(name, values), .matrix(el, r, c), at: at)
        case "determinant":
            guard values.count == 1, case .matrix(let el, let c, let r) = values[0].type, c == r else { break }
            return TExpr(.builtin(name, values), .scalar(el), at: at)
        case "ldexp":
            // MSL spec §6.5: T ldexp(T x, Ti k) = x · 2^k.
            guard values.count == 2 else {
                throw CompileFailure(at, "'ldexp' takes 2 arguments, given \(values.count)", hint: "ldexp(x, k)")
            }
            let x = values[0]
            guard let w = x.type.width, let el = x.type.element else { break }
            let fx = try convert(x, to: .shaped(el.isFloating ? el : .float, w), at: x.at, explicit: true)
            guard values[1].type.element?.isInteger == true || values[1].type.element == .bool,
                values[1].type.width == 1 || values[1].type.width == w
            else {
                throw CompileFailure(
                    values[1].at, "'ldexp' exponent must be an int or int\(w), not '\(values[1].type)'",
                    hint: "convert it: int(…)")
            }
            let k = try convert(values[1], to: .shaped(.int, w), at: values[1].at, explicit: true)
            return TExpr(.builtin(name, [fx, k]), fx.type, at: at)
        case "select":
            guard values.count == 3 else { break }
            let (a, b) = try unify(values[0], values[1], at: at)
            let c = try convert(values[2], to: a.type.with(element: .bool), at: at, explicit: true)
            return TExpr(.conditional(c, b, a), a.type, at: at)
        default: break
        }
        guard let shape = MetalBuiltins.table[name] else {
            if ["dfdx", "dfdy", "fwidth", "discard_fragment", "simd_sum", "threadgroup_barrier", "as_type"].contains(
                name)
            {
                throw CompileFailure(at, "'\(name)' is not available in SwiftUI shader emulation", hint: nil)
            }
            throw CompileFailure(at, "use of undeclared function '\(name)'", hint: suggestion(for: name))
        }
        let arity: Int
        switch shape {
        case .floating(let n), .numeric(let n), .reduce(let n): arity = n
        case .predicate, .boolReduce: arity = 1
        }
        guard values.count == arity else {
            throw CompileFailure(
                at, "'\(name)' takes \(arity) argument\(arity == 1 ? "" : "s"), given \(values.count)",
                hint: "MSL spec §6 declares \(name) with \(arity) parameter\(arity == 1 ? "" : "s")")
        }
        for v in values where !v.type.isNumeric {
            throw CompileFailure(v.at, "'\(name)' does not take a value of type '\(v.type)'", hint: nil)
        }
        // Shape: the vector arguments' length; element: theirs (shader contract §2.5).
        var n = 1
        var vecElement: ScalarType?
        for v in values {
            if case .vector(let el, let w) = v.type {
                if n != 1 && w != n && name != "refract" {
                    throw CompileFailure(
                        v.at, "'\(name)' arguments have different lengths", hint: "swizzle them to the same length")
                }
                n = max(n, w)
                vecElement = max(vecElement ?? el, el)
            }
        }
        let scalarMax = values.compactMap(\.type.element).max() ?? .float
        switch shape {
        case .boolReduce:
            let b = try convert(values[0], to: values[0].type.with(element: .bool), at: at, explicit: true)
            return TExpr(.builtin(name, [b]), .bool, at: at)
        case .predicate:
            if name == "not" {
                let b = try convert(values[0], to: values[0].type.with(element: .bool), at: at, explicit: true)
                return TExpr(.unary(.not, b), b.type, at: at)
            }
            let f = try convert(
                values[0],
                to: values[0].type.with(element: values[0].type.element!.isFloating ? values[0].type.element! : .float),
                at: at, explicit: true)
            return TExpr(.builtin(name, [f]), f.type.with(element: .bool), at: at)
        case .numeric:
            var el = vecElement ?? scalarMax
            if el == .bool { el = .int }
            return try elementwise(name, values, element: el, n: n, at: at)
        case .floating, .reduce:
            var el = vecElement ?? (scalarMax.isFloating ? scalarMax : .float)
            if !el.isFloating { el = .float }
            if name == "cross" && n != 3 {
                throw CompileFailure(at, "'cross' takes two 3-component vectors", hint: nil)
            }
            if name == "refract" {
                let i = try convert(values[0], to: .shaped(el, n), at: at, explicit: true)
                let nn = try convert(values[1], to: .shaped(el, n), at: at, explicit: true)
                let eta = try convert(values[2], to: .scalar(el), at: at)
                return TExpr(.builtin(name, [i, nn, eta]), .shaped(el, n), at: at)
            }
            let t = try elementwise(name, values, element: el, n: n, at: at)
            if case .reduce = shape { return TExpr(t.kind, .scalar(el), at: at) }
            if MetalBuiltins.reducingUnary.contains(name) { return TExpr(t.kind, .scalar(el), at: at) }
            return t
        }
    }

    func elementwise(_ name: String, _ values: [TExpr], element el: ScalarType, n: Int, at: SourceLocation)
        throws(CompileFailure) -> TExpr
    {
        var conv: [TExpr] = []
        for v in values {
            let target = MType.shaped(el, n)
            conv.append(
                v.type.isVector
                    ? try convert(v, to: target, at: v.at, explicit: true) : try convert(v, to: target, at: v.at))
        }
        return TExpr(.builtin(name, conv), .shaped(el, n), at: at)
    }
}

func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
    var prev = Array(0...y.count)
    for i in 1...x.count {
        var cur = [i] + Array(repeating: 0, count: y.count)
        for j in 1...y.count {
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
        }
        prev = cur
    }
    return prev[y.count]
}
