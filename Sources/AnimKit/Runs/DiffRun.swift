// DiffRun.swift: `anim diff A B`: per-frame figures between two videos or PNG folders (or one of each), frames
// matched by index and, where both have them, by timestamp.
// Rule: issue #8. Frame i of A is the reference for frame i of B. Timestamps must agree within a microsecond;
// different frame counts, sizes or timing are errors (exit 2) naming both sides, as are unreadable or corrupt
// inputs. Exit status: 0 every frame identical (or within --tolerance), 1 some frame differs, 2 errors.
// Luma: BT.709 of the RGB values for PNG frames; when both inputs are YUV videos, the decoded Y planes themselves,
// as FFmpeg's psnr/ssim filters read them (other videos: limited-range BT.709 luma of the decoded RGB).
// Status: complete.

import Encode
import Foundation
import Measure
import Report

/// Two frame sequences compared frame by frame.
public struct DiffRun: Sendable {
    public let a: String
    public let b: String
    public let json: String?
    public let heatmap: String?
    public let tolerance: Tolerance

    /// `a` is the reference; frames within `tolerance` count as passing.
    public init(
        reference a: String, _ b: String, json: String? = nil, heatmap: String? = nil, tolerance: Tolerance = .exact
    ) {
        (self.a, self.b) = (a, b)
        self.json = json
        self.heatmap = heatmap
        self.tolerance = tolerance
    }

    /// Prints a line per differing frame and a summary; `.ok` when no frame is beyond the tolerance, else `.failure`.
    public func run(console: Console) throws(CommandFailure) -> ExitStatus {
        let sa = try FrameSource(a)
        let sb = try FrameSource(b)
        var heatmaps: AtomicOutput?
        if let heatmap {
            heatmaps = try AtomicOutput(
                path: heatmap.hasSuffix("/") ? String(heatmap.dropLast()) : heatmap, directory: true)
        }
        do throws(CommandFailure) {
            let (frames, failing) = try compare(sa, sb, heatmaps: heatmaps?.temporaryPath)
            var worst: (Int, FrameMetrics)?
            for (i, m) in frames where !m.isIdentical {
                if worst == nil || m.isWorse(than: worst!.1) { worst = (i, m) }
            }
            printSummary(frames, failing: failing, worst: worst, console: console)
            if let json {
                try AtomicOutput.write(Data(DiffJSON.document(a: a, b: b, frames: frames, worst: worst).utf8), to: json)
            }
            try heatmaps?.commit()
            return failing.isEmpty ? .ok : .failure
        } catch {
            heatmaps?.abandon()
            throw error
        }
    }

    /// The decoded Y planes when both videos have them, else limited-range BT.709 luma of their RGB.
    private func lumaPlanes(_ sa: FrameSource, _ sb: FrameSource, _ va: RGBAView, _ vb: RGBAView) -> (Plane, Plane) {
        if let ya = sa.lastLumaPlane, let yb = sb.lastLumaPlane, ya.count == va.width * va.height, yb.count == ya.count
        {
            return (
                Plane(width: va.width, height: va.height, samples: ya),
                Plane(width: vb.width, height: vb.height, samples: yb)
            )
        }
        return (Plane(lumaLimited709Of: va), Plane(lumaLimited709Of: vb))
    }

    /// Reads both inputs in step; returns every frame's figures and the frames beyond the tolerance.
    private func compare(_ sa: FrameSource, _ sb: FrameSource, heatmaps: String?) throws(CommandFailure)
        -> (frames: [(Int, FrameMetrics)], failing: [Int])
    {
        var frames: [(Int, FrameMetrics)] = []
        var failing: [Int] = []
        let videoLuma = sa.isVideo && sb.isVideo
        var i = 0
        while true {
            let fa = try sa.next()
            let fb = try sb.next()
            guard let fa, let fb else {
                if fa == nil && fb == nil { break }
                let (ra, rb) = (sa.drain(), sb.drain())
                if let damage = ra.damage ?? rb.damage { throw damage }
                let (na, nb) = fa == nil ? (i, i + 1 + rb.count) : (i + 1 + ra.count, i)
                throw .badInput("frame counts differ: '\(a)' has \(na) frames, '\(b)' has \(nb)")
            }
            guard fa.image.width == fb.image.width, fa.image.height == fb.image.height else {
                throw .badInput(
                    "frame \(i) sizes differ: '\(a)' is \(fa.image.width)x\(fa.image.height), '\(b)' is \(fb.image.width)x\(fb.image.height)"
                )
            }
            if let ta = fa.time, let tb = fb.time, abs(ta - tb) > 1e-6 {
                // A damaged file skips frames; say so rather than blaming the timing.
                if let damage = sa.drain().damage ?? sb.drain().damage { throw damage }
                throw .badInput(
                    "timing differs at frame \(i): '\(a)' shows it at \(Format.fixed(ta, 6)) s, '\(b)' at \(Format.fixed(tb, 6)) s"
                )
            }
            let (w, h) = (fa.image.width, fa.image.height)
            let metrics: FrameMetrics
            if fa.image.pixels == fb.image.pixels {
                metrics = .identical(width: w, height: h)
            } else {
                metrics = withRGBAView(fa.image.pixels, width: w, height: h) { va in
                    withRGBAView(fb.image.pixels, width: w, height: h) { vb in
                        FrameMetrics(
                            actual: vb, reference: va, edgeThreshold: tolerance.edgeThreshold,
                            lumaPlanes: videoLuma ? lumaPlanes(sa, sb, va, vb) : nil)
                    }
                }
                if let heatmaps {
                    let map = DiffHeatmap.render(
                        reference: fa.image, actual: fb.image, edgeThreshold: tolerance.edgeThreshold)
                    do {
                        try PNGWriter.write(
                            rgba: map.pixels, width: map.width, height: map.height, bytesPerRow: map.bytesPerRow,
                            to: heatmaps + "/" + GoldenFolder.frameFile(i, count: 0))
                    } catch {
                        throw .runtime(error.description)
                    }
                }
            }
            if !tolerance.accepts(metrics) { failing.append(i) }
            frames.append((i, metrics))
            i += 1
        }
        return (frames, failing)
    }

    /// One line per differing frame, then the summary.
    private func printSummary(
        _ frames: [(Int, FrameMetrics)], failing: [Int], worst: (Int, FrameMetrics)?, console: Console
    ) {
        let differing = frames.filter { !$0.1.isIdentical }
        for (i, m) in differing {
            let f = FrameComparison(frame: i, digestMatches: false, metrics: m, tolerance: tolerance)
            console.output(
                "frame " + SceneReport.figures(f, shift: tolerance.judgesEdgeShift)
                    + (f.passes ? " (within \(tolerance))" : ""))
        }
        let count = frames.count == 1 ? "1 frame" : "\(frames.count) frames"
        guard let worst else {
            console.output("\(count): identical")
            return
        }
        var line = "\(count): \(differing.count) differ"
        if tolerance != .exact { line += ", \(failing.count) beyond \(tolerance)" }
        let first = FrameComparison(frame: differing[0].0, digestMatches: false, metrics: differing[0].1, passes: false)
        let last = FrameComparison(frame: worst.0, digestMatches: false, metrics: worst.1, passes: false)
        line += " (" + SceneReport.firstAndWorst(first, last, shift: tolerance.judgesEdgeShift) + ")"
        console.output(line)
    }
}
