// Corpus19ViewTests.swift: the views the nineteenth corpus rendered wrongly or stopped on (issue #14): a bare
// `return` in a Canvas renderer and the other Void closures, a root GeometryReader's size as `onAppear` reads it,
// random draws inside GeometryReaders, zIndex among a GeometryReader's children, LabeledContent with a FormatStyle,
// and an empty symbol name.
// Rule: Apple: Canvas — developer.apple.com/documentation/swiftui/canvas (the renderer is `(inout GraphicsContext,
// CGSize) -> Void`); GeometryReader — …/swiftui/geometryreader (its children are placed at its top-leading corner, as
// a ZStack's are drawn); View.zIndex(_:) — …/swiftui/view/zindex(_:); LabeledContent.init(_:value:format:) —
// …/swiftui/labeledcontent/init(_:value:format:); Image.init(systemName:) — …/swiftui/image/init(systemname:).
// Expected positions are worked out by hand from the frames written; SwiftUI's red is (255, 59, 48), blue
// (0, 122, 255).

import Geometry
import Layout
import Render
import Scene
import Testing

struct Corpus19ViewTests {
    static func pixel(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let p = fb[x, y]
        return [p.r, p.g, p.b]
    }

    static let red: [UInt8] = [255, 59, 48]
    static let blue: [UInt8] = [0, 122, 255]
    static let white: [UInt8] = [255, 255, 255]

    /// The strings of the Texts drawn at `time`, in drawing order.
    static func texts(_ source: String, at time: Double = 0) throws -> [String] {
        AttributedStringTests.texts(try SceneRender.render(source, at: time).1).map(\.string)
    }

    @Test(
        "a bare 'return' in a Canvas renderer ends it: the square is drawn when the guard passes, nothing when it fails"
    )
    func canvasBareReturn() throws {
        func scene(_ n: Int) -> String {
            """
            scene(width: 100, height: 100, background: .white)
            @State var n = \(n)
            Canvas { context, size in
                guard n > 1 else { return }
                context.fill(Path(CGRect(x: 10, y: 10, width: 50, height: 50)), with: .color(.red))
                if n > 5 { return }
                context.fill(Path(CGRect(x: 70, y: 70, width: 20, height: 20)), with: .color(.blue))
            }
            .frame(width: 100, height: 100)
            """
        }
        // n = 3: both squares (the red one at 10…60, the blue one at 70…90).
        let (drawn, _) = try SceneRender.render(scene(3))
        #expect(Self.pixel(drawn, 30, 30) == Self.red)
        #expect(Self.pixel(drawn, 80, 80) == Self.blue)
        // n = 7: the second `return` leaves before the blue square.
        let (early, _) = try SceneRender.render(scene(7))
        #expect(Self.pixel(early, 30, 30) == Self.red)
        #expect(Self.pixel(early, 80, 80) == Self.white)
        // n = 0: the guard leaves at once.
        let (none, _) = try SceneRender.render(scene(0))
        #expect(Self.pixel(none, 30, 30) == Self.white)
    }

    @Test("a bare 'return' in a drawLayer closure ends that layer only; a returned value there is an error")
    func layerBareReturn() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            Canvas { context, size in
                context.drawLayer { layer in
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
                    if size.width > 50 { return }
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.blue))
                }
                context.fill(Path(CGRect(x: 60, y: 60, width: 40, height: 40)), with: .color(.blue))
            }
            """)
        #expect(Self.pixel(fb, 20, 20) == Self.red)
        #expect(Self.pixel(fb, 80, 80) == Self.blue)
        let e = #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: """
                    scene(width: 100, height: 100)
                    Canvas { context, size in
                        return 1
                    }
                    """, path: "t.scene")
        }
        #expect(e?.diagnostics.first?.message == "unexpected non-void return value in void function")
        #expect(e?.diagnostics.first?.range.start.line == 3)
    }

    @Test("a bare 'return' leaves every Void closure early: onAppear, onChange, a Button action, withAnimation, a task")
    func voidClosuresReturn() throws {
        let source = """
            scene(width: 300, height: 100, duration: 3)
            @State var a = 0
            @State var b = 0
            @State var c = 0
            @State var d = 0
            @State var e = 0
            VStack {
                Button("go") {
                    guard a > 0 else { return }
                    c += 1
                    if c > 1 { return }
                    c += 10
                }
                Text("\\(a) \\(b) \\(c) \\(d) \\(e)")
            }
            .onAppear {
                a = 1
                if a == 1 { return }
                a = 99
            }
            .onChange(of: a) {
                guard a == 1 else { return }
                b = 2
                withAnimation {
                    guard b == 2 else { return }
                    d = 4
                }
            }
            .task {
                if e == 0 { e = 5; return }
                e = 99
            }
            at(1) { tap("go") }
            at(2) { tap("go") }
            """
        #expect(try Self.texts(source, at: 0.5).last == "1 2 0 4 5")
        #expect(try Self.texts(source, at: 1.5).last == "1 2 11 4 5")
        #expect(try Self.texts(source, at: 2.5).last == "1 2 12 4 5")
    }

    @Test("a root GeometryReader's size as its content's onAppear reads it is the screen it fills, 393 × 852")
    func rootGeometryReaderSizeOnAppear() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var s: CGSize = .zero
                var body: some View {
                    GeometryReader { geo in
                        Text("task \\(Int(s.width))x\\(Int(s.height)) now \\(Int(geo.size.width))x\\(Int(geo.size.height))")
                            .onAppear { s = geo.size }
                    }
                }
            }
            #Preview { ContentView() }
            """
        let program = try SceneProgram(source: source, path: "reader.swift")
        #expect(program.header.width == 393 && program.header.height == 852)
        let engine = LayoutEngine(canvas: Size(width: 393, height: 852), scale: 1)
        let leaves = engine.leaves(of: try program.snapshots(time: 0, frame: 0), at: 0)
        #expect(AttributedStringTests.texts(leaves).map(\.string) == ["task 393x852 now 393x852"])
    }

    @Test("random colours drawn inside GeometryReaders differ from reader to reader, the same on every render")
    func randomInGeometryReaders() throws {
        let source = """
            scene(width: 120, height: 20, background: .white)
            HStack(spacing: 0) {
                ForEach(0..<4) { _ in
                    GeometryReader { _ in
                        Rectangle().fill(Color(red: Double.random(in: 0...1), green: Double.random(in: 0...1), blue: Double.random(in: 0...1)))
                    }
                    .frame(width: 20, height: 20)
                }
                GeometryReader { _ in Rectangle().fill(Color(hue: Double.random(in: 0...1), saturation: 1, brightness: 1)) }.frame(width: 20, height: 20)
                GeometryReader { _ in Rectangle().fill(Color(hue: Double.random(in: 0...1), saturation: 1, brightness: 1)) }.frame(width: 20, height: 20)
            }
            """
        let (fb, _) = try SceneRender.render(source)
        let colours = (0..<6).map { Self.pixel(fb, 20 * $0 + 10, 10) }
        #expect(Set(colours.map { $0.map(String.init).joined(separator: ",") }).count == 6, "\(colours)")
        let (again, _) = try SceneRender.render(source)
        #expect((0..<6).map { Self.pixel(again, 20 * $0 + 10, 10) } == colours)
    }

    @Test("zIndex orders a GeometryReader's children: the red square with zIndex 1 is drawn over the blue one")
    func zIndexInGeometryReader() throws {
        // The reader is 120 × 120 at the canvas origin; red 20…80, blue 40…100; they overlap on 40…80.
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 120, height: 120, background: .white)
            GeometryReader { g in
                Color.red.frame(width: 60, height: 60).position(x: 50, y: 50).zIndex(1)
                Color.blue.frame(width: 60, height: 60).position(x: 70, y: 70).zIndex(0)
            }
            .frame(width: 120, height: 120)
            """)
        #expect(Self.pixel(fb, 60, 60) == Self.red)
        #expect(Self.pixel(fb, 90, 90) == Self.blue)
        #expect(Self.pixel(fb, 25, 25) == Self.red)
    }

    @Test(
        "LabeledContent(_:value:format:) shows the value as Text(_:format:) formats it: currency, number, percent, date"
    )
    func labeledContentFormat() throws {
        let strings = try Self.texts(
            """
            scene(width: 300, height: 300, background: .white)
            VStack {
                LabeledContent("Money", value: 1987.55, format: .currency(code: "EUR"))
                LabeledContent("Count", value: 1234, format: .number)
                LabeledContent("Share", value: 0.25, format: .percent)
                LabeledContent("Day", value: Date(timeIntervalSinceReferenceDate: 0), format: .dateTime.day().month().year())
            }
            """)
        // The same values through Text(_:format:), as the initialiser's documentation says it shows them.
        let expected = try Self.texts(
            """
            scene(width: 300, height: 300, background: .white)
            VStack {
                Text(1987.55, format: .currency(code: "EUR"))
                Text(1234, format: .number)
                Text(0.25, format: .percent)
                Text(Date(timeIntervalSinceReferenceDate: 0), format: .dateTime.day().month().year())
            }
            """)
        #expect(strings == ["Money", expected[0], "Count", expected[1], "Share", expected[2], "Day", expected[3]])
        // Independently: en_US formatting (the scene's fixed locale), 1 January 2001 at t = 0.
        #expect(Array(expected[1...3]) == ["1,234", "25%", "Jan 1, 2001"])
        #expect(expected[0] == "€1,987.55")
    }

    @Test("Image(systemName: \"\") is empty: nothing drawn, and the square beside it is where it would be alone")
    func emptySymbolName() throws {
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            HStack(spacing: 0) {
                Image(systemName: "").font(.system(size: 30)).foregroundStyle(.black)
                Color.blue.frame(width: 20, height: 20)
            }
            """)
        #expect(AttributedStringTests.texts(leaves).isEmpty, "no placeholder glyph")
        #expect(AlignmentGuideTests.box(fb, AlignmentGuideTests.blue) == [40, 40, 60, 60])
        #expect(AlignmentGuideTests.box(fb, AlignmentGuideTests.black) == [Int.max, Int.max, Int.min, Int.min])
        let program = try SceneProgram(
            source: "scene(width: 100, height: 100)\nImage(systemName: \"\")", path: "t.scene")
        #expect(
            program.warnings.map(\.message) == [
                "no symbol named ''; the image is empty and draws nothing, as in SwiftUI"
            ])
    }
}
