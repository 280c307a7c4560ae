// ScrollTransitionTests.swift: `.scrollTransition` phases from each row's frame against the ScrollView's viewport
// (Checker+ScrollTransition.swift, Parser+GeometryProxy `ScrollTransitionPhase._in`). Rows are 70 pt tall in a
// 300-pt viewport at the top of the canvas: rows 0–3 (y 0…280) are inside, row 4 (280…350) has 50/70 outside the
// bottom edge, row 5 and later are wholly outside.

import Geometry
import Scene
import Testing

@testable import Layout

struct ScrollTransitionTests {
    /// Each red row's opacity, top to bottom, for a scene whose rows apply `effect`.
    static func opacities(_ effect: String, configuration: String = "") throws -> [Double] {
        let p = try SceneProgram(
            source: """
                scene(width: 200, height: 300)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<7) { i in
                            Rectangle().fill(.red).frame(height: 70)
                                .scrollTransition\(configuration) { content, phase in
                                    \(effect)
                                }
                        }
                    }
                }
                """, path: "s.scene")
        let engine = LayoutEngine(canvas: Size(width: 200, height: 300), scale: 1)
        return engine.leaves(of: try p.view(time: 0, frame: 0)).sorted { $0.frame.minY < $1.frame.minY }
            .map { ($0.color.opacity * 1000).rounded() / 1000 }
    }

    @Test("interactive (the default): identity inside; the value is the fraction past the trailing edge")
    func interactive() throws {
        let o = try Self.opacities("content.opacity(1 - abs(phase.value) / 2)")
        #expect(o == [1, 1, 1, 1, ((1 - 50.0 / 70 / 2) * 1000).rounded() / 1000, 0.5, 0.5])
    }

    @Test("phase compares by kind: .bottomTrailing for a row partly out, isIdentity for rows in")
    func phases() throws {
        let o = try Self.opacities(
            "content.opacity(phase == .bottomTrailing ? 0.25 : (phase.isIdentity ? 1 : 0.5))")
        #expect(o == [1, 1, 1, 1, 0.25, 0.25, 0.25])
    }

    @Test("animated switches only past half the view; identity never transitions")
    func configurations() throws {
        let animated = try Self.opacities("content.opacity(phase.isIdentity ? 1 : 0.5)", configuration: "(.animated)")
        #expect(animated == [1, 1, 1, 1, 0.5, 0.5, 0.5])  // row 4 is 71 % out
        let identity = try Self.opacities("content.opacity(phase.isIdentity ? 1 : 0.5)", configuration: "(.identity)")
        #expect(identity == [1, 1, 1, 1, 1, 1, 1])
    }

    @Test("outside a ScrollView every view is in the identity phase")
    func outside() throws {
        let p = try SceneProgram(
            source: """
                scene(width: 200, height: 100)
                Rectangle().fill(.red).frame(width: 50, height: 400)
                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
                """, path: "s.scene")
        let leaves = LayoutEngine(canvas: Size(width: 200, height: 100), scale: 1).leaves(
            of: try p.view(time: 0, frame: 0))
        #expect(leaves.map(\.color.opacity) == [1])
    }
}
