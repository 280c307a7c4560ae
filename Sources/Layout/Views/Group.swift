// Group.swift: `Group { … }`, a transparent view builder.
// Rule: Apple: Group, developer.apple.com/documentation/swiftui/group: "Use a group to collect multiple views into a
// single instance, without affecting the layout of those views […] modifiers you apply to the group affect all of
// the group's members." So the group contributes its views to the parent as if written there: the call's value is
// the builder's views, and a modifier on it wraps each one (BuiltinFunction.modifier), as SwiftUI does.

import Scene

/// `Group(content:)`: no view of its own.
enum Group {
    static let declarations = [
        ViewDeclaration("Group", [BuiltinFunction([contentParameter], .view) { v, _ in .views(v[0].views) }])
    ]
}
