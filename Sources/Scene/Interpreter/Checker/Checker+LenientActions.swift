// Checker+LenientActions.swift: side-effect code that names an API anim does not have is skipped with a located
// warning, not an error — the statements of an action (a Button's action, `onAppear`, `onChange`, a timer's block)
// and of a method that returns nothing. Such code persists data, opens URLs, plays sounds, talks to the network or
// to UIKit (`UIApplication.shared.open(url)`, `URLSession.shared.dataTask`, `AVAudioPlayer`): a render never needs
// its effect to draw the view, and most of it runs only after a tap, which a render has none of. The rest of the
// body still runs, so the state changes around it (`withAnimation { … }` beside an unsupported call) still happen.
// Rule: issue #14 ("code that the root never reaches is accepted: an unsupported API … is a warning, not an error"),
// applied per statement of code that carries no pixels. Only errors that name an unknown API are softened
// ("cannot find 'UIApplication' in scope", "value of type 'T' has no member 'm'", an unavailable environment value);
// misspelt names, type mismatches, state-rule errors and a drawing API anim does not draw ("'X' is not supported by
// anim yet") stay errors.
// A skipped statement that declares a name (`let`, `guard`, a nested function) skips the statements after it too,
// since they may read the name.

extension Checker {
    /// Checks `statements` as a body of `kind` in a scope of their own, skipping each top-level statement whose only
    /// errors name an unknown API (one located warning each).
    mutating func checkLenientStatements(_ statements: [Stmt], in kind: StatementContext) -> [Statement] {
        pushScope()
        defer { popScope() }
        var body: [Statement] = []
        for (index, statement) in statements.enumerated() {
            let mark = diagnostics.count
            let errors = diagnostics.errorCount
            let checked = checkStatements([statement], in: kind, opensScope: false)
            guard diagnostics.errorCount > errors else {
                body += checked
                continue
            }
            let raised = diagnostics.entries[mark...].filter { $0.severity == .error }
            // The first error decides: the rest of a statement's errors follow from it (an unknown method's
            // arguments have no types to check against).
            guard let first = raised.first, Checker.namesUnknownAPI(first) else {
                body += checked
                continue
            }
            diagnostics.truncate(to: mark)
            let rest = Checker.declaresName(statement) ? statements.count - index - 1 : 0
            diagnostics.warning(
                "\(first.message): this statement is not run"
                    + (rest > 0 ? ", nor the \(rest) after it" : ""),
                at: first.range,
                hint: "anim skips code it cannot evaluate where it draws nothing; the rest runs")
            if rest > 0 { break }
        }
        return body
    }

    /// An error that names a type, member or environment value anim does not know — not a misspelt name: a
    /// lower-case name not found (`ofset = 1`, `missing()`) and a member with a did-you-mean stay errors, since
    /// pasted code names the frameworks' APIs by their types (`UIApplication.shared`, `URLSession`, `AVAudioPlayer`).
    static func namesUnknownAPI(_ diagnostic: Diagnostic) -> Bool {
        let message = diagnostic.message
        if diagnostic.hint?.contains("did you mean") == true { return false }
        for prefix in ["cannot find type '", "cannot find '"] where message.hasPrefix(prefix) {
            return message.dropFirst(prefix.count).first?.isUppercase == true
        }
        return message.contains(" has no member ")
            || (message.hasPrefix("the environment value ") && message.hasSuffix(" is not available in anim"))
    }

    /// Whether a statement introduces a name the statements after it may read.
    private static func declaresName(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .variable, .guard, .function, .typeAlias: true
        default: false
        }
    }
}
