// RegionCoverage.swift: measuring a marker in a lossy (codec-decoded) frame, where a frame-wide colour-line
// projection adds clamped encoder noise from every pixel of the image to the marker's moments.
// Rule: seed 000's coverage (a pixel's colour along the background → marker line), restricted to the marker's own
// region: the frame is searched only in a window around the predicted placement; the marker is the largest connected
// region of pixels more than half covered; interior pixels (two pixels or more inside its outline) count 1, pixels
// outside its two-pixel edge band count 0, and only the band is read fractionally. The levels the band is read
// against are measured in the frame itself (medians of the window outside the band, and of the interior), so a
// codec's level shift and noise floor cancel and a local panel behind the marker is its background. Coverage is read
// from BT.709 luma (ITU-R BT.709-6 §3.2: Y' = 0.2126 R' + 0.7152 G' + 0.0722 B'), which 4:2:0 video keeps at full
// resolution (ITU-T H.264 §6.2: chroma arrays are half width and half height); where luma cannot tell the marker from
// its background (under 16 levels apart), the colour-line projection is used instead. The centre is not the
// centroid when the predicted outline is known: it is where that outline best matches the band (OutlineMatch.swift),
// which a codec's local error on one stretch of edge moves far less. Status: complete.

import Geometry

public enum RegionCoverage {
    /// The edge band's half width in device pixels: an anti-aliased edge is one pixel wide; the codec's ringing
    /// around it (measured on x264 crf 18 output) reaches one more.
    public static let band = 2
    /// Luma spans below this read coverage from the colour line instead (8-bit levels).
    public static let minimumLumaSpan = 16.0

    /// The moments of the marker painting `marker` (full coverage over `background`, 8-bit) whose predicted outline
    /// lies within `box` (device pixels). `others` are the colours other markers of the frame paint: pixels closer to
    /// their lines than to this marker's are not this marker's. `lumaPlane` is the decoded Y plane (`width` bytes a
    /// row) when the frame came from YUV video: the band is then read from the coded luma itself, not from luma
    /// recomputed from RGB, which the decoder made from upsampled chroma and clipped to 0…255.
    /// Nil when no pixel in the window is half covered.
    public static func measure(
        rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, lumaPlane: UnsafePointer<UInt8>? = nil,
        background: RGB8, marker: RGB8, others: [RGB8], box: Rect
    ) -> Moments? {
        measure(
            rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow, lumaPlane: lumaPlane,
            background: background, marker: marker, others: others, box: box, outline: nil)
    }

    /// The same; with the predicted `outline` the centre is where that outline, moved rigidly, best matches the band's
    /// coverage (OutlineMatch.swift), not the centroid; area and second moments stay the coverage's own.
    static func measure(
        rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, lumaPlane: UnsafePointer<UInt8>?,
        background: RGB8, marker: RGB8, others: [RGB8], box: Rect, outline: ExactCoverage?
    ) -> Moments? {
        // The search window: the predicted box grown by a quarter of its size (at least 8 px), inside the frame.
        let margin = max(8, 0.25 * max(box.width, box.height))
        let x0 = max(0, Int((box.minX - margin).rounded(.down)))
        let y0 = max(0, Int((box.minY - margin).rounded(.down)))
        let x1 = min(width, Int((box.maxX + margin).rounded(.up)))
        let y1 = min(height, Int((box.maxY + margin).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        let (w, h) = (x1 - x0, y1 - y0)
        let lines = CoverageMoments.ColourLines(background: background, markers: [marker] + others)
        let lumaSpan = luma(marker) - luma(background)
        let useLuma = abs(lumaSpan) >= minimumLumaSpan
        // Per pixel: luma, the provisional coverage (painted levels) and whether the pixel is this marker's.
        var value = [Double](repeating: 0, count: w * h)
        var half = [Bool](repeating: false, count: w * h)
        var foreign = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            let row = rgba + (y0 + y) * bytesPerRow
            for x in 0..<w {
                let p = row + (x0 + x) * 4
                let k = y * w + x
                let owner = lines.ownerWide(p)
                let projected = owner?.0 == 0 ? owner!.1 : 0
                let c = useLuma ? (luma(p) - luma(background)) / lumaSpan : projected
                value[k] =
                    useLuma ? (lumaPlane.map { Double($0[(y0 + y) * width + x0 + x]) } ?? luma(p)) : projected
                if let o = owner, o.0 != 0, o.1 >= 0.5 { foreign[k] = true }
                half[k] = c >= 0.5 && owner?.0 == 0
            }
        }
        let region = largestComponent(half, w, h)
        guard region.contains(true) else { return nil }
        let grown = dilate(region, w, h, band)
        let inner = erode(region, w, h, band)
        let ring = dilate(region, w, h, band + 2)
        // Levels measured in the frame: the background outside the band (not another marker), the marker inside.
        var outside: [Double] = []
        var inside: [Double] = []
        for k in 0..<(w * h) {
            if !ring[k] && !foreign[k] { outside.append(value[k]) }
            if inner[k] { inside.append(value[k]) }
        }
        // Without enough pixels to measure a level, the painted one (on the plane's scale: video luma is limited
        // range, 16 + 219·Y'/255, ITU-R BT.709-6 §6.10).
        func painted(_ c: RGB8) -> Double { lumaPlane == nil ? luma(c) : 16 + 219 * luma(c) / 255 }
        let bgLevel = outside.count >= 16 ? median(&outside) : (useLuma ? painted(background) : 0)
        let fgLevel = inside.count >= 9 ? median(&inside) : (useLuma ? painted(marker) : 1)
        let span = fgLevel - bgLevel
        guard abs(span) > 1e-9 else { return nil }
        var s = CoverageMoments.Sums()
        let (ox, oy) = (Double(width) / 2, Double(height) / 2)
        for y in 0..<h {
            let py = Double(y0 + y) + 0.5 - oy
            for x in 0..<w {
                let k = y * w + x
                guard grown[k], !foreign[k] || region[k] else { continue }
                let c = inner[k] ? 1 : max(0, min(1, (value[k] - bgLevel) / span))
                s.add(c, Double(x0 + x) + 0.5 - ox, py)
            }
        }
        guard var m = s.moments(originX: ox, originY: oy) else { return nil }
        if let outline {
            // The band's coverage, unclamped: zero-mean codec noise must stay zero-mean for least squares.
            var samples: [OutlineMatch.Sample] = []
            for y in 0..<h {
                for x in 0..<w {
                    let k = y * w + x
                    guard grown[k], !inner[k], !foreign[k] || region[k] else { continue }
                    samples.append(.init(col: x0 + x, row: y0 + y, coverage: (value[k] - bgLevel) / span))
                }
            }
            if let c = OutlineMatch.centre(of: outline, samples: samples, start: Point(x: m.x, y: m.y)) {
                (m.x, m.y) = (c.x, c.y)
            }
        }
        return m
    }

    static func luma(_ c: RGB8) -> Double { 0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b) }

    @inline(__always)
    static func luma(_ p: UnsafePointer<UInt8>) -> Double {
        0.2126 * Double(p[0]) + 0.7152 * Double(p[1]) + 0.0722 * Double(p[2])
    }

    private static func median(_ v: inout [Double]) -> Double {
        v.sort()
        let n = v.count
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2
    }

    /// The largest 4-connected region of `mask` (ties: the first found in row order).
    static func largestComponent(_ mask: [Bool], _ w: Int, _ h: Int) -> [Bool] {
        var label = [Int32](repeating: 0, count: w * h)
        var best: (id: Int32, size: Int) = (0, 0)
        var next: Int32 = 0
        var stack: [Int] = []
        for start in 0..<(w * h) where mask[start] && label[start] == 0 {
            next += 1
            label[start] = next
            stack.append(start)
            var size = 0
            while let k = stack.popLast() {
                size += 1
                let x = k % w
                for n in [x > 0 ? k - 1 : -1, x + 1 < w ? k + 1 : -1, k - w, k + w]
                where n >= 0 && n < w * h && mask[n] && label[n] == 0 {
                    label[n] = next
                    stack.append(n)
                }
            }
            if size > best.size { best = (next, size) }
        }
        return label.map { $0 == best.id && best.id != 0 }
    }

    /// `mask` grown by `r` pixels (a (2r+1)² square), separably.
    static func dilate(_ mask: [Bool], _ w: Int, _ h: Int, _ r: Int) -> [Bool] {
        morph(mask, w, h, r, grow: true)
    }

    /// `mask` shrunk by `r` pixels: a pixel stays when its whole (2r+1)² square is in the mask (outside the window
    /// counts as not in the mask).
    static func erode(_ mask: [Bool], _ w: Int, _ h: Int, _ r: Int) -> [Bool] {
        morph(mask, w, h, r, grow: false)
    }

    /// Separable square grow/shrink by running counts along rows then columns: O(pixels) whatever `r`.
    private static func morph(_ mask: [Bool], _ w: Int, _ h: Int, _ r: Int, grow: Bool) -> [Bool] {
        let full = 2 * r + 1
        func pass(_ m: [Bool], count n: Int, lines: Int, stride: Int, step: Int) -> [Bool] {
            var out = [Bool](repeating: false, count: m.count)
            for line in 0..<lines {
                let base = line * stride
                var inWindow = 0
                // Window [i - r, i + r], clipped to the line (outside counts as not in the mask).
                for i in 0..<min(r, n) where m[base + i * step] { inWindow += 1 }
                for i in 0..<n {
                    if i + r < n, m[base + (i + r) * step] { inWindow += 1 }
                    if i - r - 1 >= 0, m[base + (i - r - 1) * step] { inWindow -= 1 }
                    out[base + i * step] = grow ? inWindow > 0 : inWindow == full
                }
            }
            return out
        }
        let rows = pass(mask, count: w, lines: h, stride: w, step: 1)
        return pass(rows, count: h, lines: w, stride: 1, step: w)
    }
}

extension CoverageMoments.ColourLines {
    /// The nearest line within a wide residual (64 levels: 4:2:0 chroma moves edge colours far off the line), and the
    /// projection there.
    func ownerWide(_ p: UnsafePointer<UInt8>) -> (Int, Double)? {
        nearest(Double(p[0]) - bg.0, Double(p[1]) - bg.1, Double(p[2]) - bg.2, limit: 64)
    }
}
