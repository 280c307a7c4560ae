// ShapeStyleShadowTests.swift: a shape style with a drop shadow (`.blue.shadow(.drop(…))`) paints the shape and a
// shadow of what it paints, whichever modifier takes the style: fill, stroke, strokeBorder, background(_:in:).
// Rule: Apple: ShapeStyle.shadow(_:), ShadowStyle.drop(color:radius:x:y:) — the shadow is the painted alpha moved
// by (x, y) and blurred by radius, drawn behind. Expected pixels are worked out from the geometry by hand.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct ShapeStyleShadowTests {
    /// A 40×40 shape spanning 20…60 on white with a black drop shadow moved 10 px right and down, radius 0. The
    /// pixel (67, 50) lies in the shadow only, for each modifier: the fill's shadow spans 30…70; a stroke of width 8
    /// spans 16…64 and its shadow's right band 66…74; a strokeBorder spans 20…60 (inner 28) and its shadow's right
    /// band 62…70. (76, 76) is beyond every shadow; `inside` is a pixel of the style's own paint.
    func expectShadowed(_ modifier: String, inside: (Int, Int)) throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            Rectangle()
                .\(modifier)
                .frame(width: 40, height: 40)
                .position(x: 40, y: 40)
            """)
        let shadow = fb[67, 50]
        #expect(shadow.r < 40 && shadow.g < 40 && shadow.b < 40, "\(modifier): shadow at (67, 50) \(shadow)")
        let clear = fb[76, 76]
        #expect(clear.r > 240 && clear.g > 240 && clear.b > 240, "\(modifier): nothing at (76, 76) \(clear)")
        let own = fb[inside.0, inside.1]
        #expect(own.b > 200 && own.r < 60, "\(modifier): the style's blue at \(inside) \(own)")
    }

    @Test("fill(X.shadow(.drop)) paints the fill and its shadow")
    func fill() throws {
        try expectShadowed("fill(Color.blue.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))", inside: (40, 40))
    }

    @Test("stroke(X.shadow(.drop), lineWidth:) paints the stroke and the stroke's shadow, not a filled shadow")
    func stroke() throws {
        try expectShadowed(
            "stroke(Color.blue.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)), lineWidth: 8)", inside: (20, 40))
        // The stroke's shadow is a ring (inner edge 34…66), not a filled square: (45, 45) stays white.
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            Rectangle()
                .stroke(Color.blue.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)), lineWidth: 8)
                .frame(width: 40, height: 40)
                .position(x: 40, y: 40)
            """)
        #expect(fb[45, 45].r > 240 && fb[45, 45].b > 240, "inside the ring: \(fb[45, 45])")
    }

    @Test("strokeBorder(X.shadow(.drop), lineWidth:) paints the inset border and its shadow")
    func strokeBorder() throws {
        try expectShadowed(
            "strokeBorder(Color.blue.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)), lineWidth: 8)",
            inside: (22, 40))
    }

    @Test("fill(X.shadow(.inner)) darkens the inside where the moved paint is absent, and nothing outside")
    func inner() throws {
        // The paint spans 20…60; moved by (10, 10) it spans 30…70, so inside the shape the bands x < 30 or y < 30
        // take the shadow colour; the rest keeps the fill; outside the shape nothing is drawn.
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            Rectangle()
                .fill(Color.blue.shadow(.inner(color: .black, radius: 0, x: 10, y: 10)))
                .frame(width: 40, height: 40)
                .position(x: 40, y: 40)
            """)
        for (x, y) in [(25, 45), (45, 25), (22, 22)] {
            #expect(fb[x, y].r < 30 && fb[x, y].g < 30 && fb[x, y].b < 30, "shadow at (\(x), \(y)): \(fb[x, y])")
        }
        #expect(fb[45, 45].b > 200 && fb[45, 45].r < 60, "the fill at (45, 45): \(fb[45, 45])")
        for (x, y) in [(65, 45), (45, 65), (15, 15)] {
            #expect(fb[x, y].r > 240 && fb[x, y].g > 240 && fb[x, y].b > 240, "outside at (\(x), \(y)): \(fb[x, y])")
        }
    }

    @Test("An inner shadow's default colour is black at 55 % over the fill")
    func innerDefaultColour() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            Rectangle()
                .fill(Color.white.shadow(.inner(radius: 0, x: 10, y: 0)))
                .frame(width: 40, height: 40)
                .position(x: 40, y: 40)
            """)
        // White under black at 0.55: 255 × 0.45 ≈ 115 (sRGB-encoded blending, as every other layer here).
        #expect(abs(Int(fb[25, 40].r) - 115) <= 2, "band: \(fb[25, 40])")
        #expect(fb[45, 40].r == 255, "the rest keeps the fill: \(fb[45, 40])")
    }
}
