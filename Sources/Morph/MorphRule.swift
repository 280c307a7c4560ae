// MorphRule.swift: which runs of a changing string are kept (they slide) and which re-roll (they dissolve).
// Rule: seed 003 ("Rule: prefix and suffix, nothing else"; "Where Scritto differs"); issue #6. Status: complete.

/// How `numericText` matches the old string to the new one. Both keep the longest common prefix and the longest
/// common suffix, unbounded; `floating` also keeps one braked run from the middle.
public enum MorphRule: String, Hashable, Sendable, CaseIterable {
    /// SwiftUI's `.numericText()` as seed 003 measured it: a common prefix and a common suffix, nothing else. They
    /// travel as far as layout moves them; everything else cross-dissolves in place.
    case swiftui
    /// Seed 003's braked floating-run rule (Scritto): additionally the longest common run flush with neither end,
    /// kept only when it travels at most its own length plus two glyph slots, else re-rolled (`FloatingRun.swift`).
    case floating
}
