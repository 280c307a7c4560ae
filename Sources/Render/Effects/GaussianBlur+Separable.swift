// GaussianBlur+Separable.swift: the two 1-D passes of the blur, in vertical strips with a ring of filtered rows.
// Rule: GaussianBlur.swift rules 1–2; W3C Filter Effects, feGaussianBlur; Getreuer, "A Survey of Gaussian Convolution
// Algorithms", IPOL 2013 (vectorise across the row; blur the bounding box only), Swift Forums:
// forums.swift.org/t/huge-performance-hit-from-exclusive-memory-access-checks/54374 (raw pointers, explicit SIMD,
// nothing allocated per pixel). Status: complete.
//
// 1. The plane is cut into vertical strips of 256 values (64 RGBA or 256 alpha pixels). Within a strip, rows are
//    taken top to bottom; each source row is filtered horizontally once, into slot v mod (2r_y + 1) of a ring, so
//    the ring always holds the 2r_y + 1 rows the current output row needs (rows outside the plane are a zero row,
//    or with clamped edges the filtered first or last row). A strip's ring is 2⌈3σ⌉ + 1 rows of 1 KiB, at most
//    97 rows up to σ = 256 (from σ = 12 the blur runs downsampled, at σ' < 16), so the vertical pass reads L1/L2.
// 2. Horizontal pass: the source values of the strip plus r_x pixels each side are widened to `Float` (zeros, or
//    edge copies, outside the row); every 16 consecutive values are one `SIMD16<Float>` accumulator and tap j adds
//    w_j · (the 16 values j pixels further), an unaligned load, so interleaved channels never need shuffling.
// 3. Vertical pass: the same accumulator over the ring rows. Nothing is rounded between the passes; the output is
//    rounded once (ByteSink: to nearest, clamped to 0…255, colour clamped to alpha for RGBA so Float error cannot
//    make an invalid premultiplied pixel) or kept in `Float` (FloatSink, for the downsampled path).
// 4. Symmetric kernels (no shift) add the two mirrored taps before the multiply: r + 1 multiplies instead of 2r + 1.
// Measured (BlurBench): a whole-plane `Float` intermediate cost ~2× more (page faults on a fresh 37 MB buffer per
// 1080p blur, and column passes whose every row is a new page).

/// Rows the separable passes read, widened to `Float`.
protocol BlurSource {
    var height: Int { get }
    /// Values per pixel (1 or 4): the horizontal tap step.
    var channels: Int { get }
    /// Values per row (pixels × channels).
    var rowValues: Int { get }
    /// Writes values `from ..< from + count` of row `row` (0 ≤ row < height) to `out`; values outside the row
    /// follow the edge mode.
    func widen(row: Int, from: Int, count: Int, into out: UnsafeMutablePointer<Float>)
}

/// Where the separable passes write: 16 sums at a time.
protocol BlurSink {
    /// Stores the first `count` (≤ 16) of `sum` at `row`, values `column ..< column + count`.
    func store(_ sum: SIMD16<Float>, row: Int, column: Int, count: Int)
    /// Called once a row's values `column ..< column + count` are all stored.
    func finish(row: Int, column: Int, count: Int)
}

/// Source bytes as they are.
struct ByteRows: BlurSource {
    let pixels: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let channels: Int
    let edges: GaussianBlur.Edges

    var rowValues: Int { width &* channels }

    func widen(row: Int, from: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        let values = rowValues
        let line = pixels + row &* values
        let start = max(0, min(values, from))
        let end = max(start, min(values, from &+ count))
        var i = 0
        while from &+ i < start && i < count {
            let channel = ((from &+ i) % channels &+ channels) % channels
            out[i] = edges == .clamp ? Float(line[channel]) : 0
            i &+= 1
        }
        // The body: a plain loop the compiler vectorises.
        let body = out + i
        let first = line + start
        for k in 0..<(end &- start) { body[k] = Float(first[k]) }
        i &+= end &- start
        while i < count {
            out[i] = edges == .clamp ? Float(line[values &- channels &+ (from &+ i) % channels]) : 0
            i &+= 1
        }
    }
}

/// Output bytes: rounded to nearest, clamped to 0…255; RGBA colour clamped to alpha (rule 3).
struct ByteSink: BlurSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let rowValues: Int
    let channels: Int

    @inline(__always)
    func store(_ sum: SIMD16<Float>, row: Int, column: Int, count: Int) {
        // `replacing(with:where:)` lowers to compare-and-blend; `clamped(lowerBound:upperBound:)` goes lane by lane.
        let low = sum.replacing(with: 0, where: sum .< 0)
        let clamped = low.replacing(with: 255, where: low .> 255)
        // Adding 1.5·2²³ rounds to an integer in the low mantissa bits (half to even), as CoverageAccumulator+Sweep
        // does; the generic `SIMD16<Int32>(_:rounding:)` converts one lane at a time and costs more than the taps.
        let bytes = SIMD16<UInt8>(
            truncatingIfNeeded: unsafeBitCast(clamped + 0x1.8p23, to: SIMD16<UInt32>.self) &- 0x4B40_0000)
        let out = pixels + (row &* rowValues &+ column)
        if count == 16 {
            UnsafeMutableRawPointer(out).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        } else {
            for i in 0..<count { out[i] = bytes[i] }
        }
    }

    @inline(__always)
    func finish(row: Int, column: Int, count: Int) {
        if channels != 4 { return }
        var p = pixels + (row &* rowValues &+ column)
        let end = p + count
        while p < end {
            let a = p[3]
            p[0] = min(p[0], a)
            p[1] = min(p[1], a)
            p[2] = min(p[2], a)
            p += 4
        }
    }
}

/// Output floats, unrounded (the coarse plane of the downsampled path).
struct FloatSink: BlurSink {
    let values: UnsafeMutablePointer<Float>
    let rowValues: Int

    @inline(__always)
    func store(_ sum: SIMD16<Float>, row: Int, column: Int, count: Int) {
        let out = values + (row &* rowValues &+ column)
        if count == 16 {
            UnsafeMutableRawPointer(out).storeBytes(of: sum, as: SIMD16<Float>.self)
        } else {
            for i in 0..<count { out[i] = sum[i] }
        }
    }

    @inline(__always)
    func finish(row: Int, column: Int, count: Int) {}
}

extension GaussianBlur {
    /// Values per strip row (rule 1).
    static let stripValues = 256

    /// Filters `source` with `horizontal` along rows and `vertical` along columns into `sink` (rules 1–4).
    static func separable<Source: BlurSource, Sink: BlurSink>(
        _ source: Source, into sink: Sink, horizontal: GaussianKernel, vertical: GaussianKernel, edges: Edges
    ) {
        let height = source.height
        let rowValues = source.rowValues
        let channels = source.channels
        if height <= 0 || rowValues <= 0 { return }
        let pad = horizontal.radius &* channels
        let ry = vertical.radius
        let slots = 2 &* ry &+ 1
        let stride = stripValues

        // Float rows: the ring, a zero row, the filtered first and last rows (clamped edges), then the widened
        // source segment with its margins.
        let zeroRow = slots &* stride
        let firstRow = zeroRow &+ stride
        let lastRow = firstRow &+ stride
        let segment = lastRow &+ stride
        let total = segment &+ stride &+ 2 &* pad
        let pool = ScratchPool.current
        let (storageBuffer, storageBytes) = pool.take(bytes: total * MemoryLayout<Float>.stride)
        defer { pool.give(storageBuffer, capacity: storageBytes) }
        let storage = storageBuffer.initializeMemory(as: Float.self, repeating: 0, count: total)
        let (rowsBuffer, rowsBytes) = pool.take(bytes: slots * MemoryLayout<UnsafePointer<Float>>.stride)
        defer { pool.give(rowsBuffer, capacity: rowsBytes) }
        let rows = rowsBuffer.bindMemory(to: UnsafePointer<Float>.self, capacity: slots)

        horizontal.taps.withUnsafeBufferPointer { horizontalTaps in
            vertical.taps.withUnsafeBufferPointer { verticalTaps in
                let hTaps = horizontalTaps.baseAddress!
                let vTaps = verticalTaps.baseAddress!
                /// Rule 2 for source row `v`, strip values `x0 ..< x0 + count`, into `out`.
                func filterRow(_ v: Int, _ x0: Int, _ count: Int, into out: UnsafeMutablePointer<Float>) {
                    source.widen(row: v, from: x0 &- pad, count: count &+ 2 &* pad, into: storage + segment)
                    var x = 0
                    while x < count {
                        let sum = tapSum(
                            storage + (segment &+ x), step: channels, taps: hTaps, radius: horizontal.radius,
                            symmetric: horizontal.isSymmetric)
                        UnsafeMutableRawPointer(out + x).storeBytes(of: sum, as: SIMD16<Float>.self)
                        x &+= 16
                    }
                }
                var x0 = 0
                while x0 < rowValues {
                    let count = min(stride, rowValues &- x0)
                    if edges == .clamp {
                        filterRow(0, x0, count, into: storage + firstRow)
                        filterRow(height &- 1, x0, count, into: storage + lastRow)
                    }
                    var filtered = 0  // rows 0 ..< filtered of this strip have entered the ring
                    for y in 0..<height {
                        while filtered < min(height, y &+ ry &+ 1) {
                            filterRow(filtered, x0, count, into: storage + (filtered % slots) &* stride)
                            filtered &+= 1
                        }
                        for j in 0..<slots {
                            let v = y &+ j &- ry
                            let offset: Int
                            if v < 0 {
                                offset = edges == .clamp ? firstRow : zeroRow
                            } else if v >= height {
                                offset = edges == .clamp ? lastRow : zeroRow
                            } else {
                                offset = (v % slots) &* stride
                            }
                            rows[j] = UnsafePointer(storage + offset)
                        }
                        var x = 0
                        while x < count {
                            let sum = tapSum(rows, column: x, taps: vTaps, radius: ry, symmetric: vertical.isSymmetric)
                            sink.store(sum, row: y, column: x0 &+ x, count: min(16, count &- x))
                            x &+= 16
                        }
                        sink.finish(row: y, column: x0, count: count)
                    }
                    x0 &+= stride
                }
            }
        }
    }

    /// Σ_j taps[j] · (16 floats at `source + j·step`), j = 0…2·radius (rules 2, 4).
    @inline(__always)
    private static func tapSum(
        _ source: UnsafeMutablePointer<Float>, step: Int, taps: UnsafePointer<Float>, radius: Int, symmetric: Bool
    ) -> SIMD16<Float> {
        let raw = UnsafeRawPointer(source)
        let bytes = step &* 4
        @inline(__always)
        func load(_ j: Int) -> SIMD16<Float> { raw.loadUnaligned(fromByteOffset: j &* bytes, as: SIMD16<Float>.self) }
        if symmetric {
            var sum = load(radius) * taps[radius]
            var j = 1
            while j <= radius {
                sum += (load(radius &- j) + load(radius &+ j)) * taps[radius &+ j]
                j &+= 1
            }
            return sum
        }
        var sum = SIMD16<Float>()
        var j = 0
        while j <= 2 &* radius {
            sum += load(j) * taps[j]
            j &+= 1
        }
        return sum
    }

    /// Σ_j taps[j] · (16 floats at `rows[j] + column`), j = 0…2·radius (rules 3, 4).
    @inline(__always)
    private static func tapSum(
        _ rows: UnsafeMutablePointer<UnsafePointer<Float>>, column: Int, taps: UnsafePointer<Float>, radius: Int,
        symmetric: Bool
    ) -> SIMD16<Float> {
        @inline(__always)
        func load(_ j: Int) -> SIMD16<Float> {
            UnsafeRawPointer(rows[j] + column).loadUnaligned(as: SIMD16<Float>.self)
        }
        if symmetric {
            var sum = load(radius) * taps[radius]
            var j = 1
            while j <= radius {
                sum += (load(radius &- j) + load(radius &+ j)) * taps[radius &+ j]
                j &+= 1
            }
            return sum
        }
        var sum = SIMD16<Float>()
        var j = 0
        while j <= 2 &* radius {
            sum += load(j) * taps[j]
            j &+= 1
        }
        return sum
    }
}
