// EnvironmentTests.swift: `@Environment(\.key)` reads, `.environment(\.key, value)` and `.preferredColorScheme`
// writes around the views they modify (Checker+Environment.swift, EnvironmentValues.swift).

import Testing

@testable import Scene

private func text(_ source: String) throws -> String? {
    let program = try SceneProgram(source: "scene(width: 400, height: 300)\n" + source, path: "e.scene")
    return try program.view(time: 0, frame: 0).chain.leaf.text?.string
}

private let badge = """
    struct Badge: View {
        @Environment(\\.colorScheme) var colorScheme
        @Environment(\\.horizontalSizeClass) private var sizeClass: UserInterfaceSizeClass?
        @Environment(\\.layoutDirection) var direction
        @Environment(\\.dismiss) var dismiss
        var body: some View {
            Text("\\(colorScheme == .dark ? "dark" : "light") \\(sizeClass == .compact ? "compact" : "regular") \\(direction == .rightToLeft ? "rtl" : "ltr")")
                .onTapGesture { dismiss() }
        }
    }

    """

struct EnvironmentTests {
    @Test("a view reads the system values where nothing sets them")
    func systemValues() throws {
        #expect(try text(badge + "Badge()") == "light compact ltr")
    }

    @Test(
        "environment(_:_:) and preferredColorScheme set the value for everything they modify",
        arguments: [
            ("Badge().environment(\\.colorScheme, .dark)", "dark compact ltr"),
            ("Badge().preferredColorScheme(.dark)", "dark compact ltr"),
            ("Badge().preferredColorScheme(nil)", "light compact ltr"),
            (
                "Badge().environment(\\.layoutDirection, .rightToLeft).environment(\\.colorScheme, .dark)",
                "dark compact rtl"
            ),
            ("Badge().environment(\\.horizontalSizeClass, .regular)", "light regular ltr"),
        ])
    func writes(expression: String, expected: String) throws {
        #expect(try text(badge + expression) == expected)
    }

    @Test("the nearest write wins, and a write does not leak to views outside it")
    func scoping() throws {
        let program = try SceneProgram(
            source: "scene(width: 400, height: 300)\n" + badge + """
                HStack {
                    VStack {
                        Badge().environment(\\.colorScheme, .light)
                        Badge()
                    }
                    .environment(\\.colorScheme, .dark)
                    Badge()
                }
                """,
            path: "e.scene")
        func texts(_ node: ViewNode) -> [String] {
            if case .modified(let inner, _) = node.kind { return texts(inner) }
            if let t = node.text { return [t.string] }
            return node.children.flatMap(texts)
        }
        #expect(
            texts(try program.view(time: 0, frame: 0))
                == ["light compact ltr", "dark compact ltr", "light compact ltr"])
    }

    @Test("an unknown key is a located error with the keys anim knows")
    func unknownKey() throws {
        let source =
            "scene(width: 400, height: 300)\nstruct B: View {\n    @Environment(\\.colorSchem) var c\n    var body: some View { Text(\"x\") }\n}\nB()"
        #expect {
            try SceneProgram(source: source, path: "e.scene")
        } throws: { error in
            let text = "\(error)"
            return text.contains("e.scene:3:18") && text.contains("'\\.colorSchem' is not available")
                && text.contains("did you mean 'colorScheme'")
        }
    }

    @Test("@AppStorage and @GestureState hold their initial values")
    func stateLike() throws {
        let source = """
            struct V: View {
                @AppStorage("count") private var count = 3
                @GestureState var drag = 2.5
                var body: some View { Text("\\(count) \\(drag)") }
            }
            V()
            """
        #expect(try text(source) == "3 2.5")
    }
}
