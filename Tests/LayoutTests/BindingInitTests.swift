// BindingInitTests.swift: bindings as real files make them (issue #14): `Binding(get:set:)` inline, `.constant` and
// `Binding.constant`, a binding's `wrappedValue`/`projectedValue`, `_x = binding` and
// `_model = StateObject(wrappedValue:)` in an `init`, and an `@Observable` model held in `@State` with a computed
// property and a `private(set)` property. Expected strings are worked out by hand from each source.
// Rule: Apple: Binding.init(get:set:), Binding.constant(_:), Binding.wrappedValue, Binding.projectedValue,
// StateObject.init(wrappedValue:), Observable() (developer.apple.com/documentation/swiftui, …/observation).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct BindingInitTests {
    func strings(_ source: String, at time: Double = 0.5) throws -> [String] {
        try SceneRender.render(source, at: time).1.compactMap { leaf in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
    }

    @Test("Binding(get:set:): the getter is read where the binding is shown, a write through it runs the setter")
    func customBinding() throws {
        let source = """
            scene(width: 300, height: 200, duration: 2)
            struct Flip: View {
                @Binding var isOn: Bool
                var body: some View { Button(isOn ? "on" : "off") { isOn = !isOn } }
            }
            @State var ids = [2, 5]
            VStack {
                Flip(isOn: Binding(get: { ids.contains(5) }, set: { on in ids = on ? [2, 5] : [2] }))
                Text("n \\(ids.count)")
            }
            at(1) { tap("on") }
            """
        #expect(try strings(source, at: 0.5) == ["on", "n 2"])
        #expect(try strings(source, at: 1.5) == ["off", "n 1"])
    }

    @Test("a custom Binding passed to a Toggle draws the switch the getter says")
    func toggleOverCustomBinding() throws {
        // An on switch has a green track (iOS's systemGreen, #34C759); an off one is light grey with no green.
        func greenPixels(_ member: Bool) throws -> Int {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 200, height: 60, background: .white)
                let selected = [1, 3]
                Toggle("three", isOn: Binding(get: { selected.contains(\(member ? 3 : 4)) }, set: { _ in }))
                    .frame(width: 200)
                """)
            var count = 0
            for y in 0..<fb.height {
                for x in 0..<fb.width where Int(fb[x, y].g) - Int(fb[x, y].r) > 80 { count += 1 }
            }
            return count
        }
        // The track is 51 × 31 pt with a 27 pt knob over it: well over 300 green pixels when on.
        #expect(try greenPixels(true) > 300)
        #expect(try greenPixels(false) == 0)
    }

    @Test("Binding.constant, .constant, wrappedValue and projectedValue")
    func constantsAndProjections() throws {
        let source = """
            scene(width: 300, height: 200, duration: 2)
            struct Row: View {
                @Binding var value: Int
                var body: some View { Text("v \\(value)") }
            }
            @State var n = 4
            VStack {
                Row(value: Binding.constant(1))
                Row(value: .constant(2))
                Text("w \\(Binding.constant(3).wrappedValue)")
                Row(value: $n.projectedValue)
                Text("p \\($n.wrappedValue)")
            }
            """
        #expect(try strings(source) == ["v 1", "v 2", "w 3", "v 4", "p 4"])
    }

    @Test("`title.wrappedValue = v` for a `let title: Binding<String>` property writes the owner's state")
    func wrappedValueWriteThroughProperty() throws {
        let source = """
            import SwiftUI
            struct Child: View {
                let title: Binding<String>
                var body: some View {
                    Text(title.wrappedValue).onAppear { title.wrappedValue = "new" }
                }
            }
            struct Parent: View {
                @State var title = "start"
                var body: some View { VStack { Child(title: $title); Text("parent \\(title)") } }
            }
            #Preview { Parent() }
            """
        #expect(try strings(source) == ["new", "parent new"])
    }

    @Test("`_value = value` in an init stores the binding: the child's write reaches the parent's state")
    func bindingInInit() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                @Binding var value: Int
                init(value: Binding<Int>) { _value = value }
                var body: some View { Text("v \\(value)").onAppear { value = 4 } }
            }
            struct ContentView: View {
                @State private var n = 1
                var body: some View { VStack { Row(value: $n); Text("n \\(n)") } }
            }
            #Preview { ContentView() }
            """
        #expect(try strings(source) == ["v 4", "n 4"])
    }

    @Test("_vm = StateObject(wrappedValue:) in an init; an @Observable model in @State with computed and private(set)")
    func stateObjectInInitAndObservableState() throws {
        let source = """
            import SwiftUI
            @Observable final class Model {
                private(set) var items: [String] = ["a", "b"]
                var count: Int { items.count }
                func add() { items.append("c") }
            }
            final class VM: ObservableObject {
                @Published var title: String
                init(title: String) { self.title = title }
            }
            struct ContentView: View {
                @State private var model = Model()
                @StateObject private var vm: VM
                init() { _vm = StateObject(wrappedValue: VM(title: "hi")) }
                var body: some View {
                    Text("\\(vm.title) \\(model.count)").onAppear { model.add() }
                }
            }
            #Preview { ContentView() }
            """
        #expect(try strings(source) == ["hi 3"])
    }
}
