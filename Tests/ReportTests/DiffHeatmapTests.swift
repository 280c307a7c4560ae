// DiffHeatmapTests.swift: the heat map's encoding (DiffHeatmap.swift steps 1–4) on frames with known differences.

import Encode
import Measure
import Render
import Report
import Testing

struct DiffHeatmapTests {
    @Test(
        "identical pixels show the golden's luma at a quarter; a flat change is hot, an edge change cool; a box surrounds them"
    )
    func encoding() {
        // 40×30 of (200, 200, 200) with a 10×10 white block at (10, 10); the actual changes the block's centre
        // pixel (15, 15) by 5 levels (off the edges) and moves nothing else.
        let golden = solidImage(40, 30, (200, 200, 200), block: (10, 10, 10, 10, (255, 255, 255)))
        var changed = golden.pixels
        changed[(15 * 40 + 15) * 4] = 250
        let fb = DiffHeatmap.render(reference: golden, actual: RGBAImage(width: 40, height: 30, pixels: changed))
        // Step 1: luma 200 / 4 = 50 grey.
        #expect(fb[0, 0] == (50, 50, 50, 255))
        // Step 2: d = 5 → (96 + 5·159/31, 0, 0) = (121, 0, 0).
        #expect(fb[15, 15] == (121, 0, 0, 255))
        #expect(DiffHeatmap.hot(5) == (121, 0, 0))
        // Step 4: the box spans (12, 12)–(18, 18) (the pixel ± 3), outlined in magenta.
        #expect(fb[12, 12] == (255, 0, 255, 255))
        #expect(fb[18, 15] == (255, 0, 255, 255))
        #expect(fb[13, 13] == (63, 63, 63, 255))  // inside the box, unchanged: white 255 / 4
    }

    @Test("a moved edge is drawn with the cool ramp")
    func edge() {
        let golden = solidImage(40, 30, (14, 16, 24), block: (10, 10, 10, 10, (255, 255, 255)))
        let moved = solidImage(40, 30, (14, 16, 24), block: (11, 10, 10, 10, (255, 255, 255)))
        let fb = DiffHeatmap.render(reference: golden, actual: moved)
        // Column 10 turned dark by 241 levels, on the edge: cool(241) = (0, 191, 255).
        #expect(DiffHeatmap.cool(241) == (0, 191, 255))
        #expect(fb[10, 15] == (0, 191, 255, 255))
        #expect(fb[20, 15] == (0, 191, 255, 255))
    }

    @Test(
        "the hot ramp is continuous and ends white",
        arguments: [
            (1, (101, 0, 0)), (31, (255, 0, 0)), (32, (255, 0, 0)), (63, (255, 255, 0)), (255, (255, 255, 255)),
        ])
    func ramp(d: Int, expected: (UInt8, UInt8, UInt8)) {
        #expect(DiffHeatmap.hot(d) == expected)
    }
}
