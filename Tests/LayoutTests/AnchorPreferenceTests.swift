// AnchorPreferenceTests.swift: anchor preferences drawn by `overlayPreferenceValue`/`backgroundPreferenceValue`,
// rendered through the whole pipeline (Checker+AnchorPreferences, Evaluator+AnchorPreferences,
// AnchorPreferenceModifier). Expected pixel extents are the plane geometry of SwiftUI's rules, computed in each
// test's comment: an HStack centred in the canvas, an anchor's `.bounds` mapped through the effects written after it
// (Apple: View.scaleEffect(_:anchor:) scales about the centre; View.offset(x:y:)), and `proxy[anchor]` relative to
// the reader's top-leading corner (Apple: GeometryProxy.subscript(_:)).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct AnchorPreferenceTests {
    /// The frame at `time` (a failure recorded by layout is thrown).
    static func render(_ source: String, at time: Double = 0) throws -> Framebuffer {
        let p = try SceneProgram(source: source, path: "anchors.scene")
        let h = p.header
        let warnings = LayoutWarnings()
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale, warnings: warnings)
        let snapshots = try p.snapshots(time: time, frame: Int((time * 10).rounded()))
        let leaves = engine.leaves(of: snapshots, at: time)
        if let failure = warnings.firstFailure { throw failure }
        let fb = Framebuffer(width: Int(h.width * h.scale), height: Int(h.height * h.scale))
        Renderer().render(DisplayList(items: leaves.displayItems), background: h.background, into: fb)
        return fb
    }

    static func isRed(_ fb: Framebuffer, _ x: Int, _ y: Int) -> Bool {
        let p = fb[x, y]
        return p.r > 200 && p.g < 80 && p.b < 80
    }

    /// The columns and rows holding red pixels (nil when none).
    static func redBox(_ fb: Framebuffer) -> (x: Range<Int>, y: Range<Int>)? {
        var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<fb.height {
            for x in 0..<fb.width where isRed(fb, x, y) {
                (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
            }
        }
        return x0 == Int.max ? nil : (x0..<x1, y0..<y1)
    }

    /// The red runs along row `y`, as column ranges.
    static func redRuns(_ fb: Framebuffer, row y: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for x in 0...fb.width {
            let red = x < fb.width && isRed(fb, x, y)
            if red, start == nil { start = x }
            if !red, let s = start {
                runs.append(s..<x)
                start = nil
            }
        }
        return runs
    }

    /// Three 80 × 30 tabs in an HStack of spacing 0, centred in 300 × 100: the HStack spans x 30…270, y 35…65; tab
    /// `i` spans x 30 + 80i … 110 + 80i. The underline is 4 pt under the selected tab's anchor.
    static func tabBar(reduce: String, selection: String = "1", change: String = "") -> String {
        """
        scene(width: 300, height: 100, fps: 10, duration: 3, background: .white)
        struct TabKey: PreferenceKey {
            static var defaultValue: [Int: Anchor<CGRect>] = [:]
            static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
                \(reduce)
            }
        }
        struct TabBar: View {
            @State private var selected = \(selection)
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<3) { i in
                        Text("Tab \\(i)").frame(width: 80, height: 30)
                            .anchorPreference(key: TabKey.self, value: .bounds) { [i: $0] }
                    }
                }
                .overlayPreferenceValue(TabKey.self) { anchors in
                    GeometryReader { proxy in
                        if let anchor = anchors[selected] {
                            Rectangle().fill(.red)
                                .frame(width: proxy[anchor].width, height: 4)
                                .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
                        }
                    }
                }
                \(change)
            }
        }
        TabBar()
        """
    }

    static let merging = "for (k, v) in nextValue() { value[k] = v }"

    @Test("a tab bar's underline sits under the selected tab: proxy[anchor] in the overlay's space")
    func tabBarUnderline() throws {
        let fb = try Self.render(Self.tabBar(reduce: Self.merging))
        // Tab 1: x 110…190; the overlay's reader starts at the HStack's corner (30, 35), the anchor is (80, 0, 80, 30)
        // in its space, so the underline covers x 110…190, y 65…69.
        let box = try #require(Self.redBox(fb))
        #expect(box.x == 110..<190)
        #expect(box.y == 65..<69)
    }

    @Test("reduce decides what the overlay sees: merged dictionaries keep every tab, a replacing reduce the last")
    func reduceMergesDictionaries() throws {
        let every = """
            ForEach(0..<3) { i in
                if let a = anchors[i] { Rectangle().fill(.red).frame(width: proxy[a].width - 10, height: 4).offset(x: proxy[a].minX + 5, y: proxy[a].maxY) }
            }
            """
        let merged = Self.tabBar(reduce: Self.merging).replacingOccurrences(
            of: "if let anchor = anchors[selected] {", with: every + "\nif let anchor = anchors[9] {")
        // Three underlines, each 5 pt in from its tab's sides: 35…105, 115…185, 195…265 on row 66.
        #expect(Self.redRuns(try Self.render(merged), row: 66) == [35..<105, 115..<185, 195..<265])
        let replaced = Self.tabBar(reduce: "value = nextValue()").replacingOccurrences(
            of: "if let anchor = anchors[selected] {", with: every + "\nif let anchor = anchors[9] {")
        // `value = nextValue()` keeps only the last tab's dictionary: one underline, under tab 2.
        #expect(Self.redRuns(try Self.render(replaced), row: 66) == [195..<265])
    }

    @Test("withAnimation moves the underline between tabs: mid-animation it lies between its start and its end")
    func animatedUnderline() throws {
        let source = Self.tabBar(
            reduce: Self.merging, selection: "0",
            change: """
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { withAnimation(.linear(duration: 1)) { selected = 2 } }
                }
                """)
        // Tab 0 is x 30…110, tab 2 is x 190…270; linear over 1 s from t = 1, so at t = 1.5 the underline is half way:
        // x 110…190.
        let before = try #require(Self.redBox(try Self.render(source, at: 0.5)))
        #expect(before.x == 30..<110)
        let middle = try #require(Self.redBox(try Self.render(source, at: 1.5)))
        #expect(middle.x.lowerBound > 30 && middle.x.upperBound < 270)
        #expect(abs(middle.x.lowerBound - 110) <= 1 && abs(middle.x.upperBound - 190) <= 1)
        #expect(middle.y == 65..<69)
        let after = try #require(Self.redBox(try Self.render(source, at: 2.5)))
        #expect(after.x == 190..<270)
    }

    @Test("a tapped tab (timeline at(1) { tap }) animates the underline to it; a frame mid-way is between the tabs")
    func tappedTab() throws {
        let source = """
            scene(width: 300, height: 100, fps: 10, duration: 3, background: .white)
            struct TabKey: PreferenceKey {
                static var defaultValue: [Int: Anchor<CGRect>] = [:]
                static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
                    for (k, v) in nextValue() { value[k] = v }
                }
            }
            struct Tabs: View {
                @State private var selected = 0
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(0..<3) { i in
                            Button("Tab \\(i)") { withAnimation(.linear(duration: 1)) { selected = i } }
                                .frame(width: 80, height: 30)
                                .anchorPreference(key: TabKey.self, value: .bounds) { [i: $0] }
                        }
                    }
                    .overlayPreferenceValue(TabKey.self) { anchors in
                        GeometryReader { proxy in
                            if let anchor = anchors[selected] {
                                Rectangle().fill(.red)
                                    .frame(width: proxy[anchor].width, height: 4)
                                    .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
                            }
                        }
                    }
                }
            }
            Tabs()
            at(1) { tap("Tab 1") }
            """
        // Tab 0 is x 30…110 and tab 1 x 110…190; linear over 1 s from t = 1: a quarter of the way at t = 1.25, x 50…130.
        #expect(try #require(Self.redBox(try Self.render(source, at: 0.5))).x == 30..<110)
        let quarter = try #require(Self.redBox(try Self.render(source, at: 1.25)))
        #expect(abs(quarter.x.lowerBound - 50) <= 1 && abs(quarter.x.upperBound - 130) <= 1)
        #expect(try #require(Self.redBox(try Self.render(source, at: 2.5))).x == 110..<190)
    }

    @Test("a key whose values are structs holding anchors, read by a method taking the proxy (swiftui-lab's border)")
    func structHoldingAnchor() throws {
        let fb = try Self.render(
            """
            scene(width: 300, height: 100, background: .white)
            struct TextData: Equatable {
                let index: Int
                let bounds: Anchor<CGRect>
            }
            struct TextKey: PreferenceKey {
                static var defaultValue: [TextData] = []
                static func reduce(value: inout [TextData], nextValue: () -> [TextData]) {
                    value.append(contentsOf: nextValue())
                }
            }
            struct Months: View {
                let active = 2
                var body: some View {
                    HStack(spacing: 10) {
                        ForEach(0..<3) { i in
                            Color.gray.frame(width: 60, height: 40)
                                .anchorPreference(key: TextKey.self, value: .bounds) { [TextData(index: i, bounds: $0)] }
                        }
                    }
                    .backgroundPreferenceValue(TextKey.self, alignment: .topLeading) { preferences in
                        GeometryReader { geometry in
                            self.border(geometry, preferences)
                        }
                    }
                }
                func border(_ geometry: GeometryProxy, _ preferences: [TextData]) -> some View {
                    let p = preferences.first(where: { $0.index == self.active })
                    let bounds = p != nil ? geometry[p!.bounds] : .zero
                    return Rectangle().fill(.red)
                        .frame(width: bounds.size.width + 6, height: bounds.size.height + 6)
                        .offset(x: bounds.minX - 3, y: bounds.minY - 3)
                }
            }
            Months()
            """)
        // Three 60-pt squares 10 apart: the HStack is 200 × 40 centred in 300 × 100, (50, 30)…(250, 70); square 2 is
        // x 190…250. The red border is 3 pt larger on every side and beneath it: x 187…253, y 27…73.
        let box = try #require(Self.redBox(fb))
        #expect(box.x == 187..<253)
        #expect(box.y == 27..<73)
        #expect(!Self.isRed(fb, 220, 50))
    }

    @Test("overlayPreferenceValue(_:alignment:) aligns its view in the modified view's frame")
    func alignedOverlay() throws {
        let fb = try Self.render(
            """
            scene(width: 200, height: 100, background: .white)
            struct CountKey: PreferenceKey {
                static var defaultValue = 0
                static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
            }
            VStack(spacing: 0) {
                Color.gray.frame(width: 100, height: 20).preference(key: CountKey.self, value: 1)
                Color.gray.frame(width: 100, height: 20).preference(key: CountKey.self, value: 2)
            }
            .overlayPreferenceValue(CountKey.self, alignment: .bottomTrailing) { count in
                Rectangle().fill(.red).frame(width: CGFloat(count) * 10, height: 10)
            }
            """)
        // The VStack is 100 × 40 centred in 200 × 100: (50, 30)…(150, 70). The values 1 and 2 sum to 3: a 30 × 10
        // rectangle in its bottom-trailing corner, x 120…150, y 60…70.
        let box = try #require(Self.redBox(fb))
        #expect(box.x == 120..<150)
        #expect(box.y == 60..<70)
    }

    @Test("the view built from preference values inherits the font written around the modifier, as an overlay's does")
    func decorationInheritsFont() throws {
        func inkWidth(_ size: Int) throws -> Int {
            let fb = try Self.render(
                """
                scene(width: 400, height: 100, background: .white)
                struct K: PreferenceKey {
                    static var defaultValue = 0
                    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
                }
                Color.clear.frame(width: 400, height: 100)
                    .overlayPreferenceValue(K.self) { _ in Text("MMMM") }
                    .font(.system(size: \(size)))
                """)
            var (x0, x1) = (Int.max, Int.min)
            for y in 0..<fb.height {
                for x in 0..<fb.width where fb[x, y].g < 128 { (x0, x1) = (min(x0, x), max(x1, x + 1)) }
            }
            return x1 - x0
        }
        // Apple: Font.system(size:) — the glyphs' advance scales with the size, so 40 pt ink is 4× 10 pt ink (a pixel
        // or two of rounding and side bearings either way).
        let (small, large) = (try inkWidth(10), try inkWidth(40))
        #expect(small > 20)
        #expect(abs(Double(large) / Double(small) - 4) < 0.35, "\(small) → \(large)")
    }

    @Test("a background highlight follows the scale and offset written after the anchor")
    func backgroundFollowsEffects() throws {
        let fb = try Self.render(
            """
            scene(width: 200, height: 200, background: .white)
            struct BoundsKey: PreferenceKey {
                static var defaultValue: Anchor<CGRect>? = nil
                static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                    value = value ?? nextValue()
                }
            }
            ZStack {
                Rectangle().fill(.blue).frame(width: 40, height: 20)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    .scaleEffect(2)
                    .offset(x: 30, y: -20)
            }
            .frame(width: 200, height: 200)
            .backgroundPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let a = anchor {
                        Rectangle().fill(.red)
                            .frame(width: proxy[a].width + 8, height: proxy[a].height + 8)
                            .offset(x: proxy[a].minX - 4, y: proxy[a].minY - 4)
                    }
                }
            }
            """)
        // The 40 × 20 rectangle centred in 200 × 200 is (80, 90)…(120, 110); scaled 2× about its centre it is
        // (60, 80)…(140, 120); offset by (30, −20) it is (90, 60)…(170, 100). The highlight is 4 pt larger on every
        // side, (86, 56)…(174, 104), drawn beneath the blue rectangle.
        let box = try #require(Self.redBox(fb))
        #expect(box.x == 86..<174)
        #expect(box.y == 56..<104)
        #expect(!Self.isRed(fb, 130, 80))  // blue over red at the centre
        #expect(Self.isRed(fb, 88, 80))
    }

    @Test("a point anchor (.center) resolves to a CGPoint; transformAnchorPreference edits the subtree's value")
    func pointAnchorAndTransform() throws {
        let fb = try Self.render(
            """
            scene(width: 200, height: 100, background: .white)
            struct Centers: PreferenceKey {
                static var defaultValue: [Anchor<CGPoint>] = []
                static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
                    value += nextValue()
                }
            }
            HStack(spacing: 20) {
                Color.gray.frame(width: 40, height: 40)
                    .anchorPreference(key: Centers.self, value: .center) { [$0] }
                Color.gray.frame(width: 40, height: 40)
            }
            .transformAnchorPreference(key: Centers.self, value: .topLeading) { value, anchor in
                value.append(anchor)
            }
            .overlayPreferenceValue(Centers.self) { centers in
                GeometryReader { proxy in
                    ForEach(0..<centers.count, id: \\.self) { i in
                        Rectangle().fill(.red).frame(width: 6, height: 6)
                            .offset(x: proxy[centers[i]].x - 3, y: proxy[centers[i]].y - 3)
                    }
                }
            }
            """)
        // The HStack is 100 × 40 centred in 200 × 100: (50, 30)…(150, 70). The first square's centre is (70, 50); the
        // transform appends the HStack's top-leading corner (50, 30), the reader's (0, 0): squares at x 67…73 (row
        // 50) and x 47…53, y 27…33 (an overlay is not clipped to its view).
        #expect(Self.redRuns(fb, row: 50) == [67..<73])
        #expect(Self.redRuns(fb, row: 30) == [47..<53])
    }

    @Test("an anchor source that is not one is a located error")
    func badSource() throws {
        let error = try #require(throws: SceneError.self) {
            try SceneProgram(
                source: """
                    struct K: PreferenceKey {
                        static var defaultValue: Anchor<CGRect>? = nil
                        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() }
                    }
                    Color.red.anchorPreference(key: K.self, value: .middle) { $0 }
                    """, path: "bad.scene")
        }
        let first = try #require(error.errors.first)
        #expect(first.message.hasPrefix("an anchor's source is '.bounds'"))
        #expect(first.range.start.line == 5 && first.range.start.column == 48)
    }

    @Test("overlayPreferenceValue with a key that is not a PreferenceKey is a located error")
    func badKey() throws {
        let error = try #require(throws: SceneError.self) {
            try SceneProgram(
                source: "Color.red.overlayPreferenceValue(Int.self) { v in Color.blue }\n", path: "bad.scene")
        }
        let first = try #require(error.errors.first)
        #expect(first.message == "a preference key is a 'PreferenceKey' struct named as 'K.self'")
        #expect(first.range.start.line == 1 && first.range.start.column == 34)
    }
}
