// TextJoinView.swift: a joined Text (`Text("Hi ") + Text(name).bold() + Text("!")`) laid out as one Text.
// Rule: Apple: Text.+(_:_:) — developer.apple.com/documentation/swiftui/text/+(_:_:): "Concatenates the text in two
// text views in a new text view"; the result is one Text, so it wraps as one paragraph, its lines broken anywhere in
// any run, and each run keeps the Text modifiers written on it (font, weight, design, italic, foreground colour —
// Apple: Text, "Styling the view's text": the modifiers that return Text). The checker writes `a + b` as
// `_TextJoin { a; b }` (Checker.checkBinary), each run marked `_joinedTextRun()`.
// One Text here: the runs' strings joined, each run's font a span of the layout (FontSpan: shaped in its own font
// chain at the Text's size), its colour a coloured run (ColoredTextRun), Markdown inside a run on top of the run's
// font, its underline and strikethrough drawn under its own glyphs (TextDecorations.swift). What one Text of anim
// cannot vary from run to run — the size, kerning, tracking, case, a dashed line on some runs only, a baseline
// offset, a gradient or shader foreground, an image run (`Text(Image(…))`) — keeps the older picture: the
// runs side by side as an HStack(alignment: .firstTextBaseline, spacing: 0), which is SwiftUI's picture as long as
// the text fits on one line.

import Geometry
import Scene

struct TextJoinView: LayoutView {
    static let declarations = [
        ViewDeclaration(
            "_TextJoin",
            [.view("_TextJoin", [contentParameter]) { (TextJoinView(), $0[0].views) }])
    ]

    /// The runs side by side, when they cannot be one Text.
    private static let row = StackView(
        axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline), spacing: 0)

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        if let text = Self.joined(children, environment: nil) { return layout.textSize(text, p) }
        return Self.row.sizeThatFits(p, children: children, in: layout, parent: parent)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        if let text = Self.joined(children, environment: c.environment) {
            return TextView(content: text).place([], c, node: node, into: &out)
        }
        Self.row.place(children, c, node: node, into: &out)
    }

    func textBaseline(
        first: Bool, _ p: ProposedSize, _ size: Size, children: [ViewNode], in layout: LayoutEngine
    ) -> Double? {
        if let text = Self.joined(children, environment: nil) {
            return TextView(content: text).textBaseline(first: first, p, size, children: [], in: layout)
        }
        return Self.row.textBaseline(first: first, p, size, children: children, in: layout)
    }

    /// The runs as one Text's content, their text environments already resolved (TextEnvironment.swift); nil when
    /// one Text cannot draw them (file header). With an `environment`, a run's own foreground colour is resolved in
    /// it (sizes do not depend on colours).
    static func joined(_ children: [ViewNode], environment: Environment?) -> TextContent? {
        var runs: [(content: TextContent, color: Color?)] = []
        for child in children {
            guard collect(child, environment: environment, ownColor: false, into: &runs) else { return nil }
        }
        guard let first = runs.first?.content else { return nil }
        let a = first.attributes
        let size = first.fontDescriptor.size
        for (content, _) in runs {
            let b = content.attributes
            guard content.symbolName == nil, content.fontDescriptor.size == size, b.kerning == a.kerning,
                b.tracking == a.tracking, b.uppercased == a.uppercased,
                b.underline == a.underline || solid(b.underline) && solid(a.underline),
                b.strikethrough == a.strikethrough || solid(b.strikethrough) && solid(a.strikethrough)
            else { return nil }
        }
        var string = ""
        var spans: [TextSpan] = []
        var joinedRuns: [JoinedTextRun] = []
        for (content, color) in runs {
            let start = string.utf8.count
            string += content.string
            for var span in content.spans {
                span.utf8 = (span.utf8.lowerBound + start)..<(span.utf8.upperBound + start)
                spans.append(span)
            }
            joinedRuns.append(
                JoinedTextRun(utf8: start..<string.utf8.count, attributes: content.attributes, color: color))
        }
        var text = TextContent(string, attributes: a)
        // One Text: only the whole line's trailing spaces hang, as any Text's do.
        text.attributes.keepsTrailingSpaces = false
        text.spans = spans
        text.joinedRuns = joinedRuns
        return text
    }

    /// No line, or a solid one: runs whose lines differ are drawn run by run, solid (TextDecorations.swift).
    private static func solid(_ decoration: TextDecoration?) -> Bool { decoration.map { $0.pattern == .solid } ?? true }

    /// Appends the run (or a nested join's runs) `node` draws; false when it is not a Text under text modifiers and
    /// a plain foreground colour.
    private static func collect(
        _ node: ViewNode, environment: Environment?, ownColor: Bool,
        into runs: inout [(content: TextContent, color: Color?)]
    ) -> Bool {
        switch node.kind {
        case .view(let view):
            if view.viewType == TextView.self, let text = view.withView({ $0 as? TextView }) {
                runs.append((text.content, ownColor ? environment?.foreground : nil))
                return true
            }
            guard view.viewType == TextJoinView.self else { return false }
            return view.children.allSatisfy {
                collect($0, environment: environment, ownColor: ownColor, into: &runs)
            }
        case .modified(let content, let applied):
            guard applied.secondary == nil else { return false }
            if applied.modifierType == TextEnvironmentWriter.self {
                // Already resolved into the Text below.
                return collect(content, environment: environment, ownColor: ownColor, into: &runs)
            }
            guard applied.modifierType == ForegroundStyle.self,
                let style = applied.withModifier({ $0 as? ForegroundStyle }), style.paint == nil,
                style.shader == nil
            else { return false }
            return collect(
                content, environment: environment.map(style.applied(to:)), ownColor: true, into: &runs)
        case .group, .empty:
            return false
        }
    }
}
