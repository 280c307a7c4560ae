// ReportCollector.swift: frame reports gathered from the render threads, read back in frame order.
// Status: complete.

import Foundation

/// Reports gathered from the worker threads.
final class ReportCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [FrameReport] = []

    func add(_ r: FrameReport) {
        lock.lock()
        reports.append(r)
        lock.unlock()
    }

    func sorted() -> [FrameReport] {
        lock.lock()
        defer { lock.unlock() }
        return reports.sorted { $0.frame < $1.frame }
    }
}
