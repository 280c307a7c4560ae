// CustomAlignment+Layout.swift: custom `AlignmentID` guides in stacks, frames, overlays and backgrounds.
// Rule: Apple: AlignmentID — developer.apple.com/documentation/swiftui/alignmentid: a view without an explicit value
// for the guide uses `defaultValue(in:)` of its dimensions; a container's explicit value of the guide comes from its
// children: OpenSwiftUI AlignmentID.swift `_combineExplicit` ("value * n + childValue) / (n + 1)", the mean of the
// children's explicit values, each in the container's coordinates) and StackLayout's `explicitAlignment`, so a guide
// set on a view inside a VStack aligns that VStack in an HStack aligned on the guide — the point of a custom guide.
// Standard guides keep their existing rules (AlignmentGuide+Layout.swift): only custom ones look inside stacks.
// Status: complete for HStack, VStack, ZStack, frame, overlay and background; lazy stacks, grids and safe-area insets
// place a custom guide at the centre.

import Geometry
import Scene

extension LayoutEngine {
    /// The horizontal guide's default value for a view of `size`, points from its leading edge.
    func defaultGuide(_ alignment: HorizontalAlignment, _ size: Size) -> Double {
        guard case .custom(let id) = alignment else { return alignment.fraction * size.width }
        return customDefault(id, ViewDimensions(size))
    }

    /// The vertical guide's default value for a view of `size`, points from its top.
    func defaultGuide(_ alignment: VerticalAlignment, _ size: Size) -> Double {
        guard case .custom(let id) = alignment else { return alignment.fraction * size.height }
        return customDefault(id, ViewDimensions(size))
    }

    /// `defaultValue(in:)` of a custom guide; 0 (with the failure recorded) when it fails or is not finite.
    func customDefault(_ id: CustomAlignmentID, _ d: ViewDimensions) -> Double {
        do {
            let value = try id.defaultValue(d)
            return value.isFinite ? value : 0
        } catch {
            warnings.fail(error)
            return 0
        }
    }

    /// Where a frame puts `child` (sized `size` for `proposal`) in its box `container` when `alignment` has a custom
    /// guide: the child's explicit (or default) value of it meets the box's default; nil for standard alignments
    /// (the frame's fractions then apply: FrameLayout).
    func customAlignmentOffset(
        _ alignment: Alignment, container: Size, child: ViewNode, _ proposal: ProposedSize, _ size: Size
    ) -> Point? {
        guard alignment.horizontal.customID != nil || alignment.vertical.customID != nil else { return nil }
        return explicitAlignmentOffset(alignment, container: container, child: child, proposal, size)
    }

    /// A stack's explicit value of the custom guide `guide`: the mean of its children's explicit values, in the
    /// stack's coordinates; nil when none has one.
    func stackExplicitGuide(
        _ guide: AlignmentGuideKey, _ stack: StackView, children: [ViewNode], _ proposal: ProposedSize, _ size: Size
    ) -> Double? {
        let placed = stackPlacements(
            axis: stack.axis, alignment: stack.alignment, spacing: stack.spacing, children: children,
            proposal: proposal, size: size)
        let kids = stackChildren(children)
        var mean: Double?
        var n = 0.0
        for i in kids.indices {
            guard let inner = explicitGuide(guide, kids[i], placed[i].proposal, placed[i].size) else { continue }
            let value = inner + (guide.isVertical ? placed[i].origin.y : placed[i].origin.x)
            mean = ((mean ?? 0) * n + value) / (n + 1)
            n += 1
        }
        return mean
    }
}

extension ViewDimensions {
    /// The dimensions of a container of `size` (no text: the baselines are its bottom).
    init(_ size: Size) {
        self.init(width: size.width, height: size.height, firstTextBaseline: size.height, lastTextBaseline: size.height)
    }
}

extension AlignmentGuideKey {
    var isVertical: Bool { if case .vertical = self { true } else { false } }

    /// Whether this is a custom guide (which may be set inside stacks).
    var isCustom: Bool {
        switch self {
        case .horizontal(let h): h.customID != nil
        case .vertical(let v): v.customID != nil
        }
    }
}
