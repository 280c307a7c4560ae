// FileWatcher.swift: tells the preview and `anim watch` that the scene or a file it may use changed.
// Rule: inotify(7). The scene's folder is watched, not the scene's inode: editors that save by writing a new file and
// renaming it over the old one (vim's `backupcopy=no`, VS Code) replace the inode, and a watch on the old one would
// go quiet after the first save. Events in the folder (and its direct subfolders, where scenes keep images/ and
// fonts/) are filtered by name: the scene itself, images (PNG, JPEG, WebP), shader sources (.metal) and fonts. Bursts
// (vim: create, write, rename, attrib) are coalesced: the callback runs once `quiet` seconds pass with no new event.
// Status: complete for issue #23.

import Foundation
import Glibc

/// Watches a scene's folder with inotify on a thread of its own until `stop()`.
public final class FileWatcher: @unchecked Sendable {
    /// Extensions of the files a scene reads besides itself.
    public static let assetExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "metal", "ttf", "otf", "ttc"]

    /// The events that can mean new content: a write finished, a file renamed in or out, made or deleted.
    static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

    public let scenePath: String
    private let sceneName: String
    private let quiet: Double
    private let onChange: @Sendable ([String]) -> Void
    /// The scene's folder as an absolute path, and outputs (absolute) whose own writes must not count as changes.
    private let root: String
    private let ignored: [String]
    private let fd: Int32
    private var folders: [Int32: String] = [:]
    private let stopPipe: [Int32]
    private var thread: Thread?

    /// Starts watching; `onChange` gets the names (relative to the scene's folder) that changed in each burst.
    /// Changes at or under a path in `ignoring` (`anim watch`'s own output) are not reported.
    public init(
        scene: String, ignoring: [String] = [], quiet: Double = 0.03,
        onChange: @escaping @Sendable ([String]) -> Void
    ) throws {
        scenePath = scene
        sceneName = (scene as NSString).lastPathComponent
        self.quiet = quiet
        self.onChange = onChange
        fd = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard fd >= 0 else { throw WatchError(message: "inotify_init1: \(String(cString: strerror(errno)))") }
        var p: [Int32] = [0, 0]
        guard pipe(&p) == 0 else { throw WatchError(message: "pipe: \(String(cString: strerror(errno)))") }
        stopPipe = p
        let folder = (scene as NSString).deletingLastPathComponent
        let root = folder.isEmpty ? "." : folder
        self.root = FileWatcher.absolute(root)
        ignored = ignoring.map(FileWatcher.absolute)
        let mask = FileWatcher.mask
        let wd = inotify_add_watch(fd, root, mask)
        guard wd >= 0 else {
            throw WatchError(message: "cannot watch '\(root)': \(String(cString: strerror(errno))) (inotify_add_watch)")
        }
        folders[wd] = ""
        let subfolders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for name in subfolders.sorted() where !name.hasPrefix(".") {
            var isDir: ObjCBool = false
            let path = root + "/" + name
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
            let sub = inotify_add_watch(fd, path, mask)
            if sub >= 0 { folders[sub] = name + "/" }
        }
        let t = Thread { [self] in loop() }
        t.name = "anim-file-watcher"
        t.stackSize = 1 << 20
        thread = t
        t.start()
    }

    /// Ends the watching thread.
    public func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe[1], &byte, 1)
    }

    /// `path` made absolute against the working directory, without `.`/`..` components or a trailing slash.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// Whether a change to `name` (relative to the scene's folder) can change the scene's frames. Hidden names are
    /// temporaries (AtomicOutput's `.OUT.tmp-…`, editors' swap files), never what a scene reads.
    func matters(_ name: String) -> Bool {
        if name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return false }
        let path = root + "/" + name
        if ignored.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return false }
        if name == sceneName { return true }
        let ext = (name as NSString).pathExtension.lowercased()
        return FileWatcher.assetExtensions.contains(ext)
    }

    private func loop() {
        var pending: [String] = []
        var deadline: Double? = nil
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            var polls = [
                pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0),
            ]
            let now = Date.timeIntervalSinceReferenceDate
            let timeout = deadline.map { Int32(max(0, ($0 - now) * 1000).rounded(.up)) } ?? -1
            let ready = poll(&polls, 2, timeout)
            if ready < 0 && errno != EINTR { break }
            if polls[1].revents != 0 { break }
            if polls[0].revents & Int16(POLLIN) != 0 {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    for name in names(in: buffer, count: n) where matters(name) {
                        if !pending.contains(name) { pending.append(name) }
                        deadline = Date.timeIntervalSinceReferenceDate + quiet
                    }
                }
            }
            if let d = deadline, Date.timeIntervalSinceReferenceDate >= d {
                let changed = pending
                pending = []
                deadline = nil
                onChange(changed)
            }
        }
        close(fd)
        close(stopPipe[0])
        close(stopPipe[1])
    }

    /// The names in a buffer of `struct inotify_event` records (inotify(7): wd, mask, cookie, len, then `len` bytes
    /// of NUL-padded name).
    private func names(in buffer: [UInt8], count: Int) -> [String] {
        var out: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        buffer.withUnsafeBytes { raw in
            while offset + header <= count {
                let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let len = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let start = offset + header
                let bytes = raw[start..<min(count, start + len)].prefix { $0 != 0 }
                let name = String(decoding: bytes, as: UTF8.self)
                if !bytes.isEmpty { out.append((folders[wd] ?? "") + name) }
                // A folder made (or moved in) beside the scene after the start: watched too (images/ added later).
                if folders[wd] == "", mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                    !name.isEmpty, !name.hasPrefix("."), !folders.values.contains(name + "/")
                {
                    let sub = inotify_add_watch(fd, root + "/" + name, FileWatcher.mask)
                    if sub >= 0 { folders[sub] = name + "/" }
                }
                offset = start + len
            }
        }
        return out
    }
}

/// inotify could not be set up.
public struct WatchError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
