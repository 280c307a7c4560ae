// SuggestionTests.swift: "did you mean" picks a plausible typo's intended name, and nothing for far-off names.
// Rule: optimal string alignment distance, bound max(1, (length + 2) / 3).

import Testing

@testable import Scene

struct SuggestionTests {
    @Test(
        "distances count insertions, deletions, substitutions and adjacent swaps",
        arguments: [
            ("ofset", "offset", 1), ("widht", "width", 1), ("oragne", "orange", 1), ("", "abc", 3),
            ("kitten", "sitting", 3),
        ])
    func distance(_ a: String, _ b: String, _ d: Int) {
        #expect(Suggestion.distance(a, b) == d)
    }

    @Test("the nearest name within the bound, or none")
    func nearest() {
        let names = ["offset", "opacity", "overlay", "padding", "position"]
        #expect(Suggestion.nearest(to: "ofset", in: names) == "offset")
        #expect(Suggestion.nearest(to: "opacty", in: names) == "opacity")
        #expect(Suggestion.nearest(to: "zzzzzz", in: names) == nil)
        #expect(Suggestion.hint(for: "paddin", in: names) == "did you mean 'padding'?")
    }
}
