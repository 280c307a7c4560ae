// Parser+Swap.swift: the standard library's `swap(_:_:)`, which pasted code calls to exchange two variables
// (`swap(&from, &to)` in a converter's "reverse" button).
// Rule: The Swift Standard Library: swap(_:_:) — developer.apple.com/documentation/swift/swap(_:_:)
// (`func swap<T>(_ a: inout T, _ b: inout T)`: "Exchanges the values of the two arguments"). Declared in the scene
// language as a generic function with two inout parameters. Status: complete.

extension Parser {
    static let swapDeclarations = Parser.prelude(
        """
        func swap<T>(_ a: inout T, _ b: inout T) {
            let first = a
            a = b
            b = first
        }
        """)
}

extension Parser {
    /// Whether `statements` declare a free function `name` (the file's own `swap` replaces the library's).
    static func declaresFunction(_ name: String, in statements: [Stmt]) -> Bool {
        statements.contains { statement in
            if case .function(let f) = statement.kind { f.name == name && f.staticOwner == nil } else { false }
        }
    }
}
