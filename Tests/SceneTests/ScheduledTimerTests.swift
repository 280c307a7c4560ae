// ScheduledTimerTests.swift: a `Timer.scheduledTimer` kept in a `@State var timer: Timer?` fires on scene time, and
// `timer?.invalidate()` stops its later firings (Apple: Timer.invalidate() — "Stops the timer from ever firing
// again"); Checker+ScheduledTimer.

import Testing

@testable import Scene

struct ScheduledTimerTests {
    /// The count shown at `time` by a view whose `onAppear` stores a 0.1 s repeating timer counting `ticks`;
    /// `tick` is the rest of the timer's block, `more` more of the view's modifiers.
    private func ticks(at time: Double, tick: String = "", more: String = "") throws -> String? {
        let program = try SceneProgram(
            source: """
                scene(width: 100, height: 40, duration: 2)
                struct V: View {
                    @State private var ticks = 0
                    @State private var timer: Timer?
                    var body: some View {
                        Text("\\(ticks)")
                            .onAppear {
                                timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
                                    ticks += 1
                                    \(tick)
                                }
                            }
                            \(more)
                    }
                }
                V()
                """, path: "timer.scene")
        return try program.view(time: time, frame: Int(time * 30)).text?.string
    }

    @Test("a stored repeating timer fires every interval of scene time")
    func fires() throws {
        #expect(try ticks(at: 0) == "0")
        #expect(try ticks(at: 0.55) == "5")
        #expect(try ticks(at: 1.05) == "10")
    }

    @Test("invalidating the stored timer in its block after 3 firings stops it at 3")
    func invalidateInBlock() throws {
        #expect(try ticks(at: 1.5, tick: "if ticks == 3 { timer?.invalidate() }") == "3")
    }

    @Test("invalidating the stored timer from another action stops its later firings")
    func invalidateElsewhere() throws {
        let stop =
            ".task { DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { timer?.invalidate(); timer = nil } }"
        #expect(try ticks(at: 0.25, more: stop) == "2")
        #expect(try ticks(at: 1.5, more: stop) == "3")
    }
}
