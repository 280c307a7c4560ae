// Parser+NavigationPath.swift: `@State private var path = NavigationPath()`, the type-erased list of a
// NavigationStack's pushed values, as a value type that counts them: `append(_:)`, `removeLast(_:)`, `count`,
// `isEmpty` and `init()` work, so a view that drives its state from the path's length renders; the values themselves
// only ever reach `navigationDestination(for:)`, which is inert (SwiftUIModifierCatalog.swift), so they are not kept.
// Rule: Apple: NavigationPath — developer.apple.com/documentation/swiftui/navigationpath (`init()`, `append(_:)`,
// `removeLast(_:)`, `count`, `isEmpty`; `append<V: Hashable>(_ value: V)`, read as `some Hashable`). Status: complete
// for these members; `removeLast(k)` past the start empties the path where SwiftUI traps.

extension Parser {
    static let navigationPathSource = """
        struct NavigationPath {
            var count: Int = 0
            var isEmpty: Bool { count == 0 }
            init() {}
            mutating func append(_ value: some Hashable) { count += 1 }
            mutating func removeLast(_ k: Int = 1) { count = max(count - k, 0) }
        }
        """

    /// The declarations of `navigationPathSource`, placed nowhere in the user's file (empty ranges).
    static let navigationPathDeclarations: [Stmt] = prelude(navigationPathSource)
}
