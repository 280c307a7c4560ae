// GaussianBlur+Downsampled.swift: the large-σ blur: k×k block average, blur at 1/k resolution, bilinear back.
// Rule: GaussianBlur.swift rule 3; W3C Filter Effects, feGaussianBlur; Getreuer, "A Survey of Gaussian Convolution
// Algorithms", IPOL 2013 ("for large σ, downsample 2×/4×, blur, upsample"). Status: complete.
//
// 1. Coarse pixel (X, Y) is the mean of fine pixels kX … kX + k − 1 × kY … kY + k − 1 (pixels past the plane's edge
//    count as transparent, or as the edge pixel with clamped edges); its centre is fine (kX + k/2, kY + k/2). The
//    block sums are exact in 16 bits (≤ 16 · 255) and kept as one plane; the separable passes read them ×1/k².
// 2. The coarse plane is blurred with σ' = √(σ² − v)/k and the shift divided by k, kept in `Float`.
// 3. Fine pixel x samples coarse position p = (x + ½)/k − ½ bilinearly: i = ⌊p⌋, t = p − i, (1 − t)·c_i + t·c_{i+1}
//    (coarse pixels outside the plane: transparent or clamped), in both axes; then one rounding to a byte.
// 4. Variance added besides σ'k (so v is subtracted first): the block mean (k² − 1)/12, the bilinear weights
//    k²·mean t(1 − t) over the k phases, and the integration of the coarse kernel over a coarse pixel k²/12
//    (GaussianBlur.swift rule 1 one level up). v(2) = 4/3, v(4) = 16/3 fine pixels². Checked (outside this
//    package, in Double) on edges at every phase against 255·Φ: ≤ 0.13 levels (k = 2, σ = 12), ≤ 0.11 (k = 4,
//    σ = 32), ≤ 0.15 (k = 16, σ = 128).

extension GaussianBlur {
    /// σ' in coarse pixels for factor `k` (rule 4).
    static func coarseSigma(_ sigma: Double, factor k: Int) -> Double {
        let kk = Double(k * k)
        var bilinear = 0.0
        for q in 0..<k {
            let p = (Double(q) + 0.5) / Double(k) - 0.5
            let t = p - p.rounded(.down)
            bilinear += t * (1 - t)
        }
        let added = (kk - 1) / 12 + kk * bilinear / Double(k) + kk / 12
        return max(0, sigma * sigma - added).squareRoot() / Double(k)
    }

    /// Rules 1–3.
    static func blurDownsampled(
        _ source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        channels: Int, factor k: Int, sigma: Double, shiftX: Double, shiftY: Double, edges: Edges
    ) {
        let sums = BlockSums(
            pixels: source, fineWidth: width, fineHeight: height, channels: channels, factor: k, edges: edges)
        let pool = ScratchPool.current
        defer { pool.give(UnsafeMutableRawPointer(sums.values), capacity: sums.capacity) }
        let (coarseBuffer, coarseBytes) = pool.take(bytes: sums.rowValues * sums.height * MemoryLayout<Float>.stride)
        defer { pool.give(coarseBuffer, capacity: coarseBytes) }
        let coarse = coarseBuffer.bindMemory(to: Float.self, capacity: sums.rowValues * sums.height)
        let s = coarseSigma(sigma, factor: k)
        separable(
            sums, into: FloatSink(values: coarse, rowValues: sums.rowValues),
            horizontal: GaussianKernel(sigma: s, shift: shiftX / Double(k)),
            vertical: GaussianKernel(sigma: s, shift: shiftY / Double(k)), edges: edges)
        upsample(
            coarse, width: sums.width, height: sums.height, channels: channels, factor: k, into: destination,
            width: width, height: height, edges: edges)
    }

    /// Rule 3: the coarse plane interpolated to `width × height` bytes.
    private static func upsample(
        _ coarse: UnsafeMutablePointer<Float>, width cw: Int, height chh: Int, channels: Int, factor k: Int,
        into out: UnsafeMutablePointer<UInt8>, width: Int, height: Int, edges: Edges
    ) {
        // Coarse index offset and weight for each phase q = x mod k: x samples i = x/k + offset[q], weight t[q].
        var offset = [Int](repeating: 0, count: k)
        var weight = [Float](repeating: 0, count: k)
        for q in 0..<k {
            let p = (Double(q) + 0.5) / Double(k) - 0.5
            let i = p.rounded(.down)
            offset[q] = Int(i)
            weight[q] = Float(p - i)
        }
        let coarseValues = cw * channels
        // One interpolated coarse row with one pixel of padding each side (zero, or the edge pixel).
        let pool = ScratchPool.current
        let (lineBuffer, lineBytes) = pool.take(bytes: (2 * coarseValues + 2 * channels) * MemoryLayout<Float>.stride)
        defer { pool.give(lineBuffer, capacity: lineBytes) }
        let line = lineBuffer.initializeMemory(as: Float.self, repeating: 0, count: 2 * coarseValues + 2 * channels)
        let zero = line + (coarseValues + 2 * channels)
        func coarseRow(_ j: Int) -> UnsafeMutablePointer<Float> {
            if j < 0 { return edges == .clamp ? coarse : zero }
            if j >= chh { return edges == .clamp ? coarse + (chh - 1) * coarseValues : zero }
            return coarse + j * coarseValues
        }
        let body = line + channels
        for y in 0..<height {
            let q = y % k
            let a = coarseRow(y / k + offset[q])
            let b = coarseRow(y / k + offset[q] + 1)
            let t = weight[q]
            for c in 0..<coarseValues { body[c] = a[c] + t * (b[c] - a[c]) }
            if edges == .clamp {
                for c in 0..<channels {
                    line[c] = body[c]
                    body[coarseValues + c] = body[coarseValues - channels + c]
                }
            }
            let row = out + y * width * channels
            for phase in 0..<k {
                let tx = weight[phase]
                let shift = offset[phase]
                var x = phase
                var block = 0
                while x < width {
                    let left = body + (block + shift) * channels
                    if channels == 4 {
                        let p = UnsafeRawPointer(left).loadUnaligned(as: SIMD4<Float>.self)
                        let n = UnsafeRawPointer(left + 4).loadUnaligned(as: SIMD4<Float>.self)
                        UnsafeMutableRawPointer(row + x * 4).storeBytes(
                            of: packedPixel(p + tx * (n - p)), as: SIMD4<UInt8>.self)
                    } else {
                        let v = left[0] + tx * (left[1] - left[0])
                        row[x] = UInt8(max(0, min(255, v)) + 0.5)
                    }
                    x += k
                    block += 1
                }
            }
        }
    }

    /// A premultiplied RGBA float pixel rounded to bytes (clamped to 0…255, colour ≤ alpha), in memory order.
    @inline(__always)
    private static func packedPixel(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
        // Clamped in `Float` (native compares); rounding is monotone, so colour ≤ alpha survives it.
        let low = v.replacing(with: 0, where: v .< 0)
        let clamped = low.replacing(with: 255, where: low .> 255)
        let alpha = SIMD4<Float>(repeating: clamped[3])
        let valid = clamped.replacing(with: alpha, where: clamped .> alpha)
        return SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(valid + 0x1.8p23, to: SIMD4<UInt32>.self) &- 0x4B40_0000)
    }
}

/// Rule 1: the k×k block sums of a byte plane, read as means by the separable passes.
struct BlockSums: BlurSource {
    /// `width × height` coarse pixels of `channels` sums each.
    let values: UnsafeMutablePointer<UInt16>
    /// The bytes of scratch memory behind `values`.
    let capacity: Int
    let width: Int
    let height: Int
    let channels: Int
    let edges: GaussianBlur.Edges
    let scale: Float

    var rowValues: Int { width &* channels }

    /// Sums `pixels` (fineWidth × fineHeight) over k×k blocks into scratch memory (ScratchPool.swift), which the caller
    /// gives back (`capacity` bytes).
    init(
        pixels: UnsafePointer<UInt8>, fineWidth: Int, fineHeight: Int, channels: Int, factor k: Int,
        edges: GaussianBlur.Edges
    ) {
        width = (fineWidth + k - 1) / k
        height = (fineHeight + k - 1) / k
        self.channels = channels
        self.edges = edges
        scale = 1 / Float(k * k)
        let rowValues = width * channels
        let (buffer, bytes) = ScratchPool.current.take(bytes: rowValues * height * MemoryLayout<UInt16>.stride)
        values = buffer.initializeMemory(as: UInt16.self, repeating: 0, count: rowValues * height)
        capacity = bytes
        let fineRowValues = fineWidth * channels
        for y in 0..<(height * k) {
            // Rows past the plane: nothing (transparent) or the last row again (clamped).
            if y >= fineHeight && edges == .transparent { break }
            let line = pixels + min(y, fineHeight - 1) &* fineRowValues
            let sums = values + (y / k) &* rowValues
            for block in 0..<width {
                let out = sums + block &* channels
                for dx in 0..<k {
                    // Columns past the plane: nothing (transparent) or the last pixel again (clamped).
                    let x = block &* k &+ dx
                    if x >= fineWidth && edges == .transparent { break }
                    let pixel = line + min(x, fineWidth - 1) &* channels
                    for c in 0..<channels { out[c] &+= UInt16(pixel[c]) }
                }
            }
        }
    }

    func widen(row: Int, from: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        let values = rowValues
        let line = self.values + row &* values
        let start = max(0, min(values, from))
        let end = max(start, min(values, from &+ count))
        var i = 0
        while from &+ i < start && i < count {
            let channel = ((from &+ i) % channels &+ channels) % channels
            out[i] = edges == .clamp ? Float(line[channel]) * scale : 0
            i &+= 1
        }
        let body = out + i
        let first = line + start
        for k in 0..<(end &- start) { body[k] = Float(first[k]) * scale }
        i &+= end &- start
        while i < count {
            out[i] = edges == .clamp ? Float(line[values &- channels &+ (from &+ i) % channels]) * scale : 0
            i &+= 1
        }
    }
}
