// LargeStack.swift: the threads anim does its work on, with stacks sized for the scene limits.
// Rule: docs/ARCHITECTURE.md "Limits are counters" (issue #22): the checker, the evaluator and Layout recurse once
// per level that SceneLimits allows, and a debug build spends up to ~13 KB of stack per checker level (measured:
// 120 nested ZStacks with 3 modifiers each overflowed the 8 MB main thread). The limits are sized for `bytes`, so
// every thread that loads, evaluates or lays out a scene is started here with that much stack (address space
// reserved, not memory used: pages are touched only as deep as the recursion goes). Status: complete for #22.

import Dispatch
import Foundation

/// Runs work on threads with stacks large enough for SceneLimits' deepest recursion.
public enum LargeStack {
    /// 512 MiB of stack: SceneLimits' depths need under 64 MiB in a debug build; the rest is headroom.
    public static let bytes = 512 << 20

    /// Starts `body` on a new thread with a `bytes` stack.
    public static func detach(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = bytes
        thread.start()
    }

    /// Runs `body` on a new thread with a `bytes` stack and waits for its result.
    public static func run<T>(_ body: @escaping () -> T) -> T {
        let box = UncheckedBox<T>()
        let done = DispatchSemaphore(value: 0)
        let work = UncheckedBox<() -> T>()
        work.value = body
        detach {
            box.value = work.value!()
            done.signal()
        }
        done.wait()
        return box.value!
    }
}

/// A value handed between two threads that a semaphore orders.
private final class UncheckedBox<T>: @unchecked Sendable {
    var value: T?
}
