// ViewNode+PreferredColorScheme.swift: the colour scheme a view tree asks its presentation for, and the depth-first
// search of the modifiers written in a tree that such upward-flowing preferences use.
// Rule: Apple: View.preferredColorScheme(_:) — developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)
// ("the preference flows up to the nearest enclosing presentation, like a popover or a window"): an Xcode preview of
// a view marked `.preferredColorScheme(.dark)` shows it on the dark system background, wherever in the tree the
// modifier is written.

extension ViewNode {
    /// Whether a `preferredColorScheme(.dark)` is written anywhere in the tree (depth first, the first one wins);
    /// nil when no scheme is preferred.
    public var prefersDarkColorScheme: Bool? {
        let preferred: Bool?? = firstModifierValue { modifier in
            guard modifier.name == "preferredColorScheme", let value = modifier.argument(nil) else { return nil }
            if case .absent = value { return .some(nil) }
            return .some(value.colorSchemeIsDark)
        }
        return preferred ?? nil
    }

    /// The first non-nil `read` of a modifier in the tree, depth first: a modifier before the view it wraps, then
    /// (when `secondaries`) the background/overlay view it draws.
    public func firstModifierValue<T>(secondaries: Bool = true, _ read: (AppliedModifier) -> T?) -> T? {
        switch kind {
        case .view(let applied):
            for child in applied.children {
                if let found = child.firstModifierValue(secondaries: secondaries, read) { return found }
            }
            return nil
        case .group(let children):
            for child in children {
                if let found = child.firstModifierValue(secondaries: secondaries, read) { return found }
            }
            return nil
        case .modified(let content, let modifier):
            if let found = read(modifier) { return found }
            if let found = content.firstModifierValue(secondaries: secondaries, read) { return found }
            return secondaries ? modifier.secondary?.firstModifierValue(secondaries: secondaries, read) : nil
        case .empty:
            return nil
        }
    }
}
