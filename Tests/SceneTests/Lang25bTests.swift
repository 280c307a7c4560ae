// Lang25bTests.swift: constructs real files still hit (issue #14): a `@State` written by a function `body` calls
// (dropped, as SwiftUI drops a write during a view update), statics initialised on first use (a `@State` initialiser
// calling a static function that reads `UserDefaults.standard` or a static declared further down), an `Image` held in
// a property drawn by `Text(image)` and interpolated into `Text("…\(image)…")`, `lineLimit(_:reservesSpace:)`,
// `Text.LineStyle.Pattern` on underline/strikethrough, and `ClosedRange<Date>` / `Range<Date>`.
// Rule: OpenSwiftUI StoredLocation.swift (`set` returns early while the graph updates); TSPL "Properties": Type
// Properties ("lazily initialized on their first access"); Apple: Text.init(_:) with an Image, View.lineLimit(_:
// reservesSpace:), View.strikethrough(_:pattern:color:), ClosedRange. Expected values come from the written numbers:
// the array's one element, UserDefaults' 0 for a missing key plus the written 3, one line's height from a plain Text
// of the same font, the line's thickness times the pattern's units, 60 s between the written bounds.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang25bTests {
    private func program(_ source: String) throws -> SceneProgram {
        try SceneProgram(source: source, path: "lang25b.scene")
    }

    private func leaves(_ source: String, at time: Double = 0) throws -> [PlacedLeaf] {
        try PastedScene.leaves(source, path: "lang25b.scene", at: time)
    }

    private func texts(_ source: String, at time: Double = 0) throws -> [String] {
        PastedScene.texts(try leaves(source, at: time))
    }

    private func textFrames(_ source: String) throws -> [(String, Rect)] {
        try leaves(source).compactMap { leaf in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame) } else { nil }
        }
    }

    // MARK: - A state write during a view update is dropped

    /// corpus20/09's pattern: `func next()` called from `body` advances a cursor into a one-element array. SwiftUI
    /// drops the write (the runtime warns "Modifying state during view update"), so after `onAppear` changes another
    /// state and the body runs again, the cursor is still 0 and the text reads the array's only element; anim used to
    /// apply the write in the next update and index past the end.
    @Test func stateWriteDuringUpdateIsDropped() throws {
        let source = """
            import SwiftUI
            struct V: View {
                @State private var items = [7]
                @State private var cursor = 0
                @State private var tick = 0
                func next() -> String { cursor += 1; return "\\(items[cursor]) \\(cursor) \\(tick)" }
                var body: some View { Text(next()).onAppear { tick += 1 } }
            }
            #Preview { V() }
            """
        // `cursor += 1` computes 1 inside the call only for the dropped write; the body reads the update's 0 back.
        #expect(try texts(source) == ["7 0 1"])
    }

    // MARK: - Statics are initialised on first use

    /// A `@State` initialiser calls a static function that reads `UserDefaults.standard` (anim's own static, declared
    /// after the file) and a static computed from it: both get their values when first read. A missing key reads 0
    /// (Apple: UserDefaults.integer(forKey:)), so `load()` is 3 and `start` 6.
    @Test func staticReadFromStateInitialiser() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                static let key = "count"
                static func load() -> Int { UserDefaults.standard.integer(forKey: key) + 3 }
                static var start: Int { load() * 2 }
                @State private var n = ContentView.load()
                @State private var m = Self.start
                var body: some View { Text("n \\(n) m \\(m)") }
            }
            #Preview { ContentView() }
            """
        #expect(try texts(source) == ["n 3 m 6"])
    }

    /// A static of a type declared below the View, reached through a static function from a `@State` initialiser;
    /// and a class instance behind `static let shared`, declared below its first use.
    @Test func staticDeclaredBelowAndSharedInstance() throws {
        let source = """
            import SwiftUI
            struct V: View {
                @State private var n = V.base()
                static func base() -> Int { Settings.start + 1 }
                var body: some View {
                    Text("n \\(n) \\(Store.shared.name)")
                }
            }
            enum Settings { static let start = 4 }
            final class Store { static let shared = Store(name: "main"); let name: String; init(name: String) { self.name = name } }
            #Preview { V() }
            """
        #expect(try texts(source) == ["n 5 main"])
    }

    // MARK: - An Image held in a property, as a run of text

    /// SymbolInText's form: `Text(image)` with the image in a `let`, and the same image interpolated into a
    /// LocalizedStringKey. The runs sit on one line in order: the leading image, "Mixed", the interpolated image,
    /// "text." (SwiftUI draws an interpolated image inline as a glyph of the text).
    @Test func imagePropertyAsTextRun() throws {
        let source = """
            import SwiftUI
            struct V: View {
                private let message = Image(systemName: "message")
                private let wifi = Image(systemName: "wifi")
                var body: some View {
                    Text(message) + Text("Mixed \\(wifi) text.")
                }
            }
            #Preview { V() }
            """
        _ = try program(source)
        let found = try textFrames(source)
        // The images are runs of their own (a symbol glyph, no characters of the string).
        let strings = found.map { $0.0.trimmingCharacters(in: .whitespaces.union(["\u{00A0}"])) }
        #expect(strings.count == 4)
        #expect(strings.enumerated().filter { $0.element.contains(where: \.isLetter) }.map(\.offset) == [1, 3])
        #expect(strings[1] == "Mixed" && strings[3] == "text.")
        let frames = found.map(\.1)
        // One line, each run starting where the previous one ends, the symbols body-sized (wider than 10 pt).
        for (before, after) in zip(frames, frames.dropFirst()) {
            #expect(abs(after.minX - before.maxX) <= 1)
            #expect(after.minY < before.maxY && before.minY < after.maxY)
        }
        #expect(frames[0].width > 10 && frames[2].width > 10)
    }

    // MARK: - ClosedRange<Date>

    @Test func dateRanges() throws {
        let source = """
            import SwiftUI
            struct V: View {
                @State private var d = Date()
                let range: ClosedRange<Date> = Date()...Date().addingTimeInterval(60)
                var body: some View {
                    VStack {
                        DatePicker("When", selection: $d, in: range, displayedComponents: .date)
                        Text("\\(range.contains(Date().addingTimeInterval(30))) \\(range.contains(Date().addingTimeInterval(61)))")
                        Text("\\(Int(range.upperBound.timeIntervalSince(range.lowerBound)))")
                        Text("\\((Date()..<Date()).isEmpty)")
                    }
                }
            }
            #Preview { V() }
            """
        let found = try texts(source)
        #expect(found.contains("true false"))
        #expect(found.contains("60"))
        #expect(found.last == "true")
    }

    @Test func dateRangeBoundsMustBeDates() throws {
        let source = """
            import SwiftUI
            struct V: View {
                let range: ClosedRange<Date> = 1...2
                var body: some View { Text("x") }
            }
            #Preview { V() }
            """
        let error = #expect(throws: SceneError.self) { try program(source) }
        #expect(error?.errors.first?.range.start.line == 3)
    }

    // MARK: - Key paths as values

    /// A stored `KeyPath<Item, Int>`, a key path parameter read with `$0[keyPath: path]`, and `\Item.name` with its
    /// root written out: 2 + 5 = 7, the second item's 5, the first item's "a".
    @Test func keyPathValues() throws {
        let source = """
            import SwiftUI
            struct Item { var name: String; var n: Int }
            struct V: View {
                let items = [Item(name: "a", n: 2), Item(name: "b", n: 5)]
                let kp: KeyPath<Item, Int> = \\.n
                func total(_ path: KeyPath<Item, Int>) -> Int { items.map { $0[keyPath: path] }.reduce(0, +) }
                var body: some View {
                    Text("\\(total(\\.n)) \\(items[1][keyPath: kp]) \\(items[0][keyPath: \\Item.name])")
                }
            }
            #Preview { V() }
            """
        #expect(try texts(source) == ["7 5 a"])
    }

    // MARK: - `.task(load)` with a `@Sendable` function

    /// SymbolInText's `.task(changeVariableValue)`: the function is the task's action (it runs as the view
    /// appears), and `@Sendable` changes nothing.
    @Test func taskWithFunctionReference() throws {
        let source = """
            import SwiftUI
            struct V: View {
                @State private var loaded = 0
                var body: some View { Text("loaded \\(loaded)").task(load) }
                @Sendable
                func load() async { loaded = 4 }
            }
            #Preview { V() }
            """
        #expect(try texts(source) == ["loaded 4"])
    }
}
