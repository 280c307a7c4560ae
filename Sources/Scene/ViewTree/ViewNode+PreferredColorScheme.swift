// ViewNode+PreferredColorScheme.swift: the colour scheme a view tree asks its presentation for.
// Rule: Apple: View.preferredColorScheme(_:) — developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)
// ("the preference flows up to the nearest enclosing presentation, like a popover or a window"): an Xcode preview of
// a view marked `.preferredColorScheme(.dark)` shows it on the dark system background, wherever in the tree the
// modifier is written.

extension ViewNode {
    /// Whether a `preferredColorScheme(.dark)` is written anywhere in the tree (depth first, the first one wins);
    /// nil when no scheme is preferred.
    public var prefersDarkColorScheme: Bool? {
        switch kind {
        case .view(let applied):
            for child in applied.children {
                if let dark = child.prefersDarkColorScheme { return dark }
            }
            return nil
        case .group(let children):
            for child in children {
                if let dark = child.prefersDarkColorScheme { return dark }
            }
            return nil
        case .modified(let content, let modifier):
            if modifier.name == "preferredColorScheme", let value = modifier.argument(nil) {
                if case .absent = value { return nil }
                return value.colorSchemeIsDark
            }
            return content.prefersDarkColorScheme ?? modifier.secondary?.prefersDarkColorScheme
        case .empty:
            return nil
        }
    }
}
