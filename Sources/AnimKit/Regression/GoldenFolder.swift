// GoldenFolder.swift: where one scene's golden lives and how it is read.
// Layout (issue #8; FATE keeps `tests/ref/fate/<test>` the same way, one reference per test):
//   <golden>/<scene>/settings.txt            render settings, tolerance, reference policy (GoldenSettings)
//   <golden>/<scene>/frames.md5              one digest line per frame (Measure/Metrics/FrameDigest)
//   <golden>/<scene>/frames/frame_NNNNN.png  lossless references (PNGReader/PNGWriter round-trip exactly)
// `<scene>` is the scene file's name without `.scene`. Status: complete.

import Encode
import Foundation
import Measure

/// One scene's golden folder.
struct GoldenFolder: Sendable {
    /// `<golden>/<scene>`.
    let path: String

    init(golden: String, scene name: String) {
        path = (golden.hasSuffix("/") ? String(golden.dropLast()) : golden) + "/" + name
    }

    /// The scene's name for a scene file path: its file name without `.scene`.
    static func sceneName(_ scenePath: String) -> String {
        let file = URL(fileURLWithPath: scenePath).lastPathComponent
        return file.hasSuffix(".scene") ? String(file.dropLast(6)) : file
    }

    static let settingsFile = "settings.txt"
    static let digestFile = "frames.md5"
    static let framesFolder = "frames"

    /// `frame_00012.png`: five digits at least, as `anim render --format png` names frames.
    static func frameFile(_ i: Int, count: Int) -> String {
        let digits = max(5, String(max(0, count - 1)).count)
        let n = String(i)
        return "frame_" + String(repeating: "0", count: max(0, digits - n.count)) + n + ".png"
    }

    var exists: Bool { FileManager.default.fileExists(atPath: path + "/" + Self.digestFile) }

    /// The reference PNG of frame `i`, if the golden keeps one.
    func referencePath(frame i: Int, count: Int) -> String? {
        let p = path + "/" + Self.framesFolder + "/" + Self.frameFile(i, count: count)
        return FileManager.default.fileExists(atPath: p) ? p : nil
    }

    /// Reads settings and digest; any problem is bad input naming the file.
    func load() throws(CommandFailure) -> (settings: GoldenSettings, digest: FrameDigest) {
        let settingsText = try read(Self.settingsFile)
        let settings: GoldenSettings
        do throws(CommandFailure) { settings = try GoldenSettings(parsing: settingsText) } catch {
            throw .badInput("golden \(path)/\(Self.settingsFile): \(error.message)")
        }
        let digest: FrameDigest
        let digestText = try read(Self.digestFile)
        do { digest = try FrameDigest(parsing: digestText) } catch {
            throw .badInput("golden \(path)/\(Self.digestFile): \(error)")
        }
        guard digest.lines.count == settings.frames else {
            throw .badInput(
                "golden \(path)/\(Self.digestFile) has \(digest.lines.count) frame lines but settings.txt says \(settings.frames) (truncated?)"
            )
        }
        for line in digest.lines
        where line.width != settings.pixelWidth || line.height != settings.pixelHeight
            || line.size != line.width * line.height * 4
        {
            throw .badInput(
                "golden \(path)/\(Self.digestFile): frame \(line.frame) is \(line.width)x\(line.height), \(line.size) bytes; settings.txt says \(settings.pixelWidth)x\(settings.pixelHeight)"
            )
        }
        return (settings, digest)
    }

    /// Reads a reference PNG and checks it against its digest line, so a damaged or edited reference is caught
    /// before any figure is computed from it.
    func reference(frame line: FrameDigestLine, count: Int) throws(CommandFailure) -> RGBAImage? {
        guard let p = referencePath(frame: line.frame, count: count) else { return nil }
        let image: RGBAImage
        do { image = try PNGReader.read(path: p) } catch {
            throw .badInput("golden reference \(p): \(error.description)")
        }
        let md5 = image.pixels.withUnsafeBufferPointer {
            FrameDigestLine(
                frame: line.frame, image: RGBAView(base: $0.baseAddress!, width: image.width, height: image.height)
            ).md5
        }
        guard image.width == line.width, image.height == line.height, md5 == line.md5 else {
            throw .badInput(
                "golden reference \(p) does not match its line in \(Self.digestFile) (\(image.width)x\(image.height), md5 \(md5)); the golden is damaged: restore it or run --update"
            )
        }
        return image
    }

    private func read(_ file: String) throws(CommandFailure) -> String {
        let p = path + "/" + file
        guard let data = FileManager.default.contents(atPath: p) else { throw .badInput("cannot read golden \(p)") }
        guard let text = String(data: data, encoding: .utf8) else { throw .badInput("golden \(p) is not UTF-8 text") }
        return text
    }
}
