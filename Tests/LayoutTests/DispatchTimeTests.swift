// DispatchTimeTests.swift: deadlines as values (Parser+DispatchTime.swift): `.now() + x` passed to a function taking a
// `DispatchTime` and waited for there with `asyncAfter(deadline:)`, as corpus file 41 (kavsoft's loading boxes)
// staggers its boxes. Expected update times and offsets are worked out by hand from the delays written.

import Geometry
import Layout
import Scene
import Testing

struct DispatchTimeTests {
    static func x(_ p: SceneProgram, _ t: Double) throws -> Double {
        let engine = LayoutEngine(canvas: Size(width: 400, height: 200), scale: 1)
        let leaf = engine.leaves(of: try p.snapshots(time: t, frame: Int((t * 10).rounded())), at: t)[0]
        return leaf.frame.origin.applying(leaf.transform).x
    }

    @Test("a DispatchTime computed in one function is the delay asyncAfter waits in another")
    func passedDeadline() throws {
        let p = try SceneProgram(
            source: """
                scene(width: 400, height: 200, fps: 10, duration: 4)
                struct Boxes: View {
                    @State var x = 0.0
                    @State var delayTime: Double = 0.5
                    var body: some View {
                        Rectangle().frame(width: 10, height: 10).offset(x: x)
                            .onAppear {
                                for step in 1...2 {
                                    move(delay: .now() + delayTime, to: Double(step) * 10)
                                    delayTime += 1
                                }
                                let wall: DispatchWallTime = .now() + 3
                                DispatchQueue.main.asyncAfter(wallDeadline: wall) { x = 100 }
                            }
                    }
                    func move(delay: DispatchTime, to value: Double) {
                        DispatchQueue.main.asyncAfter(deadline: delay) { x = value }
                    }
                }
                Boxes()
                """, path: "d.scene")
        // onAppear's own write of delayTime at 0, the deadlines 0.5 and 1.5 s (delayTime grows by 1 after each), and
        // the wall deadline at 3 s.
        #expect(p.timeline.updates.map(\.time) == [0, 0.5, 1.5, 3])
        let start = try DispatchTimeTests.x(p, 0)
        #expect(try DispatchTimeTests.x(p, 0.4) == start)
        #expect(try DispatchTimeTests.x(p, 1.0) == start + 10)
        #expect(try DispatchTimeTests.x(p, 2.0) == start + 20)
        #expect(try DispatchTimeTests.x(p, 3.5) == start + 100)
    }
}
