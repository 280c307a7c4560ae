// KeyframeTimelineTests.swift: tracks over several components, and playback by trigger and by loop
// (KeyframeTimeline+Playback rules 1–3). Expected values are straight lines and the spring's RK4 twin.

import Foundation
import Testing

@testable import Animate

struct KeyframeTimelineTests {
    /// Three components (scale, y, angle), as `struct Values { var scale = 1.0; var y = 0.0; var angle = 0.0 }`.
    let timeline = KeyframeTimeline(tracks: [
        KeyframeTrack(component: 0, [.linear(1.4, duration: 0.2), .linear(1.0, duration: 0.3)]),
        KeyframeTrack(component: 1, [.linear(-40, duration: 0.4), .move(0)]),
    ])

    @Test("tracks run side by side; a component without a track keeps its value; the longest track sets the duration")
    func tracks() {
        #expect(timeline.duration == 0.5)
        let v = timeline.value(at: 0.1, initialValue: [1, 0, 20])
        #expect(abs(v[0] - 1.2) < 1e-12)
        #expect(abs(v[1] - -10) < 1e-12)
        #expect(v[2] == 20)
        #expect(timeline.value(at: 0.45, initialValue: [1, 0, 20])[1] == 0, "y moved back at 0.4 s")
        #expect(timeline.value(at: 9, initialValue: [1, 0, 20]) == [1, 0, 20])
    }

    @Test("of two tracks on one component, the later one wins (Apple: the last competing track)")
    func lastTrackWins() {
        let t = KeyframeTimeline(tracks: [
            KeyframeTrack(component: 0, [.linear(10, duration: 1)]),
            KeyframeTrack(component: 0, [.linear(-10, duration: 1)]),
        ])
        #expect(abs(t.value(at: 0.5, initialValue: 0) - -5) < 1e-12)
    }

    @Test("before any trigger the value is the initial value; a trigger starts the timeline there")
    func triggered() {
        let initial: [Double] = [1, 0, 0]
        #expect(timeline.state(at: 0.7, triggers: [], initialValue: initial).values == initial)
        #expect(timeline.state(at: 0.7, triggers: [0.8], initialValue: initial).values == initial, "not yet")
        let s = timeline.state(at: 0.9, triggers: [0.8], initialValue: initial)
        #expect(abs(s.values[0] - 1.2) < 1e-12)
        #expect(abs(s.velocities[0] - 2) < 1e-12, "0.4 over 0.2 s")
    }

    @Test("a new trigger mid-flight restarts from the current value and velocity")
    func retrigger() {
        // A spring keyframe towards 10 (Spring(): response 0.5, ζ = 1). Interrupted at 0.1 s, it restarts from where
        // it is with its velocity: the value is continuous and so is the velocity.
        let t = KeyframeTimeline([.spring(10, duration: 1)])
        let before = t.state(at: 0.1, triggers: [0], initialValue: [0])
        let after = t.state(at: 0.1, triggers: [0, 0.1], initialValue: [0])
        #expect(abs(before.values[0] - after.values[0]) < 1e-12)
        #expect(abs(before.velocities[0] - after.velocities[0]) < 1e-9)
        // From then on: the spring from x1 moving at v1 towards 10, i.e. RK4 of the offset with target 10 − x1.
        let k: Double = pow(2 * .pi / 0.5, 2)
        let c = 2 * k.squareRoot()
        let (x1, v1) = (before.values[0], before.velocities[0])
        let ref = ReferenceTwins.springRK4(
            mass: 1, stiffness: k, damping: c, target: 10 - x1, initialVelocity: v1, time: 0.2)
        #expect(abs(t.state(at: 0.3, triggers: [0, 0.1], initialValue: [0]).values[0] - (x1 + ref.x)) < 1e-8)
        // Not the initial value: a restart from 0 would be back at x(0.2) of the first run.
        #expect(abs(t.state(at: 0.3, triggers: [0, 0.1], initialValue: [0]).values[0] - before.values[0]) > 1)
    }

    @Test("a looping timeline starts each pass from where the previous one ended")
    func looping() {
        let t = KeyframeTimeline([.linear(2, duration: 0.5), .linear(1, duration: 0.5)])
        for time in [0.0, 0.25, 0.75, 1.25, 2.6, 10.1] {
            // Passes start at multiples of 1 s; each goes 1 → 2 → 1 once the first has set off from 0.
            let local = time - (time / 1).rounded(.down)
            let start = time < 1 ? 0.0 : 1.0
            let expected = local < 0.5 ? start + (2 - start) * local / 0.5 : 2 - (local - 0.5) / 0.5
            #expect(abs(t.loopingValue(at: time, initialValue: [0])[0] - expected) < 1e-9, "t = \(time)")
        }
    }
}
