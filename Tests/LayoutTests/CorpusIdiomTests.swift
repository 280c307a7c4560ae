// CorpusIdiomTests.swift: idioms that stopped whole SwiftUI files of public tutorial repositories from rendering
// (issue #14's second corpus): two Views each with an `@State` of the same name, `@available` on a declaration,
// `Color.accentColor` and `accentColor(_:)`, `labelStyle(_:)`, the `.background` ShapeStyle,
// `Array(repeating:count:)` typed by its declaration, `Image(.name)` (an asset catalog's generated ImageResource),
// and multiple trailing closures for a generic View's builder properties.
// Rule: Apple: State (each view instance owns its storage), Color.accentColor, View.labelStyle(_:) with
// LabelStyle.iconOnly / .titleOnly, ShapeStyle.background (systemBackground: white in light mode) —
// developer.apple.com/documentation/swiftui; The Swift Programming Language, "Attributes" (available) and "Type
// Inference". Expected pixels are computed by hand from each source.

import Geometry
import Layout
import Render
import Scene
import Testing

struct CorpusIdiomTests {
    private func rgba(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let p = fb[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test("two Views with an @State of the same name each read and toggle their own")
    func stateNamesPerView() throws {
        let source = """
            scene(width: 100, height: 40, fps: 10, duration: 2)
            struct A: View {
                @State var on = false
                var body: some View {
                    Rectangle().fill(on ? Color.red : Color.blue).frame(width: 20, height: 20)
                        .onAppear { on.toggle() }
                }
            }
            struct B: View {
                @State private var on = false
                var body: some View { Rectangle().fill(on ? Color.red : Color.blue).frame(width: 20, height: 20) }
            }
            HStack(spacing: 20) { A(); B() }
            """
        let (fb, _) = try SceneRender.render(source, at: 0)
        // HStack of 20 + 20 + 20 = 60 pt centred in 100: A spans x 20…40, B spans x 60…80, y 10…30.
        // A's onAppear toggles A's `on` only: A red (255, 59, 48), B still blue (0, 122, 255).
        #expect(rgba(fb, 30, 20) == [255, 59, 48, 255])
        #expect(rgba(fb, 70, 20) == [0, 122, 255, 255])
    }

    @Test("@available on a struct and a function is accepted: the view renders")
    func availableAttribute() throws {
        let source = """
            scene(width: 40, height: 40)
            @available(iOS 17.0, *)
            struct Tile: View {
                var body: some View { Rectangle().fill(color()).frame(width: 20, height: 20) }
                @available(iOS 17, macOS 14, *)
                func color() -> Color { .green }
            }
            Tile()
            """
        let (fb, _) = try SceneRender.render(source)
        #expect(rgba(fb, 20, 20) == [52, 199, 89, 255])
        #expect(rgba(fb, 5, 5)[3] == 255 && rgba(fb, 5, 5)[1] == 255)  // the white background outside
    }

    @Test("Color.accentColor is system blue; accentColor(_:) is tint(_:)")
    func accentColor() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 40, height: 40)
            Rectangle().fill(Color.accentColor).frame(width: 20, height: 20).accentColor(.red)
            """)
        #expect(rgba(fb, 20, 20) == [0, 122, 255, 255])
        let (button, _) = try SceneRender.render(
            """
            scene(width: 120, height: 60)
            Button { } label: { Rectangle().frame(width: 40, height: 20) }.accentColor(.red)
            """)
        // A button's label takes the tint (the default style draws it in the accent colour): red, not blue.
        #expect(rgba(button, 60, 30) == [255, 59, 48, 255])
    }

    @Test("labelStyle(.iconOnly) draws the icon alone, .titleOnly the title alone, .titleAndIcon both")
    func labelStyle() throws {
        let icon = try PastedSwiftUITests.inkColumns("Image(systemName: \"star\")")
        let title = try PastedSwiftUITests.inkColumns("Text(\"Favorite\")")
        let both = try PastedSwiftUITests.inkColumns("Label(\"Favorite\", systemImage: \"star\")")
        // The row draws both, side by side with 8 pt between them: its ink columns are the two sets together.
        #expect(icon > 0 && title > 0 && both == icon + title)
        let label = "Label(\"Favorite\", systemImage: \"star\")"
        #expect(try PastedSwiftUITests.inkColumns(label + ".labelStyle(.iconOnly)") == icon)
        #expect(try PastedSwiftUITests.inkColumns(label + ".labelStyle(.titleOnly)") == title)
        #expect(try PastedSwiftUITests.inkColumns("VStack { \(label) }.labelStyle(IconOnlyLabelStyle())") == icon)
        #expect(try PastedSwiftUITests.inkColumns(label + ".labelStyle(.titleAndIcon)") == both)
    }

    @Test("the .background ShapeStyle is the system background (white) and .foreground the primary colour (black)")
    func backgroundStyle() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 60, height: 40, background: .blue)
            HStack(spacing: 0) {
                Rectangle().fill(.background).frame(width: 20, height: 20)
                Rectangle().fill(.foreground).frame(width: 20, height: 20)
            }
            """)
        #expect(rgba(fb, 20, 20) == [255, 255, 255, 255])
        #expect(rgba(fb, 40, 20) == [0, 0, 0, 255])
    }

    @Test("Array(repeating: .zero, count:) takes its element type from the declaration")
    func arrayRepeatingTyped() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 40)
            struct Row: View {
                @State var offsets: [CGSize] = Array(repeating: .zero, count: 3)
                let widths: [Double] = Array(repeating: 10, count: 2)
                var body: some View {
                    Rectangle().frame(width: widths[0] + widths[1], height: 20)
                        .offset(x: offsets[2].width + Double(offsets.count) * 10)
                }
            }
            Row()
            """)
        // A 20 pt square centred at x 50, moved 0 + 3 · 10 = 30: it spans x 70…90.
        #expect(rgba(fb, 80, 20) == [0, 0, 0, 255])
        #expect(rgba(fb, 50, 20) == [255, 255, 255, 255])
    }

    @Test("Image(.dots), Xcode's generated ImageResource symbol, is the image named dots; a missing one is named in a warning")
    func imageResource() throws {
        let leaves = try ImageTests.leaves(try ImageTests.program("Image(.dots)"))
        let named = try ImageTests.leaves(try ImageTests.program("Image(\"dots\")"))
        // dots.png is 4 × 2 px: a 4 × 2 pt image centred in the 100 × 100 canvas, the same leaf as Image("dots").
        #expect(leaves.map(\.frame) == [Rect(x: 48, y: 49, width: 4, height: 2)])
        #expect(leaves.map(\.frame) == named.map(\.frame))
        let missing = try ImageTests.program("Image(.coffee)")
        #expect(try ImageTests.leaves(missing).isEmpty)
        #expect(missing.warnings.map(\.message) == ["no image 'coffee' beside the scene; it draws nothing, as in SwiftUI"])
    }

    @Test("the unlabelled trailing closure fills the first builder property, a labelled one the next (SE-0279)")
    func multipleTrailingClosuresMemberwise() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 40)
            struct Pair<First: View, Second: View>: View {
                var gap: CGFloat
                @ViewBuilder var first: First
                @ViewBuilder var second: Second
                var body: some View { HStack(spacing: gap) { first; second } }
            }
            Pair(gap: 20) {
                Color.red.frame(width: 20, height: 20)
            } second: {
                Color.blue.frame(width: 20, height: 20)
            }
            """)
        // 20 + 20 + 20 = 60 pt centred in 100: the first (red) spans x 20…40, the second (blue) x 60…80.
        #expect(rgba(fb, 30, 20) == [255, 59, 48, 255])
        #expect(rgba(fb, 70, 20) == [0, 122, 255, 255])
        #expect(rgba(fb, 50, 20) == [255, 255, 255, 255])
    }
}
