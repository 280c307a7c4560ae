// OptionSetTests.swift: user option sets (`struct Flags: OptionSet { let rawValue: Int … }`) and SwiftUI's
// AccessibilityTraits as declared types and values: array literals, `[]`, contains/insert/remove/union, isEmpty,
// rawValue, equality (issue #14).
// Rule: Apple: OptionSet — developer.apple.com/documentation/swift/optionset; expected values are the bit arithmetic
// of the raw values the scenes declare (a = 1, b = 2, c = 4).

import Scene
import Testing

struct OptionSetTests {
    static let flags = """
        import SwiftUI
        struct Flags: OptionSet {
            let rawValue: Int
            static let a = Flags(rawValue: 1 << 0)
            static let b = Flags(rawValue: 1 << 1)
            static let c = Flags(rawValue: 1 << 2)
            static let ab: Flags = [.a, .b]
        }

        """

    @Test("an option set from array literals, [], and its raw values, membership and emptiness")
    func literalsAndQueries() throws {
        let texts = try FoundationFormatTests.previewTexts(
            Self.flags,
            """
                let none: Flags = []
                let both: Flags = [.a, .c]
                Text("\\(none.rawValue) \\(none.isEmpty) \\(both.rawValue) \\(both.isEmpty)")
                Text("\\(both.contains(.a)) \\(both.contains(.b)) \\(both.contains([.a, .c])) \\(Flags.ab.rawValue)")
                Text("\\(both == [.c, .a]) \\(both == .a) \\(both.union(.b).rawValue) \\(both.intersection(.ab).rawValue)")
            """)
        #expect(texts == ["0 true 5 false", "true false true 3", "true false 7 1"])
    }

    @Test("insert, remove and formUnion change a var option set; a function returns one from a ternary of literals")
    func mutationAndReturn() throws {
        let texts = try FoundationFormatTests.previewTexts(
            Self.flags
                + """
                func pick(_ wide: Bool) -> Flags { wide ? [.a, .b, .c] : .b }
                func built() -> Flags {
                    var f: Flags = [.a]
                    f.insert(.c)
                    f.remove(.a)
                    f.formUnion(.b)
                    return f
                }

                """,
            """
                Text("\\(built().rawValue) \\(pick(true).rawValue) \\(pick(false).rawValue)")
            """)
        // [a] → insert c: 5 → remove a: 4 → union b: 6.
        #expect(texts == ["6 7 2"])
    }

    @Test("AccessibilityTraits as a declared type: a ternary of a literal and a member, added by a non-visual modifier")
    func accessibilityTraits() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                var isSelected: Bool
                func traits() -> AccessibilityTraits { isSelected ? [.isButton, .isSelected] : .isButton }
                var body: some View {
                    Text(traits().contains(.isSelected) ? "selected" : "plain")
                        .accessibilityAddTraits(traits())
                }
            }
            #Preview {
                VStack {
                    Row(isSelected: true)
                    Row(isSelected: false)
                }
            }
            """
        let program = try SceneProgram(source: source, path: "traits.swift")
        #expect(FoundationFormatTests.texts(try program.view(time: 0, frame: 0)) == ["selected", "plain"])
        // The modifier stays a located warning: traits have no visual effect.
        let warning = try #require(program.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("accessibilityAddTraits"))
        #expect(warning.range.start.line == 7)
    }
}
