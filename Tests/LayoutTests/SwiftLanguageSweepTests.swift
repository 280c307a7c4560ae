// SwiftLanguageSweepTests.swift: the Swift language that SwiftUI files use, chapter by chapter of The Swift
// Programming Language (issue #14, item 3): each scene computes a value inside a View's body and shows it in a Text,
// and the test reads the drawn string. Expected values are worked out by hand from Swift's rules, cited per test.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct SwiftLanguageSweepTests {
    func strings(_ source: String, at time: Double = 0) throws -> [String] {
        try SceneRender.render(source, at: time).1.compactMap { leaf in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
    }

    @Test("typealias at the top level, inside a type (used there, and qualified outside), and naming a sibling alias")
    func typeAliases() throws {
        // TSPL "Declarations": Type Alias Declaration; "Nested Types": Model.ID from outside Model.
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            typealias Score = Int
            struct Model {
                typealias ID = String
                typealias Pair = (first: ID, second: Score)
                let id: ID
            }
            struct Board: View {
                typealias Row = [Score]
                let row: Row = [3, 4]
                let key: Model.ID = "k"
                var body: some View {
                    let p: Model.Pair = (first: key, second: row.reduce(0, +))
                    Text("\\(p.first)\\(p.second)")
                }
            }
            Board()
            """)
        #expect(shown == ["k7"])
    }

    @Test("a function or method passed by name (its labels dropped) to map/filter and to a closure property; key paths")
    func functionValues() throws {
        // TSPL "Functions": Function Types as Parameter Types; SE-0249: `\.name` as `{ $0.name }`.
        let shown = try strings(
            """
            scene(width: 300, height: 80)
            func triple(_ x: Int) -> Int { x * 3 }
            struct Person { let name: String; let age: Int; let active: Bool }
            struct Field: View {
                let action: (Int) -> Int
                var body: some View { Text("field \\(action(2))") }
            }
            struct Probe: View {
                let people = [Person(name: "b", age: 30, active: true), Person(name: "a", age: 20, active: false)]
                func double(_ x: Int) -> Int { x * 2 }
                func isOdd(_ x: Int) -> Bool { x % 2 == 1 }
                func shifted(by n: Int) -> Int { n + 100 }
                var body: some View {
                    VStack {
                        Text("\\([1, 2, 3].map(triple).reduce(0, +)) \\([1, 2, 3].filter(isOdd).count) \\([4, 5].map(double).reduce(0, +))")
                        Text(people.map(\\.name).joined(separator: ",") + " \\(people.map(\\.age).reduce(0, +)) \\(people.filter(\\.active).count)")
                        Field(action: double)
                        Field(action: shifted)
                    }
                }
            }
            Probe()
            """)
        #expect(shown == ["18 2 18", "b,a 50 1", "field 4", "field 102"])
    }

    @Test("== on arrays, nested arrays, dictionaries (any order) and generic Equatable parameters")
    func equality() throws {
        // The Swift Standard Library: Array and Dictionary are Equatable when their elements are.
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            func firstMatch<T: Equatable>(_ xs: [T], _ x: T) -> Int? {
                for (i, v) in xs.enumerated() where v == x { return i }
                return nil
            }
            struct Probe: View {
                var body: some View {
                    let a = [1, 2] == [1, 2]
                    let b = [1, 2] != [2, 1]
                    let c = ["a": 1, "b": 2] == ["b": 2, "a": 1]
                    let d = [[1], [2]] == [[1], [3]]
                    let m = firstMatch(["x", "y", "z"], "z") ?? -1
                    Text("\\(a) \\(b) \\(c) \\(d) \\(m)")
                }
            }
            Probe()
            """)
        #expect(shown == ["true true true false 2"])
    }

    @Test("for-in with a where clause, over a range and over enumerated() with a tuple pattern")
    func forWhere() throws {
        // TSPL "Statements": For-In Statement, `where` clause. Evens of 0..<10 sum to 20.
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            struct Probe: View {
                var body: some View {
                    var sum = 0
                    for i in 0..<10 where i % 2 == 0 { sum += i }
                    var kept = ""
                    for (i, v) in ["a", "b", "c"].enumerated() where i != 1 { kept += v }
                    return Text("\\(sum) \\(kept)")
                }
            }
            Probe()
            """)
        #expect(shown == ["20 ac"])
    }

    @Test("willSet/didSet on a struct's stored property: newValue, oldValue, compound assignment, no re-entry")
    func storedPropertyObservers() throws {
        // TSPL "Properties": Property Observers. `v = 5` from 1: willSet sees newValue 5 and v 1 (seen = 6), didSet
        // adds oldValue 1 (seen = 7). `+= 3` then runs them with 8 and 5: seen = 8 + 5 = 13, + 5 = 18. An observer
        // assigning its own property (the clamp) does not call itself again: 15 is stored as 10.
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            struct Box {
                var seen = 0
                var v = 1 {
                    willSet { seen = newValue + v }
                    didSet(previous) { seen += previous }
                }
                var clamped: Int = 0 { didSet { if clamped > 10 { clamped = 10 } } }
            }
            struct Probe: View {
                var body: some View {
                    var b = Box()
                    b.v = 5
                    let first = b.seen
                    b.v += 3
                    b.clamped = 15
                    return Text("\\(first) \\(b.seen) \\(b.v) \\(b.clamped)")
                }
            }
            Probe()
            """)
        #expect(shown == ["7 18 8 10"])
    }

    @Test("didSet on a View's @State runs when an action writes it; on an ObservableObject's @Published too")
    func stateObservers() throws {
        // Apple: State and Published are property wrappers whose wrapped property may have observers; onAppear's
        // writes happen before the first frame is shown.
        let shown = try strings(
            """
            scene(width: 300, height: 80)
            class Model: ObservableObject {
                @Published var count = 0 { didSet { label = "n\\(count) was \\(oldValue)" } }
                @Published var label = ""
            }
            struct Probe: View {
                @State private var doubled = 0
                @State private var value = 0 { didSet { doubled = value * 2 } }
                @StateObject var model = Model()
                var body: some View {
                    VStack {
                        Text("\\(doubled)")
                        Text(model.label)
                    }
                    .onAppear {
                        value = 4
                        model.count = 2
                    }
                }
            }
            Probe()
            """)
        #expect(shown == ["8", "n2 was 0"])
    }

    @Test("closures: captured variables changed by the closure, nested functions, [weak self] with guard let self")
    func closures() throws {
        // TSPL "Closures": Capturing Values (a closure and a nested function capture variables by reference);
        // "Automatic Reference Counting": `[weak self]`. 3 + 3 = 6; inc twice then doubled = 4; 5 + 1 = 6.
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            func outer() -> Int {
                var count = 0
                func inc() { count += 1 }
                func twice(_ x: Int) -> Int { x * 2 }
                inc()
                inc()
                return twice(count)
            }
            class Model: ObservableObject {
                @Published var n = 0
                func bump() {
                    let f = { [weak self] in
                        guard let self else { return }
                        self.n += 5
                    }
                    f()
                    let g = { [weak self] in
                        guard let self = self else { return }
                        self.n += 1
                    }
                    g()
                }
            }
            struct Probe: View {
                @StateObject var model = Model()
                var body: some View {
                    var total = 0
                    let add = { total += 3 }
                    add()
                    add()
                    return Text("\\(total) \\(outer()) \\(model.n)").onAppear { model.bump() }
                }
            }
            Probe()
            """)
        #expect(shown == ["6 4 6"])
    }

    @Test("do blocks are scopes whose defer runs at their end; a do-catch runs its body")
    func doBlocks() throws {
        // TSPL "Statements": Do Statement and Defer Statement: "abc".
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            func parse(_ s: String) throws -> Int { Int(s) ?? 0 }
            func work() -> String {
                var log = ""
                do {
                    defer { log += "b" }
                    log += "a"
                }
                log += "c"
                do {
                    log += "\\(try parse("7"))"
                } catch {
                    log += "!"
                }
                return log
            }
            struct Probe: View {
                var body: some View { Text(work()) }
            }
            Probe()
            """)
        #expect(shown == ["abc7"])
    }

    @Test("protocol extension defaults: used when the type has none, the type's own wins, inherited and by extension")
    func protocolDefaults() throws {
        // TSPL "Protocols": Providing Default Implementations; Protocol Inheritance; Adding Protocol Conformance
        // with an Extension.
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            protocol Shaped {
                var sides: Int { get }
                func describe() -> String
            }
            extension Shaped {
                func describe() -> String { "\\(sides) sides" }
                var isPolygon: Bool { sides > 2 }
            }
            protocol Named: Shaped {}
            struct Tri: Shaped { let sides = 3 }
            struct Sq: Named {
                var sides: Int { 4 }
                func describe() -> String { "square" }
            }
            struct Line { let sides = 1 }
            extension Line: Shaped {}
            struct Probe: View {
                var body: some View {
                    Text("\\(Tri().describe()), \\(Sq().describe()) \\(Sq().isPolygon), \\(Line().describe()) \\(Line().isPolygon)")
                }
            }
            Probe()
            """)
        #expect(shown == ["3 sides, square true, 1 sides false"])
    }

    @Test("a file protocol refining View: a conforming struct is a view, its requirement's method returns Self")
    func protocolRefiningView() throws {
        // TSPL "Protocols": Protocol Inheritance — a type conforming to `Loadable: View` conforms to View.
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            protocol Loadable: View {
                func isLoading(_ on: Bool) -> Self
            }
            struct Panel: Loadable {
                var loading = false
                func isLoading(_ on: Bool) -> Panel {
                    var copy = self
                    copy.loading = on
                    return copy
                }
                var body: some View { Text(loading ? "loading" : "idle") }
            }
            VStack { Panel().isLoading(true); Panel() }
            """)
        #expect(shown == ["loading", "idle"])
    }

    @Test("firstIndex(where:), lastIndex(of:), lastIndex(where:), last(where:), reduce(into:), d[k, default:] +=")
    func collectionMethods() throws {
        // The Swift Standard Library: Collection.firstIndex(where:), BidirectionalCollection.lastIndex(of:)/
        // lastIndex(where:)/last(where:), Sequence.reduce(into:_:). In [3, 1, 4, 1, 5]: first > 3 at 2, last 1 at 3,
        // last < 4 at 3, last > 3 is 5; two words start with "a", one with "b".
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            struct Probe: View {
                let xs = [3, 1, 4, 1, 5]
                var body: some View {
                    let empty: [String: Int] = [:]
                    var tally = empty
                    tally["x", default: 10] += 1
                    let counts = ["apple", "avocado", "banana"].reduce(into: empty) { d, w in
                        d[String(w.prefix(1)), default: 0] += 1
                    }
                    let evens = xs.reduce(into: [Int]()) { $0.append($1 * 2) }
                    return Text("\\(xs.firstIndex(where: { $0 > 3 }) ?? -1) \\(xs.lastIndex(of: 1) ?? -1) \\(xs.lastIndex { $0 < 4 } ?? -1) \\(xs.last(where: { $0 > 3 }) ?? -1) \\(counts["a"] ?? 0)\\(counts["b"] ?? 0) \\(evens.count) \\(tally["x"] ?? 0)")
                }
            }
            Probe()
            """)
        #expect(shown == ["2 3 3 5 21 5 11"])
    }

    @Test("Int(exactly:), indirect enums, and multi-line string literals with their indentation removed")
    func literalsAndEnums() throws {
        // The Swift Standard Library: BinaryInteger.init?(exactly:); TSPL "Enumerations": Recursive Enumerations;
        // "Strings and Characters": Multiline String Literals (the closing delimiter's indentation is removed).
        let shown = try strings(
            #"""
            scene(width: 300, height: 80)
            indirect enum Expr {
                case num(Int)
                case add(Expr, Expr)
            }
            func eval(_ e: Expr) -> Int {
                switch e {
                case .num(let n): return n
                case let .add(a, b): return eval(a) + eval(b)
                }
            }
            struct Probe: View {
                var body: some View {
                    let text = """
                        first \(1 + 1)
                          second
                        """
                    VStack {
                        Text("\(Int(exactly: 3.0) ?? -1) \(Int(exactly: 3.5) ?? -1) \(eval(.add(.num(2), .num(3))))")
                        Text(text.replacingOccurrences(of: "\n", with: "|"))
                    }
                }
            }
            Probe()
            """#)
        #expect(shown == ["3 -1 5", "first 2|  second"])
    }
}
