// RegressionJSON.swift: the `--json F` document of `anim regress`, one per shard, which `anim regress --merge`
// reads back; the merged document is the same document for all the scenes.
//   {"anim": "0.20.0", "golden": "goldens", "shard": [K, N], "sceneCount": n, "notes": ["…"], "scenes": [
//     {"index": i, "name": "orbit", "scene": "scenes/orbit.scene", "frameCount": 72, "part": [a, b] | null,
//      "width": w, "height": h, "fps": [n, d], "tolerance": "exact", "outcome": "passed" | "regressed" | "error",
//      "error": "…" | null, "diagnostics": "…" | null, "mismatches": ["…"], "seconds": s,
//      "frames": [{"frame": f, "match": true} | {"frame": f, "match": false, "passes": b, "metrics": {…} | null}]}]}
// `metrics` has DiffJSON's keys; PSNR null = +∞ (identical planes), SSIM null = no 8×8 window. Numbers are Swift's
// shortest round-trip form, so figures read back are the figures written. Rule: issue #20. Status: complete.

import Foundation
import Measure
import Report

/// Writes and reads regression JSON documents.
enum RegressionJSON {
    /// The top level of one document.
    struct Document {
        var version: String
        var golden: String
        var shard: (index: Int, count: Int)
        var sceneCount: Int
        var notes: [String]
        /// Scenes with their index in the run's scene list.
        var scenes: [(index: Int, report: SceneReport)]
    }

    static func text(_ d: Document) -> String {
        var out = "{\n  \"anim\": \(JSONText.string(d.version)),\n  \"golden\": \(JSONText.string(d.golden)),\n"
        out += "  \"shard\": [\(d.shard.index), \(d.shard.count)],\n  \"sceneCount\": \(d.sceneCount),\n"
        out += "  \"notes\": [" + d.notes.map(JSONText.string).joined(separator: ", ") + "],\n  \"scenes\": ["
        for (k, (i, s)) in d.scenes.enumerated() {
            out += (k == 0 ? "\n    " : ",\n    ") + scene(i, s)
        }
        return out + (d.scenes.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    private static func scene(_ index: Int, _ s: SceneReport) -> String {
        let (outcome, error): (String, String?) =
            switch s.outcome {
            case .passed: ("passed", nil)
            case .regressed: ("regressed", nil)
            case .error(let m): ("error", m)
            }
        var out =
            "{\"index\": \(index), \"name\": \(JSONText.string(s.name)), \"scene\": \(JSONText.string(s.scenePath)), "
        out +=
            "\"frameCount\": \(s.frameCount), \"part\": "
            + (s.part.map { "[\($0.lowerBound), \($0.upperBound)]" } ?? "null")
        out += ", \"width\": \(s.width), \"height\": \(s.height), \"fps\": [\(s.fps.numerator), \(s.fps.denominator)], "
        out += "\"tolerance\": " + (s.comparison.map { JSONText.string($0.tolerance.description) } ?? "null")
        out += ", \"outcome\": \"\(outcome)\", \"error\": " + (error.map(JSONText.string) ?? "null")
        out += ", \"diagnostics\": " + (s.diagnostics.map(JSONText.string) ?? "null")
        out += ", \"mismatches\": [" + (s.comparison?.mismatches ?? []).map(JSONText.string).joined(separator: ", ")
        out += "], \"seconds\": \(JSONText.number(s.seconds)), \"frames\": ["
        out += (s.comparison?.frames ?? []).map(frame).joined(separator: ", ")
        return out + "]}"
    }

    private static func frame(_ f: FrameComparison) -> String {
        if f.digestMatches { return "{\"frame\": \(f.frame), \"match\": true}" }
        let metrics = f.metrics.map { m in
            "{\"maxDifference\": \(m.pixels.maxDifference), \"differingPixels\": \(m.pixels.differingPixels), "
                + "\"differingPixelsOffEdges\": \(m.pixels.differingPixelsOffEdges), "
                + "\"maxDifferenceOffEdges\": \(m.pixels.maxDifferenceOffEdges), \"psnrY\": \(JSONText.number(m.psnrY)), "
                + "\"psnrRGB\": \(JSONText.number(m.psnrRGB)), \"ssimY\": \(JSONText.number(m.ssimY)), "
                + "\"ssim\": \(JSONText.number(m.ssim)), \"edgeShift\": \(JSONText.number(m.edgeShift))}"
        }
        return "{\"frame\": \(f.frame), \"match\": false, \"passes\": \(f.passes), \"metrics\": \(metrics ?? "null")}"
    }

    /// Reads a document; anything malformed is bad input naming the file and the key.
    static func read(path: String) throws(CommandFailure) -> Document {
        guard let data = FileManager.default.contents(atPath: path) else { throw .badInput("cannot read '\(path)'") }
        func bad(_ what: String) -> CommandFailure {
            .badInput("'\(path)' is not an `anim regress --json` document: \(what)")
        }
        guard let text = String(data: data, encoding: .utf8), let root = JSONValue(parsing: text) else {
            throw bad("not JSON")
        }
        guard let version = root["anim"]?.string, let golden = root["golden"]?.string,
            let shard = root["shard"]?.array?.compactMap(\.int), shard.count == 2,
            let sceneCount = root["sceneCount"]?.int, let notes = root["notes"]?.array?.compactMap(\.string),
            let scenes = root["scenes"]?.array
        else { throw bad("missing anim, golden, shard, sceneCount, notes or scenes") }
        var out: [(Int, SceneReport)] = []
        for s in scenes {
            guard let index = s["index"]?.int, let name = s["name"]?.string, let scene = s["scene"]?.string,
                let frameCount = s["frameCount"]?.int, let width = s["width"]?.int, let height = s["height"]?.int,
                let fps = s["fps"]?.array?.compactMap(\.int), fps.count == 2, let outcome = s["outcome"]?.string,
                let mismatches = s["mismatches"]?.array?.compactMap(\.string), let frames = s["frames"]?.array
            else { throw bad("a scene lacks a key") }
            var report = SceneReport(
                name: name, scenePath: scene, outcome: .passed, comparison: nil, width: width, height: height,
                fps: (fps[0], fps[1]), seconds: s["seconds"]?.double ?? 0)
            report.frameCount = frameCount
            if let p = s["part"]?.array?.compactMap(\.int) {
                guard p.count == 2, p[0] <= p[1] else { throw bad("scene \(name): bad part") }
                report.part = p[0]..<p[1]
            }
            report.diagnostics = s["diagnostics"]?.string
            switch outcome {
            case "error": report.outcome = .error(s["error"]?.string ?? "")
            case "passed", "regressed":
                guard let t = s["tolerance"]?.string.flatMap({ Tolerance($0) }) else {
                    throw bad("scene \(name): bad tolerance")
                }
                var list: [FrameComparison] = []
                for f in frames {
                    guard let i = f["frame"]?.int, let match = f["match"]?.bool else {
                        throw bad("scene \(name): a frame lacks frame or match")
                    }
                    if match {
                        list.append(
                            FrameComparison(
                                frame: i, digestMatches: true, metrics: .identical(width: width, height: height),
                                passes: true))
                        continue
                    }
                    guard let passes = f["passes"]?.bool else { throw bad("scene \(name) frame \(i): no passes") }
                    list.append(
                        FrameComparison(
                            frame: i, digestMatches: false, metrics: try metrics(f["metrics"]), passes: passes))
                }
                report.comparison = SceneComparison(frames: list, tolerance: t, mismatches: mismatches)
                report.outcome = outcome == "passed" ? .passed : .regressed
            default: throw bad("scene \(name): outcome '\(outcome)'")
            }
            out.append((index, report))
        }
        return Document(
            version: version, golden: golden, shard: (shard[0], shard[1]), sceneCount: sceneCount, notes: notes,
            scenes: out)

        func metrics(_ value: JSONValue?) throws(CommandFailure) -> FrameMetrics? {
            guard let m = value, case .object = m else { return nil }
            guard let d = m["maxDifference"]?.int, let n = m["differingPixels"]?.int,
                let off = m["differingPixelsOffEdges"]?.int, let dOff = m["maxDifferenceOffEdges"]?.int
            else { throw bad("metrics lack pixel counts") }
            return FrameMetrics(
                pixels: PixelDifference(
                    maxDifference: d, differingPixels: n, differingPixelsOffEdges: off, maxDifferenceOffEdges: dOff),
                psnrY: m["psnrY"]?.double ?? .infinity, psnrRGB: m["psnrRGB"]?.double ?? .infinity,
                ssimY: m["ssimY"]?.double, ssim: m["ssim"]?.double, edgeShift: m["edgeShift"]?.double ?? 0)
        }
    }
}
