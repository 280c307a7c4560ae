// ProtocolDispatchTests.swift: a protocol requirement used on a value of a generic parameter runs the implementation
// of the type the caller passed (Checker+ProtocolDispatch).
// Rule: The Swift Programming Language, "Protocols" (each conforming type's own implementation, else the protocol
// extension's default) and "Generics" ▸ Type Constraints. Expected texts are worked out by hand from those rules:
// `Fruit.apple.name` is "Fruit: " + "Apple", a stored `name` is the value passed, `String(repeating: "ab", count: 3)`
// is "ababab", and a type without its own `greet` gets the default "hi " + who.

import Testing

@testable import Scene

struct ProtocolDispatchTests {
    private static let declarations = """
        protocol Item { var name: String { get } }
        protocol Greeter { func greet(_ who: String, times: Int) -> String }
        extension Greeter { func greet(_ who: String, times: Int) -> String { "hi " + who } }
        protocol Sized { var size: Double { get } }
        extension Sized { var size: Double { 10 } }
        enum Fruit: String, Item, Greeter, Sized {
            case apple = "Apple"
            case pear = "Pear"
            var name: String { "Fruit: " + rawValue }
            func greet(_ who: String, times: Int) -> String { String(repeating: who, count: times) }
        }
        enum Vegetable: String, Item {
            case carrot = "Carrot"
            var name: String { "Vegetable: " + self.rawValue.uppercased() }
        }
        struct Veg: Item, Greeter, Sized {
            let id: Int
            let name: String
            var size: Double { 30 }
        }
        struct Nut: Greeter, Sized {}

        """

    private static func texts(_ functions: String, _ body: String) throws -> [String] {
        try FoundationFormatTests.previewTexts(declarations + functions, body)
    }

    private static func error(_ source: String) throws -> String {
        let error = try #require(throws: SceneError.self) {
            try SceneProgram(source: declarations + source, path: "p.swift")
        }
        return error.rendered
    }

    @Test("a computed property two enums implement differently (corpus17 #11)")
    func computedProperties() throws {
        let texts = try Self.texts(
            "func row<T: Item>(_ item: T) -> some View { Text(item.name) }\n",
            "row(Fruit.apple)\nrow(Vegetable.carrot)")
        #expect(texts == ["Fruit: Apple", "Vegetable: CARROT"])
    }

    @Test("a stored property satisfies the requirement in one type, a computed one in another")
    func storedAndComputed() throws {
        let texts = try Self.texts(
            "func row<T: Item>(_ item: T) -> some View { Text(item.name) }\n",
            "row(Veg(id: 1, name: \"Kale\"))\nrow(Fruit.pear)\nrow(Veg(id: 2, name: \"Leek\"))")
        #expect(texts == ["Kale", "Fruit: Pear", "Leek"])
    }

    @Test("`some Item` and bare `Item` parameters, and a generic function passing its value on")
    func opaqueParametersAndForwarding() throws {
        let texts = try Self.texts(
            """
            func describe(_ item: some Item) -> String { item.name + "!" }
            func outer<U: Item>(_ u: U) -> String { "<" + describe(u) + ">" }
            func bare(_ item: Item) -> String { item.name }

            """,
            """
            Text(describe(Veg(id: 1, name: "Pea")))
            Text(outer(Veg(id: 3, name: "Pea")))
            Text(outer(Fruit.apple))
            Text(bare(Vegetable.carrot) + "|" + bare(Veg(id: 4, name: "Bean")))
            """)
        #expect(texts == ["Pea!", "<Pea!>", "<Fruit: Apple!>", "Vegetable: CARROT|Bean"])
    }

    @Test("a method with arguments and a protocol-extension default one type overrides")
    func methodsAndDefaults() throws {
        let texts = try Self.texts(
            """
            func hello<G: Greeter>(_ g: G, _ n: Int) -> String { g.greet("ab", times: n) }
            func width<S: Sized>(_ s: S) -> Double { s.size }

            """,
            """
            Text(hello(Fruit.apple, 3))
            Text(hello(Veg(id: 1, name: "x"), 3))
            Text(hello(Nut(), 2))
            Text("\\(width(Fruit.apple)) \\(width(Veg(id: 1, name: "x"))) \\(width(Nut()))")
            """)
        #expect(texts == ["ababab", "hi ab", "hi ab", "10.0 30.0 10.0"])
    }

    @Test("arrays and optionals of a type parameter, read in ForEach and map closures")
    func collectionsOfTypeParameter() throws {
        let texts = try Self.texts(
            """
            func list<T: Item>(_ items: [T]) -> some View {
                VStack {
                    ForEach(items.indices, id: \\.self) { i in Text(items[i].name) }
                    Text(items.map { $0.name }.joined(separator: ","))
                }
            }
            func maybe<T: Item>(_ item: T?) -> String { item?.name ?? "nil" }

            """,
            """
            list([Fruit.apple, Fruit.pear])
            list([Veg(id: 1, name: "a"), Veg(id: 2, name: "b")])
            Text(maybe(Veg(id: 3, name: "d")))
            """)
        #expect(texts == ["Fruit: Apple", "Fruit: Pear", "Fruit: Apple,Fruit: Pear", "a", "b", "a,b", "d"])
    }

    @Test("a generic method of a view and a generic initialiser")
    func methodsAndInitialisers() throws {
        let texts = try Self.texts(
            """
            struct Tag: View {
                let label: String
                init<T: Item>(item: T) { self.label = item.name + "?" }
                var body: some View { Text(label) }
            }
            struct Screen: View {
                func show<T: Item>(_ t: T) -> some View { Text("[" + t.name + "]") }
                var body: some View {
                    VStack {
                        show(Fruit.apple)
                        show(Veg(id: 1, name: "v"))
                    }
                }
            }

            """,
            """
            Screen()
            Tag(item: Vegetable.carrot)
            Tag(item: Veg(id: 2, name: "w"))
            """)
        #expect(texts == ["[Fruit: Apple]", "[v]", "Vegetable: CARROT?", "w?"])
    }

    @Test("two type parameters, a payload enum, and witnesses passed on to parameters of other names")
    func twoTypeParameters() throws {
        let texts = try Self.texts(
            """
            enum Disc: Item {
                case circle(Double)
                var name: String { switch self { case .circle(let r): "circle \\(r)" } }
            }
            func pair<A: Item, B: Greeter>(_ a: A, _ b: B) -> String { b.greet(a.name, times: 2) }
            func swapped<G: Greeter, I: Item>(_ i: I, _ g: G) -> String { "(" + pair(i, g) + ")" }

            """,
            """
            Text(pair(Fruit.apple, Veg(id: 1, name: "x")))
            Text(pair(Veg(id: 2, name: "y"), Fruit.apple))
            Text(swapped(Disc.circle(2), Fruit.apple))
            """)
        #expect(texts == ["hi Fruit: Apple", "yy", "(circle 2.0circle 2.0)"])
    }

    @Test("a generic struct's stored value of a protocol-constrained parameter reads its own type's member")
    func genericStructStoredValue() throws {
        let texts = try Self.texts(
            """
            struct Row<T: Item>: View {
                let item: T
                var body: some View { Text(item.name) }
            }
            struct Box<T: Item> {
                let value: T
                func label() -> String { "[" + value.name + "]" }
            }

            """,
            "Row(item: Veg(id: 1, name: \"Kale\"))\nRow(item: Fruit.apple)\nText(Box(value: Vegetable.carrot).label())")
        #expect(texts == ["Kale", "Fruit: Apple", "[Vegetable: CARROT]"])
    }

    @Test("a requirement declared with different types is a located error")
    func differentTypes() throws {
        let rendered = try Self.error(
            """
            struct Count { let name: Int }
            func row<T: Item>(_ item: T) -> some View { Text(item.name) }
            #Preview { row(Fruit.apple) }
            """)
        #expect(
            rendered.hasPrefix(
                "p.swift:23:55: error: member 'name' of generic parameter 'T' has type 'String' in 'Fruit' and 'Int' in 'Count'"
            ))
    }
}
