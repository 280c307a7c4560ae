// LazyCreationTests.swift: `onAppear` of the rows of a lazy container runs only for the rows it has created, those in
// its viewport (Apple: LazyVStack, "doesn't create items until it needs to render them onscreen"; LazyCreation.swift),
// and runs for a row once scrolling brings it into view; an eager VStack creates every row. Expected rows by hand:
// rows of 40 pt from y = 0 in a 300 pt tall scroll view meet it for i · 40 < 300, i.e. rows 0…7; scrolled so that row
// 40 is at the top (offset 1600), rows 40…47.

import Layout
import Scene
import Testing

@Suite struct LazyCreationTests {
    /// The rows whose `onAppear` ran by the end of the timeline, in the order they ran.
    static func appeared(
        container: String, events: String = "", height: Double? = 300, scroll: Bool = true
    ) throws -> [Int] {
        let content = """
            \(container)(spacing: 0) {
                ForEach(0..<50, id: \\.self) { i in
                    Color.gray.frame(width: 40, height: 40).onAppear { seen.append(i) }.id(i)
                }
            }
            """
        let source = """
            \(height.map { "scene(width: 200, height: \($0), duration: 3)" } ?? "")
            @State var seen: [Int] = []
            @State var target: Int? = nil
            ZStack {
                \(scroll ? "ScrollView {\n\(content).scrollTargetLayout()\n}.scrollPosition(id: $target)" : content)
                Text("rows:" + seen.map { "\\($0)" }.joined(separator: ","))
            }
            \(events)
            """
        let (_, leaves) = try SceneRender.render(source, at: height == nil ? 0 : 2.9)
        for leaf in leaves {
            guard case .text(let text) = leaf.content, text.layout.string.hasPrefix("rows:") else { continue }
            return text.layout.string.dropFirst(5).split(separator: ",").compactMap { Int($0) }
        }
        return []
    }

    @Test("a LazyVStack in a 300 pt ScrollView runs onAppear for rows 0…7 only")
    func visibleRowsOnly() throws {
        #expect(try Self.appeared(container: "LazyVStack") == Array(0...7))
    }

    @Test("an eager VStack runs onAppear for all 50 rows")
    func eagerStack() throws {
        #expect(try Self.appeared(container: "VStack") == Array(0..<50))
    }

    @Test("scrolling to row 40 at t = 1 runs onAppear for rows 40…47 then, not at time 0")
    func scrolledIntoView() throws {
        let rows = try Self.appeared(container: "LazyVStack", events: "at(1) { target = 40 }")
        #expect(rows == Array(0...7) + Array(40...47))
    }

    @Test("a LazyVStack with no scroll view creates the rows on the canvas: rows 22…27 of a 200 pt canvas")
    func withoutScrollView() throws {
        // The 2000 pt stack is centred on the 200 pt canvas: row i spans −900 + 40 i … −860 + 40 i, which meets
        // 0…200 for 22 ≤ i ≤ 27.
        #expect(try Self.appeared(container: "LazyVStack", height: 200, scroll: false) == Array(22...27))
    }

    @Test(
        "a header-less file is laid out on the canvas fit gives its root: rows 0…21 of a ScrollView on the 852 pt screen"
    )
    func headerless() throws {
        // The ScrollView takes any offer, so the canvas is the 393 × 852 preview screen: 852 / 40 = 21.3, rows 0…21.
        #expect(try Self.appeared(container: "LazyVStack", height: nil) == Array(0...21))
        // A LazyVStack spans whatever width it is offered, so it too is drawn on the screen, its 2000 pt centred:
        // row i spans −574 + 40 i … −534 + 40 i, which meets 0…852 for 14 ≤ i ≤ 35.
        #expect(try Self.appeared(container: "LazyVStack", height: nil, scroll: false) == Array(14...35))
    }
}
