// Parser+PreviewBody.swift: `#Preview(body: { … })` and `#Preview("name", body: { … })`, the preview macro with its
// closure written as the labelled argument instead of a trailing closure.
// Rule: Apple: Preview(_:body:) — developer.apple.com/documentation/swiftui/preview(_:body:)
// (`#Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View)`); a trailing closure is the last
// argument written after the parentheses (The Swift Programming Language, "Closures": Trailing Closures), so the two
// spellings are the same call. Status: complete.

extension Parser {
    /// Top-level `#Preview(…, body: { … })` calls rewritten to the trailing-closure form the checker reads.
    static func previewBodiesAsTrailingClosures(_ statements: [Stmt]) -> [Stmt] {
        statements.map { statement in
            guard case .expression(let e) = statement.kind,
                case .call(let callee, var arguments, nil, let close) = e.kind,
                callee.identifierName == "#Preview", let last = arguments.last, last.label == "body",
                case .closure(let body) = last.value.kind
            else { return statement }
            arguments.removeLast()
            let call = Expr(.call(callee, arguments, trailingClosure: body, closeParen: close), e.range)
            return Stmt(kind: .expression(call), range: statement.range)
        }
    }
}
