// EnvironmentObjectTests.swift: objects shared through the environment, as SwiftUI files write them (issue #14):
// `.environmentObject(_:)` with `@EnvironmentObject`, and Observation's `.environment(_:)` with
// `@Environment(Model.self)` and `@Bindable`. Each scene writes the object in one view and reads it in another, so a
// shared instance is what the drawn text shows; the expected strings are worked out by hand from each source.
// Rule: Apple: EnvironmentObject, View.environmentObject(_:), Environment.init(_:), View.environment(_:), Bindable
// (developer.apple.com/documentation/swiftui).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct EnvironmentObjectTests {
    func strings(_ source: String, at time: Double = 0.5) throws -> [String] {
        try SceneRender.render(source, at: time).1.compactMap { leaf in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
    }

    static let counter = """
        final class Counter: ObservableObject {
            @Published var count = 0
        }

        """

    @Test("a child's onAppear writes the object a parent's @StateObject provides; the parent and a sibling see it")
    func sharedStateObject() throws {
        let source = Self.counter + """
            struct Incrementer: View {
                @EnvironmentObject var counter: Counter
                var body: some View {
                    Text("child \\(counter.count)")
                        .onAppear { counter.count += 5 }
                }
            }
            struct Reader: View {
                @EnvironmentObject var counter: Counter
                var body: some View { Text("sibling \\(counter.count)") }
            }
            struct ContentView: View {
                @StateObject private var counter = Counter()
                var body: some View {
                    VStack {
                        Text("root \\(counter.count)")
                        Incrementer()
                        Reader()
                    }
                    .environmentObject(counter)
                }
            }
            #Preview { ContentView() }
            """
        #expect(try strings(source) == ["root 5", "child 5", "sibling 5"])
        #expect(try SceneProgram(source: source, path: "t.scene").warnings.isEmpty)
    }

    @Test("an object made where it is provided lasts: a Button in one view adds, the sibling's total follows")
    func providedTemporaryAndTap() throws {
        let source = """
            scene(width: 200, height: 100, duration: 2)
            """ + "\n" + Self.counter + """
            struct AddButton: View {
                @EnvironmentObject var counter: Counter
                var body: some View { Button("Add") { counter.count += 1 } }
            }
            struct Total: View {
                @EnvironmentObject var counter: Counter
                var body: some View { Text("total \\(counter.count)") }
            }
            VStack {
                AddButton()
                Total()
            }
            .environmentObject(Counter())
            at(1) { tap("Add") }
            at(1.5) { tap("Add") }
            """
        #expect(try strings(source, at: 0.5) == ["Add", "total 0"])
        #expect(try strings(source, at: 1.2) == ["Add", "total 1"])
        #expect(try strings(source, at: 1.8) == ["Add", "total 2"])
    }

    @Test("with no provider, the views share one made object and each declaration has one located warning")
    func missingProviderWarns() throws {
        let source = Self.counter + """
            struct Writer: View {
                @EnvironmentObject var counter: Counter
                var body: some View { Text("w \\(counter.count)").onAppear { counter.count = 7 } }
            }
            struct Reader: View {
                @EnvironmentObject var counter: Counter
                var body: some View { Text("r \\(counter.count)") }
            }
            #Preview { VStack { Writer(); Reader() } }
            """
        #expect(try strings(source) == ["w 7", "r 7"])
        let warnings = try SceneProgram(source: source, path: "t.scene").warnings
        #expect(warnings.count == 2)
        let message = "no view provides a 'Counter' with '.environmentObject(_:)'"
        #expect(warnings.allSatisfy { $0.message.hasPrefix(message) })
        // `counter` in `    @EnvironmentObject var counter` on lines 5 and 9 (the class takes lines 1–3): column 28.
        #expect(warnings.map { [$0.range.start.line, $0.range.start.column] } == [[5, 28], [9, 28]])
    }

    static let appState = """
        import Observation
        @Observable
        final class AppState {
            var name = "start"
            var taps = 0
        }

        """

    @Test("@Environment(M.self) reads what .environment(M()) provides; @Bindable in a body writes it; M? reads it")
    func observationEnvironment() throws {
        let source = Self.appState + """
            struct Child: View {
                @Environment(AppState.self) var appState
                var body: some View {
                    @Bindable var appState = appState
                    VStack {
                        Text("child \\(appState.name) \\(appState.taps)")
                        TextField("Name", text: $appState.name)
                    }
                    .onAppear { appState.taps = 3; appState.name = "set" }
                }
            }
            struct Other: View {
                @Environment(AppState.self) private var state: AppState?
                var body: some View { Text(state == nil ? "none" : "other \\(state!.taps)") }
            }
            struct ContentView: View {
                var body: some View { VStack { Child(); Other() } }
            }
            #Preview {
                ContentView()
                    .environment(AppState())
            }
            """
        #expect(try strings(source) == ["child set 3", "set", "other 3"])
    }

    @Test("without a provider the optional form reads nil, and the plain form is the located error SwiftUI traps with")
    func observationMissingProvider() throws {
        let optional = Self.appState + """
            struct Other: View {
                @Environment(AppState.self) private var state: AppState?
                var body: some View { Text(state == nil ? "none" : "other") }
            }
            #Preview { Other() }
            """
        #expect(try strings(optional) == ["none"])
        let plain = Self.appState + """
            struct Child: View {
                @Environment(AppState.self) var appState
                var body: some View { Text(appState.name) }
            }
            #Preview { Child() }
            """
        let error = #expect(throws: SceneError.self) { try SceneRender.render(plain) }
        let failure = error?.diagnostics.first
        #expect(failure?.message.hasPrefix("No Observable object of type AppState found.") == true)
        // `AppState.self` in `    @Environment(AppState.self) var appState` on line 8 (the class takes lines 1–6).
        #expect(failure?.range.start.line == 8 && failure?.range.start.column == 18)
    }

    @Test("a #Preview's local object passed to .environment(_:) is what the view reads")
    func previewLocalObject() throws {
        let source = """
            import SwiftUI
            @Observable final class Model { var items: [String] = [] }
            struct ListView: View {
                @Environment(Model.self) private var model
                var body: some View { Text("items \\(model.items.count)") }
            }
            #Preview {
                let model = Model()
                model.items = ["a", "b"]
                return ListView().environment(model)
            }
            """
        #expect(try strings(source) == ["items 2"])
    }

    @Test("'.environmentObject' of a value that is no object is a located error")
    func environmentObjectOfValue() throws {
        let error = #expect(throws: SceneError.self) {
            try SceneProgram(
                source: "scene(width: 100, height: 100)\nText(\"x\").environmentObject(5)", path: "e.scene")
        }
        let first = error?.diagnostics.first
        #expect(first?.message == "'environmentObject' takes an object of a class, not a value of type 'Int'")
        // The `5` after `Text("x").environmentObject(`: column 29.
        #expect(first?.range.start.line == 2 && first?.range.start.column == 29)
    }
}
