// LayerPainter.swift: painting a display list that contains groups: runs of fills and images go to the coverage
// rasteriser as before; each group becomes an offscreen layer that is composited with its effects.
// Rule: DisplayGroup.swift (order of operations); OpenSwiftUI DisplayListViewModel.swift and BlurEffect.swift;
// Apple: GraphicsContext.Filter.blur(radius:options:) —
// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); W3C Filter Effects,
// feGaussianBlur; Getreuer, "A Survey of Gaussian Convolution Algorithms", IPOL 2013 (blur only the layer's bounding
// box + 3σ). Status: complete.
//
// 1. Inlinable groups are expanded first (DisplayGroup.swift). A list with no group left, painted into the frame
//    itself, goes to `CoverageAccumulator.paint` unchanged, so lists without groups keep their exact bytes.
// 2. A layer stands for a device rectangle. Items painted into a layer whose origin is not (0, 0) are moved by
//    minus that origin (paths and image transforms), which keeps coverage exact: the rasteriser sees the same
//    outline relative to the pixel grid.
// 3. A group's layer covers its content (DisplayItem+Extent.swift) cut to the pixels that can still reach the
//    destination: the destination grown by the blur radius, and, with a shadow, the destination moved back by the
//    shadow's offset and grown by both radii. Then the blur radius is added around it (transparent margin into which
//    the blur spreads). An opaque blur keeps to its bounds (the group's `bounds`, or the pixels the content covers).
//    A downsampled blur's layer starts on a multiple of its block size, so its blocks sit on the same device grid
//    whatever the layer's extent (the bytes do not depend on how much of the content is on screen).
// 4. Clip, bounds and mask are each rendered into one scratch coverage layer of the same rect, reused, and multiply
//    the layer (Layer.swift rule 3).
// Scratch: one layer per group (plus one coverage layer and one shadow layer when used), a row buffer and one float
// plane per blur; nothing per pixel.

import Geometry

/// Paints display items, groups included, over a layer's contents.
enum LayerPainter {
    /// Paints `items` back to front over `target` (rules 1–2).
    static func paint(_ items: [DisplayItem], into target: Layer) {
        let items = DisplayGroup.inlined(items)
        let (dx, dy) = (Double(-target.rect.x0), Double(-target.rect.y0))
        let moved = dx != 0 || dy != 0
        let framebuffer = target.framebuffer
        if !moved && !items.contains(where: { $0.group != nil }) {
            CoverageAccumulator(width: framebuffer.width, height: framebuffer.height).paint(items, into: framebuffer)
            return
        }
        var accumulator: CoverageAccumulator?
        var run: [DisplayItem] = []
        func flush() {
            if run.isEmpty { return }
            let a = accumulator ?? CoverageAccumulator(width: framebuffer.width, height: framebuffer.height)
            accumulator = a
            a.paint(run, into: framebuffer)
            run.removeAll(keepingCapacity: true)
        }
        for item in items {
            if let group = item.group {
                flush()
                paint(group, into: target)
            } else {
                run.append(moved ? item.translated(dx: dx, dy: dy) : item)
            }
        }
        flush()
    }

    /// Renders `group` into its own layer and composites it (and its shadow) onto `target` (DisplayGroup.swift
    /// order of operations; rules 3–4).
    static func paint(_ group: DisplayGroup, into target: Layer) {
        let opacity = group.opacity.isNaN ? 0 : min(1, group.opacity)
        guard opacity > 0, let content = group.contentExtent else { return }
        if let backdrop = group.backdrop {
            BackdropPass.paint(group, backdrop, into: target, opacity: opacity)
            return
        }
        if let shader = group.shader {
            ShaderPass.paint(group, shader, into: target, opacity: opacity)
            return
        }
        let blurReach = group.blurReach
        let placement = group.shadow?.placement
        var needed = target.rect.outset(by: blurReach)
        if let placement {
            needed = needed.union(
                target.rect.offsetBy(dx: -placement.shiftX, dy: -placement.shiftY)
                    .outset(by: placement.reach + blurReach))
        }
        let drawn = content.intersection(needed)
        if drawn.isEmpty { return }
        let opaque = group.blurOpaque && blurReach > 0
        let blocks = group.blur > 0 ? GaussianBlur.factor(sigma: group.blur) : 1
        var layer = Layer(rect: (opaque ? drawn : drawn.outset(by: blurReach)).aligned(to: blocks))
        if let projection = group.projection {
            ProjectedLayer.paint(group.items, through: projection, into: layer)
        } else {
            paint(group.items, into: layer)
        }
        if let matrix = group.colorMatrix { layer.filter(through: matrix) }
        if let threshold = group.alphaThreshold { layer.filter(through: threshold) }
        applyCoverage(of: group, to: layer)

        if blurReach > 0 {
            if opaque {
                guard let kept = opaqueBlurRect(of: group, layer) else { return }
                layer = layer.cropped(to: kept)
            }
            let blurred = Layer(rect: layer.rect)
            GaussianBlur.blur(
                layer.framebuffer.pixels, into: blurred.framebuffer.pixels, width: layer.rect.width,
                height: layer.rect.height, channels: 4, sigma: group.blur, edges: opaque ? .clamp : .transparent)
            layer = blurred
            if opaque { layer.makeOpaque() }
        }
        if let shadow = group.shadow, let image = shadow.render(of: layer, opacity: opacity, visible: target.rect) {
            image.composite(onto: target, opacity: 1, mode: group.blendMode)
        }
        layer.composite(onto: target, opacity: opacity, mode: group.blendMode)
    }

    // MARK: - Steps

    /// Multiplies `layer` by the coverage of the group's bounds and clip and by its mask's alpha (rule 4).
    private static func applyCoverage(of group: DisplayGroup, to layer: Layer) {
        var scratch: Layer?
        func coverage(_ items: [DisplayItem]) {
            let c = scratch ?? Layer(rect: layer.rect)
            if scratch != nil { c.framebuffer.clear(to: .clear) }
            scratch = c
            paint(items, into: c)
            layer.multiply(byAlphaOf: c)
        }
        if let bounds = group.bounds {
            let r = layer.rect
            let inside =
                bounds.minX <= Double(r.x0) && bounds.minY <= Double(r.y0) && bounds.maxX >= Double(r.x1)
                && bounds.maxY >= Double(r.y1)
            if !inside { coverage([DisplayItem(path: Path(rect: bounds), color: .white)]) }
        }
        if let clip = group.clip { coverage([DisplayItem(path: clip, color: .white)]) }
        if let mask = group.mask { coverage(mask) }
    }

    /// The rect an opaque blur keeps to: the group's bounds if given, else the pixels with non-zero alpha, within
    /// the layer; nil if empty (rule 3).
    private static func opaqueBlurRect(of group: DisplayGroup, _ layer: Layer) -> PixelRect? {
        let kept: PixelRect
        if let bounds = group.bounds,
            let b = PixelRect(minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY)
        {
            kept = b.intersection(layer.rect)
        } else {
            kept = layer.coveredExtent ?? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        return kept.isEmpty ? nil : kept
    }
}

extension DisplayItem {
    /// The item moved by (dx, dy) device pixels (rule 2), keeping its fill rule and its gradient: the paint's map
    /// from device pixels to the shape's space first undoes the move.
    func translated(dx: Double, dy: Double) -> DisplayItem {
        let t = AffineTransform(translationX: dx, y: dy)
        if var image {
            image.transform = image.transform.concatenating(t)
            return DisplayItem(image: image)
        }
        var moved = self
        moved.path = path.applying(t)
        // A layer's offset may change from frame to frame: its items are masked on their second sighting.
        moved.recurs = false
        if var paint {
            paint.deviceToLocal = AffineTransform(translationX: -dx, y: -dy).concatenating(paint.deviceToLocal)
            moved.paint = paint
        }
        return moved
    }
}
