// GenericStyleParameterTests.swift: a view generic over a shape style — `<S: ShapeStyle>` or `<S> … where S:
// ShapeStyle` — with a colour default (`init(stroke: S = Color.blue)`) takes a colour or a gradient and paints it.
// (A `where` clause left the parameter an ordinary type parameter, so a gradient reached a colour-only stroke and
// the process trapped; the default colour was refused as "not 'some ShapeStyle'".)
// Rule: The Swift Programming Language, "Generics" (Generic Where Clauses); Apple: ShapeStyle.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct GenericStyleParameterTests {
    @Test(
        "A generic style parameter paints a colour, its default colour and a gradient",
        arguments: [
            "<S: ShapeStyle>: View", "<S>: View where S: ShapeStyle",
        ])
    func styleParameter(declaration: String) throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 90, height: 30, background: .white)
            struct Swatch\(declaration) {
                let style: S
                init(style: S = Color.blue) { self.style = style }
                var body: some View { Rectangle().fill(style).frame(width: 30, height: 30) }
            }
            HStack(spacing: 0) {
                Swatch(style: Color.red)
                Swatch()
                Swatch(style: LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
            }
            """)
        #expect(fb[15, 15].r > 200 && fb[15, 15].g < 100, "red: \(fb[15, 15])")
        #expect(fb[45, 15].b > 200 && fb[45, 15].r < 60, "the default blue: \(fb[45, 15])")
        // The gradient runs black to white across its 30 px: dark at its left, light at its right.
        #expect(fb[61, 15].r < 40 && fb[88, 15].r > 215, "gradient ends: \(fb[61, 15]) \(fb[88, 15])")
    }
}
