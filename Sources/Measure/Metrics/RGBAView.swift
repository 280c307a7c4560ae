// RGBAView.swift: a borrowed view of an RGBA8 frame, so metrics read framebuffers and decoded images alike without
// Measure importing Render or Encode (docs/ARCHITECTURE.md: Measure never imports Layout or Render). Status: complete.

/// Width × height pixels of premultiplied sRGB RGBA8 (`r, g, b, a` per pixel), rows top to bottom, `bytesPerRow` apart.
///
/// The view does not own its bytes: it is valid only while the pointer it was made from is (inside a
/// `withUnsafeBufferPointer` closure, or while the framebuffer lives).
public struct RGBAView {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next, at least `width · 4`.
    public let bytesPerRow: Int
    /// The first byte of the top-left pixel.
    public let base: UnsafePointer<UInt8>

    /// A view of `height` rows of `width` pixels starting at `base`.
    public init(base: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int? = nil) {
        precondition(width > 0 && height > 0, "RGBAView: empty image \(width)×\(height)")
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow ?? width * 4
        precondition(self.bytesPerRow >= width * 4, "RGBAView: bytesPerRow \(self.bytesPerRow) < width·4")
    }

    /// The four bytes of pixel (x, y).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = base + y * bytesPerRow + x * 4
        return (p[0], p[1], p[2], p[3])
    }

    /// Whether both views have the same pixel size.
    public func hasSameSize(as other: RGBAView) -> Bool { width == other.width && height == other.height }
}

/// Calls `body` with a view of a tightly packed RGBA8 byte array of `width` × `height` pixels.
public func withRGBAView<R>(
    _ pixels: [UInt8], width: Int, height: Int, _ body: (RGBAView) throws -> R
) rethrows -> R {
    precondition(pixels.count == width * height * 4, "withRGBAView: \(pixels.count) bytes for \(width)×\(height)")
    return try pixels.withUnsafeBufferPointer {
        try body(RGBAView(base: $0.baseAddress!, width: width, height: height))
    }
}
