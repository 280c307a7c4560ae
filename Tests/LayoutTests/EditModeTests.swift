// EditModeTests.swift: `EditMode` in state and in the environment (Builtins/EditMode.swift, EnvironmentValues.swift).
// Rule: Apple: EditMode.isEditing (true for `.active` and `.transient`) and EnvironmentValues.editMode (a
// `Binding<EditMode>?`, nil unless a view above sets it) — developer.apple.com/documentation/swiftui/editmode.
// Expected pixels: the test views fill black when editing, white otherwise.

import Render
import Testing

struct EditModeTests {
    static func centre(_ source: String) throws -> UInt8 {
        let (fb, _) = try SceneRender.render("scene(width: 40, height: 40, background: .red)\n" + source)
        return fb[20, 20].g
    }

    @Test("isEditing of a state EditMode", arguments: [("inactive", 255), ("transient", 0), ("active", 0)])
    func stateMode(mode: String, green: Int) throws {
        let source = """
            struct V: View {
                @State var editMode: EditMode = .\(mode)
                var body: some View { Rectangle().fill(editMode.isEditing ? Color.black : Color.white) }
            }
            V()
            """
        #expect(Int(try Self.centre(source)) == green)
    }

    @Test(
        "@Environment(\\.editMode) reads the binding set with .environment(\\.editMode, $mode); nil without one",
        arguments: [(true, 0), (false, 255)])
    func environmentMode(set: Bool, green: Int) throws {
        let source = """
            struct Row: View {
                @Environment(\\.editMode) private var editMode
                var body: some View {
                    Rectangle().fill(editMode?.wrappedValue.isEditing == true ? Color.black : Color.white)
                }
            }
            struct V: View {
                @State var mode: EditMode = .active
                var body: some View {
                    Row()\(set ? ".environment(\\.editMode, $mode)" : "")
                }
            }
            V()
            """
        #expect(Int(try Self.centre(source)) == green)
    }
}
