// PastedCodeTests.swift: SwiftUI code pasted as written in blog posts and Xcode files (issue #14 items 1 and 2).
// Rule: The Swift Programming Language, "Lexical Structure" (whitespace separates tokens and carries no meaning but a
// line break ending a statement) and "Expressions" (trailing closures, SE-0279 multiple trailing closures, macro
// expansion `#Preview`); Apple: Preview(_:body:) and PreviewProvider for the root view. Expected structures are
// read off the source text by hand.

import TestSupport
import Testing

@testable import Layout
@testable import Scene

private let header = "scene(width: 400, height: 300)\n"

private func load(_ source: String) throws -> SceneProgram {
    try SceneProgram(source: source, path: "pasted.scene")
}

struct PastedCodeTests {
    @Test("argument lines and closing parens at column 1 parse as Swift reads them (seed 002's formatting)")
    func columnOneArguments() throws {
        let p = try load(
            header + """
                Rectangle()
                .frame(
                width: 120,
                height: 80
                )
                """)
        let modifiers = p.diagnostics.isEmpty ? try p.view(frame: 0).chain.modifiers : []
        #expect(p.diagnostics.isEmpty, "\(p.renderedDiagnostics)")
        #expect(modifiers.map(\.name) == ["frame"])
    }

    @Test("seed 002's CollaboratorAvatars block, pasted verbatim at column 1, renders through #Preview")
    func seed002Avatars() throws {
        // Seed 002, "Compositing group", verbatim; only the header and the #Preview are added.
        let p = try load(header + SeedSnippets.collaboratorAvatars(isPaused: true))
        let root = try p.view(frame: 0)
        #expect(root.chain.modifiers.map(\.name).contains("opacity"))
    }

    @Test("the same call written on one line, with arguments at any column, or with a trailing comma parses the same")
    func formattingIndependent() throws {
        let forms = [
            "Circle().frame(width: 40, height: 20).offset(x: 5)",
            "Circle()\n.frame(width: 40,\nheight: 20)\n.offset(x: 5)",
            "Circle()\n        .frame(\n  width: 40,\n                height: 20\n)\n   .offset(\nx: 5\n        )",
        ]
        for form in forms {
            let p = try load(header + form)
            let modifiers = try p.view(frame: 0).chain.modifiers
            #expect(modifiers.map(\.name) == ["frame", "offset"], "\(form)")
        }
    }

    @Test("a missing ')' is still reported at the next line that cannot be an argument, with a note at the '('")
    func missingParenLocated() throws {
        let error = try #require(throws: SceneError.self) {
            try load(header + "Circle()\n.frame(\nwidth: 40\nlet x = 1\n")
        }
        let first = try #require(error.diagnostics.first { $0.severity == .error })
        #expect(first.message == "expected ')' in expression list")
        #expect(first.range.start.line == 5 && first.range.start.column == 1)
    }

    @Test("several top-level views: the last one is the root, as README says")
    func lastTopLevelView() throws {
        let p = try load(header + "Rectangle()\nCircle()\n    .frame(width: 10)")
        #expect(p.diagnostics.isEmpty, "\(p.renderedDiagnostics)")
        let root = try p.view(frame: 0)
        #expect(root.chain.modifiers.map(\.name) == ["frame"])
        #expect(root.range.start.line == 4)
    }

    @Test("a whole Xcode file: import, struct ContentView with body, #Preview(\"name\") wins over a top-level view")
    func wholeFileWithPreview() throws {
        let p = try load(
            header + """
                import SwiftUI

                struct ContentView: View {
                    var body: some View {
                        VStack(spacing: 12) {
                            Circle()
                                .fill(.orange)
                                .frame(width: 60, height: 60)
                            Text("Hello, world!")
                        }
                        .padding()
                    }
                }

                Rectangle()

                #Preview("Light") {
                    ContentView()
                        .offset(x: 3)
                }
                """)
        let root = try p.view(frame: 0)
        // ContentView's own `.padding()` is inside, the preview's `.offset` outermost.
        #expect(root.chain.modifiers.map(\.name) == ["padding", "offset"])
        #expect(root.range.start.line == 20)
    }

    @Test("PreviewProvider's static previews is the root when there is no #Preview")
    func previewProvider() throws {
        let p = try load(
            header + """
                struct Badge: View {
                    var body: some View {
                        Capsule()
                            .frame(width: 80, height: 30)
                    }
                }

                struct Badge_Previews: PreviewProvider {
                    static var previews: some View {
                        Badge()
                            .padding(8)
                    }
                }
                """)
        #expect(p.diagnostics.isEmpty, "\(p.renderedDiagnostics)")
        let root = try p.view(frame: 0)
        #expect(root.chain.modifiers.map(\.name) == ["frame", "padding"])
    }

    @Test("ContentView() is the root of a file with neither previews nor top-level views")
    func contentViewFallback() throws {
        let p = try load(
            header + """
                struct ContentView: View {
                    var body: some View {
                        Rectangle()
                            .frame(width: 30, height: 20)
                    }
                }
                """)
        #expect(p.diagnostics.isEmpty, "\(p.renderedDiagnostics)")
        _ = try p.view(frame: 0)
    }

    @Test("multiple trailing closures: Swift's `} label: {` form parses to a call with a labelled closure argument")
    func multipleTrailingClosures() throws {
        let (statements, _, log) = Parser.parse(
            """
            Button {
                count += 1
            } label: {
            Text("Add")
            }
            """)
        #expect(!log.hasErrors)
        guard case .expression(let e)? = statements.first?.kind,
            case .call(let callee, let args, let trailing, _) = e.kind
        else {
            Issue.record("not a call")
            return
        }
        #expect(callee.identifierName == "Button")
        #expect(trailing?.body.count == 1)
        #expect(args.map(\.label) == ["label"])
        #expect(args.first?.isTrailingClosure == true)
    }
}
