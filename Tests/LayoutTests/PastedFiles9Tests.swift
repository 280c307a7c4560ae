// PastedFiles9Tests.swift: SwiftUI that real files use, found by the eighth and ninth corpora (issue #14).
// Rule: Apple: ShapeView (each fill or styled stroke of a chain draws over what came before it),
// View.background(ignoresSafeAreaEdges:), PreviewProvider.previews (each root view is a separate preview), SE-0293
// (a `$item` closure parameter's wrapped value writes through the binding). Expected values are computed by hand.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFiles9Tests {
    /// Black ink of one 100 pt circle drawn by `chain` on a white 120 × 120 canvas.
    func circleInk(_ chain: String) throws -> (area: Double, x: Double, y: Double) {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 120, height: 120, background: .white)
            Circle()\(chain).frame(width: 100, height: 100)
            """)
        return SceneRender.ink(fb)
    }

    @Test("a stroke then a fill: the fill covers the stroke's inner half (ring 50…60)")
    func strokeThenFill() throws {
        let ink = try circleInk(".stroke(.black, lineWidth: 20).fill(.white)")
        #expect(abs(ink.area - Double.pi * (60 * 60 - 50 * 50)) < 0.01 * Double.pi * 1100)
        #expect(abs(ink.x - 60) < 0.01 && abs(ink.y - 60) < 0.01)
    }

    @Test("a fill then a stroke: the stroke covers the fill's outer 10 pt (disc of radius 40)")
    func fillThenStroke() throws {
        let ink = try circleInk(".fill(.black).stroke(.white, lineWidth: 20)")
        #expect(abs(ink.area - Double.pi * 40 * 40) < 0.01 * Double.pi * 1600)
    }

    @Test("three links: fill, stroke, fill again — the last fill covers the inner half of the stroke")
    func threeLinks() throws {
        let ink = try circleInk(".fill(.white).stroke(.black, lineWidth: 20).fill(.white)")
        #expect(abs(ink.area - Double.pi * (60 * 60 - 50 * 50)) < 0.01 * Double.pi * 1100)
    }

    @Test("the older stroke(lineWidth:) is a Shape: its fill paints the whole ring (40…60)")
    func shapeStrokeFilled() throws {
        let ink = try circleInk(".stroke(lineWidth: 20).fill(.black)")
        #expect(abs(ink.area - Double.pi * (60 * 60 - 40 * 40)) < 0.01 * Double.pi * 2000)
    }

    @Test(".background() with no style paints the background style (white) behind the view")
    func defaultBackground() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 50, background: .black)
            Color.clear.frame(width: 40, height: 20).background()
            """)
        // Ink is 1 − green: everything but the white 40 × 20 rectangle.
        #expect(abs(SceneRender.ink(fb).area - (100 * 50 - 40 * 20)) < 1)
    }

    @Test("a preview whose root Group's ForEach makes three views renders the first, with a warning")
    func previewGroupRoot() throws {
        let source = """
            import SwiftUI
            #Preview {
                Group {
                    ForEach(0..<3) { i in
                        Color.black.frame(width: 10 + 10 * Double(i), height: 10)
                    }
                }
            }
            """
        let program = try SceneProgram(source: source, path: "test.scene")
        // The canvas is the first view's ideal size: 10 × 10, not the 30 pt one drawn over it.
        #expect(program.header.width == 10 && program.header.height == 10)
        #expect(program.warnings.contains { $0.message.contains("root 'Group'") })
    }

    @Test("ForEach($todos) { $todo in … todo.done = … } in an action writes the array element through the binding")
    func closureParameterBindingWrite() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 40, height: 20, background: .white)
            struct Todo: Identifiable { let id: Int; var done = false }
            struct Row: View {
                @State private var todos = [Todo(id: 1), Todo(id: 2)]
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach($todos) { $todo in
                            Rectangle().fill(todo.done ? Color.black : Color.white)
                                .frame(width: 20, height: 20)
                                .onAppear { todo.done = todo.id == 2 }
                        }
                    }
                }
            }
            Row()
            """, at: 0.1)
        let ink = SceneRender.ink(fb)
        #expect(abs(ink.area - 400) < 1)
        #expect(abs(ink.x - 30) < 0.01)
    }
}
