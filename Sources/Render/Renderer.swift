// Renderer.swift: the software rasteriser's entry point: a display list (or one path) to premultiplied RGBA8 pixels.
// Rule: Blend2D blend2d/raster/analyticrasterizer_p.h and font-rs src/raster.rs (flatten → exact-area coverage →
// src-over on encoded premultiplied values); docs/ARCHITECTURE.md (deterministic). Status: complete for solid fills
// (issue #2) and groups (issue #7).
//
// Pipeline per fill: Raster/Flatten (path → segments, tolerance 0.001 px) → Raster/LineBuffer+Clip (clip to the
// frame) → Raster/CoverageAccumulator+Cells (signed area/cover cells, one window per path and band) → its Sweep
// (8-bit coverage runs and 4-pixel edge groups) → Composite/SourceOver. A display list is painted band by band
// (CoverageAccumulator+Bands). Groups (DisplayGroup.swift) become offscreen layers with their effects
// (Composite/LayerPainter); a list without groups takes the path above unchanged, byte for byte. Each call owns
// its scratch buffers, so one `Renderer` may be used from many threads at once on different framebuffers; nothing
// runs in parallel inside a call, so output depends only on the inputs.

import Geometry

/// Paints display lists into framebuffers. Stateless: every call allocates its own scratch and frees it on return.
public struct Renderer: Sendable {
    /// A renderer; it has no configuration.
    public init() {}

    /// Clears `framebuffer` to `background` then paints every item back to front (src-over on premultiplied
    /// sRGB-encoded values).
    ///
    /// Paths are in device pixels and filled with the non-zero rule with exact-area coverage; paths with a NaN or
    /// infinite coordinate are skipped. One scratch accumulator serves all items of the list; they are painted in
    /// horizontal bands (Raster/CoverageAccumulator+Bands.swift) with the same bytes as painting them one by one.
    /// A group item is painted into its own layer, which is then composited with its opacity, blend mode, blur,
    /// shadow, clip and mask (DisplayList/DisplayGroup.swift).
    public func render(_ list: DisplayList, background: Color, into framebuffer: Framebuffer) {
        framebuffer.clear(to: background)
        LayerPainter.paint(list.items, into: Layer(framebuffer))
    }

    /// Fills one path (device pixels, non-zero winding) with `color` over the framebuffer's contents.
    ///
    /// `color` is straight-alpha sRGB; it is premultiplied once (`Color.premultipliedRGBA8`, rounded) and each
    /// pixel's 8-bit coverage multiplies into the source before src-over (Composite/SourceOver.swift). Parts of the
    /// path outside the framebuffer are clipped; a path with a NaN or infinite coordinate draws nothing.
    public func fill(_ path: Path, color: Color, into framebuffer: Framebuffer) {
        CoverageAccumulator(width: framebuffer.width, height: framebuffer.height)
            .fill(path, color: color, into: framebuffer)
    }
}
