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
// A skipped statement that declares a name (`let`, `guard let`) leaves the name undeclared: a later statement that
// fails on it is skipped too, under the declaration's warning. In an initialiser, only statements that cannot leave a stored
// property unset are skipped (calls, locals, and assignments into a type's static state such as UIKit's
// `UITableView.appearance().backgroundColor = .clear`): an assignment to a property stays an error.

extension Checker {
    /// Checks `statements` as a body of `kind` in a scope of their own, skipping each top-level statement whose first
    /// error names an unknown API (one located warning each). `initializer`: only statements that assign no stored
    /// property may be skipped.
    mutating func checkLenientStatements(
        _ statements: [Stmt], in kind: StatementContext, initializer: Bool = false
    ) -> [Statement] {
        pushScope()
        defer { popScope() }
        var body: [Statement] = []
        var undeclared: Set<String> = []
        for statement in statements {
            let mark = diagnostics.count
            let errors = diagnostics.errorCount
            let checked = checkStatements([statement], in: kind, opensScope: false)
            guard diagnostics.errorCount > errors else {
                body += checked
                continue
            }
            // The first error decides: the rest of a statement's errors follow from it (an unknown method's
            // arguments have no types to check against).
            let first = diagnostics.entries[mark...].first { $0.severity == .error }
            guard let first, Checker.namesUnknownAPI(first, orOneOf: undeclared),
                !initializer || Checker.leavesPropertiesAlone(statement, undeclared: undeclared)
            else {
                body += checked
                continue
            }
            diagnostics.truncate(to: mark)
            // A skipped declaration's name is not declared: what reads it fails, and is skipped in turn — silently,
            // as the declaration's warning already covers it.
            let follows = undeclared.contains { first.message.hasPrefix("cannot find '\($0)'") }
            for name in Checker.declaredNames(statement) {
                undeclared.insert(name)
                context.scopes[context.scopes.count - 1][name] = nil
            }
            if follows { continue }
            diagnostics.warning(
                "\(first.message): this statement is not run", at: first.range,
                hint: "anim skips code it cannot evaluate where it draws nothing; the rest runs")
        }
        return body
    }

    /// An error that names a type, member or environment value anim does not know — not a misspelt name: a
    /// lower-case name not found (`ofset = 1`, `missing()`) and a member with a did-you-mean stay errors, since
    /// pasted code names the frameworks' APIs by their types (`UIApplication.shared`, `URLSession`, `AVAudioPlayer`).
    /// A name in `undeclared` is a local whose declaration was skipped.
    static func namesUnknownAPI(_ diagnostic: Diagnostic, orOneOf undeclared: Set<String> = []) -> Bool {
        let message = diagnostic.message
        let suggested = diagnostic.hint?.contains("did you mean") == true
        for prefix in ["cannot find type '", "cannot find '"] where message.hasPrefix(prefix) {
            let name = message.dropFirst(prefix.count).prefix { $0 != "'" }
            if undeclared.contains(String(name)) { return true }
            // A framework's class prefix (`UITableView`, `AVAudioPlayer`, `CLLocationManager`) names an API even where
            // a SwiftUI name is a few edits away (`TabView`).
            let prefixed = name.prefix(2).allSatisfy(\.isUppercase) && name.dropFirst(2).first?.isUppercase == true
            return name.first?.isUppercase == true && (!suggested || prefixed)
        }
        if suggested { return false }
        return message.contains(" has no member ")
            || (message.hasPrefix("the environment value ") && message.hasSuffix(" is not available in anim"))
    }

    /// The names a statement declares for the statements after it.
    static func declaredNames(_ statement: Stmt) -> [String] {
        switch statement.kind {
        case .variable(let declaration): [declaration.name]
        case .guard(let conditions, _): boundNames(conditions)
        default: []
        }
    }

    /// The names the optional bindings of a condition list (`if let x`, `guard let x`, `while let x`) declare.
    static func boundNames(_ conditions: [Expr]) -> [String] {
        conditions.compactMap { if case .optionalBinding(let name, _, _) = $0.kind { name } else { nil } }
    }

    /// Whether skipping `statement` in an initialiser leaves every stored property as it was: a call, a local, or an
    /// assignment into a type (`UINavigationBar.appearance().tintColor = …`) or into a skipped local.
    private static func leavesPropertiesAlone(_ statement: Stmt, undeclared: Set<String>) -> Bool {
        switch statement.kind {
        case .expression, .variable: return true
        case .assignment(let target, _, _, _):
            guard let name = assignedRoot(target).identifierName else { return false }
            return name.first?.isUppercase == true || undeclared.contains(name)
        default: return false
        }
    }

    /// The expression an assignment's target is reached from: `UITableView` of
    /// `UITableView.appearance().backgroundColor`, `a` of `a.b[0]!.c`.
    private static func assignedRoot(_ target: Expr) -> Expr {
        switch target.kind {
        case .member(let base, _, _, _), .subscript(let base, _), .forceUnwrap(let base), .optionalChain(let base),
            .optionalChainRoot(let base), .call(let base, _, _, _):
            assignedRoot(base)
        default: target
        }
    }
}
