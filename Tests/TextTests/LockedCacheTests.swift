// LockedCacheTests.swift: the shaping, outline and layout caches return identical results, also across threads.

import Geometry
import Testing
import Text

struct LockedCacheTests {
    @Test("a second layout and its glyphs are identical and come from the caches")
    func identical() throws {
        let text = "Cache me 東京 😀 שלום"
        let first = TextLayout(text, font: .system(size: 23), width: 140)
        let firstGlyphs = first.glyphs()
        let before = FontLibrary.shared.statistics
        let second = TextLayout(text, font: .system(size: 23), width: 140)
        let secondGlyphs = second.glyphs()
        let after = FontLibrary.shared.statistics
        #expect(first == second)
        #expect(firstGlyphs == secondGlyphs)
        #expect(after.layouts.hits > before.layouts.hits)
        #expect(after.outlines.hits >= before.outlines.hits + firstGlyphs.filter { $0.path != nil }.count)
    }

    @Test("runs shaped at one size serve every size (size-independent cache): advances scale linearly")
    func sizeIndependent() throws {
        let small = TextLayout("Scale", font: .system(size: 10))
        let large = TextLayout("Scale", font: .system(size: 40))
        let a = small.lines[0].runs[0].glyphs.map(\.xAdvance)
        let b = large.lines[0].runs[0].glyphs.map(\.xAdvance)
        for (x, y) in zip(a, b) { #expect(abs(y - 4 * x) < 1e-12) }
    }

    @Test("the same cold texts laid out by concurrent tasks agree with each other and with a later layout")
    func concurrent() async throws {
        // Strings no other test uses, so shaping, outlines and faces are first computed here, concurrently.
        let texts = (0..<48).map { "Concurrent \($0): ∑ 東京 שלום 123 😀 \($0 * 7919)" }
        let results = await withTaskGroup(of: (Int, [PositionedGlyph]).self) { group in
            for _ in 0..<4 {
                for (i, t) in texts.enumerated() {
                    group.addTask { (i, TextLayout(t, font: .system(size: 15), width: 200).glyphs()) }
                }
            }
            var out = [[[PositionedGlyph]]](repeating: [], count: texts.count)
            for await (i, g) in group { out[i].append(g) }
            return out
        }
        for (i, copies) in results.enumerated() {
            #expect(copies.count == 4 && copies.allSatisfy { $0 == copies[0] }, "text \(i)")
            #expect(TextLayout(texts[i], font: .system(size: 15), width: 200).glyphs() == copies[0])
        }
    }
}
