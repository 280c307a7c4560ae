// CoverageCache.swift: coverage masks of outlines that come back unchanged from frame to frame (static text above
// all), so they are rasterised once and composited from their bytes afterwards.
// Rule: issue #21 (glyph coverage cache, LRU bounded, exact equality with uncached pixels); Raph Levien, "Inside the
// fastest font renderer in the world", 2016, and Skia's glyph cache (google/skia src/core/SkStrikeCache.cpp: masks
// kept per strike, least recently used purged past a byte budget). Status: complete.
//
// 1. The key is the outline itself, exactly as the rasteriser receives it (device pixels, every transform and layer
//    move applied), with its fill rule and the frame size that clips it. Equal keys give equal coverage bytes
//    (CoverageAccumulator is a function of these alone), so a hit is exact by construction; a 64-bit fingerprint finds
//    the entry and the full outline is compared before it is used. An outline whose element storage is the very
//    array an entry holds (Layout hands the same array every frame for static text, TextInk.swift) is found by that
//    storage's address without hashing: the entry keeps the array alive, so the address cannot be reused meanwhile,
//    and an array sharing storage cannot differ (a write would have copied it).
//    Rejected: masks per glyph and subpixel phase (font-rs, Skia). A Text's glyphs are one joined non-zero path
//    (Layout TextInk.swift), so where two glyphs share a pixel the joined path's coverage is not the src-over of two
//    glyph masks, and a glyph's coordinates moved by whole pixels round differently in `Double`; neither would give
//    today's bytes. Keying on the exact outline is what "key on the exact transform" amounts to.
// 2. Only outlines worth it are looked up: solid fills of at least `minimumElements` path elements (glyph runs,
//    curved shapes); a rectangle is cheaper to sweep than to hash. A mask is made the second time an outline is seen
//    (its fingerprint is remembered the first time), so content that moves every frame never pays for one; an item
//    marked `recurs` (text Layout has not seen move, TextInk.swift rule 3) gets its mask the first time, so static
//    text is rasterised once, not twice (the second time on the first frames of a run, the critical path of a video:
//    issue #21).
// 3. The cache holds at most `byteLimit` bytes of masks; past it, the least recently used masks are dropped until
//    three quarters remain (Skia's purge). Outlines are kept with their masks (for the comparison in rule 1).
// 4. Thread-safe: one `Mutex` around the table; masks are immutable once made and shared by reference. Output does not
//    depend on hits or misses, so it does not depend on thread timing either.
// 5. `CoverageCache.current` (a task-local, default `shared`) selects the cache a render uses; nil renders with none
//    (tests compare frames both ways).

import Geometry
import Synchronization

/// Coverage masks keyed by outline, fill rule and clip (rules 1–4).
public final class CoverageCache: Sendable {
    /// The process-wide cache, 64 MiB of masks.
    public static let shared = CoverageCache(byteLimit: 64 << 20)

    /// The cache renders use on this task or thread; nil for none (rule 5).
    @TaskLocal public static var current: CoverageCache? = shared

    /// Outlines with fewer elements are not looked up (rule 2).
    static let minimumElements = 16

    /// Hits, masks made and masks dropped since the cache was made.
    public struct Statistics: Hashable, Sendable {
        public var hits = 0
        public var misses = 0
        public var masksMade = 0
        public var evictions = 0
        /// Bytes of masks held now.
        public var bytes = 0
    }

    /// The byte budget of the masks (rule 3).
    public let byteLimit: Int

    private struct Entry {
        var path: Path
        var evenOdd: Bool
        var width: Int
        var height: Int
        var mask: CoverageMask
        var lastUse: UInt64
    }

    private struct State {
        var entries: [UInt64: Entry] = [:]
        /// Element-storage address of each entry's outline → its fingerprint (rule 1).
        var byAddress: [UInt: UInt64] = [:]
        var seen: Set<UInt64> = []
        var clock: UInt64 = 0
        var statistics = Statistics()
    }

    private let state = Mutex(State())

    public init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// What a lookup found: the mask, or whether the caller should make one (the outline's second sighting, or its
    /// first when it recurs).
    enum Lookup {
        case hit(CoverageMask)
        case make
        case skip
    }

    /// The address of an outline's element storage (rule 1).
    static func address(of path: Path) -> UInt {
        path.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// Looks up the mask of `path` filled with `evenOdd` in a `width` × `height` frame (rules 1–2), by the storage
    /// of its elements first, else by its fingerprint (computed only then); returns the fingerprint too. `recurs`:
    /// a miss is answered `.make` at once (rule 2).
    func lookup(
        _ path: Path, evenOdd: Bool, width: Int, height: Int, recurs: Bool = false
    ) -> (Lookup, fingerprint: UInt64) {
        let address = CoverageCache.address(of: path)
        let known: (CoverageMask, UInt64)? = state.withLock { s in
            guard let fingerprint = s.byAddress[address], var entry = s.entries[fingerprint],
                CoverageCache.address(of: entry.path) == address, entry.evenOdd == evenOdd, entry.width == width,
                entry.height == height
            else { return nil }
            s.clock &+= 1
            entry.lastUse = s.clock
            s.entries[fingerprint] = entry
            s.statistics.hits += 1
            return (entry.mask, fingerprint)
        }
        if let known { return (.hit(known.0), known.1) }
        let fingerprint = CoverageCache.fingerprint(of: path)
        return (
            lookup(path, fingerprint: fingerprint, evenOdd: evenOdd, width: width, height: height, recurs: recurs),
            fingerprint
        )
    }

    /// Looks up the mask of `path` by its fingerprint (rules 1–2).
    func lookup(
        _ path: Path, fingerprint: UInt64, evenOdd: Bool, width: Int, height: Int, recurs: Bool = false
    ) -> Lookup {
        state.withLock { s in
            s.clock &+= 1
            if var entry = s.entries[fingerprint], entry.evenOdd == evenOdd, entry.width == width,
                entry.height == height, entry.path == path
            {
                entry.lastUse = s.clock
                let mask = entry.mask
                s.entries[fingerprint] = entry
                s.statistics.hits += 1
                return .hit(mask)
            }
            s.statistics.misses += 1
            if recurs || s.seen.contains(fingerprint) { return .make }
            if s.seen.count >= 1 << 14 { s.seen.removeAll(keepingCapacity: true) }
            s.seen.insert(fingerprint)
            return .skip
        }
    }

    /// Keeps `mask` for `path`, dropping the least recently used masks past the budget (rule 3).
    func insert(
        _ mask: CoverageMask, for path: Path, fingerprint: UInt64, evenOdd: Bool, width: Int, height: Int
    ) {
        if mask.byteCount > byteLimit / 4 { return }
        state.withLock { s in
            s.clock &+= 1
            if let old = s.entries[fingerprint] {
                s.statistics.bytes -= old.mask.byteCount
                s.byAddress[CoverageCache.address(of: old.path)] = nil
            }
            s.entries[fingerprint] = Entry(
                path: path, evenOdd: evenOdd, width: width, height: height, mask: mask, lastUse: s.clock)
            s.byAddress[CoverageCache.address(of: path)] = fingerprint
            s.seen.remove(fingerprint)
            s.statistics.bytes += mask.byteCount
            s.statistics.masksMade += 1
            if s.statistics.bytes <= byteLimit { return }
            let oldestFirst = s.entries.sorted { $0.value.lastUse < $1.value.lastUse }
            for (key, entry) in oldestFirst where s.statistics.bytes > byteLimit / 4 * 3 {
                s.entries[key] = nil
                s.byAddress[CoverageCache.address(of: entry.path)] = nil
                s.statistics.bytes -= entry.mask.byteCount
                s.statistics.evictions += 1
            }
        }
    }

    /// A 64-bit fingerprint of the outline's elements and coordinates (finds the entry; rule 1 compares in full).
    static func fingerprint(of path: Path) -> UInt64 {
        var h: UInt64 = 0x243F_6A88_85A3_08D3
        @inline(__always) func mix(_ v: UInt64) {
            h = (h ^ v) &* 0x9E37_79B9_7F4A_7C15
            h ^= h &>> 29
        }
        @inline(__always) func mix(_ p: Point) {
            mix(p.x.bitPattern)
            mix(p.y.bitPattern)
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                mix(1)
                mix(p)
            case .line(let p):
                mix(2)
                mix(p)
            case .cubic(let c1, let c2, let p):
                mix(3)
                mix(c1)
                mix(c2)
                mix(p)
            case .close:
                mix(4)
            }
        }
        return h
    }
}
