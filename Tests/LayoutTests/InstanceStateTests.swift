// InstanceStateTests.swift: each instance of a View struct has its own `@State` (loading dots with staggered delays,
// rows with their own counters), through actions, bindings, memberwise initial values and scene events.
// Rule: Apple: State — developer.apple.com/documentation/swiftui/state (storage per view instance; the initial value
// is used when the view is first created). Expected positions are computed by hand from each source.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct InstanceStateTests {
    /// Ink centroid (y) and area of the columns `x0..<x1` (black on white).
    static func column(_ fb: Framebuffer, _ x0: Int, _ x1: Int) -> (area: Double, y: Double) {
        var (a, sy) = (0.0, 0.0)
        for y in 0..<fb.height {
            for x in x0..<x1 {
                let c = 1 - Double(fb[x, y].g) / 255
                a += c
                sy += c * (Double(y) + 0.5)
            }
        }
        return (a, sy / max(a, 1e-9))
    }

    @Test("three dots, each starting its own animation in onAppear with its own delay, move independently")
    func staggeredDots() throws {
        let source = """
            scene(width: 200, height: 300, background: .white)
            struct Dot: View {
                let delay: Double
                @State private var up = false
                var body: some View {
                    Rectangle().fill(.black).frame(width: 20, height: 20)
                        .offset(y: up ? -100 : 0)
                        .onAppear {
                            withAnimation(.linear(duration: 1).delay(delay)) { up = true }
                        }
                }
            }
            HStack(spacing: 40) {
                ForEach(0..<3) { i in Dot(delay: Double(i) * 0.2) }
            }
            """
        // The stack is 140 wide, centred: dots at x 30–50, 90–110, 150–170; at rest centred at y 150.
        let (fb, _) = try SceneRender.render(source, at: 0.5)
        let expected = [100.0, 120, 140]  // progress 0.5, 0.3, 0.1 of the 100 pt rise
        for (i, y) in expected.enumerated() {
            let m = InstanceStateTests.column(fb, 30 + 60 * i, 50 + 60 * i)
            #expect(abs(m.area - 400) < 1, "dot \(i) area \(m.area)")
            #expect(abs(m.y - y) < 0.6, "dot \(i) at y \(m.y), expected \(y)")
        }
        let (end, _) = try SceneRender.render(source, at: 2)
        for i in 0..<3 { #expect(abs(InstanceStateTests.column(end, 30 + 60 * i, 50 + 60 * i).y - 50) < 0.01) }
    }

    @Test("a tap changes the state of the instance whose button it is, and a binding reaches its own instance")
    func tapAndBindingPerInstance() throws {
        let source = """
            scene(width: 200, height: 100, duration: 2, background: .white)
            struct Grow: View {
                @Binding var tall: Bool
                let title: String
                var body: some View {
                    Button(title) { tall.toggle() }.opacity(0)
                }
            }
            struct Row: View {
                let name: String
                @State var tall = false
                var body: some View {
                    ZStack {
                        Rectangle().fill(.black).frame(width: 20, height: tall ? 60 : 20)
                        Grow(tall: $tall, title: name)
                    }
                }
            }
            HStack(spacing: 40) {
                ForEach(["a", "b", "c"], id: \\.self) { name in Row(name: name).frame(width: 20, height: 100) }
            }
            at(0.5) { tap("b") }
            """
        let (before, _) = try SceneRender.render(source, at: 0)
        let (after, _) = try SceneRender.render(source, at: 1)
        for i in 0..<3 {
            #expect(abs(InstanceStateTests.column(before, 30 + 60 * i, 50 + 60 * i).area - 400) < 1)
            let area = InstanceStateTests.column(after, 30 + 60 * i, 50 + 60 * i).area
            #expect(abs(area - (i == 1 ? 1200 : 400)) < 1, "row \(i) area \(area)")
        }
    }

    @Test("'@State var h: Double' takes each instance's argument, and onAppear writes change only that instance")
    func memberwiseStartPerInstance() throws {
        let source = """
            scene(width: 200, height: 100, background: .white)
            struct Bar: View {
                @State var h: Double
                var body: some View {
                    Rectangle().fill(.black).frame(width: 20, height: h).onAppear { h *= 2 }
                }
            }
            HStack(spacing: 40) {
                Bar(h: 10)
                Bar(h: 30)
                Bar(h: 5)
            }
            """
        let (fb, _) = try SceneRender.render(source, at: 0)
        for (i, h) in [20.0, 60, 10].enumerated() {
            let area = InstanceStateTests.column(fb, 30 + 60 * i, 50 + 60 * i).area
            #expect(abs(area - 20 * h) < 1, "bar \(i) area \(area), expected \(20 * h)")
        }
    }

    @Test("a scene event writes a View's state by name: the one instance, or every instance")
    func eventWritesEveryInstance() throws {
        let source = """
            scene(width: 200, height: 100, duration: 2, background: .white)
            struct Box: View {
                @State var wide = false
                var body: some View { Rectangle().fill(.black).frame(width: wide ? 20 : 10, height: 20) }
            }
            HStack(spacing: 40) { Box(); Box() }.frame(width: 80, alignment: .leading)
            at(0.5) { wide = true }
            """
        let (fb, _) = try SceneRender.render(source, at: 1)
        // Both boxes are 20 wide: 400 px of ink each, 800 in all.
        let all = InstanceStateTests.column(fb, 0, 200).area
        #expect(abs(all - 800) < 1, "ink \(all)")
    }
}
