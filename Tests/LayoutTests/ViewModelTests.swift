// ViewModelTests.swift: classes as view models and mutating methods: an `ObservableObject` held by `@StateObject`
// and shared with a child through `@ObservedObject`, its methods called from Button actions the timeline taps; an
// `@Observable` class with `@Bindable` and `$model.field`; a struct's `mutating func` on a `var` local.
// Rule: The Swift Programming Language, "Methods" and "Structures and Classes"; Apple: StateObject, ObservedObject,
// Observable, Bindable. Expected widths are worked out by hand from each source.

import Geometry
import Render
import Scene
import Testing

@testable import Layout

struct ViewModelTests {
    /// The width of the red bar on row `y`, in pixels.
    private func redRun(_ fb: Framebuffer, y: Int) -> Int {
        (0..<fb.width).filter { x in
            let p = fb[x, y]
            return [p.r, p.g, p.b] == [255, 59, 48]
        }.count
    }

    @Test("an ObservableObject changed by its methods through @StateObject and a child's @ObservedObject")
    func observableObject() throws {
        let source = """
            scene(width: 300, height: 200, fps: 10, duration: 3)
            final class CounterModel: ObservableObject {
                @Published var count = 1
                @Published var items: [String] = []
                func increment() {
                    count += 1
                    add("n\\(count)")
                }
                func add(_ s: String) { items.append(s) }
            }
            struct Child: View {
                @ObservedObject var model: CounterModel
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().fill(Color.red).frame(width: CGFloat(model.count) * 20, height: 20)
                        Rectangle().fill(Color.blue).frame(width: CGFloat(model.items.count) * 20, height: 20)
                        Button("More") { model.increment() }
                    }
                }
            }
            struct ContentView: View {
                @StateObject private var model = CounterModel()
                var body: some View {
                    VStack(spacing: 0) {
                        Child(model: model)
                        Button("Go") {
                            model.increment()
                            model.count += 10
                        }
                    }
                }
            }
            ContentView()
            at(1) { tap("Go") }
            at(2) { tap("More") }
            """
        func bars(at t: Double) throws -> (red: Int, blue: Int) {
            let (fb, _) = try SceneRender.render(source, at: t)
            var blue = 0
            for y in 0..<fb.height {
                blue = max(blue, (0..<fb.width).filter { x in [fb[x, y].r, fb[x, y].g, fb[x, y].b] == [0, 122, 255] }.count)
            }
            let red = (0..<fb.height).map { redRun(fb, y: $0) }.max() ?? 0
            return (red, blue)
        }
        // Start: count 1 (20 px), no items. After Go: increment (2, one item) then += 10 → 12 (240 px). After
        // More (the child's button): 13 (260 px), two items (40 px).
        let start = try bars(at: 0.5)
        #expect(start.red == 20)
        let afterGo = try bars(at: 1.5)
        #expect(afterGo.red == 240)
        #expect(afterGo.blue >= 20)
        let afterMore = try bars(at: 2.5)
        #expect(afterMore.red == 260)
        #expect(afterMore.blue >= 40)
    }

    @Test("a struct's mutating method on a var local, and an @Observable model edited through $model.field")
    func mutatingAndBindable() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 40)
            struct Counter {
                var n = 0
                mutating func bump(by k: Int) { n += k }
                mutating func twice(by k: Int) {
                    bump(by: k)
                    self.bump(by: k)
                }
            }
            func total() -> Int {
                var c = Counter()
                c.bump(by: 2)
                c.twice(by: 3)
                return c.n
            }
            Rectangle().fill(Color.red).frame(width: CGFloat(total()) * 10, height: 20)
            """)
        // 2 + 3 + 3 = 8 → 80 px.
        #expect(redRun(fb, y: 20) == 80)
        let program = try SceneProgram(
            source: """
                @Observable class Model { var name = "anim" }
                struct Sub: View {
                    @Bindable var model: Model
                    var body: some View { TextField("Name", text: $model.name) }
                }
                struct V: View {
                    @State private var model = Model()
                    var body: some View { Sub(model: model) }
                }
                #Preview { V() }
                """, path: "m.swift")
        let view = try program.view(time: 0, frame: 0)
        #expect(Self.texts(view) == ["anim"])
    }

    /// The strings of the Text views in a tree.
    static func texts(_ node: ViewNode) -> [String] {
        switch node.kind {
        case .view(let applied):
            if let text = applied.view as? TextView { return [text.content.string] }
            return applied.children.flatMap(texts)
        case .group(let children): return children.flatMap(texts)
        case .modified(let content, _): return texts(content)
        case .empty: return []
        }
    }
}
