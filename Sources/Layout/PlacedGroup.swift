// PlacedGroup.swift: the layers around a leaf (compositing and drawing groups, blur, clip, mask) and the per-leaf
// compositing state (blend mode, shadow), and how a frame's leaves become a nested display list.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(): opacity, blend
// mode and shadow are pushed down to each leaf unless a `compositingGroup()` or `drawingGroup()` flattens first (seed
// 002's avatars); effects a leaf cannot inherit (clip, mask, blur here) make a layer of the subtree; drawingGroup clips
// to the view's bounds ([UNCONF] in the reference, taken as stated);
// Apple: GraphicsContext.Filter.blur(radius:options:) —
// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI BlurEffect.swift:
// blur and shadow radii are Gaussian σ in points, × the space's scale in device pixels. Status: complete for issue #7;
// clip, mask and layer geometry are taken from the latest snapshot (they do not animate).

import Animate
import Geometry
import Render
import Scene

/// A layer around part of the tree, in device pixels.
public struct PlacedGroup: Sendable {
    public enum Kind: Sendable {
        /// `compositingGroup()` / `drawingGroup()`: what reached the boundary from outside applies to the flattened
        /// layer; a drawing group also clips to `bounds`.
        case composite(opacity: Double, blend: BlendMode, shadow: DropShadow?, bounds: Rect?)
        case blur(sigma: Double, opaque: Bool)
        case clip(Path)
        case mask([DisplayItem])
        /// `rotation3DEffect`: the subtree drawn through a projection (Rotation3DEffect.swift).
        case projection(Rotation3D)
        /// `brightness`, `saturation`, `hueRotation` …: the subtree's pixels through a colour matrix.
        case colorFilter(ColorFilter)
        /// `colorEffect`, `distortionEffect`, `layerEffect`: the subtree's layer through the user's shader
        /// (ShaderEffect.swift).
        case shader(ShaderPlacement)
    }

    /// The modifier node's identity: leaves with the same key share the layer.
    public var key: UInt64
    public var kind: Kind
    /// The `.animation(_:value:)` scopes around the group, outermost first.
    public var scopes: [AnimationScope] = []
    /// A clip to a shape (ClipEffect.swift): the shape as laid out, so that its frame and radii animate and the path
    /// is made again from them (ShapeAnimatableData.swift), and the geometry effects around it move it as they move
    /// the leaves (LeafAnimation.swift).
    var clipSource: ClipSource?
    /// A mask's own leaves (MaskEffect.swift), which animate as leaves do (LeafAnimation.swift): a shimmer's
    /// `.mask(Rectangle().offset(x: on ? 100 : -100))` sweeps under `withAnimation`.
    var maskSource: [PlacedLeaf]?

    /// The shape a `.clip` group was made from, in the layout's points, and the space's transform to device pixels.
    struct ClipSource: Sendable {
        var kind: ShapeKind
        var drawing: ShapeDrawing
        var frame: Rect
        var transform: AffineTransform
        /// How many of its leaves' geometry effects are outside the clip (`PlacedLeaf.effects` order): those move
        /// the clip when they animate.
        var effectDepth = 0
        /// How many of its leaves' groups are outside the clip: a transition placed inside it moves the content, not
        /// the clip (LeafAnimation.swift).
        var groupDepth = 0

        var path: Path { drawing.path(of: kind, in: frame, transform: transform) }

        /// The frame's origin and size, then the shape's own data: a view's frame animates as a leaf's does
        /// (OpenSwiftUI AnimatableAttribute.swift), so `.frame(width: on ? 300 : 100).clipped()` grows smoothly.
        var animatableData: [Double] { [frame.minX, frame.minY, frame.width, frame.height] + kind.animatableData }
    }

    /// The numbers that animate (OpenSwiftUI OpacityEffect.swift: opacity; blur and shadow radii, offsets and colour):
    /// opacity, then the shadow's radius, offset and colour (linear × 128); or the blur's σ; a clip to a shape its
    /// frame and radii (ClipSource). A mask does not animate.
    var animatableData: [Double] {
        switch kind {
        case .composite(let opacity, _, let shadow, _):
            guard let shadow else { return [opacity] }
            let c = LinearColor(shadow.color)
            let u = animatableUnitScale
            return [opacity, shadow.radius, shadow.dx, shadow.dy, c.red * u, c.green * u, c.blue * u, c.opacity * u]
        case .blur(let sigma, _): return [sigma]
        case .projection(let rotation): return rotation.animatableData
        case .colorFilter(let filter): return filter.values
        case .shader(let placement): return placement.call.animatableData
        case .clip: return clipSource?.animatableData ?? []
        case .mask: return []
        }
    }

    /// A copy with `data` (laid out as `animatableData`) written back.
    func with(_ data: [Double]) -> PlacedGroup {
        var g = self
        switch kind {
        case .composite(_, let blend, let shadow, let bounds):
            var s = shadow
            if s != nil, data.count >= 8 {
                let u = animatableUnitScale
                let c = LinearColor(
                    red: data[4] / u, green: data[5] / u, blue: data[6] / u, opacity: max(0, min(1, data[7] / u)))
                s = DropShadow(color: c.color, radius: max(0, data[1]), dx: data[2], dy: data[3])
            }
            g.kind = .composite(opacity: max(0, min(1, data[0])), blend: blend, shadow: s, bounds: bounds)
        case .blur(_, let opaque): g.kind = .blur(sigma: max(0, data[0]), opaque: opaque)
        case .projection(let rotation): if data.count == 8 { g.kind = .projection(rotation.with(data)) }
        case .colorFilter(var filter):
            if data.count == filter.values.count {
                filter.values = data
                g.kind = .colorFilter(filter)
            }
        case .shader(var placement):
            placement.call = placement.call.with(data)
            g.kind = .shader(placement)
        case .clip:
            // A frame and radii as laid out (a clip at rest) keep the path ClipEffect made.
            if var source = clipSource, data.count >= 4, !data.elementsEqual(source.animatableData) {
                source.frame = Rect(x: data[0], y: data[1], width: max(0, data[2]), height: max(0, data[3]))
                source.kind = source.kind.with(data[4...])
                g.clipSource = source
                g.kind = .clip(source.path)
            }
        case .mask: break
        }
        return g
    }

    /// The clip moved from the space its leaves' effects had when laid out (`rest`, space → device pixels) to the
    /// one they have now (`animated`); any other group is returned as it is.
    func moved(from rest: AffineTransform, to animated: AffineTransform) -> PlacedGroup {
        guard case .clip = kind, var source = clipSource, rest != animated, let back = rest.inverted else {
            return self
        }
        var g = self
        source.transform = source.transform.concatenating(back).concatenating(animated)
        g.clipSource = source
        g.kind = .clip(source.path)
        return g
    }

    var displayGroup: DisplayGroup {
        switch kind {
        case .composite(let opacity, let blend, let shadow, let bounds):
            DisplayGroup(items: [], opacity: opacity, blendMode: blend, shadow: shadow, bounds: bounds)
        case .blur(let sigma, let opaque): DisplayGroup(items: [], blur: sigma, blurOpaque: opaque)
        case .clip(let path): DisplayGroup(items: [], clip: path)
        case .mask(let items): DisplayGroup(items: [], mask: items)
        case .colorFilter(let filter):
            {
                var group = DisplayGroup(items: [])
                group.colorMatrix = filter.matrix
                return group
            }()
        case .projection(let rotation):
            {
                var group = DisplayGroup(items: [])
                group.projection = rotation.matrix
                return group
            }()
        case .shader(let placement):
            {
                var group = DisplayGroup(items: [])
                group.shader = placement.displayEffect
                return group
            }()
        }
    }
}

extension BlendMode {
    /// SwiftUI's case name (`multiply`) → the renderer's mode.
    static func named(_ name: String) -> BlendMode {
        BlendMode.allCases.first { "\($0)" == name } ?? .normal
    }
}

extension Array where Element == PlacedLeaf {
    /// The frame's display list: each leaf's items (in a layer of their own when they carry a blend mode or a
    /// shadow), nested in the layers around them; consecutive leaves sharing a layer share one group.
    public var displayItems: [DisplayItem] {
        // A second reference: the array is copied once (as every leaf was copied before it drew, below).
        let leaves = self
        return leaves.takingDisplayItems()
    }

    /// `displayItems` of leaves no one else holds (a frame's, just laid out): each leaf draws where it lies. A call
    /// on a leaf read out of the array (`self[index].appendDisplayItems`) copied the whole leaf first and destroyed
    /// the copy after (`outlined init with copy of PlacedLeaf`: some 500 instructions per leaf and frame, issue #21,
    /// callgrind); reached through the buffer's mutable access it is borrowed in place (PlacedLeaf.drawInPlace).
    public consuming func takingDisplayItems() -> [DisplayItem] {
        var leaves = consume self
        let merges = GlassMerge(leaves)
        return leaves.withUnsafeMutableBufferPointer { Self.displayItems(of: $0, merges: merges) }
    }

    private static func displayItems(of leaves: UnsafeMutableBufferPointer<PlacedLeaf>, merges: GlassMerge)
        -> [DisplayItem]
    {
        // A stack of open layers: the group's identity and the items collected so far.
        var stack: [(key: UInt64, group: DisplayGroup, items: [DisplayItem])] = []
        var root: [DisplayItem] = []
        // Most leaves give one item: reserved once, the array does not regrow ten times into fresh pages per frame
        // (issue #21: 2 % of a 1000-view frame's evaluation, layout and display list, bench/README.md).
        root.reserveCapacity(leaves.count)
        func close() {
            let open = stack.removeLast()
            var group = open.group
            group.items = open.items
            let item = DisplayItem(group: group)
            if stack.isEmpty { root.append(item) } else { stack[stack.count - 1].items.append(item) }
        }
        for index in leaves.indices {
            var common = 0
            while common < stack.count, common < leaves[index].groups.count,
                stack[common].key == leaves[index].groups[common].key
            {
                common += 1
            }
            while stack.count > common { close() }
            for group in leaves[index].groups[common...] { stack.append((group.key, group.displayGroup, [])) }
            if let merged = merges.items(of: index) {
                Self.append(leaves[index].layered(merged), into: &stack, root: &root)
            } else if leaves[index].blend != .normal || leaves[index].rare?.shadow != nil {
                var items: [DisplayItem] = []
                leaves[index].drawInPlace(to: &items)
                Self.append(leaves[index].layered(items), into: &stack, root: &root)
            } else if stack.isEmpty {
                // The common case: the leaf's items go straight into the list, no array of their own.
                leaves[index].drawInPlace(to: &root)
            } else {
                leaves[index].drawInPlace(to: &stack[stack.count - 1].items)
            }
        }
        while !stack.isEmpty { close() }
        return root
    }

    private static func append(
        _ items: [DisplayItem], into stack: inout [(key: UInt64, group: DisplayGroup, items: [DisplayItem])],
        root: inout [DisplayItem]
    ) {
        if stack.isEmpty { root += items } else { stack[stack.count - 1].items += items }
    }
}

extension PlacedLeaf {
    /// `appendDisplayItems(to:)` on the leaf where it lies. Mutating only so that it is reached through a mutable
    /// (exclusive) access, which lends the leaf without copying it; it writes nothing.
    fileprivate mutating func drawInPlace(to items: inout [DisplayItem]) { appendDisplayItems(to: &items) }

    /// `items` in a layer of their own when the leaf carries a blend mode or a shadow (which apply to the leaf's
    /// items as one), else as they are.
    fileprivate func layered(_ items: [DisplayItem]) -> [DisplayItem] {
        guard blend != .normal || shadow != nil, !items.isEmpty else { return items }
        return [DisplayItem(group: DisplayGroup(items: items, blendMode: blend, shadow: shadow))]
    }
}
