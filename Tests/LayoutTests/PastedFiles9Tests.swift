// PastedFiles9Tests.swift: SwiftUI that real files use, found by the eighth and ninth corpora (issue #14).
// Rule: Apple: ShapeView (each fill or styled stroke of a chain draws over what came before it),
// View.background(ignoresSafeAreaEdges:), PreviewProvider.previews (each root view is a separate preview; a hosting view stacks several root views), SE-0293
// (a `$item` closure parameter's wrapped value writes through the binding). Expected values are computed by hand.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFiles9Tests {
    /// Black ink of one 100 pt circle drawn by `chain` on a white 120 × 120 canvas.
    func circleInk(_ chain: String) throws -> (area: Double, x: Double, y: Double) {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 120, height: 120, background: .white)
            Circle()\(chain).frame(width: 100, height: 100)
            """)
        return SceneRender.ink(fb)
    }

    @Test("a stroke then a fill: the fill covers the stroke's inner half (ring 50…60)")
    func strokeThenFill() throws {
        let ink = try circleInk(".stroke(.black, lineWidth: 20).fill(.white)")
        #expect(abs(ink.area - Double.pi * (60 * 60 - 50 * 50)) < 0.01 * Double.pi * 1100)
        #expect(abs(ink.x - 60) < 0.01 && abs(ink.y - 60) < 0.01)
    }

    @Test("a fill then a stroke: the stroke covers the fill's outer 10 pt (disc of radius 40)")
    func fillThenStroke() throws {
        let ink = try circleInk(".fill(.black).stroke(.white, lineWidth: 20)")
        #expect(abs(ink.area - Double.pi * 40 * 40) < 0.01 * Double.pi * 1600)
    }

    @Test("three links: fill, stroke, fill again — the last fill covers the inner half of the stroke")
    func threeLinks() throws {
        let ink = try circleInk(".fill(.white).stroke(.black, lineWidth: 20).fill(.white)")
        #expect(abs(ink.area - Double.pi * (60 * 60 - 50 * 50)) < 0.01 * Double.pi * 1100)
    }

    @Test("the older stroke(lineWidth:) is a Shape: its fill paints the whole ring (40…60)")
    func shapeStrokeFilled() throws {
        let ink = try circleInk(".stroke(lineWidth: 20).fill(.black)")
        #expect(abs(ink.area - Double.pi * (60 * 60 - 40 * 40)) < 0.01 * Double.pi * 2000)
    }

    @Test(".background() with no style paints the background style (white) behind the view")
    func defaultBackground() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 50, background: .black)
            Color.clear.frame(width: 40, height: 20).background()
            """)
        // Ink is 1 − green: everything but the white 40 × 20 rectangle.
        #expect(abs(SceneRender.ink(fb).area - (100 * 50 - 40 * 20)) < 1)
    }

    @Test("several root views of a header-less file stack vertically, as a hosting view's implicit VStack")
    func implicitRootStack() throws {
        let group = """
            import SwiftUI
            #Preview {
                Group {
                    ForEach(0..<3) { i in
                        Color.black.frame(width: 10 + 10 * Double(i), height: 10)
                    }
                }
            }
            """
        var program = try SceneProgram(source: group, path: "test.scene")
        // Widths 10, 20, 30 and 10 pt tall, 8 pt apart: 30 × 46, not the 30 × 10 of views drawn over each other.
        #expect(program.header.width == 30 && program.header.height == 46)
        let body = """
            import SwiftUI
            struct Two: View {
                var body: some View {
                    Color.black.frame(width: 40, height: 10)
                    Color.black.frame(width: 20, height: 10)
                }
            }
            struct Two_Previews: PreviewProvider {
                static var previews: some View { Group { Two() } }
            }
            """
        program = try SceneProgram(source: body, path: "test.scene")
        #expect(program.header.width == 40 && program.header.height == 28)
        // A root Group of one view is one preview: nothing to warn about.
        #expect(!program.warnings.contains { $0.message.contains("separate preview") })
        // A root Group of two views in `previews` is two previews in Xcode: the first is rendered, on its own.
        let two = body.replacingOccurrences(
            of: "Group { Two() }",
            with: "Group {\n        Two()\n        Color.red.frame(width: 90, height: 90)\n    }.opacity(0.5)")
        program = try SceneProgram(source: two, path: "test.scene")
        #expect(program.header.width == 40 && program.header.height == 28)
        let warning = program.warnings.first { $0.message.contains("separate preview") }
        #expect(warning?.range.start.line == 11 && warning?.range.start.column == 9)
    }

    @Test("ForEach($todos) { $todo in … todo.done = … } in an action writes the array element through the binding")
    func closureParameterBindingWrite() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 40, height: 20, background: .white)
            struct Todo: Identifiable { let id: Int; var done = false }
            struct Row: View {
                @State private var todos = [Todo(id: 1), Todo(id: 2)]
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach($todos) { $todo in
                            Rectangle().fill(todo.done ? Color.black : Color.white)
                                .frame(width: 20, height: 20)
                                .onAppear { todo.done = todo.id == 2 }
                        }
                    }
                }
            }
            Row()
            """, at: 0.1)
        let ink = SceneRender.ink(fb)
        #expect(abs(ink.area - 400) < 1)
        #expect(abs(ink.x - 30) < 0.01)
    }

    /// The texts the frame at time 0 lays out, with their frames.
    func texts(_ source: String) throws -> [(string: String, frame: Rect, truncated: Bool)] {
        try SceneRender.render(source).1.compactMap { leaf in
            guard case .text(let t) = leaf.content else { return nil }
            return (t.layout.string, leaf.frame, t.layout.lines.contains(where: \.isTruncated))
        }
    }

    @Test("TextField(_:value:format:) shows the value in its format; ProgressView(_:) its title under the spinner")
    func formattedFieldAndProgressTitle() throws {
        let field = try texts(
            """
            scene(width: 200, height: 40, background: .white)
            struct Tip: View {
                @State private var amount = 12.5
                var body: some View { TextField("Amount", value: $amount, format: .currency(code: "USD")) }
            }
            Tip()
            """)
        #expect(field.map(\.string) == ["$12.50"])
        let progress = try texts(
            """
            scene(width: 200, height: 100, background: .white)
            ProgressView("Loading")
            """)
        #expect(progress.map(\.string) == ["Loading"])
        // The 20 pt spinner, 8 pt, then the title: the title's top is 28 pt below the group's top.
        let (fb, _) = try SceneRender.render(
            "scene(width: 200, height: 100, background: .white)\nProgressView(\"Loading\")")
        var top = fb.height
        for y in 0..<fb.height where (0..<fb.width).contains(where: { fb[$0, y].g < 200 }) {
            top = min(top, y)
        }
        #expect(abs(progress[0].frame.minY - (Double(top) + 28)) <= 1)
    }

    @Test(".degrees(a) * k where an Angle is expected is Angle arithmetic: a 100 × 20 bar turned by 90°")
    func implicitAngleOperand() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 120, height: 120, background: .white)
            let k = 3.0
            Color.black.frame(width: 100, height: 20).rotationEffect(.degrees(30) * k)
            """)
        var rows = 0
        for y in 0..<fb.height where fb[60, y].g < 128 { rows += 1 }
        #expect(rows == 100)
    }

    @Test("an optional view in a builder draws nothing for nil; a gradient-styled border; [T](…) initialisers")
    func optionalViewBorderAndArrayInit() throws {
        func area(_ show: Bool) throws -> Double {
            try SceneRender.ink(
                SceneRender.render(
                    """
                    scene(width: 40, height: 40, background: .white)
                    let show = \(show)
                    VStack(spacing: 0) {
                        Color.black.frame(width: 10, height: 10)
                        show ? Color.black.frame(width: 10, height: 10) : nil
                    }
                    """
                ).0
            ).area
        }
        let (hidden, shown) = (try area(false), try area(true))
        #expect(abs(hidden - 100) < 0.5 && abs(shown - 200) < 0.5)
        let (border, _) = try SceneRender.render(
            """
            scene(width: 60, height: 60, background: .white)
            Color.clear.frame(width: 40, height: 40)
                .border(LinearGradient(colors: [.black, .black], startPoint: .top, endPoint: .bottom), width: 5)
            """)
        #expect(abs(SceneRender.ink(border).area - (40 * 40 - 30 * 30)) < 1)
        let count = try texts(
            """
            scene(width: 100, height: 40, background: .white)
            let names = [String](["a", "b", "c"])
            Text("\\(names.count) \\([Int](repeating: 7, count: 2).reduce(0, +))")
            """)
        #expect(count.map(\.string) == ["3 14"])
    }

    @Test("a Gradient as a shape style is a top-to-bottom linear gradient")
    func gradientAsStyle() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 10, height: 100, background: .white)
            Color.white.overlay(Gradient(colors: [.black, .white]))
            """)
        #expect(fb[5, 1].g < 10 && fb[5, 98].g > 245)
        #expect(abs(Double(fb[5, 50].g) - 127.5) < 6)
    }

    @Test("a file wholly inside `#if os(macOS)` is compiled for macOS; a file with an iOS branch stays iOS")
    func platformOfFile() throws {
        let mac = try texts(
            """
            import SwiftUI
            #if os(macOS)
            struct Home: View { var body: some View { Text("macOS Home") } }
            #Preview { Home() }
            #endif
            """)
        #expect(mac.map(\.string) == ["macOS Home"])
        let both = try texts(
            """
            scene(width: 200, height: 40)
            #if os(macOS)
            Text("mac")
            #else
            Text("iOS")
            #endif
            """)
        #expect(both.map(\.string) == ["iOS"])
    }

    @Test("HStack { fixed; VStack { Color } }: the VStack takes all the width the fixed view leaves")
    func stackInStackShare() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 393, height: 100)
            HStack {
                Color.red.frame(width: 30, height: 30)
                VStack { Color.green }
            }
            """)
        #expect(leaves.map(\.frame.width) == [30, 355])
        #expect(leaves.map(\.frame.minX) == [0, 38])
    }

    @Test("a Grid's flexible rows share the height it is offered")
    func gridFlexibleRows() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 200)
            Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                GridRow { Color.red; Color.clear; Color.red }
                GridRow { Color.blue; Color.blue; Color.blue }
            }
            """)
        // (200 − 4) / 2 = 98 pt per row.
        #expect(Set(leaves.map(\.frame.height)) == [98])
        #expect(Set(leaves.map(\.frame.minY)) == [0, 102])
    }

    @Test("Toggle(…).labelsHidden() is the 51 × 31 switch alone")
    func toggleLabelsHidden() throws {
        let program = try SceneProgram(
            source: """
                import SwiftUI
                #Preview {
                    Toggle(isOn: .constant(false)) { Text("Wi-Fi") }
                        .labelsHidden()
                }
                """, path: "t.scene")
        #expect(program.header.width == 51 && program.header.height == 31)
    }

    @Test("Texts offered less height than they need keep the lines that fit and truncate the last")
    func textTruncatesToHeight() throws {
        let text = try texts(
            """
            scene(width: 200, height: 60)
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore")
                .frame(width: 200, height: 50)
            """)
        #expect(text.count == 1 && text[0].truncated)
        #expect(text[0].frame.height <= 50)
    }

    @Test("DisclosureGroup: collapsed without a binding, its content shown when the binding is true")
    func disclosureGroup() throws {
        func strings(_ expanded: String) throws -> [String] {
            try texts(
                """
                scene(width: 300, height: 100)
                DisclosureGroup("Details"\(expanded)) { Text("Body") }
                """
            ).map(\.string)
        }
        #expect(try strings("") == ["Details"])
        #expect(try strings(", isExpanded: .constant(true)") == ["Details", "Body"])
    }

    @Test("Locale.current.currency?.identifier is the scene's en_US dollar")
    func localeCurrency() throws {
        let shown = try texts(
            """
            scene(width: 200, height: 40)
            Text(12.5, format: .currency(code: Locale.current.currency?.identifier ?? "EUR"))
            """)
        #expect(shown.map(\.string) == ["$12.50"])
    }

    @Test("AnyShapeStyle erases a colour or a gradient; a <S: ShapeStyle> parameter holds either")
    func anyShapeStyle() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 60, height: 20, background: .white)
            struct Swatch<S: ShapeStyle>: View {
                let style: S
                var body: some View { Rectangle().fill(style).frame(width: 20, height: 20) }
            }
            let on = false
            HStack(spacing: 0) {
                Swatch(style: .black)
                Swatch(style: LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom))
                Rectangle().fill(on ? AnyShapeStyle(.white) : AnyShapeStyle(Color.black)).frame(width: 20, height: 20)
            }
            """)
        #expect(fb[10, 10].g == 0 && fb[50, 10].g == 0)
        #expect(fb[30, 1].g < 20 && fb[30, 18].g > 200)
    }

    @Test("a static property used before its type is declared is initialised on first use, as Swift's statics are")
    func staticForwardReference() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 200)
            struct Outer {
                let size: CGSize
                static let standard = Outer(size: Inner.standard.size)
            }
            struct Inner {
                let size: CGSize
                static let standard = Inner(size: CGSize(width: 120, height: 80))
            }
            Rectangle().frame(width: Outer.standard.size.width, height: Outer.standard.size.height)
            """)
        #expect(leaves.map(\.frame.size) == [Size(width: 120, height: 80)])
    }

    @Test("`any Shape` parameters and a RectangleCornerRadii-typed property")
    func existentialsAndCornerRadii() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 100)
            struct Bezel {
                var color: Color
                init(color: Color, mask: any Shape) { self.color = color }
            }
            struct Card: View {
                let radii: RectangleCornerRadii = .init(topLeading: 16, bottomLeading: 16, bottomTrailing: 40, topTrailing: 16)
                var body: some View {
                    UnevenRoundedRectangle(cornerRadii: radii, style: .circular)
                        .fill(Bezel(color: .gray, mask: Circle()).color)
                        .frame(width: 100, height: 80)
                }
            }
            Card()
            """)
        #expect(leaves.map(\.frame.size) == [Size(width: 100, height: 80)])
    }
}
