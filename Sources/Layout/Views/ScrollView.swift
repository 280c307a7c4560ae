// ScrollView.swift: `ScrollView(_:showsIndicators:content:)`.
// Rule: Apple: ScrollView, developer.apple.com/documentation/swiftui/scrollview: "The scroll view displays its content
// within the scrollable content region. […] A ScrollView can scroll horizontally, vertically, or both, but can't
// provide zooming functionality." Layout as SwiftUI does it (observed, iOS 17; Apple gives no numbers): the content is
// proposed nothing (its ideal length) along the scrolled axes and the scroll view's proposal across them; the scroll
// view takes the proposed size (the content's size on an axis proposed nothing); at rest the content sits at scroll
// offset 0, its top-leading corner at the scroll view's on the scrolled axes, centred on the others; what lies
// outside the scroll view is clipped (Apple: View.scrollClipDisabled(_:), developer.apple.com/documentation/swiftui/
// view/scrollclipdisabled(_:), "By default, a scroll view clips its content to its bounds"). Several views in the
// content stack as a VStack (an HStack for a horizontal-only scroll view). Scroll indicators show only while
// scrolling, so `showsIndicators:` draws nothing in a frame. The axes are written as `Axis.Set` members (`.vertical`,
// `.horizontal`, `[.horizontal, .vertical]`), carried here as the same-named `Edge.Set` members.

import Geometry
import Scene

struct ScrollView: LayoutView {
    var horizontal: Bool
    var vertical: Bool
    /// Space around the content inside the scroll view, from `.safeAreaPadding` on it (SafeAreaPadding.swift): the
    /// content starts after it on a scrolled axis and is centred between it across one.
    var margins = EdgeInsets(all: 0)

    static let declarations = [
        ViewDeclaration(
            "ScrollView",
            [
                .view(
                    "ScrollView",
                    [
                        arg(nil, .edgeSet, .edges(.vertical)), arg("showsIndicators", .bool, .bool(true)),
                        contentParameter,
                    ]
                ) { v in
                    let axes = v[0].edges
                    let view = ScrollView(
                        horizontal: !axes.isDisjoint(with: .horizontal), vertical: !axes.isDisjoint(with: .vertical))
                    return (view, v[2].views)
                }
            ])
    ]

    /// The axis the content stacks on.
    var contentAxis: StackAxis { horizontal && !vertical ? .horizontal : .vertical }

    /// What the content is proposed: nothing along the scrolled axes.
    func contentProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: horizontal ? nil : p.width.map { max(0, $0 - margins.leading - margins.trailing) },
            height: vertical ? nil : p.height.map { max(0, $0 - margins.top - margins.bottom) })
    }

    /// `layout` for the content: scrolled along this view's axes (a lazy stack there sizes only the rows near the
    /// visible region, LazyStack.swift).
    func scrolling(_ layout: LayoutEngine) -> LayoutEngine {
        var inner = layout
        if horizontal { inner.scrolledAxes.insert(.horizontal) }
        if vertical { inner.scrolledAxes.insert(.vertical) }
        return inner
    }

    func contentSize(_ p: ProposedSize, children: [ViewNode], in outer: LayoutEngine) -> Size {
        let layout = scrolling(outer)
        return layout.stackSize(
            axis: contentAxis, alignment: .center, spacing: nil, children: relativeContent(children, p, layout),
            contentProposal(p))
    }

    /// The children with their container-relative frames relative to this scroll view: its proposed size, the
    /// canvas on an axis proposed nothing (ContainerRelativeFrame.swift).
    func relativeContent(_ children: [ViewNode], _ p: ProposedSize, _ layout: LayoutEngine) -> [ViewNode] {
        ContainerRelativeFrame.resolving(
            children, container: Size(width: p.width ?? layout.canvas.width, height: p.height ?? layout.canvas.height))
    }

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        let content = contentSize(p, children: children, in: layout)
        return Size(
            width: p.width ?? content.width + margins.leading + margins.trailing,
            height: p.height ?? content.height + margins.top + margins.bottom)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        // Scrolled to a view (`scrollPosition(id:)`): every row is laid out, so the target is found wherever it is
        // and the offset is clamped by the exact content length.
        let layout = c.environment.scrollTarget == nil ? scrolling(c.layout) : c.layout
        let contentSize = layout.stackSize(
            axis: contentAxis, alignment: .center, spacing: nil,
            children: relativeContent(children, c.proposal, c.layout),
            contentProposal(c.proposal))
        let across = Size(
            width: c.size.width - margins.leading - margins.trailing,
            height: c.size.height - margins.top - margins.bottom)
        let origin = Point(
            x: margins.leading + (horizontal ? 0 : (across.width - contentSize.width) / 2),
            y: margins.top + (vertical ? 0 : (across.height - contentSize.height) / 2))
        let clip = ShapeKind.rectangle.path(in: c.roundedFrame).applying(c.space.transform)
        // The viewport's corners as named coordinate spaces, for `.scrollView` frames and `scrollTransition`
        // phases (Parser+GeometryProxy), with the viewport's size for `bounds(of: .scrollView)`: the far corner
        // moves only along the scrolling axes.
        var env = c.environment
        let scale = c.layout.grid.scale
        let far = Point(x: c.origin.x + (horizontal ? c.size.width : 0), y: c.origin.y + (vertical ? c.size.height : 0))
            .applying(c.space.transform)
        CoordinateSpaceName.record("_scrollViewport", of: c, in: &env)
        env.coordinateSpaces["_scrollViewportEnd"] = Point(x: far.x / scale, y: far.y / scale)
        var inner = c.space
        var group = PlacedGroup(key: c.key, kind: .clip(clip))
        group.scopes = c.space.scopes
        inner.groups.append(group)
        let content = relativeContent(children, c.proposal, c.layout)
        var scrolled = Point(x: 0, y: 0)
        if let target = env.scrollTarget {
            // `scrollPosition(id:)` above (ScrollPositionModifier.swift): find the view with that id, then scroll to it.
            var scratch: [PlacedLeaf] = []
            // A trial placement: the geometry the timeline observes (GeometrySink) is the scrolled one below.
            var trial = c.layout
            if trial.geometry != nil { trial.geometry = nil }
            trial.placeStack(
                axis: contentAxis, alignment: .center, spacing: nil, children: content, at: c.origin + origin,
                proposal: contentProposal(c.proposal), size: contentSize, environment: env, space: inner,
                into: &scratch)
            env.scrollTarget = nil
            if let frame = target.frame {
                let anchor = target.anchor ?? .topLeading
                if horizontal {
                    scrolled.x = target.offset(
                        targetStart: frame.origin.x, targetLength: frame.width, anchor: anchor.x,
                        contentStart: c.origin.x + origin.x, content: contentSize.width, viewport: c.size.width)
                }
                if vertical {
                    scrolled.y = target.offset(
                        targetStart: frame.origin.y, targetLength: frame.height, anchor: anchor.y,
                        contentStart: c.origin.y + origin.y, content: contentSize.height, viewport: c.size.height)
                }
            }
        }
        layout.placeStack(
            axis: contentAxis, alignment: .center, spacing: nil, children: content,
            at: Point(x: c.origin.x + origin.x - scrolled.x, y: c.origin.y + origin.y - scrolled.y),
            proposal: contentProposal(c.proposal), size: contentSize, environment: env, space: inner,
            into: &out)
    }
}
