// Corpus14LayoutTests.swift: the iOS 17 layout and drawing modifiers the fourteenth corpus needed (issue #14):
// safeAreaPadding, transformEffect, GeometryProxy.bounds(of:) and imageScale.
// Rule: Apple: View.safeAreaPadding(_:_:) — developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:)
// (padding of the safe area; a ScrollView's content is inset, the scroll view keeps its frame);
// View.transformEffect(_:) — developer.apple.com/documentation/swiftui/view/transformeffect(_:) (drawn through the
// matrix about the view's top-leading corner, layout unchanged); GeometryProxy.bounds(of:) —
// developer.apple.com/documentation/swiftui/geometryproxy/bounds(of:); View.imageScale(_:) —
// developer.apple.com/documentation/swiftui/view/imagescale(_:). Expected boxes are worked out by hand from the sizes
// written: each scene is a 100 × 100 canvas whose root is centred.

import Geometry
import Layout
import Render
import Scene
import Testing

struct Corpus14LayoutTests {
    static func box(_ body: String, _ match: (UInt8, UInt8, UInt8) -> Bool) throws -> [Int] {
        AlignmentGuideTests.box(try AlignmentGuideTests.render(body), match)
    }

    /// The strings of the Texts drawn, in drawing order.
    static func texts(_ body: String) throws -> [String] {
        let leaves = try SceneRender.render("scene(width: 300, height: 300, background: .white)\n" + body).1
        return AttributedStringTests.texts(leaves).map(\.string)
    }

    @Test("safeAreaPadding(.leading, 30) on a plain view lays out as padding: 50 × 20 centred, the square at its right")
    func safeAreaPaddingAsPadding() throws {
        // 20 + 30 = 50 wide, centred in 100: x 25–75; the square after the 30 pt inset: x 55–75, y 40–60.
        let b = try Self.box(
            "Color.black.frame(width: 20, height: 20).safeAreaPadding(.leading, 30)", AlignmentGuideTests.black)
        #expect(b == [55, 40, 75, 60])
    }

    @Test("safeAreaPadding(EdgeInsets) and safeAreaPadding(_ length:) pad like padding")
    func safeAreaPaddingOverloads() throws {
        // EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 20): 40 × 30 centred: x 30–70, y 35–65; square x 30–50, y 45–65.
        let insets = try Self.box(
            """
            Color.black.frame(width: 20, height: 20)
                .safeAreaPadding(EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 20))
                .background(Color.blue)
            """, AlignmentGuideTests.black)
        #expect(insets == [30, 45, 50, 65])
        let blue = try Self.box(
            "Color.black.frame(width: 20, height: 20).safeAreaPadding(10).background(Color.blue)",
            AlignmentGuideTests.blue)
        // 40 × 40 centred: x 30–70, y 30–70.
        #expect(blue == [30, 30, 70, 70])
    }

    @Test("a horizontal ScrollView with safeAreaPadding(.horizontal, 30) keeps its frame: the content starts 30 in")
    func scrollViewContentMargins() throws {
        // The scroll view takes the 100 × 100 canvas; its 400 × 20 content starts at x 30 and is clipped at 100,
        // centred across: y 40–60. As padding it would be 40 wide (x 30–70).
        let b = try Self.box(
            """
            ScrollView(.horizontal) { Color.blue.frame(width: 400, height: 20) }
                .safeAreaPadding(.horizontal, 30)
            """, AlignmentGuideTests.blue)
        #expect(b == [30, 40, 100, 60])
    }

    @Test("a vertical ScrollView with safeAreaPadding(.top, 10): the content starts 10 below the top, centred across")
    func verticalScrollViewTopMargin() throws {
        let b = try Self.box(
            "ScrollView { Color.blue.frame(width: 20, height: 20) }.safeAreaPadding(.top, 10)", AlignmentGuideTests.blue)
        #expect(b == [40, 10, 60, 30])
    }

    @Test("transformEffect(translationX: 0, y: -40) draws the square 40 higher without moving its neighbour")
    func transformEffectTranslation() throws {
        // HStack of two 20 × 20 squares centred: black x 30–50, blue x 50–70, both y 40–60; black drawn at y 0–20.
        let body = """
            HStack(spacing: 0) {
                Color.black.frame(width: 20, height: 20).transformEffect(.init(translationX: 0, y: -40))
                Color.blue.frame(width: 20, height: 20)
            }
            """
        #expect(try Self.box(body, AlignmentGuideTests.black) == [30, 0, 50, 20])
        #expect(try Self.box(body, AlignmentGuideTests.blue) == [50, 40, 70, 60])
    }

    @Test("transformEffect(CGAffineTransform(scaleX: 2, y: 2)) scales about the top-leading corner")
    func transformEffectScale() throws {
        // Laid out at x 40–60, y 40–60; doubled from (40, 40): x 40–80, y 40–80 (a scaleEffect would grow about the centre).
        let b = try Self.box(
            "Color.black.frame(width: 20, height: 20).transformEffect(CGAffineTransform(scaleX: 2, y: 2))",
            AlignmentGuideTests.black)
        #expect(b == [40, 40, 80, 80])
    }

    @Test("GeometryProxy.bounds(of: .scrollView): the viewport's size, its origin in the proxy's space; nil for no space")
    func boundsOfNamedSpace() throws {
        // The scroll view is 300 tall; the reader sits 40 below the content's top, so the viewport's top is at -40 in
        // the reader's coordinates. No view names "nope".
        let texts = try Self.texts(
            """
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 40)
                    GeometryReader { proxy in
                        VStack {
                            Text("h \\(Int(proxy.bounds(of: .scrollView)?.height ?? 0))")
                            Text("y \\(Int(proxy.bounds(of: .scrollView)?.minY ?? 0))")
                            Text(proxy.bounds(of: .named("nope")) == nil ? "none" : "some")
                        }
                    }
                    .frame(height: 100)
                }
            }
            .frame(height: 300)
            """)
        #expect(texts == ["h 300", "y -40", "none"])
    }

    @Test("GeometryProxy.bounds(of: .named(_:)) is the named view's rectangle in the proxy's coordinates")
    func boundsOfCoordinateSpace() throws {
        // The 200 × 120 box; the reader 20 × 20 after 30 pt of leading padding and 10 of top padding in it.
        let texts = try Self.texts(
            """
            VStack {
                GeometryReader { proxy in
                    let b = proxy.bounds(of: .named("box"))
                    Text("\\(Int(b?.minX ?? 0)) \\(Int(b?.minY ?? 0)) \\(Int(b?.width ?? 0)) \\(Int(b?.height ?? 0))")
                }
                .frame(width: 20, height: 20)
                .padding(.leading, 30)
                .padding(.top, 10)
                .frame(width: 200, height: 120, alignment: .topLeading)
            }
            .coordinateSpace(.named("box"))
            """)
        #expect(texts == ["-30 -10 200 120"])
    }

    @Test("imageScale: a small symbol is 0.78 and a large one 1.29 of the default's height; nearest setting wins")
    func imageScale() throws {
        let leaves = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            HStack {
                Image(systemName: "heart").imageScale(.small)
                Image(systemName: "heart")
                Image(systemName: "heart").imageScale(.large)
                Image(systemName: "heart").imageScale(.medium).imageScale(.large)
            }
            .font(.system(size: 40))
            """
        ).1
        let heights = AttributedStringTests.texts(leaves).map(\.frame.height)
        #expect(heights.count == 4)
        guard heights.count == 4 else { return }
        // Line heights scale with the font size (40, 31.2, 51.6 pt) up to the pixel rounding of each frame.
        #expect(abs(heights[0] / heights[1] - 0.78) < 0.04)
        #expect(abs(heights[2] / heights[1] - 1.29) < 0.04)
        #expect(heights[3] == heights[1])
    }
}
