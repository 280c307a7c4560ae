// DisplayGroup.swift: a display-list group: items flattened into an offscreen layer, then composited with effects.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup() (opacity, blend
// and shadow reach each leaf unless `compositingGroup()` / `drawingGroup()` flattens first; masks and effects a leaf
// cannot inherit need a real layer; drawingGroup clips to its bounds),
// Apple: GraphicsContext.Filter.blur(radius:options:) —
// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI BlurEffect.swift
// (blur and shadow radius = σ); seed 002 (the three grouping modifiers). Status: complete.
//
// Order of operations for one group (Composite/LayerPainter.swift):
// 1. `items` are painted back to front into a transparent layer (device pixels, nested groups included); with a
//    `projection`, that layer is then resampled through it into a layer covering its image; a `colorMatrix` then
//    filters every pixel, then an `alphaThreshold` (GraphicsContext.Filter.alphaThreshold).
// 2. The layer is multiplied by the coverage of `bounds`, then of `clip`, then by the alpha of `mask`.
// 3. `blur` (σ) blurs the layer (Effects/GaussianBlur.swift).
// 4. The shadow, if any, is composited: the layer's alpha moved by (dx, dy), blurred with the shadow's σ and tinted
//    with its colour (Effects/DropShadow.swift); then the layer. Both are multiplied by `opacity` and combined with
//    what is behind them by `blendMode` (Composite/BlendMode.swift).
// A group with opacity 1, `.normal`, no effects, no clip, mask or bounds, whose child groups all use `.normal`, is
// painted as if its items were in the parent list (`inlined`): src-over is associative, so the result is the same
// image, and it is then byte-identical to a list without the group. A child with another blend mode needs the
// group: it blends with the group's transparent backdrop, not with what lies behind the group (isolation).

import Geometry

/// Items composited as one image: `compositingGroup()`, `drawingGroup()`, and any opacity, blend mode, blur,
/// shadow, clip or mask that must apply to their combined result. All geometry is in device pixels.
public struct DisplayGroup: Sendable {
    /// The content, back to front, in device pixels; may contain nested groups.
    public var items: [DisplayItem]
    /// Multiplies the layer (and its shadow), 0…1.
    public var opacity: Double
    /// How the layer (and its shadow) combine with the pixels behind the group.
    public var blendMode: BlendMode
    /// Gaussian standard deviation in device pixels (`blur(radius:)` × scale; SwiftUI's radius is σ,
    /// Apple: GraphicsContext.Filter.blur(radius:options:) —
    /// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI
    /// BlurEffect.swift); 0 for none.
    public var blur: Double
    /// `blur(radius:opaque: true)`: pixels beyond the layer's edges repeat the edge pixel instead of being
    /// transparent, and each blurred pixel is made opaque by dividing its colour by its alpha
    /// (Apple: GraphicsContext.Filter.blur(radius:options:) —
    /// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI
    /// BlurEffect.swift).
    public var blurOpaque: Bool
    /// A drop shadow of the layer, drawn behind it.
    public var shadow: DropShadow?
    /// The layer is kept only inside this outline (device pixels, non-zero rule), with the exact-area coverage of
    /// a fill: `clipShape`, `clipped`, `cornerRadius`.
    public var clip: Path?
    /// The alpha of these items (device pixels, rendered like any list) multiplies the layer: `mask`.
    public var mask: [DisplayItem]?
    /// The layer's extent in device pixels, e.g. a drawing group's bounds: content outside is clipped (exact-area
    /// coverage at fractional edges). Nil: the content's own extent.
    public var bounds: Rect?
    /// The items are drawn through this device-to-device projective map (`rotation3DEffect`), before every other
    /// step of the group (Composite/ProjectedLayer.swift). Nil: none.
    public var projection: ProjectiveTransform?
    /// Each pixel of the layer, as straight-alpha colour, goes through this matrix after the items are painted
    /// (`brightness`, `saturation`, `hueRotation` … ; Composite/Layer+ColorMatrix.swift). Nil: none.
    public var colorMatrix: ColorMatrix?
    /// After `colorMatrix`: each pixel becomes the threshold's colour or transparent
    /// (Composite/Layer+AlphaThreshold.swift). Nil: none.
    public var alphaThreshold: AlphaThreshold?
    /// A shader that makes the layer (`colorEffect`, `distortionEffect`, `layerEffect`) or paints the `clip`
    /// outline (`fill(shader)`) from the items (Effects/ShaderPass.swift); it replaces steps 1–2, and the group's
    /// other effects do not apply. Nil: none.
    public var shader: DisplayShaderEffect?
    /// A material or glass surface: the target's pixels behind the `clip` outline, blurred, saturated and tinted
    /// (Effects/Backdrop.swift); the group draws no items. Nil: none.
    public var backdrop: Backdrop?

    public init(
        items: [DisplayItem], opacity: Double = 1, blendMode: BlendMode = .normal, blur: Double = 0,
        blurOpaque: Bool = false, shadow: DropShadow? = nil, clip: Path? = nil, mask: [DisplayItem]? = nil,
        bounds: Rect? = nil
    ) {
        self.items = items
        self.opacity = opacity
        self.blendMode = blendMode
        self.blur = blur
        self.blurOpaque = blurOpaque
        self.shadow = shadow
        self.clip = clip
        self.mask = mask
        self.bounds = bounds
    }

    /// True when the group changes nothing about how its items are composited (see the file header), so they can
    /// be painted straight into the parent.
    var isInlinable: Bool {
        opacity >= 1 && blendMode == .normal && !(blur > 0) && shadow == nil && clip == nil && mask == nil
            && bounds == nil && projection == nil && colorMatrix == nil && alphaThreshold == nil && shader == nil && backdrop == nil
            && items.allSatisfy { $0.group.map { $0.blendMode == .normal } ?? true }
    }

    /// `items` with every inlinable group replaced by its own (recursively inlined) items.
    static func inlined(_ items: [DisplayItem]) -> [DisplayItem] {
        guard items.contains(where: { $0.group?.isInlinable ?? false }) else { return items }
        var out: [DisplayItem] = []
        out.reserveCapacity(items.count)
        for item in items {
            if let group = item.group, group.isInlinable {
                out.append(contentsOf: inlined(group.items))
            } else {
                out.append(item)
            }
        }
        return out
    }
}
