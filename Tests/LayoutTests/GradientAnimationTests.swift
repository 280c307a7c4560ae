// GradientAnimationTests.swift: gradient fills whose colours, stops and points change under `withAnimation`,
// interpolated per frame as SwiftUI interpolates a resolved gradient (OpenSwiftUI Gradient.swift
// `ResolvedGradientVector`: stop colours premultiplied in the gradient's colour space — `.device`, encoded sRGB —
// locations held; LinearGradient.swift `_Paint.animatableData`: start and end points). Linear animations over 1 s, so
// at 0.5 s every animated number is halfway; pixel values ±1 level.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct GradientAnimationTests {
    @Test("Colours black → white under a linear 1 s animation: 127.5 at 0.5 s (encoded sRGB, not linear light)")
    func colours() throws {
        let source = """
            scene(width: 200, height: 20, fps: 30, duration: 1, background: .black)
            @State var on = false
            at(0) { withAnimation(.linear(duration: 1)) { on = true } }
            Rectangle()
                .fill(LinearGradient(colors: on ? [.white, .white] : [.black, .black], startPoint: .leading, endPoint: .trailing))
                .frame(width: 200, height: 20)
            """
        let (half, _) = try SceneRender.render(source, at: 0.5)
        #expect(abs(Double(half[10, 10].g) - 127.5) <= 1, "\(half[10, 10].g)")
        #expect(abs(Double(half[190, 10].g) - 127.5) <= 1)
        let (end, _) = try SceneRender.render(source, at: 1)
        #expect(end[100, 10].g == 255)
    }

    @Test("endPoint .leading → .trailing: at 0.5 s the gradient ends at x = 100, flat after")
    func points() throws {
        let source = """
            scene(width: 200, height: 20, fps: 30, duration: 1, background: .black)
            @State var wide = false
            at(0) { withAnimation(.linear(duration: 1)) { wide = true } }
            Rectangle()
                .fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: wide ? .trailing : UnitPoint(x: 0.25, y: 0.5)))
                .frame(width: 200, height: 20)
            """
        // End point x: 0.25 → 1, halfway 0.625 → 125 px. Pixel 50: t = 50.5/125.
        let (half, _) = try SceneRender.render(source, at: 0.5)
        let want: Double = 255 * 50.5 / 125
        let got = Double(half[50, 10].r)
        #expect(abs(got - want) <= 1, "\(got) vs \(want)")
        #expect(half[150, 10].r == 255)
    }

    @Test("Stops at different locations animate over the union of locations: halfway between the two pictures")
    func unionOfStops() throws {
        let source = """
            scene(width: 200, height: 20, fps: 30, duration: 1, background: .black)
            @State var on = false
            at(0) { withAnimation(.linear(duration: 1)) { on = true } }
            Rectangle()
                .fill(LinearGradient(stops: on
                    ? [.init(color: .white, location: 0), .init(color: .white, location: 0.5), .init(color: .black, location: 1)]
                    : [.init(color: .black, location: 0), .init(color: .white, location: 1)],
                    startPoint: .leading, endPoint: .trailing))
                .frame(width: 200, height: 20)
            """
        // Each side read at the union {0, 0.5, 1}: old (0, 127.5, 255), new (255, 255, 0); halfway (127.5, 191.25,
        // 127.5), linear between. Pixel 49 (t = 0.2475): 127.5 + (191.25 − 127.5)·0.495.
        let (half, _) = try SceneRender.render(source, at: 0.5)
        let left: Double = 127.5 + 63.75 * (49.5 / 200) / 0.5
        let right: Double = 191.25 - 63.75 * (150.5 / 200 - 0.5) / 0.5
        let (l, r) = (Double(half[49, 10].r), Double(half[150, 10].r))
        #expect(abs(l - left) <= 1, "\(l) vs \(left)")
        #expect(abs(r - right) <= 1, "\(r) vs \(right)")
        let (end, _) = try SceneRender.render(source, at: 1)
        #expect(end[40, 10].r == 255 && end[199, 10].r < 3)
    }
}
