// Layer+AlphaThreshold.swift: a layer's pixels through an alpha threshold (GraphicsContext.Filter.alphaThreshold).
// Rule: Apple: GraphicsContext.Filter.alphaThreshold(min:max:color:) —
// developer.apple.com/documentation/swiftui/graphicscontext/filter/alphathreshold(min:max:color:) ("replaces each
// pixel with alpha components within a range by a constant color, or transparency otherwise"); the range is
// inclusive, alpha as 0…1. Status: complete.

import Geometry

/// `alphaThreshold(min:max:color:)`: pixels whose alpha lies in [min, max] become `color`, the others transparent.
public struct AlphaThreshold: Sendable, Equatable {
    public var min: Double
    public var max: Double
    /// Straight-alpha sRGB.
    public var color: Color

    public init(min: Double, max: Double, color: Color) {
        (self.min, self.max, self.color) = (min, max, color)
    }
}

extension Layer {
    /// Replaces every pixel by the threshold's colour (premultiplied) or by transparency.
    func filter(through threshold: AlphaThreshold) {
        let c = threshold.color
        let a = Swift.max(0, Swift.min(1, c.opacity))
        let inside: (UInt8, UInt8, UInt8, UInt8) = (
            UInt8((Swift.max(0, Swift.min(1, c.red)) * a * 255).rounded()),
            UInt8((Swift.max(0, Swift.min(1, c.green)) * a * 255).rounded()),
            UInt8((Swift.max(0, Swift.min(1, c.blue)) * a * 255).rounded()), UInt8((a * 255).rounded())
        )
        let count = rect.width * rect.height
        let p = framebuffer.pixels
        for i in 0..<count {
            let o = i &* 4
            let alpha = Double(p[o &+ 3]) / 255
            let keep = alpha >= threshold.min && alpha <= threshold.max
            (p[o], p[o &+ 1], p[o &+ 2], p[o &+ 3]) = keep ? inside : (0, 0, 0, 0)
        }
    }
}
