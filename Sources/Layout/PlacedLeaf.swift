// PlacedLeaf.swift: a leaf view after layout: its pixel-rounded frame in its transform space, and that space.
// Rule: OpenSwiftUI Round+Extension.swift and AnimatableAttribute.swift (every leaf rounds its own frame in the current
// transform space). Status: complete.

import Geometry
import Render
import Scene
import Shader

/// What a leaf draws once placed.
public enum LeafContent: Sendable {
    case shape(ShapeKind)
    case color
    /// A Text: its layout at the placement proposal, drawn from the frame's top-leading corner.
    indirect case text(PlacedText)
    /// Some glyphs of a Text, already arranged in its layout box (a piece of a numeric-text morph), and the opacity
    /// of its colour glyphs.
    case ink(TextInk, opacity: Double)
    /// An Image's pixels filling the frame (or drawn as nine-slice pieces), Images/ImageView.swift.
    case image(PlacedImage)
    /// A Canvas's drawing (Canvas/CanvasPicture.swift).
    case canvas(CanvasPicture)
}

/// A piece of a numeric-text morph (Animation/NumericTextMorph.swift): a kept run sliding, or one grapheme cluster
/// departing (old string) or arriving (new string).
public enum MorphPiece: Hashable, Sendable {
    case kept(Int)
    case departing(Int)
    case arriving(Int)
}

/// One leaf of a laid-out frame.
public struct PlacedLeaf: Sendable {
    public var content: LeafContent
    /// The leaf's frame in points of its transform space, already snapped to the pixel grid.
    public var frame: Rect
    /// Maps the leaf's transform space (points) to device pixels: the composed geometry effects and the render scale.
    public var transform: AffineTransform
    /// The resolved fill, with every enclosing `opacity` multiplied in.
    public var color: Color
    /// Where the leaf was written in the scene.
    public var range: SourceRange
    /// The leaf view's identity (ViewNode.identity), for animation across state snapshots.
    public var key: UInt64 = 0
    /// The transform spaces around the leaf, outermost first; `transform` is their composition with the render scale.
    public var effects: [PlacedEffect] = []
    /// The `.animation(_:value:)` scopes around the leaf, outermost first.
    public var scopes: [AnimationScope] = []
    /// The layers around the leaf, outermost first (PlacedGroup.swift).
    public var groups: [PlacedGroup] = []
    /// The blend mode that reached the leaf (pushed down to each leaf, OpenSwiftUI DisplayListViewModel.swift and
    /// GraphicsFilter.swift; Apple: View.compositingGroup() —
    /// developer.apple.com/documentation/swiftui/view/compositinggroup()).
    public var blend: BlendMode = .normal
    /// The values most leaves leave at their defaults (PlacedLeaf+Rare.swift): nil while all are.
    var rare: Rare?

    /// A leaf with the given values; the rest at their defaults.
    init(
        content: LeafContent, frame: Rect, transform: AffineTransform, color: Color, range: SourceRange,
        key: UInt64 = 0, effects: [PlacedEffect] = [], scopes: [AnimationScope] = [],
        transition: PlacedTransition? = nil, groups: [PlacedGroup] = [], blend: BlendMode = .normal,
        shadow: DropShadow? = nil, contentTransition: ContentTransitionKind = .opacity
    ) {
        (self.content, self.frame, self.transform, self.color, self.range, self.key) =
            (content, frame, transform, color, range, key)
        (self.effects, self.scopes, self.groups, self.blend) = (effects, scopes, groups, blend)
        self.transition = transition
        self.shadow = shadow
        self.contentTransition = contentTransition
    }

    /// The rasteriser's form of `paint` for this leaf.
    var displayPaint: DisplayPaint? {
        paint.map {
            DisplayPaint(
                shading: $0, rect: frame, deviceToLocal: transform.inverted ?? .identity, opacity: color.opacity)
        }
    }

    /// The leaf's outline in device pixels; for a Text, its outline glyphs (colour glyphs are images).
    public var path: Path {
        let local: Path
        switch content {
        case .color: local = Path(rect: frame)
        case .shape(let kind): return drawing.path(of: kind, in: frame, transform: transform)
        case .text(let text):
            local = text.ink.allOutlines.applying(AffineTransform(translationX: frame.minX, y: frame.minY))
        case .ink(let ink, _):
            local = ink.path.applying(AffineTransform(translationX: frame.minX, y: frame.minY))
        case .image, .canvas: local = Path(rect: frame)
        }
        return local.applying(transform)
    }

    /// The display items the leaf draws, back to front: its filled outline, then any colour glyph images.
    public var displayItems: [DisplayItem] {
        var items: [DisplayItem] = []
        appendDisplayItems(to: &items)
        return items
    }

    /// Appends `displayItems` to `items`: the frame's display list collects every leaf's items into one array
    /// without an array per leaf (issue #21: a 1000-view frame allocated and freed a thousand one-item arrays).
    public func appendDisplayItems(to items: inout [DisplayItem]) {
        let ink: TextInk
        let bitmapOpacity: Double
        switch content {
        case .text(let text): (ink, bitmapOpacity) = (text.ink, text.opacity)
        case .ink(let pieces, let opacity): (ink, bitmapOpacity) = (pieces, opacity)
        case .image(let placed):
            items += placed.displayItems(in: frame, transform: transform, opacity: color.opacity)
            return
        case .canvas(let picture):
            items += picture.displayItems(in: frame, transform: transform, opacity: color.opacity)
            return
        default:
            guard color.opacity > 0 else { return }
            if shaderPaint != nil {
                if let item = shaderFilled(path) { items.append(item) }
                return
            }
            if let material {
                guard case .shape(let kind) = content,
                    let backdrop = material.paint.backdrop(
                        frame: frame, transform: transform, kind: kind, dark: material.dark)
                else { return }
                var group = DisplayGroup(items: [], opacity: color.opacity, clip: path)
                group.backdrop = backdrop
                items.append(DisplayItem(group: group))
                return
            }
            // Appended, then completed in place: DisplayItem is some hundreds of bytes (its optional image and
            // group are inline), and a local item was copied once more into the array (issue #21).
            items.append(DisplayItem(path: path, color: color))
            let last = items.count - 1
            if drawing.fillsEvenOdd { items[last].evenOdd = true }
            if paint != nil { items[last].paint = displayPaint }
            return
        }
        let toDevice = AffineTransform(translationX: frame.minX, y: frame.minY).concatenating(transform)
        if color.opacity > 0 && !ink.path.isEmpty, shaderPaint != nil {
            if let item = shaderFilled(ink.devicePath(toDevice).path) { items.append(item) }
        } else if color.opacity > 0 && !ink.path.isEmpty {
            let device = ink.devicePath(toDevice)
            var item = DisplayItem(path: device.path, color: color, recurs: device.recurs)
            item.paint = displayPaint
            items.append(item)
        }
        if case .text(let text) = content {
            // Coloured runs (links) over the rest, each in its own colour under the enclosing opacity.
            for (run, runPath) in zip(text.runs, ink.runPaths) where !runPath.isEmpty {
                let runColor = run.color.opacity(text.opacity)
                guard runColor.opacity > 0 else { continue }
                let device = ink.devicePath(runPath, toDevice)
                items.append(DisplayItem(path: device.path, color: runColor, recurs: device.recurs))
            }
        }
        if bitmapOpacity > 0 {
            for bitmap in ink.bitmaps where bitmap.width > 0 && bitmap.height > 0 {
                // Image pixels → the glyph's rect in the layout box → device pixels.
                let place = AffineTransform(
                    a: bitmap.rect.width / Double(bitmap.width), b: 0, c: 0,
                    d: bitmap.rect.height / Double(bitmap.height), tx: bitmap.rect.minX, ty: bitmap.rect.minY)
                items.append(
                    DisplayItem(
                        image: DisplayImage(
                            width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels,
                            transform: place.concatenating(toDevice), opacity: bitmapOpacity)))
            }
        }
    }

    /// The frame's centre in device pixels.
    public var pixelCenter: Point { frame.center.applying(transform) }
}

extension PlacedLeaf {
    /// `outline` (device pixels) painted by `shaderPaint` (Apple: Shader — developer.apple.com/documentation/swiftui/shader:
    /// as a ShapeStyle the function is `half4 f(float2 position, args…)`, position in the leaf's frame, top-leading at
    /// the origin; `.boundingRect` is that frame): a group whose shader fills the outline's box and is kept inside the
    /// outline. Nil when the shader cannot bind as a fill.
    func shaderFilled(_ outline: Path) -> DisplayItem? {
        guard let call = shaderPaint, color.opacity > 0,
            let program = try? call.function.bind(usage: .fill, arguments: call.arguments)
        else { return nil }
        let userToDevice = AffineTransform(translationX: frame.minX, y: frame.minY).concatenating(transform)
        guard let deviceToUser = userToDevice.inverted else { return nil }
        let region = outline.bounds.applying(deviceToUser)
        var group = DisplayGroup(items: [], opacity: color.opacity, clip: outline)
        group.shader = DisplayShaderEffect(
            program: program, userToDevice: userToDevice, region: region,
            boundingRect: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        return DisplayItem(group: group)
    }
}
