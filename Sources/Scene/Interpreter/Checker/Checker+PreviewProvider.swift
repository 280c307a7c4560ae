// Checker+PreviewProvider.swift: a preview (`#Preview` body or a PreviewProvider's `previews`) that lists several
// views, directly or through a root `Group { … }` / `ForEach`.
// Rule: Apple: PreviewProvider.previews — developer.apple.com/documentation/swiftui/previewprovider/previews: Xcode
// shows each top-level view of `previews` as a preview of its own (`ContentView()` then
// `ContentView().preferredColorScheme(.dark)` are two previews, never one drawn over the other); a root `Group` or
// `ForEach` (`ForEach(ColorScheme.allCases, id: \.self) { ContentView().preferredColorScheme($0) }`) gives one preview
// per view it produces. A scene has one picture, so anim renders the first of `previews`, and the first of a root
// Group's views, and says so; a root ForEach's views are stacked vertically (with a warning), as the root of a hosting
// view lays out several views (the root of `#Preview`, of ContentView's body: an implicit VStack). Status: complete.

extension Checker {
    /// The statements of a preview body up to its first view, with a warning at the second view when there is
    /// one; `body` unchanged otherwise. `name` names the preview in the warning.
    mutating func firstPreview(_ body: [Stmt], of name: String) -> [Stmt] {
        let views = body.indices.filter { if case .expression = body[$0].kind { true } else { false } }
        guard views.count > 1 else { return body }
        diagnostics.warning(
            "Xcode shows each view of '\(name)' as a separate preview; anim renders the first",
            at: body[views[1]].range,
            hint: "put the views in a VStack to see them together, or move the one to render first")
        return Array(body[...views[0]])
    }

    /// A PreviewProvider's root `Group { A; B }` (with its modifiers) reduced to its first view, `Group { A }`, with a
    /// warning: Xcode shows each as a separate preview, so a layout written for a whole screen gets one (stacking them
    /// in one screen squeezed each to half). A root `ForEach` is stacked vertically (`implicitStack`), with a warning.
    mutating func firstOfPreviewContainers(_ body: [Stmt]) -> [Stmt] {
        body.map { statement in
            guard case .expression(let e) = statement.kind, let name = Checker.rootContainerName(e),
                name == "Group" || name == "ForEach", structIndex[name] == nil
            else { return statement }
            if name == "Group", let (first, second) = Checker.firstOfRootGroup(e) {
                diagnostics.warning(
                    "Xcode shows each view of a root 'Group' in 'previews' as a separate preview; anim renders the first",
                    at: second, hint: "move the view to render first")
                return Stmt(kind: .expression(first), range: statement.range)
            }
            if name == "ForEach" {
                diagnostics.warning(
                    "Xcode shows each view of a root 'ForEach' in 'previews' as a separate preview; anim stacks them vertically",
                    at: e.range, hint: "keep one view in 'previews' to render only it")
            }
            return statement
        }
    }

    /// `Group { A; B … }.modifiers` as `Group { A }.modifiers` and the range of `B`; nil when the group has one view.
    static func firstOfRootGroup(_ e: Expr) -> (Expr, SourceRange)? {
        switch e.kind {
        case .call(let callee, let arguments, let trailing?, let close) where callee.identifierName == "Group":
            let views = trailing.body.indices.filter {
                if case .expression = trailing.body[$0].kind { true } else { false }
            }
            guard views.count > 1 else { return nil }
            var closure = trailing
            closure.body = Array(trailing.body[...views[0]])
            return (
                Expr(.call(callee, arguments, trailingClosure: closure, closeParen: close), e.range),
                trailing.body[views[1]].range
            )
        case .call(let callee, let arguments, let trailing, let close):
            guard case .member(let base, let name, let nameRange, let dot) = callee.kind,
                let (first, second) = firstOfRootGroup(base)
            else { return nil }
            let member = Expr(.member(first, name, nameRange: nameRange, dot: dot), callee.range)
            return (Expr(.call(member, arguments, trailingClosure: trailing, closeParen: close), e.range), second)
        case .member(let base, let name, let nameRange, let dot):
            guard let (first, second) = firstOfRootGroup(base) else { return nil }
            return (Expr(.member(first, name, nameRange: nameRange, dot: dot), e.range), second)
        default:
            return nil
        }
    }

    /// A header-less root's statements with its views in a `VStack`: the root of a hosting view lays several views
    /// out as an implicit vertical stack (a body or `#Preview` listing two Texts shows them one above the other), and a
    /// single view is sized and placed by a one-child VStack exactly as on its own. Declarations before the first
    /// view (`@Previewable @State var x = 0`) stay outside; a body with an explicit `return` is left as it is.
    static func implicitStack(_ body: [Stmt]) -> [Stmt] {
        guard !hasExplicitReturn(body),
            let first = body.firstIndex(where: { if case .expression = $0.kind { true } else { false } })
        else { return body }
        let views = Array(body[first...])
        let range = views[0].range.union(views[views.count - 1].range)
        return Array(body[..<first]) + [Stmt(kind: .expression(implicitStack(views, range)), range: range)]
    }

    /// `VStack { statements }` at `range`.
    static func implicitStack(_ statements: [Stmt], _ range: SourceRange) -> Expr {
        Expr(
            .call(
                Expr(.identifier("VStack"), range), [],
                trailingClosure: Closure(parameters: [], hasParameterClause: false, body: statements, range: range),
                closeParen: nil), range)
    }

    /// The view initialiser under an expression's modifiers: `Group` in `Group { … }.padding()`.
    static func rootContainerName(_ e: Expr) -> String? {
        var e = e
        while true {
            switch e.kind {
            case .call(let callee, _, _, _):
                if let name = callee.identifierName { return name }
                guard case .member(let base, _, _, _) = callee.kind else { return nil }
                e = base
            case .member(let base, _, _, _):
                e = base
            default:
                return nil
            }
        }
    }
}
