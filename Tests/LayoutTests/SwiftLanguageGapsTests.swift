// SwiftLanguageGapsTests.swift: valid Swift found in pasted SwiftUI files that anim rejected (issue #14, the second
// language sweep): each scene computes values inside a view and shows them in a Text, and the test reads the drawn
// strings; expected values are worked out by hand from the Swift rule cited per test. The @Animatable test measures
// pixels mid-animation.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct SwiftLanguageGapsTests {
    func strings(_ source: String, at time: Double = 0) throws -> [String] {
        try SceneRender.render(source, at: time).1.compactMap { leaf in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
    }

    func error(_ source: String) -> String {
        let e = #expect(throws: SceneError.self) { _ = try SceneProgram(source: source, path: "g.scene") }
        return e?.rendered ?? ""
    }

    @Test("@globalActor types (actor, struct, class) and their attributes on classes and functions change nothing")
    func globalActors() throws {
        // SE-0316: `@DatabaseActor` isolates to that actor; a render runs everything in order on one thread.
        let shown = try strings(
            """
            scene(width: 200, height: 40)
            @globalActor final class DatabaseActor {
                static let shared = DatabaseActor()
                actor ActorType {}
            }
            @globalActor actor StoreActor { static let shared = StoreActor() }
            @globalActor struct OtherActor { static let shared = StoreActor() }
            @StoreActor final class Store { var n = 3; func twice() -> Int { n * 2 } }
            @DatabaseActor func four() -> Int { 4 }
            @MainActor final class Model: ObservableObject { @Published var status = "ready" }
            struct Demo: View {
                @StateObject private var model = Model()
                let store = Store()
                @OtherActor var body: some View { Text("\\(model.status) \\(store.twice() + four())") }
            }
            Demo()
            """)
        #expect(shown == ["ready 10"])
    }

    @Test("@Animatable makes a Shape's stored CGFloat properties its animatable data; @AnimatableIgnored ones are not")
    func animatableMacro() throws {
        // Apple: Animatable() synthesises animatableData from the stored properties. Linear 0.2 → 1.0 over 1 s:
        // at t = 0.5 the bar is 0.6 of 200 px wide, 120 px; with `fraction` ignored it would jump to 200 px.
        func ink(_ attribute: String, at time: Double) throws -> Int {
            let source = """
                scene(width: 200, height: 100, fps: 10, duration: 1)
                @Animatable
                struct Bar: Shape {
                    \(attribute) var fraction: CGFloat
                    @AnimatableIgnored var solid: Bool = true
                    func path(in rect: CGRect) -> Path {
                        Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: solid ? rect.height : 1))
                    }
                }
                @State var f: CGFloat = 0.2
                Bar(fraction: f).fill(Color.black).frame(width: 200, height: 100).animation(.linear(duration: 1), value: f)
                at(0) { f = 1.0 }
                """
            let (fb, _) = try SceneRender.render(source, at: time)
            var count = 0
            for x in 0..<200 where fb[x, 50].r < 128 { count += 1 }
            return count
        }
        #expect(try ink("", at: 0.5) == 120)
        #expect(try ink("", at: 1) == 200)
        #expect(try ink("@AnimatableIgnored", at: 0.5) == 200)
    }

    @Test("Optional's description and debugDescription, String(describing:) and interpolation of optionals and enums")
    func optionalDescriptions() throws {
        // The Swift Standard Library: Optional.debugDescription is "Optional(" + the wrapped debugDescription + ")"
        // or "nil"; a String's debugDescription is quoted; an enum case is printed by name, reflected with its type.
        let shown = try strings(
            """
            scene(width: 400, height: 300)
            enum Kind { case compact, regular }
            struct Probe: View {
                let a: Int? = 3
                let b: Int? = nil
                let k: Kind? = .compact
                let s: String? = "x"
                var body: some View {
                    VStack {
                        Text(a.debugDescription + " " + b.debugDescription + " " + a.description)
                        Text(String(describing: a) + " " + String(describing: b) + " \\(a) \\(b)")
                        Text(String(describing: k) + " " + String(describing: Kind.regular) + " \\(Kind.compact)")
                        Text(s.debugDescription + " " + String(describing: s) + " " + "q".debugDescription)
                        Text(Kind.regular.debugDescription)
                    }
                }
            }
            Probe()
            """)
        #expect(
            shown == [
                "Optional(3) nil Optional(3)", "Optional(3) nil Optional(3) nil",
                "Optional(Kind.compact) regular compact", "Optional(\"x\") Optional(\"x\") \"q\"", "Kind.regular",
            ])
        // Apple: EnvironmentValues.horizontalSizeClass is `UserInterfaceSizeClass?`; on an iPhone in portrait
        // SwiftUI shows "Optional(SwiftUI.UserInterfaceSizeClass.compact)" (corpus12 29).
        let sizeClasses = try strings(
            """
            scene(width: 400, height: 60)
            struct SizeClassLabel: View {
                @Environment(\\.horizontalSizeClass) var horizontalSizeClass
                @Environment(\\.verticalSizeClass) var verticalSizeClass
                var body: some View {
                    VStack {
                        Text(horizontalSizeClass.debugDescription)
                        Text("\\(verticalSizeClass == .regular)")
                    }
                }
            }
            SizeClassLabel()
            """)
        #expect(sizeClasses == ["Optional(SwiftUI.UserInterfaceSizeClass.compact)", "true"])
    }

    @Test("a PreferenceKey whose defaultValue is a computed static property; static computed properties read others")
    func computedStaticProperties() throws {
        // Apple: PreferenceKey.defaultValue is a static requirement a computed property satisfies.
        let shown = try strings(
            """
            scene(width: 200, height: 60)
            struct WidthKey: PreferenceKey {
                static var defaultValue: CGFloat { 7 }
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
            }
            struct Sizes { static var two: Int { 2 }; static var four: Int { two * 2 } }
            struct Reader: View {
                @State private var width: CGFloat = WidthKey.defaultValue
                var body: some View {
                    Text("\\(Int(width)) \\(Sizes.four)")
                        .frame(width: 42, height: 20)
                        .background(GeometryReader { g in Color.clear.preference(key: WidthKey.self, value: g.size.width) })
                        .onPreferenceChange(WidthKey.self) { width = $0 }
                }
            }
            Reader()
            """, at: 0.1)
        #expect(shown == ["42 4"])
    }

    @Test("default arguments naming the type's static members; a property and a method sharing a base name")
    func staticDefaultsAndSharedBaseNames() throws {
        // TSPL "Functions": default values are looked up in the declaration's scope; "Declarations": a function's
        // full name includes its argument labels, so `isLoading` and `isLoading(_:)` differ.
        let shown = try strings(
            """
            scene(width: 300, height: 60)
            struct Pair: View {
                private static var defaultSpacing: CGFloat { 10 }
                static let base = 5
                let spacing: CGFloat
                let n: Int
                private var isLoading = false
                init(spacing: CGFloat = defaultSpacing, n: Int = base + 1) { self.spacing = spacing; self.n = n }
                func add(_ x: Int = base) -> Int { x + n }
                func isLoading(_ on: Bool) -> Pair { var copy = self; copy.isLoading = on; return copy }
                var body: some View { Text("\\(Int(spacing)) \\(n) \\(add()) \\(isLoading ? "loading" : "idle")") }
            }
            VStack { Pair().isLoading(true); Pair(spacing: 3) }
            """)
        #expect(shown == ["10 6 11 loading", "3 6 11 idle"])
    }

    @Test("an unannotated array literal of closures; local computed variables in a body and in a function")
    func closureArraysAndLocalComputedVariables() throws {
        // TSPL "Closures" (an array of `() -> Void` inferred from its elements); "Properties": computed local
        // variables, whose getter runs at each read (`label` reads `n` after it changed).
        let shown = try strings(
            """
            scene(width: 300, height: 60)
            struct Probe: View {
                let n = 4
                func f() -> Int {
                    var doubled: Int { n * 2 }
                    return doubled + 1
                }
                var body: some View {
                    var count = 0
                    let steps = [{ count += 1 }, { count += 2 }]
                    var label: String { "c\\(count)" }
                    let before = label
                    for step in steps { step() }
                    var twice: Int {
                        let m = n
                        return m * 2
                    }
                    return Text("\\(before) \\(label) \\(f()) \\(twice) \\(steps.count)")
                }
            }
            Probe()
            """)
        #expect(shown == ["c0 c3 9 8 2"])
    }

    @Test("String.filter returns a String; Character tests; Array(string) and String(characters)")
    func charactersAndStrings() throws {
        // The Swift Standard Library: RangeReplaceableCollection.filter returns Self; Character.isNumber, …;
        // String.init<S: Sequence>(_:) where S.Element == Character.
        let shown = try strings(
            """
            scene(width: 400, height: 60)
            struct Probe: View {
                let s = "a1 B2,c"
                var body: some View {
                    let chars = Array(s)
                    let counts = [chars.filter { $0.isUppercase }.count, chars.filter { $0.isLowercase }.count,
                                  chars.filter { $0.isPunctuation }.count, chars.filter { $0.isWhitespace }.count]
                    return VStack {
                        Text(s.filter { $0.isNumber } + "|" + s.filter { $0.isLetter } + "|\\(s.filter { $0.isNumber }.count)")
                        Text(String(chars.reversed()) + "|" + String(chars.filter { $0.isLetter }) + "|" + chars.map { $0.uppercased() }.joined())
                        Text(counts.map(String.init).joined(separator: ","))
                    }
                }
            }
            Probe()
            """)
        #expect(shown == ["12|aBc|2", "c,2B 1a|aBc|A1 B2,C", "1,2,1,1"])
    }

    @Test("extensions of the file's PreviewProvider struct and of a struct declared later in the file")
    func extensionsOfLaterAndProviderTypes() throws {
        // TSPL "Extensions": an extension may come before the type it extends.
        let shown = try strings(
            """
            extension Later { func doubled() -> Int { n * 2 } }
            extension Probe_Previews { static var sample: Later { Later(n: 3) } }
            struct Probe_Previews: PreviewProvider {
                static var previews: some View { Probe(l: sample) }
            }
            struct Probe: View {
                let l: Later
                var body: some View { Text("\\(l.doubled())") }
            }
            struct Later { let n: Int }
            """)
        #expect(shown == ["6"])
    }

    @Test("failable initialisers: 'return nil' gives nil, reaching the end gives the instance")
    func failableInitializers() throws {
        // TSPL "Initialization": Failable Initializers.
        let shown = try strings(
            """
            scene(width: 300, height: 40)
            struct Temp {
                let c: Double
                init?(_ s: String) {
                    guard let v = Double(s) else { return nil }
                    c = v
                }
                init?(kelvin: Double) { if kelvin < 0 { return nil }; self.c = kelvin - 273 }
            }
            let a = Temp("12")
            let b = Temp("x")
            Text("\\(a?.c ?? -1) \\(b == nil) \\(Temp(kelvin: 300)?.c ?? -1) \\(Temp(kelvin: -1) == nil)")
            """)
        #expect(shown == ["12.0 true 27.0 true"])
    }

    @Test("Set: literal and Set(array) keep each element once; insert, remove, contains, union, intersection")
    func sets() throws {
        // The Swift Standard Library: Set, SetAlgebra. Printed sorted (a Set's order is unspecified; anim's is).
        let shown = try strings(
            """
            scene(width: 400, height: 60)
            struct Probe: View {
                @State private var picked: Set<Int> = [3, 1, 3]
                var body: some View {
                    var s: Set<Int> = [1, 2, 3]
                    s.insert(4)
                    s.insert(1)
                    s.remove(2)
                    let t = Set([3, 5, 5])
                    var names = Set<String>()
                    names.insert("b"); names.insert("a"); names.insert("b")
                    s.formUnion([9])
                    return VStack {
                        Text("\\(s.count) \\(s.contains(4)) \\(s.contains(2)) \\(t.count) \\(picked.count) \\(names.count)")
                        Text("\\(s.union(t).sorted()) \\(s.intersection(t).sorted()) \\(s.subtracting(t).sorted()) \\(t.isSubset(of: [3, 5, 7]))")
                        Text("\\(Set([2, 1]) == Set([1, 2])) \\(names.sorted())")
                    }
                }
            }
            Probe()
            """)
        #expect(shown == ["4 true false 2 2 2", "[1, 3, 4, 5, 9] [3] [1, 4, 9] true", "true [\"a\", \"b\"]"])
    }

    @Test("subscript declarations with get/set and several indices; prefix and compound-assignment operator methods")
    func subscriptsAndOperators() throws {
        // TSPL "Subscripts"; "Advanced Operators": Operator Methods, Prefix Operators, Compound Assignment Operators.
        let shown = try strings(
            """
            scene(width: 300, height: 60)
            struct Grid {
                var cells: [Int]
                let width: Int
                subscript(row: Int, col: Int) -> Int {
                    get { cells[row * width + col] }
                    set { cells[row * width + col] = newValue }
                }
                subscript(i: Int) -> Int { cells[i] }
            }
            struct V {
                var x: Double
                var y: Double
                static func + (l: V, r: V) -> V { V(x: l.x + r.x, y: l.y + r.y) }
                static prefix func - (v: V) -> V { V(x: -v.x, y: -v.y) }
                static func += (l: inout V, r: V) { l = l + r }
            }
            struct Probe: View {
                var body: some View {
                    var g = Grid(cells: [1, 2, 3, 4], width: 2)
                    g[1, 0] = 9
                    g[0, 1] += 10
                    var a = V(x: 1, y: 2) + V(x: 3, y: 4)
                    a += V(x: 1, y: 1)
                    let n = -a
                    return VStack {
                        Text("\\(g[1, 0]) \\(g[0, 1]) \\(g[3]) \\(g.cells)")
                        Text("\\(Int(a.x)) \\(Int(a.y)) \\(Int(n.x))")
                    }
                }
            }
            Probe()
            """)
        #expect(shown == ["9 12 4 [1, 12, 9, 4]", "5 7 -5"])
    }

    @Test("class inheritance: inherited members and initialisers, override, super.method, super.init, super.property")
    func classInheritance() throws {
        // TSPL "Inheritance" (Overriding, Accessing Superclass Methods) and "Initialization" (Automatic
        // Initializer Inheritance, rule 1: Car declares no initialiser and inherits Vehicle's).
        let shown = try strings(
            """
            scene(width: 400, height: 60)
            class Vehicle {
                var wheels: Int
                init(wheels: Int) { self.wheels = wheels }
                func describe() -> String { "\\(wheels) wheels" }
                var kind: String { "vehicle" }
            }
            class Bicycle: Vehicle {
                var bell = true
                init() { super.init(wheels: 2) }
                override func describe() -> String { "bike: " + super.describe() }
                override var kind: String { "bike/" + super.kind }
            }
            class Tandem: Bicycle {
                override func describe() -> String { "tandem, " + super.describe() }
            }
            class Car: Vehicle {}
            struct Probe: View {
                var body: some View {
                    let b = Bicycle()
                    let c = Car(wheels: 4)
                    let t = Tandem()
                    return VStack {
                        Text(b.describe() + "|" + c.describe() + "|" + t.describe())
                        Text(b.kind + " " + c.kind + " " + t.kind + " \\(b.bell)")
                    }
                }
            }
            Probe()
            """)
        #expect(shown == ["bike: 2 wheels|4 wheels|tandem, bike: 2 wheels", "bike/vehicle vehicle bike/vehicle true"])
    }

    @Test("throw, do/catch with case patterns, 'let e as E' and the implicit 'error', propagation, try?")
    func errorHandling() throws {
        // TSPL "Error Handling": a thrown error is matched against the catch clauses in order; one no clause
        // matches propagates to the enclosing do; `try?` is nil when the call throws.
        let shown = try strings(
            """
            scene(width: 600, height: 60)
            enum LoadError: Error { case missing, tooBig(Int) }
            func load(_ x: Int) throws -> Int {
                guard x >= 0 else { throw LoadError.missing }
                if x > 100 { throw LoadError.tooBig(x) }
                return x * 2
            }
            func twice(_ x: Int) throws -> Int { try load(x) + load(x) }
            struct Probe: View {
                var body: some View {
                    var log: [String] = []
                    do { let v = try load(3); log.append("v\\(v)") } catch { log.append("no") }
                    do { _ = try load(-1); log.append("unreached") } catch LoadError.missing { log.append("missing") } catch { log.append("other") }
                    do { _ = try twice(200) } catch LoadError.tooBig(let n) { log.append("big\\(n)") }
                    do { _ = try twice(-5) } catch let e as LoadError { log.append(e == .missing ? "asE" : "x") }
                    do { do { _ = try load(-1) } catch LoadError.tooBig { log.append("inner") } } catch { log.append("outer \\(error)") }
                    let failed = try? load(-1)
                    let fine = try? load(2)
                    return Text(log.joined(separator: ",") + " \\(failed == nil) \\(fine ?? 0)")
                }
            }
            Probe()
            """)
        #expect(shown == ["v6,missing,big200,asE,outer missing true 4"])
        // An error nothing catches fails the frame at the throw, as it ends a Swift program.
        let uncaught = #expect(throws: (any Error).self) {
            _ = try SceneRender.render(
                "scene(width: 40, height: 40)\nenum E: Error { case bad }\nfunc f() throws -> Int { throw E.bad }\nText(\"\\(try f())\")")
        }
        let text = uncaught.map { "\($0)" } ?? ""
        #expect(text.contains("test.scene:3:26: error: uncaught error bad"), "\(text)")
    }

    @Test("real type errors in these constructs stay located errors")
    func locatedErrors() {
        // A Set's elements have one type; a failable init returns nil or nothing; a computed local needs its type.
        #expect(
            error("scene(width: 10, height: 10)\nvar s: Set<Int> = [1]\nlet _ = s.union([\"a\"])\nColor.clear")
                .contains("g.scene:3:18: error:"))
        #expect(
            error("scene(width: 10, height: 10)\nstruct T {\n    init?(x: Int) { return 5 }\n}\nColor.clear")
                .contains("g.scene:3:28: error:"))
        #expect(
            error("scene(width: 10, height: 10)\nstruct P: View {\n    var body: some View {\n        var s { 1 }\n        return Text(\"\\(s)\")\n    }\n}\nP()")
                .contains("error"))
    }
}
