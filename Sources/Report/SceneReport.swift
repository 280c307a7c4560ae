// SceneReport.swift: what the report knows about one scene of a regression run: its comparison with the golden,
// the worst frame's pixels on both sides, and a thumbnail per frame. Status: complete.

import Encode
import Measure

/// One scene's results, as the regression hands them to the report.
public struct SceneReport: Sendable {
    /// The verdict of a scene.
    public enum Outcome: Sendable, Equatable {
        /// Every frame within tolerance.
        case passed
        /// At least one frame beyond tolerance, or the frame count or size changed.
        case regressed
        /// The scene could not be compared (no golden, unreadable golden, scene errors): the message says why.
        case error(String)
    }

    /// The scene's name (its file name without `.scene`); also its folder in the report.
    public var name: String
    /// The scene file as given on the command line.
    public var scenePath: String
    /// The verdict.
    public var outcome: Outcome
    /// Frame-by-frame results; nil when the scene errored before comparing.
    public var comparison: SceneComparison?
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// Frames per second as a fraction, for the times in the tables.
    public var fps: (numerator: Int, denominator: Int)
    /// The worst frame's golden pixels, when the golden keeps them.
    public var worstGolden: RGBAImage?
    /// The worst frame as rendered now.
    public var worstActual: RGBAImage?
    /// One thumbnail per frame as rendered now (ContactSheet.thumbnailSize at most).
    public var thumbnails: [RGBAImage]
    /// Seconds the scene took (render and compare).
    public var seconds: Double
    /// The scene's frame count (all of it, also when only a part was compared).
    public var frameCount = 0
    /// The frames compared when a shard compared only part of the scene (`regress --shard`); nil: all of them.
    public var part: Range<Int>?
    /// The scene's error diagnostics (caret and hint), when it has errors.
    public var diagnostics: String?
    /// Frames rendered for this comparison (fewer than compared when `regress --cache` had the others).
    public var renderedFrames = 0

    /// A scene's results; pictures and thumbnails only when a report is wanted.
    public init(
        name: String, scenePath: String, outcome: Outcome, comparison: SceneComparison?, width: Int, height: Int,
        fps: (numerator: Int, denominator: Int), worstGolden: RGBAImage? = nil, worstActual: RGBAImage? = nil,
        thumbnails: [RGBAImage] = [], seconds: Double = 0
    ) {
        self.name = name
        self.scenePath = scenePath
        self.outcome = outcome
        self.comparison = comparison
        self.width = width
        self.height = height
        self.fps = fps
        self.worstGolden = worstGolden
        self.worstActual = worstActual
        self.thumbnails = thumbnails
        self.seconds = seconds
    }

    /// The one-line summary the command prints and the report repeats, e.g.
    /// `FAIL  orbit: 10 of 72 frames differ beyond fuzzy:2,10 (first 30: max Δ 12, 40 px, …; worst 35: max Δ 241,
    /// 1204 px, 0 off edges, PSNR-Y 41.20 dB, PSNR-RGB 40.10 dB, SSIM-Y 0.99812, SSIM 0.99790)`.
    public var summaryLine: String {
        let name = part.map { "\(self.name) [frames \(Self.ranges(Array($0))) of \(frameCount)]" } ?? self.name
        switch outcome {
        case .error(let message): return "ERROR \(name): \(message)"
        case .passed, .regressed:
            guard let c = comparison else { return "ERROR \(name): not compared" }
            let total = c.frames.count
            let frames = total == 1 ? "1 frame" : "\(total) frames"
            if outcome == .passed {
                let changed = c.changed
                if changed.isEmpty { return "ok    \(name): \(frames) identical to the golden" }
                return "ok    \(name): \(frames), \(changed.count) changed within \(c.tolerance)"
                    + (c.worst.map { " (worst \(Self.figures($0, shift: c.tolerance.judgesEdgeShift)))" } ?? "")
            }
            var parts: [String] = c.mismatches
            let failing = c.failingMeasured
            if !failing.isEmpty {
                var text = "\(failing.count) of \(total) frames differ beyond \(c.tolerance)"
                let worst = c.worst.flatMap { $0.metrics == nil ? nil : $0 }
                let details = Self.firstAndWorst(c.firstMeasured, worst, shift: c.tolerance.judgesEdgeShift)
                if !details.isEmpty { text += " (" + details + ")" }
                parts.append(text)
            }
            let missing = c.noReference
            if !missing.isEmpty {
                parts.append(
                    "\(missing.count) of \(total) frames changed with no reference to measure (digest only): "
                        + Self.ranges(missing.map(\.frame)))
            }
            return "FAIL  \(name): " + parts.joined(separator: "; ")
        }
    }

    /// Frame numbers as ranges: `3, 10–14, 20`.
    public static func ranges(_ frames: [Int]) -> String {
        var out: [String] = []
        var i = 0
        while i < frames.count {
            var j = i
            while j + 1 < frames.count, frames[j + 1] == frames[j] + 1 { j += 1 }
            out.append(j == i ? "\(frames[i])" : "\(frames[i])–\(frames[j])")
            i = j + 1
        }
        return out.joined(separator: ", ")
    }

    /// `first 30: …figures…; worst 35: …figures…`, or `first and worst 35: …` when they are the same frame.
    public static func firstAndWorst(_ first: FrameComparison?, _ worst: FrameComparison?, shift: Bool = false)
        -> String
    {
        switch (first, worst) {
        case (let f?, let w?) where f.frame == w.frame: "first and worst " + figures(w, shift: shift)
        case (let f?, let w?): "first " + figures(f, shift: shift) + "; worst " + figures(w, shift: shift)
        case (let f?, nil): "first " + figures(f, shift: shift)
        case (nil, let w?): "worst " + figures(w, shift: shift)
        case (nil, nil): ""
        }
    }

    /// `35: max Δ 241, 1204 px, 0 off edges, PSNR-Y 41.20 dB, …` for one frame; with `shift` (an edge-aware
    /// tolerance judged it) also `, edges moved 1.02 px`.
    public static func figures(_ f: FrameComparison, shift: Bool = false) -> String {
        guard let m = f.metrics else {
            return "\(f.frame): no reference (digest differs, the golden keeps no pixels for it)"
        }
        return "\(f.frame): max Δ \(m.pixels.maxDifference), \(m.pixels.differingPixels) px, "
            + "\(m.pixels.differingPixelsOffEdges) off edges, PSNR-Y \(Format.decibels(m.psnrY)), "
            + "PSNR-RGB \(Format.decibels(m.psnrRGB)), SSIM-Y \(Format.ssim(m.ssimY)), SSIM \(Format.ssim(m.ssim))"
            + (shift ? ", edges moved \(Format.fixed(m.edgeShift, 2)) px" : "")
    }
}

/// Number formats shared by the summary line, HTML and JUnit.
public enum Format {
    /// `41.20 dB`, or `inf dB` for identical planes (FFmpeg prints `inf`).
    public static func decibels(_ v: Double) -> String { v.isFinite ? fixed(v, 2) + " dB" : "inf dB" }

    /// `0.99812`, or `n/a` for frames too small for an SSIM window.
    public static func ssim(_ v: Double?) -> String { v.map { fixed($0, 5) } ?? "n/a" }

    /// `v` with `digits` decimals, without Foundation's locale.
    public static func fixed(_ v: Double, _ digits: Int) -> String {
        guard v.isFinite else { return v > 0 ? "inf" : (v < 0 ? "-inf" : "nan") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let r = (abs(v) * scale).rounded()
        let whole = Int(r / scale)
        let frac = Int(r - Double(whole) * scale)
        var fracText = String(frac)
        while fracText.count < digits { fracText = "0" + fracText }
        return (v < 0 && r != 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + fracText : "")
    }
}
