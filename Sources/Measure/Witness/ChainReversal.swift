// ChainReversal.swift: the control experiment: each marker's chain written in the other order.
// Rule: seed 000 ("the second member of each pair is the same two modifiers swapped … it is the experiment, and it is
// the control"). Status: complete.

import Scene

enum ChainReversal {
    /// `root` with every marker's chain reversed. A marker's chain is the run of offset, rotationEffect,
    /// scaleEffect, padding and frame modifiers written after its core (the shape, its fill, and the first fixed
    /// frame that sizes it), up to the first modifier of another kind (usually `.position`).
    static func reversed(_ node: ViewNode) -> ViewNode {
        switch node.kind {
        case .empty:
            return node
        case .view(var view):
            guard !view.children.isEmpty else { return node }
            view.children = view.children.map(reversed)
            return ViewNode(view, range: node.range)
        case .group(let children):
            return ViewNode(.group(children.map(reversed)), range: node.range)
        case .modified:
            // Unwrap the whole modifier run: base plus modifiers innermost first.
            var mods: [(AppliedModifier, ViewNode)] = []
            var n = node
            while case .modified(let content, let modifier) = n.kind {
                mods.append((modifier, n))
                n = content
            }
            mods.reverse()
            guard case .view(let leaf) = n.kind, case .shape = WrittenView(leaf) else {
                // Not a marker chain: rebuild with reversed secondaries and content.
                var rebuilt = reversed(n)
                for (m, original) in mods { rebuilt = rebuilt.modified(reversedSecondary(m), range: original.range) }
                return rebuilt
            }
            var core = 0
            while core < mods.count {
                let m = WrittenModifier(mods[core].0)
                if case .fill = m {
                    core += 1
                    continue
                }
                if case .foregroundStyle = m {
                    core += 1
                    continue
                }
                if case .frame(let w, let h, _) = m, w != nil, h != nil { core += 1 }
                break
            }
            var end = core
            while end < mods.count, WrittenModifier(mods[end].0).isChainStep { end += 1 }
            var order = Array(mods[..<core]) + Array(mods[core..<end].reversed()) + Array(mods[end...])
            order = order.map { ($0.0, $0.1) }
            var rebuilt = n
            for (m, original) in order { rebuilt = rebuilt.modified(reversedSecondary(m), range: original.range) }
            return rebuilt
        }
    }

    /// A background's or overlay's own markers are reversed too.
    private static func reversedSecondary(_ m: AppliedModifier) -> AppliedModifier {
        guard m.name == "background" || m.name == "overlay", let v = m.secondary else { return m }
        return m.with(secondary: reversed(v))
    }
}
