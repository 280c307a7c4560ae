// ViewNode+Files.swift: files named by a scene (`.custom("Fonts/Name.ttf", size:)`) resolved against the scene file.
// Rule: issue #5 (a file path is relative to the scene file, as the scene's own path is). Status: complete.

extension ViewNode {
    /// The tree with every relative file path in its modifiers (ViewModifier.resolvingFiles) made relative to
    /// `directory` instead of the working directory. Absolute paths are kept.
    func resolvingFiles(in directory: String) -> ViewNode {
        var node = self
        switch kind {
        case .empty:
            return self
        case .view(var view):
            view.view = view.view.resolvingFiles(in: directory)
            view.children = view.children.map { $0.resolvingFiles(in: directory) }
            node.kind = .view(view)
        case .group(let children):
            node.kind = .group(children.map { $0.resolvingFiles(in: directory) })
        case .modified(let content, var applied):
            applied.modifier = applied.modifier.resolvingFiles(in: directory)
            applied.secondary = applied.secondary?.resolvingFiles(in: directory)
            node.kind = .modified(content.resolvingFiles(in: directory), applied)
        }
        return node
    }

    /// The directory part of a file path (`"."` when it has none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
