// BodyUpdates.swift: work a view's body schedules while it is evaluated, run after the update.
// Rule: Apple: State — developer.apple.com/documentation/swiftui/state ("don't modify state during view update").
// A body reads the state of the update it belongs to, and a `@State` write made while it runs is dropped: SwiftUI's
// state storage ignores a set while its graph is updating and logs "Modifying state during view update, this will
// cause undefined behavior" (OpenSwiftUI StoredLocation.swift, `StoredLocationBase.set`, audited for RELEASE_2024),
// so the value the body wrote never shows (the Evaluator computes it and drops it). Work a body schedules
// (`DispatchQueue.main.async { offset = proxy.frame(in: .global).minY }`, `Task { … }`, the pre-iOS-17 scroll-offset
// reader) runs after the update as a transaction of its own at the same scene time, and the views are evaluated
// again with its state, as SwiftUI's attribute graph re-runs the bodies that read it — until nothing changes, at
// most `maximumPasses` times (TimelineRunner). Status: complete for `@State` writes (direct, dropped; through work
// scheduled from a body or from a GeometryReader's content, applied).

import Foundation

/// Where the evaluator of a body (and its copies that build a GeometryReader's content at layout time) hand over
/// the work they schedule; shared by reference, so copies report to the timeline (TimelineRunner).
final class BodyUpdates: @unchecked Sendable {
    /// How many times the views are evaluated again at one scene time because work their bodies scheduled changed
    /// the state; one more is reported (a body that always changes what it reads would otherwise never settle).
    static let maximumPasses = 8

    private let lock = NSLock()
    private var work: [(key: UInt64, work: ScheduledWork)] = []

    private var phaseReceivers: [Int: (value: Value, instance: UInt64)] = [:]

    /// A phase animator (by its hidden global) whose `animation:` closure reads its view met in instance `value`
    /// while the views were collected: its plan runs the closure with that instance (PhaseCyclePlan).
    func meet(_ animator: Int, _ value: Value, instance: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        phaseReceivers[animator] = (value, instance)
    }

    /// The instance a phase animator's view last met (`meet`), if any.
    func phaseReceiver(_ animator: Int) -> (value: Value, instance: UInt64)? {
        lock.lock()
        defer { lock.unlock() }
        return phaseReceivers[animator]
    }

    /// Work a body scheduled, under `key` (its site and the identity around it): content laid out several times
    /// reports the same work each time, and only the last report counts.
    func schedule(_ scheduled: ScheduledWork, key: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        work.append((key, scheduled))
    }

    /// The work reported since the last call (once per key, in first-report order).
    func take() -> [ScheduledWork] {
        lock.lock()
        defer { lock.unlock() }
        var last: [UInt64: ScheduledWork] = [:]
        var order: [UInt64] = []
        for (key, item) in work {
            if last[key] == nil { order.append(key) }
            last[key] = item
        }
        defer { work = [] }
        return order.compactMap { last[$0] }
    }
}

extension Value {
    /// Whether this is a View's per-instance state table: what a view's construction stores (InstanceStates).
    var isInstanceStates: Bool {
        if case .instanceStates = self { return true }
        return false
    }
}
