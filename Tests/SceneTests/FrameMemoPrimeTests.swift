// FrameMemoPrimeTests.swift: FrameMemo.prime reads at most `limit` entries, never more than the table holds, and
// changes none; SceneProgram counts a frame's lookups to bound the next frame's priming, and primes once a frame.
// (Frames with the table, and so primed, against frames without it: FrameMemoTests.)

import Testing

@testable import Scene

@Suite struct FrameMemoPrimeTests {
    @Test("prime reads min(limit, entries): 0 of an empty table, 40 of 100 with limit 40, 100 with limit 1000")
    func readsAtMostTheLimit() {
        let memo = FrameMemo()
        #expect(memo.prime(limit: 50) == 0)
        for i in 0..<100 {
            memo.store(FrameMemoTableTests.key(site: i % 3, i: i), MemoEntry(value: .int(i), steps: 1, range: nil))
        }
        #expect(memo.prime(limit: 0) == 0)
        #expect(memo.prime(limit: 40) == 40)
        #expect(memo.prime(limit: 1000) == 100)
        // Reading changes nothing: every entry is still found with its value.
        var wrong = 0
        for i in 0..<100 {
            if case .int(let v)? = memo.entry(FrameMemoTableTests.key(site: i % 3, i: i))?.value, v == i {
                continue
            }
            wrong += 1
        }
        #expect(wrong == 0)
        #expect(memo.count == 100)
    }

    @Test("a frame's lookups bound the next frame's priming: 3 a view (framed shape, rotation term, position)")
    func lookupsAreCounted() throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 1)
            func w(_ i: Int, _ k: Int) -> Double { Double((i * 31 + k * 17) % 100) / 100 }
            ZStack {
                ForEach(0..<50) { i in
                    Rectangle()
                        .fill(Color(red: w(i, 1), green: w(i, 2), blue: 0.5))
                        .frame(width: 4 + 10 * w(i, 3), height: 4 + 10 * w(i, 4))
                        .rotationEffect(.degrees(360 * w(i, 5) + 30 * time))
                        .position(x: 200 * w(i, 6), y: 100 * w(i, 7))
                }
            }
            """
        let program = try SceneProgram(source: source, path: "prime.scene")
        #expect(program.lastFrameLookups == 0)
        _ = try program.view(time: 0, frame: 0)
        let lookups = program.lastFrameLookups
        #expect(lookups == 150)
        let stored = program.memoEntryCount
        _ = try program.view(time: 0.1, frame: 1)
        #expect(program.lastFrameLookups == lookups)
        #expect(program.memoEntryCount == stored)
    }

    @Test("the memo is primed once a frame: a second view of the same frame (another state snapshot) reads nothing")
    func primedOncePerFrame() throws {
        let source = """
            scene(width: 100, height: 100, fps: 10, duration: 1)
            ZStack {
                ForEach(0..<10) { i in
                    Circle().frame(width: Double(i) * 2 + 4, height: 8).offset(x: 20 * time)
                }
            }
            """
        let program = try SceneProgram(source: source, path: "prime.scene")
        _ = try program.view(time: 0, frame: 0)
        #expect(program.memoPrimeCount == 1)
        _ = try program.view(time: 0, frame: 0, state: -1)
        #expect(program.memoPrimeCount == 1)
        _ = try program.view(time: 0.1, frame: 1)
        #expect(program.memoPrimeCount == 2)
        _ = try program.view(time: 0.1, frame: 1)
        #expect(program.memoPrimeCount == 2)
        _ = try program.view(time: 0, frame: 0)
        #expect(program.memoPrimeCount == 3)
        program.primesMemo = false
        _ = try program.view(time: 0.2, frame: 2)
        #expect(program.memoPrimeCount == 3)
    }
}
