// GenericViewTests.swift: generic views, view builders, custom initialisers and bindings as tutorials write them
// (issue #14 item 3). Expected frames are computed by hand from SwiftUI's layout rules: padding adds its insets, a
// background takes its content's frame, an HStack's default spacing between two shapes is 8 pt, and a canvas-centred
// view of width w sits at x = (400 − w)/2.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct GenericViewTests {
    static func program(_ body: String) throws -> SceneProgram {
        try SceneProgram(source: "scene(width: 400, height: 200, fps: 10, duration: 3)\n" + body, path: "generic.scene")
    }

    static func leaves(_ p: SceneProgram, _ t: Double = 0) throws -> [PlacedLeaf] {
        let engine = LayoutEngine(canvas: Size(width: 400, height: 200), scale: 1)
        return engine.leaves(of: try p.snapshots(time: t, frame: Int((t * 10).rounded())), at: t)
    }

    static func frame(_ leaf: PlacedLeaf) -> Rect {
        Rect(origin: leaf.frame.origin.applying(leaf.transform), size: leaf.frame.size)
    }

    @Test("struct Card<Content: View> with @ViewBuilder let content places its content inside its padding")
    func genericCard() throws {
        let p = try GenericViewTests.program(
            """
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View {
                    content
                        .padding(10)
                        .background(Color.orange)
                }
            }
            Card {
                Rectangle().frame(width: 60, height: 40)
            }
            """)
        let leaves = try GenericViewTests.leaves(p)
        #expect(leaves.count == 2)
        // Card: 80 × 60 centred in 400 × 200 → (160, 70); the content inset by 10.
        #expect(GenericViewTests.frame(leaves[0]) == Rect(x: 160, y: 70, width: 80, height: 60))
        #expect(GenericViewTests.frame(leaves[1]) == Rect(x: 170, y: 80, width: 60, height: 40))
    }

    @Test(
        "let content: () -> Content with init(@ViewBuilder content: @escaping () -> Content), a where clause, content()"
    )
    func closureContentAndInit() throws {
        let p = try GenericViewTests.program(
            """
            struct Panel<Content>: View where Content: View {
                let width: Double
                let content: () -> Content
                init(width: Double = 100, @ViewBuilder content: @escaping () -> Content) {
                    self.width = width
                    self.content = content
                }
                var body: some View {
                    content().frame(width: width, height: 30)
                }
            }
            HStack {
                Panel { Rectangle() }
                Panel(width: 40) { Circle() }
            }
            """)
        let leaves = try GenericViewTests.leaves(p)
        // HStack: 100 + 8 + 40 = 148 wide from x = 126; the circle fills its 40 × 30 frame's leaf (drawn inscribed).
        #expect(GenericViewTests.frame(leaves[0]) == Rect(x: 126, y: 85, width: 100, height: 30))
        #expect(GenericViewTests.frame(leaves[1]) == Rect(x: 234, y: 85, width: 40, height: 30))
    }

    @Test("@ViewBuilder functions and computed properties with if/else and switch; AnyView; some View")
    func viewBuilders() throws {
        let p = try GenericViewTests.program(
            """
            struct Badge: View {
                let kind: Int
                @ViewBuilder var shape: some View {
                    switch kind {
                    case 0: Rectangle().frame(width: 10, height: 10)
                    case 1...2: Rectangle().frame(width: 20, height: 10)
                    default: Rectangle().frame(width: 30, height: 10)
                    }
                }
                var body: some View { AnyView(shape) }
            }
            @ViewBuilder
            func pick(_ wide: Bool) -> some View {
                if wide { Rectangle().frame(width: 50, height: 10) } else { Rectangle().frame(width: 5, height: 10) }
            }
            VStack(spacing: 0) {
                Badge(kind: 0)
                Badge(kind: 2)
                Badge(kind: 7)
                pick(true)
                pick(false)
            }
            """)
        let widths = try GenericViewTests.leaves(p).map(\.frame.size.width)
        #expect(widths == [10, 20, 30, 50, 5])
    }

    @Test("_count = State(initialValue:) in an init sets the state's first value")
    func stateInitialValue() throws {
        let p = try GenericViewTests.program(
            """
            struct Bar: View {
                @State private var length: Double
                init(start: Double) { _length = State(initialValue: start * 2) }
                var body: some View { Rectangle().frame(width: length, height: 10) }
            }
            Bar(start: 35)
            """)
        #expect(try GenericViewTests.leaves(p)[0].frame.size.width == 70)
    }

    @Test("a child writes its parent's @State through @Binding: $x passed down, += and toggle() in its actions")
    func bindingWrittenByChild() throws {
        let p = try GenericViewTests.program(
            """
            struct Knob: View {
                @Binding var level: Double
                @Binding var on: Bool
                var body: some View {
                    VStack {
                        Button("Up") { withAnimation(.linear(duration: 1)) { level += 50 } }
                        Button("Flip") { on.toggle() }
                        Rectangle().fill(on ? .red : .green).frame(width: level, height: 20)
                    }
                }
            }
            struct Panel: View {
                @State private var level = 20.0
                @State private var on = false
                var body: some View { Knob(level: $level, on: $on) }
            }
            Panel()
            at(1) { tap("Up") }
            at(2) { tap("Flip") }
            """)
        let bar = { (t: Double) throws -> PlacedLeaf in try GenericViewTests.leaves(p, t).last! }
        #expect(try bar(0).frame.size.width == 20)
        // Linear 20 → 70 over 1 s from 1 s: 45 at 1.5 s.
        #expect(try abs(bar(1.5).frame.size.width - 45) < 1e-9)
        #expect(try bar(2.5).frame.size.width == 70)
        #expect(try bar(0).color == Color.named["green"])
        let late = try bar(2.5)
        // Red (255, 59, 48) after the plain toggle; compared to 1e-9 (the colour passes through linear sRGB).
        let red = try #require(Color.named["red"])
        #expect(abs(late.color.red - red.red) < 1e-9 && abs(late.color.green - red.green) < 1e-9)
    }
}
