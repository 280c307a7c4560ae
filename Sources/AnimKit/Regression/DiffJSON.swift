// DiffJSON.swift: the `--json` document of `anim diff`:
//   {"a": "…", "b": "…", "frames": [{"frame": i, "maxDifference": n, "differingPixels": n,
//    "differingPixelsOffEdges": n, "psnrY": dB, "psnrRGB": dB, "ssimY": s, "ssim": s, "edgeShift": px}, …],
//   "worst": {…} | null}
// Rule: issue #8. JSON has no infinity: the PSNR of identical planes (+∞, FFmpeg prints `inf`) is written as null,
// as is the SSIM of frames too small for an 8×8 window; `worst` is null when no frame differs. Status: complete.

import Measure

/// Writes the diff report as JSON text (keys in a fixed order, numbers with enough digits to round-trip).
enum DiffJSON {
    static func document(a: String, b: String, frames: [(Int, FrameMetrics)], worst: (Int, FrameMetrics)?) -> String {
        var out = "{\n  \"a\": \(JSONText.string(a)),\n  \"b\": \(JSONText.string(b)),\n  \"frames\": ["
        for (k, (i, m)) in frames.enumerated() {
            out += (k == 0 ? "\n    " : ",\n    ") + object(i, m)
        }
        out += frames.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"worst\": " + (worst.map { object($0.0, $0.1) } ?? "null") + "\n}\n"
        return out
    }

    static func object(_ frame: Int, _ m: FrameMetrics) -> String {
        "{\"frame\": \(frame), \"maxDifference\": \(m.pixels.maxDifference), \"differingPixels\": \(m.pixels.differingPixels), "
            + "\"differingPixelsOffEdges\": \(m.pixels.differingPixelsOffEdges), \"psnrY\": \(JSONText.number(m.psnrY)), "
            + "\"psnrRGB\": \(JSONText.number(m.psnrRGB)), \"ssimY\": \(JSONText.number(m.ssimY)), \"ssim\": \(JSONText.number(m.ssim)), "
            + "\"edgeShift\": \(JSONText.number(m.edgeShift))}"
    }
}
