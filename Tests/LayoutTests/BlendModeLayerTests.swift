// BlendModeLayerTests.swift: a blend mode written outside a layer — a clip, a mask, a blur — blends the layer with
// what is behind it. Pushed down to the leaves inside the layer, it blended them with the layer's transparent
// backdrop, and the mode was lost (the view drew as if `.normal`).
// Rule: Apple: View.blendMode(_:) — "sets the blend mode for compositing this view with overlapping views"; the
// multiply of two colours is their per-channel product (W3C Compositing and Blending Level 1, "multiply").

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct BlendModeLayerTests {
    /// Cyan multiplied over orange (1, 0.5, 0) is (0, 0.5, 0): the product per channel.
    @Test(
        "blendMode outside a clip, a mask or a blur multiplies the layer with the background",
        arguments: [
            ".clipShape(Circle())", ".mask(Circle())", ".blur(radius: 0.5)", ".clipped()", "",
        ])
    func multiplyOutsideLayer(layer: String) throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 60, height: 60, background: Color(red: 1, green: 0.5, blue: 0))
            Rectangle().fill(Color(red: 0, green: 1, blue: 1))\(layer).blendMode(.multiply).frame(width: 40, height: 40)
            """)
        let p = fb[30, 30]
        #expect(p.r <= 2 && abs(Int(p.g) - 128) <= 2 && p.b <= 2, "\(layer): \(p)")
    }

    @Test("destinationOut after a blur cuts the blurred shape out of its compositing group")
    func destinationOutAfterBlur() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 60, height: 60, background: .white)
            ZStack {
                Rectangle().fill(Color.black)
                Rectangle().fill(Color.black).frame(width: 20, height: 20).blur(radius: 1).blendMode(.destinationOut)
            }
            .compositingGroup()
            .frame(width: 40, height: 40)
            """)
        #expect(fb[30, 30].r == 255, "the cut middle shows the background: \(fb[30, 30])")
        #expect(fb[12, 12].r == 0, "the rest of the group stays black: \(fb[12, 12])")
    }
}
