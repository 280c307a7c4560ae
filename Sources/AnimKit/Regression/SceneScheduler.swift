// SceneScheduler.swift: runs one task per scene on a few threads at once and hands the results back in scene
// order, so output lines appear in the order the scenes were named whatever finishes first.
// Rule: issue #8 ("renders each scene (in parallel)", `--jobs N`). `jobs` threads are shared out: with fewer scenes
// than jobs, each scene's FramePipeline gets the spare threads (jobs / scenes, at least 1). Status: complete.

import Foundation

/// Runs `count` independent tasks on up to `jobs` threads.
struct SceneScheduler {
    let count: Int
    let jobs: Int

    /// Threads each scene's frame pipeline may use.
    var threadsPerScene: Int { max(1, jobs / max(1, min(jobs, count))) }

    /// Calls `task(i)` for every i on worker threads and `deliver(i, result)` on the calling thread in order of i.
    func run<T>(_ task: @escaping @Sendable (Int) -> T, deliver: (Int, T) -> Void) {
        let state = SchedulerState<T>()
        let workers = max(1, min(jobs, count))
        for _ in 0..<workers {
            LargeStack.detach {
                while let i = state.claim(count: self.count) {
                    state.finish(i, task(i))
                }
            }
        }
        for i in 0..<count { deliver(i, state.wait(for: i)) }
    }
}

/// Results by index, guarded by one condition variable.
private final class SchedulerState<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private var done: [Int: T] = [:]

    func claim(count: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ i: Int, _ result: T) {
        condition.lock()
        done[i] = result
        condition.broadcast()
        condition.unlock()
    }

    func wait(for i: Int) -> T {
        condition.lock()
        defer { condition.unlock() }
        while done[i] == nil { condition.wait() }
        return done.removeValue(forKey: i)!
    }
}
