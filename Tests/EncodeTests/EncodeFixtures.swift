// EncodeFixtures.swift: the ffmpeg/ffprobe CLI oracle and synthetic frames for EncodeTests (temporary files and
// tool lookup come from TestSupport).
// Rule: docs/ARCHITECTURE.md "Tests" — the CLI is an independent oracle here and never used by Sources. Status:
// complete.

import Encode
import Foundation
import TestSupport
import Testing

/// Runs the ffmpeg/ffprobe command-line tools; stdout comes back as bytes.
enum CLI {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// stdout as bytes; a non-zero exit throws with the tool's stderr. Tools are found on PATH, with a time limit.
    static func run(_ tool: String, _ arguments: [String]) throws -> [UInt8] {
        let result = try runTool(tool, arguments)
        guard result.status == 0 else {
            throw Failure(
                description: "\(tool) \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return [UInt8](result.data)
    }

    /// `ffprobe -v error -show_streams -show_format -count_frames -of json path` → (first stream, format).
    static func probe(_ path: String) throws -> (stream: [String: Any], format: [String: Any]) {
        let json = try run(
            "ffprobe", ["-v", "error", "-show_streams", "-show_format", "-count_frames", "-of", "json", path])
        let object = try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any]
        let streams = object?["streams"] as? [[String: Any]]
        let stream = try #require(streams?.first)
        let format = try #require(object?["format"] as? [String: Any])
        return (stream, format)
    }

    /// `ffmpeg -i path [-vf filter] -f rawvideo -pix_fmt rgb24 -`: every frame's RGB bytes, concatenated.
    static func decodeRGB24(_ path: String, filter: String? = nil) throws -> [UInt8] {
        var arguments = ["-v", "error", "-i", path]
        if let filter { arguments += ["-vf", filter] }
        return try run("ffmpeg", arguments + ["-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
    }
}

/// Synthetic premultiplied RGBA8 frames.
enum Frames {
    /// Every pixel `(r, g, b, 255)`.
    static func solid(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = r
            pixels[i + 1] = g
            pixels[i + 2] = b
        }
        return pixels
    }

    /// Opaque smooth gradients that drift with `index`, so each frame differs and chroma varies slowly.
    static func gradient(width: Int, height: Int, index: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8((x + index * 3) * 255 / (width + 300) % 256)
                pixels[i + 1] = UInt8(y * 255 / height)
                pixels[i + 2] = UInt8((x + y + index) * 255 / (width + height + 100) % 256)
            }
        }
        return pixels
    }

    /// Encodes `count` frames from `make(i)` to `path`.
    @discardableResult
    static func encode(
        to path: String, format: String = "mp4", settings: VideoSettings, count: Int,
        make: (Int) -> [UInt8]
    ) throws -> Int {
        let encoder = try VideoEncoder(path: path, format: format, settings: settings)
        for i in 0..<count {
            let pixels = make(i)
            try pixels.withUnsafeBufferPointer {
                try encoder.send(rgba: $0.baseAddress!, bytesPerRow: settings.width * 4)
            }
        }
        try encoder.finish()
        return encoder.framesWritten
    }
}

/// Largest per-channel difference between RGB24 bytes and an expected colour, and their mean per channel.
func deviation(rgb: [UInt8], from expected: (UInt8, UInt8, UInt8)) -> (max: Int, mean: (Double, Double, Double)) {
    var worst = 0
    var sums = (0, 0, 0)
    let target = [Int(expected.0), Int(expected.1), Int(expected.2)]
    for i in stride(from: 0, to: rgb.count - 2, by: 3) {
        for c in 0..<3 { worst = max(worst, abs(Int(rgb[i + c]) - target[c])) }
        sums.0 += Int(rgb[i])
        sums.1 += Int(rgb[i + 1])
        sums.2 += Int(rgb[i + 2])
    }
    let n = Double(max(1, rgb.count / 3))
    return (worst, (Double(sums.0) / n, Double(sums.1) / n, Double(sums.2) / n))
}

/// RGB bytes of an RGBA image (drops alpha).
func rgb(of image: RGBAImage) -> [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity(image.width * image.height * 3)
    for i in stride(from: 0, to: image.pixels.count, by: 4) { out += image.pixels[i..<i + 3] }
    return out
}
