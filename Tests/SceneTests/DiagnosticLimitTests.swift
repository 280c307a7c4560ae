// DiagnosticLimitTests.swift: one diagnostics channel: the error limit, no cascades from an expression of error
// type, and warnings exposed and printed like errors.
// Rule: swiftc (`-error-limit`, default 20: "error: too many errors emitted; stopping now", without a location);
// an expression already diagnosed has the error type and converts silently, so one typo is one error.

import Testing

@testable import Scene

struct DiagnosticLimitTests {
    private static let header = "scene(width: 200, height: 100)\n"

    @Test("after 20 errors the list stops and ends with swiftc's closing error")
    func errorLimit() throws {
        let lines = (1...30).map { "let v\($0) = undefined\($0)" }.joined(separator: "\n")
        let error = try #require(throws: SceneError.self) {
            try SceneProgram(source: DiagnosticLimitTests.header + lines + "\nRectangle()", path: "many.scene")
        }
        #expect(error.errors.count == 21)
        #expect(error.diagnostics.last == Diagnostic.tooManyErrors)
        #expect(error.diagnostics[19].message == "cannot find 'undefined20' in scope")
        #expect(error.rendered.hasSuffix("\nerror: too many errors emitted; stopping now\n"))
    }

    @Test("a typo in a function used by a ForEach many times is one error")
    func noCascade() throws {
        let source =
            DiagnosticLimitTests.header + """
                func card(_ i: Int) -> some View {
                    Rectangle().ofset(x: Double(i)).frame(width: 10).opacity(0.5).padding(4)
                }
                struct Row: View {
                    var n: Int
                    var body: some View { HStack { ForEach(0..<n) { i in card(i).scaleEffect(2) } } }
                }
                let w = widht * 2
                VStack {
                    ForEach(0..<50) { i in
                        Row(n: i).frame(width: w).background(.red).offset(x: w + 1, y: w > 2 ? w : 1)
                        card(i).frame(width: w * 2).opacity(w).animation(.easeIn(duration: w), value: w)
                    }
                }
                """
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "one.scene") }
        #expect(
            error.errors.map(\.message) == [
                "value of type 'Rectangle' has no member 'ofset'", "cannot find 'widht' in scope",
            ])
    }

    @Test("warnings are listed with their severity and printed in swiftc's format")
    func warningsPrinted() throws {
        let program = try SceneProgram(
            source: DiagnosticLimitTests.header + "5 + 1\nRectangle()", path: "warn.scene")
        #expect(program.diagnostics.map(\.severity) == [.warning])
        #expect(program.warnings == program.diagnostics)
        #expect(
            program.renderedDiagnostics == """
                warn.scene:2:1: warning: expression of type 'Int' is unused
                5 + 1
                ^~~~~

                """)
    }
}
