// Progress.swift: a one-line progress report on a terminal (frames rendered/encoded, fps, ETA); silent otherwise.
// Status: complete.

import Foundation

/// Redraws one status line on standard error at most ten times a second, only when it is a terminal.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private let lock = NSLock()
    private var rendered = 0

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && isatty(STDERR_FILENO) != 0
    }

    /// A frame finished rendering (any thread).
    func didRender() {
        lock.lock()
        rendered += 1
        lock.unlock()
    }

    /// `done` frames have been written; redraws the line when enough time has passed.
    func didWrite(_ done: Int, verb: String) {
        guard enabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        let elapsed = now.timeIntervalSince(start)
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        let eta = fps > 0 ? Double(total - done) / fps : 0
        lock.lock()
        let r = rendered
        lock.unlock()
        let line = String(
            format: "\r\u{1B}[Kframe %d/%d  rendered %d, %@ %d  %.1f fps  ETA %.1f s", done, total, r, verb, done, fps,
            eta)
        FileHandle.standardError.write(line.data(using: .utf8)!)
    }

    /// Ends the line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!)
    }
}
