// HeaderProminence.swift: `headerProminence(_:)`, the prominence of list section headers.
// Rule: Apple: View.headerProminence(_:) — developer.apple.com/documentation/swiftui/view/headerprominence(_:) ("sets
// the header prominence for this view"), Prominence — developer.apple.com/documentation/swiftui/prominence
// (`.standard`, `.increased`: "the increased prominence level" of a header). Written on a Section it styles that
// section's header; written above a List, every section's. [UNCONF: the look as observed on iOS 17: an increased header
// is set in title 3 semibold in the primary label colour, not upper-cased, where a standard grouped header is the
// upper-cased grey footnote of ListView.swift.]

import Scene

struct HeaderProminence: LayoutModifier {
    var increased: Bool

    static let declarations = [
        ModifierDeclaration(
            "headerProminence",
            [
                .modifier("headerProminence", [arg(nil, .enumeration("Prominence"))]) { v in
                    guard case .enumeration(_, let name) = v[0] else { return HeaderProminence(increased: false) }
                    return HeaderProminence(increased: name == "increased")
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.prominentHeaders = increased
        c.place(content, .same, environment: env, into: &out)
    }

    /// `node` without the `headerProminence` modifiers written on it, and the prominence the nearest one sets (nil:
    /// none written): how a List finds the Section inside `Section { … }.headerProminence(.increased)`.
    static func peeled(_ node: ViewNode) -> (node: ViewNode, increased: Bool?) {
        var node = node
        var increased: Bool?
        while case .modified(let content, let applied) = node.kind, let prominence = applied.modifier as? Self {
            if increased == nil { increased = prominence.increased }
            node = content
        }
        return (node, increased)
    }
}
