// RasterImage.swift: a decoded picture file as layout and drawing see it: premultiplied sRGB RGBA8 pixels and the
// scale they were made for (`name@2x.png` is 2: two pixels per point).
// Rule: Apple: Image.scale / UIImage.scale (developer.apple.com/documentation/uikit/uiimage/scale) — an image's size
// in points is its pixel size divided by its scale. Status: complete.

/// Pixels of one image file, premultiplied, top row first, `4·width` bytes per row.
public struct RasterImage: Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]
    /// Pixels per point (1, 2 or 3 from the file name's `@2x`/`@3x`).
    public var scale: Double

    public init(width: Int, height: Int, pixels: [UInt8], scale: Double = 1) {
        precondition(pixels.count == width * height * 4, "image needs 4·width·height bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.scale = scale
    }

    /// The size in points: pixels ÷ scale.
    public var pointWidth: Double { Double(width) / scale }
    public var pointHeight: Double { Double(height) / scale }
}
