// TimerSelectorTests.swift: `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with
// `#selector(tick)` and an `@objc func tick()` of the view fires on scene time as the block form does (issue #14).
// Rule: Apple: Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:); expected counts are the
// firings at 0.25 s intervals worked by hand (a repeating timer fires at 0.25, 0.5, …; a one-shot once).

import Scene
import Testing

struct TimerSelectorTests {
    /// The text shown at `time` by a view whose `onAppear` schedules `tick` with `selector` every 0.25 s.
    private func count(at time: Double, selector: String = "#selector(tick)", repeats: Bool = true) throws -> String? {
        let program = try SceneProgram(
            source: """
                scene(width: 100, height: 40, duration: 2)
                struct V: View {
                    @State private var ticks = 0
                    @State private var timer: Timer?
                    var body: some View {
                        Text("\\(ticks)")
                            .onAppear {
                                timer = Timer.scheduledTimer(
                                    timeInterval: 0.25, target: self, selector: \(selector), userInfo: nil,
                                    repeats: \(repeats))
                            }
                    }
                    @objc func tick() { ticks += 1 }
                    @objc func tick(_ timer: Timer) { ticks += 10 }
                }
                V()
                """, path: "selector.scene")
        return try program.view(time: time, frame: Int(time * 30)).text?.string
    }

    @Test("a repeating selector timer calls the @objc method every interval of scene time")
    func repeating() throws {
        #expect(try count(at: 0) == "0")
        #expect(try count(at: 0.3) == "1")
        #expect(try count(at: 1.1) == "4")
    }

    @Test("a one-shot selector timer fires once; 'tick(_:)' passes the timer to the one-argument method")
    func oneShotAndArgument() throws {
        #expect(try count(at: 1.1, repeats: false) == "1")
        #expect(try count(at: 0.6, selector: "#selector(tick(_:))") == "20")
    }
}
