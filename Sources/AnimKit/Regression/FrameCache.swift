// FrameCache.swift: `anim regress --cache DIR`: per frame, a content hash of everything the frame is made from,
// with the digest the frame rendered to, so a later run skips rendering frames whose inputs did not change.
// Rule: issue #20 ("per-frame content hashes so that a re-run skips frames whose scene inputs did not change");
// the idea of Bazel's action cache and ccache's direct mode: the key hashes the inputs, the entry holds the output's
// digest. A frame's key is MD5 of: anim's version, the fonts the system resolves (GoldenManifest), the scene's source,
// every file in the scene's folder that the source names (images), the frame size, scale and rate, and the frame
// number. A skipped frame is judged from its cached digest: equal to the golden's, it is identical (the digest
// says so byte for byte); otherwise it is rendered. Entries are one file each, written under a temporary name and
// renamed, so shards and concurrent runs can share one folder. Status: complete.

import Foundation
import Measure

/// A folder of frame digests keyed by the frame's inputs.
struct FrameCache: Sendable {
    let directory: String

    /// Creates the folder if needed.
    init(directory: String) throws(CommandFailure) {
        self.directory = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        do {
            try FileManager.default.createDirectory(atPath: self.directory, withIntermediateDirectories: true)
        } catch {
            throw .runtime("cannot create cache folder '\(directory)': \(error.localizedDescription)")
        }
    }

    /// The hash of one scene's inputs (every frame's key starts from it).
    static func sceneKey(scenePath: String, frames: SceneFrames) -> String {
        var text = "anim-frame-cache 1\n" + GoldenManifest.current.text
        let source = FileManager.default.contents(atPath: scenePath) ?? Data()
        text += "scene \(MD5.hex([UInt8](source)))\n"
        let sourceText = String(decoding: source, as: UTF8.self)
        let folder = (scenePath as NSString).deletingLastPathComponent
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? [])
            .filter { !$0.hasSuffix(".scene") && !$0.hasPrefix(".") && sourceText.contains($0) }.sorted()
        for name in names {
            let bytes = FileManager.default.contents(atPath: (folder.isEmpty ? "." : folder) + "/" + name) ?? Data()
            text += "file \(name) \(MD5.hex([UInt8](bytes)))\n"
        }
        let rate = frames.fps.framesPerSecond
        text +=
            "pixels \(frames.pixelWidth)x\(frames.pixelHeight) scale \(frames.scale) fps \(rate.numerator)/\(rate.denominator)\n"
        return MD5.hex([UInt8](text.utf8))
    }

    private func path(_ sceneKey: String, _ frame: Int) -> String {
        let key = MD5.hex([UInt8]("\(sceneKey) frame \(frame)".utf8))
        return directory + "/" + String(key.prefix(2)) + "/" + key
    }

    /// The digest frame `frame` of the scene rendered to, if cached.
    func digest(scene key: String, frame: Int) -> String? {
        guard let data = FileManager.default.contents(atPath: path(key, frame)),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            text.count == 32
        else { return nil }
        return text
    }

    /// Records the digest a frame rendered to (best effort: a cache that cannot be written only costs time).
    func store(scene key: String, frame: Int, md5: String) {
        let target = path(key, frame)
        let folder = (target as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = folder + "/.tmp-" + UUID().uuidString
        guard FileManager.default.createFile(atPath: temporary, contents: Data((md5 + "\n").utf8)) else { return }
        if rename(temporary, target) != 0 { unlink(temporary) }
    }
}
