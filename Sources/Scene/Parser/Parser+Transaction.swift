// Parser+Transaction.swift: SwiftUI's `Transaction` as a value, for code that builds one
// (`var t = Transaction(); t.animation = .spring(); withTransaction(t) { … }`) or changes one in
// `.transaction { $0.animation = nil }` (Checker+Transaction).
// Rule: Apple: Transaction — developer.apple.com/documentation/swiftui/transaction ("The context of the current state-
// processing update": `init()`, `init(animation:)`, `animation`, `disablesAnimations`, `isContinuous`). Status:
// complete for these members; `disablesAnimations` is kept but changes nothing (Checker+Transaction).

extension Parser {
    static let transactionSource = """
        struct Transaction {
            var animation: Animation? = nil
            var disablesAnimations: Bool = false
            var isContinuous: Bool = false
            init() {}
            init(animation: Animation?) { self.animation = animation }
        }
        """

    /// The declarations of `transactionSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let transactionDeclarations: [Stmt] = prelude(transactionSource)
}
