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
    /// Each text leaf's string and frame (PastedFiles13Tests' helper).
    func texts(_ leaves: [PlacedLeaf]) -> [(String, Rect)] { PastedFiles13Tests().texts(leaves) }

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

    @Test(
        "cornerRadius / clipShape / mask then shadow: the cut layer casts the shadow outside the cut; shadow then clip cuts it"
    )
    func shadowOfAClippedView() throws {
        func red(at x: Int, _ view: String) throws -> Int {
            let (fb, _) = try SceneRender.render("scene(width: 200, height: 120, background: .white)\n\(view)")
            return 255 - Int(fb[x, 60].g)
        }
        let card = "Color.green.frame(width: 60, height: 40)"
        // The card spans x 70…130; 4 pt left of it lies inside a radius-10 shadow only if one is drawn there.
        #expect(try red(at: 66, "\(card).cornerRadius(20).shadow(color: .red, radius: 10)") > 30)
        #expect(
            try red(at: 66, "\(card).clipShape(RoundedRectangle(cornerRadius: 20)).shadow(color: .red, radius: 10)")
                > 30)
        #expect(try red(at: 66, "\(card).shadow(color: .red, radius: 10).clipped()") == 0)
        // A mask cuts the same way: `.mask { … }.shadow(…)` casts outside the mask, `.shadow(…).mask { … }` cuts it.
        #expect(
            try red(at: 66, "\(card).mask { RoundedRectangle(cornerRadius: 20) }.shadow(color: .red, radius: 10)") > 30)
        #expect(try red(at: 66, "\(card).shadow(color: .red, radius: 10).mask(Rectangle())") == 0)
        // The rounded corner is cut away, and the shadow shows through it: pixel (72, 41) is not green.
        let (fb, _) = try SceneRender.render(
            "scene(width: 200, height: 120, background: .white)\n\(card).cornerRadius(20).shadow(color: .red, radius: 10)"
        )
        #expect(fb[72, 41].r > 250 && fb[72, 41].g < 240, "\(fb[72, 41])")
    }

    @Test("Color.blue.secondary … .quinary: the colour at the hierarchical level's opacity (0.6, 0.3, 0.18, 0.1)")
    func colorHierarchicalLevels() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 50, height: 10, background: .white)
            HStack(spacing: 0) {
                Color.black.primary.frame(width: 10, height: 10)
                Color.black.secondary.frame(width: 10, height: 10)
                Color.black.tertiary.frame(width: 10, height: 10)
                Color.black.quaternary.frame(width: 10, height: 10)
                Rectangle().fill(Color.black.quinary).frame(width: 10, height: 10)
            }
            """)
        // Black at opacity a over white: 255 × (1 − a).
        for (index, opacity) in [1, 0.6, 0.3, 0.18, 0.1].enumerated() {
            let expected = 255 * (1 - opacity)
            #expect(abs(Double(fb[index * 10 + 5, 5].r) - expected) <= 2, "level \(index): \(fb[index * 10 + 5, 5])")
        }
    }

    @Test(
        "NavigationView(content:), NavigationStack(root:), MyStyle.Configuration, .listRowSeparatorLeading, String.removeAll()"
    )
    func labelledBuildersAndSmallAPIs() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            struct Boxed: ButtonStyle {
                func makeBody(configuration: Boxed.Configuration) -> some View {
                    configuration.label.padding(10)
                }
            }
            struct V: View {
                @State var word = "gone"
                var body: some View {
                    NavigationView(content: {
                        NavigationStack(root: {
                            VStack(alignment: .listRowSeparatorLeading) {
                                Button("Tap") { word.removeAll() }.buttonStyle(Boxed())
                                Text("a much longer line")
                                Text(word.isEmpty ? "empty" : word)
                            }
                            .onAppear { word.removeAll() }
                        })
                    })
                }
            }
            V()
            """)
        let shown = texts(leaves)
        #expect(shown.map(\.0) == ["Tap", "a much longer line", "empty"])
        // Leading-aligned: the padded button's text starts 10 pt right of the longer line's start.
        #expect(abs(shown[0].1.minX - shown[1].1.minX - 10) < 0.5, "\(shown)")
        #expect(abs(shown[2].1.minX - shown[1].1.minX) < 0.5, "\(shown)")
    }
}
