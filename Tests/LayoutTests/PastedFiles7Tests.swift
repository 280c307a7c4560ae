// PastedFiles7Tests.swift: Swift and SwiftUI found by the seventh corpus (issue #14) and the hex-colour extension
// pasted code carries. Expected values are computed by hand from each source.
// Rule: The Swift Programming Language ("Advanced Operators", "Functions": In-Out Parameters, "Initialization":
// Initializer Delegation, "Methods": Assigning to self, "Declarations"); SE-0289 (a body with an explicit `return` is
// not a result builder); Apple: Scanner, CharacterSet, Angle, DatePicker, ButtonStyleConfiguration.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFiles7Tests {
    /// The colour at the centre of the `index`-th 10 × 10 swatch in a row.
    private func swatches(_ body: String, count: Int) throws -> [[UInt8]] {
        let (fb, _) = try SceneRender.render("scene(width: \(10 * count), height: 10)\n" + body)
        return (0..<count).map { i in
            let p = fb[10 * i + 5, 5]
            return [p.r, p.g, p.b]
        }
    }

    /// Black ink on white along pixel row `y` (1 − green/255 per pixel): the widths of the bars crossing it.
    private func inkAlongRow(_ fb: Framebuffer, y: Int) -> Double {
        (0..<fb.width).reduce(0) { $0 + 1 - Double(fb[$1, y].g) / 255 }
    }

    @Test("Color(hex:) as pasted: Scanner.scanHexInt64(&int) after trimming, a switch assigning (a, r, g, b), shifts")
    func hexColours() throws {
        let source = """
            extension Color {
                init(hex: String) {
                    let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                    var int: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&int)
                    let a, r, g, b: UInt64
                    switch hex.count {
                    case 3: // RGB (12-bit)
                        (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                    case 6: // RGB (24-bit)
                        (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                    case 8: // ARGB (32-bit)
                        (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
                    default:
                        (a, r, g, b) = (1, 1, 1, 0)
                    }
                    self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
                }
                init(rgb: UInt) {
                    self.init(red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 08) & 0xff) / 255, blue: Double(rgb & 0xff) / 255)
                }
                init(scanning text: String) {
                    let scanner = Scanner(string: text)
                    scanner.scanLocation = 1
                    var value: UInt64 = 0
                    scanner.scanHexInt64(&value)
                    self.init(red: Double((value & 0xff0000) >> 16) / 0xff, green: Double((value & 0xff00) >> 8) / 0xff, blue: Double(value & 0xff) / 0xff)
                }
            }
            HStack(spacing: 0) {
                Color(hex: "#FF8800").frame(width: 10, height: 10)
                Color(hex: "0a5").frame(width: 10, height: 10)
                Color(rgb: 0x3366CC).frame(width: 10, height: 10)
                Color(scanning: "#CC6633").frame(width: 10, height: 10)
                Color(hex: "zz").frame(width: 10, height: 10)
            }
            """
        let colours = try swatches(source, count: 5)
        #expect(colours[0] == [255, 136, 0])
        #expect(colours[1] == [0, 170, 85], "three digits: each one times 17")
        #expect(colours[2] == [51, 102, 204])
        #expect(colours[3] == [204, 102, 51], "scanning from offset 1 skips the '#'")
        // "zz" has 2 characters: the default branch, (1, 1, 1, 0) of 255 — almost transparent, over the default
        // white background: 255 · (1 − 1/255) + 1 · 1/255 ≈ 254 on each channel.
        #expect(colours[4] == [254, 254, 254])
    }

    @Test("bitwise operators keep Swift's precedence; an in-out argument gets the function's last value back")
    func bitwiseAndInOut() throws {
        let source = """
            scene(width: 200, height: 10, background: .white)
            func clamp(_ value: inout Double, to limit: Double) { value = min(value, limit) }
            struct V: View {
                var widths: [Double] {
                    var a = 150.0
                    clamp(&a, to: 20)
                    let b = Double(1 << 4 | 1)        // 17: << binds tighter than |
                    let c = Double(0b1010 ^ 0b0110)   // 12
                    let d = Double(~5 + 6 + (0xF0 >> 4) & 0x3)  // ~5 = -6; (0xF0 >> 4) & 3 = 3 (& binds like *)
                    return [a, b, c, d]
                }
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(widths, id: \\.self) { w in Rectangle().fill(.black).frame(width: w, height: 10) }
                    }
                    .frame(width: 200, alignment: .leading)
                }
            }
            V()
            """
        let (fb, _) = try SceneRender.render(source)
        #expect(abs(SceneRender.ink(fb).area - (20 + 17 + 12 + 3) * 10) < 1)
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: "func f(_ x: inout Int) {}\nlet k = 1\nf(&k)\nText(\"\")", path: "t.scene")
        }
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: "func f(_ x: inout Int) {}\nvar k = 1\nf(k)\nText(\"\")", path: "t.scene")
        }
    }

    @Test("Angle arithmetic: a * 2 + a / 2 is 75° for a = 30°; -a, comparisons")
    func angleArithmetic() throws {
        let source = """
            scene(width: 200, height: 10, background: .white)
            let a = Angle(degrees: 30)
            HStack(spacing: 0) {
                Rectangle().fill(.black).frame(width: (a * 2 + a / 2).degrees, height: 10)
                Rectangle().fill(.black).frame(width: a < a * 2 ? (2 * a - a).degrees : 0, height: 10)
                Rectangle().fill(.black).frame(width: -(-a).degrees / 3, height: 10)
            }
            .frame(width: 200, alignment: .leading)
            """
        let (fb, _) = try SceneRender.render(source)
        #expect(abs(SceneRender.ink(fb).area - (75 + 30 + 10) * 10) < 1)
    }

    @Test("a body with an explicit return runs as statements: a for loop, a let given its value later, #Preview")
    func explicitReturn() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var big = true
                var body: some View {
                    var widths = [Double]()
                    for i in 1...3 { widths.append(Double(i) * 10) }
                    let height: CGFloat
                    if big { height = 20 } else { height = 5 }
                    return HStack(spacing: 0) {
                        ForEach(widths, id: \\.self) { w in Rectangle().fill(.black).frame(width: w, height: height) }
                    }
                }
            }
            #Preview {
                let small = false
                return V(big: !small)
            }
            """
        let program = try SceneProgram(source: source, path: "v.swift")
        #expect(program.header.width == 60 && program.header.height == 20)
        let (fb, _) = try SceneRender.render("scene(width: 60, height: 20, background: .white)\n" + source)
        #expect(abs(SceneRender.ink(fb).area - 60 * 20) < 1)
    }

    @Test("self = … in a mutating method: an enum's own toggle() flips its case; a struct is replaced whole")
    func assigningSelf() throws {
        let source = """
            scene(width: 10, height: 10)
            enum Side {
                case front, back
                mutating func toggle() { self = self == .front ? .back : .front }
            }
            struct Counter {
                var n = 0
                mutating func reset() { self = Counter(n: 7) }
            }
            struct V: View {
                @State var side = Side.front
                @State var counter = Counter()
                var body: some View {
                    Rectangle().fill(side == .front ? Color.red : Color.blue)
                        .frame(width: 10, height: CGFloat(counter.n + 3))
                        .onAppear { side.toggle(); counter.reset() }
                }
            }
            V()
            """
        let (fb, leaves) = try SceneRender.render(source)
        #expect([fb[5, 5].r, fb[5, 5].g, fb[5, 5].b] == [0, 122, 255], "toggled to .back")
        #expect(leaves.contains { abs($0.frame.height - 10) < 0.01 }, "n = 7 after reset")
    }

    @Test("DatePicker drawn closed (compact): its label, then the date and the time from the binding")
    func datePicker() throws {
        let source = """
            scene(width: 360, height: 130, background: .white)
            struct V: View {
                @State private var date = Date(timeIntervalSince1970: 0)
                @State private var due = Date(timeIntervalSince1970: 86400 * 40 + 3600 * 15 + 60 * 7)
                var body: some View {
                    VStack {
                        DatePicker(selection: $date, label: { Text("Date") })
                        DatePicker("Due", selection: $due, in: ...Date(), displayedComponents: .date)
                        DatePicker("At", selection: $due, displayedComponents: [.hourAndMinute])
                    }
                    .padding()
                }
            }
            V()
            """
        let (_, leaves) = try SceneRender.render(source)
        var texts: [(String, Rect)] = []
        for leaf in leaves {
            if case .text(let t) = leaf.content { texts.append((t.layout.string, leaf.frame)) }
        }
        // Foundation's en_US time format puts a narrow no-break space (U+202F) before AM/PM, as iOS 17 shows it.
        let written = texts.map { $0.0.replacingOccurrences(of: "\u{202F}", with: " ") }
        #expect(written == ["Date", "Jan 1, 1970", "12:00 AM", "Due", "Feb 10, 1970", "At", "3:07 PM"], "\(written)")
        // The label at the leading edge, the values at the trailing edge (16 pt padding).
        let date = try #require(texts.first { $0.0 == "Date" })
        let time = try #require(texts.first { $0.0.hasPrefix("3:07") })
        #expect(abs(date.1.minX - 16) < 0.5)
        #expect(abs(time.1.maxX - (360 - 16 - 11)) < 1, "\(time.1)")
    }

    @Test("count(where:), a String's characters enumerated, a deadline built in steps, a Slider over a range variable")
    func collectionsAndTime() throws {
        let source = """
            scene(width: 300, height: 40, duration: 1, background: .white)
            struct V: View {
                let values = [1, 2, 3, 4]
                let word = "abc"
                var range: ClosedRange<Double> = 0...2
                @State private var value = 0.5
                @State private var on = false
                var body: some View {
                    VStack(spacing: 0) {
                        HStack(spacing: 0) {
                            Rectangle().fill(.black).frame(width: Double(values.count { $0 > 2 }) * 10, height: 10)
                            ForEach(Array(word.enumerated()), id: \\.offset) { n, ch in
                                Rectangle().fill(.black).frame(width: ch == "b" ? 7 : Double(n), height: 10)
                            }
                            Rectangle().fill(.black).frame(width: on ? 50 : 0, height: 10)
                                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.2 + 0.1 * 2) { on = true } }
                        }
                        .frame(width: 300, alignment: .leading)
                        Slider(value: $value, in: range).frame(width: 200)
                    }
                }
            }
            V()
            """
        let before = try SceneRender.render(source, at: 0.3)
        let after = try SceneRender.render(source, at: 0.5)
        let barsBefore = before.1.filter { $0.frame.height == 10 && $0.frame.minY < 10 }.map(\.frame.width)
        // 2 values above 2; "a" at 0, "b" 7, "c" at 2; the scheduled bar not yet shown.
        #expect(barsBefore.filter { $0 > 0 }.sorted() == [2, 7, 20], "\(barsBefore)")
        let barsAfter = after.1.filter { $0.frame.height == 10 && $0.frame.minY < 10 }.map(\.frame.width)
        #expect(barsAfter.contains(50), "on at 0.4 s: \(barsAfter)")
        // The thumb at a quarter of the track (0.5 of 0…2).
        let thumb = try #require(before.1.filter { abs($0.frame.width - 28) < 0.5 }.first)
        #expect(abs(thumb.frame.midX - (50 + 14 + 0.25 * (200 - 28))) < 1, "\(thumb.frame)")
    }

    @Test(
        "generic numeric parameters, nested type names, haptics as no-ops, a ButtonStyle reading role, a PrimitiveButtonStyle"
    )
    func typesAndStyles() throws {
        let source = """
            scene(width: 100, height: 20, background: .white)
            struct Bar<Value: BinaryFloatingPoint>: View {
                var value: Value
                var body: some View { Rectangle().fill(.black).frame(width: Double(value), height: 10) }
            }
            struct Tinted: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundColor(configuration.role == .destructive ? .red : .blue)
                        .frame(width: 30, height: 10)
                        .background(configuration.role == .destructive ? Color.red : Color.blue)
                }
            }
            struct Plain: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.onTapGesture { configuration.trigger() }
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        HStack(spacing: 0) {
                            Bar(value: 12.5)
                            Canvas { ctx, size in
                                ctx.fill(Path(CGRect(origin: .zero, size: size)), with: GraphicsContext.Shading.color(.black))
                            }
                            .frame(width: 5, height: 10)
                            Button("") { UIImpactFeedbackGenerator(style: .medium).impactOccurred() }.buttonStyle(Plain())
                        }
                        .frame(width: 100, alignment: .leading)
                        HStack(spacing: 0) {
                            Button("", role: .destructive) {}.buttonStyle(Tinted())
                            Button("") { UINotificationFeedbackGenerator().notificationOccurred(.success) }.buttonStyle(Tinted())
                        }
                        .frame(width: 100, alignment: .leading)
                    }
                }
            }
            V()
            """
        let (fb, _) = try SceneRender.render(source)
        let top = inkAlongRow(fb, y: 5)
        #expect(abs(top - 17.5) < 0.6, "12.5 + 5 pt of ink: \(top)")
        #expect([fb[15, 15].r, fb[15, 15].g, fb[15, 15].b] == [255, 59, 48], "role .destructive")
        #expect([fb[45, 15].r, fb[45, 15].g, fb[45, 15].b] == [0, 122, 255], "no role")
    }

    @Test("Array<Array<Int>>, Optional<Double> and Dictionary<String, Int> are the short forms; '>>' closes two lists")
    func longGenericForms() throws {
        let source = """
            scene(width: 100, height: 10, background: .white)
            let rows: Array<Array<Int>> = [[1, 2], [3]]
            let extra: Optional<Double> = nil
            let sizes: Dictionary<String, Int> = ["a": 30]
            Rectangle().fill(.black)
                .frame(width: Double(rows.count * 10 + rows[0][1]) + (extra ?? 5) + Double(sizes["a"] ?? 0), height: 10)
                .frame(width: 100, alignment: .leading)
            """
        let (fb, _) = try SceneRender.render(source)
        #expect(abs(SceneRender.ink(fb).area - (20 + 2 + 5 + 30) * 10) < 1)
        // A one-sided range where a value is needed is a located error, not a parse failure.
        let error = #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: "let r = ...5\nText(\"\")", path: "t.scene")
        }
        #expect("\(error.map { $0 } as Any)".contains("one-sided ranges are not supported here"))
    }

    @Test("switch over a tuple with tuple patterns; defer runs at the block's end; an async function; specifier")
    func tuplesDeferAsync() throws {
        let source = """
            scene(width: 200, height: 40, background: .white)
            struct V: View {
                @State private var a = true
                @State private var b = false
                @State private var n = 0
                var width: Double {
                    switch (a, b) {
                    case (true, false): return 30
                    case (_, true): return 5
                    default: return 1
                    }
                }
                func pair() -> (Int, Int) { (2, 7) }
                var second: Double {
                    if case (let x, 7) = pair() { return Double(x) * 10 }
                    return 0
                }
                func load() async throws -> Double { 4 }
                var body: some View {
                    VStack(spacing: 0) {
                        HStack(spacing: 0) {
                            Rectangle().fill(.black).frame(width: width, height: 10)
                            Rectangle().fill(.black).frame(width: second, height: 10)
                            Rectangle().fill(.black).frame(width: Double(n), height: 10)
                        }
                        .frame(width: 200, alignment: .leading)
                        Text("\\(3.14159, specifier: "%.2f")")
                    }
                    .onAppear {
                        defer { n = n * 10 }
                        n += 2
                    }
                }
            }
            V()
            """
        let (fb, leaves) = try SceneRender.render(source)
        let row = inkAlongRow(fb, y: 5)
        #expect(abs(row - (30 + 20 + 20)) < 0.6, "(true, false) → 30; (2, 7) binds 2 → 20; n = (0 + 2) · 10: \(row)")
        let text = leaves.compactMap { leaf -> String? in if case .text(let t) = leaf.content { t.layout.string } else { nil } }
        #expect(text == ["3.14"])
    }

    @Test("@FocusState starts with no focus: false, or nil for an optional field; .focused is accepted")
    func focusState() throws {
        let source = """
            scene(width: 100, height: 10, background: .white)
            enum Field { case name, email }
            struct V: View {
                @FocusState private var focused: Bool
                @FocusState private var field: Field?
                @State private var text = ""
                var body: some View {
                    HStack(spacing: 0) {
                        Rectangle().fill(.black).frame(width: focused ? 5 : 20, height: 10)
                        Rectangle().fill(.black).frame(width: field == nil ? 30 : 3, height: 10)
                        TextField("", text: $text).focused($focused).focused($field, equals: .name).frame(width: 1)
                    }
                    .frame(width: 100, alignment: .leading)
                }
            }
            V()
            """
        let (fb, _) = try SceneRender.render(source)
        let row = inkAlongRow(fb, y: 5)
        #expect(abs(row - 50) < 0.6, "\(row)")
    }

    @Test("lineLimit with a range draws at most its upper bound of lines, as lineLimit(n) does")
    func lineLimitRange() throws {
        func height(_ modifier: String) throws -> Double {
            let (_, leaves) = try SceneRender.render(
                """
                scene(width: 100, height: 200, background: .white)
                Text("a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f")\(modifier).frame(width: 60)
                """)
            return leaves.compactMap { leaf -> Double? in
                if case .text = leaf.content { leaf.frame.height } else { nil }
            }.reduce(0, +)
        }
        let range = try height(".lineLimit(0...2)")
        #expect(range == (try height(".lineLimit(2)")))
        #expect(range < (try height("")) / 2, "the unlimited text wraps to more than 4 lines")
    }

    @Test("ContentUnavailableView: symbol, bold title and description, centred in its space; .search(text:)")
    func contentUnavailable() throws {
        let source = """
            scene(width: 300, height: 400, background: .white)
            VStack(spacing: 0) {
                ContentUnavailableView("No mail", systemImage: "tray", description: Text("New mail appears here."))
                ContentUnavailableView.search(text: "cats")
            }
            """
        let (_, leaves) = try SceneRender.render(source)
        var texts: [(String, Rect)] = []
        for leaf in leaves {
            // Not the symbols' glyphs: the placeholder, or a Material icon (Private Use Area code points).
            if case .text(let t) = leaf.content, t.layout.string != "\u{25A2}",
                !t.layout.string.unicodeScalars.contains(where: { (0xE000...0xF8FF).contains($0.value) })
            {
                texts.append((t.layout.string, leaf.frame))
            }
        }
        #expect(
            texts.map(\.0) == [
                "No mail", "New mail appears here.", "No Results for \u{201C}cats\u{201D}",
                "Check the spelling or try a new search.",
            ])
        // Each fills half the height, centred on x = 150 (to the pixel grid); the first group around y = 100.
        for text in texts { #expect(abs(text.1.midX - 150) <= 0.5, "\(text)") }
        let title = texts[0].1, details = texts[1].1
        #expect(title.minY > 60 && details.maxY < 170 && title.maxY <= details.minY, "\(title) \(details) \(texts)")
    }

    @Test("search-field string tests: localizedCaseInsensitiveContains, localizedStandardContains, localizedUppercase")
    func localizedStringTests() throws {
        let source = """
            scene(width: 100, height: 10, background: .white)
            let names = ["Crème brûlée", "Apple pie", "Sorbet"]
            HStack(spacing: 0) {
                Rectangle().fill(.black).frame(width: Double(names.filter { $0.localizedCaseInsensitiveContains("APPLE") }.count) * 10, height: 10)
                Rectangle().fill(.black).frame(width: Double(names.filter { $0.localizedStandardContains("creme") }.count) * 20, height: 10)
                Rectangle().fill(.black).frame(width: "Sorbet".localizedUppercase == "SORBET" ? 30 : 0, height: 10)
                Rectangle().fill(.black).frame(width: "abc".localizedCaseInsensitiveContains("") ? 40 : 0, height: 10)
            }
            .frame(width: 100, alignment: .leading)
            """
        let (fb, _) = try SceneRender.render(source)
        // 10 + 20 + 30; Foundation finds no range for an empty string, so the last is 0.
        #expect(abs(SceneRender.ink(fb).area - 60 * 10) < 1)
    }
}
