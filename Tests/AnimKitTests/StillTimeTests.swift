// StillTimeTests.swift: a still at time t runs the scene's events, actions and timer ticks up to t only, each with a
// step budget of its own; and a warning the checker and layout both find is printed once.
// Rule: a still shows the frame at t (what happened up to t); docs/ARCHITECTURE.md "Limits are counters" (the step
// limit bounds one evaluation: one frame, or one event); the project's rule of one located warning per site.

import AnimKit
import Foundation
import Render
import Testing

@Suite struct StillTimeTests {
    private func write(_ source: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("still-time-\(UUID().uuidString).scene").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a still at t = 0 runs no timer tick; at t = 0.5 the 8 Hz timer has ticked 4 times, without a bound 240")
    func stillRunsUpToItsTime() throws {
        let path = try write(
            """
            import SwiftUI
            struct ContentView: View {
                @State private var n = 0
                let timer = Timer.publish(every: 0.125, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("ticks \\(n)").onReceive(timer) { _ in n += 1 }
                }
            }
            #Preview { ContentView() }
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let atZero = try SceneFrames(path: path, until: 0)
        #expect(atZero.program.timeline.updates.isEmpty)
        let atHalf = try SceneFrames(path: path, until: 0.5)
        // Ticks at 0.125, 0.25, 0.375, 0.5 (four; exact in binary), none later.
        #expect(atHalf.program.timeline.updates.count == 4)
        #expect(atHalf.program.timeline.updates.allSatisfy { $0.time <= 0.5 + 1e-9 })
        // Without a bound the preview runs its 30 s horizon: 30 / 0.125 = 240 ticks.
        #expect(try SceneFrames(path: path).program.timeline.updates.count == 240)
    }

    @Test("each timer tick has its own step budget: three ticks of 600 000 loop passes each load")
    func eachEventHasItsOwnBudget() throws {
        // Each pass counts an iteration and the expressions of `k += 1` (Evaluator+Limits): about 2 million steps a
        // tick, under the 4 million of one evaluation; three ticks, over it.
        let path = try write(
            """
            scene(width: 100, height: 40, duration: 3)
            @State var n = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            Text("ticks \\(n)").onReceive(timer) { _ in
                var k = 0
                for _ in 0..<600_000 { k += 1 }
                n += 1
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frames = try SceneFrames(path: path)
        #expect(frames.program.timeline.updates.map(\.time) == [1, 2, 3])
    }

    @Test("a missing image's warning, found by the checker and again by layout, is printed once")
    func missingImageWarnedOnce() throws {
        let path = try write(
            """
            import SwiftUI
            struct V: View {
                var body: some View { Image("nothere").resizable().frame(width: 20, height: 20) }
            }
            #Preview { V() }
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let console = CapturingConsole()
        let output = path + ".png"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try StillRun(
            scene: path, output: output, warnings: WarningPolicy.printing(to: console.console))
        try run.run()
        let printed = console.texts.1
        #expect(printed.components(separatedBy: "no image 'nothere' beside the scene").count - 1 == 1, "\(printed)")
        #expect(printed.contains(":3:27: warning:"), "\(printed)")
    }
}
