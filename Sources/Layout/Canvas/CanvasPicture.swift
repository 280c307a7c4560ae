// CanvasPicture.swift: a Canvas leaf's drawing: display items in device pixels for the place the canvas was laid out,
// moved with the leaf when animation moves it.
// Rule: a leaf's frame and transform may be interpolated after layout (Animation/LeafAnimation.swift); the drawing
// follows the map from where it was drawn to where the leaf is now, as a drawn layer would. Status: complete.

import Geometry
import Render

public struct CanvasPicture: Sendable {
    /// The drawing, back to front, in device pixels.
    var items: [DisplayItem]
    /// The canvas's points → device pixels when it was drawn.
    var toDevice: AffineTransform

    /// The items for a leaf now at `frame` in the space `transform` maps to device pixels, in one layer (the canvas
    /// is isolated, CanvasRenderer.swift) with the leaf's `opacity`.
    func displayItems(in frame: Rect, transform: AffineTransform, opacity: Double) -> [DisplayItem] {
        guard opacity > 0, !items.isEmpty else { return [] }
        let now = AffineTransform(translationX: frame.minX, y: frame.minY).concatenating(transform)
        var drawn = items
        if now != toDevice, let back = toDevice.inverted {
            let move = back.concatenating(now)
            drawn = drawn.map { $0.applying(move) }
        }
        return [DisplayItem(group: DisplayGroup(items: drawn, opacity: opacity))]
    }
}

extension DisplayItem {
    /// The item moved by the device-to-device map `t`: outlines, images, paints, clips and masks; blur and shadow
    /// radii grow by √|det t|.
    func applying(_ t: AffineTransform) -> DisplayItem {
        var item = self
        item.path = path.applying(t)
        item.recurs = false
        if var image {
            image.transform = image.transform.concatenating(t)
            item.image = image
        }
        if var paint, let back = t.inverted {
            paint.deviceToLocal = back.concatenating(paint.deviceToLocal)
            item.paint = paint
        }
        if var group {
            let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
            group.items = group.items.map { $0.applying(t) }
            group.clip = group.clip?.applying(t)
            group.mask = group.mask?.map { $0.applying(t) }
            group.bounds = group.bounds.map { Path(rect: $0).applying(t).boundingRect }
            group.blur = GeometryArgument.devicePixelSigma(group.blur * scale)
            if var shadow = group.shadow {
                (shadow.dx, shadow.dy) = (t.a * shadow.dx + t.c * shadow.dy, t.b * shadow.dx + t.d * shadow.dy)
                shadow.radius = GeometryArgument.devicePixelSigma(shadow.radius * scale)
                group.shadow = shadow
            }
            item.group = group
        }
        return item
    }
}
