// FlexFrameLayout.swift: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
// SwiftUI's `_FlexFrameLayout`. Rule: OpenSwiftUI FrameLayout.swift, `_FlexFrameLayout` (normalisation, per-axis
// sizing, ideal-sizing placement). Status: complete.

import Geometry
import Scene

/// A flexible frame, normalised as SwiftUI does: `min ≥ 0`, `ideal ≥ min`, `max ≥ ideal`.
struct FlexFrameLayout: LayoutModifier {
    struct Axis {
        var min: Double?, ideal: Double?, max: Double?

        init(min: Double?, ideal: Double?, max: Double?) {
            let mn = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(mn ?? 0, $0) }
            let mx = max.map { Swift.max(id ?? mn ?? 0, $0) }
            (self.min, self.ideal, self.max) = (mn, id, mx)
        }

        /// The child proposal on this axis: the proposal (or ideal) clamped to [min, max].
        func childProposal(_ p: Double?) -> Double? {
            guard let v = p ?? ideal else { return nil }
            return Swift.min(Swift.max(v, min ?? -.infinity), max ?? .infinity)
        }

        /// True when the frame decides this axis without asking the child.
        func decidesAlone(_ p: Double?) -> Bool {
            if p == nil { return ideal != nil }
            if let mn = min, let mx = max { return mn <= mx }
            return false
        }

        func size(_ p: Double?, child c: () -> Double) -> Double {
            if let p, let mn = min, let mx = max, mn <= mx { return Swift.min(Swift.max(p, mn), mx) }
            if p == nil, let ideal { return ideal }
            let childLength = c()
            let cp = childProposal(p)
            switch (min, max) {
            case (let mn?, let mx?): return Swift.min(Swift.max(childLength, mn), mx)
            case (let mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, childLength), mn)
            case (nil, let mx?): return Swift.min(Swift.max(cp ?? -.infinity, childLength), mx)
            case (nil, nil): return childLength
            }
        }

        /// Placement proposal (`FlexFrameIdealSizing`): the child is proposed nil when the frame has no ideal, the
        /// incoming proposal was nil and the frame's size is strictly inside (min, max); else the frame's size.
        func placementProposal(_ p: Double?, size: Double) -> Double? {
            if ideal == nil, p == nil, size > (min ?? -.infinity), size < (max ?? .infinity) { return nil }
            return size
        }
    }

    var horizontal: Axis
    var vertical: Axis
    var alignment: Alignment

    /// The arguments as written, normalised per axis (OpenSwiftUI FrameLayout.swift, `_FlexFrameLayout`).
    init(
        minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
        maxHeight: Double?, alignment: Alignment
    ) {
        horizontal = Axis(min: minWidth, ideal: idealWidth, max: maxWidth)
        vertical = Axis(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
    }

    static let declarations = [
        ModifierDeclaration(
            "frame",
            [
                .modifier(
                    "frame",
                    ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
                        arg($0, .optional(.double), .absent)
                    } + [arg("alignment", .alignment, .alignment(.center))]
                ) { v, range throws(RuntimeFailure) in
                    typealias G = GeometryArgument
                    let frame = FlexFrameLayout(
                        minWidth: try G.length(v[0].optionalDouble, "frame(minWidth:)", at: range),
                        idealWidth: try G.length(v[1].optionalDouble, "frame(idealWidth:)", at: range),
                        maxWidth: try G.maximum(v[2].optionalDouble, "frame(maxWidth:)", at: range),
                        minHeight: try G.length(v[3].optionalDouble, "frame(minHeight:)", at: range),
                        idealHeight: try G.length(v[4].optionalDouble, "frame(idealHeight:)", at: range),
                        maxHeight: try G.maximum(v[5].optionalDouble, "frame(maxHeight:)", at: range),
                        alignment: v[6].alignment)
                    return (frame, nil)
                }
            ])
    ]

    func sizeThatFits(_ p: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        size(p) { layout.sizeThatFits(content, $0, parent: parent.inherited) }
    }

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        contentPlacement(p, size: size, content: content, in: layout, parent: .none)
    }

    func contentPlacement(
        _ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis
    ) -> ContentPlacement {
        let proposal = placementProposal(p, size: size)
        return layout.child(content, proposal: proposal, parent: parent.inherited) {
            layout.customAlignmentOffset(alignment, container: size, child: content, proposal, $0)
                ?? layout.alignmentOffset(alignment, container: size, child: $0)
        }
    }

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    func size(_ p: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        var cached: Size?
        func childSize() -> Size {
            if let cached { return cached }
            let s = child(childProposal(p))
            cached = s
            return s
        }
        let w = horizontal.size(p.width) { childSize().width }
        let h = vertical.size(p.height) { childSize().height }
        return Size(width: w, height: h)
    }

    func placementProposal(_ p: ProposedSize, size: Size) -> ProposedSize {
        ProposedSize(
            width: horizontal.placementProposal(p.width, size: size.width),
            height: vertical.placementProposal(p.height, size: size.height))
    }
}
