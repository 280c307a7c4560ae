// Suggestion.swift: "did you mean …?" — the nearest known name to a misspelt one.
// Rule: optimal string alignment distance (Levenshtein plus adjacent transposition, so `widht` → `width` is 1);
// a candidate is offered when its distance is at most max(1, (length + 2) / 3), close to swiftc's typo-correction
// bound. Ties go to the candidate listed first. The work is bounded (issue #22): names longer than
// `maximumNameLength` get no suggestion, and a candidate whose length differs by more than the bound is skipped
// before any table is built, so one diagnostic costs at most candidates × 64 × 64 steps. Status: complete.

public enum Suggestion {
    /// Names longer than this (in Unicode scalars) are not typos of a known name: no suggestion is searched for.
    /// The longest SwiftUI name a scene can use is under 40 characters (`accessibilityRespondsToUserInteraction`).
    public static let maximumNameLength = 64

    /// The candidate nearest to `name`, if any is near enough to be a plausible typo.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let length = name.unicodeScalars.count
        guard length <= maximumNameLength else { return nil }
        let limit = max(1, (length + 2) / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            // The distance is at least the difference of the lengths: skip hopeless candidates without a table.
            guard abs(candidate.unicodeScalars.count - length) <= limit else { continue }
            let d = distance(name, candidate)
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// `did you mean 'x'?` for the nearest candidate, or nil.
    public static func hint(for name: String, in candidates: some Sequence<String>) -> String? {
        nearest(to: name, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Optimal string alignment distance between `a` and `b`, comparing Unicode scalars.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var d = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d = min(d, table[i - 2][j - 2] + 1) }
                table[i][j] = d
            }
        }
        return table[x.count][y.count]
    }
}
