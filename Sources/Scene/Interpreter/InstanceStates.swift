// InstanceStates.swift: a View struct's `@State` holds one value per instance of the view.
// Rule: Apple: State — developer.apple.com/documentation/swiftui/state ("SwiftUI manages the property's storage"
// for each view; "the value a view's state starts with is only used when the view is first created") and "Identity"
// (WWDC21 "Demystify SwiftUI": state lives as long as the view's identity). The parser hoists each `@State` to one
// global; its value is this table keyed by the identity of the instance (Evaluator.Frame.instance, the identity
// context where the view's body is called), so `ForEach(0..<3) { Dot(delay: 0.2 * Double($0)) }` animates three
// independent states. Status: complete for values, bindings and mutating methods.

/// The values of one `@State` property of a View struct: one per instance, and the value the next new instance starts
/// with.
public struct InstanceStates: Sendable {
    /// The value an instance not yet seen reads: the declaration's initial value, or the argument of the latest
    /// construction (`Dot(up: true)`, `_up = State(initialValue:)`), which only a new instance takes.
    var start: Value
    /// By instance identity (Evaluator.Frame.instance).
    var values: [UInt64: Value] = [:]

    /// `.instanceStates` with `start`: what the state's initialiser and each construction store
    /// (Checker.instanceStateStart).
    static let starting: BuiltinImplementation = { v, _ in .instanceStates(InstanceStates(start: v[0])) }

    /// The value instance `instance` reads; 0 is code outside any view (a scene event), which sees the one instance
    /// when there is one.
    func value(for instance: UInt64) -> Value {
        if instance == 0 { return values.count == 1 ? values.first!.value : start }
        return values[instance] ?? start
    }

    /// Stores a write by `instance`. A new `start` (a construction) leaves existing instances as they are; a write
    /// from outside any view (a scene event) changes every instance.
    mutating func write(_ new: Value, by instance: UInt64) {
        if case .instanceStates(let other) = new {
            start = other.start
        } else if instance == 0 {
            start = new
            for key in values.keys { values[key] = new }
        } else {
            values[instance] = new
        }
    }

    /// Records the value an instance read, so a later construction's `start` does not change it.
    mutating func keep(_ value: Value, for instance: UInt64) {
        if instance != 0 && values[instance] == nil { values[instance] = value }
    }

    /// What tells one state from another when the timeline asks whether a transaction changed anything
    /// (StateRecorder): the start value and every instance whose value differs from it, by identity. Unlike
    /// `interpolated`, two instances that come to agree are still told apart from one that alone changed: the second
    /// of two sibling views setting its own `@State` to the value the first set is a change (Apple: State — each view
    /// instance owns its storage).
    var changeKey: String {
        let start = start.interpolated
        let differing = values.compactMap { key, value -> (UInt64, String)? in
            let text = value.interpolated
            return text == start ? nil : (key, text)
        }
        return start + "|" + differing.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
    }

    /// As string interpolation would print the state: the one value when all instances agree (or there are none),
    /// else the values by instance, in identity order (deterministic: StateRecorder compares these).
    var interpolated: String {
        let distinct = Set(values.values.map(\.interpolated))
        if values.isEmpty { return start.interpolated }
        if distinct.count == 1 { return distinct.first! }
        return "[" + values.sorted { $0.key < $1.key }.map(\.value.interpolated).joined(separator: ", ") + "]"
    }
}
