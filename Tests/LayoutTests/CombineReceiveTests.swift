// CombineReceiveTests.swift: Combine as SwiftUI demos use it, on scene time (issue #14): `.onReceive(model.$value)`
// delivers the current value when the view appears and each change after; `.onReceive(model.objectWillChange)` runs
// on each change; `.onReceive(Just(x))` delivers x once; `objectWillChange.send()` is accepted; `sink`/`store(in:)`
// are accepted with a located warning and never run. Expected strings are worked out by hand from each source.
// Rule: Apple: Published (its publisher gives subscribers the current value, then each new one), Just ("emits an
// output to each subscriber just once"), ObservableObject.objectWillChange, View.onReceive(_:perform:)
// (developer.apple.com/documentation/combine, …/swiftui).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct CombineReceiveTests {
    func strings(_ source: String, at time: Double) throws -> [String] {
        try SceneRender.render(source, at: time).1.compactMap { leaf in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
    }

    static let source = """
        scene(width: 300, height: 200, duration: 3)
        import Combine
        final class Score: ObservableObject {
            @Published var points = 2
            var cancellables = Set<AnyCancellable>()
            init() {
                $points.sink { _ in }.store(in: &cancellables)
            }
            func add() {
                objectWillChange.send()
                points += 1
            }
        }
        struct Board: View {
            @StateObject private var score = Score()
            @State private var seen = 0
            @State private var once = 0
            @State private var changes = 0
            var body: some View {
                VStack {
                    Button("Add") { score.add() }
                    Text("seen \\(seen)")
                    Text("once \\(once)")
                    Text("changes \\(changes)")
                }
                .onReceive(score.$points) { value in seen = value * 10 }
                .onReceive(Just(7)) { once += $0 }
                .onReceive(score.objectWillChange) { _ in changes += 1 }
            }
        }
        Board()
        at(1) { tap("Add") }
        at(2) { tap("Add") }
        """

    @Test("onReceive($points): the current value as the view appears, then each change; objectWillChange each change")
    func publishedProjection() throws {
        #expect(try strings(Self.source, at: 0.5) == ["Add", "seen 20", "once 7", "changes 0"])
        #expect(try strings(Self.source, at: 1.5) == ["Add", "seen 30", "once 7", "changes 1"])
        #expect(try strings(Self.source, at: 2.5) == ["Add", "seen 40", "once 7", "changes 2"])
    }

    @Test("sink is one located warning; objectWillChange.send() and store(in:) say nothing")
    func sinkWarning() throws {
        let warnings = try SceneProgram(source: Self.source, path: "t.scene").warnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("'sink' never runs in anim") == true)
        // `sink` in `        $points.sink { _ in }…` on line 7: column 17.
        #expect(warnings.first?.range.start.line == 7 && warnings.first?.range.start.column == 17)
    }
}
