// ToolbarTests.swift: `.toolbar { … }` items drawn by the enclosing NavigationStack, as NavigationStackView+Toolbar
// states the iPhone rule: leading items from the left margin (16 pt), trailing items ending at the right margin in
// the order written 16 pt apart, centred in the 44-pt bar; `.principal` in place of the inline title; the bottom
// toolbar 44 pt at the bottom; hidden bars; bar backgrounds; the tint on buttons.
// Rule: Apple: ToolbarItem, ToolbarItemGroup, ToolbarItemPlacement, View.toolbar(content:), View.toolbar(_:for:),
// View.navigationBarItems(leading:trailing:), View.toolbarBackground(_:for:) — developer.apple.com/documentation/
// swiftui. Expected positions are the rule's numbers applied to each scene's canvas by hand, within half a point
// (frames are rounded to whole pixels).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct ToolbarTests {
    /// Each text leaf's string and frame.
    func texts(_ leaves: [PlacedLeaf]) -> [String: Rect] {
        var found: [String: Rect] = [:]
        for (string, frame) in PastedFiles13Tests().texts(leaves) { found[string] = frame }
        return found
    }

    /// The bounding box of the pixels in `region` for which `isInk` holds.
    func inkBox(_ fb: Framebuffer, _ region: Rect, _ isInk: (UInt8, UInt8, UInt8) -> Bool) -> Rect? {
        var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
        for y in Int(region.minY)..<Int(region.maxY) {
            for x in Int(region.minX)..<Int(region.maxX) {
                let p = fb[x, y]
                guard isInk(p.r, p.g, p.b) else { continue }
                (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
            }
        }
        guard x0 <= x1 else { return nil }
        return Rect(x: Double(x0), y: Double(y0), width: Double(x1 - x0 + 1), height: Double(y1 - y0 + 1))
    }

    @Test("leading item from the left margin, trailing items in written order ending at the right margin, centred in the bar")
    func itemPositions() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            NavigationStack {
                Color.clear
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("One") {} }
                        ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
                        ToolbarItem(placement: .primaryAction) { Button("Two") {} }
                    }
            }
            """)
        let shown = texts(leaves)
        let edit = try #require(shown["Edit"]), one = try #require(shown["One"]), two = try #require(shown["Two"])
        let title = try #require(shown["Title"])
        #expect(abs(edit.minX - 16) <= 0.5, "\(edit)")
        #expect(abs(two.maxX - (300 - 16)) <= 0.5, "\(two)")
        // Written order: One, then Two, 16 pt apart.
        #expect(abs(two.minX - one.maxX - 16) <= 0.5, "\(one) \(two)")
        for frame in [edit, one, two, title] { #expect(abs(frame.midY - 22) <= 0.5, "\(frame)") }
        #expect(abs(title.midX - 150) <= 0.5, "\(title)")
    }

    @Test("button items are drawn in the tint: system blue by default, .tint and .accentColor respected")
    func tintColours() throws {
        func trailingInk(_ modifier: String) throws -> (UInt8, UInt8, UInt8)? {
            let (fb, leaves) = try SceneRender.render(
                """
                scene(width: 200, height: 100, background: .white)
                NavigationStack {
                    Color.white.toolbar { Button("Add") {} }
                }\(modifier)
                """)
            let add = try #require(texts(leaves)["Add"])
            // The most saturated pixel of the item's text.
            var best: (UInt8, UInt8, UInt8)?
            var spread = 0
            for y in Int(add.minY)..<Int(add.maxY) {
                for x in Int(add.minX)..<Int(add.maxX) {
                    let p = fb[x, y]
                    let s = Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b))
                    if s > spread { (spread, best) = (s, (p.r, p.g, p.b)) }
                }
            }
            return best
        }
        let blue = try #require(try trailingInk(""))
        #expect(blue.0 < 40 && abs(Int(blue.1) - 122) < 30 && blue.2 > 230, "\(blue)")
        let red = try #require(try trailingInk(".tint(.red)"))
        #expect(red.0 > 230 && red.1 < 90 && red.2 < 90, "\(red)")
        let green = try #require(try trailingInk(".accentColor(.green)"))
        #expect(green.1 > 150 && green.0 < 90 && green.2 < 120, "\(green)")
    }

    @Test(".principal replaces the inline title, centred in the bar")
    func principalReplacesTitle() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 240, height: 120, background: .white)
            NavigationStack {
                Color.clear
                    .navigationTitle("Hidden title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .principal) { Text("Custom").font(.headline) } }
            }
            """)
        let shown = texts(leaves)
        #expect(shown["Hidden title"] == nil)
        let custom = try #require(shown["Custom"])
        #expect(abs(custom.midX - 120) <= 0.5 && abs(custom.midY - 22) <= 0.5, "\(custom)")
    }

    @Test("a large title stays under the bar; the items sit in the 44-pt bar above it")
    func largeTitleWithItems() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            NavigationStack {
                Color.clear.navigationTitle("Notes").toolbar { EditButton() }
            }
            """)
        let shown = texts(leaves)
        let edit = try #require(shown["Edit"]), title = try #require(shown["Notes"])
        #expect(abs(edit.maxX - 284) <= 0.5 && abs(edit.midY - 22) <= 0.5, "\(edit)")
        // The large title: 16 pt from the leading edge, its box ending 8 pt above the 96-pt bar's bottom.
        #expect(abs(title.minX - 16) <= 0.5 && abs(title.maxY - 88) <= 0.5, "\(title)")
    }

    @Test("a bottom bar group: the first view at the left margin, Spacer pushing the last to the right, 22 pt above the bottom")
    func bottomBar() throws {
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            NavigationStack {
                Color.yellow
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("A") {}
                            Spacer()
                            Button("B") {}
                        }
                    }
            }
            """)
        let shown = texts(leaves)
        let a = try #require(shown["A"]), b = try #require(shown["B"])
        #expect(abs(a.minX - 16) <= 0.5 && abs(b.maxX - 284) <= 0.5, "\(a) \(b)")
        #expect(abs(a.midY - 178) <= 0.5 && abs(b.midY - 178) <= 0.5, "\(a) \(b)")
        // The root fills the space between the 44-pt bars: yellow from y 44 to 156.
        #expect(fb[150, 45].b < 50 && fb[150, 154].b < 50, "\(fb[150, 45]) \(fb[150, 154])")
        #expect(fb[150, 43].b > 200 && fb[150, 157].b > 200, "\(fb[150, 43]) \(fb[150, 157])")
    }

    @Test(".status is centred in the bottom bar; .keyboard draws nothing; .secondaryAction is the overflow button")
    func otherPlacements() throws {
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            NavigationStack {
                Color.white
                    .toolbar {
                        ToolbarItem(placement: .status) { Text("Saved") }
                        ToolbarItem(placement: .keyboard) { Button("Hide") {} }
                        ToolbarItem(placement: .secondaryAction) { Button("More") {} }
                    }
            }
            """)
        let shown = texts(leaves)
        let saved = try #require(shown["Saved"])
        #expect(abs(saved.midX - 150) <= 0.5 && abs(saved.midY - 178) <= 0.5, "\(saved)")
        #expect(shown["Hide"] == nil && shown["More"] == nil)
        // The overflow button's glyph, in the tint, ends at the right margin.
        let glyph = try #require(inkBox(fb, Rect(x: 200, y: 0, width: 100, height: 44)) { r, g, b in b > 200 && r < 100 })
        #expect(glyph.maxX <= 284 && glyph.maxX > 270 && abs(glyph.midY - 22) < 2, "\(glyph)")
    }

    @Test("toolbar(.hidden, for: .navigationBar) and navigationBarHidden(true): no bar; the root fills the stack")
    func hiddenBar() throws {
        for hide in [
            ".toolbar(.hidden, for: .navigationBar)", ".navigationBarHidden(true)", ".toolbar(.hidden)",
            ".toolbar(.hidden, for: .tabBar, .navigationBar)", ".toolbarVisibility(.hidden, for: .navigationBar)",
        ] {
            let (fb, leaves) = try SceneRender.render(
                """
                scene(width: 200, height: 100, background: .white)
                NavigationStack {
                    Color.red.navigationTitle("Title").toolbar { Button("Add") {} }\(hide)
                }
                """)
            #expect(texts(leaves).isEmpty, "\(hide)")
            #expect(fb[100, 2].g < 100 && fb[190, 20].g < 100, "\(hide): \(fb[100, 2])")
        }
        // Hiding the bottom bar keeps the navigation bar's items.
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 100, background: .white)
            NavigationStack {
                Color.red
                    .toolbar {
                        Button("Add") {}
                        ToolbarItem(placement: .bottomBar) { Button("Bottom") {} }
                    }
                    .toolbar(.hidden, for: .bottomBar)
                    .toolbar(removing: .sidebarToggle)
            }
            """)
        #expect(Set(texts(leaves).keys) == ["Add"])
    }

    @Test("toolbarBackground(style, for:) shows only with toolbarBackground(.visible, for:), behind the bar")
    func barBackground() throws {
        func corner(_ modifiers: String) throws -> [UInt8] {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 200, height: 100, background: .white)
                NavigationStack {
                    Color.white.navigationTitle("T").navigationBarTitleDisplayMode(.inline)\(modifiers)
                }
                """)
            return [fb[2, 2].r, fb[2, 2].g, fb[2, 2].b, fb[2, 50].r]
        }
        #expect(try corner(".toolbarBackground(Color.red, for: .navigationBar)") == [255, 255, 255, 255])
        #expect(
            try corner(".toolbarBackground(Color.red, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)")
                == [255, 59, 48, 255])
        #expect(
            try corner(".toolbarBackground(.red, for: .navigationBar).toolbarBackground(.visible, for: .bottomBar, .navigationBar)")
                == [255, 59, 48, 255])
    }

    @Test("navigationBarItems(leading:trailing:) places its views as leading and trailing items")
    func navigationBarItems() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 120, background: .white)
            NavigationView {
                Text("Body").navigationBarItems(leading: Button("Left") {}, trailing: Button("Right") {})
            }
            """)
        let shown = texts(leaves)
        let left = try #require(shown["Left"]), right = try #require(shown["Right"])
        #expect(abs(left.minX - 16) <= 0.5 && abs(right.maxX - 284) <= 0.5, "\(left) \(right)")
        #expect(abs(left.midY - 22) <= 0.5 && abs(right.midY - 22) <= 0.5)
    }

    @Test("ToolbarContentBuilder: if/else and ForEach build items; a ToolbarContent struct's body is its items")
    func contentBuilder() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 120, background: .white)
            struct Actions: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                }
            }
            @State var editing = false
            NavigationStack {
                Color.clear
                    .toolbar {
                        Actions()
                        if editing {
                            ToolbarItem { Button("Done") {} }
                        } else {
                            ToolbarItemGroup {
                                ForEach(["X", "Y"], id: \\.self) { name in Button(name) {} }
                            }
                        }
                    }
            }
            """)
        let shown = texts(leaves)
        #expect(Set(shown.keys) == ["Cancel", "X", "Y"])
        let cancel = try #require(shown["Cancel"]), x = try #require(shown["X"]), y = try #require(shown["Y"])
        #expect(abs(cancel.minX - 16) <= 0.5 && abs(y.maxX - 284) <= 0.5 && abs(y.minX - x.maxX - 16) <= 0.5)
    }

    @Test("a bar symbol is drawn at the large image scale of the body font")
    func symbolScale() throws {
        let (_, inBar) = try SceneRender.render(
            """
            scene(width: 200, height: 100, background: .white)
            NavigationStack {
                Color.clear.toolbar { Button { } label: { Image(systemName: "plus") } }
            }
            """)
        let (_, alone) = try SceneRender.render(
            """
            scene(width: 200, height: 100, background: .white)
            Image(systemName: "plus").imageScale(.large)
            """)
        let symbol = try #require(texts(inBar).values.first), reference = try #require(texts(alone).values.first)
        #expect(symbol.size == reference.size, "\(symbol) \(reference)")
        #expect(abs(symbol.maxX - 184) <= 0.5 && abs(symbol.midY - 22) <= 0.5, "\(symbol)")
    }

    @Test("a toolbar's Labels and Button(_:systemImage:) show only their icon, unless .labelStyle says otherwise")
    func labelsIconOnly() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 120, background: .white)
            NavigationStack {
                Label("Outside", systemImage: "star")
                    .toolbar {
                        Button("Add", systemImage: "plus") {}
                        ToolbarItem(placement: .principal) { Label("Icon", systemImage: "star") }
                        ToolbarItem(placement: .topBarLeading) { Label("Both", systemImage: "gear").labelStyle(.titleAndIcon) }
                    }
            }
            """)
        let shown = texts(leaves)
        #expect(shown["Add"] == nil && shown["Icon"] == nil && shown["Both"] != nil && shown["Outside"] != nil, "\(shown.keys.sorted())")
        // The plus glyph alone ends at the right margin, centred in the bar.
        let trailing = PastedFiles13Tests().texts(leaves).filter { abs($0.1.maxX - 284) <= 0.5 }
        #expect(trailing.count == 1 && abs((trailing.first?.1.midY ?? 0) - 22) <= 0.5, "\(trailing)")
    }

    @Test("a toolbar with no NavigationStack around it draws nothing and does not warn")
    func noStack() throws {
        let source = """
            scene(width: 120, height: 60, background: .white)
            Text("x").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } }
            """
        let program = try SceneProgram(source: source, path: "t.scene")
        #expect(program.warnings.isEmpty)
        let (fb, leaves) = try SceneRender.render(source)
        let (bare, _) = try SceneRender.render("scene(width: 120, height: 60, background: .white)\nText(\"x\")")
        #expect(texts(leaves).keys.sorted() == ["x"])
        #expect(fb.bytes == bare.bytes)
    }
}
