// AtomicOutput.swift: outputs are written under a temporary name beside the target and renamed into place, so an
// existing output survives any failure or interrupt (brief: "nothing lost"). SIGINT/SIGTERM remove every pending
// temporary and exit 130/143.
// Safety (issue #22; POSIX open(2), rename(2); CERT FIO21-C "Do not create temporary files in shared directories"
// and FIO15-C): a target that exists and is not a regular file (a device, FIFO, socket, or a directory where a file
// is expected) is refused as bad input and left untouched; the temporary's name carries 64 random bits and is
// created with O_CREAT|O_EXCL|O_NOFOLLOW (a folder with mkdir(2), which never follows), so nothing planted in
// advance is opened or followed; a symlink as the target is replaced by the new file (rename(2) replaces the link,
// never what it points to); before the rename the temporary is checked to still be what was created. An interrupt
// is taken by one sigwait(3) thread (the signals are blocked everywhere else from the start, so none is lost while
// the process starts); it first renames a temporary folder away (so render workers still writing into it fail
// instead of refilling it), then removes it, and ends the process with _exit so no other thread runs destructors. Status: complete.

import Dispatch
import Encode
import Foundation
import Render

/// A file or directory being written: `temporaryPath` while in progress, `finalPath` after `commit()`.
final class AtomicOutput: @unchecked Sendable {
    let finalPath: String
    let temporaryPath: String
    let isDirectory: Bool

    /// Creates the temporary in the target's directory (same file system, so the rename is atomic), after checking
    /// that the target is absent, a symlink, or of the kind written (a regular file, or a folder for `directory`).
    init(path: String, directory: Bool = false) throws(CommandFailure) {
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDir), isDir.boolValue else {
            throw .runtime("cannot write '\(path)': directory '\(parent)' does not exist")
        }
        finalPath = url.path
        isDirectory = directory
        try OutputTarget.check(finalPath, directory: directory)
        let name = "." + url.lastPathComponent.prefix(200) + ".tmp-" + OutputTarget.randomTag()
        temporaryPath = parent + "/" + name
        try Interrupts.shared.withLock { () throws(CommandFailure) in
            // Created and registered under the interrupt lock: an interrupt sees it registered or not yet made.
            try OutputTarget.create(temporaryPath, directory: directory)
            Interrupts.shared.registerLocked(self)
        }
    }

    /// Moves the finished output into place. A directory replaces an existing one as a whole.
    func commit() throws(CommandFailure) {
        try Interrupts.shared.withLock { () throws(CommandFailure) in
            defer { Interrupts.shared.unregisterLocked(self) }
            guard OutputTarget.isUnchanged(temporaryPath, directory: isDirectory) else {
                remove()
                throw .runtime(
                    "cannot write '\(finalPath)': its temporary '\(temporaryPath)' was replaced while writing")
            }
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
    static func writePNG(
        _ fb: Framebuffer, to path: String, compression: PNGCompression = .still
    ) throws(CommandFailure) {
        let out = try AtomicOutput(path: path)
        do {
            try PNGWriter.write(
                rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow, to: out.temporaryPath,
                compression: compression)
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

    /// Deletes the temporary. A folder is first renamed away, so writers still naming its old path fail instead of
    /// adding files while it is being emptied.
    fileprivate func remove() {
        guard isDirectory else {
            unlink(temporaryPath)
            return
        }
        let doomed = temporaryPath + ".removing-" + OutputTarget.randomTag()
        let path = rename(temporaryPath, doomed) == 0 ? doomed : temporaryPath
        for _ in 0..<100 {
            try? FileManager.default.removeItem(atPath: path)
            var st = stat()
            if lstat(path, &st) != 0 { return }
        }
    }
}

/// The thread that takes SIGINT and SIGTERM (Interrupts.install); written once before the handlers are installed.
nonisolated(unsafe) private var signalWaiter: pthread_t?

/// Removes pending temporaries when the process is interrupted.
public final class Interrupts: @unchecked Sendable {
    public static let shared = Interrupts()
    private let lock = NSLock()
    private var pending: [ObjectIdentifier: AtomicOutput] = [:]
    /// Commands that run until interrupted (`anim preview`, `anim watch`) end normally on SIGINT/SIGTERM: exit 0.
    private var interruptEndsRun = false

    /// An interrupt is how this run ends, not a failure: pending temporaries are still removed, then exit 0.
    public func interruptIsNormalEnd() {
        withLock { interruptEndsRun = true }
    }

    /// Installs the SIGINT/SIGTERM handling (once, first thing in `main`).
    /// The two signals are blocked in this thread, so in every thread started after it, and one thread takes them
    /// with sigwait(3) (POSIX "Signal Concepts": the way for threaded programs), so a signal that comes while the
    /// process is still starting stays pending instead of being lost. Their disposition is a handler that only
    /// forwards the signal to that thread (pthread_kill is async-signal-safe), for a thread that existed before this
    /// call and so does not block them; it also undoes an inherited SIG_IGN (a shell's background job), under which
    /// a pending signal would be discarded.
    public func install() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let signals = set
        let ready = DispatchSemaphore(value: 0)
        let waiter = Thread { [weak self] in
            signalWaiter = pthread_self()
            ready.signal()
            var mask = signals
            var sig: Int32 = 0
            while sigwait(&mask, &sig) == 0 {
                guard sig == SIGINT || sig == SIGTERM else { continue }
                // The lock is never released: no output is created, committed or removed after this point.
                self?.lock.lock()
                for output in self?.pending.values ?? [:].values { output.remove() }
                if self?.interruptEndsRun == true { _exit(0) }
                FileHandle.standardError.write("\nanim: interrupted; no output written\n".data(using: .utf8)!)
                _exit(sig == SIGINT ? 130 : 143)
            }
        }
        waiter.stackSize = 1 << 20
        waiter.start()
        ready.wait()
        for sig in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler = .init(sa_handler: { sig in
                if let waiter = signalWaiter { pthread_kill(waiter, sig) }
            })
            sigaction(sig, &action, nil)
        }
    }

    func registerLocked(_ output: AtomicOutput) { pending[ObjectIdentifier(output)] = output }
    func unregisterLocked(_ output: AtomicOutput) { pending[ObjectIdentifier(output)] = nil }

    func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
