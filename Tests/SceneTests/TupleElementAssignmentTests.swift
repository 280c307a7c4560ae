// TupleElementAssignmentTests.swift: assigning a tuple's element (`t.1 = x`, `t.name += 1`, `bars[i].1 = x`) writes
// that element of the variable's value, as Swift's tuples are mutable values (The Swift Programming Language,
// "Types" → "Tuple Type"); a setter returning a value is swiftc's "unexpected non-void return value in void
// function" (Parser+SetterReturn).

import Testing

@testable import Scene

struct TupleElementAssignmentTests {
    /// The text of the scene's view after its `onAppear` ran (at 0.5 s of a 1 s scene).
    private func text(_ body: String, state: String) throws -> String? {
        let program = try SceneProgram(
            source: """
                scene(width: 100, height: 40, duration: 1)
                struct V: View {
                    \(state)
                    var body: some View {
                        \(body)
                    }
                }
                V()
                """, path: "t.scene")
        return try program.view(time: 0.5, frame: 15).text?.string
    }

    @Test(
        "an element of a @State tuple, of a tuple in an array and of a labelled tuple is assigned in an action",
        arguments: [
            // `t.1 = 10`: only the second element changes.
            (
                "@State var t = (1, 2)", "Text(\"\\(t.0) \\(t.1)\").onAppear { t.1 = 10 }", "1 10"
            ),
            // `bars[1].1 = 7` as corpus19 file 46 writes `graph[i].1 = Int.random(in: 1...10)`.
            (
                "@State var bars: [(Int, Int)] = [(1, 1), (2, 2)]",
                "Text(\"\\(bars[0].1) \\(bars[1].0) \\(bars[1].1)\").onAppear { bars[1].1 = 7 }", "1 2 7"
            ),
            // Compound assignment through a label and through a position.
            (
                "@State var p: (x: Int, y: Int) = (x: 3, y: 4)",
                "Text(\"\\(p.x) \\(p.y)\").onAppear { p.x += 2; p.1 *= 3 }", "5 12"
            ),
        ])
    func assignsElement(state: String, body: String, expected: String) throws {
        #expect(try text(body, state: state) == expected)
    }

    @Test("a local tuple's element is assigned in a function")
    func localTuple() throws {
        let program = try SceneProgram(
            source: """
                scene(width: 100, height: 40)
                func swapped() -> (Int, String) {
                    var t = (1, "a")
                    t.0 = 9
                    t.1 = "z"
                    return t
                }
                let r = swapped()
                Text("\\(r.0)\\(r.1)")
                """, path: "t.scene")
        #expect(try program.view(time: 0, frame: 0).text?.string == "9z")
    }

    @Test("assigning an element the wrong type, or a tuple element that does not exist, is a located error")
    func wrongElement() {
        for (line, message) in [
            ("t.1 = \"x\"", "cannot convert value of type 'String'"),
            ("t.2 = 1", "'2' is not a stored property of '(Int, Int)'"),
        ] {
            let e = #expect(throws: SceneError.self) {
                try SceneProgram(
                    source:
                        "scene(width: 10, height: 10)\nfunc f() -> Int {\n    var t = (1, 2)\n    \(line)\n    return t.0\n}\nRectangle()",
                    path: "t.scene")
            }
            #expect(
                e?.diagnostics.contains { $0.message.contains(message) && $0.range.start.line == 4 } == true,
                "\(line): \(e?.diagnostics.map(\.message) ?? [])")
        }
    }

    @Test("a setter returning a value is 'unexpected non-void return value in void function' at the value")
    func setterReturningValue() {
        let e = #expect(throws: SceneError.self) {
            try SceneProgram(
                source: """
                    scene(width: 10, height: 10)
                    struct S {
                        var a: Int {
                            get { return 1 }
                            set { if newValue > 0 { return 2 } }
                        }
                    }
                    Rectangle()
                    """, path: "t.scene")
        }
        let found = e?.diagnostics.first { $0.message == "unexpected non-void return value in void function" }
        #expect(found?.range.start.line == 5)
        #expect(found?.range.start.column == 40)
    }
}
