// GestureTests.swift: gestures type-check and draw nothing (Checker+Gesture.swift); `$0` in an onTapGesture action is
// the tap's location; `let x = items.removeLast()` reads the element it removes (Checker+ArrayMutation.swift).
// Expected offsets come from the points the timeline taps at; pixels are the scene's own colours (a 40-pt red
// square centred on a 100-pt canvas covers 30…70, on the default white background).

import Geometry
import Layout
import Render
import Scene
import Testing

struct GestureTests {
    static func pixel(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let p = fb[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    static let gestures = """
        scene(width: 100, height: 100)
        struct Card: View {
            @State private var offset = CGSize.zero
            @State private var scale = 1.0
            @GestureState private var isDragging = false
            var body: some View {
                Color.red.frame(width: 40, height: 40)
                    .offset(offset)
                    .scaleEffect(scale)
                    .gesture(drag)
                    .simultaneousGesture(MagnifyGesture().onChanged { value in scale = value.magnification })
                    .highPriorityGesture(TapGesture(count: 2).onEnded { scale = 1 })
            }
            var drag: some Gesture {
                DragGesture(minimumDistance: 0)
                    .updating($isDragging) { _, state, _ in state = true }
                    .onChanged { value in
                        guard !isDragging else { return }
                        offset = value.translation
                    }
                    .onEnded { _ in withAnimation(.spring) { offset = .zero } }
                    .simultaneously(with: RotateGesture().onChanged { value in scale = value.rotation.degrees })
            }
            func press() -> some Gesture {
                LongPressGesture(minimumDuration: 0.5).onEnded { _ in scale = 2 }
            }
        }
        Card()
        """

    @Test("gestures and their actions type-check, draw nothing, and warn once per attaching modifier")
    func gesturesAreInert() throws {
        let program = try SceneProgram(source: GestureTests.gestures, path: "g.scene")
        let warnings = program.warnings.map(\.message).filter { $0.contains("has no visual effect") }
        #expect(warnings.count == 3, "\(warnings)")
        let (fb, _) = try SceneRender.render(GestureTests.gestures)
        #expect(GestureTests.pixel(fb, 50, 50) == [255, 59, 48, 255])
        #expect(GestureTests.pixel(fb, 31, 31) == [255, 59, 48, 255])
        #expect(GestureTests.pixel(fb, 28, 50) == [255, 255, 255, 255])
    }

    @Test("a gesture's action is checked: an unknown name in it is an error")
    func actionsAreChecked() throws {
        let broken = GestureTests.gestures.replacingOccurrences(of: "offset = value.translation", with: "ofset = 1")
        #expect(throws: SceneError.self) { try SceneProgram(source: broken, path: "g.scene") }
    }

    @Test("$0 in an onTapGesture action is the location; let x = items.removeLast() reads, then removes")
    func shorthandTapAndRemovedElement() throws {
        let source = """
            scene(width: 100, height: 100, fps: 10, duration: 2)
            at(0.5) { tap(at: CGPoint(x: 12, y: 7)) }
            struct V: View {
                @State var origin = CGPoint.zero
                @State var items = [10.0, 20.0, 30.0]
                var body: some View {
                    Color.red.frame(width: 10, height: 10)
                        .offset(x: origin.x + items[0], y: origin.y)
                        .onTapGesture {
                            origin = $0
                            let last = items.removeLast()
                            let first = items.remove(at: 0)
                            items.insert(last + first, at: 0)
                        }
                }
            }
            V()
            """
        let (_, before) = try SceneRender.render(source, at: 0)
        let (_, after) = try SceneRender.render(source, at: 1)
        let x0 = before[0].frame.origin.applying(before[0].transform)
        let x1 = after[0].frame.origin.applying(after[0].transform)
        // Before: offset (10, 0). After the tap: origin (12, 7), items [40, 20] (30 removed last, 10 removed at 0).
        #expect(x1.x - x0.x == 12 + 40 - 10)
        #expect(x1.y - x0.y == 7)
    }
}
