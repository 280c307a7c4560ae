// ViewNode+Limits.swift: the size and depth limits of one frame's view tree (SceneLimits).
// Rule: docs/ARCHITECTURE.md "Limits are counters". Layout recurses once per container and modifier, and every view
// costs memory per frame, so a frame's tree is measured (iteratively, with an explicit stack) before Layout sees it.
// Status: complete for issue #22.

extension ViewNode {
    /// The first view past `SceneLimits.maximumViewCount` views or `SceneLimits.maximumViewDepth` levels, with a
    /// message naming the limit; nil when the tree is within both.
    public func limitViolation() -> (range: SourceRange, message: String, hint: String)? {
        var pending: [(node: ViewNode, depth: Int)] = [(self, 1)]
        var count = 0
        while let (node, depth) = pending.popLast() {
            count += 1
            if count > SceneLimits.maximumViewCount {
                return (
                    node.range, "a frame has more than \(SceneLimits.maximumViewCount) views",
                    "use fewer views (SceneLimits.maximumViewCount)"
                )
            }
            if depth > SceneLimits.maximumViewDepth {
                return (
                    node.range, "views nested more than \(SceneLimits.maximumViewDepth) levels deep",
                    "flatten the containers and modifiers (SceneLimits.maximumViewDepth)"
                )
            }
            switch node.kind {
            case .view(let view):
                for child in view.children { pending.append((child, depth + 1)) }
            case .group(let children):
                for child in children { pending.append((child, depth + 1)) }
            case .modified(let content, let applied):
                pending.append((content, depth + 1))
                if let secondary = applied.secondary { pending.append((secondary, depth + 1)) }
            case .empty:
                break
            }
        }
        return nil
    }
}
