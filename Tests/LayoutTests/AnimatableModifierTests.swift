// AnimatableModifierTests.swift: `struct M: AnimatableModifier` is `ViewModifier, Animatable`
// (Parser+AnimatableModifier).
// Rule: Apple: AnimatableModifier — developer.apple.com/documentation/swiftui/animatablemodifier (a protocol refining
// Animatable and ViewModifier, with no requirement of its own). Expected widths: the modifier sets the content's
// width to 20 + 160·pct, and a linear 1 s animation of pct from 0 to 1 gives pct = t.

import Render
import Testing

struct AnimatableModifierTests {
    static func source(conformance: String) -> String {
        """
        scene(width: 200, height: 40, fps: 10, duration: 1, background: .white)
        struct Grow: \(conformance) {
            var pct: Double
            var animatableData: Double { get { pct } set { pct = newValue } }
            func body(content: Content) -> some View { content.frame(width: 20 + 160 * pct, height: 20) }
        }
        struct V: View {
            @State private var on = false
            var body: some View {
                Color.black.modifier(Grow(pct: on ? 1 : 0))
                    .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        V()
        """
    }

    @Test(
        "an AnimatableModifier's animatableData animates (width 20 + 160·t) as ViewModifier, Animatable does",
        arguments: [(0.0, 20), (0.5, 100), (1.0, 180)])
    func animates(time: Double, width: Int) throws {
        let (alias, _) = try SceneRender.render(Self.source(conformance: "AnimatableModifier"), at: time)
        let (pair, _) = try SceneRender.render(Self.source(conformance: "ViewModifier, Animatable"), at: time)
        let ink = (0..<alias.width).filter { alias[$0, 20].g < 128 }.count
        #expect(ink == width, "t = \(time)")
        #expect(alias.bytes == pair.bytes)
    }

    @Test(
        "body(content: Content) of an AnimatableModifier applies to the content: opacity 0.5 over white is 50 % black")
    func contentType() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 40, height: 40, background: .white)
            struct Fade: AnimatableModifier {
                var amount: Double
                var animatableData: Double { get { amount } set { amount = newValue } }
                func body(content: Content) -> some View { content.opacity(amount) }
            }
            Color.black.frame(width: 40, height: 40).modifier(Fade(amount: 0.5))
            """)
        let p = fb[20, 20]
        // Black at opacity 0.5 over white, blended on encoded values: 255 · 0.5 = 127.5 in each channel (± rounding).
        #expect([p.r, p.g, p.b].allSatisfy { abs(Int($0) - 128) <= 1 }, "\(p)")
    }
}
