// SceneErrorTests.swift: how diagnostics print (`SceneError.rendered`).
// Rule: swiftc/clang layout: `path:line:col: severity: message`, the source line, a caret line (`^~~~`) under the
// span, then `hint: …`; one block per diagnostic, notes after their error.

import Testing

@testable import Scene

struct SceneErrorTests {
    @Test("an unknown modifier prints with a caret under its name and a hint")
    func renderedUnknownModifier() throws {
        let source = "scene(width: 800, height: 450)\nZStack {\n    Rectangle().ofset(x: 10)\n}\n"
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "scenes/bad.scene") }
        #expect(
            error.rendered == """
                scenes/bad.scene:3:17: error: value of type 'Rectangle' has no member 'ofset'
                    Rectangle().ofset(x: 10)
                                ^~~~~
                hint: did you mean 'offset'?

                """)
    }

    @Test("an error and its note each get a block; tabs in the line are kept in the caret line")
    func renderedWithNoteAndTabs() throws {
        let source = "scene(width: 800, height: 450)\nZStack {\n\tRectangle().frame(width: 10\n}\n"
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "tab.scene") }
        #expect(
            error.rendered == """
                tab.scene:4:1: error: expected ')' in expression list
                }
                ^
                hint: add ')' to close the '(' on line 3
                tab.scene:3:19: note: to match this opening '('
                \tRectangle().frame(width: 10
                \t                 ^

                """)
    }

    @Test("a diagnostic without a place prints only its header line")
    func renderedWithoutRange() {
        let file = SourceFile(path: "x.scene", text: "Rectangle()\n")
        let error = SceneError(diagnostics: [.error("something global", at: .none, hint: "fix it")], file: file)
        #expect(error.rendered == "x.scene: error: something global\nhint: fix it\n")
    }

    @Test("a span running past its line is underlined to the end of the line")
    func renderedMultilineSpan() {
        let file = SourceFile(path: "m.scene", text: "abc def\nghi\n")
        let range = SourceRange(
            start: SourceLocation(line: 1, column: 5, offset: 4), end: SourceLocation(line: 2, column: 2, offset: 9))
        let error = SceneError(diagnostics: [.warning("spans lines", at: range)], file: file)
        #expect(error.rendered == "m.scene:1:5: warning: spans lines\nabc def\n    ^~~\n")
    }

    @Test("source lines are numbered from 1 and lose their line ending")
    func sourceFileLines() {
        let file = SourceFile(path: "f", text: "one\r\ntwo\nthree")
        #expect(file.line(1) == "one")
        #expect(file.line(2) == "two")
        #expect(file.line(3) == "three")
        #expect(file.line(4) == "")
        #expect(file.line(0) == "")
    }
}
