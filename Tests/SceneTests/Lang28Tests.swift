// Lang28Tests.swift: constructs real files still hit (issue #14): Dynamic Type sizes compared by size.
// Rule: Apple: DynamicTypeSize (Comparable: xSmall … xxxLarge, accessibility1 … accessibility5, increasing;
// isAccessibilitySize) and ContentSizeCategory (Comparable; isAccessibilityCategory); the environment's value is
// `.large` (the system default a render draws at). Expected strings follow from that order applied to the written values.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang28Tests {
    private func texts(_ source: String) throws -> [String] {
        PastedScene.texts(try PastedScene.leaves(source, path: "lang28.scene"))
    }

    /// corpus27/33: `if dynamicType >= dynamicTypeThreshold` with a stored `DynamicTypeSize` threshold, and the other
    /// comparisons and `isAccessibilitySize` against the environment's `.large`.
    @Test func dynamicTypeSizesCompareBySize() throws {
        let source = """
            import SwiftUI
            struct R: View {
                var threshold: DynamicTypeSize = .xxLarge
                @Environment(\\.dynamicTypeSize) private var size
                @Environment(\\.sizeCategory) private var category
                var body: some View {
                    VStack {
                        if size >= threshold { Text("big") } else { Text("regular") }
                        Text("\\(size > .medium) \\(size < .large) \\(size <= .large) \\(DynamicTypeSize.accessibility1 > .xxxLarge)")
                        Text("\\(size.isAccessibilitySize) \\(DynamicTypeSize.accessibility2.isAccessibilitySize)")
                        Text("\\(category < .extraLarge) \\(category.isAccessibilityCategory) \\(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)")
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["regular", "true false true true", "false true", "true false true"])
    }
}

extension Lang28Tests {
    /// corpus27/54: a month grid's days from `dateInterval(of: .month, for:)` (its `start`, `duration`), the month's
    /// name from `monthSymbols`, `isDate(_:equalTo:toGranularity:)`, `range(of:in:for:)`, `isDate(_:inSameDayAs:)`
    /// and the weekday symbols. The scene's `Date()` is 1 January 2001 00:00 GMT (a Monday).
    @Test func calendarIntervalsSymbolsAndGranularity() throws {
        let source = """
            import SwiftUI
            struct R: View {
                private let calendar = Calendar.current
                let day = Date()
                var body: some View {
                    let month = calendar.dateInterval(of: .month, for: day)!
                    let next = calendar.date(byAdding: .day, value: 40, to: day)!
                    VStack {
                        Text("\\(Int(month.duration / 86400)) \\(month.contains(next)) \\(month.start == day)")
                        Text(calendar.monthSymbols[calendar.component(.month, from: day) - 1])
                        Text("\\(calendar.isDate(day, equalTo: next, toGranularity: .year)) \\(calendar.isDate(day, equalTo: next, toGranularity: .month))")
                        Text("\\(calendar.range(of: .day, in: .month, for: next)!.count) \\(calendar.isDate(day, inSameDayAs: day))")
                        Text("\\(calendar.shortWeekdaySymbols[calendar.component(.weekday, from: day) - 1]) \\(calendar.firstWeekday)")
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["31 false true", "January", "true false", "28 true", "Mon 1"])
    }
}

extension Lang28Tests {
    /// `.constant(v)` holds its value: two bindings made by one call site (a generic wrapper's `projectedValue`, as a
    /// preview's `State(initialValue:)` stand-in writes it) for a Date and an Int read their own values — the second
    /// overwrote the first's storage and crashed the read — and an element binding of a constant array reads its part.
    @Test func constantBindingsHoldTheirOwnValues() throws {
        let source = """
            import SwiftUI
            struct Box<Value> {
                var wrappedValue: Value
                init(initialValue: Value) { wrappedValue = initialValue }
                var projectedValue: Binding<Value> { .constant(wrappedValue) }
            }
            struct V: View {
                @Binding var d: Date
                @Binding var n: Int
                @Binding var names: [String]
                var body: some View {
                    VStack {
                        Text("\\(Int(d.timeIntervalSinceReferenceDate)) \\(n)")
                        ForEach($names, id: \\.self) { $name in Text(name) }
                    }
                }
            }
            struct V_Previews: PreviewProvider {
                static var previews: some View {
                    let s = Box<Date>(initialValue: Date(timeIntervalSinceReferenceDate: 86400))
                    let k = Box(initialValue: 4)
                    let m = Box(initialValue: 5)
                    return V(d: s.projectedValue, n: k.projectedValue, names: .constant(["a", "b"]))
                }
            }
            """
        #expect(try texts(source) == ["86400 4", "a", "b"])
    }
}

extension Lang28Tests {
    /// A fuzzed paste (a parameter renamed `lal`, the body still `self.label = label`): the property read before it
    /// has a value is swiftc's definite-initialization error at the read, not a closure of no value called in `body`
    /// (it trapped "a non-view through: void"). A parameter, a local and a property assigned earlier are still read.
    @Test func storedPropertyReadBeforeItsInitializerAssignsIt() throws {
        let source = """
            import SwiftUI
            struct Row<Label: View>: View {
                let label: () -> Label
                init(@ViewBuilder lal: @escaping () -> Label) {
                    self.label = label
                }
                var body: some View { label() }
            }
            #Preview { Row { Text("x") } }
            """
        let error = #expect(throws: SceneError.self) { try texts(source) }
        let first = error?.diagnostics.first
        #expect(first?.message == "constant 'self.label' used before being initialized")
        #expect(first?.range.start.line == 5)
        #expect(first?.range.start.column == 22)
        let fine = """
            import SwiftUI
            struct Pair: View {
                var a: Int
                let b: Int
                let c: Int
                init(x: Int) {
                    let c = x * 3
                    a = x
                    self.b = a + 1
                    self.c = c
                }
                var body: some View { Text("\\(a) \\(b) \\(c)") }
            }
            #Preview { Pair(x: 2) }
            """
        #expect(try texts(fine) == ["2 3 6"])
    }
}

extension Lang28Tests {
    /// The first failure laying out frame 0 of `source` meets, found within 300 s; nil when loading fails.
    private static func firstLayoutFailure(_ source: String, path: String) -> RuntimeFailure? {
        LimitTests.within(300) { () -> RuntimeFailure? in
            guard let program = try? SceneProgram(source: source, path: path),
                let snapshots = try? program.snapshots(time: 0, frame: 0)
            else { return nil }
            let canvas = Size(width: program.header.width, height: program.header.height)
            let warnings = LayoutWarnings()
            _ = LayoutEngine(canvas: canvas, scale: 1, warnings: warnings).leaves(of: snapshots, at: 0)
            return warnings.firstFailure
        } ?? nil
    }

    /// A view that holds itself in a GeometryReader's ForEach of 201 elements, 4 levels deep (201⁴ readers, under
    /// the 64-call depth limit): `content` is the reader's element.
    private static func growingReader(_ content: String) -> String {
        """
        import SwiftUI
        struct Grow: View {
            let level: Int
            var body: some View {
                GeometryReader { gr in
                    ZStack {
                        if level < 4 {
                            ForEach(0...200, id: \\.self) { i in
                                \(content)
                            }
                        }
                    }
                }
            }
        }
        #Preview { Grow(level: 0) }
        """
    }

    /// A fuzzed paste (fuzz-pasted seed 4848 case 321) held a view inside its own GeometryReader's ForEach of 201
    /// elements: each reader's content is evaluated by layout on its own, within the per-evaluation step limit, so the
    /// work grew 201-fold per level for minutes before the call-depth limit (64 levels) ended one branch at a time.
    /// The contents of one frame share one budget of steps and views, and the frame fails with a located error at
    /// the reader once they made 200,000 views.
    @Test func selfContainingReaderStopsAtTheSharedBudget() throws {
        // Bounded: without the shared budget this layout runs for hours.
        let failure = Self.firstLayoutFailure(
            Self.growingReader("Grow(level: level + 1).frame(width: 10, height: 10)"), path: "grow.scene")
        #expect(
            failure?.message == "the GeometryReader contents of one frame make more than "
                + "\(SceneLimits.maximumViewCount) views")
        #expect(failure?.range.start.line == 5)
        #expect(failure?.range.start.column == 9)
    }

    /// The same case with an `.animation(_:value:)` whose animation is computed: loading measures how long such
    /// animations run by evaluating each reader's content once, for a zero-size proxy, and each reader met in that
    /// content is measured in turn (201⁴ of them) before layout runs at all. The measure counts its steps and views in
    /// the budget layout's runs share, so loading stops measuring once it is spent, and the frame fails at the
    /// reader as above.
    @Test func measuredSelfContainingReaderStopsAtTheSharedBudget() throws {
        // Bounded: without the measure in the budget, loading runs for hours.
        let failure = Self.firstLayoutFailure(
            Self.growingReader("Grow(level: level + 1).animation(.easeIn(duration: Double(i)), value: i)"),
            path: "grow.scene")
        #expect(
            failure?.message == "the GeometryReader contents of one frame make more than "
                + "\(SceneLimits.maximumViewCount) views")
        #expect(failure?.range.start.line == 5)
        #expect(failure?.range.start.column == 9)
    }
}

extension Lang28Tests {
    /// A fuzzed paste (fuzz-pasted seed 4849 case 162): `@State var slices: [(Double, Color)]` written without a value
    /// inside a Canvas closure, then read — a local property wrapper is initialised by its first assignment (SE-0258),
    /// so the read is swiftc's definite-initialization error, not a trap in `reduce`; assigned first, it is read.
    @Test func localStateWithoutValueIsDefinitelyInitialized() throws {
        let unassigned = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        @State var slices: [Double]
                        Text("\\(slices.count)")
                    }
                }
            }
            #Preview { V() }
            """
        let error = #expect(throws: SceneError.self) { try texts(unassigned) }
        let first = error?.diagnostics.first
        #expect(first?.message == "variable 'slices' used before being initialized")
        #expect(first?.range.start.line == 6)
        #expect(first?.range.start.column == 21)
        let assigned = """
            import SwiftUI
            func count() -> Int {
                @State var slices: [Double]
                slices = [1, 2]
                return slices.count
            }
            struct V: View {
                var body: some View { Text("\\(count())") }
            }
            #Preview { V() }
            """
        #expect(try texts(assigned) == ["2"])
    }
}
