// PastedFiles17LayoutTests.swift: layout that real SwiftUI files pasted for issue #14 (corpus 17) wrote and anim
// refused or drew wrong: `gridCellAnchor(_:)`, the lazy containers' `pinnedViews:` with a Section in a lazy grid,
// `List(selection:)`, and `resizable()` after `renderingMode(_:)` and Image's other sampling methods.
// Rule: Apple: View.gridCellAnchor(_:) (the cell's content placed at that unit point of its cell);
// PinnedScrollableViews and LazyHGrid.init(rows:alignment:spacing:pinnedViews:content:) (pinning shows only while
// scrolling); List.init(selection:content:) (an iOS list draws its selection only in edit mode); Image.renderingMode(_:)
// returns an Image, so `resizable()` after it applies as without it. Expected values are computed by hand from each
// source.

import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFiles17LayoutTests {
    /// Whether pixel (x, y) is `Color.red` (sRGB 255, 59, 48), not grey or white.
    func isRed(_ fb: Framebuffer, _ x: Int, _ y: Int) -> Bool {
        let p = fb[x, y]
        return p.r > 240 && p.g < 80 && p.b < 80
    }

    // MARK: gridCellAnchor

    @Test("gridCellAnchor(.topTrailing): a 20-pt square at the top-trailing corner of its 100-pt cell (repro 14)")
    func gridCellAnchorTopTrailing() throws {
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 20, height: 20)
                        .gridCellAnchor(.topTrailing)
                    Color.gray.frame(width: 100, height: 100)
                }
                GridRow {
                    Color.gray.frame(width: 100, height: 100)
                    Color.gray.frame(width: 100, height: 100)
                }
            }
            """)
        // Columns and rows 100 each; the cell (0, 0, 100, 100): unit point (1, 0) of the square on the cell's, so the
        // square's origin is (100 − 20, 0).
        #expect(leaves.first?.frame == Rect(x: 80, y: 0, width: 20, height: 20))
        #expect(isRed(fb, 80, 0) && isRed(fb, 99, 19))
        #expect(!isRed(fb, 79, 10) && !isRed(fb, 90, 20))
        // The rest of the first cell is the background (the centred square of the default alignment is gone).
        #expect(fb[50, 50].r == 255 && fb[50, 50].g == 255 && fb[50, 50].b == 255)
    }

    @Test("gridCellAnchor(UnitPoint(x:y:)) overrides gridColumnAlignment for its own cell only")
    func gridCellAnchorCustomPoint() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 300, background: .white)
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 20, height: 20).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
                    Color.gray.frame(width: 100, height: 100)
                }
                GridRow {
                    Color.blue.frame(width: 20, height: 20).gridColumnAlignment(.trailing)
                    Color.gray.frame(width: 100, height: 100)
                }
                GridRow {
                    Color.gray.frame(width: 100, height: 100)
                    Color.gray.frame(width: 100, height: 100)
                }
            }
            """)
        // Cells 100 × 100. Red: slack 80 both ways, (0.25 · 80, 0.75 · 80) = (20, 60). Blue: the column's trailing
        // alignment and the row's centre: (80, 100 + 40).
        #expect(leaves[0].frame == Rect(x: 20, y: 60, width: 20, height: 20))
        #expect(leaves[2].frame == Rect(x: 80, y: 140, width: 20, height: 20))
    }

    // MARK: pinnedViews and Section in lazy grids

    @Test("LazyHGrid(pinnedViews: .sectionHeaders) in a horizontal ScrollView: header column, then items 16 apart")
    func lazyHGridPinnedHeader() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 400, height: 80, background: .white)
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(80))], alignment: .top, spacing: 16, pinnedViews: .sectionHeaders) {
                    Section(header: Text("1").font(.largeTitle).foregroundColor(.red)) {
                        ForEach(0..<5) { _ in
                            RoundedRectangle(cornerRadius: 10).frame(width: 80)
                        }
                    }
                }
            }
            """)
        let header = try #require(PastedFiles13Tests().texts(leaves).first)
        #expect(header.0 == "1")
        let items = leaves.filter { if case .text = $0.content { false } else { true } }.map(\.frame)
        // At scroll offset 0 the header is its own column at x 0, aligned to the top; each item 80 × 80 (the fixed
        // row), the first 16 after the header, then every 80 + 16.
        #expect(header.1.minX == 0 && header.1.minY == 0)
        let w = header.1.width
        #expect(items.count == 5)
        #expect(items.map(\.minX) == (0..<5).map { w + 16 + Double($0) * 96 })
        #expect(items.allSatisfy { $0.minY == 0 && $0.width == 80 && $0.height == 80 })
    }

    @Test("LazyVGrid(pinnedViews: [.sectionHeaders, .sectionFooters]): header row, items from the first column, footer")
    func lazyVGridSectionHeaderAndFooter() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 80, height: 55, background: .white)
            LazyVGrid(
                columns: [GridItem(.fixed(40), spacing: 0), GridItem(.fixed(40), spacing: 0)], spacing: 0,
                pinnedViews: [.sectionHeaders, .sectionFooters]
            ) {
                Section(header: Color.red.frame(height: 10), footer: Color.blue.frame(height: 5)) {
                    Color.green.frame(width: 40, height: 20)
                    Color.green.frame(width: 40, height: 20)
                    Color.green.frame(width: 40, height: 20)
                }
            }
            """)
        // Width 80 (two 40-pt columns, no gaps). Lines: header 10 (offered the full 80), items 20 and 20 (the third
        // alone in the first column), footer 5: 55 tall. Pinned header and footer are drawn after the items (over
        // them once scrolled).
        #expect(
            leaves.map(\.frame) == [
                Rect(x: 0, y: 10, width: 40, height: 20), Rect(x: 40, y: 10, width: 40, height: 20),
                Rect(x: 0, y: 30, width: 40, height: 20),
                Rect(x: 0, y: 0, width: 80, height: 10), Rect(x: 0, y: 50, width: 80, height: 5),
            ])
    }

    @Test("A Section's items start a new line of a LazyVGrid, after loose items and its header")
    func lazyVGridSectionStartsLine() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 80, height: 55, background: .white)
            LazyVGrid(columns: [GridItem(.fixed(40), spacing: 0), GridItem(.fixed(40), spacing: 0)], spacing: 5) {
                Color.green.frame(width: 40, height: 10)
                Section(header: Color.red.frame(height: 10)) {
                    Color.blue.frame(width: 40, height: 10)
                }
                Color.green.frame(width: 40, height: 10)
            }
            """)
        // Lines 10 apart by 5: loose item (y 0), header (y 15, 80 wide), the section's item in the first column
        // (y 30), then the loose item after the section on a line of its own (y 45): 55 tall.
        #expect(
            leaves.map(\.frame) == [
                Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 0, y: 15, width: 80, height: 10),
                Rect(x: 0, y: 30, width: 40, height: 10), Rect(x: 0, y: 45, width: 40, height: 10),
            ])
    }

    /// A LazyVGrid of one 40-pt column in a 40 × 50 vertical scroll view scrolled to the view with id `target`.
    static func scrolledGrid(pinned: String, target: String, _ sections: String) throws -> Framebuffer {
        try SceneRender.render(
            """
            scene(width: 40, height: 50, background: .white)
            @State var top: Int? = \(target)
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(40))], spacing: 0\(pinned)) {
            \(sections)
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $top)
            """
        ).0
    }

    func isBlue(_ fb: Framebuffer, _ x: Int, _ y: Int) -> Bool { fb[x, y].b > 200 && fb[x, y].r < 60 }
    func isGreen(_ fb: Framebuffer, _ x: Int, _ y: Int) -> Bool {
        fb[x, y].g > 150 && fb[x, y].r < 100 && fb[x, y].b < 150
    }

    @Test("A pinned section header stays at the top of a scrolled ScrollView, over the items; unpinned it scrolls away")
    func pinnedHeaderSticks() throws {
        let section = """
                    Section(header: Color.red.frame(height: 10)) {
                        ForEach(0..<10, id: \\.self) { i in Color.blue.frame(width: 40, height: 20).id(i) }
                    }
            """
        // Header 0…10, item i at 10 + 20 i: scrolled to item 3, offset 70. Unpinned the header is at −70; pinned it
        // is at the viewport's top (0…10), over item 3 (0…20).
        let pinned = try Self.scrolledGrid(pinned: ", pinnedViews: .sectionHeaders", target: "3", section)
        #expect(isRed(pinned, 20, 1) && isRed(pinned, 20, 8))
        #expect(isBlue(pinned, 20, 12))
        let unpinned = try Self.scrolledGrid(pinned: "", target: "3", section)
        #expect(isBlue(unpinned, 20, 5))
        // Footers only pinned: the header scrolls away too.
        let footers = try Self.scrolledGrid(pinned: ", pinnedViews: .sectionFooters", target: "3", section)
        #expect(isBlue(footers, 20, 5))
    }

    @Test("A pinned footer stays at the bottom edge while its section reaches past it")
    func pinnedFooterSticks() throws {
        let section = """
                    Section(footer: Color.red.frame(height: 10)) {
                        ForEach(0..<10, id: \\.self) { _ in Color.blue.frame(width: 40, height: 20) }
                    }
            """
        // At offset 0 the items span 0…200 and the footer 200…210, below the 50-pt viewport; pinned it ends at the
        // viewport's bottom: 40…50, over item 2 (40…60).
        let fb = try Self.scrolledGrid(pinned: ", pinnedViews: .sectionFooters", target: "nil", section)
        #expect(isRed(fb, 20, 41) && isRed(fb, 20, 48))
        #expect(isBlue(fb, 20, 38))
        let unpinned = try Self.scrolledGrid(pinned: ", pinnedViews: .sectionHeaders", target: "nil", section)
        #expect(isBlue(unpinned, 20, 45))
    }

    @Test("The next section pushes a pinned header out: it stays inside its own section")
    func pinnedHeaderPushed() throws {
        let sections = """
                    Section(header: Color.red.frame(height: 10)) {
                        Color.blue.frame(width: 40, height: 20)
                        Color.blue.frame(width: 40, height: 20)
                        Color.blue.frame(width: 40, height: 5).id(7)
                    }
                    Section(header: Color.green.frame(height: 10)) {
                        ForEach(0..<5, id: \\.self) { _ in Color.blue.frame(width: 40, height: 20) }
                    }
            """
        // Section 1 spans 0…55 (header 10, items 20, 20, 5), section 2's header 55…65. Scrolled to id 7 (at 50):
        // offset 50. Pinned at the top, header 1 would span 50…60, past its section's end (55): it stops at 45…55,
        // so 5 pt of it show (0…5); header 2 is at 5…15, below the top, so not moved.
        let fb = try Self.scrolledGrid(pinned: ", pinnedViews: [.sectionHeaders]", target: "7", sections)
        #expect(isRed(fb, 20, 1) && isRed(fb, 20, 3))
        #expect(isGreen(fb, 20, 6) && isGreen(fb, 20, 13))
        #expect(isBlue(fb, 20, 16))
    }

    @Test("LazyVStack and LazyHStack accept pinnedViews: and lay out as without it")
    func lazyStacksPinned() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 50, height: 38, background: .white)
            LazyVStack(pinnedViews: .sectionHeaders) {
                Section(header: Color.red.frame(height: 10)) {
                    Color.blue.frame(height: 20)
                }
            }
            """)
        // The section stacks its header over its row, 8 pt apart (the stack default), each 50 wide.
        #expect(leaves.map(\.frame) == [Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 0, y: 18, width: 50, height: 20)])
        let (_, row) = try SceneRender.render(
            """
            scene(width: 30, height: 10, background: .white)
            LazyHStack(spacing: 10, pinnedViews: [.sectionFooters]) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            """)
        #expect(row.map(\.frame.minX) == [0, 20])
    }

    @Test("pinnedViews: with a member PinnedScrollableViews does not have is an error")
    func pinnedViewsUnknownMember() {
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: """
                    scene(width: 50, height: 50)
                    LazyVStack(pinnedViews: .sectionHeader) { Color.red }
                    """, path: "test.scene")
        }
    }

    // MARK: List(selection:)

    @Test("List(selection:) with a Set or an optional binding draws as List without it (iOS, not editing)")
    func listSelection() throws {
        let plain = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            List {
                Text("A").tag(0)
                Text("B").tag(1)
            }
            """)
        for state in ["@State var selection: Set<Int> = [0]", "@State var selection: Int? = 0"] {
            let selected = try SceneRender.render(
                """
                scene(width: 200, height: 200, background: .white)
                \(state)
                List(selection: $selection) {
                    Text("A").tag(0)
                    Text("B").tag(1)
                }
                """)
            #expect(PastedFiles13Tests().texts(selected.1).map(\.0) == ["A", "B"])
            #expect(selected.0.bytes == plain.0.bytes, "\(state)")
        }
    }

    @Test("List(items, id:, selection:) draws as List(items, id:)")
    func listDataSelection() throws {
        let plain = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            List(["A", "B"], id: \\.self) { Text($0) }
            """)
        let selected = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            @State var picked: String? = "A"
            List(["A", "B"], id: \\.self, selection: $picked) { Text($0) }
            """)
        #expect(PastedFiles13Tests().texts(selected.1).map(\.0) == ["A", "B"])
        #expect(selected.0.bytes == plain.0.bytes)
    }

    @Test("A misspelt selection binding of List(selection:) is still reported")
    func listSelectionChecked() {
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: """
                    scene(width: 50, height: 50)
                    @State var selection: Set<Int> = []
                    List(selection: $selectoin) { Text("A") }
                    """, path: "test.scene")
        }
    }

    // MARK: Image methods before resizable()

    /// The dark-ink bounding box (pixels with green < 128) of a black symbol on white, inside a red border.
    func inkBox(_ fb: Framebuffer) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        var box = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
        for y in 0..<fb.height {
            for x in 0..<fb.width where fb[x, y].g < 128 && fb[x, y].r < 128 {
                box = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y))
            }
        }
        return box
    }

    @Test(
        "renderingMode, interpolation, antialiased, symbolRenderingMode before resizable() keep the symbol resizable",
        arguments: [
            ".renderingMode(.original)", ".renderingMode(.template)", ".interpolation(.none)", ".antialiased(false)",
            ".symbolRenderingMode(.monochrome)", ".renderingMode(.original).interpolation(.low)",
        ])
    func imageMethodsBeforeResizable(_ chain: String) throws {
        func render(_ chain: String) throws -> Framebuffer {
            try SceneRender.render(
                """
                scene(width: 180, height: 180, background: .white)
                Image(systemName: "cloud.fill")\(chain)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 180, height: 180)
                    .foregroundColor(.black)
                """
            ).0
        }
        let bare = try render("")
        let written = try render(chain)
        // Image's methods return an Image: the chain draws what it draws without them (repro W1).
        #expect(written.bytes == bare.bytes)
        // Stretched, the glyph spans most of the 180-pt frame, not its natural ~17 pt.
        let box = inkBox(written)
        #expect(box.maxX - box.minX > 120, "\(box)")
    }

    @Test("resizable() before renderingMode(.original) is the same image as after it")
    func resizableThenRenderingMode() throws {
        func render(_ chain: String) throws -> [UInt8] {
            try SceneRender.render(
                """
                scene(width: 120, height: 120, background: .white)
                Image(systemName: "cloud.fill")\(chain)
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 120, height: 120)
                    .foregroundColor(.black)
                """
            ).0.bytes
        }
        #expect(try render(".resizable().renderingMode(.original)") == render(".renderingMode(.original).resizable()"))
    }
}
