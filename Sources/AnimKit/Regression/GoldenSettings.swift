// GoldenSettings.swift: `settings.txt` of a golden: the render settings the frames were made with, the scene's
// source digest, the tolerance chosen for the scene and which frames keep a PNG reference.
// Rule: issue #8 ("plus the scene's render settings"; tolerance "chosen per scene or on the command line").
// Format: `key: value` lines, `#` comments, unknown keys ignored (so later versions can add keys). Status: complete.

import Foundation
import Measure
import Timeline

/// The contents of `settings.txt`.
struct GoldenSettings: Equatable {
    /// The scene file as given when the golden was made.
    var scene: String
    /// MD5 of the scene's source text (a changed scene explains changed frames).
    var sceneMD5: String
    /// Frame rate as `N/D`.
    var fps: Rational
    /// Canvas in points.
    var width: Double
    var height: Double
    /// Pixels per point.
    var scale: Double
    /// Frame size in pixels.
    var pixelWidth: Int
    var pixelHeight: Int
    /// Number of frames.
    var frames: Int
    /// The scene's tolerance (the command line's `--tolerance` overrides it).
    var tolerance: Tolerance
    /// The policy the references were written with.
    var references: ReferencePolicy

    var text: String {
        """
        # anim golden: the render settings of \(scene). Written by `anim regress --update`; edit only `tolerance`.
        scene: \(scene)
        scene-md5: \(sceneMD5)
        fps: \(fps.numerator)/\(fps.denominator)
        size: \(Self.number(width))x\(Self.number(height))
        scale: \(Self.number(scale))
        pixels: \(pixelWidth)x\(pixelHeight)
        frames: \(frames)
        tolerance: \(tolerance)
        references: \(references)

        """
    }

    /// Parses `settings.txt`; a missing or malformed key is reported by name.
    init(parsing text: String) throws(CommandFailure) {
        var values: [String: String] = [:]
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { continue }
            values[String(line[..<colon]).trimmingCharacters(in: .whitespaces)] =
                String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        func need<T>(_ key: String, _ parse: (String) -> T?) throws(CommandFailure) -> T {
            guard let text = values[key] else { throw .badInput("settings.txt has no '\(key)'") }
            guard let v = parse(text) else { throw .badInput("settings.txt: bad \(key) '\(text)'") }
            return v
        }
        scene = try need("scene") { $0 }
        sceneMD5 = try need("scene-md5") { $0 }
        fps = try need("fps") { OptionParsing.frameRate($0)?.framesPerSecond }
        let size = try need("size", OptionParsing.size)
        (width, height) = (size.width, size.height)
        scale = try need("scale", OptionParsing.positive)
        let pixels = try need("pixels") { t -> (Int, Int)? in
            let p = t.split(separator: "x")
            guard p.count == 2, let w = Int(p[0]), let h = Int(p[1]), w > 0, h > 0 else { return nil }
            return (w, h)
        }
        (pixelWidth, pixelHeight) = pixels
        frames = try need("frames") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
        tolerance = try need("tolerance") { Tolerance($0) }
        references = try need("references") { ReferencePolicy($0) }
    }

    init(frames f: SceneFrames, scene: String, sceneMD5: String, tolerance: Tolerance, references: ReferencePolicy) {
        self.scene = scene
        self.sceneMD5 = sceneMD5
        fps = f.fps.framesPerSecond
        width = f.canvas.width
        height = f.canvas.height
        scale = f.scale
        pixelWidth = f.pixelWidth
        pixelHeight = f.pixelHeight
        frames = f.frameCount
        self.tolerance = tolerance
        self.references = references
    }

    /// The render settings that differ from `other`'s, as `key a → b` phrases (scene path, digest, tolerance and
    /// references are not render settings).
    func renderChanges(to other: GoldenSettings) -> [String] {
        var out: [String] = []
        if fps != other.fps {
            out.append("fps \(fps.numerator)/\(fps.denominator) → \(other.fps.numerator)/\(other.fps.denominator)")
        }
        if width != other.width || height != other.height {
            out.append(
                "size \(Self.number(width))x\(Self.number(height)) → \(Self.number(other.width))x\(Self.number(other.height)) pt"
            )
        }
        if scale != other.scale { out.append("scale \(Self.number(scale)) → \(Self.number(other.scale))") }
        if pixelWidth != other.pixelWidth || pixelHeight != other.pixelHeight {
            out.append("pixels \(pixelWidth)x\(pixelHeight) → \(other.pixelWidth)x\(other.pixelHeight)")
        }
        if frames != other.frames { out.append("frames \(frames) → \(other.frames)") }
        return out
    }

    /// `800` for whole numbers, else the shortest decimal that round-trips.
    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}
