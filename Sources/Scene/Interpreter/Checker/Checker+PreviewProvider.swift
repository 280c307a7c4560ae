// Checker+PreviewProvider.swift: a preview (`#Preview` body or a PreviewProvider's `previews`) that lists several
// views, directly or through a root `Group { … }` / `ForEach`.
// Rule: Apple: PreviewProvider.previews — developer.apple.com/documentation/swiftui/previewprovider/previews: Xcode
// shows each top-level view of `previews` as a preview of its own (`ContentView()` then
// `ContentView().preferredColorScheme(.dark)` are two previews, never one drawn over the other); a root `Group` or
// `ForEach` (`ForEach(ColorScheme.allCases, id: \.self) { ContentView().preferredColorScheme($0) }`) gives one preview
// per view it produces. A scene has one picture, so anim renders the first and says so. Status: complete.

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

    /// Warns where a preview's root is a `Group { … }` or `ForEach`, which produce several views only at run time;
    /// the top level keeps the first (`Routine.keepsFirstView`).
    mutating func warnAboutPreviewContainers(_ body: [Stmt]) {
        for statement in body {
            guard case .expression(let e) = statement.kind, let name = Checker.rootContainerName(e),
                name == "Group" || name == "ForEach", structIndex[name] == nil
            else { continue }
            diagnostics.warning(
                "Xcode shows each view of a root '\(name)' in a preview as a separate preview; anim renders the first",
                at: e.range, hint: "put the views in a VStack to see them together")
        }
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
