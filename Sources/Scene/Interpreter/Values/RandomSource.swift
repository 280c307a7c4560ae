// RandomSource.swift: the deterministic generator behind `Double.random(in:)`, `Int.random(in:)`, `Bool.random()`,
// `randomElement()` and `shuffled()` in scenes.
// Rule: SplitMix64 (Guy L. Steele, Doug Lea, Christine H. Flood, "Fast Splittable Pseudorandom Number Generators",
// OOPSLA 2014; constants as in Sebastiano Vigna's splitmix64.c, prng.di.unimi.it). Each frame's evaluation starts
// from the state mix(seed, frame), so a draw depends only on the scene's seed, the frame and the order of draws in
// the scene text — never on the thread count or on other frames. `@State` initialisers run once (the initial state
// is evaluated once at load), so they draw once. Unit doubles take the top 53 bits (Swift's
// `Double.random(in:using:)` does the same); bounded integers use Lemire's multiply-shift ("Fast Random Integer
// Generation in an Interval", ACM TOMACS 2019) without the rejection step, a bias below 2^-40 for scene-sized
// ranges. Status: complete for issue #14.

/// A SplitMix64 stream.
public struct RandomSource: Sendable {
    private var state: UInt64

    /// The stream of frame `frame` of a scene seeded with `seed`.
    public init(seed: UInt64, frame: Int) {
        var mixer = RandomSource(state: seed)
        let base = mixer.next()
        state = base ^ (UInt64(bitPattern: Int64(frame)) &* 0x9E37_79B9_7F4A_7C15)
    }

    private init(state: UInt64) { self.state = state }

    /// A stream of its own for the content that `key` names (a GeometryReader's or a Canvas's identity), split off
    /// this one's current state without drawing from it: content that layout evaluates later draws its own values,
    /// the same on every run and every thread, and the draws after it are unchanged (SplitMix64's split: a new
    /// state from a mixed value, Steele, Lea and Flood §3).
    public func split(_ key: UInt64) -> RandomSource {
        var mixer = RandomSource(state: state ^ (key &* 0xBF58_476D_1CE4_E5B9))
        return RandomSource(state: mixer.next())
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A Double in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// An Int in [0, count), count > 0.
    public mutating func below(_ count: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(count)).high)
    }
}
