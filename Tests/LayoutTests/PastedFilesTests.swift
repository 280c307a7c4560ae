// PastedFilesTests.swift: Swift and SwiftUI that whole files from public repositories use (issue #14's corpora):
// `@State var x: T` taken by the memberwise initialiser, a root with nothing to fit drawn on the preview screen.
// Rule: SE-0258 (a memberwise initialiser takes a wrapped property's initial value); Apple: Xcode previews (the
// default device). Expected values are computed by hand from each source.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFilesTests {
    @Test("a memberwise initialiser takes '@State var show: Bool' as the state's first value, in declaration order")
    func stateMemberwise() throws {
        let source = """
            import SwiftUI
            struct Ring: View {
                var width: CGFloat = 40
                @State var show: Bool
                @State private var hidden = 3
                var body: some View {
                    Rectangle().fill(show ? Color.red : Color.blue).frame(width: width, height: 10)
                }
            }
            #Preview { Ring(width: 30, show: true) }
            """
        let program = try SceneProgram(source: source, path: "ring.swift")
        #expect(program.header.width == 30 && program.header.height == 10)
        let (fb, _) = try SceneRender.render("scene(width: 30, height: 10, background: .white)\n" + source)
        let p = fb[15, 5]
        #expect([p.r, p.g, p.b] == [255, 59, 48], "red when show is true")
        // Out of order, or a private state as a label, is an error as in Swift.
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: source.replacingOccurrences(of: "Ring(width: 30, show: true)", with: "Ring(show: true, width: 30)"), path: "ring.swift")
        }
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: source.replacingOccurrences(of: "Ring(width: 30, show: true)", with: "Ring(show: true, hidden: 1)"), path: "ring.swift")
        }
    }

    @Test("a header-less root with nothing to fit is drawn on the preview device's screen, with a warning")
    func emptyRootOnPreviewScreen() throws {
        let source = """
            import SwiftUI
            struct Cart: View {
                var body: some View {
                    Group { Text("").navigationTitle("Cart") }
                }
            }
            #Preview { Cart() }
            """
        let program = try SceneProgram(source: source, path: "cart.swift")
        #expect(program.header.width == 393 && program.header.height == 852)
        #expect(
            program.warnings.map(\.message).contains(
                "the root view's ideal size is 0.0 × 0.0; rendering it on a 393 × 852 screen, as an Xcode preview does"))
    }

    @Test("a header-less root that fills any offer (GeometryReader, a gradient, a Spacer) is drawn on the preview screen")
    func greedyRootOnPreviewScreen() throws {
        for root in [
            "GeometryReader { g in Color.red.frame(width: g.size.width / 2) }",
            "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)",
            "VStack { Text(\"Hi\"); Spacer() }",
        ] {
            let program = try SceneProgram(source: "#Preview { \(root) }", path: "g.swift")
            #expect(program.header.width == 393 && program.header.height == 852, "\(root)")
        }
        // A view of its own size keeps ImageRenderer's canvas: its ideal size.
        let fixed = try SceneProgram(source: "#Preview { Color.red.frame(width: 30, height: 20) }", path: "f.swift")
        #expect(fixed.header.width == 30 && fixed.header.height == 20)
    }

    @Test("Shape.size(width:height:) makes the path in a rect of that size at the frame's origin; the frame is kept")
    func shapeSize() throws {
        // The rectangle's frame is the 100 × 60 canvas; its path is 40 × 20 at the frame's top-leading corner.
        let (fb, leaves) = try SceneRender.render(
            "scene(width: 100, height: 60, background: .white)\nRectangle().size(width: 40, height: 20)")
        #expect(leaves.map(\.frame) == [Rect(x: 0, y: 0, width: 100, height: 60)])
        let ink = SceneRender.ink(fb)
        #expect(abs(ink.area - 800) < 0.5 && abs(ink.x - 20) < 1e-6 && abs(ink.y - 10) < 1e-6, "\(ink)")
        // A circle sized 20 × 20 in a 100 × 60 frame: its centre is (10, 10), not the frame's centre; a stroke of the
        // sized shape (iOS 17's Shape.stroke is a shape) is the 20-pt circle's outline, ±1 pt around radius 10.
        let (disc, _) = try SceneRender.render(
            "scene(width: 100, height: 60, background: .white)\nCircle().size(width: 20, height: 20)")
        let c = SceneRender.ink(disc)
        #expect(abs(c.x - 10) < 0.01 && abs(c.y - 10) < 0.01 && abs(c.area - .pi * 100) < 0.5, "\(c)")
        let (ring, _) = try SceneRender.render(
            "scene(width: 100, height: 60, background: .white)\n"
                + "Circle().stroke(lineWidth: 2).size(width: 20, height: 20).offset(x: 5, y: 5)")
        let r = SceneRender.ink(ring)
        #expect(abs(r.x - 15) < 0.01 && abs(r.y - 15) < 0.01 && abs(r.area - 2 * .pi * 10 * 2) < 0.5, "\(r)")
    }

    @Test("an init taking a view value (init(image: Image)) stores it; the view is drawn where body puts it")
    func viewValueParameter() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 100, height: 100)
            struct Framed: View {
                var content: Color
                init(content: Color) { self.content = content }
                var body: some View { content.frame(width: 20, height: 10) }
            }
            Framed(content: Color.red)
            """)
        #expect(leaves.map(\.frame) == [Rect(x: 40, y: 45, width: 20, height: 10)])
    }

    @Test("angle.degrees += 45 and vector.dx = 3 write the part of a value, as Swift's settable properties do")
    func settableComponents() throws {
        let source = """
            scene(width: 100, height: 100, duration: 1)
            @State var angle: Angle = .degrees(10)
            @State var v = CGVector(dx: 1, dy: 2)
            Rectangle().frame(width: 40, height: 2).rotationEffect(angle).offset(x: v.dx, y: v.dy)
                .onAppear { angle.degrees += 80; v.dx = 30 }
            """
        let (_, leaves) = try SceneRender.render(source, at: 0.5)
        let t = try #require(leaves.first?.transform)
        // Rotated by 90°: the 40-pt bar is vertical (a = cos 90° = 0, b = sin 90° = 1), moved 30 right, 2 down.
        #expect(abs(t.a) < 1e-9 && abs(t.b - 1) < 1e-9, "\(t)")
        #expect(abs(t.tx - (50 + 30 + 1)) < 1e-9 && abs(t.ty - (50 + 2 - 20)) < 1e-9, "\(t)")
    }

    @Test("a PreviewProvider's static properties are what its previews read by bare name")
    func previewProviderStatics() throws {
        let source = """
            import SwiftUI
            struct Dot: View {
                let big: Bool
                var body: some View { Circle().frame(width: big ? 30 : 10, height: big ? 30 : 10) }
            }
            struct Dot_Previews: PreviewProvider {
                static var big = true
                static func size() -> CGFloat { 5 }
                static var previews: some View { Dot(big: big).padding(size()) }
            }
            """
        let program = try SceneProgram(source: source, path: "dot.swift")
        #expect(program.header.width == 40 && program.header.height == 40)
    }

    @Test("CGRect.applying is the bounding box of the transformed corners; CGPoint/CGSize.applying, intersects")
    func geometryApplying() throws {
        let source = """
            scene(width: 10, height: 10)
            let r = CGRect(x: 1, y: 2, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
            let p = CGPoint(x: 3, y: 4).applying(.init(scaleX: 2, y: 3))
            let s = CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 5, y: 5))
            let hit = CGRect(x: 0, y: 0, width: 2, height: 2).intersects(CGRect(x: 1, y: 1, width: 2, height: 2))
            let touch = CGRect(x: 0, y: 0, width: 2, height: 2).intersects(CGRect(x: 2, y: 0, width: 2, height: 2))
            Color.clear
            """
        let program = try SceneProgram(source: source, path: "g.scene")
        // (1, 2)…(5, 4) rotated a quarter turn, (x, y) → (−y, x): x from −4 to −2, y from 1 to 5.
        #expect(try program.describeGlobal("r", time: 0, frame: 0) == "(-4.0, 1.0, 2.0, 4.0)")
        #expect(try program.describeGlobal("p", time: 0, frame: 0) == "(6.0, 12.0)")
        #expect(try program.describeGlobal("s", time: 0, frame: 0) == "(3.0, 4.0)")
        #expect(try program.describeGlobal("hit", time: 0, frame: 0) == "true")
        #expect(try program.describeGlobal("touch", time: 0, frame: 0) == "false")
    }

    @Test("closures of several statements in map/filter/reduce, a closure called where written, Int64, 2 * .pi")
    func closureBodiesAndNumbers() throws {
        let source = """
            scene(width: 10, height: 10)
            let pts = zip([1.0, 2.0], [3.0, 5.0]).map { a, b in
                let mid = (a + b) / 2
                return CGPoint(x: mid, y: b - a)
            }
            let evens = [1, 2, 3, 4].filter { n in
                let half = n / 2
                return half * 2 == n
            }
            let total = [1, 2, 3].reduce(0) { sum, n in
                let square = n * n
                return sum + square
            }
            let angle: Double = {
                let turns = 0.25
                return turns * 2 * .pi
            }()
            let big: Int64 = Int64(3.9) + 1
            let third = 2 * .pi / 3
            Color.clear
            """
        let program = try SceneProgram(source: source, path: "c.scene")
        func value(_ name: String) throws -> String? { try program.describeGlobal(name, time: 0, frame: 0) }
        #expect(try value("pts") == "[(2.0, 2.0), (3.5, 3.0)]")
        #expect(try value("evens") == "[2, 4]")
        #expect(try value("total") == "14")
        #expect(try value("angle") == "\(0.5 * Double.pi)")
        #expect(try value("big") == "4")
        #expect(try value("third") == "\(2 * Double.pi / 3)")
    }

    @Test("self.$x is the binding $x; a multi-statement closure without a return is a located error")
    func selfProjectionAndMissingReturn() throws {
        let source = """
            import SwiftUI
            struct Child: View {
                @Binding var on: Bool
                var body: some View { Color.red.frame(width: on ? 20 : 10, height: 10) }
            }
            struct Parent: View {
                @State var on = true
                var body: some View { Child(on: self.$on) }
            }
            #Preview { Parent() }
            """
        let program = try SceneProgram(source: source, path: "p.swift")
        #expect(program.header.width == 20)
        let bad = #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: "scene(width: 10, height: 10)\nlet xs = [1].map { n in\n    let y = n\n}\nColor.clear",
                path: "m.scene")
        }
        #expect(bad?.rendered.contains("m.scene:2:18: error: a closure of several statements must 'return' its value") == true, "\(bad?.rendered ?? "")")
    }

    @Test("a PreferenceKey set from a GeometryReader reaches onPreferenceChange, folded by the key's reduce")
    func preferenceKey() throws {
        let source = """
            scene(width: 200, height: 100, background: .white)
            struct WidestKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                    value = max(value, nextValue())
                }
            }
            @State var widest: CGFloat = 0
            VStack(spacing: 0) {
                ForEach([30.0, 70.0, 50.0], id: \\.self) { w in
                    Color.gray.frame(width: w, height: 10)
                        .background(GeometryReader { g in Color.clear.preference(key: WidestKey.self, value: g.size.width) })
                }
                Color.black.frame(width: widest, height: 20)
            }
            .onPreferenceChange(WidestKey.self) { w in widest = w }
            """
        let (_, leaves) = try SceneRender.render(source, at: 0)
        // The black bar takes the widest of 30, 70 and 50 (max by `reduce`), centred: x 65…135.
        let bar = try #require(leaves.last)
        #expect(bar.frame == Rect(x: 65, y: 55, width: 70, height: 20), "\(leaves.map(\.frame))")
        // The values are folded in placement order from `defaultValue`: a `reduce` that keeps the first gives 30.
        let first = source.replacingOccurrences(of: "value = max(value, nextValue())", with: "if value == 0 { value = nextValue() }")
        let (_, firstLeaves) = try SceneRender.render(first, at: 0)
        #expect(firstLeaves.last?.frame.width == 30)
    }

    @Test("AnyTransition.modifier(active:identity:) interpolates the ViewModifier's rotation from identity to active")
    func modifierTransition() throws {
        let source = """
            scene(width: 200, height: 200, duration: 2)
            struct Pivot: ViewModifier {
                let amount: Double
                func body(content: Content) -> some View {
                    content.rotationEffect(.degrees(amount), anchor: .topLeading).clipped()
                }
            }
            extension AnyTransition {
                static var pivot: AnyTransition { .modifier(active: Pivot(amount: -90), identity: Pivot(amount: 0)) }
            }
            @State var show = false
            ZStack {
                if show {
                    Color.red.frame(width: 100, height: 50).transition(.pivot)
                }
            }
            at(0.5) { withAnimation(.linear(duration: 1)) { show = true } }
            """
        // Halfway through the insertion the view is turned −45° about its top-leading corner (50, 75).
        let (_, leaves) = try SceneRender.render(source, at: 1.0)
        let t = try #require(leaves.first?.transform)
        // The leaf's transform maps its frame (50, 75, 100 × 50, canvas points) to pixels.
        let corner = Point(x: 50, y: 75).applying(t)
        let right = Point(x: 150, y: 75).applying(t)
        #expect(abs(corner.x - 50) < 1e-6 && abs(corner.y - 75) < 1e-6, "\(corner)")
        let r = 100 / 2.0.squareRoot()
        #expect(abs(right.x - (50 + r)) < 1e-6 && abs(right.y - (75 - r)) < 1e-6, "\(right)")
        // Once inserted, the view is at rest.
        let (_, settled) = try SceneRender.render(source, at: 1.9)
        let s = try #require(settled.first?.transform)
        #expect(Point(x: 150, y: 75).applying(s) == Point(x: 150, y: 75))
    }

    @Test("a file's own EnvironmentKey and @Entry values: the default where none is set, the value set around a view")
    func customEnvironmentKeys() throws {
        let source = """
            import SwiftUI
            struct AccentKey: EnvironmentKey {
                static var defaultValue: Color = .blue
            }
            extension EnvironmentValues {
                var accent: Color {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
                @Entry var barWidth: CGFloat = 40
            }
            struct Bar: View {
                @Environment(\\.accent) var accent
                @Environment(\\.barWidth) private var width
                var body: some View { Rectangle().fill(accent).frame(width: width, height: 10) }
            }
            #Preview {
                VStack(spacing: 0) {
                    Bar()
                    Bar().environment(\\.accent, .red).environment(\\.barWidth, 20)
                }
            }
            """
        let (fb, leaves) = try SceneRender.render("scene(width: 40, height: 20)\n" + source.replacingOccurrences(of: "#Preview {", with: "Group {"))
        // Bar 1: the defaults (blue, 40 pt); bar 2: red, 20 pt, centred.
        #expect(leaves.map(\.frame) == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 10, y: 10, width: 20, height: 10)])
        let top = fb[2, 5]
        let bottom = fb[15, 15]
        #expect([top.r, top.g, top.b] == [0, 122, 255] && [bottom.r, bottom.g, bottom.b] == [255, 59, 48])
    }

    @Test("an environment value set on a view struct reaches the views its body makes")
    func environmentThroughStructBody() throws {
        // `Wrapper().environment(\\.label, "set")`: Shows is made in Wrapper's body, below the modifier
        // (Apple: View.environment(_:_:), "for the view and its descendants").
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 100, height: 40)
            extension EnvironmentValues { @Entry var label: String = "default" }
            struct Shows: View {
                @Environment(\\.label) var label
                var body: some View { Text(label) }
            }
            struct Wrapper: View { var body: some View { Shows() } }
            Wrapper().environment(\\.label, "set")
            """)
        let shown = leaves.compactMap { leaf in if case .text(let t) = leaf.content { t.layout.string } else { nil } }
        #expect(shown == ["set"])
    }

    @Test("a plain 'let w: Binding<Double>' property is passed on as the binding and read through wrappedValue")
    func bindingProperty() throws {
        let source = """
            scene(width: 100, height: 100)
            struct Bar: View {
                @Binding var width: Double
                var body: some View { Color.red.frame(width: width, height: 10) }
            }
            struct Relay: View {
                let width: Binding<Double>
                var body: some View {
                    VStack(spacing: 0) {
                        Bar(width: width)
                        Color.blue.frame(width: width.wrappedValue / 2, height: 10)
                    }
                }
            }
            @State var w = 60.0
            Relay(width: $w)
            at(0.5) { w = 80 }
            """
        let (_, early) = try SceneRender.render(source, at: 0)
        #expect(early.map(\.frame.width) == [60, 30])
        let (_, late) = try SceneRender.render(source, at: 1)
        #expect(late.map(\.frame.width) == [80, 40])
    }

    @Test("UIApplication.shared.windows.first?.safeAreaInsets is zero (the whole canvas), with a warning")
    func applicationWindows() throws {
        let source = """
            scene(width: 10, height: 10)
            let top = (UIApplication.shared.windows.first?.safeAreaInsets.top)! + 15
            let width = UIApplication.shared.windows.first?.bounds.width ?? 0
            Color.clear
            """
        let program = try SceneProgram(source: source, path: "u.scene")
        #expect(try program.describeGlobal("top", time: 0, frame: 0) == "15.0")
        #expect(try program.describeGlobal("width", time: 0, frame: 0) == "393.0")
        #expect(program.warnings.count == 1)
    }

    @Test("a @State nothing writes is each instance's own value; one that is written stays the timeline's state")
    func unwrittenStatePerInstance() throws {
        let source = """
            scene(width: 100, height: 100, duration: 2)
            struct Bar: View {
                @State var width: CGFloat
                @State private var tint = Color.red
                var body: some View { tint.frame(width: width, height: 10) }
            }
            struct Dial: View {
                @State var level = 10.0
                var body: some View { Color.blue.frame(width: level, height: 10) }
            }
            VStack(spacing: 0) {
                Bar(width: 20)
                Bar(width: 60)
                Dial()
            }
            at(1) { level = 50 }
            """
        let (_, early) = try SceneRender.render(source, at: 0)
        #expect(early.map(\.frame.width) == [20, 60, 10])
        let (_, late) = try SceneRender.render(source, at: 1.5)
        #expect(late.map(\.frame.width) == [20, 60, 50])
    }

    @Test("actions inside a GeometryReader's content run: onAppear with the proxy, onPreferenceChange inside it")
    func actionsInGeometryReader() throws {
        let source = """
            scene(width: 100, height: 100)
            struct HalfKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
            }
            @State var half: CGFloat = 0
            @State var quarter: CGFloat = 0
            VStack(spacing: 0) {
                GeometryReader { g in
                    Color.gray
                        .onAppear { half = g.size.width / 2 }
                        .preference(key: HalfKey.self, value: g.size.width / 4)
                        .onPreferenceChange(HalfKey.self) { quarter = $0 }
                }
                .frame(width: 80, height: 10)
                Color.red.frame(width: half, height: 10)
                Color.blue.frame(width: quarter, height: 10)
            }
            """
        let (_, leaves) = try SceneRender.render(source, at: 0)
        #expect(leaves.map(\.frame.width) == [80, 40, 20])
    }

    @Test("Foundation and Darwin helpers: TimeInterval(x), arc4random_uniform (seeded), Alignment(horizontal:vertical:)")
    func foundationHelpers() throws {
        let source = """
            scene(width: 10, height: 10)
            let d = TimeInterval(3) / 2
            let r = (0..<50).map { _ in arc4random_uniform(4) }
            let a = Alignment(horizontal: .leading, vertical: .bottom)
            let same = a == .bottomLeading
            Color.clear
            """
        let program = try SceneProgram(source: source, path: "f.scene")
        #expect(try program.describeGlobal("d", time: 0, frame: 0) == "1.5")
        let draws = try #require(try program.describeGlobal("r", time: 0, frame: 0))
        let values = draws.dropFirst().dropLast().split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces))! }
        #expect(values.count == 50 && values.allSatisfy { (0..<4).contains($0) } && Set(values).count == 4)
        #expect(try program.describeGlobal("r", time: 0, frame: 0) == draws, "the same draws on every evaluation")
        #expect(try program.describeGlobal("same", time: 0, frame: 0) == "true")
    }

    @Test("a timer's block stops it with t.invalidate(); delayed work runs in a file without a duration")
    func timersWithoutDuration() throws {
        let source = """
            import SwiftUI
            struct V: View {
                @State var n: CGFloat = 10
                var body: some View {
                    Color.red.frame(width: n, height: 10).onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { t in
                            n += 10
                            if n >= 30 { t.invalidate() }
                        }
                    }
                }
            }
            #Preview { V() }
            """
        // No header, so no duration: the timer still fires at 0.3 and 0.6 s, then stops.
        let (_, leaves) = try SceneRender.render(source, at: 2)
        #expect(leaves.map(\.frame.width) == [30])
        let (_, early) = try SceneRender.render(source, at: 0.4)
        #expect(early.map(\.frame.width) == [20])
    }

    @Test("a transition's own .animation(_:) runs it even for a change made without animation")
    func transitionOwnAnimation() throws {
        let source = """
            scene(width: 100, height: 100, duration: 2)
            @State var show = false
            ZStack {
                if show {
                    Color.red.frame(width: 20, height: 20).transition(AnyTransition.opacity.animation(.linear(duration: 1)))
                }
            }
            at(0.5) { show = true }
            """
        let (_, half) = try SceneRender.render(source, at: 1.0)
        #expect(abs((half.first?.color.opacity ?? 0) - 0.5) < 1e-9)
        let (_, done) = try SceneRender.render(source, at: 1.6)
        #expect(done.first?.color.opacity == 1)
    }

    @Test("a type nested in another is named through it: Outer.Item as a type and a constructor")
    func nestedTypeThroughOuter() throws {
        let source = """
            scene(width: 100, height: 100)
            struct Outer: View {
                struct Item { var n: CGFloat }
                var body: some View { Row(item: Outer.Item(n: 20)) }
            }
            struct Row: View {
                let item: Outer.Item
                var body: some View { Color.red.frame(width: item.n, height: item.n) }
            }
            Outer()
            """
        let (_, leaves) = try SceneRender.render(source)
        #expect(leaves.map(\.frame) == [Rect(x: 40, y: 40, width: 20, height: 20)])
    }

    @Test("Color(.displayP3, …) and Color(.sRGBLinear, …) are converted to sRGB; .searchable is inert")
    func colorSpaces() throws {
        let source = """
            scene(width: 30, height: 10)
            HStack(spacing: 0) {
                Color(.displayP3, red: 1, green: 1, blue: 1).frame(width: 10)
                Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5).frame(width: 10)
                Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5).frame(width: 10)
            }
            .searchable(text: .constant(""))
            """
        let (fb, _) = try SceneRender.render(source)
        func rgb(_ x: Int) -> [UInt8] { let p = fb[x, 5]; return [p.r, p.g, p.b] }
        // P3 white is sRGB white; linear 0.5 is sRGB 0.7354 (188); a P3 grey is the same grey within a level (the
        // matrix rows sum to 1 within 3e-7).
        #expect(rgb(5) == [255, 255, 255])
        #expect(rgb(15) == [188, 188, 188])
        #expect(rgb(25).allSatisfy { abs(Int($0) - 128) <= 1 }, "\(rgb(25))")
    }

    @Test("casts: as gives a literal its type, as? to the same type succeeds and to another is nil, is, as!")
    func casts() throws {
        let source = """
            scene(width: 10, height: 10)
            let x: Double = 20
            let a = (x as? Double) ?? 5
            let b = ("s" as? Int) ?? 7
            let c = x is Double
            let d = 3 as CGFloat
            let maybe: Double? = 4
            let e = maybe as! Double
            Color.clear
            """
        let program = try SceneProgram(source: source, path: "c.scene")
        func value(_ name: String) throws -> String? { try program.describeGlobal(name, time: 0, frame: 0) }
        #expect(try value("a") == "20.0")
        #expect(try value("b") == "7")
        #expect(try value("c") == "true")
        #expect(try value("d") == "3.0")
        #expect(try value("e") == "4.0")
        #expect(program.warnings.map(\.message) == ["cast from 'String' to unrelated type 'Int' always fails"])
    }

    @Test("fontDesign(.monospaced) sets the design of system fonts below it; a font's own design wins")
    func fontDesign() throws {
        let source = """
            scene(width: 300, height: 100)
            VStack {
                Text("iiii")
                Text("iiii").fontDesign(.monospaced)
                Text("iiii").font(.system(size: 17, design: .serif)).fontDesign(.monospaced)
                Text("iiii").font(.system(size: 17, design: .serif))
            }
            """
        let (_, leaves) = try SceneRender.render(source)
        let widths = leaves.map(\.frame.width)
        // Monospaced 'i' is as wide as any glyph, so the second line is wider than the first; the third keeps serif.
        #expect(widths.count == 4 && widths[1] > widths[0] * 1.5, "\(widths)")
        #expect(widths[2] == widths[3], "\(widths)")
    }

    @Test("an @ObservedObject the view makes is its state; its properties and arrays are written from actions")
    func ownedObservedObject() throws {
        let source = """
            import SwiftUI
            class Model: ObservableObject {
                @Published var w: CGFloat = 10
                @Published var bars: [CGFloat] = []
            }
            struct V: View {
                @ObservedObject var m = Model()
                var body: some View {
                    Color.red.frame(width: m.w + CGFloat(m.bars.count) * 5, height: 10)
                        .onAppear {
                            m.w = 40
                            m.bars.append(1)
                            m.bars.append(contentsOf: [2, 3])
                        }
                }
            }
            #Preview { V() }
            """
        // onAppear runs before the first frame: the header-less canvas is fitted to 40 + 3 × 5 = 55 pt.
        let program = try SceneProgram(source: source, path: "m.swift")
        #expect(program.header.width == 55 && program.header.height == 10)
    }

    @Test("a custom TextFieldStyle's _body wraps the field it is written on; fontWidth keeps the width, with a warning")
    func textFieldStyleAndFontWidth() throws {
        let source = """
            scene(width: 200, height: 100)
            struct Boxed: TextFieldStyle {
                func _body(configuration: TextField<Self._Label>) -> some View {
                    configuration.padding(10).background(Color.red)
                }
            }
            @State var t = "x"
            VStack {
                TextField("Name", text: $t).textFieldStyle(Boxed()).frame(width: 100)
                Text("Wide").fontWidth(.condensed)
            }
            """
        let program = try SceneProgram(source: source, path: "s.scene")
        #expect(program.warnings.map(\.message) == [
            "'fontWidth' has no condensed or expanded face to draw here: the text keeps the standard width"
        ])
        let (fb, _) = try SceneRender.render(source)
        // The red background spans the 100-pt field plus nothing more (the frame is outside the style).
        let row = (0..<200).filter { x in (0..<100).contains { y in let p = fb[x, y]; return p.r > 200 && p.g < 100 } }
        #expect(row.first == 50 && row.last == 149, "\(row.first ?? -1)…\(row.last ?? -1)")
    }

    @Test("Picker: the tagged (or, in a ForEach, the shown) option of the selection, in the menu, segmented and wheel styles")
    func picker() throws {
        let source = """
            scene(width: 300, height: 400, background: .white)
            @State var flavor = "B"
            VStack(spacing: 20) {
                Picker("Flavor", selection: $flavor) {
                    Text("A").tag("A")
                    Text("B").tag("B")
                    Text("C").tag("C")
                }
                .pickerStyle(.segmented)
                Picker("Flavor", selection: $flavor) {
                    ForEach(["A", "B", "C"], id: \\.self) { Text($0) }
                }
                Picker("Flavor", selection: $flavor) {
                    ForEach(["A", "B", "C"], id: \\.self) { Text($0) }
                }
                .pickerStyle(WheelPickerStyle())
                .labelsHidden()
            }
            .padding()
            """
        let (_, leaves) = try SceneRender.render(source)
        var texts: [(String, Rect)] = []
        for leaf in leaves {
            if case .text(let t) = leaf.content { texts.append((t.layout.string, leaf.frame)) }
        }
        // Segmented: three equal segments across the 268-pt row (300 − 2 × 16 padding): B's centre is the middle.
        let segmentB = try #require(texts.first { $0.0 == "B" })
        #expect(abs(segmentB.1.midX - 150) < 0.5, "\(texts)")
        // Menu: one option shown, the selected B (then the chevron placeholder).
        let below = segmentB.1.maxY
        let shown = texts.filter { $0.1.minY > below + 10 && $0.1.maxY < below + 60 }.map { $0.0 }
        #expect(shown.first == "B", "\(texts)")
        // Wheel: B in the middle row, A above and C below.
        let wheel = texts.suffix(3).map { $0.0 }
        #expect(wheel == ["A", "B", "C"], "\(wheel)")
        let a = try #require(texts.suffix(3).first), b = try #require(texts.suffix(2).first)
        #expect(abs((b.1.midY - a.1.midY) - 34) < 0.5)
    }
}

/// Found by a sixth corpus (issue #14): Swift and SwiftUI that files written by others use.
struct PastedFiles6Tests {
    @Test("'a ?? b ?? c' with an optional middle is right-grouped; an optional 'var' without a value starts nil")
    func optionals() throws {
        let source = """
            scene(width: 100, height: 20, background: .white)
            struct V: View {
                let a: Double? = nil
                let b: Double? = 30
                @State private var w: Double?
                var body: some View {
                    HStack(spacing: 0) {
                        Rectangle().fill(.black).frame(width: a ?? b ?? 5, height: 20)
                        Rectangle().fill(.black).frame(width: w ?? 10, height: 20)
                    }
                    .frame(width: 100, alignment: .leading)
                }
            }
            V()
            """
        let (fb, _) = try SceneRender.render(source)
        // 30 + 10 pt of ink from the leading edge.
        #expect(abs(SceneRender.ink(fb).area - 40 * 20) < 1)
    }

    @Test("Text interpolating a Text joins the runs, keeping the spaces between them and each run's style")
    func textInText() throws {
        let joined = try SceneRender.render(
            """
            scene(width: 200, height: 40, background: .white)
            struct V: View {
                var name: Text { Text("Ann").bold() }
                var body: some View { Text("Hi \\(name)!") }
            }
            V()
            """)
        let concatenated = try SceneRender.render(
            """
            scene(width: 200, height: 40, background: .white)
            Text("Hi ") + Text("Ann").bold() + Text("!")
            """)
        let a = SceneRender.ink(joined.0), b = SceneRender.ink(concatenated.0)
        #expect(abs(a.area - b.area) < 0.01 && abs(a.x - b.x) < 0.01, "the two spellings draw the same")
        // The space between "Hi" and "Ann" is kept: wider than "Hi" and "Ann" drawn with no space.
        let tight = SceneRender.ink(
            try SceneRender.render(
                """
                scene(width: 200, height: 40, background: .white)
                Text("Hi") + Text("Ann").bold() + Text("!")
                """
            ).0)
        let spaced = joined.1.compactMap { leaf -> Rect? in
            if case .text = leaf.content { leaf.frame } else { nil }
        }
        let tightFrames = try SceneRender.render(
            """
            scene(width: 200, height: 40, background: .white)
            Text("Hi") + Text("Ann").bold() + Text("!")
            """
        ).1.compactMap { leaf -> Rect? in if case .text = leaf.content { leaf.frame } else { nil } }
        let width = (spaced.map(\.maxX).max() ?? 0) - (spaced.map(\.minX).min() ?? 0)
        let tightWidth = (tightFrames.map(\.maxX).max() ?? 0) - (tightFrames.map(\.minX).min() ?? 0)
        #expect(width - tightWidth > 3 && width - tightWidth < 6, "a space at 17 pt: \(width - tightWidth)")
        #expect(abs(a.area - tight.area) < 1, "the space draws no ink")
    }

    @Test("a custom ButtonStyle found by static member lookup, an extension of Text, and a class's deinit")
    func styleMemberExtensionDeinit() throws {
        let source = """
            scene(width: 100, height: 60, background: .white)
            class Model: ObservableObject {
                @Published var n = 2
                deinit { print("gone") }
            }
            struct Block: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.frame(width: 40, height: 20).background(Color.black)
                }
            }
            extension ButtonStyle where Self == Block {
                static var block: Block { Block() }
            }
            extension Text {
                func wide() -> some View { self.frame(width: 30, height: 10).background(Color.black) }
            }
            struct V: View {
                @StateObject var model = Model()
                var body: some View {
                    VStack(spacing: 10) {
                        Button("") {}.buttonStyle(.block)
                        Text("").wide()
                    }
                }
            }
            V()
            """
        let (fb, _) = try SceneRender.render(source)
        // 40 × 20 + 30 × 10 pt of black.
        #expect(abs(SceneRender.ink(fb).area - 1100) < 1)
    }

    @Test("a custom ToggleStyle draws the toggles it styles from their label and binding; a tap toggles through it")
    func customToggleStyle() throws {
        let source = """
            scene(width: 100, height: 40, duration: 2, background: .white)
            struct Square: ToggleStyle {
                var size: CGFloat = 20
                func makeBody(configuration: Self.Configuration) -> some View {
                    HStack(spacing: 0) {
                        Rectangle().fill(configuration.isOn ? Color.black : Color.white).frame(width: size, height: size)
                        Button { configuration.isOn.toggle() } label: { configuration.label }.opacity(0).frame(width: 0)
                    }
                }
            }
            struct V: View {
                @State private var on = false
                @State private var off = true
                var body: some View {
                    HStack(spacing: 10) {
                        Toggle("A", isOn: $on).toggleStyle(Square())
                        Toggle(isOn: $off) { Text("B") }.toggleStyle(Square(size: 10))
                    }
                }
            }
            V()
            at(1) { tap("A") }
            """
        // At 0: only the second (on, 10 × 10) is black; after the tap on the first toggle's label, both.
        #expect(abs(SceneRender.ink(try SceneRender.render(source, at: 0).0).area - 100) < 1)
        #expect(abs(SceneRender.ink(try SceneRender.render(source, at: 1.5).0).area - 500) < 1)
    }

    @Test("an expression checked more than once (joined Text runs) reports its error once; trial checks hide nothing")
    func diagnosticsOnce() throws {
        let source = "scene(width: 100, height: 40)\nText(\"a \") + Text(missingName) + Text(\"b\")\n"
        var messages: [String] = []
        do {
            _ = try SceneProgram(source: source, path: "t.scene")
        } catch {
            let diagnostics = error.diagnostics
            messages = diagnostics.filter { $0.severity == .error }.map(\.message)
        }
        #expect(messages == ["cannot find 'missingName' in scope"], "\(messages)")
    }

    @Test("a user GeometryEffect applied with .modifier: its effectValue(size:) at the animated animatableData")
    func customGeometryEffect() throws {
        let source = """
            scene(width: 200, height: 40, duration: 2, background: .white)
            struct Shift: GeometryEffect {
                var x: CGFloat
                var animatableData: CGFloat { get { x } set { x = newValue } }
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(translationX: x, y: size.height / 4))
                }
            }
            struct V: View {
                @State private var moved = false
                var body: some View {
                    Rectangle().fill(.black).frame(width: 20, height: 20)
                        .modifier(Shift(x: moved ? 100 : 0))
                        .frame(width: 200, height: 40, alignment: .topLeading)
                        .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
                }
            }
            V()
            """
        // The 20 pt square's centre: x 10 + shift (0 → 100 linearly over 1 s), y 10 + 20 / 4.
        for (time, x) in [(0.0, 10.0), (0.5, 60.0), (1.5, 110.0)] {
            let m = SceneRender.ink(try SceneRender.render(source, at: time).0)
            #expect(abs(m.x - x) < 0.01 && abs(m.y - 15) < 0.01, "at \(time): (\(m.x), \(m.y))")
            #expect(abs(m.area - 400) < 0.5)
        }
    }

    @Test("a generic '<S: Shape>' parameter is any shape; a GeometryReader inside an extension method is the view")
    func genericShapeAndReaderInExtension() throws {
        let source = """
            scene(width: 100, height: 40, background: .white)
            struct Filled<S: Shape>: View {
                var shape: S
                var body: some View { shape.fill(Color.black) }
            }
            extension View {
                func leftHalf() -> some View {
                    GeometryReader { proxy in self.frame(width: proxy.size.width / 2, height: proxy.size.height) }
                }
            }
            HStack(spacing: 0) {
                Filled(shape: Rectangle()).frame(width: 20, height: 20)
                Color.black.leftHalf().frame(width: 40, height: 20)
            }
            .frame(width: 100, height: 40, alignment: .topLeading)
            """
        // 20 × 20 + (40 / 2) × 20 pt of ink.
        #expect(abs(SceneRender.ink(try SceneRender.render(source).0).area - 800) < 1)
    }

    @Test("variadic parameters take their arguments as one array, none written is empty")
    func variadicParameters() throws {
        let source = """
            scene(width: 100, height: 20, background: .white)
            func total(_ xs: CGFloat..., scale: CGFloat = 1) -> CGFloat { xs.reduce(0, +) * scale }
            HStack(spacing: 0) {
                Color.black.frame(width: total(4, 6, 10), height: 10)
                Color.black.frame(width: total(5, scale: 2) + total(), height: 10)
            }
            .frame(width: 100, height: 20, alignment: .topLeading)
            """
        // (20 + 10) × 10 pt of ink.
        #expect(abs(SceneRender.ink(try SceneRender.render(source).0).area - 300) < 1)
    }

    @Test("a resizable SF Symbol placeholder is stretched to its frame")
    func resizableSymbolPlaceholder() throws {
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 120, height: 120, background: .white)
            Image(systemName: "star").resizable().frame(width: 100, height: 100)
            """)
        // The glyph's ink spreads over most of the 100 pt frame instead of a 17 pt text cell at its corner.
        var (minX, maxX, minY, maxY) = (Int.max, 0, Int.max, 0)
        for y in 0..<fb.height {
            for x in 0..<fb.width where fb[x, y].g < 128 {
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
            }
        }
        #expect(maxX - minX > 50 && maxY - minY > 40, "ink box \(minX)…\(maxX) × \(minY)…\(maxY)")
        #expect(minX >= 10 && maxX < 110 && minY >= 10 && maxY < 110)
        #expect(!leaves.isEmpty)
    }
}
