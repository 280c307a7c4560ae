// EditMode.swift: SwiftUI's `EditMode` (`.inactive`, `.transient`, `.active`, `isEditing`), the value a List's edit
// button toggles and views read to show their editing controls.
// Rule: Apple: EditMode — developer.apple.com/documentation/swiftui/editmode ("isEditing: Indicates whether a view
// is being edited", true for `.active` and `.transient`) and EnvironmentValues.editMode (a `Binding<EditMode>?`,
// EnvironmentValues.swift). A render has no user to tap Edit, so the mode is whatever the scene's state holds.
// Status: complete.

enum EditMode {
    static let typeName = "EditMode"
    static let cases = ["inactive", "transient", "active"]

    /// `mode.isEditing`: any mode but `.inactive`.
    static let isEditing: (BuiltinImplementation, SceneType) = (
        { v, _ in
            if case .enumeration(_, let name) = v[0] { return .bool(name != "inactive") }
            return .bool(false)
        }, .bool
    )
}
