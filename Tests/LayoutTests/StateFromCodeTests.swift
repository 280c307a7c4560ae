// StateFromCodeTests.swift: `@State` changed from code as SwiftUI demos write it (issue #14 item 3): `onAppear` with
// `withAnimation`, `onChange(of:)`, `DispatchQueue.main.asyncAfter`, `Task` with `Task.sleep`, repeating `Timer`s.
// Expected positions and angles are worked out by hand: a linear animation of duration d over Δ covers Δ·t/d; a
// rotation by θ of a w×h leaf gives the transform (cos θ, sin θ, −sin θ, cos θ).

import Animate
import Foundation
import Geometry
import Layout
import Scene
import Testing

struct StateFromCodeTests {
    static func program(_ body: String, duration: Double = 4) throws -> SceneProgram {
        try SceneProgram(
            source: "scene(width: 400, height: 200, fps: 10, duration: \(duration))\n" + body, path: "state.scene")
    }

    static func leaves(_ p: SceneProgram, _ t: Double) throws -> [PlacedLeaf] {
        let engine = LayoutEngine(canvas: Size(width: 400, height: 200), scale: 1)
        return engine.leaves(of: try p.snapshots(time: t, frame: Int((t * 10).rounded())), at: t)
    }

    /// The leaf's rotation in degrees, from its transform.
    static func degrees(_ leaf: PlacedLeaf) -> Double { atan2(leaf.transform.b, leaf.transform.a) * 180 / .pi }

    /// The x of the leaf's frame origin in canvas points.
    static func x(_ leaf: PlacedLeaf) -> Double { leaf.frame.origin.applying(leaf.transform).x }

    @Test(
        "onAppear { withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { angle = 360 } } spins as the at(0) event does"
    )
    func onAppearSpinsLikeAtZero() throws {
        let spinner = """
            struct Spinner: View {
                @State private var angle = 0.0
                var body: some View {
                    Rectangle()
                        .frame(width: 100, height: 20)
                        .rotationEffect(.degrees(angle))
                        .onAppear {
                            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                                angle = 360
                            }
                        }
                }
            }
            Spinner()
            """
        let event = """
            @State var angle = 0.0
            at(0) { withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { angle = 360 } }
            Rectangle().frame(width: 100, height: 20).rotationEffect(.degrees(angle))
            """
        let a = try StateFromCodeTests.program(spinner)
        let b = try StateFromCodeTests.program(event)
        #expect(a.timeline.updates.map(\.time) == [0])
        // 360° per 2 s, restarting: 0.5 s → 90°, 1.5 s → 270° (−90°), 2.25 s → 45°.
        for (t, expected) in [(0.0, 0.0), (0.5, 90.0), (1.5, -90.0), (2.25, 45.0)] {
            let leafA = try StateFromCodeTests.leaves(a, t)[0]
            let leafB = try StateFromCodeTests.leaves(b, t)[0]
            #expect(leafA.transform == leafB.transform, "t = \(t)")
            #expect(abs(StateFromCodeTests.degrees(leafA) - expected) < 1e-6, "t = \(t)")
        }
    }

    @Test("withAnimation { } in onAppear uses the default animation")
    func defaultAnimation() throws {
        let p = try StateFromCodeTests.program(
            """
            @State var on = false
            Rectangle().frame(width: 10, height: 10).offset(x: on ? 100 : 0)
                .onAppear { withAnimation { on = true } }
            """)
        #expect(p.timeline.updates.count == 1)
        #expect(p.timeline.updates[0].animation?.description == Animation.default.description)
    }

    @Test(
        "asyncAfter(deadline: .now() + 1), Task { try await Task.sleep(for:) … } and Task.sleep(nanoseconds:) run on scene time"
    )
    func delays() throws {
        let p = try StateFromCodeTests.program(
            """
            @State var x = 0.0
            @State var y = 0.0
            Rectangle().frame(width: 10, height: 10).offset(x: x, y: y)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { x = 100 }
                    Task {
                        try await Task.sleep(for: .seconds(0.5))
                        y = 20
                        try? await Task.sleep(nanoseconds: 1_500_000_000)
                        y = 40
                    }
                }
            """)
        // y at 0.5 s, x at 1 s, y again at 0.5 + 1.5 = 2 s; plain writes jump.
        #expect(p.timeline.updates.map(\.time) == [0.5, 1, 2])
        let start = StateFromCodeTests.x(try StateFromCodeTests.leaves(p, 0)[0])
        #expect(StateFromCodeTests.x(try StateFromCodeTests.leaves(p, 0.9)[0]) == start)
        #expect(StateFromCodeTests.x(try StateFromCodeTests.leaves(p, 1.0)[0]) == start + 100)
        let y = { (t: Double) throws -> Double in
            let leaf = try StateFromCodeTests.leaves(p, t)[0]
            return leaf.frame.origin.applying(leaf.transform).y
        }
        #expect(try y(0.6) - y(0) == 20)
        #expect(try y(2.0) - y(0) == 40)
    }

    @Test("a Task's while loop that sleeps each pass repeats until its condition fails, or until the scene ends")
    func sleepingLoops() throws {
        let p = try StateFromCodeTests.program(
            """
            @State var count = 0
            @State var ticks = 0
            Rectangle().frame(width: 10, height: 10).offset(x: Double(count), y: Double(ticks))
                .onAppear {
                    Task {
                        while count < 3 {
                            try await Task.sleep(for: .seconds(1))
                            count += 1
                        }
                    }
                    Task {
                        while true {
                            try await Task.sleep(for: .milliseconds(1500))
                            ticks += 1
                        }
                    }
                }
            """, duration: 4)
        // count: 1, 2, 3 at 1, 2, 3 s, then the condition fails; ticks at 1.5 and 3 s (4.5 > 4).
        #expect(p.timeline.updates.map(\.time) == [1, 1.5, 2, 3, 3])
        #expect(try p.describeGlobal("count", time: 4, frame: 40) == "3")
        #expect(try p.describeGlobal("ticks", time: 4, frame: 40) == "2")
    }

    @Test("a Task's for-in loop that sleeps each pass runs its passes on scene time; a while loop keeps its locals")
    func sleepingForLoops() throws {
        // TSPL "Control Flow": For-In Loops take the sequence's elements in order; a local changed in one pass is
        // the next pass's value. words: "a" at 0.5 s, "ab" at 1 s, "abc" at 1.5 s; steps: 5, 7, 9 at 1, 2, 3 s.
        let p = try StateFromCodeTests.program(
            """
            @State var text = ""
            @State var step = 0
            Rectangle().frame(width: 10, height: 10)
                .onAppear {
                    Task {
                        for word in ["a", "b", "c"] {
                            try await Task.sleep(for: .seconds(0.5))
                            text += word
                        }
                    }
                    Task {
                        var n = 0
                        let steps = [5, 7, 9]
                        while n < steps.count {
                            try await Task.sleep(for: .seconds(1))
                            step = steps[n]
                            n += 1
                        }
                    }
                }
            """, duration: 4)
        #expect(try p.describeGlobal("text", time: 0.9, frame: 9) == "a")
        #expect(try p.describeGlobal("text", time: 4, frame: 40) == "abc")
        #expect(try p.describeGlobal("step", time: 2.5, frame: 25) == "7")
        #expect(try p.describeGlobal("step", time: 4, frame: 40) == "9")
    }

    @Test("withAnimation(_:completionCriteria:_:completion:) runs the completion when the animation has settled")
    func withAnimationCompletion() throws {
        // Apple: withAnimation(_:completionCriteria:_:completion:) (iOS 17); a 0.5 s linear animation started at
        // 0 s completes at 0.5 s.
        let p = try StateFromCodeTests.program(
            """
            @State var x = 0.0
            @State var done = false
            Rectangle().frame(width: 10, height: 10).offset(x: x)
                .onAppear {
                    withAnimation(.linear(duration: 0.5), completionCriteria: .logicallyComplete) {
                        x = 100
                    } completion: {
                        done = true
                    }
                }
            """, duration: 2)
        #expect(try p.describeGlobal("done", time: 0.4, frame: 4) == "false")
        #expect(try p.describeGlobal("done", time: 0.5, frame: 5) == "true")
    }

    @Test("a timer publisher's sink ticks on scene time until its stored cancellable is cancelled")
    func timerSink() throws {
        // Apple: Publisher.sink(receiveValue:), AnyCancellable.cancel(); every 0.5 s from 0: 1 at 0.5, 2 at 1.0,
        // 3 at 1.5, then cancelled.
        let p = try StateFromCodeTests.program(
            """
            @State var count = 0
            @State var cancellable: AnyCancellable? = nil
            Rectangle().frame(width: 10, height: 10)
                .onAppear {
                    cancellable = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().sink { _ in
                        count += 1
                        if count == 3 { cancellable?.cancel() }
                    }
                }
            """, duration: 3)
        #expect(try p.describeGlobal("count", time: 0.4, frame: 4) == "0")
        #expect(try p.describeGlobal("count", time: 1.1, frame: 11) == "2")
        #expect(try p.describeGlobal("count", time: 3, frame: 30) == "3")
    }

    @Test("work a model's method schedules (a timer sink, asyncAfter, a Task) changes the model when it runs")
    func modelScheduledWork() throws {
        // TSPL "Structures and Classes": a class instance is shared, so a closure its method schedules changes the
        // object the view holds. Ticks every 0.5 s from 0 (elapsed 1 at 0.5, 2 at 1.0 …), a flag set 1 s after
        // start(), a Task's write 0.25 s after.
        let p = try StateFromCodeTests.program(
            """
            final class Model: ObservableObject {
                @Published var elapsed = 0
                @Published var late = false
                @Published var tasked = false
                var cancellable: AnyCancellable?
                func start() {
                    cancellable = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                        .sink { [weak self] _ in self?.elapsed += 1 }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.late = true }
                    Task {
                        try? await Task.sleep(for: .seconds(0.25))
                        tasked = true
                    }
                }
            }
            @StateObject var model = Model()
            Rectangle().frame(width: 10, height: 10)
                .offset(x: Double(model.elapsed), y: (model.late ? 10 : 0) + (model.tasked ? 100 : 0))
                .onAppear { model.start() }
            """, duration: 3)
        let x = { (t: Double) throws -> Double in StateFromCodeTests.x(try StateFromCodeTests.leaves(p, t)[0]) }
        let y = { (t: Double) throws -> Double in
            let leaf = try StateFromCodeTests.leaves(p, t)[0]
            return leaf.frame.origin.applying(leaf.transform).y
        }
        #expect(try x(1.1) - x(0) == 2)
        #expect(try x(2.6) - x(0) == 5)
        #expect(try y(0.2) - y(0) == 0)
        #expect(try y(0.3) - y(0) == 100, "the Task's write at 0.25 s")
        #expect(try y(1.1) - y(0) == 110, "asyncAfter's write at 1 s")
    }

    @Test("a repeating Timer fires every interval until the scene ends; a one-shot fires once")
    func timers() throws {
        let p = try StateFromCodeTests.program(
            """
            @State var count = 0
            @State var once = 0
            Rectangle().frame(width: 10, height: 10).offset(x: Double(count) * 10, y: Double(once))
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
                    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { timer in once = 7 }
                }
            """, duration: 3.5)
        // 0.5 (once), then 1, 2, 3 (count); 4 > 3.5 never runs.
        #expect(p.timeline.updates.map(\.time) == [0.5, 1, 2, 3])
        #expect(try p.describeGlobal("count", time: 3.2, frame: 32) == "3")
        #expect(try p.describeGlobal("once", time: 3.2, frame: 32) == "7")
    }

    @Test("onChange(of:) runs with the old and new values, in the transaction of the change")
    func onChange() throws {
        let p = try StateFromCodeTests.program(
            """
            @State var a = 0
            @State var b = 0
            @State var c = 0
            at(1) { withAnimation(.linear(duration: 1)) { a = 10 } }
            Rectangle().frame(width: 10, height: 10).offset(x: Double(b))
                .onChange(of: a) { old, new in b = new * 2 + old + 5 }
                .onChange(of: b) { c += 1 }
            """)
        // a: 0 → 10 at 1 s (linear 1 s); b = 10·2 + 0 + 5 = 25 in the same animation; then c once.
        #expect(p.timeline.updates.map(\.time) == [1, 1, 1])
        #expect(try p.describeGlobal("b", time: 1, frame: 10) == "25")
        #expect(try p.describeGlobal("c", time: 1, frame: 10) == "1")
        #expect(p.timeline.updates[1].animation?.description == Animation.linear(duration: 1).description)
        let start = StateFromCodeTests.x(try StateFromCodeTests.leaves(p, 0)[0])
        // Halfway through the linear second: b's offset is at 25/2.
        #expect(abs(StateFromCodeTests.x(try StateFromCodeTests.leaves(p, 1.5)[0]) - (start + 12.5)) < 1e-9)
    }

    @Test("onAppear runs deepest first, in written order on one view; a view that appears later runs its own then")
    func appearOrder() throws {
        let p = try StateFromCodeTests.program(
            """
            @State var log = ""
            @State var show = false
            at(1) { show = true }
            VStack {
                Rectangle().frame(width: 10, height: 10)
                    .onAppear { log += "A" }
                    .onAppear { log += "B" }
                if show {
                    Circle().frame(width: 10, height: 10).onAppear { log += "D" }
                }
            }
            .onAppear { log += "C" }
            """)
        #expect(try p.describeGlobal("log", time: 0, frame: 0) == "ABC")
        #expect(try p.describeGlobal("log", time: 1, frame: 10) == "ABCD")
    }

    @Test(".task runs its body as a Task when the view appears; .task(id:) again when the id changes")
    func task() throws {
        // Apple: View.task(priority:_:) ("before this view appears") and View.task(id:priority:_:) ("the task
        // restarts when the value changes"); sleeps are scene time as in `Task { … }`.
        let p = try StateFromCodeTests.program(
            """
            @State var x = 0.0
            @State var page = 0
            @State var loads = 0
            at(2) { page = 1 }
            Rectangle().frame(width: 10, height: 10).offset(x: x)
                .task(priority: .userInitiated) {
                    try? await Task.sleep(for: .seconds(0.5))
                    x = 30
                }
                .task(id: page) { loads += 1 }
            """, duration: 3)
        #expect(p.warnings.isEmpty)
        #expect(try p.describeGlobal("x", time: 0.4, frame: 4) == "0.0")
        #expect(try p.describeGlobal("x", time: 0.5, frame: 5) == "30.0")
        #expect(try p.describeGlobal("loads", time: 1, frame: 10) == "1")
        #expect(try p.describeGlobal("loads", time: 2.5, frame: 25) == "2")
    }
}
