// CoverageAccumulator+Bands.swift: the order in which a display list's fills are rasterised: band by band.
// Rule: Blend2D blend2d/raster/analyticrasterizer_p.h (bands, as Blend2D); docs/ARCHITECTURE.md (deterministic).
// Status: complete.
//
// 1. Up to `chunkSegments` segments' worth of consecutive items are flattened and clipped first (LineBuffer).
// 2. The frame rows they touch are cut into bands of `bandHeight(width:)` rows (≈ 256 KiB of pixels, 34 rows at
//    1080p) so a band stays in L2 while every item crossing it is composited, and the cell buffer of a large path is
//    one band, not the whole path. Measured on the 1000-rectangle frame (RasterBench): ~3 % faster than unbanded
//    (4-row bands: 20 % slower, per-band overhead).
// 3. Within a band items are painted in list order, so every pixel sees the same sequence of src-over operations as
//    painting whole items one after another; and a segment's pieces do not depend on the band it is cut in
//    (CoverageAccumulator rule 3), so the bytes do not depend on where band boundaries fall. RendererTests checks
//    this: a list painted at once (bands from the topmost item) equals its items filled one by one (bands from each
//    item's first row).
// 4. `fill` of one path is a list of one item: its cell buffer is one band of the path, never the whole frame.
// 5. An image item ends the chunk before it: the chunk is painted, then the image (Composite/ImageBlit), so the
//    list's back-to-front order holds across fills and images.

import Geometry

/// Segments flattened before a chunk of items is painted (2 MiB of `Double`s).
private let chunkSegments = 1 << 16

extension CoverageAccumulator {
    /// Fills one path over the framebuffer's contents (a list of one item, so also band by band).
    func fill(_ path: Path, color: Color, into framebuffer: Framebuffer) {
        paint([DisplayItem(path: path, color: color)], into: framebuffer)
    }

    /// Paints `items` back to front over the framebuffer's contents, band by band per the file header.
    func paint(_ items: [DisplayItem], into framebuffer: Framebuffer) {
        precondition(framebuffer.width == width && framebuffer.height == height, "accumulator sized for another frame")
        let band = CoverageAccumulator.bandHeight(width: width)
        let cache = CoverageCache.current
        var chunk: [FillItem] = []
        var next = 0
        while next < items.count {
            lines.removeAll()
            chunk.removeAll(keepingCapacity: true)
            var top = Int.max
            var bottom = Int.min
            while next < items.count && lines.count < chunkSegments && items[next].image == nil {
                if let item = prepare(items[next], cache: cache) {
                    chunk.append(item)
                    top = min(top, item.firstRow)
                    bottom = max(bottom, item.endRow)
                }
                next += 1
            }
            var bandStart = top
            while bandStart < bottom {
                let bandEnd = bandStart + band
                for item in chunk where item.firstRow < bandEnd && item.endRow > bandStart {
                    rasterize(item, rowStart: bandStart, rowEnd: bandEnd, into: framebuffer)
                }
                bandStart = bandEnd
            }
            if next < items.count, let image = items[next].image {
                image.draw(into: framebuffer)
                next += 1
            }
        }
    }

    /// The fill of `item` ready to paint: its cached mask when `cache` has one, else its segments, captured into a new
    /// mask on the outline's second sighting, or its first when the item recurs (CoverageCache.swift rule 2); nil when
    /// it paints nothing.
    private func prepare(_ item: DisplayItem, cache: CoverageCache?) -> FillItem? {
        guard let cache, item.paint == nil, item.path.elements.count >= CoverageCache.minimumElements,
            !PremultipliedSource(item.color).isInvisible
        else {
            return prepare(item.path, color: item.color, evenOdd: item.evenOdd, paint: item.paint)
        }
        let (found, fingerprint) = cache.lookup(
            item.path, evenOdd: item.evenOdd, width: width, height: height, recurs: item.recurs)
        if case .hit(let mask) = found {
            return FillItem(
                firstSegment: 0, segmentCount: 0, originX: mask.originX, columns: mask.columns,
                firstRow: mask.originY, endRow: mask.originY + mask.rows, source: PremultipliedSource(item.color),
                evenOdd: item.evenOdd, mask: mask)
        }
        guard var fill = prepare(item.path, color: item.color, evenOdd: item.evenOdd) else { return nil }
        guard case .make = found else { return fill }
        let mask = captureMask(of: fill)
        lines.discardPath()
        cache.insert(
            mask, for: item.path, fingerprint: fingerprint, evenOdd: item.evenOdd, width: width, height: height)
        fill.mask = mask
        return fill
    }

    /// Rows per band: about 256 KiB of framebuffer, at least 8 rows.
    static func bandHeight(width: Int) -> Int {
        max(8, (256 * 1024) / (width * 4))
    }
}
