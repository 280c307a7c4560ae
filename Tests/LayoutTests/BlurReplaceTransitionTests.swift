// BlurReplaceTransitionTests.swift: `.transition(.blurReplace)` (iOS 17) blurs, scales and fades a view in and out
// (Apple: BlurReplaceTransition, Transition.blurReplace(_:); amounts in Transition.swift: radius 7 pt, scale 0.9, 1.1
// where `.upUp` removes). Expected values by hand for a linear 1 s animation halfway through (amount 0.5): opacity
// 0.5, scale 1 + (s − 1)·0.5, blur σ 7·0.5 = 3.5 pt in the view's space, times the scale it is drawn at.

import Geometry
import Layout
import Scene
import Testing

@Suite struct BlurReplaceTransitionTests {
    /// The blue square's leaf halfway through a linear 1 s insertion (or removal) with `transition`.
    static func midLeaf(_ transition: String, inserting: Bool) throws -> PlacedLeaf {
        let source = """
            scene(width: 200, height: 200, duration: 2)
            @State var show = \(inserting ? "false" : "true")
            ZStack {
                if show {
                    Rectangle().fill(.blue).frame(width: 100, height: 100).transition(\(transition))
                }
            }
            at(0.5) { withAnimation(.linear(duration: 1)) { show = \(inserting ? "true" : "false") } }
            """
        let (_, leaves) = try SceneRender.render(source, at: 1.0)
        return try #require(leaves.first { if case .shape = $0.content { true } else { false } })
    }

    static func sigma(_ leaf: PlacedLeaf) -> Double? {
        for group in leaf.groups { if case .blur(let sigma, _) = group.kind { return sigma } }
        return nil
    }

    @Test("inserting with .blurReplace: halfway, opacity 0.5, scale 0.95 about the centre, blur 3.5 × 0.95")
    func insertionHalfway() throws {
        let leaf = try Self.midLeaf(".blurReplace", inserting: true)
        #expect(abs(leaf.color.opacity - 0.5) < 1e-6)
        #expect(abs(leaf.transform.a - 0.95) < 1e-6 && abs(leaf.transform.d - 0.95) < 1e-6)
        // The square (50…150) scaled about its centre (100, 100): its corner at 100 − 47.5.
        #expect(abs(leaf.frame.minX.applyingScale(leaf.transform) - 52.5) < 1e-6)
        #expect(abs((Self.sigma(leaf) ?? 0) - 3.5 * 0.95) < 1e-6)
    }

    @Test(".blurReplace(.downUp) removes by scaling down, .blurReplace(.upUp) by scaling up")
    func removalDirections() throws {
        let down = try Self.midLeaf(".blurReplace(.downUp)", inserting: false)
        let up = try Self.midLeaf(".blurReplace(.upUp)", inserting: false)
        #expect(abs(down.transform.a - 0.95) < 1e-6)
        #expect(abs(up.transform.a - 1.05) < 1e-6)
        #expect(abs(up.color.opacity - 0.5) < 1e-6)
        #expect(abs((Self.sigma(up) ?? 0) - 3.5 * 1.05) < 1e-6)
    }

    @Test("BlurReplaceTransition(configuration: .upUp) is .blurReplace(.upUp)")
    func structForm() throws {
        let leaf = try Self.midLeaf("BlurReplaceTransition(configuration: .upUp)", inserting: false)
        #expect(abs(leaf.transform.a - 1.05) < 1e-6)
    }
}

extension Double {
    /// This x coordinate in device pixels under `t` (no rotation): t.a · x + t.tx.
    fileprivate func applyingScale(_ t: AffineTransform) -> Double { t.a * self + t.tx }
}
