// FrameWitness.swift: one frame's answer-key report: every marker's predictions against its measurement.
// Rule: seed 000's table (centre error, shape error, the swapped partner's miss, the Core Graphics twin); issue #3's
// JSON schema. Status: complete.

import Geometry
import Scene

/// The twin comparison: the predicted matrix drawn directly as one shape versus the full pipeline's frame.
public struct TwinDifference: Sendable, Codable {
    /// Pixels whose RGB differ at all.
    public var differingPixels: Int
    /// Mean absolute channel difference over the whole image, as a fraction of full scale.
    public var meanDifference: Double
}

/// How far the reversed-order prediction is from the measurement.
public struct ReversedMiss: Sendable, Codable {
    public var centreMiss: Double
    public var shapeMiss: Double
}

/// One marker in one frame.
public struct MarkerReport: Sendable {
    public var color: RGB8
    public var chain: String
    public var range: SourceRange
    public var predicted: Moments?
    public var predictedSnapped: Moments?
    /// The snapped prediction as the measurement reads it from exactly covered pixels (SampledMoments.swift): what
    /// the measured second moments are compared with.
    public var predictedSampled: Moments?
    public var measured: Moments?
    /// The shape error an 8-bit frame cannot rule out for this marker (QuantisationFloor.swift): the shape check's
    /// tolerance is never below it.
    public var shapeFloor: Double?
    public var reversed: ReversedMiss?
    public var twin: TwinDifference?
    /// Why there is no prediction or no measurement.
    public var reason: String?

    /// Pixels of the marker's outline hidden by something drawn over or under it (CoverageMoments): when some are,
    /// the centre is compared with the prediction read over the same unhidden pixels (`predictedSampled`).
    public var occludedPixels = 0

    public var centreError: Double? {
        guard let m = measured, let p = predicted else { return nil }
        guard occludedPixels > 0, let q = predictedSampled, let s = predictedSnapped else { return p.centreError(m) }
        // The pure algebra shifted by what the occlusion moves the snapped prediction's centre.
        var shifted = p
        (shifted.x, shifted.y) = (p.x + q.x - s.x, p.y + q.y - s.y)
        return shifted.centreError(m)
    }
    public var centreErrorSnapped: Double? {
        guard let m = measured else { return nil }
        if occludedPixels > 0, let q = predictedSampled { return q.centreError(m) }
        return predictedSnapped.map { $0.centreError(m) }
    }
    /// The largest second-moment difference from the sampled prediction (else the snapped one), as a fraction of the
    /// larger snapped variance (seed 000's shape error).
    public var shapeError: Double? {
        guard let m = measured, let p = predictedSnapped else { return nil }
        guard let q = predictedSampled else { return p.shapeError(m) }
        let scale = max(p.xx, p.yy)
        guard scale > 0 else { return .infinity }
        return max(abs(q.xx - m.xx), abs(q.xy - m.xy), abs(q.yy - m.yy)) / scale
    }
    /// True when the reversed order lands measurably elsewhere (≥ 1 px or ≥ 1 % of the shape): the measurement can
    /// tell the orders apart. Nil when there is no reversed prediction.
    public var distinguishesOrder: Bool? {
        reversed.map { $0.centreMiss >= 1 || $0.shapeMiss >= 0.01 }
    }
}

/// Measures the markers a frame's predictions name, in an opaque RGBA8 frame.
public struct FrameWitness: Sendable {
    public let background: RGB8
    public let scale: Double
    public let mode: CoverageMoments.Mode

    /// The backdrop is not one colour (a full-bleed gradient): each marker is read against a background fitted
    /// around it (LocalBackground.swift); `background` then only stands in where a single colour is needed.
    public let localBackground: Bool

    public init(
        background: Color, scale: Double, mode: CoverageMoments.Mode = .colourLine, localBackground: Bool = false
    ) {
        self.background = RGB8(background)
        self.scale = scale
        self.mode = mode
        self.localBackground = localBackground
    }

    /// The colour a marker paints at full coverage over the background (8-bit, as stored in the frame).
    public func paintedColor(_ c: Color) -> RGB8 { paintedColor(c, over: background) }

    /// The colour a marker paints at full coverage over `bg` (source-over on encoded values).
    func paintedColor(_ c: Color, over bg: RGB8) -> RGB8 {
        let a = max(0, min(1, c.opacity))
        func q(_ v: Double, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (v * a * 255 + Double(b) * (1 - a)).rounded())))
        }
        return RGB8(q(c.red, bg.r), q(c.green, bg.g), q(c.blue, bg.b))
    }

    /// Reports for every marker of `predictions` measured in `rgba`.
    public func reports(
        _ predictions: [MarkerPrediction], rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int,
        lumaPlane: UnsafePointer<UInt8>? = nil
    ) -> [MarkerReport] {
        let colors = predictions.map { paintedColor($0.color) }
        // One pass over the frame for every colour it paints, so each pixel goes to its own marker.
        let candidates = Array(Set(colors.filter { $0 != background })).sorted {
            ($0.r, $0.g, $0.b) < ($1.r, $1.g, $1.b)
        }
        let frameWide = if case .luma = mode { true } else { false }
        let measuredByColor: [RGB8: Moments?] =
            !frameWide
            ? [:]
            : Dictionary(
                uniqueKeysWithValues: zip(
                    candidates,
                    CoverageMoments.measure(
                        rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow, background: background,
                        markers: candidates, mode: mode)))
        // Lossless frames: each marker is read inside its own predicted region; a marker whose region meets one
        // drawn after it is partly covered (issue #18: reported, not mismeasured).
        // Panels (placed shapes without closed-form moments) have a region too: the bounding quadrilateral of their
        // outline, a local background for what is drawn over them.
        let regions: [MarkerRegion?] = predictions.indices.map { i in
            guard mode == .colourLine, colors[i] != background,
                let q = predictions[i].predicted ?? predictions[i].placed,
                outside(q, shape: predictions[i].shape, width: width, height: height) == nil
            else { return nil }
            return MarkerRegion(q, scale: scale)
        }
        func meet(_ i: Int, _ j: Int, _ band: Double) -> Bool {
            guard let a = regions[i], let b = regions[j] else { return false }
            return a.meets(b, band: band)
        }
        func apart(_ i: Int, _ j: Int) -> Bool { regions[i] != nil && regions[j] != nil && !meet(i, j, 3) }
        return predictions.indices.map { i in
            let p = predictions[i]
            var r = MarkerReport(color: colors[i], chain: p.chain, range: p.range, reason: p.reason)
            // Another marker of the same colour is told apart only by where it is: on lossless frames, when both are
            // placed and their regions (each grown by the 3-px reading band) do not meet, each is read in its own.
            if p.predicted != nil,
                let shared = colors.indices.first(where: { $0 != i && colors[$0] == colors[i] && !apart(i, $0) })
            {
                r.reason = "shares its colour \(colors[i]) with the shape at \(predictions[shared].range.start)"
                return r
            }
            if let region = regions[i], let q = p.predicted {
                if let above = predictions.indices.first(where: { $0 > i && meet(i, $0, 1) }) {
                    r.reason = "partly covered by the shape drawn over it at \(predictions[above].range.start)"
                    return r
                }
                r.predicted = q.moments(q.matrix, shape: p.shape, scale: scale)
                r.predictedSnapped = q.moments(q.snapped, shape: p.shape, scale: scale)
                guard let snapped = r.predictedSnapped else { return r }
                let under = predictions.indices.filter { $0 < i && meet($0, i, 1) }.map {
                    (from: colors[$0], to: paintedColor(p.color, over: colors[$0]), region: regions[$0]!, at: $0)
                }
                // Where it covers a marker of its own colour it cannot be seen (a translucent copy over the opaque
                // original): no measurement can find its outline there.
                if let hidden = under.first(where: { distance($0.from, $0.to) < CoverageMoments.residualLimit }) {
                    r.reason =
                        "invisible where it covers the marker at \(predictions[hidden.at].range.start) (the same colour there)"
                    r.predicted = nil
                    r.predictedSnapped = nil
                    return r
                }
                // A translucent marker over another shows that marker's anti-aliased edges through it: those pixels
                // mix three colours, which no one line reads.
                if p.color.opacity < 1, let first = under.first {
                    r.reason =
                        "translucent over the marker at \(predictions[first.at].range.start), whose edges show through it"
                    r.predicted = nil
                    r.predictedSnapped = nil
                    return r
                }
                // Every marker near this one, covered ones included, claims the pixels on its own background line.
                let beside = predictions.indices.filter { $0 != i && meet($0, i, 3) }.map { (colors[$0], regions[$0]!) }
                var occluded = Set<Int>()
                let local =
                    localBackground
                    ? LocalBackground.fit(
                        rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow, region: region,
                        others: regions.indices.compactMap { $0 == i ? nil : regions[$0] }) : nil
                if localBackground && local == nil {
                    r.reason = "too little of the backdrop around it to fit its colour"
                    return r
                }
                r.measured = CoverageMoments.measure(
                    rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow, background: background,
                    marker: colors[i], region: region, band: 3,
                    under: under.map { (from: $0.from, to: $0.to, region: $0.region) }, beside: beside,
                    occluded: &occluded, local: local)
                if r.measured == nil { r.reason = "no pixel of the marker's colour was found" }
                if r.measured != nil, let outline = q.outline(q.snapped, shape: p.shape, scale: scale) {
                    // Hidden pixels are left out of the prediction's reading too: both describe the same pixels.
                    let hidden = occluded.filter { outline.area(PixelKey.split($0).col, PixelKey.split($0).row) > 0 }
                    r.occludedPixels = hidden.count
                    // A measurement needs the outline's edges: with most of them hidden (or the background not the
                    // uniform colour the lines start from) only whole pixels are left, which say nothing.
                    let edges = outline.edgePixels()
                    let hiddenEdges = edges.filter { hidden.contains($0) }.count
                    if 2 * hiddenEdges > edges.count {
                        r.measured = nil
                        r.reason =
                            "its edge is hidden in \(hiddenEdges) of \(edges.count) pixels by drawing the colour lines do not explain"
                        return r
                    }
                    r.predictedSampled = outline.moments(excluding: hidden)
                    r.shapeFloor = outline.quantisationFloor()
                    if r.predictedSampled == nil { r.measured = nil }
                }
                if let rev = q.reversed, let m = r.measured, let rm = q.moments(rev, shape: p.shape, scale: scale) {
                    r.reversed = ReversedMiss(centreMiss: rm.centreError(m), shapeMiss: snapped.shapeError(rm))
                }
                return r
            }
            if colors[i] == background {
                r.reason = "painted in the background colour"
                return r
            }
            guard let q = p.predicted else { return r }
            r.predicted = q.moments(q.matrix, shape: p.shape, scale: scale)
            r.predictedSnapped = q.moments(q.snapped, shape: p.shape, scale: scale)
            guard let snapped = r.predictedSnapped else { return r }
            if let why = outside(q, shape: p.shape, width: width, height: height) {
                r.predicted = nil
                r.predictedSnapped = nil
                r.reason = why
                return r
            }
            if mode == .region {
                r.measured = RegionCoverage.measure(
                    rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow, lumaPlane: lumaPlane,
                    background: background, marker: colors[i], others: candidates.filter { $0 != colors[i] },
                    box: pixelBox(q, shape: p.shape), outline: q.outline(q.snapped, shape: p.shape, scale: scale))
            } else {
                r.measured = measuredByColor[colors[i]] ?? nil
            }
            if r.measured == nil { r.reason = "no pixel of the marker's colour was found" }
            if r.measured != nil, let outline = q.outline(q.snapped, shape: p.shape, scale: scale) {
                r.predictedSampled = outline.moments()
                r.shapeFloor = outline.quantisationFloor()
            }
            if let rev = q.reversed, let m = r.measured, let rm = q.moments(rev, shape: p.shape, scale: scale) {
                r.reversed = ReversedMiss(centreMiss: rm.centreError(m), shapeMiss: snapped.shapeError(rm))
            }
            return r
        }
    }

    /// Euclidean distance between two colours, 8-bit levels.
    private func distance(_ a: RGB8, _ b: RGB8) -> Double {
        let d = (Double(a.r) - Double(b.r), Double(a.g) - Double(b.g), Double(a.b) - Double(b.b))
        return (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
    }

    /// The device-pixel bounding box of the marker's snapped placement.
    private func pixelBox(_ q: Predicted, shape: ShapeKind) -> Rect {
        let (w, h) = (q.size.width / 2, q.size.height / 2)
        let t = q.snapped.concatenating(AffineTransform(scaleX: scale, y: scale))
        let c = [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)].map { $0.applying(t) }
        let (x0, x1) = (c.map(\.x).min()!, c.map(\.x).max()!)
        let (y0, y1) = (c.map(\.y).min()!, c.map(\.y).max()!)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A reason when the predicted marker is not wholly inside the frame (a clipped marker cannot be measured).
    private func outside(_ q: Predicted, shape: ShapeKind, width: Int, height: Int) -> String? {
        let (w, h) = (q.size.width / 2, q.size.height / 2)
        let t = q.snapped.concatenating(AffineTransform(scaleX: scale, y: scale))
        let corners = [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)].map {
            $0.applying(t)
        }
        let inside = corners.allSatisfy { $0.x >= 0 && $0.y >= 0 && $0.x <= Double(width) && $0.y <= Double(height) }
        return inside ? nil : "extends past the frame's edge"
    }

    /// The twin comparison restricted to the marker's own pixels in either image: the predicted shape drawn alone
    /// over the background (`twin`) against the pipeline's frame. A pixel is the marker's when, among all the colours
    /// the frame paints (`palette`), it lies closest to this marker's line (the measurement's rule). With `within`
    /// (the marker's placement, when another marker of the frame shares its colour) only the pixels of its region
    /// grown by the 3-px reading band count, as in its measurement.
    public func twinDifference(
        frame: UnsafePointer<UInt8>, twin: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int,
        marker: RGB8, palette: [RGB8], within: Predicted? = nil
    ) -> TwinDifference {
        let colours = [marker] + palette.filter { $0 != marker && $0 != background }
        let lines = CoverageMoments.ColourLines(background: background, markers: colours)
        let region = within.map { MarkerRegion($0, scale: scale) }
        var differing = 0
        var total = 0
        for row in 0..<height {
            for col in 0..<width {
                if let region, !region.contains(Point(x: Double(col) + 0.5, y: Double(row) + 0.5), band: 3) {
                    continue
                }
                let o = row * bytesPerRow + col * 4
                let f = frame + o
                let t = twin + o
                guard f[0] != t[0] || f[1] != t[1] || f[2] != t[2] else { continue }
                guard lines.owner(f)?.0 == 0 || lines.owner(t)?.0 == 0 else { continue }
                differing += 1
                total += abs(Int(f[0]) - Int(t[0])) + abs(Int(f[1]) - Int(t[1])) + abs(Int(f[2]) - Int(t[2]))
            }
        }
        return TwinDifference(
            differingPixels: differing, meanDifference: Double(total) / (Double(width * height) * 3 * 255))
    }
}

extension RGB8 {
    /// A colour rounded to 8 bits (opacity ignored).
    public init(_ c: Color) {
        func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        self.init(q(c.red), q(c.green), q(c.blue))
    }
}
