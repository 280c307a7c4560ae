// MutationFuzzTests.swift: a deterministic mutation fuzz in the normal suite (issue #22): 400 mutants of the
// scenes in scenes/, from a fixed seed, each run in-process through the whole pipeline (SceneProbe) with a time
// limit, must end in a result or a diagnostic (exit status 0, 1 or 2) — never a crash, a trap or a hang.
// Rule: the mutation operators of libFuzzer's MutationDispatcher (erase, insert, duplicate, cross over, dictionary
// entries; llvm.org/docs/LibFuzzer.html), plus the nesting and size bombs that found issue #22's crashes.

import Dispatch
import Foundation
import TestSupport
import Testing

@testable import AnimKit

/// Mutants of scene sources.
enum SceneMutator {
    static let tokens = [
        "(", ")", "{", "}", "[", "]", ".", ",", ":", "\"", "\\(", "ZStack {", "ForEach(0..<3) { i in", ".offset(x: 1)",
        ".rotationEffect(.degrees(1e300))", ".blur(radius: 1e6)", "1e300", "-1", "0", "Int.max", "9223372036854775807",
        ".infinity", ".nan", "time", "frame", "let", "var", "func", "struct", "if", "else", "for", "return", "@State",
        "withAnimation", "at(", ".animation(.spring(", "scene(width: 1e9, height: 1e9, duration: 1e18)", "0..<", "...",
        ".scaleEffect(1e300)", ".frame(width: -1, height: .infinity)", ".shadow(radius: 1e300)", "Text(\"\\(1)\")",
    ]

    static func mutate(_ source: String, _ rng: inout SplitMix64) -> String {
        var s = Array(source.unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let at = s.isEmpty ? 0 : Int.random(in: 0...s.count, using: &rng)
            switch Int.random(in: 0..<7, using: &rng) {
            case 0 where !s.isEmpty:  // erase a range
                let end = min(s.count, at + Int.random(in: 1...40, using: &rng))
                if at < end { s.removeSubrange(at..<end) }
            case 1:  // insert a token
                s.insert(contentsOf: tokens.randomElement(using: &rng)!.unicodeScalars, at: at)
            case 2 where !s.isEmpty:  // duplicate a range in place
                let end = min(s.count, at + Int.random(in: 1...80, using: &rng))
                if at < end { s.insert(contentsOf: Array(s[at..<end]), at: at) }
            case 3 where !s.isEmpty:  // replace a scalar with a random ASCII one
                s[min(at, s.count - 1)] = Unicode.Scalar(UInt8.random(in: 32...126, using: &rng))
            case 4:  // a nesting bomb: an opener repeated hundreds of times
                let opener = ["(", "[", "ZStack { ", "-(", "\"\\(", "Text(\"a\").", "1 + "].randomElement(using: &rng)!
                let count = Int.random(in: 100...3000, using: &rng)
                s.insert(contentsOf: String(repeating: opener, count: count).unicodeScalars, at: at)
            case 5:  // a long name
                s.insert(
                    contentsOf: String(repeating: "a", count: Int.random(in: 100...50_000, using: &rng)).unicodeScalars,
                    at: at)
            default:  // truncate
                s.removeSubrange(min(at, s.count)..<s.count)
            }
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: s)
        return String(out)
    }
}

@Suite(.serialized)
struct MutationFuzzTests {
    static func seeds() throws -> [String] {
        let dir = repositoryRoot.appendingPathComponent("scenes")
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".scene") }.sorted()
            .map { try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8) }
    }

    /// The probe of `source`, or nil when it did not finish within `seconds`.
    static func probe(_ source: String, within seconds: Double) -> SceneProbe.Outcome? {
        let box = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = SceneProbe.run(
                source: source, path: repositoryRoot.appendingPathComponent("scenes/m.scene").path)
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success ? box.value : nil
    }

    @Test("400 mutants of scenes/ from seed 22: each ends in exit 0, 1 or 2 within 60 s, never a crash")
    func mutants() throws {
        let seeds = try Self.seeds()
        try #require(seeds.count >= 5)
        var rng = SplitMix64(seed: 22)
        var counts: [AnimKit.ExitStatus: Int] = [:]
        for index in 0..<400 {
            let base = seeds[Int.random(in: 0..<seeds.count, using: &rng)]
            let mutant = SceneMutator.mutate(base, &rng)
            guard let outcome = Self.probe(mutant, within: 60) else {
                Issue.record("mutant \(index) did not finish within 60 s:\n\(mutant.prefix(500))")
                return
            }
            counts[outcome.status, default: 0] += 1
            if outcome.status == .badInput, !outcome.message.isEmpty {
                // A refused scene says where: `path:line:col: error:` (or a whole-file error without a place).
                #expect(outcome.message.contains(": error:"), "mutant \(index): \(outcome.message.prefix(300))")
            }
        }
        // Both outcomes occur: the mutants are not all trivially broken or all harmless.
        #expect((counts[.ok] ?? 0) > 20, "\(counts)")
        #expect((counts[.badInput] ?? 0) > 100, "\(counts)")
    }
}

/// The outcome a probe thread hands back.
final class OutcomeBox: @unchecked Sendable {
    var value: SceneProbe.Outcome?
}
