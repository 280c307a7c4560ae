// GenericInferenceTests.swift: generics over types that are not views, with their type arguments inferred at each
// call (issue #14): generic structs with non-View parameters, generic functions and methods, generic enums, specialised
// generic types in type positions, extensions of Array and Binding with same-type `where` clauses.
// Rule: The Swift Programming Language, "Generics" — a type parameter is inferred from the arguments passed (`[T]`
// from `[String]`, `Binding<T>` from `.constant("leading")`), then a closure argument is checked with it (`{ $0 }` is
// `(String) -> String`); one parameter given two types is swiftc's "conflicting arguments to generic parameter". The
// expected strings are worked out by hand from each source; frames follow SwiftUI's layout rules (an HStack's
// explicit spacing between its children, a canvas-centred view of width w at x = (400 − w)/2).

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct GenericInferenceTests {
    static func texts(_ source: String) throws -> [String] {
        try Corpus12CauseTests.texts(source)
    }

    @Test("PickerControl<T: Hashable>: T = String from .constant and the array; { $0 } labels; the selection is red")
    func pickerControl() throws {
        let p = try GenericViewTests.program(
            """
            struct PickerControl<T: Hashable>: View {
                let label: String
                @Binding var selection: T
                let options: [T]
                let optionLabel: (T) -> String
                var body: some View {
                    HStack(spacing: 4) {
                        Text(label)
                        ForEach(options, id: \\.self) { option in
                            Text(optionLabel(option))
                                .foregroundStyle(option == selection ? Color.red : Color.blue)
                        }
                    }
                }
            }
            PickerControl(label: "x", selection: .constant("leading"), options: ["leading", "center"], optionLabel: { $0 })
            """)
        let texts = ListRowModifierTests.texts(try GenericViewTests.leaves(p))
        #expect(texts.map(\.0) == ["x", "leading", "center"])
        // `option == selection` holds for "leading" only.
        #expect(texts[1].2 == Color.named["red"])
        #expect(texts[2].2 == Color.named["blue"])
        // spacing: 4 between the labels.
        #expect(abs(texts[2].1.minX - texts[1].1.maxX - 4) < 0.51)
    }

    @Test("struct Row<Element, Content: View>: Element from the array, the builder closure takes it")
    func rowElement() throws {
        let texts = try Self.texts(
            """
            struct Row<Element, Content: View>: View {
                let elements: [Element]
                let content: (Element) -> Content
                init(elements: [Element], @ViewBuilder content: @escaping (Element) -> Content) {
                    self.elements = elements
                    self.content = content
                }
                var body: some View {
                    HStack { ForEach(0..<elements.count, id: \\.self) { i in content(elements[i]) } }
                }
            }
            #Preview { Row(elements: ["a", "b", "c"]) { s in Text(s) } }
            """)
        #expect(texts == ["a", "b", "c"])
    }

    @Test("generic functions: clamp<T: Comparable> over Int, Double and String; first<T>; a static generic function")
    func genericFunctions() throws {
        let p = try GenericViewTests.program(
            """
            func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T {
                if v < lo { return lo }
                return min(v, hi)
            }
            func first<T>(_ a: [T]) -> T? { a.isEmpty ? nil : a[0] }
            struct Util {
                static func pick<T>(_ a: T, _ b: T, first: Bool) -> T { first ? a : b }
            }
            VStack(spacing: 0) {
                Text("\\(clamp(15, 0, 10)) \\(clamp(0.5, 0, 2.5)) \\(clamp("m", "a", "f"))")
                Text((first(["x", "y"]) ?? "none") + "\\(first([3, 4]) ?? 0)" + Util.pick("A", "B", first: false))
                Rectangle().frame(width: clamp(500, 10, 40), height: 10)
            }
            """)
        let leaves = try GenericViewTests.leaves(p)
        #expect(ListRowModifierTests.texts(leaves).map(\.0) == ["10 0.5 f", "x3B"])
        // The frame's width is a Double: T = Double from the context, so the integer literals are Doubles; clamped to
        // 40 and centred: x = (400 − 40) / 2.
        let bar = try #require(leaves.last)
        #expect(GenericViewTests.frame(bar).minX == 180 && bar.frame.width == 40)
    }

    @Test("clamp(1, \"a\", 2) is a located error: conflicting arguments to generic parameter 'T'")
    func conflictingArguments() throws {
        let error = #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: """
                    func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { min(max(v, lo), hi) }
                    Text("\\(clamp(1, "a", 2))")
                    """, path: "c.scene")
        }
        let first = error?.errors.first
        #expect(first?.message == "conflicting arguments to generic parameter 'T' ('Int' vs. 'String')")
        #expect(first?.range.start.line == 2 && first?.range.start.column == 18)
        #expect(error?.errors.count == 1)
    }

    @Test("a Stack<Int> pushed in onAppear, a LoadState<String> set there; generic members read outside the type")
    func stackAndLoadState() throws {
        let texts = try Self.texts(
            """
            struct Stack<Element> {
                var items: [Element] = []
                mutating func push(_ e: Element) { items.append(e) }
                var top: Element? { items.last }
                var count: Int { items.count }
            }
            enum LoadState<T> {
                case idle
                case loaded(T)
            }
            struct ContentView: View {
                @State private var stack = Stack<Int>()
                @State private var state: LoadState<String> = .idle
                var body: some View {
                    VStack {
                        Text("count \\(stack.count), top \\(stack.top ?? 0)")
                        switch state {
                        case .idle: Text("idle")
                        case .loaded(let s): Text(s)
                        }
                    }
                    .onAppear {
                        stack.push(4)
                        stack.push(7)
                        state = .loaded("done")
                    }
                }
            }
            """)
        #expect(texts == ["count 2, top 7", "done"])
    }

    @Test("specialised generic types as return and property types; Optional<T>, Array<T>, Dictionary<K, V>")
    func specialisedTypes() throws {
        let texts = try Self.texts(
            """
            struct Pair<A, B> {
                let first: A
                let second: B
            }
            struct Row<Item, Content: View>: View {
                let item: Item
                @ViewBuilder let content: (Item) -> Content
                var body: some View { content(item) }
            }
            func row(_ n: Int) -> Row<Int, Text> { Row(item: n) { Text("#\\($0)") } }
            struct ContentView: View {
                let pairs: [Pair<String, Int>] = [Pair(first: "a", second: 1), Pair(first: "b", second: 2)]
                let b: Optional<Int> = 3
                let arr: Array<String> = ["q"]
                let dict: Dictionary<String, Int> = ["k": 7]
                var body: some View {
                    VStack {
                        row(5)
                        ForEach(0..<pairs.count, id: \\.self) { i in Text("\\(pairs[i].first)=\\(pairs[i].second)") }
                        Text("\\(b ?? 0) \\(arr[0]) \\(dict["k"] ?? 0)")
                    }
                }
            }
            """)
        #expect(texts == ["#5", "a=1", "b=2", "3 q 7"])
    }

    @Test("constrained parameters: ForEach over [Item: Identifiable], a protocol's member, a generic init<T>")
    func constrainedParameters() throws {
        let texts = try Self.texts(
            """
            protocol Named { var name: String { get } }
            struct Fruit: Identifiable, Named {
                let id: Int
                let name: String
            }
            struct ListRow<Item: Identifiable & Named>: View {
                let items: [Item]
                var body: some View { VStack { ForEach(items) { item in Text(item.name) } } }
            }
            struct Holder {
                var label: String
                init<T>(value: T, describe: (T) -> String) { label = describe(value) }
            }
            #Preview {
                VStack {
                    ListRow(items: [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")])
                    Text(Holder(value: 42, describe: { "n=\\($0 + 1)" }).label)
                }
            }
            """)
        #expect(texts == ["apple", "pear", "n=43"])
    }

    @Test("extension Array where Element == Int; extension Binding where Value == Bool { init<T>(value: Binding<T?>) }")
    func extensionsWithWhereClauses() throws {
        let p = try GenericViewTests.program(
            """
            extension Array where Element == Int {
                var total: Int { reduce(0, +) }
            }
            extension Array {
                var second: Element? { self.count > 1 ? self[1] : nil }
            }
            extension Binding where Value == Bool {
                init<T>(value: Binding<T?>) {
                    self.init(get: { value.wrappedValue != nil }, set: { if !$0 { value.wrappedValue = nil } })
                }
            }
            struct ContentView: View {
                @State private var picked: String? = "x"
                @State private var none: Int? = nil
                var body: some View {
                    VStack {
                        Text("\\([1, 2, 3].total) \\(["p", "q"].second ?? "-")")
                        Toggle("a", isOn: Binding(value: $picked))
                        Toggle("b", isOn: Binding(value: $none))
                    }
                }
            }
            """)
        let root = try p.view(time: 0, frame: 0)
        #expect(GeometryChangeTests.texts(root).first == "6 q")
        // A toggle's track is green when on and light grey when off (Checker+FormControls); the first binding reads
        // "x" != nil, the second nil.
        let leaves = try GenericViewTests.leaves(p)
        let green = leaves.filter { $0.color == Color.named["green"] }
        #expect(green.count == 1)
    }

    @Test("a generic method map<U> on Box<Value>, Cache<Key: Hashable, Value>, a tuple result, T.description")
    func genericMethods() throws {
        let texts = try Self.texts(
            """
            struct Box<Value> {
                var value: Value
                func map<U>(_ f: (Value) -> U) -> Box<U> { Box<U>(value: f(value)) }
            }
            struct Cache<Key: Hashable, Value> {
                var storage: [Key: Value] = [:]
                mutating func set(_ k: Key, _ v: Value) { storage[k] = v }
                func get(_ k: Key) -> Value? { storage[k] }
            }
            func pairUp<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
            func describe<T: CustomStringConvertible>(_ x: T) -> String { "<" + x.description + ">" }
            struct ContentView: View {
                @State private var cache = Cache<String, Int>()
                var body: some View {
                    VStack {
                        Text("\\(Box(value: 3).map { $0 * 2 }.value) \\(pairUp("a", 2).1) \\(describe(5))")
                        Text("\\(cache.get("k") ?? -1) \\(cache.get("z") ?? -1)")
                    }
                    .onAppear { cache.set("k", 9) }
                }
            }
            """)
        #expect(texts == ["6 2 <5>", "9 -1"])
    }

    @Test("an associated type Item.ID of <Item: Identifiable> is inferred from its argument and compares with item.id")
    func associatedType() throws {
        let p = try GenericViewTests.program(
            """
            struct Selectable<Item: Identifiable>: View {
                let items: [Item]
                let selected: Item.ID?
                let label: (Item) -> String
                var body: some View {
                    HStack {
                        ForEach(items) { item in
                            Text(label(item)).foregroundStyle(item.id == selected ? Color.red : Color.blue)
                        }
                    }
                }
            }
            struct Dot: Identifiable { let id: Int }
            Selectable(items: [Dot(id: 1), Dot(id: 2)], selected: 2, label: { "d\\($0.id)" })
            """)
        let texts = ListRowModifierTests.texts(try GenericViewTests.leaves(p))
        #expect(texts.map(\.0) == ["d1", "d2"])
        #expect(texts.map(\.2) == [Color.named["blue"], Color.named["red"]])
    }
}
