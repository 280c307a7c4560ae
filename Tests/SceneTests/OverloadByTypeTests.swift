// OverloadByTypeTests.swift: overloads with the same labels and different parameter types are declared and chosen
// by their arguments' types, literals by their default types (Checker+Overloads).

import Testing

@testable import Scene

private func text(_ source: String) throws -> String? {
    let program = try SceneProgram(source: "scene(width: 400, height: 100)\n" + source, path: "o.scene")
    return try program.view(time: 0, frame: 0).chain.leaf.text?.string
}

struct OverloadByTypeTests {
    static let functions = """
        func kind(_ x: Double) -> String { "Double \\(x)" }
        func kind(_ x: String) -> String { "String \\(x)" }
        func kind(_ x: Int) -> String { "Int \\(x)" }

        """

    @Test(
        "a call picks the overload its argument's type or literal default selects",
        arguments: [
            ("Text(kind(3))", "Int 3"),
            ("Text(kind(2.5))", "Double 2.5"),
            ("Text(kind(\"a\"))", "String a"),
            ("let d: Double = 4\nText(kind(d))", "Double 4.0"),
            ("let n = 7\nText(kind(n))", "Int 7"),
        ])
    func byType(body: String, expected: String) throws {
        #expect(try text(Self.functions + body) == expected)
    }

    @Test("initialisers taking Text or LocalizedStringKey under the same labels (corpus19 file 59)")
    func initialisers() throws {
        let root = try SceneProgram(
            source: """
                scene(width: 200, height: 100)
                struct Row: View {
                    let left: Text
                    let right: Text
                    let tag: String
                    init(left: Text, right: Text) { self.left = left; self.right = right; tag = "text" }
                    init(left: Text, right: LocalizedStringKey) { self.left = left; self.right = Text(right); tag = "key" }
                    var body: some View { Text(tag) }
                }
                VStack {
                    Row(left: Text("Rate"), right: Text("$1"))
                    Row(left: Text("Fee"), right: "$2")
                }
                """, path: "o.scene"
        ).view(time: 0, frame: 0)
        #expect(root.children.map { $0.chain.leaf.text?.string } == ["text", "key"])
    }

    @Test("the same labels and the same types are still a redeclaration")
    func redeclaration() {
        let e = #expect(throws: SceneError.self) {
            try SceneProgram(
                source: "scene(width: 10, height: 10)\nfunc f(_ x: Int) {}\nfunc f(_ y: Int) {}\nRectangle()",
                path: "o.scene")
        }
        #expect(
            e?.diagnostics.contains { $0.message == "invalid redeclaration of 'f'" && $0.range.start.line == 3 } == true
        )
    }

    @Test("built-in overloads keep resolving literals from context: abs(10) + 1.5 is a Double")
    func builtinLiteralsInContext() throws {
        #expect(try text("let w: CGFloat = abs(10) + 1.5\nText(\"\\(w)\")") == "11.5")
    }
}
