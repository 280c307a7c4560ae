// ViewNode+Limits.swift: the size and depth limits of one frame's view tree (SceneLimits).
// Rule: docs/ARCHITECTURE.md "Limits are counters". Layout recurses once per container and modifier, and every view
// costs memory per frame, so a frame's tree is measured (recursively, never more than the depth limit + 1 levels, on
// the LargeStack threads that run layout too) before Layout sees it.
// Status: complete for issue #22.

extension ViewNode {
    /// The first view past `SceneLimits.maximumViewCount` views or `SceneLimits.maximumViewDepth` levels, with a
    /// message naming the limit; nil when the tree is within both.
    public func limitViolation() -> (range: SourceRange, message: String, hint: String)? {
        // The sizes kept in the nodes say whether a limit is passed; only then is the tree walked for the first node
        // past it (walking every frame's tree was 5 % of a 1000-view frame's evaluation, issue #21).
        guard subtreeCount > SceneLimits.maximumViewCount || subtreeHeight > SceneLimits.maximumViewDepth else {
            return nil
        }
        var count = 0
        guard let (range, tooDeep) = Self.firstPastLimits(self, depth: 1, count: &count) else { return nil }
        if tooDeep {
            return (
                range, "views nested more than \(SceneLimits.maximumViewDepth) levels deep",
                "flatten the containers and modifiers (SceneLimits.maximumViewDepth)"
            )
        }
        return (
            range, "a frame has more than \(SceneLimits.maximumViewCount) views",
            "use fewer views (SceneLimits.maximumViewCount)"
        )
    }

    /// Counts `node` and its subtree in pre-order, last child first (the order of a stack that pushes the children
    /// in order), and returns where a limit is first passed (`tooDeep` when it is the depth). It recurses, but at
    /// most `SceneLimits.maximumViewDepth` + 1 levels: a deeper node is the answer and is not entered. Recursion
    /// walks the tree without copying every node into a pending array (issue #21: that array was 4.6 % of a heavy
    /// frame's render); Layout recurses as deep with far larger frames.
    private static func firstPastLimits(
        _ node: ViewNode, depth: Int, count: inout Int
    ) -> (range: SourceRange, tooDeep: Bool)? {
        count += 1
        if count > SceneLimits.maximumViewCount { return (node.range, false) }
        if depth > SceneLimits.maximumViewDepth { return (node.range, true) }
        switch node.kind {
        case .view(let view):
            let children = view.children
            var i = children.count
            while i > 0 {
                i -= 1
                if let found = firstPastLimits(children[i], depth: depth + 1, count: &count) { return found }
            }
        case .group(let children):
            var i = children.count
            while i > 0 {
                i -= 1
                if let found = firstPastLimits(children[i], depth: depth + 1, count: &count) { return found }
            }
        case .modified(let content, let applied):
            if let secondary = applied.secondary,
                let found = firstPastLimits(secondary, depth: depth + 1, count: &count)
            {
                return found
            }
            return firstPastLimits(content, depth: depth + 1, count: &count)
        case .empty:
            break
        }
        return nil
    }
}
