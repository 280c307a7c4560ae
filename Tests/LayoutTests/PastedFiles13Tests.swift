// PastedFiles13Tests.swift: SwiftUI the lead found while pasting blog-style files (issue #14): LabeledContent rows and
// implicit members in a subscripted array literal.
// Rule: Apple: LabeledContent (label leading, content trailing in the secondary style); TSPL "Expressions": Implicit
// Member Expression. Expected values are computed by hand from each source.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFiles13Tests {
    func texts(_ leaves: [PlacedLeaf]) -> [(String, Rect)] {
        leaves.compactMap { leaf in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame) } else { nil }
        }
    }

    @Test(
        "LabeledContent(_:value:), (_:content:) and (content:label:): label at the leading edge, value at the trailing")
    func labeledContent() throws {
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 120, background: .white)
            VStack(spacing: 0) {
                LabeledContent("Plan", value: "Pro")
                LabeledContent("Seats") { Text("12") }
                LabeledContent { Text("On") } label: { Text("Sync") }
            }
            .padding(.horizontal, 20)
            """)
        let shown = texts(leaves)
        #expect(shown.map(\.0) == ["Plan", "Pro", "Seats", "12", "Sync", "On"])
        for row in stride(from: 0, to: 6, by: 2) {
            #expect(abs(shown[row].1.minX - 20) < 0.5, "label at the leading padding: \(shown[row])")
            #expect(abs(shown[row + 1].1.maxX - 280) < 0.5, "value at the trailing padding: \(shown[row + 1])")
        }
        // The value is drawn in the secondary style (grey), the label in the primary (black).
        var valueInk = 255
        var labelInk = 255
        for y in 0..<120 {
            for x in 0..<300 {
                let p = fb[x, y]
                if Double(x) > shown[1].1.minX, Double(x) < shown[1].1.maxX { valueInk = min(valueInk, Int(p.r)) }
                if Double(x) < shown[0].1.maxX { labelInk = min(labelInk, Int(p.r)) }
            }
        }
        #expect(labelInk < 30)
        #expect(valueInk > 90 && valueInk < 200, "secondary grey, not black: \(valueInk)")
    }

    @Test("[.red, .green][i] where a Color is expected: the literal's elements are Colors")
    func implicitMembersInSubscriptedLiteral() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 40, height: 20, background: .white)
            struct Swatch { var color: Color }
            HStack(spacing: 0) {
                ForEach(0..<2) { i in
                    Swatch(color: [.red, .green][i]).color.frame(width: 20, height: 20)
                }
            }
            """)
        #expect(fb[10, 10].r > 200 && fb[10, 10].g < 80, "systemRed")
        #expect(fb[30, 10].g > 150 && fb[30, 10].r < 100)
    }

    @Test("Decimal prices add and format as currency")
    func decimalPrices() throws {
        // Foundation: Decimal; FormatStyle .currency(code: "USD") in en-US: "$129.49".
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 40)
            struct Item { var price: Decimal }
            let items = [Item(price: 89.99), Item(price: 39.5)]
            let total: Decimal = items.reduce(0) { $0 + $1.price }
            Text(total, format: .currency(code: "USD"))
            """)
        #expect(texts(leaves).map(\.0) == ["$129.49"])
    }

    @Test("removeAll(where:) and removeAll { }, sort(by:) and sort { } on state, in an action")
    func closureMutations() throws {
        // The Swift Standard Library: RangeReplaceableCollection.removeAll(where:) keeps the rejected elements in
        // order; MutableCollection.sort(by:) sorts in place. [5, 2, 8, 3, 9] without evens: [5, 3, 9]; descending:
        // [9, 5, 3]; then without values > 8: [5, 3]; ascending by the closure: [3, 5].
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 40)
            struct Probe: View {
                @State private var xs = [5, 2, 8, 3, 9]
                @State private var log = ""
                var body: some View {
                    Text(log).onAppear {
                        xs.removeAll(where: { $0 % 2 == 0 })
                        xs.sort(by: { $0 > $1 })
                        log += xs.map { String($0) }.joined(separator: ",") + " "
                        xs.removeAll { $0 > 8 }
                        xs.sort { $0 < $1 }
                        log += xs.map { String($0) }.joined(separator: ",")
                    }
                }
            }
            Probe()
            """)
        #expect(texts(leaves).map(\.0) == ["9,5,3 3,5"])
    }

    @Test("Gauge: a capacity bar filled to the value's fraction of its range; the circular capacity style a ring")
    func gauge() throws {
        // Apple: Gauge (value clamped to the range), GaugeStyle.linearCapacity (iOS automatic) and
        // .accessoryCircularCapacity. 25 in 0...100 fills a quarter of the 200 pt bar: x 20 to 70.
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 240, height: 60, background: .white)
            Gauge(value: 25, in: 0...100) { Text("Load") }.padding(20)
            """)
        var blue: [Int] = []
        for x in 0..<240 {
            var found = false
            for y in 0..<60 where fb[x, y].b > 200 && fb[x, y].r < 60 { found = true }
            if found { blue.append(x) }
        }
        #expect(
            abs((blue.first ?? -1) - 20) <= 1 && abs((blue.last ?? -1) - 69) <= 1,
            "\(blue.first ?? -1)…\(blue.last ?? -1)")
        let (ring, _) = try SceneRender.render(
            """
            scene(width: 58, height: 58, background: .white)
            Gauge(value: 0.5) { Text("") }.gaugeStyle(.accessoryCircularCapacity)
            """)
        // Half full, clockwise from the top: the right side is blue, the left side the grey track.
        #expect(ring[55, 29].b > 200 && ring[55, 29].r < 60)
        #expect(ring[2, 29].r > 200 && ring[2, 29].r < 250 && ring[2, 29].r == ring[2, 29].g)
    }

    @Test(
        "NavigationSplitView on an iPhone shows its sidebar column; ContainerRelativeShape outside a widget is a rectangle"
    )
    func splitViewAndContainerShape() throws {
        // Apple: NavigationSplitView collapses into a single stack in compact width, sidebar first;
        // ContainerRelativeShape "is replaced by a rectangle" where no container shape is defined.
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 300)
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            """)
        #expect(texts(leaves).map(\.0) == ["Sidebar"])
        let (shape, _) = try SceneRender.render(
            "scene(width: 40, height: 40, background: .white)\nContainerRelativeShape().fill(.black).frame(width: 20, height: 20)"
        )
        let (rect, _) = try SceneRender.render(
            "scene(width: 40, height: 40, background: .white)\nRectangle().fill(.black).frame(width: 20, height: 20)")
        #expect(shape.bytes == rect.bytes)
        #expect(shape[10, 10].r == 0 && shape[5, 5].r == 255)
    }

    @Test("Dictionary(grouping:by:) with a closure or a key path, and Dictionary(uniqueKeysWithValues:)")
    func dictionaryInitializers() throws {
        // The Swift Standard Library: grouping [3, 8, 5, 10, 1] by `> 4`: true → [8, 5, 10], false → [3, 1];
        // by word length: "ab", "cd" share 2; uniqueKeysWithValues of zip(["a", "b"], [1, 2]): a → 1, b → 2.
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 40)
            struct Probe: View {
                let xs = [3, 8, 5, 10, 1]
                let words = ["ab", "cd", "efg"]
                var body: some View {
                    let big = Dictionary(grouping: xs, by: { $0 > 4 })
                    let byLength = Dictionary(grouping: words) { $0.count }
                    let byCount = Dictionary(grouping: words, by: \\.count)
                    let d = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))
                    Text("\\(big[true] ?? []) \\(big[false] ?? []) \\(byLength[2]?.count ?? 0) \\(byCount[3] ?? []) \\(d["b"] ?? 0)")
                }
            }
            Probe()
            """)
        #expect(texts(leaves).map(\.0) == ["[8, 5, 10] [3, 1] 2 [\"efg\"] 2"])
    }

    @Test(
        ".tint(_:) colours a Toggle that is on, a Slider's track, a Gauge and the .tint shape style; without it green and blue"
    )
    func tintedControls() throws {
        // Apple: View.tint(_:) "sets the tint color within this view"; ShapeStyle.tint; a switch is systemGreen
        // (52, 199, 89) by default, the accent systemBlue (0, 122, 255); systemOrange is (255, 149, 0).
        func render(_ tint: String) throws -> Framebuffer {
            try SceneRender.render(
                """
                scene(width: 200, height: 120, background: .white)
                VStack(spacing: 10) {
                    Toggle("", isOn: .constant(true))
                    Slider(value: .constant(1))
                    Rectangle().fill(.tint).frame(height: 20)
                }
                .padding(.horizontal, 10)
                \(tint)
                """
            ).0
        }
        func has(_ fb: Framebuffer, _ rgb: [UInt8], rows: Range<Int>) -> Bool {
            for y in rows { for x in 0..<200 where [fb[x, y].r, fb[x, y].g, fb[x, y].b] == rgb { return true } }
            return false
        }
        let plain = try render("")
        let orange = try render(".tint(.orange)")
        #expect(has(plain, [52, 199, 89], rows: 0..<40), "the switch's default green")
        #expect(has(plain, [0, 122, 255], rows: 40..<120), "slider and .tint rectangle in the accent blue")
        #expect(!has(orange, [52, 199, 89], rows: 0..<120) && !has(orange, [0, 122, 255], rows: 0..<120))
        #expect(has(orange, [255, 149, 0], rows: 0..<40) && has(orange, [255, 149, 0], rows: 90..<120))
    }

    @Test(".redacted(reason: .placeholder) draws each text line as a grey bar; [] and unredacted() draw the text")
    func redacted() throws {
        // Apple: View.redacted(reason:), RedactionReasons (`[]` is none), View.unredacted().
        func leaves(_ modifier: String) throws -> [PlacedLeaf] {
            try SceneRender.render(
                """
                scene(width: 200, height: 60)
                struct Card: View {
                    var loading = true
                    var body: some View { Text("Hello world").\(modifier) }
                }
                Card()
                """
            ).1
        }
        let bars = try leaves("redacted(reason: loading ? .placeholder : [])")
        #expect(bars.count == 1)
        guard case .shape(.roundedRectangle) = bars.first?.content else {
            Issue.record("a bar, not glyphs: \(String(describing: bars.first?.content))")
            return
        }
        #expect(abs((bars.first?.color.opacity ?? 0) - 0.16) < 1e-9)
        let text = try leaves("redacted(reason: []).padding(0)")
        guard case .text = text.first?.content else {
            Issue.record("[] redacts nothing")
            return
        }
        // The bar is as wide as the line it stands for.
        #expect(
            abs((bars.first?.frame.width ?? 0) - (text.first?.frame.width ?? -1)) <= 1,
            "the text frame is rounded to whole pixels")
        let undone = try leaves("unredacted().redacted(reason: .placeholder)")
        guard case .text = undone.first?.content else {
            Issue.record("unredacted() below the redaction keeps the text")
            return
        }
    }

    @Test("a Canvas's resolved text takes the colour of `text.shading = .color(c)`")
    func resolvedTextShading() throws {
        // Apple: GraphicsContext.ResolvedText.shading.
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 60, background: .black)
            Canvas { context, size in
                var text = context.resolve(Text("WWW").font(.system(size: 40, weight: .black)))
                text.shading = .color(.red)
                context.draw(text, at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            """)
        var red = 0
        for y in 0..<60 { for x in 0..<100 where fb[x, y].r > 200 && fb[x, y].g < 80 { red += 1 } }
        #expect(red > 300, "\(red) red pixels")
    }

    @Test(
        "view-model plumbing: MainActor.run(body:), queue.sync, sleep, a semaphore, [K: V](), Thread.current, defaults arrays"
    )
    func runtimePlumbing() throws {
        // SE-0316 MainActor.run(body:); Apple: DispatchQueue.sync(execute:) runs before it returns, DispatchSemaphore,
        // Thread.current (the main thread), UserDefaults.array(forKey:) of a fresh domain is nil; POSIX sleep(3).
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 40)
            struct Probe: View {
                @State private var log = ""
                var body: some View {
                    Text(log).onAppear {
                        let semaphore = DispatchSemaphore(value: 1)
                        semaphore.wait()
                        DispatchQueue.global().sync { log += "s" }
                        sleep(1)
                        semaphore.signal()
                        Task { await MainActor.run(body: { log += "m" }) }
                        let empty = [String: Int]()
                        let saved = UserDefaults.standard.array(forKey: "k") ?? []
                        log += "\\(empty.count)\\(saved.count)"
                        log += Thread.current.contains("main") ? "t" : "?"
                    }
                }
            }
            Probe()
            """)
        #expect(texts(leaves).map(\.0) == ["s00tm"])
    }

    @Test("toggle() on an array element's property and on a local; LocalizedStringKey as a property type")
    func toggleComponents() throws {
        // The Swift Standard Library: Bool.toggle(); SwiftUI: LocalizedStringKey (a String's text here).
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 40)
            struct Item { var done = false }
            enum Level { case low
                var label: LocalizedStringKey { "Low" }
            }
            struct Probe: View {
                @State private var items = [Item(), Item()]
                @State private var log = ""
                var body: some View {
                    Text(log).onAppear {
                        items[1].done.toggle()
                        var flag = true
                        flag.toggle()
                        log = "\\(items[0].done) \\(items[1].done) \\(flag)"
                    }
                    Text(Level.low.label)
                }
            }
            Probe()
            """)
        #expect(texts(leaves).map(\.0) == ["false true false", "Low"])
    }

    @Test("a type's own < gives >, <= and >= as Comparable does, also in sorted { $0 > $1 }")
    func comparableFromLess() throws {
        // The Swift Standard Library: Comparable — a > b is b < a, a <= b is !(b < a), a >= b is !(a < b).
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 40)
            enum Level: Int, Comparable {
                case low, mid, high
                static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
            }
            struct Probe: View {
                var body: some View {
                    let xs = [Level.mid, .high, .low].sorted { $0 > $1 }.map { $0.rawValue }
                    Text("\\(Level.high > .low) \\(Level.low >= .mid) \\(Level.mid <= .mid) \\(xs)")
                }
            }
            Probe()
            """)
        #expect(texts(leaves).map(\.0) == ["true false true [2, 1, 0]"])
    }

    @Test(".contentTransition(.symbolEffect(.replace)) cross-fades as .opacity does")
    func symbolReplaceTransition() throws {
        // Apple: ContentTransition.symbolEffect(_:options:); drawn as the opacity cross-fade.
        func frame(_ transition: String) throws -> [UInt8] {
            try SceneRender.render(
                """
                scene(width: 60, height: 60, duration: 1)
                @State var on = false
                at(0) { withAnimation(.linear(duration: 1)) { on = true } }
                Image(systemName: on ? "heart.fill" : "heart").font(.largeTitle).contentTransition(\(transition))
                """, at: 0.5
            ).0.bytes
        }
        #expect(try frame(".symbolEffect(.replace)") == (try frame(".opacity")))
    }

    @Test(
        "Font.custom(_:size:relativeTo:), String!, Color(.init(white:alpha:)), split { }, TextField(text:prompt:label:)"
    )
    func corpus13Forms() throws {
        // Apple: Font.custom(_:size:relativeTo:) (the default Dynamic Type size: `size`); TSPL: implicitly unwrapped
        // optionals; Color.init(_: UIColor) with UIColor(white:alpha:); Collection.split(whereSeparator:);
        // TextField(text:prompt:label:) shows the prompt as the placeholder.
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 160, background: .white)
            struct Stat: View {
                var title: String!
                var body: some View {
                    VStack(spacing: 0) {
                        Text(title).font(.custom("Inter", size: 20, relativeTo: .body))
                        Text("\\("a b  c".split { $0 == " " }.count)")
                        Color(.init(white: 0, alpha: 1)).frame(width: 20, height: 20)
                        TextField(text: .constant(""), prompt: Text("Required")) { Text("Name") }
                    }
                }
            }
            Stat(title: "Hi")
            """)
        let shown = texts(leaves)
        #expect(shown.map(\.0) == ["Hi", "3", "Required"])
        #expect(
            abs(
                shown[0].1.height
                    - (try #require(
                        texts(
                            try SceneRender.render(
                                "scene(width: 300, height: 60)\nText(\"Hi\").font(.custom(\"Inter\", size: 20))"
                            ).1
                        ).first
                    ).1.height)) < 0.01)
        let swatch = leaves.first { if case .color = $0.content { true } else { false } }
        let p = try #require(swatch).frame
        #expect(fb[Int(p.midX), Int(p.midY)].r == 0)
    }

    @Test("Any and Any... parameters, print in a View extension's method, Optional.map(f) with a view builder")
    func anyPrintAndOptionalMap() throws {
        // TSPL "Types": Any; The Swift Standard Library: Optional.map(_:) calls f on the unwrapped value, else nil.
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 80)
            extension View {
                func logged(_ values: Any...) -> some View {
                    print("\\(values)")
                    return self
                }
            }
            struct Unwrap<Value, Content: View>: View {
                let value: Value?
                let content: (Value) -> Content
                var body: some View { value.map(content) }
            }
            VStack {
                Text("a").logged(1, "x")
                Unwrap(value: "b") { Text($0) }
                Unwrap(value: nil as String?) { Text($0) }
            }
            """)
        #expect(texts(leaves).map(\.0) == ["a", "b"])
    }

    @Test("AnyTransition.modifier(active:identity:) written with its type is the .modifier transition")
    func explicitModifierTransition() throws {
        // Apple: AnyTransition.modifier(active:identity:); mid-insertion both spellings draw the same frame.
        func frame(_ spelling: String) throws -> [UInt8] {
            try SceneRender.render(
                """
                scene(width: 60, height: 60, duration: 1)
                struct S: ViewModifier {
                    let scale: Double
                    func body(content: Content) -> some View { content.scaleEffect(scale) }
                }
                @State var shown = false
                at(0) { withAnimation(.linear(duration: 1)) { shown = true } }
                ZStack {
                    if shown {
                        Color.red.frame(width: 40, height: 40)
                            .transition(\(spelling)(active: S(scale: 0), identity: S(scale: 1)))
                    }
                }
                .frame(width: 60, height: 60)
                """, at: 0.5
            ).0.bytes
        }
        let explicit = try frame("AnyTransition.modifier")
        #expect(explicit == (try frame(".modifier")))
        // Half way, the 40 × 40 square is scaled by 0.5: about 20 × 20 red pixels.
        var red = 0
        for i in stride(from: 0, to: explicit.count, by: 4) where explicit[i] > 200 && explicit[i + 1] < 100 {
            red += 1
        }
        #expect(abs(red - 400) < 60, "\(red)")
    }

    @Test("a gradient's ShapeStyle.opacity(_:) inside .fill multiplies its colours")
    func gradientStyleOpacity() throws {
        // Apple: ShapeStyle.opacity(_:); a one-colour gradient at 50 % draws as the colour at 50 %.
        func pixel(_ style: String) throws -> [UInt8] {
            let fb = try SceneRender.render(
                "scene(width: 20, height: 20, background: .white)\nRectangle().fill(\(style))"
            ).0
            return [fb[10, 10].r, fb[10, 10].g, fb[10, 10].b]
        }
        let faded = try pixel(
            "LinearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)")
        #expect(faded == (try pixel("Color.blue.opacity(0.5)")))
        #expect(faded != (try pixel("Color.blue")))
    }

    @Test(".listStyle(.grouped) spans its cards across the width with square corners; .insetGrouped insets them")
    func groupedListStyle() throws {
        // UIKit: UITableView.Style.grouped (edge to edge) against .insetGrouped (16 pt in, rounded): at x = 4 a row is
        // white in the grouped list and the grouped grey (242, 242, 247) in the inset one; text starts at 20 / 36.
        func render(_ style: String) throws -> (Framebuffer, Rect) {
            let (fb, leaves) = try SceneRender.render(
                """
                scene(width: 300, height: 200)
                List { Section("Header") { Text("Row") } }.listStyle(\(style))
                """)
            let row = try #require(texts(leaves).first { $0.0 == "Row" }).1
            return (fb, row)
        }
        let (grouped, groupedRow) = try render("GroupedListStyle()")
        let (inset, insetRow) = try render(".insetGrouped")
        let y = Int(groupedRow.midY)
        #expect([grouped[4, y].r, grouped[4, y].g, grouped[4, y].b] == [255, 255, 255])
        #expect([inset[4, Int(insetRow.midY)].r, inset[4, Int(insetRow.midY)].b] == [242, 247])
        #expect(abs(groupedRow.minX - 20) < 0.5 && abs(insetRow.minX - 36) < 0.5)
    }

    @Test(
        "iOS 18 Tab(_:systemImage:value:) in a TabView(selection:): the selected tab's content, its value an implicit member"
    )
    func iOS18Tabs() throws {
        // Apple: Tab, TabSection, TabRole.search, TabViewCustomization (iOS 18).
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 300)
            enum Kind { case movies, books, search }
            struct V: View {
                @State private var selected: Kind = .books
                @State private var customization = TabViewCustomization()
                var body: some View {
                    TabView(selection: $selected) {
                        Tab("Movies", systemImage: "play", value: .movies) { Text("Movie list") }
                            .customizationID("movies")
                        TabSection("More") {
                            Tab("Books", systemImage: "book", value: .books) { Text("Book list") }
                        }
                        Tab(value: .search, role: .search) { Text("Find") }
                    }
                    .tabViewCustomization($customization)
                }
            }
            V()
            """)
        let shown = texts(leaves).map(\.0)
        #expect(shown.contains("Book list") && !shown.contains("Movie list") && !shown.contains("Find"))
        #expect(shown.contains("Movies") && shown.contains("Books") && shown.contains("Search"), "\(shown)")
    }

    @Test("iOS 17 .animation(_:body:) animates the modifiers of its body: half way the opacity is half way")
    func scopedAnimation() throws {
        // Apple: View.animation(_:body:); a linear 1 s fade of black to 0 over white is grey 128 ± 2 at 0.5 s.
        let fb = try SceneRender.render(
            """
            scene(width: 40, height: 40, duration: 1, background: .white)
            @State var dim = false
            at(0) { dim = true }
            Color.black.frame(width: 40, height: 40)
                .animation(.linear(duration: 1)) { content in content.opacity(dim ? 0 : 1) }
            """, at: 0.5
        ).0
        #expect(abs(Int(fb[20, 20].r) - 128) <= 2, "\(fb[20, 20].r)")
    }
}
