// DiffJSON.swift: the `--json` document of `anim diff`:
//   {"a": "…", "b": "…", "frames": [{"frame": i, "maxDifference": n, "differingPixels": n,
//    "differingPixelsOffEdges": n, "psnrY": dB, "psnrRGB": dB, "ssimY": s, "ssim": s}, …], "worst": {…} | null}
// Rule: issue #8. JSON has no infinity: the PSNR of identical planes (+∞, FFmpeg prints `inf`) is written as null,
// as is the SSIM of frames too small for an 8×8 window; `worst` is null when no frame differs. Status: complete.

import Measure

/// Writes the diff report as JSON text (keys in a fixed order, numbers with enough digits to round-trip).
enum DiffJSON {
    static func document(a: String, b: String, frames: [(Int, FrameMetrics)], worst: (Int, FrameMetrics)?) -> String {
        var out = "{\n  \"a\": \(string(a)),\n  \"b\": \(string(b)),\n  \"frames\": ["
        for (k, (i, m)) in frames.enumerated() {
            out += (k == 0 ? "\n    " : ",\n    ") + object(i, m)
        }
        out += frames.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"worst\": " + (worst.map { object($0.0, $0.1) } ?? "null") + "\n}\n"
        return out
    }

    static func object(_ frame: Int, _ m: FrameMetrics) -> String {
        "{\"frame\": \(frame), \"maxDifference\": \(m.pixels.maxDifference), \"differingPixels\": \(m.pixels.differingPixels), "
            + "\"differingPixelsOffEdges\": \(m.pixels.differingPixelsOffEdges), \"psnrY\": \(number(m.psnrY)), "
            + "\"psnrRGB\": \(number(m.psnrRGB)), \"ssimY\": \(number(m.ssimY)), \"ssim\": \(number(m.ssim))}"
    }

    /// A finite number as Swift prints it (shortest round-trip form), else null.
    static func number(_ v: Double?) -> String {
        guard let v, v.isFinite else { return "null" }
        return "\(v)"
    }

    /// A JSON string literal.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
