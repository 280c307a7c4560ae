// Evaluator+LazyStatics.swift: a type's static stored property gets its value on its first read, not where it is
// declared.
// Rule: The Swift Programming Language, "Properties": Type Properties — "Stored type properties are lazily initialized
// on their first access. They're guaranteed to be initialized only once"
// (docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Type-Properties). So a View's
// `@State private var count = Self.load()` may call a static function that reads `UserDefaults.standard`, or another
// type's static declared further down the file, before the top level reaches either declaration. The checker gives
// each static's initial value a routine of its own (`Routine.initializes`) instead of a statement of the top level;
// the first read of the static in an evaluation runs it and keeps the value, so later reads see the same value (one
// object for `static let shared = Model()`). Status: complete for stored statics (`@State` statics keep their start).

extension Evaluator {
    /// The value of static `index` on its first read: its initialiser routine's result, kept in `globals`; a global
    /// with no such routine (a top-level variable read before the top level reached it) is a located failure.
    @inline(never)
    mutating func initializeStatic(
        _ index: Int, _ name: String, _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        // The initialisers are the last routines (Checker.check).
        guard let routine = routines.lastIndex(where: { $0.initializes == index }) else {
            throw Evaluator.uninitialized(name, at: range)
        }
        let value = try call(routine, receiver: nil, arguments: [], range: range, &f)
        globals[index] = value
        return value
    }
}
