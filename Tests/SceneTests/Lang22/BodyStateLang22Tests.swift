// BodyStateLang22Tests.swift: Swift and SwiftUI semantics real files rely on (issue #14): state written while a body
// is evaluated directly is dropped, and in `DispatchQueue.main.async`/`Task` scheduled from the body or a
// GeometryReader's content lands in the next update; an object passed to `@ObservedObject` from a plain property or a `let`; an
// `@Observable` object held by `let` and changed through it; a View declared inside `#Preview`; `Optional.map` with a
// closure literal; `Self._printChanges()` and a `print` whose argument anim cannot evaluate.
// Rule: Apple: State — developer.apple.com/documentation/swiftui/state (a body reads the state of its update; a
// write during the update warns "Modifying state during view update" and is dropped); The Swift Standard
// Library: Optional.map(_:); TSPL "Structures and Classes" (classes are reference types). Expected values come from
// each source's own numbers: the frame a GeometryReader reports is the one layout gives the text (its leaf's frame),
// an array's elements, the views' written sizes.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct BodyStateLang22Tests {
    /// The texts of the frame at `time` with their frames.
    func texts(_ source: String, at time: Double = 0) throws -> [(String, Rect)] {
        let program = try SceneProgram(source: source, path: "lang22.scene")
        return try texts(program, at: time)
    }

    func texts(_ program: SceneProgram, at time: Double = 0) throws -> [(String, Rect)] {
        let h = program.header
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale)
        let leaves = engine.leaves(of: try program.snapshots(time: time, frame: Int(time * 30)), at: time)
        return leaves.compactMap { leaf in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame) } else { nil }
        }
    }

    @Test(
        "the pre-iOS-17 scroll-offset reader: DispatchQueue.main.async in a GeometryReader sets the state, the text shows its own minY"
    )
    func asyncWriteInGeometryReader() throws {
        let found = try texts(
            """
            scene(width: 200, height: 200)
            struct Offsets: View {
                @State var startOffset: CGFloat = 0

                var body: some View {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 60)
                        Text("start \\(Int(startOffset))")
                            .overlay(
                                GeometryReader { proxy -> Color in
                                    DispatchQueue.main.async {
                                        startOffset = proxy.frame(in: .global).minY
                                    }
                                    return Color.clear
                                }
                            )
                    }
                }
            }
            Offsets()
            """)
        #expect(found.count == 1)
        let (string, frame) = try #require(found.first)
        // The VStack (60 pt + the text) is centred in 200 pt: the text starts 60 pt below its top, well below 60.
        #expect(frame.minY > 60)
        // The reader reports the unrounded minY; the leaf's frame is rounded to whole pixels.
        let shown = try #require(Double(string.dropFirst("start ".count)))
        #expect(abs(shown - frame.minY) <= 1, "text at \(frame)")
    }

    @Test(
        "a method called by body writes state: SwiftUI drops the write, so after a later update the body still reads 7")
    func directWriteIsDropped() throws {
        let source = """
            scene(width: 200, height: 100, duration: 2)
            struct V: View {
                @State private var items = [7, 8, 9]
                @State private var cursor = 0
                @State private var tick = 0
                func next() -> String { cursor += 1; return "\\(items[cursor])" }
                var body: some View {
                    VStack {
                        Text(next())
                        Button("tick") { tick += 1 }
                    }
                }
            }
            V()
            at(1) { tap("tick") }
            """
        let program = try SceneProgram(source: source, path: "lang22.scene")
        #expect(try texts(program, at: 0).map(\.0).contains("7"))
        // The tap re-runs the body; the cursor is still 0, as the write made during the first update was dropped
        // (OpenSwiftUI StoredLocation.swift: `set` returns early while the graph is updating).
        #expect(try texts(program, at: 1.5).map(\.0).contains("7"))
        #expect(!(try texts(program, at: 1.5).map(\.0).contains("8")))
    }

    @Test("the pasted file that indexed past the end: Text(next()) with one element renders '7'")
    func cursorPastEnd() throws {
        let found = try texts(
            """
            import SwiftUI
            struct V: View {
                @State private var items = [7]
                @State private var cursor = 0
                func next() -> String { cursor += 1; return "\\(items[cursor])" }
                var body: some View { Text(next()) }
            }
            #Preview { V() }
            """)
        #expect(found.map(\.0) == ["7"])
    }

    @Test("a body that schedules a change every time settles after 8 passes, with one located warning")
    func unsettledBodyIsBounded() throws {
        let program = try SceneProgram(
            source: """
                scene(width: 200, height: 100)
                struct Counter: View {
                    @State var n = 0
                    var body: some View {
                        Text("n \\(n)")
                            .onAppear {}
                            .background(GeometryReader { _ -> Color in
                                Task { n += 1 }
                                return Color.clear
                            })
                    }
                }
                Counter()
                """, path: "lang22.scene")
        let settle = program.warnings.filter { $0.message.contains("did not settle") }
        #expect(settle.count == 1)
        #expect(settle.first?.range.start.line == 8)
        // Pass k sets n to k; the eighth is the last that runs (BodyUpdates.maximumPasses).
        #expect(try texts(program).map(\.0) == ["n 8"])
    }

    @Test("a write in a view's body is a located warning, and the body keeps the update's value")
    func writeInBodyWarns() throws {
        let source = """
            scene(width: 200, height: 100)
            struct V: View {
                @State var shown = 1
                var body: some View {
                    shown = 5
                    return Text("value \\(shown)")
                }
            }
            V()
            """
        let program = try SceneProgram(source: source, path: "lang22.scene")
        let warning = program.warnings.first { $0.message.contains("modifying state during view update") }
        #expect(warning?.range.start.line == 5)
        #expect(warning?.range.start.column == 9)
        #expect(try texts(program).map(\.0) == ["value 1"])
    }

    @Test("@ObservedObject given a plain property's object (private var model = Model()): the child reads it")
    func observedObjectFromPlainProperty() throws {
        let found = try texts(
            """
            import SwiftUI
            class Model: ObservableObject { @Published var n = 41 }
            struct Child: View { @ObservedObject var m: Model; var body: some View { Text("\\(m.n + 1)") } }
            struct V: View {
                private var model = Model()
                var body: some View { Child(m: model) }
            }
            #Preview { V() }
            """)
        #expect(found.map(\.0) == ["42"])
    }

    @Test("@ObservedObject given a let in #Preview (let m = Model(); return V(m: m))")
    func observedObjectFromLet() throws {
        let found = try texts(
            """
            import SwiftUI
            class Model: ObservableObject { @Published var n = 3 }
            struct V: View { @ObservedObject var m: Model; var body: some View { Text("n = \\(m.n)") } }
            #Preview {
                let m = Model()
                return V(m: m)
            }
            """)
        #expect(found.map(\.0) == ["n = 3"])
    }

    @Test("an @Observable object held by let and changed through it in an action: the scene loads and draws the label")
    func observableThroughLet() throws {
        let found = try texts(
            """
            @Observable
            class Store {
                var count = 0
            }

            struct Child: View {
                let store: Store
                var body: some View {
                    Button("Reset \\(store.count)") {
                        store.count = 0
                    }
                }
            }

            #Preview { Child(store: Store()) }
            """)
        #expect(found.map(\.0) == ["Reset 0"])
    }

    @Test("a View declared inside #Preview (the preview-wrapper pattern) is the preview: 'wrapped' 80 pt wide frame")
    func structInsidePreview() throws {
        let found = try texts(
            """
            scene(width: 200, height: 100)
            #Preview {
                struct Container: View {
                    @State private var label = "wrapped"
                    var body: some View { Text(label).frame(width: 80) }
                }
                return Container()
            }
            """)
        #expect(found.map(\.0) == ["wrapped"])
    }

    @Test("Optional.map with a closure literal in a ViewBuilder: an optional view, drawn when there is a value")
    func optionalMapClosureLiteral() throws {
        let found = try texts(
            """
            scene(width: 200, height: 100)
            struct V: View {
                var label: String? = "star"
                var missing: String? = nil
                var body: some View {
                    VStack {
                        label.map({ Text($0 + "!") })
                        missing.map { Text($0) }
                        Text("x")
                    }
                }
            }
            V()
            """)
        #expect(found.map(\.0) == ["star!", "x"])
        let program = try SceneProgram(
            source: """
                scene(width: 200, height: 100)
                struct Row: View {
                    var n: Int? = 4
                    var none: Int? = nil
                    var body: some View { Text("\\(n.map { $0 * 10 } ?? -1) \\(none.map { v in v * 10 } ?? -1)") }
                }
                Row()
                """, path: "lang22.scene")
        #expect(program.warnings.isEmpty)
        let values = try texts(
            """
            scene(width: 200, height: 100)
            struct Row: View {
                var n: Int? = 4
                var none: Int? = nil
                var body: some View { Text("\\(n.map { $0 * 10 } ?? -1) \\(none.map { v in v * 10 } ?? -1)") }
            }
            Row()
            """)
        #expect(values.map(\.0) == ["40 -1"])
    }

    @Test("let _ = Self._printChanges() is a no-op without warnings; a print anim cannot evaluate is one warning")
    func debugCallsAreNoOps() throws {
        let program = try SceneProgram(
            source: """
                import SwiftUI
                class M: ObservableObject {
                    init() { print("id: \\(Unmanaged.passUnretained(self).toOpaque())") }
                }
                struct V: View {
                    @StateObject var m = M()
                    var body: some View {
                        let _ = Self._printChanges()
                        Text("hi")
                    }
                }
                #Preview { V() }
                """, path: "lang22.scene")
        #expect(program.warnings.map(\.range.start.line) == [3])
        #expect(try texts(program).map(\.0) == ["hi"])
    }

    @Test("a random keyframe value (Int.random(in: -2...2)) is drawn at load from the seed: the same on every load")
    func randomKeyframeValue() throws {
        let source = """
            scene(width: 200, height: 200, duration: 1)
            Text("x").keyframeAnimator(initialValue: CGSize.zero, repeating: true) { c, v in c.offset(v) } keyframes: { _ in
                KeyframeTrack(\\.self) { LinearKeyframe(CGSize(width: Int.random(in: -2...2), height: -40), duration: 0.2) }
            }
            """
        func position(_ time: Double) throws -> (x: Double, y: Double) {
            let program = try SceneProgram(source: source, path: "lang22.scene")
            let h = program.header
            let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale)
            let leaves = engine.leaves(of: try program.snapshots(time: time, frame: Int(time * 30)), at: time)
            let leaf = try #require(leaves.first)
            let t = leaf.transform
            let (cx, cy) = (leaf.frame.midX, leaf.frame.midY)
            return (t.a * cx + t.c * cy + t.tx, t.b * cx + t.d * cy + t.ty)
        }
        let start = try position(0)
        let middle = try position(0.1)
        // Halfway through the linear keyframe from .zero: half its height (-40) and half its width, a whole number
        // from -2 to 2.
        #expect(abs((middle.y - start.y) - -20) < 0.01)
        let halfWidth = middle.x - start.x
        #expect(abs(halfWidth * 2 - (halfWidth * 2).rounded()) < 0.01 && abs(halfWidth) <= 1)
        let again = try position(0.1)
        #expect(again.x == middle.x && again.y == middle.y)
    }
}
