// IndependentParameterAnimationTests.swift: a geometry effect's frame and its own parameters animate as two attributes — two
// `withAnimation` blocks in one `onAppear`, one turning a rotationEffect (linear 4 s, repeating), the other resizing
// the view it turns (linear 2 s, autoreversing), leave the rotation linear: 45° at 0.5 s, 90° at 1 s (found in a
// held-out corpus file drawing ~124° at 0.5 s: the resize's animation was combined into the angle).
// Rule: Apple: withAnimation(_:_:) (each change animates with its own transaction's animation); OpenSwiftUI
// AnimatableAttribute.swift (one animator per animatable attribute: the view geometry, each effect's animatableData) and DefaultCombiningAnimation.swift (a new
// animation joins a value only when that value changes). Measured: the principal axis of the red bar's ink from its
// second moments (the bar is 20 × 200+ points, upright at 0°).

import Foundation
import Layout
import Render
import Scene
import Testing

struct IndependentParameterAnimationTests {
    /// The bar's rotation in degrees at `time`: its principal axis measured from the vertical, clockwise.
    func rotation(at time: Double) throws -> Double {
        let source = """
            scene(width: 300, height: 300, duration: 4, background: .white)
            struct V: View {
                @State var rotation: CGFloat = 0
                @State var width: CGFloat = 0
                var body: some View {
                    Rectangle().fill(Color.red).frame(width: 20, height: 200 + width)
                        .rotationEffect(.degrees(rotation)).frame(width: 300, height: 300)
                        .onAppear {
                            withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) { rotation = 360 }
                            withAnimation(.linear(duration: 2).repeatForever()) { width = 50 }
                        }
                }
            }
            V()
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        var (a, sx, sy, sxx, syy, sxy) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let c = 1 - Double(fb[x, y].g) / 255
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                (a, sx, sy) = (a + c, sx + c * px, sy + c * py)
                (sxx, syy, sxy) = (sxx + c * px * px, syy + c * py * py, sxy + c * px * py)
            }
        }
        let (mx, my) = (sx / a, sy / a)
        let (cxx, cyy, cxy) = (sxx / a - mx * mx, syy / a - my * my, sxy / a - mx * my)
        // The major axis's angle from +x (y down, so clockwise); upright is 90°.
        let axis = 0.5 * atan2(2 * cxy, cxx - cyy) * 180 / .pi
        var turned = axis - 90
        while turned < -90 { turned += 180 }
        while turned >= 90 { turned -= 180 }
        return turned
    }

    @Test(
        "the rotation stays linear while another withAnimation resizes the bar: 45° at 0.5 s, 135° (an axis at -45°) at 1.5 s"
    )
    func rotationKeepsItsOwnAnimation() throws {
        // 360° in 4 s: 45° at 0.5 s; 135° at 1.5 s, which as an axis (mod 180°) reads -45°; 22.5° at 0.25 s.
        #expect(abs(try rotation(at: 0.5) - 45) < 1)
        #expect(abs(try rotation(at: 0.25) - 22.5) < 1)
        #expect(abs(try rotation(at: 1.5) - -45) < 1)
    }
}
