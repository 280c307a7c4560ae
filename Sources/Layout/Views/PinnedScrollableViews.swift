// PinnedScrollableViews.swift: the `pinnedViews:` parameter of LazyVStack, LazyHStack, LazyVGrid and LazyHGrid.
// Rule: Apple: PinnedScrollableViews — developer.apple.com/documentation/swiftui/pinnedscrollableviews (an OptionSet
// of `.sectionHeaders` and `.sectionFooters`: a lazy container's section headers or footers stay pinned to the
// bounds of the enclosing scroll view while it scrolls), and LazyHGrid.init(rows:alignment:spacing:pinnedViews:
// content:). Pinning moves a header only once the content has scrolled past it: at scroll offset 0 a pinned header
// sits where it sits unpinned. The set is written as a member or an array literal of members, as Swift writes an
// OptionSet. A lazy grid scrolled by `scrollPosition` keeps its pinned section headers (footers) at the scroll view's
// top or leading (bottom or trailing) edge while their section is in view (LazyGrid+Section.swift); the lazy stacks
// accept the set and draw as without it.

import Scene

struct PinnedScrollableViews: Equatable {
    var headers = false
    var footers = false

    /// The set's members.
    static let members = ["sectionHeaders", "sectionFooters"]

    /// The set a checked `pinnedViews:` value holds (a member or an array of members).
    init(_ value: Value) {
        let names: [String] =
            switch value {
            case .enumeration(_, let name): [name]
            case .array(let members): members.compactMap { if case .enumeration(_, let n) = $0 { n } else { nil } }
            default: []
            }
        headers = names.contains("sectionHeaders")
        footers = names.contains("sectionFooters")
    }

    init() {}

    /// Initialiser `name` without `pinnedViews:` and with it written as a member or as an array of members: the
    /// `leading` parameters, then `pinnedViews:`, then the content; `make` gets the leading values, the pinned set
    /// and the content.
    static func overloads(
        _ name: String, _ leading: [BuiltinParameter],
        _ make: @escaping @Sendable ([Value], PinnedScrollableViews, [ViewNode]) -> (any PrimitiveView, [ViewNode])
    ) -> [BuiltinFunction] {
        let member = SceneType.enumeration("PinnedScrollableViews")
        return [
            .view(name, leading + [contentParameter]) { v in
                make(Array(v.prefix(leading.count)), PinnedScrollableViews(), v[leading.count].views)
            }
        ]
            + [member, .array(member)].map { kind in
                .view(name, leading + [arg("pinnedViews", kind), contentParameter]) { v in
                    make(
                        Array(v.prefix(leading.count)), PinnedScrollableViews(v[leading.count]),
                        v[leading.count + 1].views)
                }
            }
    }
}
