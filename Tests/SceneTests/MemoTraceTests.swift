// MemoTraceTests.swift: a frame follows the last frame's trace of FrameMemo lookups (every lookup of a frame like the
// one before answered by it, the table untouched), leaves it at the first key that differs and records its own, and
// reads the trace's entries back into the cache once a frame. (Frames with the table against frames without it, with
// views inserted, removed and reordered from frame to frame: LayoutTests MemoTraceFramesTests.)

import Testing

@testable import Scene

@Suite struct MemoTraceTests {
    static func key(_ i: Int) -> MemoKey { FrameMemoTableTests.key(site: 1, i: i) }

    static func trace(_ keys: [Int]) -> MemoTrace {
        MemoTrace(keys.map { MemoTrace.Step(key: key($0), entry: MemoEntry(value: .int($0), steps: 1, range: nil)) })
    }

    @Test("a cursor follows equal keys, records the followed prefix at the first that differs, then every lookup")
    func cursorFollowsThenRecords() {
        var cursor = MemoTraceCursor(Self.trace([10, 11, 12]))
        #expect(cursor.recorded == nil)
        if case .int(10)? = cursor.follow(Self.key(10))?.value {} else { Issue.record("step 0 not followed") }
        if case .int(11)? = cursor.follow(Self.key(11))?.value {} else { Issue.record("step 1 not followed") }
        #expect(cursor.newTrace == nil)
        #expect(cursor.follow(Self.key(99)) == nil)
        #expect(cursor.recorded?.count == 2)
        cursor.record(Self.key(99), MemoEntry(value: .int(99), steps: 1, range: nil))
        // Once it has left the trace it does not follow it again, even a key the trace has next.
        #expect(cursor.follow(Self.key(12)) == nil)
        cursor.record(Self.key(12), MemoEntry(value: .int(12), steps: 1, range: nil))
        #expect(cursor.followed == 2)
        let made = cursor.newTrace?.steps.map(\.key) ?? []
        #expect(made == [Self.key(10), Self.key(11), Self.key(99), Self.key(12)])
    }

    @Test("without a trace a cursor records from the first lookup; past the end of one it records the rest")
    func cursorWithoutOrPastTrace() {
        var fresh = MemoTraceCursor(nil)
        #expect(fresh.follow(Self.key(1)) == nil)
        fresh.record(Self.key(1), MemoEntry(value: .int(1), steps: 1, range: nil))
        #expect(fresh.newTrace?.steps.count == 1)
        var longer = MemoTraceCursor(Self.trace([1, 2]))
        #expect(longer.follow(Self.key(1)) != nil && longer.follow(Self.key(2)) != nil)
        #expect(longer.follow(Self.key(3)) == nil)
        longer.record(Self.key(3), MemoEntry(value: .int(3), steps: 1, range: nil))
        #expect(longer.newTrace?.steps.count == 3)
        // A frame that makes fewer lookups than its trace (a prefix) keeps the trace as it is.
        var shorter = MemoTraceCursor(Self.trace([1, 2]))
        #expect(shorter.follow(Self.key(1)) != nil)
        #expect(shorter.newTrace == nil)
    }

    static let turning = """
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

    @Test("frame 0 records 150 lookups (3 a view); frame 1 follows all 150 and stores nothing")
    func laterFramesFollow() throws {
        let program = try SceneProgram(source: Self.turning, path: "trace.scene")
        #expect(program.traceLength(state: -1) == nil)
        _ = try program.view(time: 0, frame: 0)
        #expect(program.lastFrameLookups == 150)
        #expect(program.lastFrameFollowed == 0)
        #expect(program.traceLength(state: -1) == 150)
        let stored = program.memoEntryCount
        for frame in 1...3 {
            _ = try program.view(time: Double(frame) / 10, frame: frame)
            #expect(program.lastFrameLookups == 150)
            #expect(program.lastFrameFollowed == 150)
        }
        #expect(program.memoEntryCount == stored)
        #expect(program.traceLength(state: -1) == 150)
    }

    @Test("the trace primes each entry and the boxes of a kept view's chain and a kept modifier, within their bytes")
    func primedLinesCoverEntriesAndBoxes() throws {
        let program = try SceneProgram(source: Self.turning, path: "trace.scene")
        _ = try program.view(time: 0, frame: 0)
        let lines = try #require(program.trace(state: -1)).primedLines
        // A view's three steps: the framed shape (entry; frame, fill and Rectangle boxes), the rotation's invariant
        // term (entry), the position (entry; its modifier's box): 7 objects, each read in every cache line its bytes
        // touch, so at least one line and at most ⌈bytes / 64⌉ + 1 each.
        func most(_ bytes: Int) -> Int { (bytes + 63) / 64 + 1 }
        let (entry, modifier, view) = (MemoEntry.bytes, AppliedModifier.hotBytes, AppliedView.hotBytes)
        #expect(lines >= 50 * 7)
        #expect(lines <= 50 * (3 * most(entry) + 3 * most(modifier) + most(view)))
        #expect(lines >= 50 * (3 * (entry / 64) + 3 * (modifier / 64) + view / 64))
    }

    @Test("the trace is primed once a frame: none before a trace exists, none for a second view of the same frame")
    func primedOncePerFrame() throws {
        let source = """
            scene(width: 100, height: 100, fps: 10, duration: 1)
            ZStack {
                ForEach(0..<10) { i in
                    Circle().frame(width: Double(i) * 2 + 4, height: 8).offset(x: 20 * time)
                }
            }
            """
        let program = try SceneProgram(source: source, path: "trace.scene")
        _ = try program.view(time: 0, frame: 0)
        #expect(program.memoPrimeCount == 0)
        _ = try program.view(time: 0.1, frame: 1)
        #expect(program.memoPrimeCount == 1)
        _ = try program.view(time: 0.1, frame: 1, state: -1)
        #expect(program.memoPrimeCount == 1)
        _ = try program.view(time: 0.2, frame: 2)
        #expect(program.memoPrimeCount == 2)
        _ = try program.view(time: 0.1, frame: 1)
        #expect(program.memoPrimeCount == 3)
        program.primesMemo = false
        _ = try program.view(time: 0.3, frame: 3)
        #expect(program.memoPrimeCount == 3)
    }
}
