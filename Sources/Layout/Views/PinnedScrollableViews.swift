// PinnedScrollableViews.swift: the `pinnedViews:` parameter of LazyVStack, LazyHStack, LazyVGrid and LazyHGrid.
// Rule: Apple: PinnedScrollableViews — developer.apple.com/documentation/swiftui/pinnedscrollableviews (an OptionSet
// of `.sectionHeaders` and `.sectionFooters`: a lazy container's section headers or footers stay pinned to the
// bounds of the enclosing scroll view while it scrolls), and LazyHGrid.init(rows:alignment:spacing:pinnedViews:
// content:). Pinning moves a header only once the content has scrolled past it; at scroll offset 0, the only offset a
// still of a lazy container shows, a pinned header sits where it sits unpinned, so anim accepts the set (a member or
// an array literal of members, as Swift writes an OptionSet) and lays the container out as without it.

import Scene

enum PinnedScrollableViews {
    /// The set's members.
    static let members = ["sectionHeaders", "sectionFooters"]

    /// Initialiser `name` without `pinnedViews:` and with it written as a member or as an array of members: the
    /// `leading` parameters, then `pinnedViews:`, then the content; `make` gets the leading values and the content.
    static func overloads(
        _ name: String, _ leading: [BuiltinParameter],
        _ make: @escaping @Sendable ([Value], [ViewNode]) -> (any PrimitiveView, [ViewNode])
    ) -> [BuiltinFunction] {
        let member = SceneType.enumeration("PinnedScrollableViews")
        return [
            .view(name, leading + [contentParameter]) { v in
                make(Array(v.prefix(leading.count)), v[leading.count].views)
            }
        ]
            + [member, .array(member)].map { kind in
                .view(name, leading + [arg("pinnedViews", kind), contentParameter]) { v in
                    make(Array(v.prefix(leading.count)), v[leading.count + 1].views)
                }
            }
    }
}
