// DisplayItem+Extent.swift: the device pixels an item can change, so a group's layer covers its content and no
// more (W3C Filter Effects, feGaussianBlur; Getreuer, "A Survey of Gaussian Convolution Algorithms", IPOL 2013: blur
// only the layer's bounding box + 3σ margin). Status: complete.
//
// 1. A path can only cover pixels inside the box of its points (a cubic lies in the hull of its control points);
//    an image only those inside the box of its four mapped corners, one pixel wider (ImageBlit.swift step 1).
// 2. A group's content is the union of its items' extents, cut to its bounds, its clip's box and its mask's extent;
//    blur grows it by the kernel radius (not for an opaque blur, which stays inside), and the shadow adds the
//    content moved by its offset and grown by its kernel radius. Opacity 0 or an empty content changes nothing.

import Geometry

extension DisplayItem {
    /// The device pixels this item can change; nil when it changes none (or has a non-finite coordinate, which the
    /// rasteriser skips).
    var extent: PixelRect? {
        if let group { return group.extent }
        if let image { return image.extent }
        return path.extent
    }

    /// The union of the extents of `items`; nil when none changes a pixel.
    static func extent(of items: [DisplayItem]) -> PixelRect? {
        var box: PixelRect?
        for item in items {
            if let e = item.extent { box = box.map { $0.union(e) } ?? e }
        }
        return box
    }
}

extension Path {
    /// The pixels touched by the box of every point of the path (rule 1); nil for an empty or non-finite path.
    var extent: PixelRect? {
        let box = bounds
        guard let pixels = PixelRect(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY),
            !pixels.isEmpty
        else { return nil }
        return pixels
    }
}

extension DisplayImage {
    /// The box of the mapped corners, one pixel wider each side (rule 1).
    var extent: PixelRect? {
        guard width > 0, height > 0, opacity > 0 else { return nil }
        let corners = drawnCorners
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard
            let box = PixelRect(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!)?.outset(by: 1),
            !box.isEmpty
        else { return nil }
        return box
    }
}

extension DisplayGroup {
    /// The pixels the group's content can cover before blur and shadow: items ∩ bounds ∩ clip ∩ mask (rule 2).
    var contentExtent: PixelRect? {
        if backdrop != nil { return clip?.extent }
        if let shader {
            // A shader writes its whole region, transparent pixels of the items included (ShaderPass.swift).
            guard var box = shader.extent else { return nil }
            if let clip {
                guard let c = clip.extent else { return nil }
                box = box.intersection(c)
            }
            return box.isEmpty ? nil : box
        }
        guard var box = DisplayItem.extent(of: items) else { return nil }
        if let projection {
            guard let projected = ProjectedLayer.extent(of: box, through: projection) else { return nil }
            box = projected
        }
        if let bounds {
            guard let b = PixelRect(minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY)
            else { return nil }
            box = box.intersection(b)
        }
        if let clip {
            guard let c = clip.extent else { return nil }
            box = box.intersection(c)
        }
        if let mask {
            guard let m = DisplayItem.extent(of: mask) else { return nil }
            box = box.intersection(m)
        }
        return box.isEmpty ? nil : box
    }

    /// The kernel radius of the group's blur in pixels (0 for none).
    var blurReach: Int { blur > 0 && blur.isFinite ? GaussianBlur.reach(sigma: blur) : 0 }

    /// Every pixel the group can change (rule 2).
    var extent: PixelRect? {
        guard opacity > 0, let content = contentExtent else { return nil }
        let blurred = blurOpaque ? content : content.outset(by: blurReach)
        guard let shadow, let placement = shadow.placement else { return blurred }
        return blurred.union(placement.extent(ofLayer: blurred))
    }
}

extension DisplayImage {
    /// The device-pixel corners of what the image covers: its own rectangle, or its repeat region.
    var drawnCorners: [Point] {
        let r = repeatRegion ?? Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        return [
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
            Point(x: r.maxX, y: r.maxY),
        ].map { $0.applying(transform) }
    }
}
