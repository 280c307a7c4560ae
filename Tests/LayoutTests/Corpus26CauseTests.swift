// Corpus26CauseTests.swift: the held-out corpus26's wrong renders and a missed animation, pasted as real files
// write them (issue #14): a segmented Picker whose selection matches no tag, `matchedGeometryEffect(isSource: false)`
// taking the source's frame, and an implicit animation whose curve reads a stored property inside a GeometryReader.

import Geometry
import Layout
import Render
import Scene
import Testing

@Suite struct Corpus26CauseTests {
    /// Pixels of `row` whose colour is near `rgb` (within 40 per channel).
    private static func count(_ fb: Framebuffer, row y: Int, _ rgb: (Int, Int, Int)) -> (count: Int, first: Int?) {
        var (n, first): (Int, Int?) = (0, nil)
        for x in 0..<fb.width {
            let p = fb[x, y]
            if abs(Int(p.r) - rgb.0) < 40, abs(Int(p.g) - rgb.1) < 40, abs(Int(p.b) - rgb.2) < 40 {
                n += 1
                if first == nil { first = x }
            }
        }
        return (n, first)
    }

    @Test(
        "A segmented Picker selects the segment whose tag equals the selection, and none when no tag does",
        arguments: [(1, 255), (2, 238), (0, 238)])
    func segmentedSelection(selection: Int, firstSegment: Int) throws {
        let source = """
            scene(width: 200, height: 60)
            struct Segments: View {
                @State private var selection = \(selection)
                var body: some View {
                    Picker("", selection: $selection) {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
            }
            Segments()
            """
        let (fb, _) = try SceneRender.render(source, at: 0)
        // The control is 200 × 32 at y 14…46; its segments 28 tall (y 16…44), the first at x 2…100. Away from the
        // title: the selected segment's white rounded rectangle, else the track, (118, 118, 128) at 12 % on white:
        // 255 − 0.12 × 137 = 238.6, 238 in 8 bits.
        #expect(Int(fb[20, 22].g) == firstSegment, "first segment at (20, 22): \(fb[20, 22])")
        #expect(Int(fb[180, 22].g) == (selection == 2 ? 255 : 238), "second segment at (180, 22): \(fb[180, 22])")
    }

    /// Two coloured boxes in an HStack, each a matched-geometry source; the overlay's bar follows `selected`.
    private static func tabs(selected: String, change: String = "", properties: String = "") -> String {
        """
        scene(width: 200, height: 60, fps: 10, duration: 2)
        struct Tabs: View {
            @Namespace private var ns
            @State private var selected = \(selected)
            var body: some View {
                HStack(spacing: 10) {
                    Color.red.frame(width: 40, height: 20).matchedGeometryEffect(id: 1, in: ns)
                    Color.green.frame(width: 60, height: 20).matchedGeometryEffect(id: 2, in: ns)
                }
                .overlay {
                    Color(red: 0, green: 0, blue: 1).frame(height: 2)
                        .frame(maxHeight: .infinity, alignment: .bottom)
                        .matchedGeometryEffect(id: selected, in: ns\(properties), isSource: false)
                }
                \(change)
            }
        }
        Tabs()
        """
    }

    @Test(
        "matchedGeometryEffect(isSource: false) gives the view the source's frame: the bar under the selected box",
        arguments: [(1, 45, 40), (2, 95, 60)])
    func nonSourceTakesSourceFrame(selected: Int, left: Int, width: Int) throws {
        let (fb, _) = try SceneRender.render(Self.tabs(selected: "\(selected)"), at: 0)
        // The HStack is 110 wide, centred: x 45…155, y 20…40; the red box x 45…85, the green x 95…155. The bar is
        // proposed the source's 40 × 20 or 60 × 20 and aligned to its bottom: the row y 38…40.
        let bar = Self.count(fb, row: 39, (0, 0, 255))
        #expect(bar.count == width, "bar width \(bar.count)")
        #expect(bar.first == left, "bar left \(String(describing: bar.first))")
        #expect(Self.count(fb, row: 30, (0, 0, 255)).count == 0, "no bar across the boxes' middle")
    }

    @Test(
        "properties: .size takes the source's size at the view's own place; .position keeps the view's size, centred on the source",
        arguments: [(".size", 45, 60), (".position", 70, 110)])
    func nonSourceProperties(properties: String, left: Int, width: Int) throws {
        let (fb, _) = try SceneRender.render(Self.tabs(selected: "2", properties: ", properties: \(properties)"))
        // The overlay's own frame is the HStack's, x 45…155 (110 × 20); the green source is x 95…155 (centre 125).
        let bar = Self.count(fb, row: 39, (0, 0, 255))
        #expect(bar.count == width, "bar width \(bar.count)")
        #expect(bar.first == left, "bar left \(String(describing: bar.first))")
    }

    @Test("When the followed id changes with animation, the non-source view moves between the sources' frames")
    func nonSourceAnimates() throws {
        let change = ".onAppear { withAnimation(.linear(duration: 1)) { selected = 2 } }"
        let (fb, _) = try SceneRender.render(Self.tabs(selected: "1", change: change), at: 0.5)
        // Halfway from x 45…85 to x 95…155, linearly: x 70…120.
        let bar = Self.count(fb, row: 39, (0, 0, 255))
        #expect(abs(bar.count - 50) <= 1, "bar width \(bar.count)")
        #expect(abs((bar.first ?? 0) - 70) <= 1, "bar left \(String(describing: bar.first))")
    }

    @Test(
        "An implicit animation whose curve reads a stored property animates an onAppear change inside a GeometryReader")
    func computedAnimationInGeometryReader() throws {
        let source = """
            scene(width: 100, height: 100, fps: 10, duration: 2)
            struct Pop: View {
                @State private var show = false
                var delay: Double
                var body: some View {
                    Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 100)
                        .scaleEffect(show ? 1 : 0)
                        .animation(.linear(duration: 1).delay(delay), value: show)
                        .onAppear { show = true }
                }
            }
            GeometryReader { proxy in Pop(delay: proxy.size.width * 0) }.frame(width: 100, height: 100)
            """
        let (fb, _) = try SceneRender.render(source, at: 0.5)
        // Scale 0.5 about the centre: the square x 25…75.
        let red = Self.count(fb, row: 50, (255, 0, 0))
        #expect(red.count == 50, "red width \(red.count) at t = 0.5")
        #expect(red.first == 25)
    }

    @Test("Each UUID() a default value makes is its own, and the same in every evaluation: a selection by id holds")
    func uuidPerInstance() throws {
        let source = """
            scene(width: 90, height: 30, fps: 10, duration: 1)
            struct Item: Identifiable {
                var id = UUID()
                var title: String
            }
            struct Row: View {
                var items = ["A", "B", "C"].map { Item(title: $0) }
                @State private var selection: UUID?
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(items) { item in
                            Rectangle()
                                .fill(item.id == (selection ?? items[0].id) ? Color(red: 1, green: 0, blue: 0) : Color.black)
                                .frame(width: 30, height: 30)
                        }
                    }
                    .onAppear { selection = items[1].id }
                }
            }
            Row()
            """
        let (fb, _) = try SceneRender.render(source, at: 0)
        // Three distinct ids: only the second box, the one onAppear selected, is red.
        let red = Self.count(fb, row: 15, (255, 0, 0))
        #expect(red.count == 30, "red width \(red.count)")
        #expect(red.first == 30)
    }
}
