// Parser+DispatchWorkItem.swift: Dispatch's `DispatchWorkItem`, the cancellable block a view keeps to run later
// (`let item = DispatchWorkItem { … }; pending = item; DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute:
// item)`, and `pending?.cancel()` when a newer tap supersedes it), declared in the scene language.
// Rule: Apple: DispatchWorkItem — developer.apple.com/documentation/dispatch/dispatchworkitem: `init(qos:flags:block:)`,
// `perform()`, `cancel()` ("cancellation causes future attempts to execute the work item to return immediately"; it
// does not stop a block already running), `isCancelled`, `wait()`. A work item is a class: every copy is the same
// item, so one cancelled through the copy in a `@State` is cancelled where `asyncAfter` holds it. anim names each
// item by a number the run's evaluator hands out as it is made, and keeps the cancelled numbers with the run's timers
// (Evaluator+Intrinsics), so `cancel()` reaches every copy. `asyncAfter(deadline:execute:)` and `async(execute:)` run
// the item's `perform()` on scene time (Checker+Lifecycle). The QoS and flags change nothing a frame shows.
// Status: complete for the members listed; `notify(queue:execute:)` is not declared.

extension Parser {
    static let dispatchWorkItemNames: Set<String> = ["DispatchWorkItem"]

    static let dispatchWorkItemSource = """
        struct DispatchQoS {
            let rank: Int
            static var unspecified: DispatchQoS { DispatchQoS(rank: 0) }
            static var background: DispatchQoS { DispatchQoS(rank: 1) }
            static var utility: DispatchQoS { DispatchQoS(rank: 2) }
            static var userInitiated: DispatchQoS { DispatchQoS(rank: 4) }
            static var userInteractive: DispatchQoS { DispatchQoS(rank: 5) }
        }
        struct DispatchWorkItemFlags {
            let rank: Int
            static var barrier: DispatchWorkItemFlags { DispatchWorkItemFlags(rank: 1) }
            static var detached: DispatchWorkItemFlags { DispatchWorkItemFlags(rank: 2) }
            static var assignCurrentContext: DispatchWorkItemFlags { DispatchWorkItemFlags(rank: 3) }
            static var noQoS: DispatchWorkItemFlags { DispatchWorkItemFlags(rank: 4) }
            static var inheritQoS: DispatchWorkItemFlags { DispatchWorkItemFlags(rank: 5) }
            static var enforceQoS: DispatchWorkItemFlags { DispatchWorkItemFlags(rank: 6) }
        }
        struct DispatchWorkItem {
            let _key: Int
            let _block: () -> Void
            init(qos: DispatchQoS = .unspecified, flags: [DispatchWorkItemFlags] = [], block: @escaping () -> Void) {
                self._key = _dispatchWorkItemNew()
                self._block = block
            }
            var isCancelled: Bool { _dispatchWorkItemIsCancelled(_key) }
            func cancel() { _dispatchWorkItemCancel(_key) }
            func perform() {
                if !_dispatchWorkItemIsCancelled(_key) { _block() }
            }
            func wait() {}
        }
        """

    /// The declarations of `dispatchWorkItemSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let dispatchWorkItemDeclarations: [Stmt] = prelude(dispatchWorkItemSource)
}
