// MutationTarget.swift: where a mutating method's changed instance is stored after the call
// (Checker+MutatingMethods, Evaluator+MutatingMethods).

/// The storage of a mutating call's receiver.
enum MutationTarget: Sendable {
    /// A `@State` (or `@StateObject`) global.
    case global(Int)
    /// The state a binding refers to (`@ObservedObject`, `@Bindable`, `@Binding`).
    case binding(IR)
    /// A `var` local.
    case local(Int)
    /// A stored property of `self` in a mutating method.
    case selfProperty(Int)
    /// `self` itself (a mutating method calling another).
    case selfFields
    /// No storage: the change is dropped.
    case none
}
