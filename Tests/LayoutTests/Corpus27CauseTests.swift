// Corpus27CauseTests.swift: causes found by the held-out corpus27 after its final measure (issue #14): a stack proposed
// ∞ while its parent probes its flexibility keeps what is left at ∞ (two Spacers made the second one's share NaN, and a
// ZStack between two stacks then read its child as rigid), and `for … in` over a String's characters.

import Geometry
import Layout
import Render
import Scene
import Testing

@Suite struct Corpus27CauseTests {
    private let presentation = PresentationTests()

    @Test(
        "A VStack with two Spacers inside a ZStack inside a stack fills the height, the Spacers sharing it",
        arguments: ["ZStack", "Group", "VStack"])
    func spacersThroughZStack(container: String) throws {
        let source = """
            scene(width: 393, height: 852, background: .white)
            VStack {
                \(container) {
                    VStack {
                        Text("a").frame(maxWidth: .infinity)
                        Spacer()
                        Text("b")
                        Spacer()
                    }
                    .background(Color(red: 1, green: 1, blue: 0))
                }
            }
            """
        let (texts, fb) = try presentation.render(source)
        // Yellow from the top to the bottom of the screen.
        #expect(fb[196, 1].b < 50 && fb[196, 850].b < 50, "\(fb[196, 1]) \(fb[196, 850])")
        // "a" at the top; the two Spacers share what the texts leave, so "b" is centred between "a" and the bottom.
        let a = try #require(texts["a"])
        let b = try #require(texts["b"])
        #expect(a.minY < 1)
        #expect(abs((b.minY - a.maxY) - (852 - b.maxY)) <= 1, "\(a) \(b)")
    }

    @Test("for … in over a String visits its Characters")
    func forInString() throws {
        let source = """
            scene(width: 200, height: 40, background: .white)
            @State var shown = ""
            Text(shown)
                .onAppear {
                    for ch in "héllo" where ch != "l" { shown.append(ch) }
                    for (i, ch) in "ab".enumerated() { shown += "\\(i)\\(ch)" }
                }
            """
        let (texts, _) = try presentation.render(source)
        #expect(texts["héo0a1b"] != nil, "\(texts.keys.sorted())")
    }

    @Test("A menu Picker's button shows the selected option's text beside the chevrons, not the option's whole view")
    func menuPickerLabelIsTheOptionText() throws {
        let source = """
            scene(width: 393, height: 100, background: .white)
            struct Choice: View {
                @State var value = "none"
                var body: some View {
                    Picker(selection: $value, label: Text("")) {
                        ForEach(["none", "France"], id: \\.self) { v in
                            HStack { Spacer(); Text(v).tag(v); Spacer() }
                        }
                    }
                }
            }
            Choice()
            """
        let (texts, fb) = try presentation.render(source)
        let title = try #require(texts["none"], "\(texts.keys.sorted())")
        // The tint's ink (the text and the chevrons) spans the title and the 4-pt gap and chevrons after it only,
        // centred on the canvas: not spread across the 393-pt row.
        var inked: [Int] = []
        for x in 0..<fb.width where (0..<fb.height).contains(where: { y in fb[x, y].b > 200 && fb[x, y].r < 100 }) {
            inked.append(x)
        }
        let span = (inked.last ?? 0) - (inked.first ?? 0)
        #expect(span < Int(title.width) + 30, "ink spans \(span) pt for a \(title.width)-pt title")
        #expect(abs(Double((inked.first ?? 0) + (inked.last ?? 0)) / 2 - 196.5) < 5)
    }
}
