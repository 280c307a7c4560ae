// NeutralModifierTests.swift: `tint`, `disabled`, `id` and `equatable` change nothing a shape or a Text draws (Apple:
// View.tint(_:), View.disabled(_:), View.id(_:), View.equatable()).

import Geometry
import Layout
import Scene
import Testing

@Suite struct NeutralModifierTests {
    static let body = """
        HStack {
            Rectangle().fill(.orange).frame(width: 30, height: 20)MODIFIERS
            Text("Label")MODIFIERS
        }
        """

    @Test(
        "the leaves with the modifiers equal the leaves without them",
        arguments: [
            ".tint(.red)", ".tint(nil)", ".disabled(true)", ".id(42)", ".id(\"row\")", ".equatable()",
            ".tint(.green).disabled(false).id(1).equatable()",
        ])
    func neutral(modifiers: String) throws {
        let plain = try sceneLeaves(
            NeutralModifierTests.body.replacingOccurrences(of: "MODIFIERS", with: ""), width: 200, height: 100)
        let modified = try sceneLeaves(
            NeutralModifierTests.body.replacingOccurrences(of: "MODIFIERS", with: modifiers), width: 200, height: 100)
        #expect(modified.map(\.frame) == plain.map(\.frame))
        #expect(modified.map(\.color) == plain.map(\.color))
        #expect(modified.count == 2)
    }
}
