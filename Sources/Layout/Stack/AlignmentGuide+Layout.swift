// AlignmentGuide+Layout.swift: explicit alignment guides (`.alignmentGuide(_:computeValue:)`) in stacks.
// Rule: Apple: View.alignmentGuide(_:computeValue:) — developer.apple.com/documentation/swiftui/view/
// alignmentguide(_:computevalue:)-6y3u2: a stack aligning its children on a guide uses a child's explicit value
// instead of the default (OpenSwiftUI AlignmentGuide.swift and StackLayout.swift: `explicitAlignment` is asked before
// the default `defaultValue(in:)`). The value reaches the stack through the modifiers outside it the way text
// baselines do (TextSizing.textBaseline): unchanged through modifiers that keep the box, moved by the child's origin
// through padding and frames; the outermost explicit value wins. The closure sees the size of the view it was written
// on and its text baselines (its height without text). A ZStack whose children set explicit guides is as large as the
// union of its children aligned on those guides (OpenSwiftUI ZStack.swift); an `overlay`/`background` view's
// explicit guides meet the primary view's default ones. Status: complete for HStack, VStack, ZStack, overlay and
// background.

import Geometry
import Scene

extension AlignmentGuide: LayoutModifier {
    /// Not written through the vocabulary: the checker builds it (Checker+AlignmentGuide).
    static let declarations: [ModifierDeclaration] = []
}

extension LayoutEngine {
    /// The explicit value of `guide` for `node` sized `size` for `proposal`, points from its top-leading corner; nil
    /// when no `.alignmentGuide` for that guide reaches it.
    func explicitGuide(_ guide: AlignmentGuideKey, _ node: ViewNode, _ proposal: ProposedSize, _ size: Size) -> Double?
    {
        guard guide.isCustom || Self.mayHaveExplicitGuide(node) else { return nil }
        return explicitGuideValue(guide, node, proposal, size)
    }

    /// Whether an `.alignmentGuide` is among the modifiers of `node`: the flag its chain keeps (Scene
    /// ViewNode.modifierChainHasAlignmentGuide), no walk.
    static func mayHaveExplicitGuide(_ node: ViewNode) -> Bool { node.modifierChainHasAlignmentGuide }

    private func explicitGuideValue(
        _ guide: AlignmentGuideKey, _ node: ViewNode, _ proposal: ProposedSize, _ size: Size
    )
        -> Double?
    {
        if guide.isCustom, case .view(let view) = node.kind, view.viewType == StackView.self,
            let stack = view.layout as? StackView
        {
            return stackExplicitGuide(guide, stack, children: view.children, proposal, size)
        }
        guard case .modified(let content, let applied) = node.kind else { return nil }
        if applied.modifierType == AlignmentGuide.self,
            let explicit = applied.withModifier({ $0 as? AlignmentGuide }), explicit.guide == guide
        {
            let dimensions = ViewDimensions(
                width: size.width, height: size.height,
                firstTextBaseline: textBaseline(content, first: true, proposal, size) ?? size.height,
                lastTextBaseline: textBaseline(content, first: false, proposal, size) ?? size.height)
            do {
                let value = try explicit.computeValue(dimensions)
                return value.isFinite ? value : nil
            } catch {
                warnings.fail(error)
                return nil
            }
        }
        let modifier = applied.layout
        guard modifier.passesBaselines else { return nil }
        switch modifier.contentPlacement(proposal, size: size, content: content, in: self) {
        case .same:
            return explicitGuideValue(guide, content, proposal, size)
        case .child(let origin, let childProposal, let childSize, _):
            guard let inner = explicitGuideValue(guide, content, childProposal, childSize) else { return nil }
            if case .horizontal = guide { return origin.x + inner }
            return origin.y + inner
        }
    }

    /// The horizontal guide of a child in a VStack or ZStack: its explicit value, else a fraction of its width.
    func horizontalGuide(_ alignment: HorizontalAlignment, _ node: ViewNode, _ proposal: ProposedSize, _ size: Size)
        -> Double
    {
        explicitGuide(.horizontal(alignment), node, proposal, size) ?? defaultGuide(alignment, size)
    }

    /// Where a `background`/`overlay` view `child` (sized `size` for `proposal`) with an explicit guide goes in the
    /// primary view's box so that its guides meet the box's: nil when it sets none (the default guides then meet).
    func explicitAlignmentOffset(
        _ alignment: Alignment, container: Size, child: ViewNode, _ proposal: ProposedSize, _ size: Size
    ) -> Point? {
        let custom = alignment.horizontal.customID != nil || alignment.vertical.customID != nil
        guard custom || Self.mayHaveExplicitGuide(child) else { return nil }
        let x = horizontalGuide(alignment.horizontal, child, proposal, size)
        let y =
            explicitGuide(.vertical(alignment.vertical), child, proposal, size)
            ?? defaultGuide(alignment.vertical, size)
        return Point(
            x: defaultGuide(alignment.horizontal, container) - x,
            y: defaultGuide(alignment.vertical, container) - y)
    }

    /// Origins of ZStack children sized `sizes` (proposed `proposal`) aligned on `alignment`'s guides, relative to
    /// the union of their frames, and that union's size; nil when no child sets an explicit guide (the stack then
    /// aligns each child in its own box: ZStackLayout).
    func zStackExplicitFrames(
        _ children: [ViewNode], alignment: Alignment, proposal: ProposedSize, sizes: [Size]
    ) -> (origins: [Point], size: Size)? {
        let custom = alignment.horizontal.customID != nil || alignment.vertical.customID != nil
        guard custom || children.contains(where: Self.mayHaveExplicitGuide) else { return nil }
        let guides = children.indices.map { i in
            Point(
                x: horizontalGuide(alignment.horizontal, children[i], proposal, sizes[i]),
                y: explicitGuide(.vertical(alignment.vertical), children[i], proposal, sizes[i])
                    ?? defaultGuide(alignment.vertical, sizes[i]))
        }
        let origins = guides.map { Point(x: -$0.x, y: -$0.y) }
        let minX = origins.map(\.x).min() ?? 0
        let minY = origins.map(\.y).min() ?? 0
        let maxX = zip(origins, sizes).map { $0.x + $1.width }.max() ?? 0
        let maxY = zip(origins, sizes).map { $0.y + $1.height }.max() ?? 0
        return (origins.map { Point(x: $0.x - minX, y: $0.y - minY) }, Size(width: maxX - minX, height: maxY - minY))
    }
}
