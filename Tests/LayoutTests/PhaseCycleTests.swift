// PhaseCycleTests.swift: phase animators without a trigger, with phases of any type (an enum's `allCases`, Bools),
// as the GetStream and WWDC samples write them: `PhaseAnimator(Phase.allCases) { phase in … } animation: { phase in
// switch phase { … } }` and `.phaseAnimator([false, true]) { content, on in … }`.
// Rule: Apple, SwiftUI "PhaseAnimator" and "phaseAnimator(_:content:animation:)": each phase is entered in a
// transaction with the animation the closure returns for it, the next step starting when that animation is
// logically complete (Animation+LogicalCompletion). Expected positions are computed by hand below.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PhaseCycleTests {
    static let enumScene = """
        scene(width: 300, height: 100, fps: 10, duration: 2)
        enum Phase: CaseIterable {
            case start, middle, end
            var x: Double {
                switch self {
                case .start: -100
                case .middle: 0
                case .end: 100
                }
            }
        }
        struct Mover: View {
            var body: some View {
                PhaseAnimator(Phase.allCases) { phase in
                    Rectangle().fill(Color.black).frame(width: 20, height: 20).offset(x: phase.x)
                } animation: { phase in
                    switch phase {
                    case .start: .linear(duration: 0.2)
                    case .middle: .linear(duration: 0.4)
                    case .end: nil
                    }
                }
            }
        }
        Mover()
        """

    /// The cycle: at 0 enter .middle (−100 → 0 linearly over 0.4 s); at 0.4 jump to .end (100) and at once enter
    /// .start (100 → −100 over 0.2 s); at 0.6 enter .middle again. Centre = 150 + x.
    @Test(
        "enum phases with a switch in the animation closure step as SwiftUI's transactions do",
        arguments: [(0.0, 50.0), (0.2, 100.0), (0.3, 125.0), (0.5, 150.0), (0.8, 100.0), (1.1, 150.0)])
    func enumPhases(time: Double, centre: Double) throws {
        let (fb, _) = try SceneRender.render(Self.enumScene, at: time)
        let found = PastedSwiftUITests.inkCentre(fb, row: 50)
        #expect(abs(found - centre) < 0.01, "t = \(time): centre \(found)")
    }

    @Test(
        "Bool phases on the modifier: content that is not affine in the phase animates leaf by leaf",
        arguments: [(0.0, 20), (0.25, 40), (0.5, 60), (0.75, 40), (1.0, 20)])
    func boolPhases(time: Double, width: Int) throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 2)
            Rectangle().fill(Color.black).frame(height: 20)
                .phaseAnimator([false, true]) { content, wide in
                    content.frame(width: wide ? 60 : 20)
                } animation: { _ in .linear(duration: 0.5) }
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        var ink = 0
        for x in 0..<200 where fb[x, 50].g < 128 { ink += 1 }
        #expect(ink == width, "t = \(time)")
    }

    @Test("phases that never take time are a located error")
    func phasesWithoutTime() {
        let source = """
            scene(width: 100, height: 100, duration: 1)
            Color.red.phaseAnimator([false, true]) { content, on in content.opacity(on ? 1 : 0.5) } animation: { _ in nil }
            """
        do {
            _ = try SceneProgram(source: source, path: "p.scene")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.message.contains("never take any time") == true)
            #expect(error.diagnostics.first?.range.start.line == 2)
        }
    }

    static let insertedScene = """
        scene(width: 300, height: 100, fps: 10, duration: 4)
        struct V: View {
            @State private var on = false
            var body: some View {
                ZStack {
                    if on {
                        Rectangle().fill(Color.black).frame(width: 20, height: 20)
                            .phaseAnimator([0.0, 100.0]) { c, p in c.offset(x: p) } animation: { _ in .linear(duration: 1) }
                    }
                }
                .frame(width: 300, height: 100)
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    on = true
                    try? await Task.sleep(for: .seconds(1.3))
                    on = false
                    try? await Task.sleep(for: .seconds(0.5))
                    on = true
                }
            }
        }
        V()
        """

    /// corpus33 B1: an animator on a view inserted at 0.5 s starts cycling then (0 → 100 over 1 s, back over 1 s),
    /// not at the scene's time 0 (it never cycled at all when its view was not drawn at time 0); removed at 1.8 s
    /// and inserted again at 2.3 s it starts again from its first phase. Centre = 150 + x; nil: nothing drawn.
    @Test(
        "a phase animator starts when its view appears, and again from its first phase when the view comes back",
        arguments: [
            (0.4, nil), (0.5, 150.0), (1.0, 200.0), (1.5, 250.0), (1.7, 230.0), (2.0, nil), (2.3, 150.0),
            (2.8, 200.0), (3.6, 220.0),
        ] as [(Double, Double?)])
    func insertedView(time: Double, centre: Double?) throws {
        let (fb, _) = try SceneRender.render(Self.insertedScene, at: time)
        guard let centre else {
            #expect(PastedSwiftUITests.inkPixels(fb, row: 50) == 0, "t = \(time): drawn")
            return
        }
        let found = PastedSwiftUITests.inkCentre(fb, row: 50)
        #expect(abs(found - centre) < 0.01, "t = \(time): centre \(found)")
    }
}
