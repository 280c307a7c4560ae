// TextView.swift: `Text(_:)` and `Text(verbatim:)`.
// Rule: OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift (a nil width lays out
// one ideal line per paragraph; the size is rounded UP to the pixel grid; first baseline to nearest, last baseline up);
// the text environment written around it is resolved into `content.attributes` before layout (TextEnvironment.swift);
// sizing and baselines in TextSizing.swift; underline and strikethrough lines in TextDecorations.swift; a Markdown
// link's run is drawn in the tint, the rest in the foreground (TextContent.linkRuns, TextInk.swift).

import Geometry
import Scene
import Text

struct TextView: LayoutView {
    var content: TextContent
    /// Its attributes come from the text modifiers written above it (TextEnvironment.swift).
    static var readsTextEnvironment: Bool { true }

    static let declarations = [
        ViewDeclaration(
            "Text",
            [
                .view("Text", [arg(nil, .string)]) { (TextView(content: TextContent(markdown: $0[0].string)), []) },
                .view("Text", [arg("verbatim", .string)]) { (TextView(content: TextContent($0[0].string)), []) },
                // `Text(value, format: .number)` (NumberFormat.swift): Apple, Text.init(_:format:).
                .view("Text", [arg(nil, .int), arg("format", .enumeration(NumberFormat.typeName))]) {
                    let style = NumberFormat(encoded: $0[1].enumerationName)
                    return (TextView(content: TextContent(style.format($0[0].number, isInteger: true))), [])
                },
                .view("Text", [arg(nil, .double), arg("format", .enumeration(NumberFormat.typeName))]) {
                    let style = NumberFormat(encoded: $0[1].enumerationName)
                    return (TextView(content: TextContent(style.format($0[0].number, isInteger: false))), [])
                },
            ])
    ]

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.textSize(content, p)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let layout = c.layout.textLayout(content, c.proposal)
        c.layout.reportTextWarnings(layout.warnings, at: node.range)
        if c.environment.redacted {
            out += c.redactedTextLeaves(layout, node: node)
            return
        }
        // Right to left, `.leading` lines end at the right edge (Apple: TextAlignment.leading — "Aligns the leading
        // edge of the text"). The leaf's drawing is mirrored back in its frame (LayoutDirectionWriter.swift), so it
        // is laid out with the edges swapped; its decorations are separate leaves whose positions the mirror moves,
        // so they keep the unswapped layout.
        let drawn =
            c.environment.rightToLeft ? c.layout.textLayout(content.swappingLeadingAndTrailing, c.proposal) : layout
        let text = PlacedText(
            layout: drawn, opacity: c.environment.opacity, runs: content.linkRuns(tint: c.environment.tint))
        out += c.textDecorationLeaves(content, layout, node: node, under: true)
        var leaf = c.leaf(.text(text), color: c.environment.foreground, node: node)
        leaf.paint = c.environment.foregroundPaint
        leaf.shaderPaint = c.environment.foregroundShader
        out.append(leaf)
        out += c.textDecorationLeaves(content, layout, node: node, under: false)
    }

    func textBaseline(
        first: Bool, _ p: ProposedSize, _ size: Size, children: [ViewNode], in layout: LayoutEngine
    ) -> Double? {
        let text = layout.textLayout(content, p)
        return first
            ? text.roundedFirstBaseline(pixelLength: layout.grid.pixelLength)
            : text.roundedLastBaseline(pixelLength: layout.grid.pixelLength)
    }

    var textMetrics: FontMetrics? { FontLibrary.shared.metrics(for: content.fontDescriptor) }
}

extension TextContent {
    /// The content with `.leading` and `.trailing` multiline alignment exchanged (a right-to-left environment).
    var swappingLeadingAndTrailing: TextContent {
        var swapped = self
        switch attributes.alignment {
        case .leading: swapped.attributes.alignment = .trailing
        case .trailing: swapped.attributes.alignment = .leading
        default: break
        }
        return swapped
    }
}
