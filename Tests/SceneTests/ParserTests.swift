// ParserTests.swift: the shapes of parsed expressions and statements.
// Rule: Swift's precedence groups; a `.member` on the next line continues the expression; `{` opens a trailing
// closure on the same line except in an `if` condition.

import Testing

@testable import Scene

struct ParserTests {
    /// A compact rendering of an expression's tree, to compare shapes.
    private func sketch(_ e: Expr) -> String {
        switch e.kind {
        case .integer(let t), .float(let t): t
        case .identifier(let n): n
        case .implicitMember(let n): "." + n
        case .member(let b, let n, _, _): sketch(b) + "." + n
        case .call(let c, let args, let trailing, _):
            sketch(c) + "(" + args.map { ($0.label.map { $0 + ": " } ?? "") + sketch($0.value) }.joined(separator: ", ")
                + ")"
                + (trailing.map { "{\($0.parameters.map(\.name).joined(separator: ","))|\($0.body.count)}" } ?? "")
        case .binary(let op, let l, let r, _): "(\(sketch(l)) \(op) \(sketch(r)))"
        case .prefix(let op, let x): "(\(op)\(sketch(x)))"
        case .ternary(let c, let t, let f): "(\(sketch(c)) ? \(sketch(t)) : \(sketch(f)))"
        case .paren(let x): sketch(x)
        case .subscript(let b, let i): "\(sketch(b))[\(sketch(i))]"
        case .array(let items): "[" + items.map(sketch).joined(separator: ", ") + "]"
        case .keyPath(let names): "\\." + names.joined(separator: ".")
        default: "?"
        }
    }

    private func parse(_ text: String) -> ([Stmt], DiagnosticLog) {
        let (statements, _, diagnostics) = Parser.parse(text)
        return (statements, diagnostics)
    }

    private func expression(_ text: String) -> String {
        let (statements, diagnostics) = parse(text)
        #expect(diagnostics.count == 0, "\(diagnostics.entries)")
        guard case .expression(let e)? = statements.first?.kind else { return "not an expression" }
        return sketch(e)
    }

    @Test(
        "precedence and associativity follow Swift's groups",
        arguments: [
            ("1 + 2 * 3", "(1 + (2 * 3))"),
            ("1 - 2 - 3", "((1 - 2) - 3)"),
            ("-a * b", "((-a) * b)"),
            ("a < b && c || d", "(((a < b) && c) || d)"),
            ("0..<n + 1", "(0 ..< (n + 1))"),
            ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
            ("x == 1 ? 2 : 3", "((x == 1) ? 2 : 3)"),
            ("frame % 2 == 0", "((frame % 2) == 0)"),
            ("-x.y", "(-x.y)"),
            ("a[i].count", "a[i].count"),
            ("[1, 2.5,]", "[1, 2.5]"),
        ])
    func precedence(_ text: String, _ expected: String) {
        #expect(expression(text) == expected)
    }

    @Test("modifier chains continue across lines; calls take labels and trailing closures")
    func chains() {
        #expect(
            expression("Rectangle()\n    .fill(.red)\n    .offset(x: 2, y: -3)")
                == "Rectangle().fill(.red).offset(x: 2, y: (-3))")
        #expect(expression("ZStack(alignment: .top) { a; b }") == "ZStack(alignment: .top){|2}")
        #expect(expression("VStack { }") == "VStack(){|0}")
        #expect(expression("ForEach(xs, id: \\.self) { c in c }") == "ForEach(xs, id: \\.self){c|1}")
        #expect(expression("ForEach(0..<3) { (i) in i }") == "ForEach((0 ..< 3)){i|1}")
        #expect(expression("x.background(.blue, in: Capsule())") == "x.background(.blue, in: Capsule())")
    }

    @Test("labelled trailing closures follow the first (SE-0279), on its line or the next")
    func labelledTrailingClosures() throws {
        let sources = [
            "v.keyframeAnimator(initialValue: 1.0, trigger: n) { c, s in c } keyframes: { _ in a; b }",
            "v.keyframeAnimator(initialValue: 1.0, trigger: n) { c, s in\n    c\n}\nkeyframes: { _ in\n    a\n    b\n}",
        ]
        for source in sources {
            let (statements, diagnostics) = parse(source)
            #expect(diagnostics.count == 0, "\(diagnostics.entries)")
            #expect(statements.count == 1)
            guard case .expression(let e)? = statements.first?.kind,
                case .call(_, let arguments, let trailing?, _) = e.kind,
                let keyframes = arguments.last, case .closure(let closure) = keyframes.value.kind
            else {
                Issue.record("not a call with two trailing closures: \(source)")
                continue
            }
            #expect(sketch(e).hasPrefix("v.keyframeAnimator(initialValue: 1.0, trigger: n, keyframes: ?){c,s|1}"))
            #expect(trailing.parameters.map(\.name) == ["c", "s"])
            #expect(keyframes.label == "keyframes" && keyframes.isTrailingClosure)
            #expect(!arguments[0].isTrailingClosure)
            #expect(closure.parameters.map(\.name) == ["_"] && closure.body.count == 2)
            #expect(e.range.end == keyframes.range.end, "the call ends with its last closure")
        }
    }

    @Test("a brace on the next line (Allman style) is still the trailing closure, getter or body it is in Swift")
    func allmanBraces() throws {
        let (statements, diagnostics) = parse(
            "VStack\n{\n    Text(\"a\")\n}\n.onAppear\n{\n    x = 1\n}\nForEach(items, id: \\.self)\n{ i in\n    Text(\"b\")\n}")
        #expect(diagnostics.count == 0, "\(diagnostics.entries)")
        #expect(statements.count == 2)
        guard case .expression(let stack)? = statements.first?.kind, case .expression(let each)? = statements.last?.kind
        else {
            Issue.record("not two expressions")
            return
        }
        #expect(sketch(stack).hasPrefix("VStack(){|1}.onAppear(){|1}"), "\(sketch(stack))")
        #expect(sketch(each) == "ForEach(items, id: \\.self){i|1}", "\(sketch(each))")
        // A property with a type and no value: the next line's brace is its getter.
        let (members, more) = parse("var color: Color\n{\n    .red\n}\nvar body: some View\n{\n    Text(\"c\")\n}")
        #expect(more.count == 0, "\(more.entries)")
        #expect(members.count == 2)
        // At file scope a computed variable is a global one: a function of no arguments read without parentheses.
        for member in members {
            guard case .function(let f) = member.kind, f.isGetter else {
                Issue.record("not a global computed variable")
                continue
            }
            #expect(f.body.count == 1, "\(f.name) has its getter")
        }
    }

    @Test("a call's parenthesis on the next line starts a new statement")
    func newlineBeforeParenthesis() {
        let (statements, _) = parse("a\n(b)")
        #expect(statements.count == 2)
    }

    @Test("an if condition does not take a trailing closure")
    func ifCondition() throws {
        let (statements, diagnostics) = parse("if flag { a } else if b { c } else { d }")
        #expect(diagnostics.count == 0)
        guard case .if(let statement)? = statements.first?.kind, case .elseIf(let nested)? = statement.otherwise else {
            Issue.record("expected if / else if")
            return
        }
        #expect(statement.conditions.map(sketch) == ["flag"])
        #expect(nested.conditions.map(sketch) == ["b"])
        guard case .block(let last)? = nested.otherwise else {
            Issue.record("expected a final else")
            return
        }
        #expect(last.count == 1)
    }

    @Test("declarations: functions with labels and defaults, structs with stored and computed members")
    func declarations() throws {
        let (statements, diagnostics) = parse(
            """
            private func f(_ a: Double, label b: Int = 2, c: [Color]) -> some View { a }
            struct S: View {
                let x: Double
                var y = 3
                var z: Double { x * 2 }
                @ViewBuilder var body: some View { Circle() }
            }
            """)
        #expect(diagnostics.count == 0, "\(diagnostics.entries)")
        guard case .function(let f) = statements[0].kind, case .structure(let s) = statements[1].kind else {
            Issue.record("expected a function and a struct")
            return
        }
        #expect(f.parameters.map(\.label) == [nil, "label", "c"])
        #expect(f.parameters.map(\.name) == ["a", "b", "c"])
        #expect(f.parameters[1].defaultValue != nil)
        if case .opaque("View")? = f.returnType?.kind {} else { Issue.record("expected some View") }
        #expect(s.conformances.map(\.name) == ["View"])
        #expect(s.members.count == 4)
        guard case .variable(let z) = s.members[2].kind else {
            Issue.record("expected the computed property z as the third member")
            return
        }
        #expect(z.getter?.count == 1)
    }

    @Test("after a syntax error the parser resumes at the next line")
    func recovery() {
        let (statements, diagnostics) = parse("let a = (1 +\nlet b = 2\nlet c = )\nlet d = 4")
        #expect(diagnostics.entries.filter { $0.severity == .error }.count >= 2)
        let names: [String] = statements.compactMap { if case .variable(let v) = $0.kind { v.name } else { nil } }
        #expect(names.contains("b") && names.contains("d"))
    }
}
