// AtomicOutput.swift: outputs are written under a temporary name beside the target and renamed into place, so an
// existing output survives any failure or interrupt (brief: "nothing lost"). SIGINT/SIGTERM remove every pending
// temporary and exit 130/143. Status: complete.

import Dispatch
import Encode
import Foundation
import Render

/// A file or directory being written: `temporaryPath` while in progress, `finalPath` after `commit()`.
final class AtomicOutput: @unchecked Sendable {
    let finalPath: String
    let temporaryPath: String
    let isDirectory: Bool

    /// Reserves a temporary name in the target's directory (same file system, so the rename is atomic).
    init(path: String, directory: Bool = false) throws(CommandFailure) {
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDir), isDir.boolValue else {
            throw .runtime("cannot write '\(path)': directory '\(parent)' does not exist")
        }
        finalPath = url.path
        isDirectory = directory
        temporaryPath = parent + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(AtomicOutput.serial())"
        if directory {
            do {
                try FileManager.default.createDirectory(atPath: temporaryPath, withIntermediateDirectories: false)
            } catch {
                throw .runtime("cannot create '\(temporaryPath)': \(error.localizedDescription)")
            }
        }
        Interrupts.shared.register(self)
    }

    /// Moves the finished output into place. A directory replaces an existing one as a whole.
    func commit() throws(CommandFailure) {
        try Interrupts.shared.withLock { () throws(CommandFailure) in
            defer { Interrupts.shared.unregisterLocked(self) }
            if isDirectory {
                let fm = FileManager.default
                var isDir: ObjCBool = false
                if fm.fileExists(atPath: finalPath, isDirectory: &isDir) {
                    guard isDir.boolValue else {
                        remove()
                        throw .runtime("cannot replace '\(finalPath)': it exists and is not a directory")
                    }
                    let old = temporaryPath + ".old"
                    guard rename(finalPath, old) == 0 else {
                        remove()
                        throw .runtime("cannot replace '\(finalPath)': \(String(cString: strerror(errno)))")
                    }
                    guard rename(temporaryPath, finalPath) == 0 else {
                        _ = rename(old, finalPath)
                        remove()
                        throw .runtime("cannot move output into '\(finalPath)': \(String(cString: strerror(errno)))")
                    }
                    try? fm.removeItem(atPath: old)
                    return
                }
            }
            guard rename(temporaryPath, finalPath) == 0 else {
                let reason = String(cString: strerror(errno))
                remove()
                throw .runtime("cannot move output into '\(finalPath)': \(reason)")
            }
        }
    }

    /// Writes `data` to `path` through a temporary beside it and a rename.
    static func write(_ data: Data, to path: String) throws(CommandFailure) {
        let out = try AtomicOutput(path: path)
        guard FileManager.default.createFile(atPath: out.temporaryPath, contents: data) else {
            out.abandon()
            throw .runtime("cannot write '\(path)'")
        }
        try out.commit()
    }

    /// Writes a framebuffer as an RGBA PNG to `path` through a temporary beside it and a rename.
    static func writePNG(_ fb: Framebuffer, to path: String) throws(CommandFailure) {
        let out = try AtomicOutput(path: path)
        do {
            try PNGWriter.write(
                rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow, to: out.temporaryPath)
        } catch {
            out.abandon()
            throw .runtime("cannot write '\(path)': \(error.description)")
        }
        try out.commit()
    }

    /// Deletes the temporary output (after a failure).
    func abandon() {
        Interrupts.shared.withLock {
            remove()
            Interrupts.shared.unregisterLocked(self)
        }
    }

    fileprivate func remove() { try? FileManager.default.removeItem(atPath: temporaryPath) }

    private static func serial() -> Int { Interrupts.shared.nextSerial() }
}

/// Removes pending temporaries when the process is interrupted.
public final class Interrupts: @unchecked Sendable {
    public static let shared = Interrupts()
    private let lock = NSLock()
    private var pending: [ObjectIdentifier: AtomicOutput] = [:]
    private var sources: [DispatchSourceSignal] = []

    /// Installs the SIGINT/SIGTERM handlers (once, at start-up).
    public func install() {
        for (sig, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [weak self] in
                self?.lock.lock()
                for output in self?.pending.values ?? [:].values { output.remove() }
                FileHandle.standardError.write("\nanim: interrupted; no output written\n".data(using: .utf8)!)
                exit(code)
            }
            source.resume()
            sources.append(source)
        }
    }

    private var serial = 0
    func nextSerial() -> Int {
        withLock {
            serial += 1
            return serial
        }
    }

    func register(_ output: AtomicOutput) { withLock { pending[ObjectIdentifier(output)] = output } }
    func unregisterLocked(_ output: AtomicOutput) { pending[ObjectIdentifier(output)] = nil }

    func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
