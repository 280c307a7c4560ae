// CoverageMoments.swift: measuring where a marker's pixels landed.
// Rule: seed 000 "measurement": a pixel's coverage is its colour's projection on the background → marker line,
// clamped to [0, 1]; pixels whose residual from that line exceeds 12 levels are someone else's and are rejected;
// pixel (i, j) is the square [i, i+1] × [j, j+1] with centre (i + ½, j + ½), and each covered pixel adds the 1/12
// variance of a unit square. Status: complete.

import Geometry

/// An 8-bit sRGB colour as stored in a frame.
public struct RGB8: Hashable, Sendable, Codable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { (self.r, self.g, self.b) = (r, g, b) }

    public var description: String { "(\(r), \(g), \(b))" }
}

/// One integer per pixel (column, row) for sets of pixels.
enum PixelKey {
    static func make(_ col: Int, _ row: Int) -> Int { (row + 1) << 24 | (col + 1) }
    static func split(_ key: Int) -> (col: Int, row: Int) { ((key & 0xFF_FFFF) - 1, (key >> 24) - 1) }
}

public enum CoverageMoments {
    /// Residual (in 8-bit levels) beyond which a pixel is not on the background → marker line (seed 000).
    public static let residualLimit = 12.0

    /// The coverage moments of the pixels of `marker` over `background` in an RGBA8 image (the alpha byte is
    /// ignored: frames are opaque). Nil when no pixel is covered.
    public static func measure(
        rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, background: RGB8, marker: RGB8
    ) -> Moments? {
        measure(
            rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow, background: background,
            markers: [marker])[0]
    }

    /// The moments of several markers in one pass. Each pixel goes to the marker whose background → colour line it
    /// lies closest to (smallest residual), and only within the residual limit: with one marker this is seed 000's
    /// rule; with several, a faint edge pixel of one marker is not also counted, at a 12-level residual, as a sliver
    /// of another. Pass every colour the frame paints so that other views' pixels are claimed by their own lines.
    public static func measure(
        rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, background: RGB8, markers: [RGB8],
        mode: Mode = .colourLine
    ) -> [Moments?] {
        let lines = ColourLines(background: background, markers: markers, mode: mode)
        // Sums relative to the image centre keep the variance arithmetic well conditioned.
        let (ox, oy) = (Double(width) / 2, Double(height) / 2)
        var sums = [Sums](repeating: Sums(), count: markers.count)
        for row in 0..<height {
            let line = rgba + row * bytesPerRow
            let y = Double(row) + 0.5 - oy
            for col in 0..<width {
                guard let (k, c) = lines.owner(line + col * 4) else { continue }
                sums[k].add(c, Double(col) + 0.5 - ox, y)
            }
        }
        return sums.map { $0.moments(originX: ox, originY: oy) }
    }

    /// Seed 000's coverage of one marker, read only inside its predicted region grown by `band` pixels (so a ghost or
    /// a same-coloured marker elsewhere is not counted). A pixel over a marker drawn below (`under`, whose region it is
    /// in) is read on the line from that marker's colour to this marker's colour over it (`to`: a translucent marker
    /// shows the one below), the colours actually mixed there; a pixel that lies
    /// closer to the line of another marker whose region it is also in (`beside`) is that marker's.
    ///
    /// A pixel that lies on none of those lines (nor is the background or a colour below) shows something else drawn
    /// over or under the marker: an occluder. Such pixels and their 1-px rim (anti-aliased mixes of three colours,
    /// which may fall near a line by chance) are left out, and returned in `occluded` (keys `PixelKey`), so the
    /// prediction can be read over the same pixels (issue #18: "measured on their unoccluded pixels with the
    /// occlusion stated").
    static func measure(
        rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, background: RGB8, marker: RGB8,
        region: MarkerRegion, band: Double, under: [(from: RGB8, to: RGB8, region: MarkerRegion)],
        beside: [(RGB8, MarkerRegion)], occluded: inout Set<Int>, local: LocalBackground? = nil
    ) -> Moments? {
        func line(_ from: RGB8, _ to: RGB8) -> (o: (Double, Double, Double), a: (Double, Double, Double), l: Double) {
            let o = (Double(from.r), Double(from.g), Double(from.b))
            let a = (Double(to.r) - o.0, Double(to.g) - o.1, Double(to.b) - o.2)
            return (o, a, a.0 * a.0 + a.1 * a.1 + a.2 * a.2)
        }
        /// Coverage and squared residual of `p` on a line (nil when it does not move from the line's start towards
        /// its end).
        func fit(_ p: UnsafePointer<UInt8>, _ k: (o: (Double, Double, Double), a: (Double, Double, Double), l: Double))
            -> (Double, Double)?
        {
            guard k.l > 0 else { return nil }
            let d = (Double(p[0]) - k.o.0, Double(p[1]) - k.o.1, Double(p[2]) - k.o.2)
            let t = (d.0 * k.a.0 + d.1 * k.a.1 + d.2 * k.a.2) / k.l
            guard t > 0 else { return nil }
            let c = min(1, t)
            let e = (d.0 - c * k.a.0, d.1 - c * k.a.1, d.2 - c * k.a.2)
            return (c, e.0 * e.0 + e.1 * e.1 + e.2 * e.2)
        }
        let own = line(background, marker)
        let below = under.map { (line($0.from, $0.to), $0.region) }
        let others = beside.map { (line(background, $0.0), $0.1) }
        let limit = residualLimit * residualLimit
        let (ox, oy) = (Double(width) / 2, Double(height) / 2)
        func near(_ p: UnsafePointer<UInt8>, _ c: RGB8) -> Bool {
            let d = (Double(p[0]) - Double(c.r), Double(p[1]) - Double(c.g), Double(p[2]) - Double(c.b))
            return d.0 * d.0 + d.1 * d.1 + d.2 * d.2 <= limit
        }
        // Over a backdrop that is not one colour, the marker's own line starts at the fitted colour under each pixel.
        func ownLine(_ x: Double, _ y: Double) -> (o: (Double, Double, Double), a: (Double, Double, Double), l: Double)
        {
            guard let local else { return own }
            let o = local.colour(x, y)
            let a = (Double(marker.r) - o.0, Double(marker.g) - o.1, Double(marker.b) - o.2)
            return (o, a, a.0 * a.0 + a.1 * a.1 + a.2 * a.2)
        }
        func onBackground(_ p: UnsafePointer<UInt8>, _ x: Double, _ y: Double) -> Bool {
            guard let local else { return near(p, background) }
            let o = local.colour(x, y)
            let d = (Double(p[0]) - o.0, Double(p[1]) - o.1, Double(p[2]) - o.2)
            return d.0 * d.0 + d.1 * d.1 + d.2 * d.2 <= limit
        }
        let bounds = region.pixelBounds(band: band, width: width, height: height)
        // Pass 1: each pixel's reading, or nil when it is not this marker's; pixels no line explains.
        var readings: [(Int, Int, Double)] = []
        var unexplained = Set<Int>()
        for row in bounds.y {
            for col in bounds.x {
                let centre = Point(x: Double(col) + 0.5, y: Double(row) + 0.5)
                guard region.contains(centre, band: band) else { continue }
                let p = rgba + row * bytesPerRow + col * 4
                // A fitted backdrop is smooth but the frame holds it in whole levels: a pixel within a level of it on
                // every channel is backdrop, not a sliver of coverage (else the rounding, clamped at 0, adds up).
                if let local {
                    let o = local.colour(centre.x, centre.y)
                    if abs(Double(p[0]) - o.0) <= 1, abs(Double(p[1]) - o.1) <= 1, abs(Double(p[2]) - o.2) <= 1 {
                        continue
                    }
                }
                var best = fit(p, ownLine(centre.x, centre.y))
                for (k, r) in below where r.contains(centre, band: 1.5) {
                    if let f = fit(p, k), f.1 < best?.1 ?? .infinity { best = f }
                }
                let claimed = others.contains { k, r in
                    r.contains(centre, band: band) && (fit(p, k).map { $0.1 < (best?.1 ?? .infinity) } ?? false)
                }
                if claimed { continue }
                guard let (c, residual) = best, residual <= limit else {
                    let explained =
                        onBackground(p, centre.x, centre.y)
                        || under.contains { $0.region.contains(centre, band: 1.5) && near(p, $0.from) }
                        || others.contains { k, r in
                            r.contains(centre, band: band) && (fit(p, k)?.1 ?? .infinity) <= limit
                        }
                    if !explained { unexplained.insert(PixelKey.make(col, row)) }
                    continue
                }
                readings.append((col, row, c))
            }
        }
        for key in unexplained {
            let (col, row) = PixelKey.split(key)
            for dy in -1...1 { for dx in -1...1 { occluded.insert(PixelKey.make(col + dx, row + dy)) } }
        }
        // Pass 2: the sums over the pixels no occluder touches.
        var s = Sums()
        for (col, row, c) in readings where !occluded.contains(PixelKey.make(col, row)) {
            s.add(c, Double(col) + 0.5 - ox, Double(row) + 0.5 - oy)
        }
        return s.moments(originX: ox, originY: oy)
    }

    /// How a pixel's coverage is read.
    public enum Mode: Sendable, Hashable {
        /// Seed 000's rule for lossless frames: the projection on the background → colour line, residual ≤ 12.
        case colourLine
        /// For chroma-subsampled video (4:2:0 halves colour resolution, so edge pixels drift off the colour line):
        /// the pixel still goes to the nearest colour line, within a wide residual (`ownership` levels), but its
        /// coverage is read from BT.709 luma, which the codec keeps at full resolution.
        case luma(ownership: Double)
        /// For lossy video: each marker measured alone in a window around its prediction, only its edge band read
        /// fractionally, against levels measured in the frame (RegionCoverage.swift).
        case region
    }

    /// The background → colour lines of a frame's markers, and which one a pixel belongs to.
    struct ColourLines {
        let bg: (Double, Double, Double)
        let axes: [(Double, Double, Double)]
        let lengths: [Double]
        let mode: Mode
        let lumaSpans: [Double]

        init(background: RGB8, markers: [RGB8], mode: Mode = .colourLine) {
            self.mode = mode
            let bg = (Double(background.r), Double(background.g), Double(background.b))
            self.bg = bg
            axes = markers.map { m in (Double(m.r) - bg.0, Double(m.g) - bg.1, Double(m.b) - bg.2) }
            lengths = axes.map { $0.0 * $0.0 + $0.1 * $0.1 + $0.2 * $0.2 }
            lumaSpans = axes.map { 0.2126 * $0.0 + 0.7152 * $0.1 + 0.0722 * $0.2 }
        }

        /// The marker whose line the pixel lies closest to, within the residual limit, and its coverage there.
        @inline(__always)
        func owner(_ p: UnsafePointer<UInt8>) -> (Int, Double)? {
            let d0 = Double(p[0]) - bg.0
            let d1 = Double(p[1]) - bg.1
            let d2 = Double(p[2]) - bg.2
            if d0 == 0 && d1 == 0 && d2 == 0 { return nil }
            let limit: Double
            switch mode {
            case .colourLine, .region: limit = CoverageMoments.residualLimit
            case .luma(let ownership): limit = ownership
            }
            guard let (best, bestCoverage) = nearest(d0, d1, d2, limit: limit) else { return nil }
            // Luma coverage only where the marker's luma differs enough from the background's to be read.
            if case .luma = mode, abs(lumaSpans[best]) >= 16 {
                let dy = 0.2126 * d0 + 0.7152 * d1 + 0.0722 * d2
                return (best, max(0, min(1, dy / lumaSpans[best])))
            }
            return (best, bestCoverage)
        }

        /// The marker whose line the offset (d0, d1, d2) from the background lies closest to, with a residual of
        /// at most `limit` levels, and the coverage (0…1] along that line.
        @inline(__always)
        func nearest(_ d0: Double, _ d1: Double, _ d2: Double, limit: Double) -> (Int, Double)? {
            var best = -1
            var bestResidual = limit * limit
            var bestCoverage = 0.0
            for k in axes.indices where lengths[k] > 0 {
                let a = axes[k]
                let t = (d0 * a.0 + d1 * a.1 + d2 * a.2) / lengths[k]
                guard t > 0 else { continue }
                let c = min(1, t)
                let e0 = d0 - c * a.0
                let e1 = d1 - c * a.1
                let e2 = d2 - c * a.2
                let r = e0 * e0 + e1 * e1 + e2 * e2
                if r <= bestResidual { (best, bestResidual, bestCoverage) = (k, r, c) }
            }
            return best >= 0 ? (best, bestCoverage) : nil
        }
    }

    /// Coverage-weighted sums of pixel centres (relative to an origin) and their products: what every measurement
    /// here accumulates.
    struct Sums {
        var w = 0.0, x = 0.0, y = 0.0, xx = 0.0, xy = 0.0, yy = 0.0

        mutating func add(_ c: Double, _ px: Double, _ py: Double) {
            w += c
            x += c * px
            y += c * py
            xx += c * px * px
            xy += c * px * py
            yy += c * py * py
        }

        /// Centre, area and second central moments (each pixel a unit square: + 1/12 per axis); nil when empty.
        func moments(originX ox: Double, originY oy: Double) -> Moments? {
            guard w > 0 else { return nil }
            let cx = x / w
            let cy = y / w
            return Moments(
                x: cx + ox, y: cy + oy, area: w, xx: xx / w - cx * cx + 1.0 / 12, xy: xy / w - cx * cy,
                yy: yy / w - cy * cy + 1.0 / 12)
        }
    }
}
