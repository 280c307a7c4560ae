// FrameSource.swift: the frames of one input of `anim diff`: a video file (decoded with VideoDecoder, each frame
// with its pts in seconds), a folder of PNG frames (sorted by name; no timestamps), or one PNG file.
// Rule: issue #8 (`anim diff A B`: "two videos or PNG directories"); unreadable, corrupt or truncated inputs are bad
// input (exit 2) with the file named, never a crash (VideoDecoder and PNGReader report damage as errors).
// Status: complete.

import Encode
import Foundation

/// A stream of RGBA frames from a video or PNG files.
final class FrameSource {
    /// The path as given.
    let path: String
    /// How frames are read.
    private enum Kind {
        case video(VideoDecoder)
        case pictures([String])
    }
    private let kind: Kind
    private var index = 0

    /// Whether frames come from a video decoder (their luma is limited-range BT.709, Plane.lumaLimited709Of).
    var isVideo: Bool {
        if case .video = kind { return true }
        return false
    }

    /// A description for messages: "video", "PNG folder (72 files)", "PNG file".
    let what: String

    /// Opens `path`: a folder of `*.png`, a `.png` file, or anything else as a video.
    init(_ path: String) throws(CommandFailure) {
        self.path = path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw .badInput("no such file or folder '\(path)'")
        }
        if isDir.boolValue {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                .filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
            guard !names.isEmpty else { throw .badInput("folder '\(path)' has no .png frames") }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            kind = .pictures(names.map { base + "/" + $0 })
            what = "PNG folder (\(names.count) files)"
        } else if path.lowercased().hasSuffix(".png") {
            kind = .pictures([path])
            what = "PNG file"
        } else {
            do {
                kind = .video(try VideoDecoder(path: path))
            } catch {
                throw .badInput("cannot read '\(path)' as video: \(error.description)")
            }
            what = "video"
        }
    }

    /// The decoded Y plane of the frame `next()` returned last (videos in YUV only).
    var lastLumaPlane: [UInt8]? {
        if case .video(let decoder) = kind { return decoder.lastLumaPlane }
        return nil
    }

    /// The next frame and its time in seconds (nil for PNG frames), or nil at the end.
    func next() throws(CommandFailure) -> (image: RGBAImage, time: Double?)? {
        defer { index += 1 }
        switch kind {
        case .video(let decoder):
            do {
                guard let (image, time) = try decoder.nextFrame() else { return nil }
                return (image, time)
            } catch {
                throw .badInput(
                    "'\(path)' is damaged (\(index) frame\(index == 1 ? "" : "s") decoded before it): \(error.description)"
                )
            }
        case .pictures(let files):
            guard index < files.count else { return nil }
            do {
                return (try PNGReader.read(path: files[index]), nil)
            } catch {
                throw .badInput("frame \(index) of '\(path)': \(error.description)")
            }
        }
    }

    /// Reads the frames left without keeping them: their count, and the damage that ended them if any (so a
    /// mismatch caused by a truncated or corrupt file is reported as the damage, not as different timing).
    func drain() -> (count: Int, damage: CommandFailure?) {
        var n = 0
        while true {
            do throws(CommandFailure) {
                guard try next() != nil else { return (n, nil) }
                n += 1
            } catch {
                return (n, error)
            }
        }
    }
}
