// DynamicCastTests.swift: values of the file's protocol types (`any Item`, `[any Item]`, a bare `Item`) keep the type
// of the instance they hold; `is`, `as?`, `as!`, type-casting patterns and requirements read that type
// (Checker+DynamicCast, Checker+ProtocolDispatch).
// Rule: The Swift Programming Language, "Type Casting" and "Protocols" ▸ Protocols as Types; SE-0352 (an existential
// passed to a generic parameter is opened). Expected texts are worked out by hand: the array below holds a Fruit
// (sweet 3), a Veg and a Nut in that order, each type's `badge()` is its initial, `Named` is adopted by Fruit only.

import Testing

@testable import Scene

struct DynamicCastTests {
    private static let declarations = """
        protocol Item { var name: String { get } }
        protocol Named {}
        struct Fruit: Item, Named {
            let name: String
            let sweet: Int
            func badge() -> String { "F" }
        }
        struct Veg: Item {
            let name: String
            func badge() -> String { "V" }
        }
        enum Nut: Item {
            case almond
            var name: String { "Almond" }
            func badge() -> String { "N" }
        }
        let items: [any Item] = [Fruit(name: "Apple", sweet: 3), Veg(name: "Carrot"), Nut.almond]

        """

    private static func texts(_ functions: String, _ body: String) throws -> [String] {
        try FoundationFormatTests.previewTexts(declarations + functions, body)
    }

    @Test("requirements of an [any Item] array's elements run each element's own type")
    func heterogeneousArray() throws {
        let texts = try Self.texts(
            "",
            """
            ForEach(0..<items.count, id: \\.self) { i in
                Text(items[i].badge() + items[i].name)
            }
            """)
        #expect(texts == ["FApple", "VCarrot", "NAlmond"])
    }

    @Test("is, as? and as! decided by the dynamic type; a cast to another protocol")
    func casts() throws {
        let texts = try Self.texts(
            "",
            """
            Text("\\(items[0] is Fruit) \\(items[1] is Fruit) \\(items[2] is Nut)")
            Text("\\((items[0] as? Fruit)?.sweet ?? -1)")
            Text("\\((items[1] as? Fruit)?.sweet ?? -1)")
            Text((items[0] as! Fruit).name)
            Text("\\(items.filter { $0 is Named }.count) \\((items[1] as? any Named) == nil)")
            Text("\\(items[1])" == "\\(Veg(name: "Carrot"))" ? "prints as its instance" : "prints the box")
            """)
        #expect(texts == ["true false true", "3", "-1", "Apple", "1 true", "prints as its instance"])
    }

    @Test("if let / guard let with as?, switch with case let … as and case is, for-in over [Item]")
    func patterns() throws {
        let texts = try Self.texts(
            """
            func kinds(_ list: [Item]) -> String {
                var s = ""
                for item in list {
                    switch item {
                    case let f as Fruit: s += "f\\(f.sweet)"
                    case is Veg: s += "v"
                    default: s += "o"
                    }
                }
                return s
            }
            func sweetness(_ item: any Item) -> Int {
                guard let f = item as? Fruit else { return -1 }
                return f.sweet
            }

            """,
            """
            Text(kinds(items))
            Text("\\(sweetness(items[0])) \\(sweetness(items[2]))")
            if let v = items[1] as? Veg { Text("veg " + v.name) }
            """)
        #expect(texts == ["f3vo", "3 -1", "veg Carrot"])
    }

    @Test("for case let … as T in, with a where clause; if case let … as T")
    func forCase() throws {
        let texts = try Self.texts(
            """
            func sweetFruits(_ list: [any Item]) -> String {
                var s = ""
                for case let f as Fruit in list where f.sweet > 0 { s += f.name }
                return s
            }

            """,
            """
            Text(sweetFruits([Fruit(name: "Fig", sweet: 0), items[0], items[1], Fruit(name: "Kiwi", sweet: 2)]))
            if case let f as Fruit = items[0] { Text(f.name) }
            """)
        #expect(texts == ["AppleKiwi", "Apple"])
    }

    @Test("an existential passed to some Item / any Item parameters is opened; [Fruit] converts to [any Item]")
    func opening() throws {
        let texts = try Self.texts(
            """
            func label(_ item: some Item) -> String { "<" + item.name + ">" }
            func count(_ list: [any Item]) -> Int { list.count }
            let fruits = [Fruit(name: "Pear", sweet: 1), Fruit(name: "Fig", sweet: 2)]

            """,
            """
            Text(label(items[1]) + label(items[2]))
            Text("\\(count(fruits)) \\(count(items))")
            """)
        #expect(texts == ["<Carrot><Almond>", "2 3"])
    }

    @Test("a failed as! is Swift's run-time trap, located at the cast")
    func failedForcedCast() throws {
        let source = Self.declarations + "#Preview {\n    Text((items[1] as! Fruit).name)\n}\n"
        let e = #expect(throws: (any Error).self) {
            let program = try SceneProgram(source: source, path: "p.swift")
            _ = try program.view(time: 0, frame: 0)
        }
        let text = "\(e.map { String(describing: $0) } ?? "")"
        #expect(text.contains("Could not cast value of type 'Veg' to 'Fruit'"), "\(text)")
    }
}
