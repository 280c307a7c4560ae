// InitializerCoverageTests.swift: an `init` that can return with a stored property unassigned is a located error
// naming the property (issue #14, found by fuzzing: the read of the hole trapped later); one that assigns on every
// path, delegates, or leaves only optional `var`s is accepted. Also mutating calls on `self.prop` inside an `init`
// take effect.
// Rule: The Swift Programming Language, "Initialization"; swiftc's "return from initializer without initializing all
// stored properties" (DiagnosticsSIL.def).

import Scene
import Testing

struct InitializerCoverageTests {
    @Test("a property assigned on one branch only: error at the init's closing brace, the note names it")
    func missingOnOnePath() throws {
        let source = """
            import SwiftUI
            struct Badge: View {
                let title: String
                let size: Double
                init(title: String, big: Bool) {
                    self.title = title
                    if big { self.size = 40 }
                }
                var body: some View { Text(title).frame(width: size) }
            }
            #Preview { Badge(title: "a", big: true) }
            """
        let error = try #require(throws: SceneError.self) { _ = try SceneProgram(source: source, path: "badge.swift") }
        let first = try #require(error.diagnostics.first { $0.severity == .error })
        #expect(first.message == "return from initializer without initializing all stored properties")
        // The `}` closing the init: line 8, column 5.
        #expect(first.range.start.line == 8 && first.range.start.column == 5)
        #expect(first.hint?.contains("self.size") == true)
        let note = try #require(error.diagnostics.first { $0.severity == .note })
        #expect(note.message == "'self.size' not initialized")
        #expect(note.range.start.line == 4)
    }

    @Test("an early 'return' before a property is assigned is the error's location")
    func earlyReturn() throws {
        let source = """
            import SwiftUI
            struct Tile: View {
                var width: Double
                init(_ w: Double) {
                    if w < 0 { return }
                    width = w
                }
                var body: some View { Color.red.frame(width: width) }
            }
            #Preview { Tile(5) }
            """
        let error = try #require(throws: SceneError.self) { _ = try SceneProgram(source: source, path: "tile.swift") }
        let first = try #require(error.diagnostics.first { $0.severity == .error })
        #expect(first.message == "return from initializer without initializing all stored properties")
        #expect(first.range.start.line == 5 && first.range.start.column == 20)
    }

    @Test("every path assigns (if/else, switch, guard with its own assignment, self.init), optionals start nil")
    func acceptedInitializers() throws {
        let texts = try FoundationFormatTests.previewTexts(
            """
            import SwiftUI
            struct Size {
                let w: Double
                let label: String
                var note: String?
                init(_ kind: Int) {
                    switch kind {
                    case 0: w = 1
                    default: w = 2
                    }
                    guard kind < 5 else {
                        label = "big"
                        return
                    }
                    if kind == 0 { label = "zero" } else { label = "some" }
                }
                init() { self.init(0) }
            }

            """,
            """
                Text("\\(Size(1).w) \\(Size(1).label) \\(Size(9).label) \\(Size().label) \\(Size().note == nil)")
            """)
        #expect(texts == ["2.0 some big zero true"])
    }

    @Test("mutating methods called on self.prop inside an init change the instance being built")
    func mutatingCallsInInit() throws {
        let texts = try FoundationFormatTests.previewTexts(
            """
            import SwiftUI
            struct Counter {
                var n = 0
                mutating func bump() { n += 1 }
            }
            struct Board: View {
                var items: [String] = []
                var counter = Counter()
                init(extra: String) {
                    self.items.append(extra)
                    counter.bump()
                    self.counter.bump()
                }
                var body: some View { Text("\\(items.count) \\(items.last ?? "") \\(counter.n)") }
            }

            """,
            """
                Board(extra: "x")
            """)
        #expect(texts == ["1 x 2"])
    }

    @Test("an integer-literal call in a floating context takes the Double type: abs(10) + 1.5, min(4, 8) * w")
    func literalCalls() throws {
        let texts = try FoundationFormatTests.previewTexts(
            "import SwiftUI\n",
            """
                let w: CGFloat = 3
                Text("\\(abs(10) + 1.5) \\(max(2, 0.5) * 2.0) \\(min(4, 8) * w) \\(abs(-3) + 1)")
            """)
        #expect(texts == ["11.5 4.0 12.0 4"])
    }
}
