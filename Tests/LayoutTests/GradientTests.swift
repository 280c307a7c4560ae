// GradientTests.swift: gradient shape styles rendered through the whole pipeline, their pixel values against the
// closed forms (Apple: LinearGradient, RadialGradient, AngularGradient, EllipticalGradient —
// developer.apple.com/documentation/swiftui/lineargradient …): the parameter at each pixel centre, the colour
// interpolated between stops in encoded sRGB (Gradient.ColorSpace `.device`), each within ±1 level.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct GradientTests {
    /// Black → white in encoded values: the expected level at parameter t.
    static func level(_ t: Double) -> Double { 255 * max(0, min(1, t)) }

    @Test("LinearGradient black → white, .leading → .trailing over 256 px: pixel x is 255·(x + ½)/256 ± 1")
    func linear() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 256, height: 20, background: .black)
            Rectangle()
                .fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
                .frame(width: 256, height: 20)
            """)
        for x in 0..<256 {
            let expected = GradientTests.level((Double(x) + 0.5) / 256)
            #expect(abs(Double(fb[x, 10].r) - expected) <= 1, "x \(x): \(fb[x, 10].r) vs \(expected)")
        }
    }

    @Test("LinearGradient with stops at 0.25 and 0.75: flat red before, flat blue after, the mix between")
    func linearStops() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 20, background: .black)
            Rectangle()
                .fill(LinearGradient(stops: [.init(color: Color(red: 1, green: 0, blue: 0), location: 0.25), .init(color: Color(red: 0, green: 0, blue: 1), location: 0.75)], startPoint: .leading, endPoint: .trailing))
                .frame(width: 200, height: 20)
            """)
        #expect(fb[10, 10].r == 255 && fb[10, 10].b == 0)
        #expect(fb[190, 10].r == 0 && fb[190, 10].b == 255)
        // x = 99: t = 99.5/200 = 0.4975, between the stops: f = (0.4975 − 0.25)/0.5 = 0.495.
        let f = (99.5 / 200 - 0.25) / 0.5
        #expect(abs(Double(fb[99, 10].r) - 255 * (1 - f)) <= 1)
        #expect(abs(Double(fb[99, 10].b) - 255 * f) <= 1)
    }

    @Test("RadialGradient white → black, radius 0 → 100 about the centre: level 255·(1 − d/100) ± 1")
    func radial() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .black)
            Rectangle()
                .fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 100))
                .frame(width: 200, height: 200)
            """)
        for (x, y) in [(100, 100), (150, 100), (100, 30), (170, 170), (199, 100), (5, 5), (130, 60)] {
            let d =
                ((Double(x) + 0.5 - 100) * (Double(x) + 0.5 - 100) + (Double(y) + 0.5 - 100) * (Double(y) + 0.5 - 100))
                .squareRoot()
            let expected = GradientTests.level(1 - d / 100)
            #expect(abs(Double(fb[x, y].g) - expected) <= 1, "(\(x), \(y)): \(fb[x, y].g) vs \(expected)")
        }
    }

    @Test("AngularGradient black → white, one turn from +x clockwise on screen: level 255·θ/2π ± 1")
    func angular() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .black)
            Rectangle()
                .fill(AngularGradient(colors: [.black, .white], center: .center))
                .frame(width: 200, height: 200)
            """)
        for (x, y) in [(150, 130), (100, 160), (40, 110), (60, 40), (110, 20), (190, 60), (130, 180)] {
            var angle = atan2(Double(y) + 0.5 - 100, Double(x) + 0.5 - 100)
            if angle < 0 { angle += 2 * Double.pi }
            let expected = GradientTests.level(angle / (2 * Double.pi))
            #expect(abs(Double(fb[x, y].b) - expected) <= 1, "(\(x), \(y)): \(fb[x, y].b) vs \(expected)")
        }
    }

    @Test("AngularGradient from 0° to 180°: the missing half is split at 270° between the last and first colours")
    func angularShortfall() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .black)
            Rectangle()
                .fill(AngularGradient(colors: [.black, .white], center: .center, startAngle: .degrees(0), endAngle: .degrees(180)))
                .frame(width: 200, height: 200)
            """)
        #expect(abs(Double(fb[100, 180].g) - 127.5) <= 2)  // 90°: half-way
        #expect(fb[60, 40].g == 255)  // 225°: before the split, the end colour
        #expect(fb[140, 40].g == 0)  // 315°: after the split, the start colour
    }

    @Test("EllipticalGradient in a 200 × 100 frame: the 0.5 fraction reaches the frame's edges on both axes")
    func elliptical() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 100, background: .black)
            Rectangle()
                .fill(EllipticalGradient(colors: [.white, .black]))
                .frame(width: 200, height: 100)
            """)
        for (x, y) in [(150, 50), (100, 75), (180, 20), (100, 50)] {
            let ux = (Double(x) + 0.5) / 200 - 0.5
            let uy = (Double(y) + 0.5) / 100 - 0.5
            let expected = GradientTests.level(1 - (ux * ux + uy * uy).squareRoot() / 0.5)
            #expect(abs(Double(fb[x, y].r) - expected) <= 1, "(\(x), \(y)): \(fb[x, y].r) vs \(expected)")
        }
    }

    @Test(
        "a gradient stroke and a gradient foreground on text paint only the covered pixels, with the gradient's colours"
    )
    func strokeAndText() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .black)
            ZStack {
                Circle()
                    .stroke(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .top, endPoint: .bottom), lineWidth: 10)
                    .frame(width: 160, height: 160)
                Text("A").font(.system(size: 60)).foregroundStyle(LinearGradient(colors: [.white, .white], startPoint: .top, endPoint: .bottom))
            }
            """)
        // Top of the ring (y = 20…30, t ≈ 0.04): red; bottom (y ≈ 175, t ≈ 0.97): blue; the ring's inside: black.
        #expect(fb[100, 22].r > 240 && fb[100, 22].b < 15)
        #expect(fb[100, 177].b > 240 && fb[100, 177].r < 15)
        #expect(fb[60, 100].r == 0 && fb[60, 100].g == 0)
        var white = 0
        for y in 60..<140 { for x in 60..<140 where fb[x, y].g == 255 { white += 1 } }
        #expect(white > 200)  // the glyph, painted white through the gradient
    }

    @Test("view opacity multiplies a gradient: 0.5 over black halves each level")
    func opacity() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 256, height: 20, background: .black)
            LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
                .frame(width: 256, height: 20)
                .opacity(0.5)
            """)
        for x in stride(from: 0, to: 256, by: 17) {
            let expected = GradientTests.level((Double(x) + 0.5) / 256) * 0.5
            #expect(abs(Double(fb[x, 10].r) - expected) <= 1, "x \(x)")
        }
    }
}
