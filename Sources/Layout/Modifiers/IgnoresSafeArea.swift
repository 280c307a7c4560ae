// IgnoresSafeArea.swift: `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)` — a view whose frame meets the
// edge of the safe area extends past it into the inset, under a navigation bar or a bottom toolbar (the only insets
// a render has: it draws no status bar or home indicator). The container that insets its content writes the region
// (SafeAreaRegion below; NavigationStackView.swift).
// Rule: Apple: View.ignoresSafeArea(_:edges:) — developer.apple.com/documentation/swiftui/view/ignoressafearea(_:
// edges:) ("expands the safe area of a view"; regions `.container` and `.all` include the bars' insets, `.keyboard`
// does not, and no keyboard is shown in a render); "Adding a background to your view" (a background that ignores the
// safe area fills the screen behind the navigation bar, whose scroll-edge appearance is transparent); SwiftUI extends
// a view only along the edges where its frame touches the safe area's (WWDC20 "What's new in SwiftUI", safe area).

import Geometry
import Scene

/// The safe area a container gives its content: the content's frame, and how far past each edge the container
/// reaches.
struct SafeArea: Equatable {
    var region: Rect
    var insets: EdgeInsets
}

/// Extends the view's frame into the safe-area insets along `edges` it touches.
struct IgnoresSafeArea: LayoutModifier {
    var edges: EdgeSet

    static let declarations = [
        ModifierDeclaration(
            "ignoresSafeArea",
            [
                .modifier(
                    "ignoresSafeArea",
                    [
                        arg(nil, .enumeration("SafeAreaRegions"), .enumeration(type: "SafeAreaRegions", name: "all")),
                        arg("edges", .edgeSet, .edges(.all)),
                    ]
                ) { v in IgnoresSafeArea(edges: v[0].enumerationName == "keyboard" ? [] : v[1].edges) }
            ]),
        ModifierDeclaration(
            "edgesIgnoringSafeArea",
            [.modifier("edgesIgnoringSafeArea", [arg(nil, .edgeSet)]) { v in IgnoresSafeArea(edges: v[0].edges) }]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        guard let safe = c.environment.safeArea, !edges.isEmpty else { return c.place(content, .same, into: &out) }
        let frame = Rect(origin: c.origin, size: c.size)
        func touches(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.5 }
        let top = edges.contains(.top) && touches(frame.minY, safe.region.minY) ? safe.insets.top : 0
        let bottom = edges.contains(.bottom) && touches(frame.maxY, safe.region.maxY) ? safe.insets.bottom : 0
        let leading = edges.contains(.leading) && touches(frame.minX, safe.region.minX) ? safe.insets.leading : 0
        let trailing =
            edges.contains(.trailing) && touches(frame.maxX, safe.region.maxX) ? safe.insets.trailing : 0
        guard top > 0 || bottom > 0 || leading > 0 || trailing > 0 else {
            return c.place(content, .same, into: &out)
        }
        let extended = Size(width: c.size.width + leading + trailing, height: c.size.height + top + bottom)
        let proposal = ProposedSize(extended)
        let fitted = c.layout.sizeThatFits(content, proposal)
        var env = c.environment
        env.safeArea = nil
        c.place(
            content,
            .child(
                origin: Point(
                    x: -leading + (extended.width - fitted.width) / 2, y: -top + (extended.height - fitted.height) / 2),
                proposal: proposal, size: fitted),
            environment: env, into: &out)
    }
}

/// Gives the content the safe area `insets` past its own frame (a navigation stack's bars).
struct SafeAreaRegion: LayoutModifier {
    var insets: EdgeInsets

    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.safeArea = SafeArea(region: Rect(origin: c.origin, size: c.size), insets: insets)
        c.place(content, .same, environment: env, into: &out)
    }
}
