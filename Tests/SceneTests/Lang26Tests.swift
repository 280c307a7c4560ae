// Lang26Tests.swift: constructs real files still hit (issue #14): an Array's removing methods used as a value
// (`data.insert(data.remove(at: i), at: j)`, `popLast()`), a `switch` over a Bool phase in a phase animator's
// `animation:` closure whose parameter is spelled like an enum of the file, and the `sizeCategory` /
// `dynamicTypeSize` environment reads.
// Rule: The Swift Standard Library, Array.remove(at:), removeFirst(), popLast() (the removed element; nil when empty);
// TSPL "Expressions" (a call's arguments are evaluated before the call) and "Patterns" (`case true` and `case false`
// cover a Bool; a local name hides a type's); Apple: EnvironmentValues.sizeCategory and .dynamicTypeSize (`.large`
// on a device at the default setting). Expected strings follow from those rules applied to the written arrays.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang26Tests {
    private func texts(_ source: String, at time: Double = 0) throws -> [String] {
        PastedScene.texts(try PastedScene.leaves(source, path: "lang26.scene", at: time))
    }

    // MARK: - Removing methods as values

    /// corpus25/06's move: the element removed at 0 goes back in at index 2 of the shortened array, so "a" ends
    /// last; `removeFirst()` inside a string interpolation's call and `removeLast()` as an argument do the same.
    @Test func removeAtAsAnArgument() throws {
        let source = """
            import SwiftUI
            struct R: View {
                @State var data = ["a", "b", "c"]
                @State var log = ""
                func show(_ s: String) -> String { "<" + s + ">" }
                var body: some View {
                    VStack {
                        ForEach(data, id: \\.self) { Text($0) }
                        Text(log)
                    }
                    .onAppear {
                        data.insert(data.remove(at: 0), at: 2)
                        var rest = [1, 2, 3]
                        log = show(String(rest.removeFirst())) + String(rest.removeLast() * 10) + "\\(rest.count)"
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["b", "c", "a", "<1>301"])
    }

    /// `popLast()`: the last element or nil once the array is empty; as a statement it drops the last element.
    @Test func popLastAsValueAndStatement() throws {
        let source = """
            import SwiftUI
            struct R: View {
                @State var out = ""
                var body: some View {
                    Text(out).onAppear {
                        var stack = [4, 5, 6]
                        stack.popLast()
                        let a = stack.popLast()
                        let b = stack.popLast()
                        let c = stack.popLast()
                        out = "\\(a ?? -1) \\(b ?? -1) \\(c ?? -1) \\(stack.count)"
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["5 4 -1 0"])
    }

    // MARK: - switch over a Bool phase

    /// corpus25/32: `{ Phase in switch Phase { case true: …; case false: … } }` over `[false, true]` phases in a
    /// file that declares `enum Phase`. The closure's parameter (a Bool) hides the enum, and the two literal cases make
    /// the switch exhaustive; the view shows its first phase (false: half size).
    @Test func switchOverBoolPhaseShadowingAnEnum() throws {
        let source = """
            import SwiftUI
            enum Phase: CaseIterable { case start, end }
            struct R: View {
                @State private var go = false
                var body: some View {
                    Color.red.frame(width: 100, height: 100)
                        .phaseAnimator([false, true], trigger: go) { content, phase in
                            content.scaleEffect(phase ? 1.0 : 0.5)
                        } animation: { Phase in
                            switch Phase {
                            case true: .smooth.speed(0.1)
                            case false: .spring.speed(0.5)
                            }
                        }
                }
            }
            #Preview { R().frame(width: 200, height: 200) }
            """
        let leaves = try PastedScene.leaves(source, path: "lang26.scene")
        let red = try #require(leaves.first { if case .color = $0.content { true } else { false } })
        let box = red.frame.applying(red.transform)
        #expect(abs(box.width - 50) < 0.01)
        #expect(abs(box.height - 50) < 0.01)
    }

    /// corpus25/32's preview draws another view of the file: a phase animator whose `animation:` closure belongs to a
    /// view no body drew at time 0 has nothing to animate, so the file renders (it used to fail "reads its view, which
    /// was not drawn at time 0") and shows the drawn view.
    @Test func phaseAnimatorOfAnUndrawnView() throws {
        let source = """
            import SwiftUI
            struct Unused: View {
                @State private var go = false
                var body: some View {
                    Color.blue.phaseAnimator([false, true], trigger: go) { content, phase in
                        content.opacity(phase ? 1 : 0.5)
                    } animation: { phase in
                        switch phase {
                        case true: .smooth
                        case false: .spring
                        }
                    }
                }
            }
            struct Shown: View { var body: some View { Text("shown") } }
            #Preview { Shown() }
            """
        #expect(try texts(source) == ["shown"])
    }

    /// A switch over a Bool with only `case true:` is still not exhaustive (a located error).
    @Test func switchOverBoolMissingACase() throws {
        let source = """
            import SwiftUI
            struct R: View {
                let on = true
                var label: String {
                    switch on {
                    case true: return "on"
                    }
                }
                var body: some View { Text(label) }
            }
            #Preview { R() }
            """
        #expect(throws: SceneError.self) { try SceneProgram(source: source, path: "lang26.scene") }
    }

    // MARK: - Sleeps inside async functions

    /// corpus25/45's pattern: a model's `async` method sleeps between appends, and the Task awaiting it appends
    /// "FINAL" after it returns. SE-0296: the caller resumes when the callee returns, so FINAL comes after every row the
    /// method adds, 2 s + 1 s (the nested awaited `more()`) of scene time later.
    @Test func sleepInsideAwaitedMethodDelaysItsCaller() throws {
        let source = """
            import SwiftUI
            class VM: ObservableObject {
                @Published var items: [String] = []
                func add() async {
                    items.append("A")
                    try? await Task.sleep(nanoseconds: 2_000_000_000)
                    await MainActor.run { items.append("B") }
                    await more()
                }
                func more() async {
                    try? await Task.sleep(for: .seconds(1))
                    items.append("C")
                }
            }
            struct R: View {
                @StateObject var vm = VM()
                var body: some View {
                    VStack { ForEach(vm.items, id: \\.self) { Text($0) } }
                        .onAppear { Task { await vm.add(); vm.items.append("FINAL") } }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source, at: 0) == ["A"])
        #expect(try texts(source, at: 1.5) == ["A"])
        #expect(try texts(source, at: 2.5) == ["A", "B"])
        #expect(try texts(source, at: 3.5) == ["A", "B", "C", "FINAL"])
    }

    /// `.task { await load() }` of a View's own async method with a loop-free sleep: the text changes at 1 s.
    @Test func sleepInsideViewMethodCalledFromTask() throws {
        let source = """
            import SwiftUI
            struct R: View {
                @State private var status = "loading"
                func load() async {
                    try? await Task.sleep(for: .milliseconds(1000))
                    status = "done"
                }
                var body: some View { Text(status).task { await load() } }
            }
            #Preview { R() }
            """
        #expect(try texts(source, at: 0.5) == ["loading"])
        #expect(try texts(source, at: 1.5) == ["done"])
    }

    // MARK: - The file's own result builders

    /// corpus21/39's `@TextBuilder`: SE-0289 turns the marked bodies into `buildBlock` of their expressions
    /// (through `buildExpression` when the builder declares it); a body with an explicit `return` is left alone.
    @Test func userResultBuilders() throws {
        let source = """
            import SwiftUI
            @resultBuilder
            struct TextBuilder {
                static func buildBlock(_ parts: Text...) -> Text { parts.reduce(Text(""), +) }
            }
            @resultBuilder
            enum ShoutBuilder {
                static func buildBlock(_ parts: String...) -> [String] { parts }
                static func buildExpression(_ s: String) -> String { s.uppercased() }
            }
            struct R: View {
                @TextBuilder var title: Text {
                    Text("Hello,")
                    Text("world")
                }
                @TextBuilder func line(_ n: Int) -> Text {
                    let twice = n * 2
                    Text("n=")
                    Text("\\(twice)")
                }
                @ShoutBuilder func names() -> [String] {
                    "ab"
                    "cd"
                }
                @ShoutBuilder func written() -> [String] { return ["as is"] }
                var body: some View {
                    VStack {
                        title
                        line(3)
                        Text(names().joined(separator: "+"))
                        Text(written()[0])
                    }
                }
            }
            #Preview { R() }
            """
        // The same views written out as SE-0289 transforms them.
        let expanded = """
            import SwiftUI
            struct R: View {
                var body: some View {
                    VStack {
                        Text("") + Text("Hello,") + Text("world")
                        Text("") + Text("n=") + Text("6")
                        Text("AB+CD")
                        Text("as is")
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == texts(expanded))
        #expect(try texts(source).contains("AB+CD"))
    }

    // MARK: - Assigning through a force-unwrapped optional

    /// mass/0892's `originMessage! += text`: the optional's value changes in place (TSPL Forced-Value Expression).
    @Test func assignThroughForceUnwrap() throws {
        let source = """
            import SwiftUI
            struct R: View {
                @State var message: String? = "a"
                @State var count: Int? = 1
                var body: some View {
                    Text((message ?? "nil") + " \\(count ?? -1)").onAppear {
                        message! += "b"
                        count! = 5
                        count! *= 3
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["ab 15"])
    }

    // MARK: - A timer's sink receives the tick's date

    /// mass25/0219's stopwatch: `timer.sink { date in content = formatter.string(from: date) }` gets the tick's
    /// `Date` (Apple: Timer.TimerPublisher emits the current date), as `.onReceive(timer) { date in … }` does; the
    /// scene's dates are scene time from the reference date (GMT), so the first tick at 1 s formats as "00:00:01".
    @Test func timerSinkReceivesTheDate() throws {
        let source = """
            import SwiftUI
            import Combine
            struct R: View {
                @State private var content = "none"
                @State private var cancellable: AnyCancellable?
                private let formatter = DateFormatter()
                var body: some View {
                    Text(content).onAppear {
                        formatter.dateFormat = "HH:mm:ss"
                        cancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                            .sink { date in content = formatter.string(from: date) }
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source, at: 0.5) == ["none"])
        #expect(try texts(source, at: 1.5) == ["00:00:01"])
    }

    // MARK: - Dynamic Type environment reads

    /// `@Environment(\.sizeCategory)` and `@Environment(\.dynamicTypeSize)` read the default `.large`.
    @Test func dynamicTypeEnvironmentReads() throws {
        let source = """
            import SwiftUI
            struct R: View {
                @Environment(\\.sizeCategory) var sizeCategory
                @Environment(\\.dynamicTypeSize) var typeSize
                var body: some View {
                    VStack {
                        Text(sizeCategory == .large ? "large" : "other")
                        Text(sizeCategory == .accessibilityLarge ? "big" : "not big")
                        Text(typeSize == .large ? "type large" : "type other")
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["large", "not big", "type large"])
    }
}
