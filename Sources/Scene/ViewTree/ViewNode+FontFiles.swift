// ViewNode+FontFiles.swift: font files named by `.custom("Fonts/Name.ttf", size:)` resolved against the scene file.
// Rule: issue #5 (a font file path is relative to the scene file, as the scene's own path is). Status: complete.

extension ViewNode {
    /// The tree with every relative `.file` font path in a `.font` modifier made relative to `directory` instead
    /// of the working directory. Absolute paths are kept.
    func resolvingFontFiles(in directory: String) -> ViewNode {
        switch kind {
        case .shape, .color, .text, .spacer, .empty:
            return self
        case .stack(let axis, let alignment, let spacing, let children):
            let resolved = children.map { $0.resolvingFontFiles(in: directory) }
            return ViewNode(.stack(axis, alignment: alignment, spacing: spacing, children: resolved), range: range)
        case .group(let children):
            return ViewNode(.group(children.map { $0.resolvingFontFiles(in: directory) }), range: range)
        case .modified(let content, let modifier):
            let inner = content.resolvingFontFiles(in: directory)
            let resolved: Modifier
            switch modifier {
            case .text(.font(var font)):
                if case .file(let path, let size) = font.base, !path.hasPrefix("/") {
                    font.base = .file(path: directory + "/" + path, size: size)
                }
                resolved = .text(.font(font))
            case .background(let v, let a): resolved = .background(v.resolvingFontFiles(in: directory), alignment: a)
            case .overlay(let v, let a): resolved = .overlay(v.resolvingFontFiles(in: directory), alignment: a)
            default: resolved = modifier
            }
            return ViewNode(.modified(inner, resolved), range: range)
        }
    }

    /// The directory part of a file path (`"."` when it has none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
