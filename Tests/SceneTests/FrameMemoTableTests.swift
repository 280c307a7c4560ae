// FrameMemoTableTests.swift: FrameMemo's open-addressing table (FrameMemo.Table) finds every key it stored, across
// its growth, keeps one entry per key (a later store replaces), and tells keys apart that differ in one field only.

import Testing

@testable import Scene

@Suite struct FrameMemoTableTests {
    /// The key of site `site` with one Int local `i`, in identity context `context`.
    static func key(site: Int, i: Int, context: UInt64 = 7) -> MemoKey {
        MemoKey(
            MemoSite(id: site, locals: [0], body: .constant(.void)), locals: [.int(i)], context: context,
            callDepth: 1, expressionDepth: 2)!
    }

    @Test func findsEveryStoredKeyAcrossGrowth() {
        var table = FrameMemo.Table()
        // 5000 keys grow the table from 64 slots to 16384 (it stays at most half full).
        for i in 0..<5000 { table.store(Self.key(site: i % 7, i: i), MemoEntry(value: .int(i), steps: i, range: nil)) }
        #expect(table.count == 5000)
        var found = 0
        for i in 0..<5000 {
            guard let entry = table.entry(Self.key(site: i % 7, i: i)), case .int(let v) = entry.value else { continue }
            if v == i && entry.steps == i { found += 1 }
        }
        #expect(found == 5000)
        // Same local, another site, context or local value: not stored.
        #expect(table.entry(Self.key(site: 8, i: 3)) == nil)
        #expect(table.entry(Self.key(site: 3, i: 3, context: 8)) == nil)
        #expect(table.entry(Self.key(site: 3, i: 5003)) == nil)
    }

    @Test func aLaterStoreReplacesTheEntry() {
        var table = FrameMemo.Table()
        table.store(Self.key(site: 1, i: 1), MemoEntry(value: .int(1), steps: 1, range: nil))
        table.store(Self.key(site: 1, i: 1), MemoEntry(value: .int(2), steps: 2, range: nil))
        #expect(table.count == 1)
        #expect(table.entry(Self.key(site: 1, i: 1))?.steps == 2)
    }

    @Test func theProgramTableKeepsAtMostItsCapacity() {
        let memo = FrameMemo()
        for i in 0..<(FrameMemo.capacity + 10) {
            memo.store(Self.key(site: 0, i: i), MemoEntry(value: .void, steps: 0, range: nil))
        }
        #expect(memo.count == FrameMemo.capacity)
        #expect(memo.entry(Self.key(site: 0, i: 0)) != nil)
        #expect(memo.entry(Self.key(site: 0, i: FrameMemo.capacity)) == nil)
    }
}
