// Evaluator+StateWrites.swift: the steps routine calls and state writes share: counting nested calls against
// `maximumCallDepth`, and storing a value in the `@State` a binding reference names (a `Statement.setBinding`, a
// mutating method's write-back).
// Rule: a `@State` changes only while an event runs; a frame's evaluation keeps state as the timeline set it
// (`preset`). Status: complete.

extension Evaluator {
    /// The state a binding reference (a global's index, or an index and a path into it) writes to; nil when it may not
    /// change now: out of range, or a preset `@State` while a frame (not an event) is evaluated.
    func writableState(_ reference: Value) -> (global: Int, instance: UInt64, path: [Int])? {
        let (global, instance, path) = BindingPath.split(reference)
        guard globals.indices.contains(global), !(preset[global] && recorder == nil) else { return nil }
        return (global, instance, path)
    }

    /// A binding to `@State` global `global` as the instance running in `f` sees it (`$x`).
    func stateReference(_ global: Int, _ f: Frame) -> Value {
        if case .instanceStates? = globals[global] { return BindingPath.reference(to: global, instance: f.instance) }
        return .int(global)
    }

    /// The value of the state `target` names (one instance's value of a View's state); nil where there is none.
    func stateValue(at target: (global: Int, instance: UInt64, path: [Int])) -> Value? {
        guard var whole = globals[target.global] else { return nil }
        if case .instanceStates(let s) = whole { whole = s.value(for: target.instance) }
        return target.path.isEmpty ? whole : BindingPath.read(whole, target.path[...])
    }

    /// Stores `new` in the state `target` names (the whole global, or the part at its path; one instance's value of a
    /// View's state).
    mutating func store(_ new: Value, at target: (global: Int, instance: UInt64, path: [Int])) {
        guard var whole = globals[target.global] else {
            if target.path.isEmpty { globals[target.global] = new }
            return
        }
        var states: InstanceStates?
        if case .instanceStates(let s) = whole {
            states = s
            whole = s.value(for: target.instance)
        }
        guard let updated = target.path.isEmpty ? new : BindingPath.write(whole, target.path[...], new) else { return }
        if var states {
            states.write(updated, by: target.instance)
            globals[target.global] = .instanceStates(states)
        } else {
            globals[target.global] = updated
        }
    }

    /// Counts one more nested call (a routine, a closure), or fails past `maximumCallDepth`; `what` names the callee
    /// in the message. The caller decrements `depth` when the call returns.
    mutating func enterCall(
        _ what: String, at range: SourceRange,
        hint: String = "a function that calls itself needs a condition that stops it"
    ) throws(RuntimeFailure) {
        guard depth < Evaluator.maximumCallDepth else {
            throw RuntimeFailure(
                "calls nested more than \(Evaluator.maximumCallDepth) deep in \(what)", at: range, hint: hint)
        }
        depth += 1
    }
}
