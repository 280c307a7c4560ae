// LayerContentTests.swift: what a view keeps when it is drawn in a layer (clip, cornerRadius, drawingGroup, blur,
// mask, ScrollView). (1) Sibling layers (clip, cornerRadius, drawingGroup, blur) each keep their own content when
// the views in them hold Text. Layers are keyed by the modifier node's identity (PlacedGroup.swift); resolving the
// text environment once rebuilt every node above a Text with identity 0, so consecutive layers shared one key and
// the second view was drawn inside the first one's clip — it vanished (found pasting `Text(…).padding()
// .background(…).cornerRadius(12)` twice). (2) Items painted into a layer whose origin is not (0, 0) are moved
// by minus that origin (LayerPainter rule 2); the move dropped gradients (drawn white) and the even-odd rule.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct LayerContentTests {
    /// Alpha coverage (in pixels) of rows `rows` of `fb`.
    static func alpha(_ fb: Framebuffer, rows: Range<Int>) -> Double {
        var sum = 0.0
        for y in rows { for x in 0..<fb.width { sum += Double(fb[x, y].a) / 255 } }
        return sum
    }

    @Test(
        "two identical layered views holding Text, stacked, draw the same ink in each half",
        arguments: [
            "Text(\"Ag\").clipped()", "Text(\"Ag\").padding(10).background(Color.red).cornerRadius(6)",
            "Text(\"Ag\").drawingGroup()", "Text(\"Ag\").frame(width: 40, height: 30).clipShape(Circle())",
            "Text(\"Ag\").blur(radius: 1)", "Text(\"Ag\").mask(Rectangle())",
        ])
    func siblingsKeepTheirLayers(view: String) throws {
        // Each view sits in a fixed 60 × 50 frame, so the two halves of the canvas hold one copy each.
        let source = """
            scene(width: 60, height: 100, background: .clear)
            VStack(spacing: 0) {
                \(view).frame(width: 60, height: 50)
                \(view).frame(width: 60, height: 50)
            }
            """
        let (fb, _) = try SceneRender.render(source)
        let top = Self.alpha(fb, rows: 0..<50)
        let bottom = Self.alpha(fb, rows: 50..<100)
        #expect(top > 20, "\(view): top copy has \(top) px of alpha")
        #expect(abs(top - bottom) < 0.01 * top, "\(view): top \(top) px, bottom \(bottom) px")
    }

    @Test("resolving the text environment keeps every node's identity")
    func identitiesSurviveTextResolution() throws {
        let source = """
            scene(width: 100, height: 100)
            VStack { Text("a").clipped(); Text("b").font(.title).blur(radius: 2) }
            """
        let (_, leaves) = try SceneRender.render(source)
        let keys = leaves.flatMap { $0.groups.map(\.key) }
        #expect(keys.count == 2 && !keys.contains(0) && Set(keys).count == 2, "group keys \(keys)")
    }

    @Test(
        "a gradient or even-odd fill in a clip layer off the origin paints exactly as without the layer",
        arguments: [
            "LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)",
            "RadialGradient(colors: [.yellow, .purple], center: .center, startRadius: 5, endRadius: 60)",
            "AngularGradient(colors: [.green, .orange, .green], center: .center)",
            "Path { p in p.addRect(CGRect(x: 0, y: 0, width: 100, height: 80)); p.addRect(CGRect(x: 20, y: 20, width: 60, height: 40)) }.fill(Color.blue, style: FillStyle(eoFill: true))",
        ])
    func paintSurvivesTheLayer(view: String) throws {
        func render(_ layer: String) throws -> Framebuffer {
            let source = """
                scene(width: 160, height: 140)
                \(view).frame(width: 100, height: 80).padding(7)\(layer).position(x: 80, y: 70)
                """
            return try SceneRender.render(source).0
        }
        let plain = try render("")
        let layered = try render(".clipped()")
        var differing = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width where plain[x, y] != layered[x, y] { differing += 1 }
        }
        #expect(differing == 0, "\(view): \(differing) pixels differ")
        // The fill is really there (not white or clear): the centre row holds more than one colour.
        var colours = Set<UInt32>()
        for x in 40..<120 {
            let p = layered[x, 70]
            colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
        }
        #expect(colours.count > 1, "\(view): one colour across the centre row")
    }
}
