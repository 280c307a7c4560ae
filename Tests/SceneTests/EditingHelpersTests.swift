// EditingHelpersTests.swift: EditButton's "Edit" label (Checker+SplitView.swift) and IndexSet with remove(atOffsets:) /
// move(fromOffsets:toOffset:) as a List's onDelete/onMove actions use them (Checker+ArrayMutation.swift). Expected
// arrays are worked out by hand from SwiftUI's definitions (moved elements land, in order, before the element that
// was at the destination offset).

import Testing

@testable import Scene

struct EditingHelpersTests {
    private func text(_ source: String) throws -> String? {
        let program = try SceneProgram(source: "scene(width: 300, height: 100)\n" + source, path: "e.scene")
        return try program.view(time: 0, frame: 0).text?.string
    }

    @Test("EditButton() is a button labelled Edit")
    func editButton() throws {
        let program = try SceneProgram(source: "scene(width: 300, height: 100)\nEditButton()", path: "e.scene")
        let node = try program.view(time: 0, frame: 0)
        #expect(Self.texts(node) == ["Edit"])
    }

    static let cases: [(String, String)] = [
        ("users.remove(atOffsets: [1, 3])", "a,c,e"),
        ("users.remove(atOffsets: IndexSet())", "a,b,c,d,e"),
        ("users.move(fromOffsets: [0], toOffset: 3)", "b,c,a,d,e"),
        ("users.move(fromOffsets: [3, 4], toOffset: 0)", "d,e,a,b,c"),
        ("users.move(fromOffsets: [1], toOffset: 5)", "a,c,d,e,b"),
    ]

    @Test("IndexSet offsets remove and move elements", arguments: cases)
    func offsets(mutation: String, expected: String) throws {
        let source = """
            func delete(at offsets: IndexSet) -> [String] {
                var users = ["a", "b", "c", "d", "e"]
                \(mutation)
                return users
            }
            Text(delete(at: []).joined(separator: ","))
            """
        #expect(try text(source) == expected)
    }

    static func texts(_ node: ViewNode) -> [String] {
        (node.text.map { [$0.string] } ?? []) + node.children.flatMap { texts($0) }
    }
}
