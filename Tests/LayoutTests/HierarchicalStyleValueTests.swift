// HierarchicalStyleValueTests.swift: hierarchical styles written as values where a ShapeStyle or a Color is expected —
// `.fill(.quinary)`, `.background(.quaternary)`, `Color.secondary`, `Color.primary`, `let c: Color = .secondary`.
// Rule: Apple: HierarchicalShapeStyle (primary … quinary: "the first … fifth level of the current content style") and
// Color.primary / Color.secondary; on a light background the levels are the label grey (60, 60, 67) at 100 / 60 / 30 /
// 18 % (UIColor label, secondaryLabel, tertiaryLabel, quaternaryLabel) and anim's 10 % for the fifth. Expected
// channels: white × (1 − a) + grey × a, by hand.

import Scene
import Testing

struct HierarchicalStyleValueTests {
    static func pixel(_ view: String) throws -> (r: Int, g: Int, b: Int) {
        let (fb, _) = try SceneRender.render("scene(width: 40, height: 40, background: .white)\n" + view)
        let p = fb[20, 20]
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    @Test(
        "a hierarchical style value fills with the label grey at its level's opacity",
        arguments: [
            ("Rectangle().fill(.quinary)", 236, 236, 236),  // 255 − 0.1 × 195, 255 − 0.1 × 188
            ("Color.clear.background(.quaternary)", 220, 220, 221),  // 255 − 0.18 × 195 = 219.9, 255 − 0.18 × 188
            ("Rectangle().fill(Color.secondary)", 138, 138, 142),  // 255 − 0.6 × 195 = 138, 255 − 0.6 × 188 = 142.2
            ("Rectangle().fill(Color.primary)", 0, 0, 0),
        ])
    func level(view: String, r: Int, g: Int, b: Int) throws {
        let p = try Self.pixel(view)
        #expect(abs(p.r - r) <= 1 && abs(p.g - g) <= 1 && abs(p.b - b) <= 1, "\(view): \(p)")
    }

    @Test("`let c: Color = .secondary` is the same colour as Color.secondary")
    func typedConstant() throws {
        let p = try Self.pixel("let c: Color = .secondary\nRectangle().fill(c)")
        #expect(abs(p.r - 138) <= 1 && abs(p.b - 142) <= 1, "\(p)")
    }
}
