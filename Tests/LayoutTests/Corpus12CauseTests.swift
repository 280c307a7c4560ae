// Corpus12CauseTests.swift: Swift and Foundation that real files use, found by the twelfth corpus (issue #14).
// Rule: The Swift Programming Language — "Initializer Delegation for Value Types" (`self.init(…)`), "Generic Argument
// Clause" (`Container<Inner>(…)`), Dictionary as a Sequence of (key, value) pairs and `dict[k] = nil` removing the
// key; Apple: Thread.isMainThread, UserDefaults.standard (empty in a fresh preview), DispatchQueue.global(qos:),
// MainActor.run(body:), ScrollViewReader, Double.init?(_:). Each test's expected text is worked out by hand from the
// source.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Corpus12CauseTests {
    /// The strings of the Texts the root shows at time 0 (after `onAppear`), in tree order.
    static func texts(_ source: String) throws -> [String] {
        let program = try SceneProgram(source: source, path: "t.scene")
        return GeometryChangeTests.texts(try program.view(time: 0, frame: 0))
    }

    @Test("an init that delegates with self.init(…) takes the other initializer's stored properties")
    func delegatingInitializer() throws {
        let texts = try Self.texts(
            """
            import SwiftUI
            struct Grid2: View {
                private let rows: Int
                private let columns: Int
                private init(rows: Int, columns: Int) {
                    self.rows = rows
                    self.columns = columns
                }
                init(count: Int, rows: Int) {
                    self.init(rows: rows, columns: count / rows)
                }
                var body: some View { Text("\\(rows) × \\(columns)") }
            }
            #Preview { Grid2(count: 6, rows: 2) }
            """)
        #expect(texts == ["2 × 3"])
    }

    @Test("Thread, DispatchQueue.global, MainActor.run and self.items.append run on scene time")
    func concurrencyShapes() throws {
        let texts = try Self.texts(
            """
            import SwiftUI
            class Model: ObservableObject {
                @Published var lines: [String] = []
                func start() { self.lines.append("main: \\(Thread.isMainThread)") }
            }
            struct V: View {
                @StateObject private var model = Model()
                @State private var done: [String] = []
                var body: some View {
                    VStack { ForEach(model.lines + done, id: \\.self) { Text($0) } }
                        .onAppear {
                            model.start()
                            DispatchQueue.global(qos: .background).async { done.append("global") }
                            Task { await MainActor.run { done.append("actor") } }
                        }
                }
            }
            #Preview { V() }
            """)
        #expect(texts == ["main: true", "global", "actor"])
    }

    @Test("UserDefaults.standard starts empty; Double(String) parses; a dictionary entry set to nil is removed")
    func foundationValues() throws {
        let texts = try Self.texts(
            """
            import SwiftUI
            struct V: View {
                @State private var n = UserDefaults.standard.integer(forKey: "count")
                func remaining() -> Int {
                    var dict = ["a": 1, "b": 2]
                    dict["a"] = nil
                    return dict.count
                }
                var body: some View {
                    let d = Double("2.5") ?? 0
                    let bad = Double("x") ?? -1
                    Text("\\(n) \\(d) \\(bad) \\(remaining()) \\(UserDefaults.standard.string(forKey: "s") ?? "none")")
                }
            }
            #Preview { V() }
            """)
        #expect(texts == ["0 2.5 -1.0 1 none"])
    }

    @Test("an explicit generic argument clause is accepted; for (key, value) in a dictionary visits every entry")
    func genericClauseAndDictionaryLoop() throws {
        let texts = try Self.texts(
            """
            import SwiftUI
            struct Container<Content: View>: View {
                private var content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content }
            }
            struct Count: View {
                @State private var n = 0
                var body: some View {
                    Text("\\(n)").onAppear {
                        let cities = ["23": "Elazığ", "06": "Ankara", "34": "İstanbul"]
                        for (code, name) in cities {
                            if !name.isEmpty && !code.isEmpty { n += 1 }
                        }
                    }
                }
            }
            #Preview { Container<Count>(content: { Count() }) }
            """)
        #expect(texts == ["3"])
        // A comparison still parses as one: `a < b > (c)` is no clause (nothing but types may be inside).
        #expect(try Self.texts("import SwiftUI\n#Preview { Text(\"\\(Int.max < 1 ? 1 : 2)\") }") == ["2"])
    }

    @Test("ScrollViewReader lays its content out as written; proxy.scrollTo in an action is accepted")
    func scrollViewReader() throws {
        let texts = try Self.texts(
            """
            import SwiftUI
            struct V: View {
                @State private var target = 0
                var body: some View {
                    ScrollView {
                        ScrollViewReader { proxy in
                            ForEach(0..<3) { index in Text("Item \\(index)").id(index) }
                            Button("Go") { proxy.scrollTo(2, anchor: .top) }
                        }
                    }
                }
            }
            #Preview { V() }
            """)
        #expect(texts == ["Item 0", "Item 1", "Item 2", "Go"])
    }

    @Test("a custom shape's path(in:) works in the shape's own space: .zero is its corner, wherever it is laid out")
    func customShapeOwnSpace() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            struct Tail: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: .zero)
                    path.addLine(to: CGPoint(x: rect.maxX, y: 0))
                    path.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
                    path.closeSubpath()
                    return path
                }
            }
            Tail().fill(Color.black).frame(width: 100, height: 100)
            """)
        // The triangle (50, 50), (150, 50), (100, 100): 2 500 pt², centroid (100, 66.7).
        let ink = SceneRender.ink(fb)
        #expect(abs(ink.area - 2500) < 5)
        #expect(abs(ink.x - 100) < 0.1 && abs(ink.y - 200.0 / 3) < 0.1)
    }

    @Test(".resizable() after symbolRenderingMode still stretches the symbol to its frame")
    func resizableAfterRenderingMode() throws {
        let leaves = try PastedFiles12Tests.leaves(
            """
            HStack {
                Image(systemName: "scope").resizable().frame(width: 30, height: 30)
                Image(systemName: "scope").symbolRenderingMode(.hierarchical).resizable().frame(width: 30, height: 30)
            }
            """)
        #expect(leaves.count == 2)
        if leaves.count == 2 {
            let a = leaves[0].frame.applying(leaves[0].transform)
            let b = leaves[1].frame.applying(leaves[1].transform)
            #expect(abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01)
        }
    }
}
