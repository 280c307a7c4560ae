// Checker+Path.swift: the two ways a scene builds a Path in place: `Path { p in p.move(to: …) … }` and
// `var p = Path()` followed by `p.addLine(to: …)` statements.
// Rule: Apple: Path.init(_:) — developer.apple.com/documentation/swiftui/path/init(_:) (the closure receives an
// `inout Path`); Swift's mutating methods on a `var` (The Swift Programming Language, "Methods": "Modifying Value
// Types from Within Instance Methods"), reported on a `let` with swiftc's message. Status: complete for Path (the
// only value type with mutating methods here).

import Geometry

extension Checker {
    /// `Path { p in … }`: the closure's statements run with `p` a fresh mutable Path; the value is `p` afterwards.
    mutating func checkPathBuilder(_ call: CallSite) -> Typed {
        guard let closure = call.trailing, call.arguments.isEmpty else { return .error }
        if closure.parameters.count > 1 {
            diagnostics.error(
                "contextual closure type '(inout Path) -> ()' expects 1 argument, but \(closure.parameters.count) were used in closure body",
                at: closure.range)
            return .error
        }
        pushScope()
        let parameter = closure.parameters.first
        let slot = declareLocal(
            parameter?.name ?? "$0", type: .path, mutable: true, at: parameter?.range ?? closure.range)
        var statements: [Statement] = [.setLocal(slot, .constant(.path(Path())))]
        // The closure returns nothing: `guard … else { return }` ends it early with the path as built so far.
        statements += checkVoidClosureBody(closure.body)
        popScope()
        return Typed(ir: .pathBlock(statements, result: .local(slot)), type: .path)
    }

    /// `p.addLine(to: q)` as a statement, `p` a local Path: the changed path stored back into `p`. Nil when `e` is
    /// not such a call.
    mutating func checkMutatingCall(_ e: Expr) -> Statement? {
        if let call = checkGraphicsContextCall(e) { return call }
        guard case .call(let callee, let arguments, let trailing, let closeParen) = e.kind,
            case .member(let base, let method, _, _) = callee.kind,
            let name = base.identifierName,
            let overloads = Builtins.mutatingPathMethods[method],
            let local = lookupLocal(name), local.type == .path
        else { return nil }
        guard local.isMutable else {
            diagnostics.error(
                "cannot use mutating member on immutable value: '\(name)' is a 'let' constant", at: base.range,
                hint: "change 'let' to 'var' to make it mutable")
            return nil
        }
        let call = CallSite(arguments: arguments, trailing: trailing, closeParen: closeParen, range: e.range)
        let typed = resolve(
            overloads.map { builtinCandidate($0, receiver: .local(local.slot)) }, call, expected: .path)
        return .setLocal(local.slot, typed.ir)
    }
}
