// ImplicitlyUnwrappedOptionalTests.swift: `T!` properties, parameters and locals (issue #14) are Optionals that a
// read force-unwraps where a `T` is needed, and nil there is a located error, not a crash.
// Rule: SE-0054 (Abolish ImplicitlyUnwrappedOptional type): "the type checker will fall back to forcing the optional
// if necessary"; an IUO `var` defaults to nil (TSPL "Initialization": Default Property Values of optional type).

import Scene
import Testing

struct ImplicitlyUnwrappedOptionalTests {
    static let greeting = """
        import SwiftUI
        struct Greeting: View {
            var name: String!
            var count: Int! = 2
            var body: some View {
                VStack {
                    Text(name)
                    Text("\\(count + 1)")
                    Text(name.uppercased())
                    Text(name == nil ? "none" : "some")
                }
            }
        }

        """

    @Test("a 'String!' property passed as a String, a receiver and an operand; '== nil' still sees the Optional")
    func propertyReads() throws {
        let texts = try FoundationFormatTests.previewTexts(Self.greeting, "Greeting(name: \"ann\")")
        #expect(texts == ["ann", "3", "ANN", "some"])
    }

    @Test("an IUO property left nil by the memberwise initialiser traps at the read, as a located error")
    func nilReadIsLocated() throws {
        let source = Self.greeting + "#Preview {\n    Greeting()\n}\n"
        // The preview is built when the program loads, so loading reports it.
        let error = try #require(throws: SceneError.self) {
            _ = try SceneProgram(source: source, path: "iuo.swift").view(time: 0, frame: 0)
        }
        let first = try #require(error.diagnostics.first)
        #expect(first.message.contains("Unexpectedly found nil"))
        // `Text(name)`: line 7, the read of `name` at column 18.
        #expect(first.range.start.line == 7 && first.range.start.column == 18)
    }

    @Test("IUO locals and parameters: assigned later, read as the value; 'if let' binds the Optional")
    func localsAndParameters() throws {
        let texts = try FoundationFormatTests.previewTexts(
            """
            import SwiftUI
            func doubled(_ n: Int!) -> Int { n * 2 }
            func total() -> Int {
                var x: Int!
                x = 4
                return doubled(x) + 1
            }
            func label(_ s: String!) -> String {
                if let s { return "got " + s }
                return "nothing"
            }

            """,
            """
                Text("\\(total())")
                Text(label("a"))
                Text(label(nil))
            """)
        #expect(texts == ["9", "got a", "nothing"])
    }
}
