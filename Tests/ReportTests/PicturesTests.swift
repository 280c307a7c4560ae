// PicturesTests.swift: thumbnails, side-by-side panels, the error-per-frame plot and the contact sheet, checked
// pixel by pixel where their layout fixes the answer (SideBySide.swift, ErrorPlot.swift, ContactSheet.swift).

import Encode
import Measure
import Render
import Report
import Testing

struct PicturesTests {
    @Test("box-filter thumbnails average their footprint, rounded; small images are kept")
    func thumbnail() {
        // 4×2: left half (0, 0, 0), right half (255, 255, 255) → 2×1: each output pixel averages a 2×2 footprint.
        let image = solidImage(4, 2, (0, 0, 0), block: (2, 0, 2, 2, (255, 255, 255)))
        let t = Thumbnail.fit(image, maxWidth: 2, maxHeight: 10)
        #expect(t.width == 2 && t.height == 1)
        #expect(t.pixels == [0, 0, 0, 255, 255, 255, 255, 255])
        // A 3-column footprint: (0 + 0 + 255) / 3 = 85.
        let odd = solidImage(6, 1, (0, 0, 0), block: (2, 0, 1, 1, (255, 255, 255)))
        #expect(Thumbnail.fit(odd, maxWidth: 2, maxHeight: 1).pixels[0] == 85)
        #expect(Thumbnail.fit(image, maxWidth: 100, maxHeight: 100).pixels == image.pixels)
    }

    @Test("side by side: panels at full size with 8-px grey gutters, top-aligned")
    func sideBySide() {
        let red = solidImage(10, 6, (255, 0, 0))
        let blue = solidImage(5, 4, (0, 0, 255))
        let fb = SideBySide.render([red, blue])
        #expect(fb.width == 8 + 10 + 8 + 5 + 8 && fb.height == 6 + 16)
        #expect(fb[0, 0] == (128, 128, 128, 255))
        #expect(fb[8, 8] == (255, 0, 0, 255) && fb[17, 13] == (255, 0, 0, 255))
        #expect(fb[26, 8] == (0, 0, 255, 255) && fb[26, 12] == (128, 128, 128, 255))
    }

    @Test("error plot: columns per frame, log-scaled bars, a stub for identical frames, a triangle over the worst")
    func errorPlot() {
        let c = sampleComparison()
        let fb = ErrorPlot.render(c, pixelsPerFrame: 800)
        // 30 frames → 16-px columns (960 / 30 = 32, capped at 16), 16-px margins, 160-px plot.
        #expect(fb.width == 2 * 16 + 30 * 16 && fb.height == 2 * 16 + 160)
        let base = 16 + 160
        // Frame 12: log10(361) / log10(801) · 160 = 140.8 → 141 px of red, from y = 35 to 175.
        let x12 = 16 + 12 * 16 + 4
        #expect(fb[x12, base - 1] == (230, 60, 50, 255))
        #expect(fb[x12, base - 141] == (230, 60, 50, 255))
        #expect(fb[x12, base - 142] != (230, 60, 50, 255))
        // Frame 0: identical → a 2-px grey stub.
        #expect(fb[16 + 4, base - 1] == (110, 112, 120, 255))
        #expect(fb[16 + 4, base - 3] == (24, 26, 32, 255))
        // The white dot for max Δ 231 sits at base − round(160 · 231 / 255) = base − 145, mid-column (x + 7).
        #expect(fb[16 + 12 * 16 + 7, base - 145] == (255, 255, 255, 255))
        // The worst frame (12) has the magenta triangle above the plot.
        #expect(fb[16 + 12 * 16 + 7, 4] == (255, 0, 255, 255))
        #expect(fb[16 + 10 * 16 + 7, 4] == (24, 26, 32, 255))
    }

    @Test("contact sheet: twelve columns, borders by verdict")
    func contactSheet() {
        let thumbs = (0..<14).map { _ in solidImage(16, 9, (10, 20, 30)) }
        let verdicts: [ContactSheet.Verdict] = (0..<14).map {
            $0 == 3 ? .failing : $0 == 13 ? .withinTolerance : .identical
        }
        let fb = ContactSheet.render(thumbs, verdicts: verdicts)
        let cellW = 16 + 8 + 4
        let cellH = 9 + 8 + 4
        #expect(fb.width == 12 * cellW + 4 && fb.height == 2 * cellH + 4)
        #expect(fb[4 + 3 * cellW, 4] == (230, 60, 50, 255))  // frame 3's border: red
        #expect(fb[4 + 1 * cellW, 4 + cellH] == (240, 170, 40, 255))  // frame 13 (row 2, column 2): amber
        #expect(fb[4, 4] == (70, 72, 80, 255))  // frame 0: grey
        #expect(fb[4 + 4, 4 + 4] == (10, 20, 30, 255))  // the thumbnail inside its border
    }
}
