// PastedFiles14Tests.swift: Swift and SwiftUI that real files pasted for issue #14 wrote and anim refused: a case of
// several tuple patterns, an escaped line break in a multi-line string, a global computed variable, `Binding { } set:
// { }`, a `ViewDimensions` parameter of one's own function and an asset colour symbol that extends a Color name.
// Rule: The Swift Programming Language ("Patterns"; "Properties": Global and Local Variables); SE-0182 (escaping
// newlines); SE-0279 (multiple trailing closures); Apple: Binding.init(get:set:), ViewDimensions, ColorResource.
// Expected values are computed by hand from each source.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFiles14Tests {
    func texts(_ leaves: [PlacedLeaf]) -> [(String, Rect)] {
        leaves.compactMap { leaf in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame) } else { nil }
        }
    }

    @Test("case (.a, .b), (.c, .d): every tuple pattern of one case is tried, sharing the subject's elements")
    func severalTuplePatterns() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 90, height: 10, background: .white)
            enum Move { case rock, paper, scissors }
            func beats(_ a: Move, _ b: Move) -> Bool {
                switch (a, b) {
                case (.rock, .scissors), (.scissors, .paper), (.paper, .rock):
                    return true
                default:
                    return false
                }
            }
            HStack(spacing: 0) {
                Rectangle().fill(beats(.rock, .scissors) ? .green : .red).frame(width: 30, height: 10)
                Rectangle().fill(beats(.paper, .rock) ? .green : .red).frame(width: 30, height: 10)
                Rectangle().fill(beats(.rock, .paper) ? .green : .red).frame(width: 30, height: 10)
            }
            """)
        #expect(fb[15, 5].g > 150 && fb[15, 5].r < 100, "first pattern: \(fb[15, 5])")
        #expect(fb[45, 5].g > 150 && fb[45, 5].r < 100, "third pattern: \(fb[45, 5])")
        #expect(fb[75, 5].r > 200 && fb[75, 5].g < 100, "no pattern: \(fb[75, 5])")
    }

    @Test("A backslash before a line break in a multi-line string joins the lines; the next line's indent is stripped")
    func escapedNewline() throws {
        let (_, joined) = try SceneRender.render(
            """
            scene(width: 300, height: 60, background: .white)
            Text(\"\"\"
                You chose rock \\
                vs paper.
                Next
                \"\"\")
            """)
        #expect(texts(joined).map(\.0) == ["You chose rock vs paper.\nNext"])
    }

    @Test("A global computed variable is read without parentheses and runs its getter")
    func globalComputedVariable() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 100, height: 40, background: .white)
            var count = 2
            var greeting: String { "Hello \\(count * 21)" }
            Text(greeting)
            """)
        #expect(texts(leaves).map(\.0) == ["Hello 42"])
    }

    @Test("Binding { get } set: { … }: the first trailing closure is the getter; an extension init delegates to it")
    func bindingTrailingClosures() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 40, height: 20, background: .white)
            extension Binding where Value == Bool {
                init<T>(value: Binding<T?>) {
                    self.init {
                        value.wrappedValue != nil
                    } set: { newValue in
                        if !newValue { value.wrappedValue = nil }
                    }
                }
            }
            struct V: View {
                @State private var error: String? = "x"
                @State private var none: String? = nil
                var body: some View {
                    HStack(spacing: 0) {
                        (Binding(value: $error).wrappedValue ? Color.red : Color.blue).frame(width: 20, height: 20)
                        (Binding(value: $none).wrappedValue ? Color.red : Color.blue).frame(width: 20, height: 20)
                    }
                }
            }
            V()
            """)
        #expect(fb[10, 10].r > 200 && fb[10, 10].b < 100, "\(fb[10, 10])")
        #expect(fb[30, 10].b > 200 && fb[30, 10].r < 100, "\(fb[30, 10])")
    }

    @Test("func middle(_ d: ViewDimensions): the parameter has the guide closure's subscripts")
    func viewDimensionsParameter() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 208, height: 200, background: .white)
            func middle(_ d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
            HStack(alignment: .top) {
                Color.red.frame(width: 100, height: 100).alignmentGuide(.top) { d in middle(d) }
                Color.green.frame(width: 100, height: 150)
            }
            """)
        let frames = leaves.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(frames.count == 2)
        // Red's top guide is its centre (50), aligned with green's top: red starts 50 above green.
        #expect(abs((frames[1].minY - frames[0].minY) - 50) < 0.01, "\(frames)")
    }

    @Test("`.black40` is an asset colour (a warning, clear), `.blak` stays a misspelling of `.black` (an error)")
    func assetColorExtendingAName() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 20, height: 20, background: .white)
            Color.clear.frame(width: 20, height: 20).background(.black40)
            """)
        #expect(fb[10, 10].r == 255 && fb[10, 10].g == 255, "nothing drawn: \(fb[10, 10])")
        let e = #expect(throws: SceneError.self) {
            _ = try SceneRender.render(
                """
                scene(width: 20, height: 20)
                Color.clear.background(.blak)
                """)
        }
        #expect(e?.description.contains("black") == true)
    }

    @Test("navigationTitle($title): the bar draws the binding's value, above the content")
    func navigationTitleBinding() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 400, background: .white)
            struct Demo: View {
                @State private var title = "Renamable"
                var body: some View {
                    NavigationStack {
                        Text("Hello").navigationTitle($title).navigationBarTitleDisplayMode(.inline)
                    }
                }
            }
            Demo()
            """)
        let shown = texts(leaves)
        let title = try #require(shown.first { $0.0 == "Renamable" })
        let body = try #require(shown.first { $0.0 == "Hello" })
        #expect(title.1.maxY < body.1.minY, "\(title.1) above \(body.1)")
        #expect(abs(title.1.midX - 150) < 1, "inline title centred: \(title.1)")
    }
}
