// PastedSwiftUITests.swift: SwiftUI idioms found in real files from public repositories (issue #14's corpus),
// rendered through the whole pipeline and measured in pixels: ViewModifier structs, UIKit colours, `#if DEBUG`,
// `.init(…)` implicit members, `get`/`set` animatableData, NavigationStack and inert chrome modifiers.
// Rule: Apple: ViewModifier, View.modifier(_:), Color.init(uiColor:), UIColor "Standard colors" and "UI element
// colors", NavigationStack, Animatable.animatableData — developer.apple.com/documentation; The Swift Programming
// Language, "Compiler Control Statements" and "Implicit Member Expression". Expected values are computed by hand
// from the source of each case.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedSwiftUITests {
    /// The ink-weighted centre (1 − green / 255 per pixel, at pixel centres) of row `row`.
    static func inkCentre(_ fb: Framebuffer, row: Int) -> Double {
        var (ink, sum) = (0.0, 0.0)
        for x in 0..<fb.width {
            let k = 1 - Double(fb[x, row].g) / 255
            ink += k
            sum += k * (Double(x) + 0.5)
        }
        return sum / ink
    }

    /// How many pixels of row `row` are dark (green below half): the width of black ink across that row.
    static func inkPixels(_ fb: Framebuffer, row: Int) -> Int {
        (0..<fb.width).filter { fb[$0, row].g < 128 }.count
    }

    /// How many pixel columns hold any dark ink when `view` is drawn alone on a 300 × 60 canvas.
    static func inkColumns(_ view: String) throws -> Int {
        let (fb, _) = try SceneRender.render("scene(width: 300, height: 60)\n" + view)
        return (0..<fb.width).filter { x in (0..<fb.height).contains { fb[x, $0].g < 128 } }.count
    }

    static func pixel(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let p = fb[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test("a ViewModifier struct applied by .modifier() and through a View extension draws its body around the content")
    func viewModifier() throws {
        let source = """
            scene(width: 200, height: 100)
            struct Card: ViewModifier {
                var color: Color = .blue
                func body(content: Content) -> some View {
                    content.frame(width: 60, height: 40).background(color)
                }
            }
            extension View {
                func card(_ c: Color = .blue) -> some View { modifier(Card(color: c)) }
            }
            HStack(spacing: 20) {
                Color.clear.modifier(Card())
                Color.clear.card(.green)
            }
            """
        let (fb, _) = try SceneRender.render(source)
        // Two 60 × 40 cards, 20 apart, centred: x 30…90 and 110…170, y 30…70.
        #expect(Self.pixel(fb, 60, 50) == [0, 122, 255, 255])
        #expect(Self.pixel(fb, 140, 50) == [52, 199, 89, 255])
        #expect(Self.pixel(fb, 100, 50) == [255, 255, 255, 255])
        #expect(Self.pixel(fb, 60, 25) == [255, 255, 255, 255])
    }

    @Test("a struct that is not a ViewModifier passed to .modifier() is a located error")
    func notAModifier() throws {
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: "struct S { var x = 1 }\nColor.red.modifier(S())\n", path: "m.scene")
        }
    }

    @Test("UIKit colours take UIKit's values: Color(.red) is UIColor.red, not SwiftUI's red")
    func uiKitColours() throws {
        let source = """
            scene(width: 400, height: 40)
            HStack(spacing: 0) {
                Color(.systemGray4)
                Color(uiColor: .secondarySystemBackground)
                Color(.red)
                Color(UIColor.systemBlue)
                Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
                Color(#colorLiteral(red: 0.5, green: 0.2, blue: 0.1, alpha: 1))
                Color(.gray)
                Color.red
            }
            """
        let (fb, _) = try SceneRender.render(source)
        let expected: [[UInt8]] = [
            [209, 209, 214, 255], [242, 242, 247, 255], [255, 0, 0, 255], [0, 122, 255, 255], [51, 102, 153, 255],
            [128, 51, 26, 255], [128, 128, 128, 255], [255, 59, 48, 255],
        ]
        for (i, colour) in expected.enumerated() {
            #expect(Self.pixel(fb, 25 + 50 * i, 20) == colour, "swatch \(i)")
        }
    }

    @Test("#if DEBUG keeps its branch, #else and unknown flags are dropped, os(iOS) holds, nesting works")
    func conditionalCompilation() throws {
        let source = """
            scene(width: 100, height: 100)
            #if DEBUG
            let a = 10.0
            #else
            let a = garbage that does not parse (
            #endif
            #if os(macOS) || SOME_FLAG
            let b = 1.0
            #elseif os(iOS) && !targetEnvironment(macCatalyst)
              #if canImport(UIKit)
              let b = 30.0
              #endif
            #else
            let b = 2.0
            #endif
            Color.red.frame(width: a, height: b).position(x: 50, y: 50)
            """
        let (_, leaves) = try SceneRender.render(source)
        #expect(leaves.count == 1)
        let frame = leaves.first?.frame
        #expect(frame?.width == 10 && frame?.height == 30, "\(String(describing: frame))")
    }

    @Test("an unbalanced #if is a located error")
    func unbalancedIf() throws {
        let error = #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: "#if DEBUG\nColor.red\n", path: "u.scene")
        }
        #expect(error?.diagnostics.first?.message == "'#if' without '#endif'")
        #expect(error?.diagnostics.first?.range.start.line == 1)
    }

    @Test(".init(…) builds the type the context expects: Angle, CGPoint, Color and a user struct")
    func implicitInit() throws {
        let source = """
            scene(width: 200, height: 100)
            struct Spot { var x: Double; var y: Double }
            let spot: Spot = .init(x: 40, y: 50)
            ZStack {
                Rectangle().fill(.init(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20)
                    .rotationEffect(.init(degrees: 90)).position(.init(x: spot.x, y: spot.y))
            }
            """
        let (fb, _) = try SceneRender.render(source)
        // Rotated a quarter turn about its centre: 20 wide, 40 tall around (40, 50).
        #expect(Self.pixel(fb, 40, 33) == [255, 0, 0, 255])
        #expect(Self.pixel(fb, 40, 67) == [255, 0, 0, 255])
        #expect(Self.pixel(fb, 25, 50) == [255, 255, 255, 255])
    }

    @Test("animatableData with get/set forwarding to a stored property animates that property")
    func forwardingAnimatableData() throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 1)
            struct Bar: Shape {
                var fraction: CGFloat = 0.5
                var animatableData: CGFloat {
                    get { return fraction }
                    set { fraction = newValue }
                }
                func path(in rect: CGRect) -> Path {
                    Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
                }
            }
            @State var f: CGFloat = 0.2
            Bar(fraction: f).fill(Color.black).frame(width: 200, height: 100).animation(.linear(duration: 1), value: f)
            at(0) { f = 1.0 }
            """
        let (fb, _) = try SceneRender.render(source, at: 0.5)
        // Linear from 0.2 to 1.0 over 1 s: 0.6 of 200 px at t = 0.5.
        var ink = 0
        for x in 0..<200 where fb[x, 50].r < 128 { ink += 1 }
        #expect(ink == 120)
    }

    @Test("NavigationStack draws its inline title in a 44-pt bar over its root; a view off the safe area's edge stays")
    func navigationChrome() throws {
        let source = """
            scene(width: 100, height: 100)
            NavigationStack {
                Color.red.frame(width: 40, height: 40)
                    .navigationBarTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .ignoresSafeArea()
            }
            """
        let program = try SceneProgram(source: source, path: "n.scene")
        let messages = program.warnings.map(\.message)
        // `ignoresSafeArea` is read (IgnoresSafeArea.swift): the square does not touch the safe area's edge, so it
        // keeps its frame, silently.
        #expect(messages.isEmpty, "\(messages)")
        let (fb, _) = try SceneRender.render(source)
        // The root is centred in the 56 pt below the bar: the red square spans y 52…92, x 30…70.
        #expect(Self.pixel(fb, 50, 72) == [255, 59, 48, 255])
        #expect(Self.pixel(fb, 50, 50) == [255, 255, 255, 255])
        #expect(Self.pixel(fb, 25, 72) == [255, 255, 255, 255])
        // The title's ink lies in the bar, centred.
        let rows = (0..<44).filter { Self.inkPixels(fb, row: $0) > 0 }
        #expect(!rows.isEmpty && rows.allSatisfy { $0 > 10 && $0 < 34 })
        if let middle = rows.first.map({ $0 + (rows.count / 2) }) {
            #expect(abs(Self.inkCentre(fb, row: middle) - 50) < 3)
        }
    }

    @Test(
        "Image(systemName:) draws one glyph (here Material's heart) sized by the font, in the foreground colour, warning"
    )
    func symbolPlaceholder() throws {
        let source = """
            scene(width: 200, height: 120)
            Image(systemName: "heart.fill").foregroundColor(.red).font(.system(size: 60))
            """
        let program = try SceneProgram(source: source, path: "s.scene")
        #expect(
            program.warnings.map(\.message) == [
                "SF Symbols are not available on Linux: 'heart.fill' is drawn as the nearest Material Icons glyph"
            ])
        let (fb, leaves) = try SceneRender.render(source)
        // One glyph at 60 pt: its ink box is tens of points, centred on the canvas, drawn in SwiftUI's red.
        var (minX, maxX, red) = (Int.max, Int.min, 0)
        for y in 0..<fb.height {
            for x in 0..<fb.width where fb[x, y].g < 128 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                if fb[x, y].r > 200 { red += 1 }
            }
        }
        #expect(leaves.count == 1)
        #expect(maxX - minX > 30 && maxX - minX < 70, "ink width \(maxX - minX)")
        #expect(abs(Double(minX + maxX + 1) / 2 - 100) < 3, "ink centre \(Double(minX + maxX + 1) / 2)")
        #expect(red > 100)
    }

    @Test(
        "rotation3DEffect about y projects a square to the trapezoid CATransform3D gives (m34 = −1/d, d = max(w, h))",
        arguments: [30.0, 60.0, -45.0])
    func rotation3D(degrees: Double) throws {
        let source = """
            scene(width: 300, height: 240)
            Rectangle().fill(Color.black).frame(width: 100, height: 100)
                .rotation3DEffect(.degrees(\(degrees)), axis: (x: 0, y: 1, z: 0))
            """
        let (fb, _) = try SceneRender.render(source)
        // A corner (±50, ±50) about the centre (150, 120): rotated about y, x·cos θ with depth z = −x·sin θ, then
        // divided by w = 1 − z/d, d = 100: screen x = x·cos θ / (1 + x·sin θ / 100), y likewise divided.
        let t = degrees * .pi / 180
        func w(_ x: Double) -> Double { 1 + x * sin(t) / 100 }
        let (xl, xr) = (150 - 50 * cos(t) / w(-50), 150 + 50 * cos(t) / w(50))
        let (hl, hr) = (100 / w(-50), 100 / w(50))
        let area = (hl + hr) / 2 * (xr - xl)
        var ink = 0.0
        var sx = 0.0
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let k = 1 - Double(fb[x, y].g) / 255
                ink += k
                sx += k * (Double(x) + 0.5)
            }
        }
        // Centroid x of a trapezoid with parallel sides hl at xl and hr at xr.
        let cx = xl + (xr - xl) * (hl + 2 * hr) / (3 * (hl + hr))
        #expect(abs(ink - area) < 0.01 * area, "area \(ink) vs \(area)")
        #expect(abs(sx / ink - cx) < 0.3, "centroid x \(sx / ink) vs \(cx)")
    }

    @Test("GeometryReader takes the proposed size, places its content top-leading and reports its global frame")
    func geometryReader() throws {
        let source = """
            scene(width: 300, height: 200)
            VStack(spacing: 0) {
                Color.gray.frame(height: 50)
                GeometryReader { geometry in
                    Rectangle().fill(Color.red)
                        .frame(width: geometry.size.width / 2, height: geometry.frame(in: .global).minY)
                    Rectangle().fill(Color.blue).frame(width: 10, height: 10)
                        .offset(x: geometry.frame(in: .local).maxX - 10, y: geometry.size.height - 10)
                }
            }
            """
        let (fb, _) = try SceneRender.render(source)
        // The reader is 300 × 150 at y = 50: red 150 × 50 at its top-leading corner; blue at its bottom-right.
        #expect(Self.pixel(fb, 75, 75) == [255, 59, 48, 255])
        #expect(Self.pixel(fb, 150, 75) == [255, 255, 255, 255])
        #expect(Self.pixel(fb, 75, 101) == [255, 255, 255, 255])
        #expect(Self.pixel(fb, 295, 195) == [0, 122, 255, 255])
        #expect(Self.pixel(fb, 285, 185) == [255, 255, 255, 255])
    }

    @Test("a GeometryReader's content failing at layout time fails the frame with a located error")
    func geometryReaderFailure() throws {
        let source = """
            scene(width: 100, height: 100)
            let values = [1.0]
            GeometryReader { g in
                Color.red.frame(width: values[Int(g.size.width)])
            }
            """
        let program = try SceneProgram(source: source, path: "g.scene")
        let warnings = LayoutWarnings()
        _ = LayoutEngine(canvas: Size(width: 100, height: 100), scale: 1, warnings: warnings)
            .leaves(of: try program.snapshots(time: 0, frame: 0), at: 0)
        #expect(warnings.firstFailure?.range.start.line == 4, "\(String(describing: warnings.firstFailure))")
    }

    @Test("a component file without a preview renders its last View that needs no arguments, with a warning")
    func componentFile() throws {
        let source = """
            import SwiftUI

            struct Badge: View {
                var body: some View { Circle().fill(Color.green).frame(width: 20, height: 20) }
            }

            struct Card: View {
                var color: Color = .red
                var body: some View { Rectangle().fill(color).frame(width: 40, height: 30) }
            }

            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            """
        let program = try SceneProgram(source: source, path: "c.scene")
        #expect(program.warnings.map(\.message) == ["no #Preview, PreviewProvider or ContentView: rendering 'Card()'"])
        #expect(program.header.width == 40 && program.header.height == 30)
    }

    @Test("a non-breaking space pasted from a web page is a space, with Swift's warning")
    func nonBreakingSpace() throws {
        let program = try SceneProgram(source: "Color.red\u{A0}.frame(width: 10, height: 10)\n", path: "n.scene")
        #expect(program.warnings.map(\.message) == ["non-breaking space (U+00A0) used instead of regular space"])
        #expect(program.header.width == 10)
    }

    @Test("colour filters: grayscale, brightness, hueRotation, saturation, contrast, colorInvert, colorMultiply")
    func colourFilters() throws {
        let source = """
            scene(width: 350, height: 50)
            HStack(spacing: 0) {
                Color.red.grayscale(1)
                Color(red: 0, green: 0.5, blue: 0).brightness(0.3)
                Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(180))
                Color.red.saturation(0.5)
                Color(red: 0.25, green: 0.75, blue: 0.75).contrast(2)
                Color.red.colorInvert()
                Color.white.colorMultiply(Color(red: 0.5, green: 1, blue: 0))
            }
            """
        let (fb, _) = try SceneRender.render(source)
        // SwiftUI red is (255, 59, 48); luminance weights 0.2126, 0.7152, 0.0722 (W3C feColorMatrix saturate).
        let red = [255.0, 59, 48]
        let y = 0.2126 * red[0] + 0.7152 * red[1] + 0.0722 * red[2]
        // hueRotate(180°) of pure red: the first column of the W3C matrix with cos = −1, sin = 0.
        let hue = [0.213 - 0.787, 0.213 + 0.213, 0.213 + 0.213].map { max(0, min(255, $0 * 255)) }
        let expected: [[Double]] = [
            [y, y, y], [0.3 * 255, 0.8 * 255, 0.3 * 255], hue, red.map { y + ($0 - y) * 0.5 },
            [0, 255, 255], red.map { 255 - $0 }, [127.5, 255, 0],
        ]
        for (i, colour) in expected.enumerated() {
            let p = fb[25 + 50 * i, 25]
            let got = [Double(p.r), Double(p.g), Double(p.b)]
            #expect(zip(got, colour).allSatisfy { abs($0 - $1) <= 1.5 }, "swatch \(i): \(got) vs \(colour)")
        }
    }

    @Test(
        "a method called from onAppear may animate and schedule (withAnimation, asyncAfter), as an action may",
        arguments: [(0.5, 125.0), (1.0, 150.0), (1.25, 100.0), (1.6, 50.0)])
    func animatingMethod(time: Double, centre: Double) throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 2)
            struct Demo: View {
                @State private var x = 0.0
                var body: some View {
                    Rectangle().fill(Color.black).frame(width: 20, height: 20).offset(x: x)
                        .onAppear { animate() }
                }
                func animate() {
                    withAnimation(.linear(duration: 1)) { x = 50 }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                        withAnimation(.linear(duration: 0.5)) { x = -50 }
                    }
                }
            }
            Demo()
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        let found = Self.inkCentre(fb, row: 50)
        // Linear from 0 to 50 over the first second, then to −50 over half a second: centre 100 + x.
        #expect(abs(found - centre) < 0.01, "t = \(time): centre \(found)")
    }

    @Test("a demo that reschedules itself forever renders: work after the scene's end never runs")
    func selfReschedulingDemo() throws {
        let source = """
            struct Pulse: View {
                @State private var on = false
                var body: some View { Circle().fill(on ? Color.red : Color.blue).frame(width: 20, height: 20).onAppear { animate() } }
                func animate() {
                    on.toggle()
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { animate() }
                }
            }
            Pulse()
            """
        let (fb, _) = try SceneRender.render(source)
        #expect(fb[10, 10].r == 255, "the first change (at t = 0) is shown: red")
    }

    @Test("self.x reads, assigns and toggles a @State x; an exhaustive enum switch returns on every path")
    func selfStateAndExhaustiveSwitch() throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 1)
            enum Size { case small, large
                var side: Double {
                    switch self {
                    case .small: return 20
                    case .large: return 40
                    }
                }
            }
            struct Box: View {
                @State private var big = false
                @State private var shift = 0.0
                var body: some View {
                    Rectangle().fill(Color.black)
                        .frame(width: (self.big ? Size.large : Size.small).side, height: 20)
                        .offset(x: self.shift)
                        .onAppear { self.big.toggle(); self.shift = 30 }
                }
            }
            Box()
            """
        let (fb, _) = try SceneRender.render(source)
        var xs: [Int] = []
        for x in 0..<200 where fb[x, 50].g < 128 { xs.append(x) }
        // Large (40 wide) and moved 30 right of the centre: x 110…150.
        #expect(xs.first == 110 && xs.last == 149, "\(String(describing: xs.first))…\(String(describing: xs.last))")
    }

    @Test("the deprecated animation(_:) animates every change below it", arguments: [(0.25, 112.5), (0.5, 125.0)])
    func deprecatedAnimation(time: Double, centre: Double) throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 1)
            @State var x = 0.0
            Rectangle().fill(Color.black).frame(width: 20, height: 20).offset(x: x).animation(.linear(duration: 1))
            at(0) { x = 50 }
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        let found = Self.inkCentre(fb, row: 50)
        #expect(abs(found - centre) < 0.01, "t = \(time): centre \(found)")
    }

    @Test("a thin line foreshortened about 6× by rotation3DEffect keeps its ink (the warp box-filters its footprint)")
    func foreshortenedLineKeepsItsInk() throws {
        let source = """
            scene(width: 200, height: 100)
            Rectangle().fill(Color.black).frame(width: 160, height: 2).offset(y: 0.3)
                .rotation3DEffect(.degrees(80), axis: (x: 1, y: 0, z: 0), perspective: 0)
            """
        let (fb, _) = try SceneRender.render(source)
        // Orthographic: the 160 × 2 bar is squashed to 160 × 2·cos 80° ≈ 0.35 px. Each of its columns holds that
        // much ink; one bilinear sample per pixel would mostly fall between the source rows and find none.
        let expected = 2 * cos(80 * Double.pi / 180)
        var worst = 0.0
        var total = 0.0
        for x in 25..<175 {
            var column = 0.0
            for y in 0..<100 { column += 1 - Double(fb[x, y].g) / 255 }
            total += column
            worst = max(worst, abs(column - expected))
        }
        #expect(worst < 0.1, "a column's ink is off by \(worst) px (expected \(expected))")
        #expect(abs(total / 150 - expected) < 0.03, "mean ink \(total / 150) vs \(expected)")
    }

    @Test("Button(_:systemImage:action:) draws its label as the symbol's placeholder then the title, in a row")
    func buttonWithSystemImage() throws {
        let withIcon = """
            scene(width: 300, height: 80)
            Button("Add", systemImage: "plus") { }
            """
        let plain = """
            scene(width: 300, height: 80)
            Button("Add") { }
            """
        let program = try SceneProgram(source: withIcon, path: "b.scene")
        #expect(
            program.warnings.map(\.message) == [
                "SF Symbols are not available on Linux: 'plus' is drawn as the nearest Material Icons glyph"
            ])
        func inkWidth(_ source: String) throws -> Int {
            let (fb, _) = try SceneRender.render(source)
            var (lo, hi) = (Int.max, Int.min)
            for y in 0..<fb.height {
                for x in 0..<fb.width where fb[x, y].r < 200 || fb[x, y].g < 200 {
                    lo = min(lo, x)
                    hi = max(hi, x)
                }
            }
            return hi - lo
        }
        // The icon and the row's spacing come before the title: the label is wider by more than a glyph.
        #expect(try inkWidth(withIcon) > inkWidth(plain) + 15)
    }

    @Test(
        "Timer.publish(every:on:in:).autoconnect() with onReceive ticks every interval from one interval after appearing",
        arguments: [(0.0, 10), (0.9, 10), (1.0, 30), (2.5, 50), (4.0, 90)])
    func timerPublisher(time: Double, width: Int) throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 5)
            struct Ticker: View {
                @State private var count = 0
                private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Rectangle().fill(Color.black).frame(width: 10 + 20 * Double(count), height: 20)
                        .onReceive(timer) { _ in count += 1 }
                }
            }
            Ticker()
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        let ink = Self.inkPixels(fb, row: 50)
        #expect(ink == width, "t = \(time)")
    }

    @Test("onReceive of anything but a Timer publisher is a located error")
    func onReceiveOtherPublisher() throws {
        let error = #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: "let x = 3.0\nColor.red.onReceive(x) { _ in }\n", path: "r.scene")
        }
        #expect(error?.diagnostics.first?.message == "anim's 'onReceive' takes a Timer publisher, not 'Double'")
        #expect(error?.diagnostics.first?.range.start.line == 2)
    }

    @Test(
        "animatableData as AnimatablePair(w, h) of stored properties animates both",
        arguments: [(0.0, 20, 10), (0.5, 100, 50), (1.0, 180, 90)])
    func animatablePair(time: Double, width: Int, height: Int) throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 1)
            struct Bar: Shape {
                var w: CGFloat
                var h: CGFloat
                var animatableData: AnimatablePair<CGFloat, CGFloat> {
                    get { AnimatablePair(w, h) }
                    set {
                        w = newValue.first
                        h = newValue.second
                    }
                }
                func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: w, height: h)) }
            }
            @State var big = false
            Bar(w: big ? 180 : 20, h: big ? 90 : 10).fill(Color.black).frame(width: 200, height: 100)
                .animation(.linear(duration: 1), value: big)
            at(0) { big = true }
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        var (w, h) = (0, 0)
        for x in 0..<200 where fb[x, 5].g < 128 { w += 1 }
        for y in 0..<100 where fb[5, y].g < 128 { h += 1 }
        #expect(w == width && h == height, "t = \(time): \(w) × \(h)")
    }

    @Test("`.blue.gradient` and `.linearGradient(colors:startPoint:endPoint:)` are shape styles where one is expected")
    func shapeStyleMembers() throws {
        let source = """
            scene(width: 200, height: 100)
            HStack(spacing: 0) {
                Rectangle().fill(.blue.gradient)
                Rectangle().foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            }
            """
        let (fb, _) = try SceneRender.render(source)
        // Color.gradient: the colour 8 % lighter at the top, 8 % darker at the bottom (Builtins+Gradient.swift).
        let top = Self.pixel(fb, 50, 0)
        let bottom = Self.pixel(fb, 50, 99)
        #expect(top[2] == 255 && bottom[2] < 245 && top[1] > bottom[1], "\(top) \(bottom)")
        // The linear gradient runs SwiftUI's red (255, 59, 48) → blue (0, 122, 255) across x 100…200.
        let left = Self.pixel(fb, 100, 50)
        let right = Self.pixel(fb, 199, 50)
        #expect(left[0] > 250 && abs(Int(left[1]) - 59) < 3 && abs(Int(left[2]) - 48) < 4, "\(left)")
        #expect(right[0] < 4 && abs(Int(right[1]) - 122) < 3 && right[2] > 250, "\(right)")
    }

    @Test("Array(\"…\") is the string's characters; a static let is seen by a @State initialiser by bare name")
    func charactersAndStatics() throws {
        let source = """
            scene(width: 200, height: 100)
            struct Letters: View {
                static let DATA = [1, 2, 3]
                @State var widths: [Double] = DATA.map { Double($0) * 10 }
                let letters = Array("abcd")
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(letters.indices, id: \\.self) { i in
                            Color.black.frame(width: String(letters[i]) == "c" ? 30 : 10, height: 20)
                        }
                        Color.black.frame(width: widths[2], height: 20)
                    }
                }
            }
            Letters()
            """
        let (fb, _) = try SceneRender.render(source)
        let ink = Self.inkPixels(fb, row: 50)
        // a, b, d are 10 wide, c is 30, and DATA[2] · 10 = 30.
        #expect(ink == 90)
    }

    @Test(
        "Array's mutating methods on @State and on locals: append, insert, remove, shuffle, sort, reverse, removeLast")
    func arrayMutations() throws {
        // Widths: [1…5] + 6, remove(at: 0), insert(9, at: 1), shuffle, sort, reverse, removeLast → [9, 6, 5, 4, 3];
        // the local array [4, 5] minus its first element has 1 element.
        let source = """
            scene(width: 300, height: 100, duration: 1)
            @State var items = [1, 2, 3, 4, 5]
            at(0.5) {
                items.append(6); items.remove(at: 0); items.insert(9, at: 1)
                items.shuffle(); items.sort(); items.reverse(); items.removeLast()
            }
            func count() -> Int {
                var xs = [Int]()
                xs.append(contentsOf: [4, 5])
                xs.removeFirst()
                return xs.count
            }
            HStack(spacing: 0) {
                Color.black.frame(width: Double(items[0] * 10 + items[4]), height: 20)
                Color.black.frame(width: Double(count() * 7), height: 20)
            }
            """
        let (fb, _) = try SceneRender.render(source, at: 0.8)
        #expect(Self.inkPixels(fb, row: 50) == 93 + 7)
        let (before, _) = try SceneRender.render(source, at: 0.2)
        #expect(Self.inkPixels(before, row: 50) == 15 + 7)
    }

    @Test("$items[i] is a binding to one element; b.wrappedValue reads and writes through any binding")
    func elementBindings() throws {
        let source = """
            scene(width: 300, height: 100, duration: 2)
            struct Dots: View {
                @State var scales: [Double] = [0, 0, 0]
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(0..<3) { i in Color.black.frame(width: 10 + scales[i] * 40, height: 20) }
                    }
                    .onAppear {
                        for (index, delay) in [0.0, 0.2, 0.4].enumerated() {
                            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { grow($scales[index], by: Double(index + 1)) }
                        }
                    }
                }
                func grow(_ b: Binding<Double>, by amount: Double) {
                    b.wrappedValue = b.wrappedValue + amount / 4
                }
            }
            Dots()
            """
        // At 0.3 s the first two have grown (by 1/4 and 2/4 of 40 pt), the third not yet.
        let (fb, _) = try SceneRender.render(source, at: 0.3)
        #expect(Self.inkPixels(fb, row: 50) == (10 + 10) + (10 + 20) + 10)
        let (later, _) = try SceneRender.render(source, at: 1)
        #expect(Self.inkPixels(later, row: 50) == (10 + 10) + (10 + 20) + (10 + 30))
    }

    @Test("Text(value, format:) and formatted(_:) print numbers as Foundation does for en_US")
    func formattedText() throws {
        func width(_ text: String) throws -> Int { try Self.inkColumns("\(text).font(.system(size: 20))") }
        #expect(try width("Text(1234.5, format: .number)") == width("Text(\"1,234.5\")"))
        #expect(try width("Text(0.256, format: .percent)") == width("Text(\"25.6%\")"))
        #expect(try width("Text(3.14159, format: .number.precision(.fractionLength(2)))") == width("Text(\"3.14\")"))
        #expect(try width("Text((1234.5).formatted(.currency(code: \"USD\")))") == width("Text(\"$1,234.50\")"))
        #expect(try width("Text(1234567.formatted(.number.grouping(.never)))") == width("Text(\"1234567\")"))
        #expect(try width("Text(String(format: \"%.1f%% of %d\", 42.25, 7))") == width("Text(\"42.2% of 7\")"))
        #expect(try width("Text(String(42))") == width("Text(\"42\")"))
    }

    @Test("UIScreen.main.bounds is an iPhone 15 Pro's screen, with a warning")
    func screenBounds() throws {
        let source = """
            scene(width: 200, height: 100)
            Color.black.frame(width: UIScreen.main.bounds.width / 10, height: 20)
            """
        let program = try SceneProgram(source: source, path: "s.scene")
        #expect(program.diagnostics.contains { $0.message.contains("393 × 852") })
        let (fb, _) = try SceneRender.render(source)
        let ink = Self.inkPixels(fb, row: 50)
        #expect(ink == 39 || ink == 40)
    }

    @Test(
        "timer.upstream.connect().cancel() in the timer's own action stops it",
        arguments: [(1.0, 30), (2.0, 50), (3.0, 50), (4.5, 50)])
    func timerCancel(time: Double, width: Int) throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 5)
            struct Ticker: View {
                @State private var count = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Rectangle().fill(Color.black).frame(width: 10 + 20 * Double(count), height: 20)
                        .onReceive(timer) { _ in
                            guard count < 2 else {
                                self.timer.upstream.connect().cancel()
                                return
                            }
                            count += 1
                        }
                }
            }
            Ticker()
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        let ink = Self.inkPixels(fb, row: 50)
        #expect(ink == width, "t = \(time)")
    }

    @Test("Color(\"Name\") reads the colour set of an asset catalog beside the scene; a missing one is clear, warned")
    func assetCatalogColour() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anim-assets-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Brand/Accent2.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x40","green":"128","red":"0.250"}},"idiom":"universal"},
            {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"1.000","red":"1.000"}},"idiom":"universal"}],
            "info":{"author":"xcode","version":1}}
            """
        try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let path = folder.appendingPathComponent("c.scene").path
        let source = """
            scene(width: 100, height: 50)
            HStack(spacing: 0) { Color("Accent2"); Color("Missing") }
            """
        let program = try SceneProgram(source: source, path: path)
        #expect(program.diagnostics.contains { $0.message.contains("no colour named 'Missing'") })
        let engine = LayoutEngine(canvas: Size(width: 100, height: 50), scale: 1)
        let leaves = engine.leaves(of: try program.snapshots(time: 0, frame: 0), at: 0)
        let fb = Framebuffer(width: 100, height: 50)
        Renderer().render(DisplayList(items: leaves.displayItems), background: program.header.background, into: fb)
        // 0.25 → 64, 128/255 → 128, 0x40 → 64; the missing colour leaves the white background.
        #expect(Self.pixel(fb, 25, 25) == [64, 128, 64, 255])
        #expect(Self.pixel(fb, 75, 25) == [255, 255, 255, 255])
    }

    @Test(
        "matchedGeometryEffect: across a state change the matched views' frame moves between them",
        arguments: [(0.0, 30.0, 20), (0.5, 100.0, 60), (1.0, 170.0, 100)])
    func matchedGeometry(time: Double, centre: Double, width: Int) throws {
        let source = """
            scene(width: 300, height: 120, fps: 10, duration: 2)
            struct Hero: View {
                @Namespace private var ns
                @State private var open = false
                var body: some View {
                    HStack(spacing: 0) {
                        if open {
                            Spacer()
                            Rectangle().fill(Color.black).matchedGeometryEffect(id: "card", in: ns)
                                .frame(width: 100, height: 20).padding(.trailing, 80)
                        } else {
                            Rectangle().fill(Color.black).matchedGeometryEffect(id: "card", in: ns)
                                .frame(width: 20, height: 20).padding(.leading, 20)
                            Spacer()
                        }
                    }
                    .onAppear { withAnimation(.linear(duration: 1)) { open = true } }
                }
            }
            Hero()
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        var (ink, sum) = (0.0, 0.0)
        for x in 0..<300 {
            let k = 1 - Double(fb[x, 60].g) / 255
            ink += k
            sum += k * (Double(x) + 0.5)
        }
        // Closed: the card at x 20…40 (centre 30, width 20); open: a Spacer, the 100-wide card and 80 of padding in
        // the 300-wide HStack: x 120…220 (centre 170). Halfway, linearly: x 70…130, centre 100, width 60.
        #expect(abs(sum / ink - centre) < 0.6, "t = \(time): centre \(sum / ink)")
        #expect(abs(ink - Double(width)) < 1.5, "t = \(time): width \(ink)")
    }

    @Test("dict[key, default: v] reads the value or the default; map's closure result takes the element type expected")
    func dictionaryDefaultAndMapTyping() throws {
        let source = """
            scene(width: 200, height: 100)
            struct Bars: View {
                let widths = ["a": 30.0]
                @State var extra: [CGFloat] = [1, 2].map { _ in 0 }
                var body: some View {
                    HStack(spacing: 0) {
                        Color.black.frame(width: widths["a", default: 5], height: 20)
                        Color.black.frame(width: widths["zzz", default: 5] + extra[1], height: 20)
                    }
                }
            }
            Bars()
            """
        let (fb, _) = try SceneRender.render(source)
        let ink = Self.inkPixels(fb, row: 50)
        #expect(ink == 35)
    }

    @Test("for (index, item) in xs.enumerated() binds both; '_' skips one")
    func forTuplePattern() throws {
        let source = """
            scene(width: 200, height: 100)
            func total(_ xs: [Double]) -> Double {
                var sum = 0.0
                for (i, x) in xs.enumerated() { sum += Double(i) * x }
                for (_, x) in xs.enumerated() { sum += x }
                return sum
            }
            Color.black.frame(width: total([5, 7, 2]), height: 20)
            """
        let (fb, _) = try SceneRender.render(source)
        let ink = Self.inkPixels(fb, row: 50)
        // (0·5 + 1·7 + 2·2) + (5 + 7 + 2) = 25.
        #expect(ink == 25)
    }

    @Test("Label draws its icon then its title in a row, for systemImage:, image: and the closure forms")
    func label() throws {
        let symbol = try Self.inkColumns("Label(\"Settings\", systemImage: \"gear\")")
        let row = try Self.inkColumns("HStack { Image(systemName: \"gear\"); Text(\"Settings\") }")
        #expect(symbol == row && symbol > 0)
        let closures = try Self.inkColumns(
            "Label { Text(\"Title\") } icon: { Color.black.frame(width: 12, height: 12) }")
        let written = try Self.inkColumns("HStack { Color.black.frame(width: 12, height: 12); Text(\"Title\") }")
        #expect(closures == written && closures > 12)
    }

    @Test(
        "writing a component of a variable: an array element, a struct's property, a CGPoint's x, a dictionary entry",
        arguments: [(0.0, 60), (1.0, 110)])
    func componentAssignment(time: Double, ink: Int) throws {
        let source = """
            scene(width: 300, height: 100, fps: 10, duration: 2)
            struct Item { var width: Double }
            struct Bars: View {
                @State var widths: [Double] = [10, 20]
                @State var item = Item(width: 10)
                @State var named = ["a": 10.0]
                var body: some View {
                    HStack(spacing: 0) {
                        Color.black.frame(width: widths[0] + widths[1], height: 20)
                        Color.black.frame(width: item.width, height: 20)
                        Color.black.frame(width: named["a", default: 0] + shifted(), height: 20)
                    }
                }
                func shifted() -> Double {
                    var p = CGPoint(x: 1, y: 2)
                    p.x += 9
                    return p.x
                }
            }
            at(1) {
                widths[1] = 40
                widths[0] += 5
                item.width = 25
                named["a"] = 20
            }
            Bars()
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        let found = Self.inkPixels(fb, row: 50)
        // Before: (10 + 20) + 10 + (10 + 10) = 60; after the event: (15 + 40) + 25 + (20 + 10) = 110.
        #expect(found == ink, "t = \\(time): \\(found)")
    }
}
