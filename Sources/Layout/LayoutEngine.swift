// LayoutEngine.swift: SwiftUI's two-pass layout over a scene's view tree, emitting placed leaves.
// Rule: swiftui.md §0–§2: proposal/response sizing, then placement; leaves round their own frames; geometry effects
// open a fresh transform space; modifiers written first act first (seed 000). Status: complete for issue #2.

import Geometry
import Render
import Scene

/// Lays out one frame's view tree in a canvas and turns it into placed leaves and a display list.
public struct LayoutEngine: Sendable {
    /// The canvas the root view is proposed, in points.
    public let canvas: Size
    /// The device pixel grid (render scale).
    public let grid: PixelGrid

    public init(canvas: Size, scale: Double) {
        self.canvas = canvas
        self.grid = PixelGrid(scale: scale)
    }

    /// Lays out `root` in the canvas: proposed the canvas size and centred in it, as a window centres its content.
    public func leaves(of root: ViewNode) -> [PlacedLeaf] {
        let root = root.resolvingTextEnvironment()
        let proposal = ProposedSize(canvas)
        let size = sizeThatFits(root, proposal)
        let origin = Point(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        var out: [PlacedLeaf] = []
        let space = Space(transform: AffineTransform(scaleX: grid.scale, y: grid.scale))
        place(root, at: origin, proposal: proposal, size: size, environment: Environment(), space: space, into: &out)
        return out
    }

    /// The frame's drawing, back to front, in device pixels.
    public func displayList(of root: ViewNode) -> DisplayList {
        DisplayList(items: leaves(of: root).displayItems)
    }
}

// MARK: - Context

/// The transform space a view is placed in: points of that space → device pixels; and what animation needs to
/// rebuild it (the effects as parameters, the `.animation(_:value:)` scopes and the transition around the view).
struct Space {
    var transform: AffineTransform
    var effects: [PlacedEffect] = []
    var scopes: [AnimationScope] = []
    var transition: PlacedTransition?
    var groups: [PlacedGroup] = []
}

/// Inherited values resolved on the way down.
struct Environment {
    /// The foreground style: the fill of shapes without `.fill` (`.primary`, black in light mode).
    var foreground: Color = .black
    /// A `.fill` written directly on the shape below.
    var fill: Color?
    /// The product of enclosing `opacity` modifiers.
    var opacity: Double = 1
    /// The innermost `blendMode` and `shadow` above, up to the nearest compositing group (swiftui.md §4.1).
    var blend: BlendMode = .normal
    var shadow: DropShadow?
    var contentTransition: ContentTransitionKind = .opacity
}

/// Which kind of parent is sizing a view: `Spacer` needs to know its stack's axis (swiftui.md §1.10).
enum ParentAxis {
    case none
    case stack(StackAxis)
}

// MARK: - Sizing

extension LayoutEngine {
    /// The size `node` chooses for `proposal` (points).
    func sizeThatFits(_ node: ViewNode, _ proposal: ProposedSize, parent: ParentAxis = .none) -> Size {
        switch node.kind {
        case .shape, .color:
            return proposal.replacingUnspecified()
        case .empty:
            return .zero
        case .text(let content):
            return textSize(content, proposal)
        case .spacer(let minLength):
            return spacerSize(minLength: minLength, proposal, parent: parent)
        case .stack(let axis, let alignment, let spacing, let children):
            return stackSize(axis: axis, alignment: alignment, spacing: spacing, children: children, proposal)
        case .group(let children):
            return stackSize(axis: .z, alignment: .center, spacing: nil, children: children, proposal)
        case .modified(let content, let modifier):
            return modifiedSize(content, modifier, proposal, parent: parent)
        }
    }

    private func modifiedSize(_ content: ViewNode, _ modifier: Modifier, _ p: ProposedSize, parent: ParentAxis) -> Size
    {
        switch modifier {
        case .fill, .foregroundStyle, .opacity, .zIndex, .offset, .rotationEffect, .scaleEffect,
            .background, .overlay, .text, .animation, .transition, .geometryGroup, .compositingGroup, .drawingGroup,
            .blur, .shadow, .blendMode, .clipShape, .mask, .contentTransition:
            // Render-only modifiers and secondary views never change the size (swiftui.md §1.5, §1.9, §2.1).
            return sizeThatFits(content, p, parent: parent)
        case .frame(let width, let height, _):
            return FrameLayout(width: width, height: height).size(p) { sizeThatFits(content, $0) }
        case .flexFrame(let flex):
            return FlexFrameLayout(flex).size(p) { sizeThatFits(content, $0) }
        case .padding(let insets):
            return PaddingLayout(insets: insets).size(p) { sizeThatFits(content, $0) }
        case .position:
            return PositionLayout.size(p) { sizeThatFits(content, $0) }
        case .fixedSize(let horizontal, let vertical):
            return sizeThatFits(content, FixedSizeLayout(horizontal: horizontal, vertical: vertical).childProposal(p))
        }
    }
}

// MARK: - Placement

extension LayoutEngine {
    /// Places `node` with its top-leading corner at `origin` (points of `space`), given the proposal it was sized
    /// with and the size it chose, appending its leaves in drawing order.
    func place(
        _ node: ViewNode, at origin: Point, proposal: ProposedSize, size: Size, environment: Environment,
        space: Space, parent: ParentAxis = .none, into out: inout [PlacedLeaf]
    ) {
        switch node.kind {
        case .empty, .spacer:
            return
        case .shape(let kind):
            let color = (environment.fill ?? environment.foreground)
            out.append(leaf(.shape(kind), origin, size, color, environment, space, node))
        case .color(let color):
            out.append(leaf(.color, origin, size, color, environment, space, node))
        case .text(let content):
            let layout = textLayout(content, proposal)
            TextWarningLog.shared.report(layout.warnings)
            let text = PlacedText(layout: layout, opacity: environment.opacity)
            out.append(leaf(.text(text), origin, size, environment.foreground, environment, space, node))
        case .stack(let axis, let alignment, let spacing, let children):
            placeStack(
                axis: axis, alignment: alignment, spacing: spacing, children: children, at: origin,
                proposal: proposal, size: size, environment: environment, space: space, into: &out)
        case .group(let children):
            placeStack(
                axis: .z, alignment: .center, spacing: nil, children: children, at: origin, proposal: proposal,
                size: size, environment: environment, space: space, into: &out)
        case .modified(let content, let modifier):
            placeModified(
                content, modifier, key: node.identity, at: origin, proposal: proposal, size: size,
                environment: environment, space: space, parent: parent, into: &out)
        }
    }

    private func leaf(
        _ content: LeafContent, _ origin: Point, _ size: Size, _ color: Color, _ environment: Environment,
        _ space: Space, _ node: ViewNode
    ) -> PlacedLeaf {
        PlacedLeaf(
            content: content, frame: grid.round(Rect(origin: origin, size: size)), transform: space.transform,
            color: color.opacity(environment.opacity), range: node.range, key: node.identity, effects: space.effects,
            scopes: space.scopes, transition: space.transition, groups: space.groups, blend: environment.blend,
            shadow: environment.shadow, contentTransition: environment.contentTransition)
    }

    private func placeModified(
        _ content: ViewNode, _ modifier: Modifier, key: UInt64, at origin: Point, proposal p: ProposedSize, size: Size,
        environment: Environment, space: Space, parent: ParentAxis, into out: inout [PlacedLeaf]
    ) {
        var env = environment
        /// Places the content in the same box (modifiers that do not change layout), in `s`.
        func same(_ e: Environment, in s: Space) {
            place(content, at: origin, proposal: p, size: size, environment: e, space: s, parent: parent, into: &out)
        }
        func same(_ e: Environment) { same(e, in: space) }
        /// Places the content in the same box inside a new layer around it; the layer's parameters animate under
        /// the `.animation(_:value:)` scopes around it.
        func layer(_ group: PlacedGroup, _ e: Environment) {
            var inner = space
            var group = group
            group.scopes = space.scopes
            inner.groups.append(group)
            same(e, in: inner)
        }
        /// Places the content at `childOrigin`, sized for `childProposal`.
        func child(at childOrigin: Point, proposal childProposal: ProposedSize) {
            let childSize = sizeThatFits(content, childProposal)
            place(
                content, at: childOrigin, proposal: childProposal, size: childSize, environment: env, space: space,
                into: &out)
        }
        switch modifier {
        case .fill(let color):
            env.fill = color
            same(env)
        case .foregroundStyle(let color):
            env.foreground = color
            env.fill = nil
            same(env)
        case .opacity(let o):
            env.opacity *= max(0, min(1, o))
            same(env)
        case .zIndex, .text:
            same(env)
        case .animation(let animation, let value):
            var inner = space
            inner.scopes.append(AnimationScope(key: key, animation: animation, value: value))
            same(env, in: inner)
        case .transition(let transition):
            var inner = space
            if inner.transition == nil {
                inner.transition = PlacedTransition(
                    key: key, transition: transition, frame: grid.round(Rect(origin: origin, size: size)),
                    depth: space.effects.count)
            }
            same(env, in: inner)
        case .compositingGroup, .drawingGroup:
            // What reached the boundary applies to the flattened layer; the subtree starts afresh (seed 002).
            var bounds: Rect?
            if case .drawingGroup = modifier {
                bounds = Path(rect: grid.round(Rect(origin: origin, size: size))).applying(space.transform).bounds
            }
            let group = PlacedGroup(
                key: key, kind: .composite(opacity: env.opacity, blend: env.blend, shadow: env.shadow, bounds: bounds))
            env.opacity = 1
            env.blend = .normal
            env.shadow = nil
            layer(group, env)
        case .blur(let radius, let opaque):
            layer(PlacedGroup(key: key, kind: .blur(sigma: radius * space.transform.lengthScale, opaque: opaque)), env)
        case .shadow(let color, let radius, let x, let y):
            let k = space.transform.lengthScale
            let d = Point(x: x, y: y).applying(space.transform) - Point.zero.applying(space.transform)
            env.shadow = DropShadow(color: color, radius: radius * k, dx: d.x, dy: d.y)
            same(env)
        case .blendMode(let name):
            env.blend = BlendMode.named(name)
            same(env)
        case .contentTransition(let kind):
            env.contentTransition = kind
            same(env)
        case .clipShape(let shape):
            let frame = grid.round(Rect(origin: origin, size: size))
            layer(PlacedGroup(key: key, kind: .clip(shape.path(in: frame).applying(space.transform))), env)
        case .mask(let maskView, let alignment):
            var maskLeaves: [PlacedLeaf] = []
            var maskSpace = space
            maskSpace.groups = []
            placeSecondary(
                maskView, alignment, primaryOrigin: origin, primarySize: size, environment: Environment(),
                space: maskSpace, into: &maskLeaves)
            layer(PlacedGroup(key: key, kind: .mask(maskLeaves.displayItems)), env)
        case .geometryGroup:
            placeEffect(
                content, .group, key: key, at: origin, proposal: p, size: size, environment: env, space: space,
                into: &out)
        case .offset(let x, let y):
            // `_OffsetEffect` moves the content's position; leaves round it with their frames (swiftui.md §1.5).
            place(
                content, at: Point(x: origin.x + x, y: origin.y + y), proposal: p, size: size, environment: env,
                space: space, parent: parent, into: &out)
        case .rotationEffect(let angle, let anchor):
            placeEffect(
                content, .rotation(angle, anchor: anchor), key: key, at: origin, proposal: p, size: size,
                environment: env, space: space, into: &out)
        case .scaleEffect(let x, let y, let anchor):
            placeEffect(
                content, .scale(x: x, y: y, anchor: anchor), key: key, at: origin, proposal: p, size: size,
                environment: env, space: space, into: &out)
        case .background(let secondary, let alignment):
            placeSecondary(
                secondary, alignment, primaryOrigin: origin, primarySize: size, environment: env, space: space,
                into: &out)
            same(env)
        case .overlay(let secondary, let alignment):
            same(env)
            placeSecondary(
                secondary, alignment, primaryOrigin: origin, primarySize: size, environment: env, space: space,
                into: &out)
        case .frame(let width, let height, let alignment):
            let layout = FrameLayout(width: width, height: height)
            let childProposal = layout.childProposal(p)
            let childSize = sizeThatFits(content, childProposal)
            child(at: origin + alignmentOffset(alignment, container: size, child: childSize), proposal: childProposal)
        case .flexFrame(let flex):
            let layout = FlexFrameLayout(flex)
            let childProposal = layout.placementProposal(p, size: size)
            let childSize = sizeThatFits(content, childProposal)
            child(
                at: origin + alignmentOffset(flex.alignment, container: size, child: childSize), proposal: childProposal
            )
        case .padding(let insets):
            let layout = PaddingLayout(insets: insets)
            child(at: Point(x: origin.x + insets.leading, y: origin.y + insets.top), proposal: layout.childProposal(p))
        case .position(let x, let y):
            // The child is proposed the position layout's own size and centred on the point (swiftui.md §1.5).
            let childProposal = ProposedSize(size)
            let childSize = sizeThatFits(content, childProposal)
            child(
                at: Point(x: origin.x + x - childSize.width / 2, y: origin.y + y - childSize.height / 2),
                proposal: childProposal)
        case .fixedSize(let horizontal, let vertical):
            let childProposal = FixedSizeLayout(horizontal: horizontal, vertical: vertical).childProposal(p)
            let childSize = sizeThatFits(content, childProposal)
            child(
                at: Point(
                    x: origin.x + (size.width - childSize.width) / 2, y: origin.y + (size.height - childSize.height) / 2
                ),
                proposal: childProposal)
        }
    }

    /// `background`/`overlay`: the secondary view is proposed exactly the primary's size and aligned to it
    /// (swiftui.md §1.9); several views in it stack as a ZStack.
    private func placeSecondary(
        _ secondary: ViewNode, _ alignment: Alignment, primaryOrigin: Point, primarySize: Size,
        environment: Environment, space: Space, into out: inout [PlacedLeaf]
    ) {
        var env = environment
        env.fill = nil
        let proposal = ProposedSize(primarySize)
        let size = sizeThatFits(secondary, proposal)
        place(
            secondary, at: primaryOrigin + alignmentOffset(alignment, container: primarySize, child: size),
            proposal: proposal, size: size, environment: env, space: space, into: &out)
    }

    /// A geometry effect: its own frame is rounded in the parent space (it carries any offset written after it),
    /// then the content is laid out from zero in a fresh space mapped through the effect's matrix
    /// (swiftui.md §2.1 steps 1–4).
    private func placeEffect(
        _ content: ViewNode, _ kind: PlacedEffect.Kind, key: UInt64, at origin: Point, proposal: ProposedSize,
        size: Size, environment: Environment, space: Space, into out: inout [PlacedLeaf]
    ) {
        let effect = PlacedEffect(
            key: key, kind: kind, frame: grid.round(Rect(origin: origin, size: size)), scopes: space.scopes)
        let frame = effect.frame
        var inner = space
        inner.transform = effect.space(in: space.transform)
        inner.effects.append(effect)
        place(
            content, at: .zero, proposal: proposal, size: frame.size, environment: environment, space: inner, into: &out
        )
    }

    /// Where a child of `child` size goes inside a container of `container` size so that their alignment guides meet.
    func alignmentOffset(_ alignment: Alignment, container: Size, child: Size) -> Point {
        Point(
            x: alignment.horizontal.fraction * (container.width - child.width),
            y: alignment.vertical.fraction * (container.height - child.height))
    }
}

extension HorizontalAlignment {
    /// The guide's position as a fraction of the width (leading 0, centre ½, trailing 1).
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension VerticalAlignment {
    /// The guide's position as a fraction of the height (top 0, centre ½, bottom 1).
    var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        // Outside an HStack a baseline guide falls back to the non-text default, the bottom (swiftui.md §1.11).
        case .firstTextBaseline, .lastTextBaseline: 1
        }
    }
}
