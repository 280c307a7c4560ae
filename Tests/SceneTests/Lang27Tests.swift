// Lang27Tests.swift: constructs real files still hit (issue #14): a property observer on a stored property whose
// initial value names an enum case through its type, stored closures typed by their own signature, TextField bound to
// an optional value with a format, Duration and its format styles, optional types in `[T?]()`, and `if`/`for` in a
// user result builder's body.
// Rule: TSPL "Properties" (Property Observers; a `{` after the initial value opens the observers) and "Closures"
// (Closure Expression Syntax: written parameter and return types are the closure's type); Apple:
// TextField.init(_:value:format:prompt:) for `Binding<F.FormatInput?>` (nil shows an empty field, so its title);
// Swift Duration (SE-0329) and Foundation's Duration.TimeFormatStyle / UnitsFormatStyle (en_US: "m:ss", "h:mm:ss",
// "h:mm", the leading field unpadded and holding every larger unit, the last one rounded half to even); TSPL "Types"
// (Optional Type); SE-0289 (buildOptional, buildEither, buildArray). Expected strings follow from those rules applied
// to the written values.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang27Tests {
    private func texts(_ source: String, at time: Double = 0) throws -> [String] {
        PastedScene.texts(try PastedScene.leaves(source, path: "lang27.scene", at: time))
    }

    // MARK: - Observers after a member initial value

    /// corpus26/21: `@Published var selection = Selection.all { didSet { … } }` — the `{` opens the observers, not a
    /// trailing closure of `Selection.all`, and the property is a `Selection`; the observer runs once for the write.
    @Test func observerAfterEnumCaseInitialValue() throws {
        let source = """
            import SwiftUI
            enum Selection { case all, past }
            class Model: ObservableObject {
                @Published var changes = 0
                @Published var selection = Selection.all {
                    didSet { changes += 1 }
                }
            }
            struct R: View {
                @StateObject var m = Model()
                var body: some View {
                    Text("\\(m.selection == .past ? "past" : "all") \\(m.changes)")
                        .onAppear { m.selection = .past }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["past 1"])
    }

    // MARK: - Closures typed by their signature

    /// corpus26/39: a static, an instance `let`, a `var` and a local closure with written parameter types (and one
    /// result type), called afterwards; a closure without a result type returns its single expression's type.
    @Test func storedClosuresTypedByTheirSignature() throws {
        let source = """
            import SwiftUI
            struct R: View {
                static let tag = { (key: String) in "<" + key + ">" }
                let twice = { (x: Int) -> Int in x * 2 }
                var add = { (a: Int, b: Int) -> Int in a + b }
                let note = { print("x") }
                var body: some View {
                    let join = { (s: String, n: Int) in s + String(n) }
                    Text("\\(R.tag("a")) \\(twice(4)) \\(add(2, 3)) \\(join("z", 9))")
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["<a> 8 5 z9"])
    }

    /// A stored closure `content` beside `func content(at:)`: `content(data[i])` has no `at:` label, so it calls the
    /// closure; `content(at: i)` the method.
    @Test func storedClosureBesideMethodOfSameName() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                var data: [String]
                var content: (String) -> Text
                private func content(at index: Int) -> some View {
                    content(data[index] + "!")
                }
                var body: some View {
                    VStack { ForEach(0..<data.count, id: \\.self) { i in content(at: i) } }
                }
            }
            struct R: View {
                var body: some View { Row(data: ["a", "b"]) { Text($0) } }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["a!", "b!"])
    }

    // MARK: - TextField bound to an optional

    /// corpus26/16: `TextField(_:value:format:)` over `Int?` / `Double?` state — nil shows the title as the
    /// placeholder, a value its formatted text.
    @Test func textFieldBoundToOptionalValue() throws {
        let source = """
            import SwiftUI
            struct R: View {
                @State private var n: Int?
                @State private var m: Double? = 2.5
                var body: some View {
                    VStack {
                        TextField("count", value: $n, format: .number)
                        TextField("ratio", value: $m, format: .number)
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["count", "2.5"])
    }

    // MARK: - Duration

    /// corpus26/33: `Text(d, format: .time(pattern:))` for each pattern, `formatted()` (hourMinuteSecond), the units
    /// style, and Duration's arithmetic, comparison, components and description.
    @Test func durationFormatsAndArithmetic() throws {
        let source = """
            import SwiftUI
            struct R: View {
                let elapsed: Duration
                var body: some View {
                    let long: Duration = .seconds(3725)
                    let sum = Duration.seconds(1) + .milliseconds(250)
                    let c = Duration.milliseconds(1500).components
                    VStack {
                        Text(elapsed, format: .time(pattern: .minuteSecond))
                        Text(long, format: .time(pattern: .minuteSecond))
                        Text(long, format: .time(pattern: .hourMinuteSecond))
                        Text(Duration.seconds(90), format: .time(pattern: .hourMinute))
                        Text(elapsed.formatted())
                        Text(elapsed, format: .units(allowed: [.minutes, .seconds], width: .wide))
                        Text("\\(sum) \\(sum < .seconds(2)) \\(sum * 2 == .milliseconds(2500))")
                        Text("\\(c.seconds) \\(c.attoseconds)")
                        Text(elapsed.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2))))
                        Text(long, format: .time(pattern: .hourMinute(padHourToLength: 2)))
                    }
                }
            }
            #Preview { R(elapsed: .seconds(65)) }
            """
        #expect(
            try texts(source) == [
                "1:05", "62:05", "1:02:05", "0:02", "0:01:05", "1 minute, 5 seconds", "1.25 seconds true true",
                "1 500000000000000000", "01:05", "01:02",
            ])
    }

    /// A Duration still is what `Task.sleep(for:)` waits: 2 s of scene time.
    @Test func durationValueSleeps() throws {
        let source = """
            import SwiftUI
            struct R: View {
                @State var shown = "start"
                let pause: Duration = .seconds(2)
                var body: some View {
                    Text(shown).task {
                        try? await Task.sleep(for: pause)
                        shown = "done"
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source, at: 1.5) == ["start"])
        #expect(try texts(source, at: 2.5) == ["done"])
    }

    // MARK: - Optional element types

    /// `[String?]()`, `[Int?](repeating: nil, count: 3)` and `[String: Int?]()`: types with `?` written as expressions.
    @Test func optionalElementTypesInConstruction() throws {
        let source = """
            import SwiftUI
            struct R: View {
                var body: some View {
                    let a = [String?]()
                    let b = [Int?](repeating: nil, count: 3)
                    let c = [String: Int?]()
                    Text("\\(a.count) \\(b.count) \\(c.count) \\(b[0] == nil)")
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["0 3 0 true"])
    }

    // MARK: - Control flow in a result builder

    /// SE-0289: `if` without `else` is `buildOptional`, `if`/`else` `buildEither`, `for` `buildArray`.
    @Test func ifAndForInUserResultBuilder() throws {
        let source = """
            import SwiftUI
            @resultBuilder
            struct Joined {
                static func buildBlock(_ parts: String...) -> String { parts.joined(separator: ",") }
                static func buildOptional(_ c: String?) -> String { c ?? "-" }
                static func buildEither(first c: String) -> String { c }
                static func buildEither(second c: String) -> String { c }
                static func buildArray(_ c: [String]) -> String { c.joined(separator: "+") }
            }
            struct R: View {
                var flag = true
                @Joined var label: String {
                    "a"
                    if flag { "b" }
                    if !flag { "x" }
                    if !flag { "c" } else { "d" }
                    for i in 0..<3 { "\\(i)" }
                }
                var body: some View { Text(label) }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["a,b,-,d,0+1+2"])
    }
}
