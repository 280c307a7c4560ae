// GoldenUpdate.swift: `anim regress --update`: renders a scene and rewrites its golden folder in one atomic step
// (a temporary folder renamed over the old one, AtomicOutput.swift), so an interrupted update leaves the old golden.
// Rule: issue #8 (digests from the rendered RGBA, never from lossy output; PNG references; settings). Status: complete.

import Encode
import Foundation
import Measure
import Render

/// Writes one scene's golden.
struct GoldenUpdate: Sendable {
    let scenePath: String
    let golden: String
    /// `--tolerance`, recorded as the scene's tolerance; without it the previous golden's is kept (default exact).
    let tolerance: Tolerance?
    let references: ReferencePolicy
    let threads: Int
    let warnings: WarningPolicy

    /// Renders every frame, writes digests, references and settings, and returns the line to print.
    func run() throws(CommandFailure) -> String {
        let frames = try SceneFrames(path: scenePath, warnings: warnings)
        let name = GoldenFolder.sceneName(scenePath)
        let folder = GoldenFolder(golden: golden, scene: name)
        let existed = folder.exists
        let previous = existed ? try? folder.load() : nil  // a damaged old golden is simply replaced
        guard let source = FileManager.default.contents(atPath: scenePath) else {
            throw .badInput("cannot read scene '\(scenePath)'")
        }
        let settings = GoldenSettings(
            frames: frames, scene: scenePath, sceneMD5: MD5.hex([UInt8](source)),
            tolerance: tolerance ?? previous?.settings.tolerance ?? .exact, references: references)

        let output = try AtomicOutput(path: folder.path, directory: true)
        let count = frames.frameCount
        let lines = DigestCollector(count: count)
        var kept = 0
        let references = self.references
        do {
            let referenceFolder = output.temporaryPath + "/" + GoldenFolder.framesFolder
            if (0..<count).contains(where: { references.keeps(frame: $0, of: count) }) {
                try FileManager.default.createDirectory(atPath: referenceFolder, withIntermediateDirectories: false)
            }
            try FramePipeline(count: count, width: frames.pixelWidth, height: frames.pixelHeight, workers: threads).run(
                render: { i, fb in
                    try frames.render(frame: i, into: fb)
                    lines.set(
                        i,
                        FrameDigestLine(frame: i, image: RGBAView(base: fb.pixels, width: fb.width, height: fb.height)))
                    if references.keeps(frame: i, of: count) {
                        try PNGWriter.write(
                            rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow,
                            to: referenceFolder + "/" + GoldenFolder.frameFile(i, count: count))
                    }
                },
                consume: { i, _ in if references.keeps(frame: i, of: count) { kept += 1 } })
            let digest = FrameDigest(
                timeBase: (frames.fps.framesPerSecond.denominator, frames.fps.framesPerSecond.numerator),
                lines: lines.all())
            try write(digest.text, to: output.temporaryPath + "/" + GoldenFolder.digestFile)
            try write(settings.text, to: output.temporaryPath + "/" + GoldenFolder.settingsFile)
            try output.commit()
            let verb = existed ? "updated" : "created"
            var line =
                "\(verb) \(name): \(count) frame\(count == 1 ? "" : "s"), \(kept) reference PNG\(kept == 1 ? "" : "s"), tolerance \(settings.tolerance)"
            if let previous {
                let old = previous.digest.lines
                let changed = digest.lines.indices.filter { $0 >= old.count || old[$0].md5 != digest.lines[$0].md5 }
                    .count
                line +=
                    changed == 0 && old.count == count
                    ? " (no frame changed)" : " (\(changed) frame\(changed == 1 ? "" : "s") changed)"
            }
            return line
        } catch {
            output.abandon()
            throw CommandFailure(error)
        }
    }

    private func write(_ text: String, to path: String) throws(CommandFailure) {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw .runtime("cannot write '\(path)'")
        }
    }
}

/// Digest lines filled in by the render threads, read in frame order at the end.
final class DigestCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [FrameDigestLine?]

    init(count: Int) { lines = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ line: FrameDigestLine) {
        lock.lock()
        lines[i] = line
        lock.unlock()
    }

    func all() -> [FrameDigestLine] {
        lock.lock()
        defer { lock.unlock() }
        return lines.map { $0! }
    }
}
