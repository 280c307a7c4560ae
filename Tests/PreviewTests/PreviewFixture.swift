// PreviewFixture.swift: what the preview tests share: a scratch copy of a scene, `anim preview` started on it with its
// URL read from standard output, and PNGs decoded to RGBA by ffmpeg (an independent decoder).

import Foundation
import TestSupport

/// A scratch folder holding a copy of a repository scene (`scene/NAME`) and a separate folder for stills (`out/`),
/// so writing stills does not touch the watched folder.
struct SceneCopy {
    let root: URL
    let scene: URL
    let out: URL

    init(_ name: String = "orbit.scene") throws {
        root = try scratchDirectory("anim-preview")
        let folder = root.appendingPathComponent("scene")
        out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        scene = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("scenes/\(name)"), to: scene)
    }

    var source: String {
        get throws { try String(contentsOf: scene, encoding: .utf8) }
    }

    /// Saves new text the way vim and VS Code do: a new file renamed over the scene (a new inode).
    func save(_ text: String) throws {
        let temporary = scene.deletingLastPathComponent().appendingPathComponent(".\(scene.lastPathComponent).swp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary.path, scene.path) == 0 else { throw BridgeFailure(message: "rename failed") }
    }

    /// `anim still --frame N` of the scene now, decoded to RGBA.
    func still(frame: Int, extra: [String] = [], name: String = "still") throws -> [UInt8] {
        let png = out.appendingPathComponent("\(name)-\(frame).png")
        let r = try runAnim(["still", scene.path, "--frame", String(frame), "-o", png.path] + extra)
        guard r.status == 0 else { throw BridgeFailure(message: "anim still failed: \(r.stderr)") }
        return try rgba(ofPNG: Data(contentsOf: png))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// A PNG's pixels as straight RGBA8, decoded by ffmpeg (into a file: TestSupport's runner would also turn megabytes
/// of standard output into a String, which is slow in a debug build).
func rgba(ofPNG png: Data) throws -> [UInt8] {
    let file = TemporaryFile("decode.png")
    let raw = TemporaryFile("decode.rgba")
    defer {
        file.remove()
        raw.remove()
    }
    try png.write(to: URL(fileURLWithPath: file.path))
    let r = try runTool(
        "ffmpeg", ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-y", raw.path])
    guard r.status == 0 else { throw BridgeFailure(message: "ffmpeg could not decode: \(r.stderr)") }
    return bytes(of: try Data(contentsOf: URL(fileURLWithPath: raw.path)))
}

/// `data` as an array by one copy (element-wise conversion of megabytes is slow in a debug build).
func bytes(of data: Data) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: data.count) { buffer, count in
        count = data.copyBytes(to: buffer)
    }
}

/// `anim preview` running on a scene; its port from the printed URL.
final class RunningPreview {
    let process: LiveProcess
    let url: String
    let port: Int

    init(_ scene: URL, _ extra: [String] = []) throws {
        process = try LiveProcess(animExecutable, ["preview", scene.path] + extra)
        guard process.waitFor(timeout: 60, { $0.contains("\n") }) else {
            _ = process.stop(SIGKILL)
            throw BridgeFailure(message: "anim preview printed no URL; stderr: \(process.stderr)")
        }
        let line = process.stdout.split(separator: "\n")[0]
        guard line.hasPrefix("anim: preview at http://127.0.0.1:"), line.hasSuffix("/"),
            let port = Int(line.dropFirst("anim: preview at http://127.0.0.1:".count).dropLast())
        else { throw BridgeFailure(message: "unexpected first line '\(line)'") }
        url = String(line.dropFirst("anim: preview at ".count))
        self.port = port
    }

    func json(_ path: String) throws -> [String: Any] {
        let a = try httpRequest(port: port, path)
        guard let o = try JSONSerialization.jsonObject(with: a.body) as? [String: Any] else {
            throw BridgeFailure(message: "\(path) is not a JSON object")
        }
        return o
    }
}

/// Pixels of two RGBA buffers that differ in any channel (all of them when the sizes differ). Compared as a count, so a
/// failing `#expect` prints a number, not two arrays of millions of bytes.
func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard a.count == b.count else { return max(a.count, b.count) / 4 }
    return a.withUnsafeBytes { x in
        b.withUnsafeBytes { y in
            let (p, q) = (x.bindMemory(to: UInt32.self), y.bindMemory(to: UInt32.self))
            var n = 0
            for i in 0..<p.count where p[i] != q[i] { n += 1 }
            return n
        }
    }
}
