// Corpus32Tests.swift: valid SwiftUI from a fresh corpus of pasted files (corpus32) that anim rejected or drew wrong:
// each test renders the construct and checks the drawn strings or pixels against the rule cited per test, or against
// the same picture written the way anim already drew right.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct Corpus32Tests {
    func strings(_ source: String) throws -> [String] {
        try SceneRender.render(source).1.compactMap { leaf in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
    }

    @Test("`.init(HStackLayout())` where an AnyLayout is expected is AnyLayout's initialiser (implicit member)")
    func anyLayoutImplicitInit() throws {
        func render(_ other: String) throws -> Framebuffer {
            try SceneRender.render(
                """
                scene(width: 100, height: 60, background: .white)
                let vertical = false
                let layout = vertical ? AnyLayout(VStackLayout()) : \(other)
                layout { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40) }
                """
            ).0
        }
        let implicit = try render(".init(HStackLayout(spacing: 0))")
        #expect(implicit.bytes == (try render("AnyLayout(HStackLayout(spacing: 0))")).bytes)
        // Side by side: red at x 10…50, blue at 50…90 on row 30.
        #expect(implicit[20, 30].r > 200 && implicit[20, 30].b < 100 && implicit[70, 30].b > 200)
        #expect(implicit[70, 30].r < 60 && implicit[5, 30] == (255, 255, 255, 255))
    }

    @Test("Markdown `~~struck~~` in a Text literal draws the strikethrough `.strikethrough()` draws")
    func markdownStrikethrough() throws {
        let header = "scene(width: 200, height: 60, background: .white)\n"
        let (markdown, leaves) = try SceneRender.render(header + "Text(\"~~Struck~~\").font(.system(size: 30))")
        let modifier = try SceneRender.render(header + "Text(\"Struck\").strikethrough().font(.system(size: 30))").0
        #expect(markdown.bytes == modifier.bytes)
        // One text leaf and one line through it, as wide as the text.
        let text = try #require(leaves.first { if case .text = $0.content { true } else { false } })
        let line = try #require(leaves.first { if case .shape = $0.content { true } else { false } })
        #expect(abs(line.frame.width - text.frame.width) < 1.5 && line.frame.height > 0 && line.frame.height < 4)
        #expect(line.frame.minY > text.frame.minY && line.frame.maxY < text.frame.maxY)
        // Only the struck words: `~~a~~ b` strikes "a" alone.
        let partial = try SceneRender.render(header + "Text(\"~~Struck~~ plain\").font(.system(size: 30))").1
        let whole = try #require(partial.first { if case .text = $0.content { true } else { false } })
        let part = try #require(partial.first { if case .shape = $0.content { true } else { false } })
        #expect(part.frame.width < whole.frame.width * 0.7 && part.frame.width > whole.frame.width * 0.4)
    }

    @Test("a `LocalizedStringKey` property, parameter or local passed to Text has its Markdown read, as a literal's is")
    func localizedStringKeyProperty() throws {
        let source = """
            scene(width: 300, height: 200, background: .white)
            func row(_ title: LocalizedStringKey, _ plain: String) -> some View { VStack { Text(title); Text(plain) } }
            struct V: View {
                let key: LocalizedStringKey
                var plain: String = "**Bold**"
                var body: some View {
                    let local: LocalizedStringKey = "~~gone~~ *here*"
                    let other = "*kept*"
                    return VStack {
                        Text(key); Text(self.key); Text(plain); Text(local); Text(other)
                        row("**a**", "**b**")
                    }
                }
            }
            V(key: "**Bold** and *italic*")
            """
        #expect(
            try strings(source) == [
                "Bold and italic", "Bold and italic", "**Bold**", "gone here", "*kept*", "a", "**b**",
            ])
    }

    @Test("Date's distance(to:) and advanced(by:) (Strideable)")
    func dateStride() throws {
        let shown = try strings(
            """
            scene(width: 200, height: 40)
            let a = Date(timeIntervalSinceReferenceDate: 0)
            let d = a.distance(to: Date(timeIntervalSinceReferenceDate: 90))
            Text("delta \\(Int(d)) \\(Int(a.advanced(by: 30).timeIntervalSinceReferenceDate))")
            """)
        #expect(shown == ["delta 90 30"])
    }

    @Test("a static property written through its type's name: `Counter.count = 3`, `Store.shared.items[0] = 5`")
    func staticAssignmentThroughTypeName() throws {
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            struct Counter { static var count = 0 }
            final class Store { static let shared = Store(); var items = [1, 2] }
            struct V: View {
                var body: some View {
                    Counter.count = 3
                    Counter.count += 1
                    Store.shared.items[0] = 5
                    return Text("count \\(Counter.count) \\(Store.shared.items[0])")
                }
            }
            V()
            """)
        #expect(shown == ["count 4 5"])
    }

    @Test("a class conforming to Identifiable has an `id` of its own per instance (ObjectIdentifier's role)")
    func classIdentifiable() throws {
        let shown = try strings(
            """
            scene(width: 300, height: 80)
            class Star: Identifiable { var x: CGFloat = 10 }
            struct V: View {
                let stars = [Star(), Star(), Star()]
                var body: some View {
                    VStack {
                        Text(stars[0].id == stars[1].id ? "same" : "different")
                        Text(stars[0].id == stars[0].id ? "stable" : "unstable")
                        ForEach(stars) { star in Text("x \\(Int(star.x))") }
                    }
                }
            }
            V()
            """)
        #expect(shown == ["different", "stable", "x 10", "x 10", "x 10"])
    }

    @Test("an extension of one of the framework's small enumerations (`extension Axis`) adds members")
    func axisExtension() throws {
        let shown = try strings(
            """
            scene(width: 200, height: 40)
            extension Axis {
                var other: Self { self == .horizontal ? .vertical : .horizontal }
            }
            let axis: Axis = .horizontal
            Text(axis.other == .vertical ? "vertical" : "horizontal")
            """)
        #expect(shown == ["vertical"])
    }

    @Test(
        "a generic parameter constrained to a collection protocol holds an array of its Element, inferred at the call")
    func collectionConstrainedGeneric() throws {
        let shown = try strings(
            """
            scene(width: 300, height: 200)
            struct Rows<Item: RandomAccessCollection>: View where Item.Element: Hashable {
                var items: Item
                var body: some View {
                    var n = 0
                    for _ in items { n += 1 }
                    return VStack {
                        Text("\\(n) items, \\(items.count) counted")
                        ForEach(items, id: \\.self) { item in Text("\\(item)") }
                    }
                }
            }
            struct Tags<Data, Content: View>: View where Data: RandomAccessCollection, Data.Element: Hashable {
                let data: Data
                let content: (Data.Element) -> Content
                var body: some View { HStack { ForEach(Array(data), id: \\.self) { content($0) } } }
            }
            VStack {
                Rows(items: [3, 1, 2])
                Tags(data: ["a", "b"]) { Text($0.uppercased()) }
            }
            """)
        #expect(shown == ["3 items, 3 counted", "3", "1", "2", "A", "B"])
    }

    @Test("Gradient.stops and each stop's color and location: `Gradient(colors:)` spaces them evenly")
    func gradientStops() throws {
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            let g = Gradient(colors: [.purple, .yellow, .red])
            let s = Gradient(stops: [.init(color: .blue, location: 0.7), .init(color: .green, location: 0.2)])
            Text("\\(g.stops.count) \\(g.stops[1].location) \\(s.stops[0].location) \\(s.stops[0].color == .green)")
            """)
        #expect(shown == ["3 0.5 0.2 true"])
    }

    @Test("what the collection and object rules leave as Swift has it: overloads, Strings, extension ids, constants")
    func reviewedEdges() throws {
        // A range picks the Range overload, not the array one; `[Int]` does not take a range.
        let overloads = try strings(
            """
            scene(width: 300, height: 40)
            func f(_ xs: [Int]) -> String { "array" }
            func f(_ r: Range<Int>) -> String { "range" }
            func label<C: Collection>(_ c: C) -> String { "\\(c)" }
            Text("\\(f(0..<3)) \\(f([1])) \\(label("hello"))")
            """)
        #expect(overloads == ["range array hello"])
        let rangeAsArray = #expect(throws: SceneError.self) {
            _ = try SceneProgram(source: "let a: [Int] = 0..<5\nText(\"\\(a.count)\")", path: "r.scene")
        }
        #expect(rangeAsArray?.rendered.contains("r.scene:1:") == true)
        // An extension's `id` is the class's; no second one is supplied.
        let ids = try strings(
            """
            scene(width: 300, height: 40)
            class Item: Identifiable { var name: String; init(name: String) { self.name = name } }
            extension Item { var id: String { name } }
            Text(Item(name: "a").id + Item(name: "b").id)
            """)
        #expect(ids == ["ab"])
        // A class held by a `static let` keeps its properties settable, not the constant itself.
        let constant = #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: """
                    final class Store { static let shared = Store(); var n = 0 }
                    struct V: View { var body: some View { Store.shared = Store(); return Text("x") } }
                    V()
                    """, path: "s.scene")
        }
        #expect(constant?.rendered.contains("'let' constant") == true)
        // An extension of a generic type keeps its collection parameter an array, whatever is declared between.
        let extended = try strings(
            """
            scene(width: 300, height: 40)
            struct Grid2<Items: RandomAccessCollection> { let items: Items }
            struct Box<Items> { let items: Items }
            extension Grid2 { func first(_ x: Items) -> Int { x.count } }
            Text("\\(Grid2(items: [1, 2]).first([4, 5, 6]))")
            """)
        #expect(extended == ["3"])
    }
}
