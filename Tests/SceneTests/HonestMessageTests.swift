// HonestMessageTests.swift: what anim says about SwiftUI it does not draw (issue #14 item 5): a located
// "'X' is not supported by anim yet" with no did-you-mean for visual APIs; one located warning for modifiers without a
// visual effect (Apple: View.onLongPressGesture(minimumDuration:perform:), View.navigationTitle(_:), View.accessibilityLabel(_:) —
// developer.apple.com/documentation/swiftui/view), which render as if absent. Lines and columns are counted by hand.

import Testing

@testable import Layout
@testable import Scene

private let header = "scene(width: 400, height: 300)\n"

struct HonestMessageTests {
    private func firstError(_ source: String) throws -> Diagnostic {
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "honest.scene") }
        return try #require(error.diagnostics.first { $0.severity == .error })
    }

    @Test("Table, MultiDatePicker and OutlineGroup: not supported yet, located, no did-you-mean")
    func unsupportedViews() throws {
        let table = try firstError(header + "VStack {\n    Table {\n        Text(\"Row\")\n    }\n}")
        #expect(table.message == "'Table' is not supported by anim yet")
        #expect(table.range.start.line == 3 && table.range.start.column == 5)
        #expect(table.hint?.contains("did you mean") != true)

        let field = try firstError(header + "MultiDatePicker(\"Dates\", selection: .constant([]))")
        #expect(field.message == "'MultiDatePicker' is not supported by anim yet")
        #expect(field.range.start.line == 2 && field.range.start.column == 1)

        let tabs = try firstError(
            header
                + "struct ContentView: View {\n    var body: some View {\n        OutlineGroup { Circle() }\n    }\n}")
        #expect(tabs.message == "'OutlineGroup' is not supported by anim yet")
        #expect(tabs.range.start.line == 4 && tabs.range.start.column == 9)
    }

    @Test("a visual modifier anim does not draw is not supported yet, never a did-you-mean to another modifier")
    func unsupportedModifier() throws {
        let e = try firstError(header + "Rectangle()\n    .listItemTint(.red)")
        #expect(e.message == "'listItemTint' is not supported by anim yet")
        #expect(e.range.start.line == 3 && e.range.start.column == 6)
        #expect(e.hint?.contains("did you mean") != true)
    }

    @Test("non-visual modifiers render as if absent, with one located warning each")
    func inertModifiers() throws {
        let p = try SceneProgram(
            source: header + """
                Circle()
                    .frame(width: 50, height: 50)
                    .onLongPressGesture {
                        print("pressed")
                    }
                    .accessibilityLabel("A circle")
                    .help("Shapes")
                """, path: "inert.scene")
        let warnings = p.warnings.filter { $0.severity == .warning }
        #expect(warnings.count == 3)
        #expect(warnings.map(\.range.start.line) == [4, 7, 8])
        #expect(warnings.map(\.range.start.column) == [6, 6, 6])
        #expect(
            warnings.first?.message
                == "'onLongPressGesture' has no visual effect; anim renders the view as if it were absent"
        )
        let root = try p.view(frame: 0)
        #expect(root.chain.modifiers.map(\.name) == ["frame"])
    }
}
