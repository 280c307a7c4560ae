// CoverageMomentsTests.swift: the measurement on synthetic frames whose moments are known exactly.

import Measure
import Testing

struct CoverageMomentsTests {
    /// An opaque frame of `bg` with a w×h block of `fg` at (x0, y0) and one column at 25 % coverage on its right.
    func frame(_ width: Int, _ height: Int, block: (Int, Int, Int, Int), bg: RGB8, fg: RGB8) -> [UInt8] {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let inside = x >= block.0 && x < block.0 + block.2 && y >= block.1 && y < block.1 + block.3
                let edge = x == block.0 + block.2 && y >= block.1 && y < block.1 + block.3
                let c = inside ? 1.0 : edge ? 0.25 : 0
                px[o] = UInt8((Double(bg.r) + c * (Double(fg.r) - Double(bg.r))).rounded())
                px[o + 1] = UInt8((Double(bg.g) + c * (Double(fg.g) - Double(bg.g))).rounded())
                px[o + 2] = UInt8((Double(bg.b) + c * (Double(fg.b) - Double(bg.b))).rounded())
            }
        }
        return px
    }

    @Test("a whole-pixel block: centre, area and variances (w² / 12) exactly")
    func block() throws {
        let bg = RGB8(14, 16, 24)
        let fg = RGB8(250, 140, 32)
        let px = frame(200, 100, block: (40, 20, 120, 60), bg: bg, fg: RGB8(250, 140, 32))
        let m = try #require(
            px.withUnsafeBufferPointer {
                CoverageMoments.measure(
                    rgba: $0.baseAddress!, width: 200, height: 100, bytesPerRow: 800, background: bg, marker: fg)
            })
        // The 25 % column adds 0.25·60 = 15 px of area at x = 160.5.
        let area = 7200.0 + 15
        #expect(abs(m.area - area) < 0.01)
        let cx = (7200 * 100.0 + 15 * 160.5) / area
        #expect(abs(m.x - cx) < 1e-3)
        #expect(abs(m.y - 50) < 1e-9)
        #expect(abs(m.yy - 3600.0 / 12) < 1e-6)
    }

    @Test("pixels off the background → marker line are rejected")
    func rejectsOtherColours() {
        let bg = RGB8(0, 0, 0)
        var px = frame(50, 50, block: (10, 10, 10, 10), bg: bg, fg: RGB8(200, 0, 0))
        // A green square elsewhere must not count towards the red marker.
        for y in 30..<40 { for x in 30..<40 { px[(y * 50 + x) * 4 + 1] = 200 } }
        let m = px.withUnsafeBufferPointer {
            CoverageMoments.measure(
                rgba: $0.baseAddress!, width: 50, height: 50, bytesPerRow: 200, background: bg, marker: RGB8(200, 0, 0))
        }
        #expect(m.map { abs($0.x - (100 * 15 + 2.5 * 20.5) / 102.5) < 1e-9 } == true)
    }
}
