// MetalPreprocessor.swift: the C preprocessor subset shader libraries use — MSL spec §1.5.3 and §1.6.1–1.6.2
// (predefined __METAL_VERSION__, __METAL_IOS__), C11 §6.10 for `#include`, `#define` (object- and function-like, with
// re-expansion blocked by each token's hide set, §6.10.3.4), `#undef`, `#if/#ifdef/#ifndef/#elif/#else/#endif` with
// `defined`. `#pragma` is ignored. `#include "x.metal"` is read once per translation unit (ShaderKit's shared helpers
// carry no include guards). Expanded tokens keep the invocation's location, so errors point at the written text.
// Status: complete for the subset (no `#` stringising, `##` pastes identifiers/numbers).

/// Headers the Metal toolchain and SwiftUI provide; their declarations are built into the checker.
let builtinHeaders: Set<String> = [
    "metal_stdlib", "metal_math", "metal_common", "metal_geometric", "metal_relational", "metal_texture",
    "metal_matrix", "metal_integer", "metal_graphics", "simd/simd.h", "SwiftUI/SwiftUI.h", "SwiftUI/SwiftUI_Metal.h",
]

struct MetalPreprocessor {
    struct Macro {
        var params: [String]?  // nil: object-like
        var body: [Token]
    }

    var sources: SourceMap
    var readFile: @Sendable (String) -> String?
    var macros: [String: Macro] = [:]
    var included: Set<String> = []
    var depth = 0

    init(sources: SourceMap, readFile: @escaping @Sendable (String) -> String?) {
        self.sources = sources
        self.readFile = readFile
        for (name, value) in [
            ("__METAL_VERSION__", "320"), ("__METAL_IOS__", "1"), ("__METAL__", "1"), ("__METAL_MACOS__", "1"),
        ] {
            macros[name] = Macro(params: nil, body: [Token(kind: .integer, text: value, at: .none)])
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// Preprocesses file `file` (already in `sources`) and returns the token stream of its translation unit.
    mutating func run(file: Int, text: String) throws(CompileFailure) -> [Token] {
        included.insert(sources.paths[file])
        var out: [Token] = []
        try process(tokens: MetalLexer.tokenize(text, file: file), path: sources.paths[file], into: &out)
        return out
    }

    private mutating func process(tokens: [Token], path: String, into out: inout [Token]) throws(CompileFailure) {
        // Conditional stack: (this branch active, some branch taken, parent active, saw #else)
        var conds: [(active: Bool, taken: Bool, parent: Bool, sawElse: Bool, at: SourceLocation)] = []
        var active: Bool { conds.last?.active ?? true }
        var i = 0
        var pending: [Token] = []
        func flush(_ pp: inout MetalPreprocessor, _ pending: inout [Token], _ out: inout [Token]) throws(CompileFailure)
        {
            if !pending.isEmpty {
                out += try pp.expand(pending)
                pending.removeAll()
            }
        }
        while i < tokens.count {
            let t = tokens[i]
            if !(t.isPunct("#") && t.startsLine) {
                if active { pending.append(t) }
                i += 1
                continue
            }
            var j = i + 1
            while j < tokens.count && !tokens[j].startsLine { j += 1 }
            let line = Array(tokens[(i + 1)..<j])
            i = j
            guard let name = line.first else { continue }  // null directive
            switch name.text {
            case "if", "ifdef", "ifndef":
                let parent = active
                var value = false
                if parent {
                    if name.text == "if" {
                        value = try evaluateCondition(Array(line.dropFirst()), at: name.at) != 0
                    } else {
                        guard line.count >= 2, line[1].kind == .identifier else {
                            throw CompileFailure(
                                name.at, "#\(name.text) needs a macro name", hint: "write #\(name.text) NAME")
                        }
                        value = (macros[line[1].text] != nil) == (name.text == "ifdef")
                    }
                }
                conds.append((parent && value, value, parent, false, name.at))
            case "elif":
                guard var c = conds.popLast(), !c.sawElse else {
                    throw CompileFailure(name.at, "#elif without #if", hint: "open the block with #if")
                }
                if c.parent && !c.taken {
                    let v = try evaluateCondition(Array(line.dropFirst()), at: name.at) != 0
                    c.active = v
                    c.taken = v
                } else {
                    c.active = false
                }
                conds.append(c)
            case "else":
                guard var c = conds.popLast(), !c.sawElse else {
                    throw CompileFailure(name.at, "#else without #if", hint: "open the block with #if")
                }
                c.active = c.parent && !c.taken
                c.taken = true
                c.sawElse = true
                conds.append(c)
            case "endif":
                guard conds.popLast() != nil else {
                    throw CompileFailure(name.at, "#endif without #if", hint: "remove it or open the block with #if")
                }
            default:
                guard active else { continue }
                try flush(&self, &pending, &out)
                try directive(name, Array(line.dropFirst()), path: path, into: &out)
            }
        }
        if let open = conds.last {
            throw CompileFailure(open.at, "unterminated conditional directive", hint: "add #endif")
        }
        try flush(&self, &pending, &out)
    }

    private mutating func directive(_ name: Token, _ rest: [Token], path: String, into out: inout [Token])
        throws(CompileFailure)
    {
        switch name.text {
        case "define":
            guard let id = rest.first, id.kind == .identifier else {
                throw CompileFailure(
                    rest.first?.at ?? name.at, "macro name must be an identifier", hint: "write #define NAME value")
            }
            var body = Array(rest.dropFirst())
            var params: [String]?
            // Function-like only when '(' follows the name with no space (C11 §6.10.3).
            if let p = body.first, p.isPunct("("), p.at.line == id.at.line,
                p.at.column == id.at.column + id.text.utf8.count
            {
                var names: [String] = []
                var k = 1
                while k < body.count && !body[k].isPunct(")") {
                    if body[k].kind == .identifier {
                        names.append(body[k].text)
                    } else if !body[k].isPunct(",") {
                        throw CompileFailure(
                            body[k].at, "invalid macro parameter", hint: "parameters are identifiers separated by ','")
                    }
                    k += 1
                }
                guard k < body.count else {
                    throw CompileFailure(p.at, "missing ')' in macro parameter list", hint: "close the list with ')'")
                }
                params = names
                body = Array(body[(k + 1)...])
            }
            for k in body.indices { body[k].startsLine = false }
            macros[id.text] = Macro(params: params, body: body)
        case "undef":
            if let id = rest.first { macros[id.text] = nil }
        case "pragma", "error", "warning", "line":
            if name.text == "error" {
                throw CompileFailure(name.at, "#error " + rest.map(\.text).joined(separator: " "), hint: nil)
            }
        case "include":
            guard let target = rest.first, target.kind == .string || target.kind == .angledHeader else {
                throw CompileFailure(
                    rest.first?.at ?? name.at, "expected \"FILENAME\" or <FILENAME>",
                    hint: "write #include \"Helpers.metal\"")
            }
            if target.kind == .angledHeader {
                guard builtinHeaders.contains(target.text) else {
                    throw CompileFailure(
                        target.at, "'\(target.text)' file not found",
                        hint:
                            "the built-in headers are <metal_stdlib> and <SwiftUI/SwiftUI_Metal.h>; include your own files with quotes"
                    )
                }
                return
            }
            if builtinHeaders.contains(target.text) { return }
            let resolved = Self.normalize(Self.directory(of: path) + target.text)
            if included.contains(resolved) { return }
            guard depth < 32 else {
                throw CompileFailure(target.at, "#include nested too deeply", hint: "an include cycle?")
            }
            guard let text = readFile(resolved) else {
                throw CompileFailure(target.at, "'\(target.text)' file not found", hint: "looked for \(resolved)")
            }
            included.insert(resolved)
            let file = sources.add(path: resolved, text: text)
            depth += 1
            try process(tokens: MetalLexer.tokenize(text, file: file), path: resolved, into: &out)
            depth -= 1
        default:
            throw CompileFailure(
                name.at, "invalid preprocessing directive '#\(name.text)'",
                hint: "known: #include #define #undef #if #ifdef #ifndef #elif #else #endif #pragma")
        }
    }

    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for p in path.split(separator: "/", omittingEmptySubsequences: false) {
            if p == "." { continue }
            if p == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(p)
            }
        }
        return parts.joined(separator: "/")
    }

    // MARK: Expansion

    /// Expands macros in `tokens` (C11 §6.10.3: arguments are fully expanded, then the result is rescanned with the
    /// macro's name hidden).
    mutating func expand(_ tokens: [Token]) throws(CompileFailure) -> [Token] {
        var out: [Token] = []
        var input = tokens[...]
        var steps = 0
        while let t = input.first {
            input = input.dropFirst()
            guard t.kind == .identifier, let m = macros[t.text], !t.hidden.contains(t.text) else {
                out.append(t)
                continue
            }
            steps += 1
            if steps > 100_000 {
                throw CompileFailure(t.at, "macro expansion too long", hint: "a recursive #define?")
            }
            var hidden = t.hidden
            hidden.insert(t.text)
            var replacement: [Token]
            if let params = m.params {
                guard let open = input.first, open.isPunct("(") else {
                    out.append(t)
                    continue
                }
                // Collect arguments split at top-level commas.
                var args: [[Token]] = [[]]
                var level = 0
                var k = input.startIndex + 1
                var closed = false
                while k < input.endIndex {
                    let a = input[k]
                    if a.isPunct("(") { level += 1 }
                    if a.isPunct(")") {
                        if level == 0 {
                            closed = true
                            break
                        }
                        level -= 1
                    }
                    if a.isPunct(",") && level == 0 { args.append([]) } else { args[args.count - 1].append(a) }
                    k += 1
                }
                guard closed else {
                    throw CompileFailure(
                        t.at, "unterminated call of macro '\(t.text)'", hint: "close the arguments with ')'")
                }
                input = input[(k + 1)...]
                if params.isEmpty && args.count == 1 && args[0].isEmpty { args = [] }
                guard args.count == params.count else {
                    throw CompileFailure(
                        t.at,
                        "macro '\(t.text)' takes \(params.count) argument\(params.count == 1 ? "" : "s"), given \(args.count)",
                        hint: "#define \(t.text)(\(params.joined(separator: ", ")))")
                }
                var expandedArgs: [[Token]] = []
                for a in args { expandedArgs.append(try expand(a)) }
                replacement = []
                var b = 0
                while b < m.body.count {
                    let bt = m.body[b]
                    if bt.kind == .identifier, let p = params.firstIndex(of: bt.text) {
                        let pasteNext = b + 1 < m.body.count && m.body[b + 1].isPunct("##")
                        let pastePrev = b > 0 && m.body[b - 1].isPunct("##")
                        replacement += (pasteNext || pastePrev) ? args[p] : expandedArgs[p]
                    } else {
                        replacement.append(bt)
                    }
                    b += 1
                }
            } else {
                replacement = m.body
            }
            replacement = Self.paste(replacement)
            for k in replacement.indices {
                replacement[k].at = t.at
                replacement[k].hidden.formUnion(hidden)
                replacement[k].startsLine = false
            }
            input = replacement[...] + input
        }
        return out
    }

    /// `a ## b` joins two tokens (identifiers and numbers only).
    static func paste(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.isPunct("##") }) else { return tokens }
        var out: [Token] = []
        var k = 0
        while k < tokens.count {
            if tokens[k].isPunct("##"), var last = out.popLast(), k + 1 < tokens.count {
                last.text += tokens[k + 1].text
                if last.kind == .integer && tokens[k + 1].kind == .identifier { last.kind = .identifier }
                out.append(last)
                k += 2
                continue
            }
            out.append(tokens[k])
            k += 1
        }
        return out
    }

    // MARK: #if expressions

    mutating func evaluateCondition(_ tokens: [Token], at: SourceLocation) throws(CompileFailure) -> Int64 {
        var pre: [Token] = []
        var k = 0
        while k < tokens.count {  // `defined X` / `defined(X)` before expansion
            if tokens[k].isIdent("defined") {
                var n = k + 1
                let paren = n < tokens.count && tokens[n].isPunct("(")
                if paren { n += 1 }
                guard n < tokens.count, tokens[n].kind == .identifier else {
                    throw CompileFailure(tokens[k].at, "'defined' needs a macro name", hint: "write defined(NAME)")
                }
                var one = tokens[n]
                one.kind = .integer
                one.text = macros[tokens[n].text] != nil ? "1" : "0"
                pre.append(one)
                k = n + (paren ? 2 : 1)
                continue
            }
            pre.append(tokens[k])
            k += 1
        }
        var expr = try expand(pre)
        for e in expr.indices where expr[e].kind == .identifier {  // remaining identifiers are 0 (C11 §6.10.1)
            expr[e].kind = .integer
            expr[e].text = expr[e].text == "true" ? "1" : "0"
        }
        guard !expr.isEmpty else {
            throw CompileFailure(at, "#if with no expression", hint: "write #if 1 or #ifdef NAME")
        }
        var p = ConditionParser(tokens: expr)
        let v = try p.parse(0)
        if p.pos < expr.count {
            throw CompileFailure(expr[p.pos].at, "unexpected token '\(expr[p.pos].text)' in #if", hint: nil)
        }
        return v
    }
}

/// Integer constant expressions of `#if` (C11 §6.10.1), by precedence climbing.
struct ConditionParser {
    var tokens: [Token]
    var pos = 0
    static let binary: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8,
        "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    mutating func parse(_ minPrec: Int) throws(CompileFailure) -> Int64 {
        var lhs = try unary()
        while pos < tokens.count, tokens[pos].kind == .punct {
            let op = tokens[pos]
            if op.text == "?" && minPrec == 0 {
                pos += 1
                let a = try parse(0)
                guard pos < tokens.count, tokens[pos].isPunct(":") else {
                    throw CompileFailure(op.at, "expected ':' in #if", hint: nil)
                }
                pos += 1
                let b = try parse(0)
                lhs = lhs != 0 ? a : b
                continue
            }
            guard let prec = Self.binary[op.text], prec > minPrec else { break }
            pos += 1
            let rhs = try parse(prec)
            switch op.text {
            case "||": lhs = (lhs != 0 || rhs != 0) ? 1 : 0
            case "&&": lhs = (lhs != 0 && rhs != 0) ? 1 : 0
            case "|": lhs |= rhs
            case "^": lhs ^= rhs
            case "&": lhs &= rhs
            case "==": lhs = lhs == rhs ? 1 : 0
            case "!=": lhs = lhs != rhs ? 1 : 0
            case "<": lhs = lhs < rhs ? 1 : 0
            case ">": lhs = lhs > rhs ? 1 : 0
            case "<=": lhs = lhs <= rhs ? 1 : 0
            case ">=": lhs = lhs >= rhs ? 1 : 0
            case "<<": lhs = lhs << (rhs & 63)
            case ">>": lhs = lhs >> (rhs & 63)
            case "+": lhs = lhs &+ rhs
            case "-": lhs = lhs &- rhs
            case "*": lhs = lhs &* rhs
            default:
                guard rhs != 0 else { throw CompileFailure(op.at, "division by zero in #if", hint: nil) }
                lhs = op.text == "/" ? lhs / rhs : lhs % rhs
            }
        }
        return lhs
    }

    mutating func unary() throws(CompileFailure) -> Int64 {
        guard pos < tokens.count else {
            throw CompileFailure(tokens.last?.at ?? .none, "#if expression ends early", hint: nil)
        }
        let t = tokens[pos]
        pos += 1
        if t.isPunct("!") { return try unary() == 0 ? 1 : 0 }
        if t.isPunct("-") { return -(try unary()) }
        if t.isPunct("+") { return try unary() }
        if t.isPunct("~") { return ~(try unary()) }
        if t.isPunct("(") {
            let v = try parse(0)
            guard pos < tokens.count, tokens[pos].isPunct(")") else {
                throw CompileFailure(t.at, "expected ')' in #if", hint: nil)
            }
            pos += 1
            return v
        }
        if t.kind == .integer {
            var s = Substring(t.text.lowercased())
            while let l = s.last, l == "u" || l == "l" { s.removeLast() }
            if s.hasPrefix("0x"), let v = Int64(s.dropFirst(2), radix: 16) { return v }
            if let v = Int64(s) { return v }
        }
        throw CompileFailure(t.at, "invalid token '\(t.text)' in #if", hint: "#if takes integer constant expressions")
    }
}
