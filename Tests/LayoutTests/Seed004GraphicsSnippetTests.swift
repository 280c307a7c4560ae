// Seed004GraphicsSnippetTests.swift: seed 004's Canvas, TimelineView and visualEffect snippets, pasted as written
// (completed only where the seed elides code: a preview with a frame, the `items`/`CardView`/`opacity(for:)` the
// scroll snippet assumes, the drawing the "draw using t" comment stands for). The HolographicCard snippet, a Metal
// shader, is checked in ShaderEffectTests (Seed004ShaderRecipeTests).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct Seed004GraphicsSnippetTests {
    /// White ink on black: mean of the channels.
    static func whiteInk(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        (Double(p.r) + Double(p.g) + Double(p.b)) / 765
    }

    @Test("SparkleField: 20 random dots in the canvas, the same in every run (seeded by scene and frame)")
    func sparkleField() throws {
        let source = """
            import SwiftUI

            struct SparkleField: View {
                var body: some View {
                    Canvas { context, size in
                        for _ in 0..<20 {
                            let x = Double.random(in: 0...size.width)
                            let y = Double.random(in: 0...size.height)
                            let radius = Double.random(in: 1...4)
                            context.fill(
                                Path(ellipseIn: CGRect(x: x, y: y, width: radius, height: radius)),
                                with: .color(.white.opacity(.random(in: 0.3...1.0)))
                            )
                        }
                    }
                }
            }

            #Preview {
                SparkleField().frame(width: 200, height: 100).background(.black)
            }
            """
        let a = try CanvasRender.frame(source)
        let b = try CanvasRender.frame(source)
        #expect(a.bytes == b.bytes)
        let m = CanvasRender.moments(a, weight: Self.whiteInk)
        // 20 discs of diameter 1…4 at opacity 0.3…1: ink between 20·π/4·1·0.3 and 20·π/4·16·1.
        #expect(m.area > 20 * .pi / 4 * 0.3 && m.area < 20 * .pi / 4 * 16)
        #expect(m.cx > 0 && m.cx < 204 && m.cy > 0 && m.cy < 104)
    }

    @Test(
        "TimelineView(.animation) { Canvas { let t = timeline.date.timeIntervalSinceReferenceDate … } } redraws with t")
    func timelineCanvas() throws {
        let source = """
            scene(width: 200, height: 100, fps: 30, duration: 2, background: .black)
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSinceReferenceDate
                    // draw using t as time
                    context.fill(Path(ellipseIn: CGRect(x: 20 + 50 * t, y: 40, width: 20, height: 20)), with: .color(.white))
                }
            }
            """
        for t in [0.0, 1.0, 1.5] {
            let m = CanvasRender.moments(try CanvasRender.frame(source, at: t), weight: Self.whiteInk)
            #expect(abs(m.cx - (30 + 50 * t)) < 1e-6 && abs(m.cy - 50) < 1e-6)
        }
    }

    @Test("the Canvas anti-pattern fix: a function drawing through a GraphicsContext parameter, in a TimelineView")
    func expensiveDraw() throws {
        let source = """
            scene(width: 200, height: 100, background: .black)
            func expensiveDraw(_ context: GraphicsContext, _ size: CGSize) {
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.white))
            }
            TimelineView(.animation) { _ in
                Canvas { context, size in expensiveDraw(context, size) }
            }
            """
        let m = CanvasRender.moments(try CanvasRender.frame(source), weight: Self.whiteInk)
        #expect(abs(m.area - 100 * 100) < 1 && abs(m.cx - 50) < 1e-6)
    }

    @Test("visualEffect scroll cards: scale 0.85 + 0.15·clamp(minY/600) from the proxy's frame, layout unchanged")
    func scrollCards() throws {
        let source = """
            scene(width: 300, height: 600, background: .white)
            struct Item: Identifiable { let id: Int }
            let items = (0..<3).map { Item(id: $0) }
            struct CardView: View {
                let item: Item
                var body: some View { Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 200, height: 100) }
            }
            func scale(for y: CGFloat) -> CGFloat {
                let progress = max(0, min(1, y / 600))
                return 0.85 + progress * 0.15
            }
            func opacity(for y: CGFloat) -> Double { 1 }
            ScrollView {
                LazyVStack(spacing: 16) {
                    ForEach(items) { item in
                        CardView(item: item)
                            .visualEffect { content, proxy in
                                let y = proxy.frame(in: .scrollView).minY
                                let scale = scale(for: y)
                                let opacity = opacity(for: y)
                                return content
                                    .scaleEffect(scale)
                                    .opacity(opacity)
                            }
                    }
                }
            }
            """
        let fb = try CanvasRender.frame(source)
        // Cards at minY 0, 116, 232 (100 tall, 16 apart, from the top of the scroll view); each scaled about its
        // centre, so its ink height is 100·scale and its centre stays at minY + 50.
        for (i, minY) in [0.0, 116, 232].enumerated() {
            let band = (Int(minY) - 5)..<(Int(minY) + 105)
            var ink = 0.0
            var sy = 0.0
            for y in band where y >= 0 && y < fb.height {
                let w = CanvasRender.redInk(fb[150, y])
                ink += w
                sy += w * (Double(y) + 0.5)
            }
            let scale = 0.85 + min(1, minY / 600) * 0.15
            #expect(abs(ink - 100 * scale) < 1, "card \(i)")
            #expect(abs(sy / ink - (minY + 50)) < 0.5, "card \(i)")
        }
    }
}
