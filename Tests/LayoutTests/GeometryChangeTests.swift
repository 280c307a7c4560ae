// GeometryChangeTests.swift: `.onGeometryChange(for:of:action:)`: the action runs with the modified view's laid-out
// geometry when it first appears and whenever a state change alters the value, never otherwise (GeometryChange.swift,
// GeometryChangeModifier.swift, TimelineRunner).

import Geometry
import Scene
import Testing

@testable import Layout

struct GeometryChangeTests {
    static func texts(_ node: ViewNode) -> [String] {
        if case .modified(let inner, _) = node.kind { return texts(inner) }
        if case .view(let v) = node.kind, let t = v.view as? TextView { return [t.content.string] }
        return node.children.flatMap(texts)
    }

    static let measured = """
        scene(width: 400, height: 200, fps: 10, duration: 3)
        struct Measured: View {
            @State private var size: CGSize = .zero
            @State private var origin = 0.0
            @State private var wide = false
            @State private var runs = 0
            @State private var unrelated = 0
            var body: some View {
                VStack(spacing: 10) {
                    Rectangle().fill(.yellow)
                        .frame(width: wide ? 200 : 120, height: 40)
                        .onGeometryChange(for: CGSize.self) { proxy in
                            proxy.size
                        } action: { newValue in
                            size = newValue
                            runs += 1
                        }
                        .onGeometryChange(for: Double.self, of: { $0.frame(in: .global).minX }) { origin = $0 }
                    Text("\\(Int(size.width))x\\(Int(size.height)) at \\(Int(origin)) runs \\(runs) \\(unrelated)")
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { unrelated = 1 }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { wide = true }
                }
            }
        }
        Measured()
        """

    @Test(
        "the action sees the laid-out size and global position; it runs again only when the value changes",
        arguments: [
            // t = 0: appears, 120 × 40 centred in 400 → x = 140. t = 1: an unrelated change, no run. t = 2: wider,
            // 200 → x = 100, second run.
            (0.0, "120x40 at 140 runs 1 0"), (1.5, "120x40 at 140 runs 1 1"), (2.5, "200x40 at 100 runs 2 1"),
        ])
    func sizeAndOrigin(t: Double, expected: String) throws {
        let program = try SceneProgram(source: Self.measured, path: "g.scene")
        let root = try program.view(time: t, frame: Int(t * 10))
        #expect(Self.texts(root) == [expected])
        // The reported size is the yellow rectangle's laid-out frame.
        let engine = LayoutEngine(canvas: Size(width: 400, height: 200), scale: 1)
        let yellow = engine.leaves(of: root).filter { $0.color == Color(r8: 255, g8: 204, b8: 0) }.map(\.frame)
        #expect(yellow.count == 1)
        if let frame = yellow.first, let text = Self.texts(root).first {
            #expect(text.hasPrefix("\(Int(frame.width))x\(Int(frame.height)) at \(Int(frame.minX))"))
        }
    }

    @Test("the modifier changes neither layout nor drawing")
    func drawsNothing() throws {
        let plain = try SceneProgram(
            source: "scene(width: 100, height: 100)\nRectangle().fill(.red).frame(width: 40, height: 20)",
            path: "a.scene")
        let observed = try SceneProgram(
            source: """
                scene(width: 100, height: 100)
                Rectangle().fill(.red).frame(width: 40, height: 20)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { _ in }
                """, path: "b.scene")
        let engine = LayoutEngine(canvas: Size(width: 100, height: 100), scale: 1)
        let a = engine.leaves(of: try plain.view(time: 0, frame: 0)).map(\.frame)
        let b = engine.leaves(of: try observed.view(time: 0, frame: 0)).map(\.frame)
        #expect(a == b)
        #expect(a == [Rect(x: 30, y: 40, width: 40, height: 20)])
    }
}
