// TextSizing.swift: `Text` in layout: its font, its size for a proposal, its baselines, and stack spacing next to it.
// Rule: OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift (nil width = one-line
// ideal; size rounded UP to the pixel grid; first baseline to nearest, last baseline up; non-text views' baseline
// guides are their height) and OpenSwiftUI StackLayout.swift and Text+Spacing.swift (text spacing from font metrics).
// Status: complete for issue #5 (baselines through stacks, padding and frames; spacing for text directly in a stack).

import Geometry
import Scene
import Text

extension TextAttributes {
    /// The Text module's font for these attributes: the base font, then its own weight/italic/digits, then the
    /// environment's `fontWeight`/`bold`, `italic` and `monospacedDigit`.
    var fontDescriptor: FontDescriptor {
        var d: FontDescriptor
        switch font.base {
        case .system(let size, let own):
            d = .system(size: size, design: (own == .default ? design ?? own : own).textDesign)
        case .style(let style, let own):
            d = .system(style.textStyle, design: (own == .default ? design ?? own : own).textDesign)
        case .custom(let family, let size): d = .custom(family, size: size)
        case .file(let path, let size): d = .file(path, size: size)
        }
        if let w = font.weight { d = d.weight(w.textWeight) }
        if let w = weight { d = d.weight(w.textWeight) }
        if font.italic || italic { d = d.italic() }
        if font.monospacedDigit || monospacedDigit { d = d.monospacedDigit() }
        if font.lowercaseSmallCaps { d = d.smallCaps(.lowercase) }
        if font.uppercaseSmallCaps { d = d.smallCaps(.uppercase) }
        return d
    }

    var textAlignment: Text.TextAlignment {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension SceneFont.Weight {
    var textWeight: FontWeight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}

extension SceneFont.Design {
    var textDesign: FontDesign {
        switch self {
        case .default: .default
        case .serif: .serif
        case .rounded: .rounded
        case .monospaced: .monospaced
        }
    }
}

extension SceneFont.Style {
    var textStyle: TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        }
    }
}

extension LayoutEngine {
    /// The layout of a Text for a proposal: the proposed width wraps; nil or ∞ lays out one ideal line per paragraph.
    /// With `minimumScaleFactor` below 1, a layout that does not fit (a line cut short by `lineLimit`, or taller than
    /// a finite proposed height) is laid out again at the largest font scale down to the factor that fits, found by
    /// bisection to 1/64 of the range (Apple: View.minimumScaleFactor(_:) — "the text shrinks … to fit into the
    /// available space"; UIKit's adjustsFontSizeToFitWidth does the same with minimumScaleFactor).
    func textLayout(_ content: TextContent, _ proposal: ProposedSize) -> TextLayout {
        let fitted = fittedTextLayout(content, proposal)
        // `lineLimit(n, reservesSpace: true)`: as tall as n lines even with fewer (TextLayout.reserving).
        guard let reserved = content.attributes.reservedLines else { return fitted }
        return fitted.reserving(lines: reserved)
    }

    private func fittedTextLayout(_ content: TextContent, _ proposal: ProposedSize) -> TextLayout {
        let scaled = scaledTextLayout(content, proposal)
        // Offered less height than its lines need, a Text keeps the lines whose baselines fit (at least one) and
        // truncates the last of them, as UILabel does with a bounded height (Apple: Text — "a text view … truncates
        // its text when it doesn't fit the space it's offered"): why pasted code writes `.fixedSize(horizontal:
        // false, vertical: true)` under a squeezing stack. A last line whose descent alone overhangs is kept.
        guard let height = proposal.height, height.isFinite, scaled.lines.count > 1,
            scaled.size.height > height + 1e-9
        else { return scaled }
        let fitting = max(1, scaled.lines.prefix { $0.baseline <= height + 1e-9 }.count)
        guard fitting < scaled.lines.count else { return scaled }
        var limited = content
        limited.attributes.lineLimit = min(fitting, content.attributes.lineLimit ?? fitting)
        return scaledTextLayout(limited, proposal)
    }

    private func scaledTextLayout(_ content: TextContent, _ proposal: ProposedSize) -> TextLayout {
        let a = content.attributes
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? max(0, $0) : nil }
        // `textCase` changes the characters, so Markdown's byte spans stay valid only when the bytes keep their count.
        var string = content.string
        if let upper = a.uppercased {
            let cased = upper ? string.uppercased() : string.lowercased()
            if content.fontSpans.isEmpty || cased.utf8.count == string.utf8.count { string = cased }
        }
        // A joined Text's run keeps its trailing spaces as no-break spaces (U+00A0: the same advance, line-break class
        // GL, so no line end trims them). They come after every Markdown span's start, so the spans' bytes stay valid.
        if a.keepsTrailingSpaces {
            let spaces = string.unicodeScalars.reversed().prefix { $0 == " " }.count
            if spaces > 0 { string = String(string.dropLast(spaces)) + String(repeating: "\u{00A0}", count: spaces) }
        }
        func layout(_ scale: Double) -> TextLayout {
            var font = content.fontDescriptor
            font.size *= scale
            return TextLayout(
                string, font: font, width: width, lineLimit: a.lineLimit,
                truncation: TruncationMode(rawValue: a.truncation.rawValue) ?? .tail, alignment: a.textAlignment,
                kerning: a.kerning * scale, tracking: a.tracking * scale, spans: content.fontSpans,
                lineSpacing: a.lineSpacing)
        }
        func fits(_ l: TextLayout) -> Bool {
            !l.lines.contains(where: \.isTruncated) && (height.map { l.size.height <= $0 + 1e-9 } ?? true)
        }
        let full = layout(1)
        guard a.minimumScaleFactor < 1, width != nil || height != nil, !fits(full) else { return full }
        let smallest = layout(a.minimumScaleFactor)
        guard fits(smallest) else { return smallest }
        var (low, high) = (a.minimumScaleFactor, 1.0)
        for _ in 0..<6 {
            let middle = (low + high) / 2
            if fits(layout(middle)) { low = middle } else { high = middle }
        }
        return layout(low)
    }

    /// A Text's size: the measured size rounded up to the pixel grid (OpenSwiftUI Text+Sizing.swift,
    /// Text+StringDrawingContext.swift and AlignmentGuide.swift).
    func textSize(_ content: TextContent, _ proposal: ProposedSize) -> Size {
        textLayout(content, proposal).roundedSize(pixelLength: grid.pixelLength)
    }

    /// The first (or last) text baseline of `node` sized `size` for `proposal`, from its top, points; nil when it
    /// contains no text reachable through layout-neutral modifiers, padding, frames and stacks.
    func textBaseline(_ node: ViewNode, first: Bool, _ proposal: ProposedSize, _ size: Size) -> Double? {
        switch node.kind {
        case .view(let view):
            return view.layout.textBaseline(first: first, proposal, size, children: view.children, in: self)
        case .empty, .group:
            return nil
        case .modified(let content, let applied):
            let modifier = applied.layout
            guard modifier.passesBaselines else { return nil }
            switch modifier.contentPlacement(proposal, size: size, content: content, in: self) {
            case .same:
                return textBaseline(content, first: first, proposal, size)
            case .child(let origin, let childProposal, let childSize, _):
                return textBaseline(content, first: first, childProposal, childSize).map { origin.y + $0 }
            }
        }
    }

    /// The vertical guide of a child in an HStack: a fraction of its height, or its text baseline (its height when
    /// it has no text, OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift).
    func verticalGuide(_ alignment: VerticalAlignment, _ node: ViewNode, _ proposal: ProposedSize, _ size: Size)
        -> Double
    {
        // An explicit `.alignmentGuide` first (AlignmentGuide+Layout.swift).
        if let explicit = explicitGuide(.vertical(alignment), node, proposal, size) { return explicit }
        return switch alignment {
        case .firstTextBaseline: textBaseline(node, first: true, proposal, size) ?? size.height
        case .lastTextBaseline: textBaseline(node, first: false, proposal, size) ?? size.height
        case .custom(let id):
            customDefault(
                id,
                ViewDimensions(
                    width: size.width, height: size.height,
                    firstTextBaseline: textBaseline(node, first: true, proposal, size) ?? size.height,
                    lastTextBaseline: textBaseline(node, first: false, proposal, size) ?? size.height))
        default: alignment.fraction * size.height
        }
    }

    // MARK: - Spacing (OpenSwiftUI StackLayout.swift and Text+Spacing.swift)

    /// The font metrics of the Text `node` is (through modifiers that keep its edges), for stack spacing.
    func textMetrics(_ node: ViewNode) -> FontMetrics? {
        switch node.kind {
        case .view(let view): return view.layout.textMetrics
        case .modified(let content, let applied):
            return applied.layout.keepsTextEdges ? textMetrics(content) : nil
        default: return nil
        }
    }

    /// The default vertical distance between `above` and `below` when at least one is text:
    /// 1. lineH = ascent + descent; gap = ⌈0.1·lineH⌉ to the pixel grid;
    /// 2. a view above text keeps lineH + gap − ascent; text above a view keeps max(lineH + gap − capHeight,
    ///    gap + descent);
    /// 3. text above text: the two leadings, each rounded up to the pixel grid (the textToText category wins over
    ///    the negative baseline category). Every distance is rounded up to the pixel grid.
    /// nil when neither is text (the caller's 8 pt).
    func textSpacing(above: ViewNode, below: ViewNode) -> Double? {
        let a = textMetrics(above)
        let b = textMetrics(below)
        func up(_ v: Double) -> Double { (v / grid.pixelLength - 1e-9).rounded(.up) * grid.pixelLength }
        func gap(_ m: FontMetrics) -> Double { up(0.1 * (m.ascent + m.descent)) }
        switch (a, b) {
        case (nil, nil):
            return nil
        case (let a?, nil):
            let lineH = a.ascent + a.descent
            return up(max(lineH + gap(a) - a.capHeight, gap(a) + a.descent))
        case (nil, let b?):
            let lineH = b.ascent + b.descent
            return up(lineH + gap(b) - b.ascent)
        case (let a?, let b?):
            return up(max(0, a.leading)) + up(max(0, b.leading))
        }
    }
}

extension TextContent {
    /// The Markdown spans that change the font: `**bold**` sets the bold weight, `*italic*` italic, `` `code` `` the
    /// monospaced design, each on top of the Text's own font (Apple: Font.bold(), Font.italic(), Font.monospaced()).
    /// A joined Text's runs (`joinedRuns`) are set in their own fonts: a Markdown span inside a run on top of the
    /// run's font, and a run whose font is not the Text's as a span of its own after them (the first span holding
    /// a byte gives its font, TextLayoutBuilder).
    var fontSpans: [FontSpan] {
        let base = fontDescriptor
        let markdown: [FontSpan] = spans.compactMap { span in
            guard span.bold || span.italic || span.code else { return nil }
            var font =
                joinedRuns.first { $0.utf8.contains(span.utf8.lowerBound) }?.attributes.fontDescriptor ?? base
            if span.bold { font = font.bold() }
            if span.italic { font = font.italic() }
            if span.code { font.design = .monospaced }
            return FontSpan(utf8: span.utf8, font: font)
        }
        guard !joinedRuns.isEmpty else { return markdown }
        return markdown
            + joinedRuns.compactMap { run in
                let font = run.attributes.fontDescriptor
                return font == base || run.utf8.isEmpty ? nil : FontSpan(utf8: run.utf8, font: font)
            }
    }
}
