// BuiltinShapeTypeTests.swift: the built-in shape structs named as types (`let s: Circle`, `-> Capsule`,
// `[Rectangle]`) hold their shape, as SwiftUI's Circle, Capsule … are structs (Checker+BuiltinShapeTypes).

import Testing

@testable import Scene

struct BuiltinShapeTypeTests {
    @Test("a stored, returned and array-held built-in shape draws that shape, filled as written")
    func shapeTypes() throws {
        let root = try SceneProgram(
            source: """
                scene(width: 300, height: 100)
                struct Badge: View {
                    let shape: Circle
                    var body: some View { shape.fill(.red) }
                }
                func pill() -> Capsule { Capsule() }
                let pair: [Ellipse] = [Ellipse(), Ellipse()]
                HStack {
                    Badge(shape: Circle())
                    pill()
                    ForEach(0..<pair.count, id: \\.self) { i in pair[i] }
                    AnyShape(RoundedRectangle(cornerRadius: 4)).stroke(.blue)
                }
                """, path: "s.scene"
        ).view(time: 0, frame: 0)
        let shapes = root.children.map { $0.chain.leaf.shape }
        #expect(
            shapes == [
                .circle, .capsule(style: .continuous), .ellipse, .ellipse,
                .roundedRectangle(cornerRadius: 4, style: .continuous),
            ])
    }

    @Test("a value of another shape is not a Circle")
    func wrongShape() {
        let e = #expect(throws: SceneError.self) {
            try SceneProgram(source: "scene(width: 10, height: 10)\nlet s: Circle = 3\ns", path: "s.scene")
        }
        #expect(e?.diagnostics.contains { $0.range.start.line == 2 } == true)
    }
}
