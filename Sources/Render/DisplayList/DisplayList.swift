// DisplayList.swift: what Layout hands the rasteriser for one frame: filled outlines, colour images (emoji) and
// groups (offscreen layers, DisplayGroup.swift) in device pixels, back to front.
// Status: complete for issues #2, #5 and #7 (solid fills, images, groups).

import Geometry

/// One filled outline, image or group. The path is already in device pixels (layout points × render scale, every
/// transform applied), so the rasteriser needs no knowledge of SwiftUI.
///
/// The rare parts (an image, a group, a gradient paint) are kept in shared immutable boxes (`DisplayItemBox`): inline,
/// an optional `DisplayGroup` alone made the item several hundred bytes, copied with `memcpy` each time a leaf's item
/// was made and appended, for a plain fill too (issue #21: a quarter of the display list's instructions of a
/// 1000-view frame, callgrind). Reading one copies it out of its box; writing one makes a new box (copy on write by
/// construction: the Swift book, "Structures and Classes",
/// docs.swift.org/swift-book/documentation/the-swift-programming-language/classesandstructures).
public struct DisplayItem: Sendable {
    /// The outline in device pixels, filled with the non-zero rule.
    public var path: Path
    /// The fill, sRGB-encoded with straight alpha; view opacity is already multiplied into `color.opacity`.
    public var color: Color
    private var imageBox: DisplayItemBox<DisplayImage>?
    private var groupBox: DisplayItemBox<DisplayGroup>?
    private var paintBox: DisplayItemBox<DisplayPaint>?
    /// Fill with the even-odd rule instead of non-zero (`FillStyle(eoFill: true)`).
    public var evenOdd = false
    /// The outline is expected back unchanged in the frames that follow (static text): the coverage cache captures
    /// its mask the first time it is drawn rather than the second (Raster/CoverageCache.swift rule 2).
    public var recurs = false

    /// A colour image drawn instead of the path (colour glyphs); nil for fills.
    public var image: DisplayImage? {
        get { imageBox?.value }
        set { imageBox = newValue.map(DisplayItemBox.init) }
    }
    /// An offscreen layer drawn instead of the path (compositing groups, blur, shadow, clip, mask, blend modes);
    /// nil for fills and images.
    public var group: DisplayGroup? {
        get { groupBox?.value }
        set { groupBox = newValue.map(DisplayItemBox.init) }
    }
    /// A gradient painted instead of `color` (Raster/CoverageAccumulator+Paint.swift); nil for solid fills.
    public var paint: DisplayPaint? {
        get { paintBox?.value }
        set { paintBox = newValue.map(DisplayItemBox.init) }
    }

    public init(path: Path, color: Color, recurs: Bool = false) {
        self.path = path
        self.color = color
        self.recurs = recurs
    }

    /// An image item: no outline; `image` carries its own placement and opacity.
    public init(image: DisplayImage) {
        self.path = Path()
        self.color = .clear
        self.imageBox = DisplayItemBox(image)
    }

    /// A group item: no outline; `group` carries its items and effects (DisplayGroup.swift).
    public init(group: DisplayGroup) {
        self.path = Path()
        self.color = .clear
        self.groupBox = DisplayItemBox(group)
    }
}

/// One immutable part of a DisplayItem, shared by the item's copies.
final class DisplayItemBox<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}

/// A premultiplied RGBA8 image placed by an affine map, resampled with bilinear filtering (after a box prefilter
/// when it is shrunk by 2× or more), so bitmaps transform like outlines do (Composite/ImageBlit.swift).
public struct DisplayImage: Sendable {
    public var width: Int
    public var height: Int
    /// Premultiplied sRGB RGBA8, top row first, `4·width` bytes per row.
    public var pixels: [UInt8]
    /// Image pixel coordinates (0…width, 0…height, y down) → device pixels.
    public var transform: AffineTransform
    /// Multiplies every channel (view opacity), 0…1.
    public var opacity: Double
    /// How texels are resampled (SwiftUI's `Image.Interpolation`).
    public var interpolation: ImageInterpolation = .high
    /// Whether the image's outer edges blend into what is behind (texels outside count as transparent); false
    /// draws only pixels whose centre falls inside the image, edge texels clamped (`Image.antialiased(false)`).
    public var antialiased = true
    /// The image repeats over this rectangle of its pixel coordinates (texel addressing wraps), as a tiled pattern
    /// (`GraphicsContext.Shading.tiledImage`); nil draws the image once.
    public var repeatRegion: Rect?

    public init(
        width: Int, height: Int, pixels: [UInt8], transform: AffineTransform, opacity: Double,
        interpolation: ImageInterpolation = .high
    ) {
        self.interpolation = interpolation
        precondition(pixels.count == width * height * 4, "image needs 4·width·height bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.transform = transform
        self.opacity = opacity
    }
}

/// A frame's drawing, painted in order (first item at the back).
public struct DisplayList: Sendable {
    public var items: [DisplayItem]

    public init(items: [DisplayItem] = []) { self.items = items }
}

/// A gradient as the rasteriser paints it: the shading in the shape's local space, the shape's bounding rect there,
/// and the map from device pixels back to that space (the inverse of the leaf's transform).
public struct DisplayPaint: Sendable {
    public var shading: GradientShading
    public var rect: Rect
    public var deviceToLocal: AffineTransform
    /// Multiplies every colour's opacity (view opacity).
    public var opacity: Double

    public init(shading: GradientShading, rect: Rect, deviceToLocal: AffineTransform, opacity: Double) {
        self.shading = shading
        self.rect = rect
        self.deviceToLocal = deviceToLocal
        self.opacity = opacity
    }
}
