// DropShadowTests.swift: a group's shadow is its alpha moved by (dx, dy) and blurred by a Gaussian of σ = radius.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup() (default colour
// black at 0.33), Apple: GraphicsContext.Filter.blur(radius:options:) —
// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI BlurEffect.swift
// (radius = σ); Effects/DropShadow.swift rules 1–3. Status: complete.

import Foundation
import Geometry
import Render
import Testing

struct DropShadowTests {
    /// A white 40 × 40 square at (100, 100) with `shadow`, on a clear 400 × 300 frame. The shadows below lie right
    /// of x = 144 (offset ≥ 3σ + 44 px), where the square is not.
    func render(_ shadow: DropShadow, opacity: Double = 1) -> Framebuffer {
        let square = DisplayItem(path: Path(rect: Rect(x: 100, y: 100, width: 40, height: 40)), color: .white)
        let framebuffer = Framebuffer(width: 400, height: 300)
        let group = DisplayGroup(items: [square], opacity: opacity, shadow: shadow)
        Renderer().render(DisplayList(items: [DisplayItem(group: group)]), background: .clear, into: framebuffer)
        return framebuffer
    }

    /// The analytic shadow alpha (0…1) at pixel (x, y): the square moved by (dx, dy), blurred by σ.
    static func analytic(_ x: Int, _ y: Int, sigma: Double, dx: Double, dy: Double) -> Double {
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
        func profile(_ p: Double, _ low: Double) -> Double {
            sigma == 0 ? (p >= low && p < low + 40 ? 1 : 0) : phi((p - low) / sigma) - phi((p - low - 40) / sigma)
        }
        return profile(Double(x) + 0.5, 100 + dx) * profile(Double(y) + 0.5, 100 + dy)
    }

    /// Centroid of the alpha right of x = 144, and the largest |alpha − 255·k·analytic| there.
    func measure(_ f: Framebuffer, sigma: Double, dx: Double, dy: Double, k: Double) -> (Double, Double, Double) {
        var (m, mx, my, worst) = (0.0, 0.0, 0.0, 0.0)
        for y in 0..<300 {
            for x in 145..<400 {
                let a = Double(f[x, y].a)
                m += a
                mx += a * (Double(x) + 0.5)
                my += a * (Double(y) + 0.5)
                worst = max(worst, abs(a - 255 * k * Self.analytic(x, y, sigma: sigma, dx: dx, dy: dy)))
            }
        }
        return (mx / m, my / m, worst)
    }

    // Measured: centroids within 0.004 px of the square's centre + (dx, dy) (exact for whole-pixel offsets);
    // profile errors ≤ 0.67 levels (0 for σ = 0); the default 0.33 black: 0.65.
    @Test(
        "the shadow's centroid is the content's moved by (dx, dy) and its profile is the Gaussian's within 1/255",
        arguments: [
            (4.0, 60.0, 45.0), (4, 60.3, 45.7), (1, 61.5, 44.25), (16, 130, 50), (16, 130.4, 49.6), (0, 60, 45),
        ])
    func centroidAndProfile(sigma: Double, dx: Double, dy: Double) {
        let f = render(DropShadow(color: .black, radius: sigma, dx: dx, dy: dy))
        let (cx, cy, worst) = measure(f, sigma: sigma, dx: dx, dy: dy, k: 1)
        #expect(abs(cx - (120 + dx)) <= 0.02, "centroid x \(cx)")
        #expect(abs(cy - (120 + dy)) <= 0.02, "centroid y \(cy)")
        #expect(worst <= 1, "max error \(worst)")
        // The shadow is black: premultiplied colour 0 wherever it is.
        let centre = (Int(120 + dx), Int(120 + dy))
        #expect(f[centre.0, centre.1].r == 0 && f[centre.0, centre.1].a > 128)
    }

    @Test("SwiftUI's default shadow colour is black at 0.33: alpha 0.33 × the Gaussian, colour 0")
    func defaultColour() {
        let shadow = DropShadow(radius: 4, dx: 60, dy: 45)
        #expect(shadow.color == Color(white: 0, opacity: 0.33))
        let f = render(shadow)
        let (cx, cy, worst) = measure(f, sigma: 4, dx: 60, dy: 45, k: 0.33)
        #expect(abs(cx - 180) <= 0.02 && abs(cy - 165) <= 0.02, "centroid \(cx), \(cy)")
        #expect(worst <= 1, "max error \(worst)")
        #expect(f[180, 165].a == 84 && f[180, 165].r == 0)  // round(255 · 0.33) = round(84.15)
    }

    @Test("group opacity fades the shadow with the layer; the layer is drawn over its shadow")
    func opacityAndOrder() {
        let f = render(DropShadow(color: .black, radius: 1, dx: 10, dy: 10), opacity: 0.5)
        // Shadow alone (≥ 4.5σ inside its square, outside the content's): round(255 · 0.5) = 128 of black.
        #expect(RenderTestSupport.pixel(f, 145, 125) == [0, 0, 0, 128])
        // Content over its shadow (both faded): white·0.5 = 128 over black 128 → 128 + 128·127/255 = 192 alpha.
        #expect(RenderTestSupport.pixel(f, 130, 130) == [128, 128, 128, 192])
    }

    @Test(
        "a shadow moved far off the frame (up to ±1e300 px, or infinite) leaves the square alone and allocates nothing huge",
        arguments: [1e6, -1e12, 1e300, -Double.greatestFiniteMagnitude, .infinity, .nan])
    func farOffsets(d: Double) {
        let f = render(DropShadow(color: .black, radius: 8, dx: d, dy: d))
        var outside = 0
        var inside = 0
        for y in 0..<300 {
            for x in 0..<400 {
                let a = f[x, y].a
                if (100..<140).contains(x) && (100..<140).contains(y) { inside += a == 255 ? 1 : 0 } else { outside += Int(a) }
            }
        }
        #expect(inside == 1600 && outside == 0, "offset \(d): square pixels \(inside), alpha outside \(outside)")
    }
}
