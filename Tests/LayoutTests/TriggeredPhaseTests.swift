// TriggeredPhaseTests.swift: `phaseAnimator(_:trigger:content:animation:)` over phases that are not literal numbers
// (an enum's allCases, [false, true]): one pass through the phases, back to the first, each time the trigger
// changes, each step in its own transaction (PhaseCycle, TimelineRunner). Positions worked out by hand: the square
// is centred at y 50 in a 100-pt-high canvas; .up is −30 and .down +30; each step is linear over 0.5 s.

import Geometry
import Scene
import Testing

@testable import Layout

struct TriggeredPhaseTests {
    static let source = """
        scene(width: 200, height: 100, fps: 10, duration: 5)
        enum Phase: CaseIterable {
            case start, up, down
            var y: CGFloat {
                switch self {
                case .start: 0
                case .up: -30
                case .down: 30
                }
            }
        }
        struct V: View {
            @State private var trigger = 0
            var body: some View {
                Rectangle().frame(width: 20, height: 20)
                    .phaseAnimator(Phase.allCases, trigger: trigger) { content, phase in
                        content.offset(y: phase.y)
                    } animation: { _ in .linear(duration: 0.5) }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { trigger += 1 } }
            }
        }
        V()
        """

    @Test(
        "one pass per trigger change: start → up → down → start, then still",
        arguments: [
            (0.5, 50.0), (1.25, 35), (1.5, 20), (1.75, 50), (2.0, 80), (2.25, 65), (2.5, 50), (4.0, 50),
        ])
    func pass(t: Double, y: Double) throws {
        let program = try SceneProgram(source: Self.source, path: "p.scene")
        let engine = LayoutEngine(canvas: Size(width: 200, height: 100), scale: 1)
        let leaves = engine.leaves(of: try program.snapshots(time: t, frame: Int((t * 10).rounded())), at: t)
        let square = try #require(leaves.last)
        let centre = Point(x: square.frame.midX, y: square.frame.midY).applying(square.transform)
        #expect(abs(centre.y - y) < 1e-6, "at \(t) s: y \(centre.y)")
        #expect(abs(centre.x - 100) < 1e-6)
    }
}
