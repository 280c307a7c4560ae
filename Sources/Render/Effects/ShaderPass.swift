// ShaderPass.swift: runs a group's shader: its items painted into a source layer, the shader evaluated at every
// device pixel of the region into an output layer, the output kept inside the region's outline (and the group's clip,
// for a shader fill), then composited like any layer.
// Rule: DisplayShaderEffect.swift (SwiftUI's semantics); the SwiftUI::Layer header's `sample()` (bilinear, clamped to
// the layer's rectangle) as Apple published it on the developer forums, thread 758392; docs/ARCHITECTURE.md
// (premultiplied sRGB RGBA8 layers). Status: complete for issue #16.
//
// 1. The output covers the region's pixels that the target can show; a colour effect reads the source at the same
//    pixels, so its source is the same rectangle. Distortion and layer effects may sample anywhere in the region, so
//    their source covers the region, up to `sourceReach` pixels beyond the target.
// 2. position = userToDevice⁻¹(x + 0.5, y + 0.5) for the output pixel (x, y) in device pixels; a sample at user point
//    p reads texel userToDevice(p) − source origin.
// 3. The output is multiplied by the coverage of the region's outline (exact-area, as a clip), so a rotated or
//    fractional region has the edges a fill of it would have; a fill's outline is the group's clip.

import Geometry
import Shader

enum ShaderPass {
    /// How far beyond the target a distortion or layer effect's source is rendered (rule 1), in device pixels: the
    /// whole region when it is on screen, and a bounded margin of a region far larger than the frame.
    static let sourceReach = 512

    static func paint(_ group: DisplayGroup, _ effect: DisplayShaderEffect, into target: Layer, opacity: Double) {
        guard let region = group.contentExtent, let deviceToUser = effect.userToDevice.inverted else { return }
        let visible = region.intersection(target.rect)
        if visible.isEmpty { return }
        let usage = effect.program.usage
        var sourceRect = visible
        if usage == .distortionEffect || usage == .layerEffect {
            sourceRect = region.intersection(target.rect.outset(by: sourceReach))
        }
        let output = Layer(rect: visible)
        let source: Layer? = usage == .fill ? nil : Layer(rect: sourceRect)
        if let source { LayerPainter.paint(group.items, into: source) }
        // Rule 2: output pixel (x, y) is device pixel (x + x0, y + y0).
        let pixelToUser = AffineTransform(translationX: Double(visible.x0), y: Double(visible.y0)).concatenating(
            deviceToUser)
        let userToTexel = effect.userToDevice.concatenating(
            AffineTransform(translationX: Double(-sourceRect.x0), y: Double(-sourceRect.y0)))
        let bounds = effect.boundingRect
        func run(_ image: ShaderSourceImage?) {
            effect.program.run(
                output: output.framebuffer.pixels, rowBytes: visible.width * 4, width: visible.width,
                height: visible.height, pixelToUser: pixelToUser.shaderAffine, source: image,
                boundingRect: (bounds.minX, bounds.minY, bounds.width, bounds.height))
        }
        if let source {
            run(
                ShaderSourceImage(
                    pixels: UnsafePointer(source.framebuffer.pixels), width: sourceRect.width,
                    height: sourceRect.height, rowBytes: sourceRect.width * 4, userToTexel: userToTexel.shaderAffine))
        } else {
            run(nil)
        }
        // Rule 3.
        let coverage = Layer(rect: visible)
        LayerPainter.paint([DisplayItem(path: effect.outline, color: .white)], into: coverage)
        output.multiply(byAlphaOf: coverage)
        if let clip = group.clip {
            coverage.framebuffer.clear(to: .clear)
            LayerPainter.paint([DisplayItem(path: clip, color: .white)], into: coverage)
            output.multiply(byAlphaOf: coverage)
        }
        output.composite(onto: target, opacity: opacity, mode: group.blendMode)
    }
}

extension AffineTransform {
    /// The same map in the shader module's terms.
    var shaderAffine: ShaderAffine { ShaderAffine(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}
