// CoverageAccumulator.swift: exact-area coverage by signed area/cover accumulation (font-rs, FreeType `smooth`,
// stb_truetype v2 lineage). Rule: Blend2D and font-rs; Raph Levien, "Inside the fastest font renderer in the world",
// 2016; font-rs src/raster.rs; Blend2D blend2d/raster/analyticrasterizer_p.h; Swift Forums:
// forums.swift.org/t/huge-performance-hit-from-exclusive-memory-access-checks/54374 for the buffers. Status: complete.
//
// Rules:
// 1. A fill is rasterised one window at a time: the columns of its clipped segments' bounding box × its rows within
//    one band (CoverageAccumulator+Bands.swift), so only rows and columns the path touches are visited. Buffers are
//    taken once per accumulator (one per `Renderer` call) from the scratch pool (ScratchPool.swift) and zeroed,
//    grown when a larger window needs it, and all-zero between windows: the sweep zeroes each cell and mark it
//    consumes.
// 2. `cells[c]` holds the first difference (in x) of the signed area the outline covers in cell c, so a running sum
//    along a row is the winding-weighted area of each pixel; non-zero coverage = min(1, |sum|) (Raph Levien, "Inside
//    the fastest font renderer in the world", 2016; font-rs src/raster.rs).
// 3. A segment is cut at every row boundary y = r (absolute frame rows, x at a boundary computed from the segment's
//    own end points, so a band boundary gives exactly the same pieces as no band). The piece in row r spans
//    x ∈ [xl, xr] and has signed height d = ±Δy (+ downward). Its coverage of cell c (the part of the cell right of
//    the piece) is d·F(c) with
//        F(c) = (R(c + 1 − xl) − R(c + 1 − xr)) / (xr − xl),  R(t) = 0 (t ≤ 0), t²/2 (0 ≤ t ≤ 1), t − ½ (t ≥ 1),
//    the mean over the piece of clamp(c + 1 − x, 0, 1); F = 0 left of ⌊xl⌋ and 1 from ⌈xr⌉ on. Cell c receives
//    d·(F(c) − F(c − 1)), so only cells ⌊xl⌋ … ⌈xr⌉ change. A piece narrower than 1e-6 px is taken as vertical at
//    its midpoint (area error ≤ 1e-6), which avoids the cancellation of dividing by xr − xl.
// 4. Every changed cell sets its bit in a per-row bit vector (Blend2D's "bit-vector of touched cells", Blend2D
//    blend2d/raster/analyticrasterizer_p.h). Between marked cells the running sum is constant, so the sweep composites
//    a whole run at one coverage.
// Rejected: a dense sweep of every cell of the window (font-rs) costs one serial float add per pixel of area —
// for the 1000-rectangle frame ~12 M adds (≈ 10 ms) — against ~1 M cells in 4-cell SIMD groups here.

import Geometry

/// One path ready to rasterise: its segments in the `LineBuffer`, its window and its premultiplied colour.
struct FillItem {
    /// Index of the first segment and the number of segments.
    let firstSegment: Int
    let segmentCount: Int
    /// Leftmost pixel column of the window and its width in pixels.
    let originX: Int
    let columns: Int
    /// The frame rows `firstRow ..< endRow` the path touches.
    let firstRow: Int
    let endRow: Int
    /// The fill colour.
    let source: PremultipliedSource
    /// Even-odd instead of non-zero winding (CoverageAccumulator+Sweep.swift).
    var evenOdd = false
    /// A gradient instead of `source` (CoverageAccumulator+Paint.swift).
    var paint: PaintTable?
    /// The fill's coverage, already known (CoverageCache.swift): composited instead of the segments, which are then
    /// not in `lines` (`segmentCount` is 0).
    var mask: CoverageMask?
}

/// Coverage of one path at a time in a window of the framebuffer; owned by one `Renderer` call, never shared.
final class CoverageAccumulator {
    /// The framebuffer's size in pixels.
    let width: Int
    let height: Int
    /// The segments of the paths being rasterised.
    let lines: LineBuffer

    // Every stored `var` here and in LineBuffer is `@exclusivity(unchecked)`: the raster's loops read and write
    // them once per segment, piece and row, and with dynamic enforcement each access is a `swift_beginAccess` /
    // `swift_endAccess` pair (≈ 19 M instructions per 1080p stress frame when the optimiser keeps them), removed
    // only when whole-module analysis happens to prove no overlap. The class is owned by one `Renderer` call on one
    // thread and no access here spans a call that could reach the same property, so the static guarantee holds by
    // construction (SE-0176, "Enforce Exclusive Access to Memory", on dynamic enforcement of class properties;
    // the attribute: swiftlang/swift include/swift/AST/DeclAttr.def `exclusivity`, test/SILGen/exclusivity_attr.swift).
    // ExclusivityEnforcementTests (the test binary) and `bench/check-exclusivity` (a release binary) fail when a
    // `swift_beginAccess` call comes back.
    @exclusivity(unchecked) private var cells: UnsafeMutablePointer<Float>
    @exclusivity(unchecked) private var cellCapacity: Int
    @exclusivity(unchecked) private var marks: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var markCapacity: Int
    /// Where the buffers come from and go back to (ScratchPool.swift).
    private let pool: ScratchPool

    /// The current window: its top-left pixel, size, and buffer strides (cells and 64-bit mark words per row).
    @exclusivity(unchecked) private(set) var originX = 0
    @exclusivity(unchecked) private(set) var originY = 0
    @exclusivity(unchecked) private(set) var columns = 0
    @exclusivity(unchecked) private(set) var rows = 0
    @exclusivity(unchecked) private(set) var stride = 0
    @exclusivity(unchecked) private(set) var wordsPerRow = 0

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pool = ScratchPool.current
        lines = LineBuffer(clipWidth: width, clipHeight: height, pool: pool)
        (cells, cellCapacity) = CoverageAccumulator.zeroed(Float.self, count: 1 << 14, from: pool)
        (marks, markCapacity) = CoverageAccumulator.zeroed(UInt64.self, count: 1 << 10, from: pool)
    }

    deinit {
        pool.give(UnsafeMutableRawPointer(cells), capacity: cellCapacity * MemoryLayout<Float>.stride)
        pool.give(UnsafeMutableRawPointer(marks), capacity: markCapacity * MemoryLayout<UInt64>.stride)
    }

    /// At least `count` zeroed values from `pool`, and how many the buffer holds.
    private static func zeroed<T>(_: T.Type, count: Int, from pool: ScratchPool) -> (UnsafeMutablePointer<T>, Int) {
        let (raw, bytes) = pool.take(bytes: count * MemoryLayout<T>.stride)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        return (raw.bindMemory(to: T.self, capacity: bytes / MemoryLayout<T>.stride), bytes / MemoryLayout<T>.stride)
    }

    /// Flattens and clips `path` onto the end of `lines`; nil (and nothing kept) when no pixel can change.
    func prepare(_ path: Path, color: Color, evenOdd: Bool = false, paint: DisplayPaint? = nil) -> FillItem? {
        let source = PremultipliedSource(paint == nil ? color : .white)
        if source.isInvisible { return nil }
        lines.startPath()
        guard lines.append(path), lines.count > lines.pathStart, lines.maxX > 0 || lines.reachesRightEdge else {
            // Nothing inside the frame, or everything left of it (projected onto x = 0, where a closed outline's
            // windings cancel), or non-finite.
            lines.discardPath()
            return nil
        }
        let originX = Int(lines.minX)
        let firstRow = Int(lines.minY)
        let right = lines.reachesRightEdge ? width : ceiling(lines.maxX)
        let columns = right - originX
        let endRow = ceiling(lines.maxY)
        if columns <= 0 || endRow <= firstRow {
            lines.discardPath()
            return nil
        }
        return FillItem(
            firstSegment: lines.pathStart, segmentCount: lines.count - lines.pathStart, originX: originX,
            columns: columns, firstRow: firstRow, endRow: endRow, source: source, evenOdd: evenOdd,
            paint: paint.map(PaintTable.init))
    }

    /// Composites rows `rowStart ..< rowEnd` (frame rows) of `item` into `framebuffer`: from its cached coverage
    /// mask if it has one (CoverageMask.swift), else by accumulating its segments and sweeping.
    func rasterize(_ item: FillItem, rowStart: Int, rowEnd: Int, into framebuffer: Framebuffer) {
        if let mask = item.mask {
            mask.composite(item.source, rowStart: rowStart, rowEnd: rowEnd, into: framebuffer)
            return
        }
        guard accumulateWindow(of: item, rowStart: rowStart, rowEnd: rowEnd) else { return }
        if let paint = item.paint {
            sweep(into: framebuffer, paint: paint, evenOdd: item.evenOdd)
        } else {
            sweep(into: framebuffer, source: item.source, evenOdd: item.evenOdd)
        }
    }

    /// Opens the window of `item`'s rows `rowStart ..< rowEnd` (frame rows) and accumulates its segments there;
    /// false when the item has no row in that range.
    @discardableResult
    func accumulateWindow(of item: FillItem, rowStart: Int, rowEnd: Int) -> Bool {
        let top = max(item.firstRow, rowStart)
        let bottom = min(item.endRow, rowEnd)
        if top >= bottom { return false }
        openWindow(originX: item.originX, columns: item.columns, originY: top, rows: bottom - top)
        let data = lines.storage
        let ox = Double(item.originX)
        var i = item.firstSegment
        let end = item.firstSegment &+ item.segmentCount
        while i < end {
            let p = data + i &* 4
            accumulate(p[0] - ox, p[1], p[2] - ox, p[3], rowStart: top, rowEnd: bottom)
            i &+= 1
        }
        return true
    }

    // MARK: - Window

    /// Sets the window and makes the buffers large enough. Rows hold `columns + 5` cells at least: pieces write up
    /// to cell `columns + 1` and the sweep reads 4 cells from any marked one.
    private func openWindow(originX: Int, columns: Int, originY: Int, rows: Int) {
        (self.originX, self.columns, self.originY, self.rows) = (originX, columns, originY, rows)
        stride = (columns + 8) & ~3
        wordsPerRow = (stride + 63) >> 6
        let neededCells = stride * rows
        let neededMarks = wordsPerRow * rows
        if neededCells > cellCapacity {
            pool.give(UnsafeMutableRawPointer(cells), capacity: cellCapacity * MemoryLayout<Float>.stride)
            (cells, cellCapacity) = CoverageAccumulator.zeroed(
                Float.self, count: max(neededCells, cellCapacity * 2), from: pool)
        }
        if neededMarks > markCapacity {
            pool.give(UnsafeMutableRawPointer(marks), capacity: markCapacity * MemoryLayout<UInt64>.stride)
            (marks, markCapacity) = CoverageAccumulator.zeroed(
                UInt64.self, count: max(neededMarks, markCapacity * 2), from: pool)
        }
    }

    /// The buffers, for the sweep.
    var cellBuffer: UnsafeMutablePointer<Float> { cells }
    var markBuffer: UnsafeMutablePointer<UInt64> { marks }
}

/// ⌈x⌉ for 0 ≤ x < 2⁶³ without a libm call (baseline x86-64 has no `roundsd`).
@inline(__always)
func ceiling(_ x: Double) -> Int {
    let i = Int(x)
    return Double(i) < x ? i &+ 1 : i
}
