// OffCanvasRootTests.swift: a header-less file whose drawing lies wholly outside the root's own frame (a balloon at
// `.offset(y: 300)`) is drawn on the preview screen, as the Xcode preview it was written against shows it; a drawing
// that only overhangs its frame (a rotated square, a small offset) keeps the fitted canvas, as ImageRenderer's.
// Rule: Apple: ImageRenderer (the image is the view's size) and Xcode previews (the view centred on the device's
// screen, 393 × 852 pt for the iPhone anim answers for, Builtins+UIScreen.swift).

import Foundation
import Layout
import Render
import Scene
import Testing

struct OffCanvasRootTests {
    func canvas(_ root: String) throws -> (Double, Double, [Diagnostic]) {
        let program = try SceneProgram(
            source: "struct V: View {\n    var body: some View {\n        \(root)\n    }\n}\n#Preview { V() }\n",
            path: "off.scene")
        return (program.header.width, program.header.height, program.warnings)
    }

    @Test("a circle at .offset(y: 300) from its 50 × 80 frame: the 393 × 852 screen, with one located warning")
    func wholeOffsetLeavesTheFrame() throws {
        let (w, h, warnings) = try canvas("Circle().fill(Color.red).frame(width: 50, height: 80).offset(y: 300)")
        #expect(w == 393 && h == 852)
        #expect(warnings.map(\.range.start.line) == [6])
        let (fb, _) = try SceneRender.render(
            "struct V: View {\n    var body: some View {\n        "
                + "Circle().fill(Color.red).frame(width: 50, height: 80).offset(y: 300)\n    }\n}\n#Preview { V() }\n")
        // Centred on the screen (196.5, 426), then 300 down: the circle's centre is at (196.5, 726).
        var (area, sx, sy) = (0.0, 0.0, 0.0)
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let a = Double(fb[x, y].a) / 255
                (area, sx, sy) = (area + a, sx + a * (Double(x) + 0.5), sy + a * (Double(y) + 0.5))
            }
        }
        #expect(fb.width == 393 && fb.height == 852)
        // The frame's x origin 171.5 snaps to a whole pixel: the centre is 196.5 ± 0.5.
        #expect(abs(sx / area - 196.5) <= 0.51 && abs(sy / area - 726) < 0.01, "\(sx / area), \(sy / area)")
    }

    @Test("an overhang keeps the fitted canvas: a square rotated 45°, a 100-wide bar moved 60 to the right")
    func overhangKeepsTheFittedCanvas() throws {
        let rotated = try canvas("Rectangle().frame(width: 100, height: 100).rotationEffect(.degrees(45))")
        #expect(rotated.0 == 100 && rotated.1 == 100 && rotated.2.isEmpty)
        let moved = try canvas("Rectangle().frame(width: 100, height: 20).offset(x: 60)")
        #expect(moved.0 == 100 && moved.1 == 20 && moved.2.isEmpty)
    }
}
