// SceneDiagnosticsTests.swift: malformed scenes and the first diagnostic each must produce.
// Rule: issue #2 (every lexical, syntax, name, type and argument error reported with message, exact range and a
// hint); wording follows swiftc 6 where swiftc has a message for the same mistake.

import Testing

@testable import Scene

/// One malformed scene and what its first diagnostic (in source order) must say.
struct MalformedScene: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    /// The message, or a distinctive part of it.
    var message: String
    var line: Int
    var column: Int
    var hint: String?

    var testDescription: String { name }
}

/// Scenes start with this header unless the case is about the header.
private let header = "scene(width: 800, height: 450)\n"

private let malformed: [MalformedScene] = [
    // Names and members.
    MalformedScene(
        name: "unknown modifier on a shape", source: header + "Rectangle().ofset(x: 10)",
        message: "value of type 'Rectangle' has no member 'ofset'", line: 2, column: 13, hint: "did you mean 'offset'?"),
    MalformedScene(
        name: "unknown modifier on some View",
        source: header + "func marker(_ c: Color) -> some View { Rectangle().fill(c) }\nmarker(.orange).ofset(x: 200)",
        message: "value of type 'some View' has no member 'ofset'", line: 3, column: 17, hint: "did you mean 'offset'?"),
    MalformedScene(
        name: "unknown view", source: header + "Rectange()",
        message: "cannot find 'Rectange' in scope", line: 2, column: 1, hint: "did you mean 'Rectangle'?"),
    MalformedScene(
        name: "unknown identifier", source: header + "let v = tme * 2\nRectangle()",
        message: "cannot find 'tme' in scope", line: 2, column: 9, hint: "did you mean 'time'?"),
    MalformedScene(
        name: "unknown function nearest user name",
        source: header + "func marker() -> some View { Circle() }\nmaker()",
        message: "cannot find 'maker' in scope", line: 3, column: 1, hint: "did you mean 'marker'?"),
    MalformedScene(
        name: "unknown colour", source: header + "Rectangle().fill(.oragne)",
        message: "type 'Color' has no member 'oragne'", line: 2, column: 18, hint: "did you mean 'orange'?"),
    MalformedScene(
        name: "unknown alignment", source: header + "ZStack(alignment: .topleading) { Rectangle() }",
        message: "type 'Alignment' has no member 'topleading'", line: 2, column: 19, hint: "did you mean 'topLeading'?"),
    MalformedScene(
        name: "unknown angle function", source: header + "Rectangle().rotationEffect(.degres(30))",
        message: "type 'Angle' has no member 'degres'", line: 2, column: 28, hint: "did you mean 'degrees'?"),
    MalformedScene(
        name: "unknown edge set member", source: header + "Rectangle().padding(.horizontl, 3)",
        message: "type 'Edge.Set' has no member 'horizontl'", line: 2, column: 21, hint: "did you mean 'horizontal'?"),
    MalformedScene(
        name: "unknown type", source: header + "let c: Colour = .red\nRectangle()",
        message: "cannot find type 'Colour' in scope", line: 2, column: 8, hint: "did you mean 'Color'?"),
    MalformedScene(
        name: "implicit member without context", source: header + "let c = .red\nRectangle()",
        message: "cannot infer contextual base in reference to member 'red'", line: 2, column: 9),
    MalformedScene(
        name: "fill after a modifier", source: header + "Rectangle().foregroundStyle(.red).fill(.blue)",
        message: "value of type 'some View' has no member 'fill'", line: 2, column: 35,
        hint: "apply .fill directly to the shape, before other modifiers, or use .foregroundStyle"),
    // Arguments.
    MalformedScene(
        name: "misspelt argument label", source: header + "Rectangle().frame(widht: 120, height: 60)",
        message: "incorrect argument label in call (have 'widht:height:', expected 'width:height:')", line: 2,
        column: 19,
        hint: "rename 'widht:' to 'width:'"),
    MalformedScene(
        name: "missing argument", source: header + "Color(red: 1, green: 0.5)",
        message: "missing argument for parameter 'blue' in call", line: 2, column: 25, hint: "add 'blue: …'"),
    MalformedScene(
        name: "extra argument", source: header + "Rectangle().position(x: 1, y: 2, z: 3)",
        message: "extra argument 'z' in call", line: 2, column: 34, hint: "remove it"),
    MalformedScene(
        name: "extraneous label", source: header + "Rectangle().padding(lenght: 10)",
        message: "extraneous argument label 'lenght:' in call", line: 2, column: 21, hint: "remove 'lenght:'"),
    MalformedScene(
        name: "missing label", source: header + "Rectangle().rotationEffect(.degrees(30), .topLeading)",
        message: "missing argument label 'anchor:' in call", line: 2, column: 42, hint: "insert 'anchor:'"),
    MalformedScene(
        name: "extra trailing closure", source: header + "Rectangle() { Circle() }",
        message: "extra trailing closure passed in call", line: 2, column: 13),
    MalformedScene(
        name: "memberwise initialiser label",
        source: header
            + "struct Card: View {\n    let w: Double\n    var body: some View { Rectangle().frame(width: w) }\n}\nCard(width: 3)",
        message: "incorrect argument label in call (have 'width:', expected 'w:')", line: 6, column: 6,
        hint: "rename 'width:' to 'w:'"),
    MalformedScene(
        name: "memberwise initialiser missing property",
        source: header
            + "struct Card: View {\n    let w: Double\n    var body: some View { Rectangle().frame(width: w) }\n}\nCard()",
        message: "missing argument for parameter 'w' in call", line: 6, column: 6, hint: "add 'w: …'"),
    // Types.
    MalformedScene(
        name: "Int times Double", source: header + "let n = 5\nlet y = n * 2.5\nRectangle()",
        message: "binary operator '*' cannot be applied to operands of type 'Int' and 'Double'", line: 3, column: 11,
        hint: "convert the Int operand with Double(…)"),
    MalformedScene(
        name: "Int where Double is expected", source: header + "let n = 5\nRectangle().frame(width: n)",
        message: "cannot convert value of type 'Int' to expected argument type 'Double'", line: 3, column: 26,
        hint: "wrap it in Double(…)"),
    MalformedScene(
        name: "String where Double is expected", source: header + "Rectangle().opacity(\"x\")",
        message: "cannot convert value of type 'String' to expected argument type 'Double'", line: 2, column: 21),
    MalformedScene(
        name: "remainder of Doubles", source: header + "let z = 5 % 2.0\nRectangle()",
        message: "'%' is unavailable: For floating point numbers use truncatingRemainder instead", line: 2, column: 11),
    MalformedScene(
        name: "Int as a condition", source: header + "VStack { if frame { Circle() } }",
        message: "type 'Int' cannot be used as a boolean; test for '!= 0' instead", line: 2, column: 13),
    MalformedScene(
        name: "non-view in a view builder", source: header + "VStack {\n    let q = 5\n    q\n}",
        message: "type 'Int' does not conform to protocol 'View'", line: 4, column: 5),
    MalformedScene(
        name: "mismatched ternary", source: header + "let v = frame > 2 ? 1.5 : \"no\"\nRectangle()",
        message: "result values in '? :' expression have mismatching types 'Double' and 'String'", line: 2, column: 9),
    MalformedScene(
        name: "empty array without a type", source: header + "let a = []\nRectangle()",
        message: "empty collection literal requires an explicit type", line: 2, column: 9),
    MalformedScene(
        name: "missing return", source: header + "func f() -> Double { let a = 1.0 }\nRectangle()",
        message: "missing return in global function expected to return 'Double'", line: 2, column: 34,
        hint: "end every path with 'return …'"),
    MalformedScene(
        name: "closure of several statements without a return",
        source: header
            + "func make(_ f: () -> [String]) -> [String] { f() }\nlet xs = make { \"a\"; \"b\" }\nRectangle()",
        message: "missing return in closure expected to return '[String]'", line: 3, column: 26,
        hint: "end every path with 'return …'"),
    MalformedScene(
        name: "assigning a let", source: header + "let t = time\nt = 3\nRectangle()",
        message: "cannot assign to value: 't' is a 'let' constant", line: 3, column: 1,
        hint: "change 'let' to 'var' to make it mutable"),
    MalformedScene(
        name: "struct without body", source: header + "struct Card: View { let w: Double }\nCard(w: 1)",
        message: "type 'Card' does not conform to protocol 'View'", line: 2, column: 8,
        hint: "add 'var body: some View { … }'"),
    MalformedScene(
        name: "ForEach closure ignoring its element", source: header + "VStack { ForEach(0..<3) { Rectangle() } }",
        message: "contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored",
        line: 2, column: 25, hint: "insert '_ in', or name the element: '{ index in … }'"),
    MalformedScene(
        name: "ForEach over an array without id",
        source: header + "let a = [1, 2]\nVStack { ForEach(a) { i in Rectangle() } }",
        message: "requires that 'Int' conform to 'Identifiable'", line: 3, column: 10, hint: "add 'id: \\.self'"),
    MalformedScene(
        name: "for loop in a view builder", source: header + "VStack {\n    for i in 0..<3 { }\n}",
        message: "closure containing control flow statement cannot be used with result builder 'ViewBuilder'", line: 3,
        column: 5, hint: "use 'ForEach(…) { … }' to repeat views"),
    MalformedScene(
        name: "redeclaration", source: header + "let a = 1\nlet a = 2\nRectangle()",
        message: "invalid redeclaration of 'a'", line: 3, column: 5),
    MalformedScene(
        name: "integer literal overflow", source: header + "let big = 99999999999999999999\nRectangle()",
        message: "integer literal '99999999999999999999' overflows when stored into 'Int'", line: 2, column: 11),
    MalformedScene(
        name: "literal division by zero", source: header + "let k = 1 / 0\nRectangle()",
        message: "division by zero", line: 2, column: 9),
    MalformedScene(
        name: "unsupported attribute", source: header + "@FetchRequest var x = 0\nRectangle()",
        message: "attribute '@FetchRequest' is not supported in scenes", line: 2, column: 1,
        hint: "scenes change through '@State' variables and 'at(t) { … }' events, or 'time' and 'frame'"),
    // Timeline (issue #4).
    MalformedScene(
        name: "state written outside an event",
        source: header + "@State var x = 0.0\nfunc f() -> Double {\n    x = 2\n    return x\n}\nRectangle()",
        message: "'@State' variable 'x' can only change in an event", line: 4, column: 5,
        hint: "write 'at(1.0) { x = … }' at the top level"),
    MalformedScene(
        name: "event writes a constant",
        source: header + "let k = 1.0\nat(1) { k = 2 }\nRectangle()",
        message: "an event can only change '@State' variables, and 'k' is not one", line: 3, column: 9,
        hint: "declare it '@State var k = …'"),
    MalformedScene(
        name: "misspelt animation",
        source: header
            + "@State var on = false\nat(1) { withAnimation(.easeInOt(duration: 1)) { on.toggle() } }\nRectangle()",
        message: "unknown animation '.easeInOt'", line: 3, column: 23, hint: "did you mean '.easeInOut'?"),
    MalformedScene(
        name: "withAnimation outside an event",
        source: header + "let a = withAnimation(.default) { }\nRectangle()",
        message: "'withAnimation' belongs in an event", line: 2, column: 9,
        hint: "write 'at(1.0) { withAnimation(.easeInOut) { isOn.toggle() } }' at the top level"),
    MalformedScene(
        name: "unknown transition",
        source: header + "Rectangle().transition(.fade)",
        message: "unknown transition '.fade'", line: 2, column: 24),
    MalformedScene(
        name: "@State on a let",
        source: header + "@State let x = 1\nRectangle()",
        message: "'@State' requires a 'var' declaration", line: 2, column: 1, hint: "write '@State var'"),
    // Keyframe and phase animators (issue #4).
    MalformedScene(
        name: "keyframe outside a track of a struct value",
        source: header
            + "struct V { var scale = 1.0 }\nRectangle().keyframeAnimator(initialValue: V(), trigger: 0) { c, v in c }"
            + " keyframes: { _ in LinearKeyframe(1, duration: 1) }",
        message: "a keyframe of a 'V' value belongs in a track of one of its properties", line: 3, column: 93,
        hint: "write 'KeyframeTrack(\\.property) { LinearKeyframe(…) }'"),
    MalformedScene(
        name: "misspelt keyframe",
        source: header + "Rectangle().keyframeAnimator(initialValue: 1.0, trigger: 0) { c, v in c }"
            + " keyframes: { _ in LinearKeyfram(1, duration: 1) }",
        message: "cannot find 'LinearKeyfram' in scope", line: 2, column: 93, hint: "did you mean 'LinearKeyframe'?"),
    MalformedScene(
        name: "keyframe value not a constant",
        source: header + "var k = 2.0\nRectangle().keyframeAnimator(initialValue: 1.0, trigger: 0) { c, v in c }"
            + " keyframes: { _ in LinearKeyframe(k, duration: 1) }",
        message: "this argument must be a constant number", line: 3, column: 108,
        hint: "keyframes are read once, at load: write numbers, constants, or arithmetic on them"),
    MalformedScene(
        name: "misspelt key path",
        source: header
            + "struct V { var scale = 1.0 }\nRectangle().keyframeAnimator(initialValue: V(), trigger: 0) { c, v in c }"
            + " keyframes: { _ in KeyframeTrack(\\.scal) { LinearKeyframe(1, duration: 1) } }",
        message: "value of type 'V' has no member 'scal'", line: 3, column: 107, hint: "did you mean 'scale'?"),
    MalformedScene(
        name: "misspelt keyframe spring",
        source: header + "Rectangle().keyframeAnimator(initialValue: 1.0, trigger: 0) { c, v in c }"
            + " keyframes: { _ in SpringKeyframe(1, spring: .bouncey) }",
        message: "unknown Spring '.bouncey'", line: 2, column: 119, hint: "did you mean '.bouncy'?"),
    MalformedScene(
        name: "misspelt keyframe label",
        source: header + "Rectangle().keyframeAnimator(initialValue: 1.0, trigger: 0) { c, v in c }"
            + " keyframes: { _ in LinearKeyframe(1, durtion: 1) }",
        message: "incorrect argument label in call (have '_:durtion:', expected '_:duration:')", line: 2, column: 111,
        hint: "rename 'durtion:' to 'duration:'"),
    MalformedScene(
        name: "misspelt trigger label",
        source: header
            + "@State var likes = 0\nRectangle().keyframeAnimator(initialValue: 1.0, triger: likes) { c, v in c }"
            + " keyframes: { _ in LinearKeyframe(1, duration: 1) }",
        message: "incorrect argument label in call (have 'initialValue:triger:_:keyframes:'", line: 3, column: 49,
        hint: "rename 'triger:' to 'trigger:'"),
    MalformedScene(
        name: "content closure with one parameter",
        source: header + "Rectangle().keyframeAnimator(initialValue: 1.0, trigger: 0) { v in v }"
            + " keyframes: { _ in LinearKeyframe(1, duration: 1) }",
        message: "expects 2 arguments, but 1 was used in closure body", line: 2, column: 63,
        hint: "name the view and the value: '{ content, value in content.scaleEffect(value) }'"),
    MalformedScene(
        name: "keyframes closure without a parameter",
        source: header + "Rectangle().keyframeAnimator(initialValue: 1.0, trigger: 0) { c, v in c }"
            + " keyframes: { LinearKeyframe(1, duration: 1) }",
        message: "contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored",
        line: 2, column: 86, hint: "insert '_ in': 'keyframes: { _ in … }'"),
    MalformedScene(
        name: "triggered phases that are not an array",
        source: header + "Rectangle().phaseAnimator(3, trigger: 0) { c, p in c }",
        message: "the phases must be an array, not 'Int'", line: 2, column: 27,
        hint: "pass the phases in order, e.g. 'Phase.allCases' or '[false, true]'"),
    MalformedScene(
        name: "phase animation depends on state",
        source: header + "@State var likes = 0\nRectangle().phaseAnimator([0.0, 1.0], trigger: likes) { c, p in c }"
            + " animation: { p in likes > 0 ? .bouncy : .smooth }",
        message: "the animation closure can only test its phase in scenes", line: 3, column: 87,
        hint: "compare the phase with numbers: 'phase == 2 ? .bouncy : .smooth'"),
    MalformedScene(
        name: "phases that never take time",
        source: header + "Rectangle().phaseAnimator([0.0, 1.0]) { c, p in c } animation: { _ in nil }",
        message: "the phases never take any time, so they would cycle without end", line: 2, column: 12,
        hint: "give the phases animations that take time, or add 'trigger:'"),
    MalformedScene(
        name: "phases that are not an array", source: header + "Rectangle().phaseAnimator(3) { c, p in c }",
        message: "the phases must be an array, not 'Int'", line: 2, column: 27,
        hint: "pass the phases in order, e.g. 'Phase.allCases' or '[false, true]'"),
    MalformedScene(
        name: "phase animation written as statements",
        source: header
            + "Rectangle().phaseAnimator([0.0, 1.0], trigger: 0) { c, p in c } animation: { p in\n    if p == 1 { return .bouncy }\n"
            + "    return .smooth\n}",
        message: "the animation closure must be one expression in scenes", line: 3, column: 5,
        hint: "write one expression, e.g. '{ phase in phase == 2 ? .bouncy : .easeInOut(duration: 0.3) }'"),
    // Lexical.
    MalformedScene(
        name: "unterminated string", source: header + "let s = \"abc\nRectangle()",
        message: "unterminated string literal", line: 2, column: 9, hint: "add '\"' to close the string"),
    MalformedScene(
        name: "unterminated block comment", source: header + "/* open comment\nRectangle()",
        message: "unterminated '/*' comment", line: 2, column: 1, hint: "add '*/' to close the comment"),
    MalformedScene(
        name: "unterminated nested block comment", source: header + "/* a /* b */\nRectangle()",
        message: "unterminated '/*' comment", line: 2, column: 1,
        hint: "block comments nest: each '/*' inside needs its own '*/'"),
    MalformedScene(
        name: "unexpected character", source: header + "Rectangle()\n#sourceLocation(file: \"x\", line: 1)",
        message: "unexpected character '#' in source", line: 3, column: 1,
        hint: "directives and raw strings are not part of the scene language"),
    MalformedScene(
        name: "unknown operator", source: header + "let a = 1 +++ 2\nRectangle()",
        message: "cannot find operator '+++' in scope", line: 2, column: 11),
    MalformedScene(
        name: "exponent without digits", source: header + "let x = 1.5e\nRectangle()",
        message: "expected a digit in floating point exponent", line: 2, column: 9),
    MalformedScene(
        name: "letters in a number", source: header + "let x = 12abc\nRectangle()",
        message: "'a' is not a valid digit in integer literal", line: 2, column: 11),
    // Syntax.
    MalformedScene(
        // Columns carry no meaning, so swiftc reads `Circle()` as a second argument and asks for the ',' first.
        name: "missing closing parenthesis", source: header + "Rectangle().frame(width: 10\nCircle()",
        message: "expected ',' separator", line: 2, column: 28),
    MalformedScene(
        name: "missing closing parenthesis before a declaration",
        source: header + "Rectangle().frame(width: 10\nlet a = 1",
        message: "expected ')' in expression list", line: 3, column: 1, hint: "add ')' to close the '(' on line 2"),
    MalformedScene(
        name: "missing closing brace", source: header + "ZStack {\n    Rectangle()\n",
        message: "expected '}' at end of closure", line: 4, column: 1, hint: "add '}' to close the '{' on line 2"),
    MalformedScene(
        name: "two statements on a line", source: header + "Rectangle().frame(width: 10) Circle()",
        message: "consecutive statements on a line must be separated by ';'", line: 2, column: 29),
    MalformedScene(
        name: "chained comparison", source: header + "let b = 1 < 2 < 3\nRectangle()",
        message: "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'", line: 2,
        column: 15),
    // Header and root.
    MalformedScene(
        name: "headerless root too large for a canvas", source: "Color.red.frame(width: 20000, height: 10)",
        message: "the root view's ideal size", line: 1, column: 1,
        hint: "give the root a '.frame(width:height:)', or start the file with 'scene(width: 800, height: 450)'"),
    MalformedScene(
        name: "duplicate header", source: header + header + "Rectangle()",
        message: "duplicate scene header", line: 2, column: 1),
    MalformedScene(
        name: "header not first", source: "let a = 1\n" + header + "Rectangle()",
        message: "the scene header must be the first statement", line: 2, column: 1,
        hint: "move 'scene(…)' to the top of the file"),
    MalformedScene(
        name: "header label", source: "scene(width: 800, height: 450, fsp: 30)\nRectangle()",
        message: "incorrect argument label in call (have 'width:height:fsp:', expected 'width:height:fps:')", line: 1,
        column: 32, hint: "rename 'fsp:' to 'fps:'"),
    MalformedScene(
        name: "header without height", source: "scene(width: 800)\nRectangle()",
        message: "missing argument for parameter 'height' in call", line: 1, column: 17),
    MalformedScene(
        name: "header depends on time", source: "scene(width: 100 + time, height: 100)\nRectangle()",
        message: "the scene header cannot depend on 'time'", line: 1, column: 20),
    MalformedScene(
        name: "zero width", source: "scene(width: 0, height: 450)\nRectangle()",
        message: "scene width must be positive and finite, got 0.0", line: 1, column: 14),
    MalformedScene(
        name: "zero fps", source: "scene(width: 800, height: 450, fps: 0)\nRectangle()",
        message: "scene fps must be positive, got 0", line: 1, column: 37),
    MalformedScene(
        name: "negative duration", source: "scene(width: 800, height: 450, duration: -1)\nRectangle()",
        message: "scene duration must be positive, got -1", line: 1, column: 42),
    MalformedScene(
        name: "no root view", source: header + "let a = 1\n",
        message: "no view to render", line: 3, column: 1,
        hint:
            "end the file with the view to draw (such as 'ZStack { … }'), a '#Preview { … }', or a 'struct ContentView: View'"
    ),
    MalformedScene(
        name: "no root view among structs",
        source: header + "struct Card: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n",
        message: "no view to render", line: 6, column: 1,
        hint: "'Card' needs arguments: add '#Preview { Card(…) }' with the values to show"),
    MalformedScene(
        name: "an unclosed #if", source: header + "#if DEBUG\nRectangle()",
        message: "'#if' without '#endif'", line: 2, column: 1, hint: "close the block with '#endif'"),
]

struct SceneDiagnosticsTests {
    @Test("a malformed scene reports its first error at the right place", arguments: malformed)
    func firstDiagnostic(_ scene: MalformedScene) throws {
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: scene.source, path: "bad.scene") }
        let first = try #require(error.diagnostics.first { $0.severity == .error })
        #expect(first.message.contains(scene.message), "\(first)")
        #expect(first.range.start.line == scene.line, "\(first)")
        #expect(first.range.start.column == scene.column, "\(first)")
        if let hint = scene.hint { #expect(first.hint == hint, "\(first)") }
    }

    @Test("the table covers at least 35 malformed scenes")
    func tableSize() {
        #expect(malformed.count >= 35)
    }

    @Test("errors are collected, not just the first")
    func collectsSeveral() throws {
        let source =
            header
            + "let a = tme\nlet b = 1 * 2.5\nVStack {\n    Rectangle().ofset(x: 1)\n    Circle().fill(.oragne)\n}"
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "bad.scene") }
        #expect(
            error.errors.map(\.message) == [
                "cannot find 'tme' in scope",
                "value of type 'Rectangle' has no member 'ofset'",
                "type 'Color' has no member 'oragne'",
            ])
    }

    @Test("a note follows the error it explains")
    func noteAfterError() throws {
        let error = try #require(throws: SceneError.self) {
            try SceneProgram(source: header + "ZStack {\n    Circle()\n", path: "bad.scene")
        }
        #expect(error.diagnostics.map(\.severity) == [.error, .note])
        #expect(error.diagnostics[1].message == "to match this opening '{'")
        #expect(error.diagnostics[1].range.start == SourceLocation(line: 2, column: 8, offset: 38))
    }

    @Test("run-time failures are diagnostics at the expression, not crashes")
    func runtimeFailures() throws {
        let cases: [(source: String, message: String, line: Int, column: Int)] = [
            (
                "let a = [1, 2, 3]\nlet i = frame + 5\nlet q = a[i]\nRectangle()",
                "index 5 is out of range for an array of 3 elements", 4, 9
            ),
            ("let d = frame\nlet q = 10 / d\nRectangle()", "division by zero", 3, 9),
            (
                "let m = Int.max - 1 + frame\nlet q = m + 5\nRectangle()",
                "arithmetic operation '9223372036854775806 + 5' (on type 'Int') results in an overflow", 3, 9
            ),
            (
                "let x = Double(frame) / 0\nlet q = Int(x)\nRectangle()",
                "Double value cannot be converted to Int because it is either infinite or NaN", 3, 9
            ),
            (
                "func f(_ n: Int) -> Int { f(n + 1) }\nlet q = f(frame)\nRectangle()",
                "calls nested more than 64 deep in 'f'", 2, 27
            ),
        ]
        for c in cases {
            let program = try SceneProgram(source: header + c.source, path: "run.scene")
            let error = try #require(throws: SceneError.self) { try program.view(time: 0, frame: 0) }
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics[0].message.contains(c.message), "\(error.diagnostics[0])")
            #expect(error.diagnostics[0].range.start.line == c.line)
            #expect(error.diagnostics[0].range.start.column == c.column)
            #expect(error.diagnostics[0].hint?.contains("while evaluating frame 0") == true)
        }
    }

    @Test("warnings do not stop a scene from loading")
    func warningsLoad() throws {
        let program = try SceneProgram(source: header + "5 + 1\nRectangle()", path: "warn.scene")
        #expect(program.warnings.map(\.message) == ["expression of type 'Int' is unused"])
    }
}
