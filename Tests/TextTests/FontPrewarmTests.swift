// FontPrewarmTests.swift: the background start of the font library (FontLibrary+Prewarm.swift).

import Testing

@testable import Text

@Suite struct FontPrewarmTests {
    /// Started once per process; once it has finished, the body font's chain is resolved, so asking for it again is a
    /// cache hit, and the metrics are the ones a cold lookup gives.
    @Test func startsOnceAndResolvesTheBodyFont() throws {
        FontLibrary.startPrewarm()
        #expect(FontLibrary.startPrewarm() == false)
        #expect(FontLibrary.waitForPrewarm())
        let library = FontLibrary.shared
        let before = library.statistics.fontChains
        #expect(before.entries >= 1)
        let metrics = try #require(library.metrics(for: .body))
        let after = library.statistics.fontChains
        #expect(after.hits == before.hits + 1)
        #expect(after.misses == before.misses)
        // The same face and size a chain resolved from scratch gives.
        let fresh = FontChain(library: library, key: ChainKey(.body))
        #expect(fresh.primary?.metrics(size: FontDescriptor.body.size) == metrics)
    }
}
