// Intrinsic.swift: checked operations that run closures or read the evaluator's own state: the higher-order array
// methods (`map`, `filter`, `reduce`, `sorted(by:)`, `contains(where:)`, `first(where:)`, `allSatisfy`), `UUID()`
// and the random draws.
// Rule: The Swift Standard Library's Sequence and Array methods (developer.apple.com/documentation/swift/array);
// a closure's parameters are local slots of the enclosing routine, bound per element (an element that is a tuple is
// spread over several parameters, as `{ index, item in … }` over `enumerated()` does). Status: complete for issue #14.

/// An operation evaluated by Evaluator+Intrinsics.
indirect enum Intrinsic: Sendable {
    case map(IR, slots: [Int], body: IR)
    case filter(IR, slots: [Int], body: IR)
    /// `reduce(initial) { accumulator, element in … }`: `slots[0]` is the accumulator.
    case reduce(IR, initial: IR, slots: [Int], body: IR)
    /// `sorted(by:)`: `slots` are the two compared elements.
    case sorted(IR, slots: [Int], body: IR)
    case containsWhere(IR, slots: [Int], body: IR)
    /// `first(where:)`: the element or `.absent`.
    case firstWhere(IR, slots: [Int], body: IR)
    case allSatisfy(IR, slots: [Int], body: IR)
    /// `UUID()`: unique per call site (`salt`) and per place in the evaluation (calls, loop elements).
    case uuid(salt: UInt64)
    /// `Double.random(in: a...b)` / `a..<b`.
    case randomDouble(IR, IR)
    /// `Int.random(in: a..<b)` / `a...b` (a range value).
    case randomInt(IR)
    case randomBool
    /// `array.randomElement()`: an element or `.absent`.
    case randomElement(IR)
    case shuffled(IR)
    /// `@Environment(\.key)`: the value the nearest enclosing `.environment(\.key, …)` set, else `system`.
    case environment(String, system: Value)
    /// `.environment(\.key, value)` around `body`: `body` is evaluated with the key set (EnvironmentValues.swift).
    case withEnvironment(String, value: IR, body: IR)
    /// A closure used as a value (`let action: () -> Void`): its parameters' slots and body, capturing this frame
    /// (ClosureValue.swift).
    case makeClosure(parameters: [Int], body: [Statement])
    /// Calls a closure value with arguments (`action()`, `transform(60)`).
    case callClosure(IR, [IR], SourceRange)
    /// Calls a mutating method (or a class's method) and stores the changed receiver in `target`
    /// (Evaluator+MutatingMethods).
    case mutatingCall(Int, receiver: IR, [IR], target: MutationTarget, SourceRange)
    /// Calls a function with `inout` parameters and writes each one's last value back to its `&x` argument
    /// (Checker+InOut, Evaluator.call).
    case inOutCall(Int, receiver: IR?, [IR], [InOutWrite], SourceRange)
    /// A new `DispatchWorkItem`'s number, unique in the run (Parser+DispatchWorkItem).
    case workItemNew
    /// `item.cancel()`: the numbered item never runs after this.
    case workItemCancel(IR)
    /// `item.isCancelled`.
    case workItemIsCancelled(IR)
}
