// Checker+PreviewProvider.swift: a PreviewProvider whose `previews` lists several views.
// Rule: Apple: PreviewProvider.previews — developer.apple.com/documentation/swiftui/previewprovider/previews: Xcode
// shows each top-level view of `previews` as a preview of its own (`ContentView()` then
// `ContentView().preferredColorScheme(.dark)` are two previews, never one drawn over the other). A scene has one
// picture, so anim renders the first and says so where the second begins. Status: complete.

extension Checker {
    /// The statements of a `previews` body up to its first view, with a warning at the second view when there is
    /// one; `body` unchanged otherwise.
    mutating func firstProviderPreview(_ body: [Stmt]) -> [Stmt] {
        let views = body.indices.filter { if case .expression = body[$0].kind { true } else { false } }
        guard views.count > 1 else { return body }
        diagnostics.warning(
            "Xcode shows each view of 'previews' as a separate preview; anim renders the first",
            at: body[views[1]].range,
            hint: "put the views in a VStack to see them together, or move the one to render first")
        return Array(body[...views[0]])
    }
}
