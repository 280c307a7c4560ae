// PlacedImage+DisplayItems.swift: an image leaf as display images: the whole picture mapped onto the leaf's frame, or
// each nine-slice piece (its pixels cut out) mapped onto its part of the frame. Status: complete for issue #15.

import Geometry
import Render

extension PlacedImage {
    /// The display items for a leaf whose frame is `frame` (points) in the space `transform` maps to device pixels.
    func displayItems(in frame: Rect, transform: AffineTransform, opacity: Double) -> [DisplayItem] {
        guard opacity > 0, image.width > 0, image.height > 0, frame.width > 0, frame.height > 0 else { return [] }
        guard let slices else {
            let place = AffineTransform(
                a: frame.width / Double(image.width), b: 0, c: 0, d: frame.height / Double(image.height),
                tx: frame.minX, ty: frame.minY)
            return [item(image.pixels, image.width, image.height, place.concatenating(transform), opacity)]
        }
        return slices.compactMap { slice in
            // Whole source pixels: cap insets in points × scale may fall between pixels; the cut is rounded.
            let x0 = max(0, min(image.width, Int(slice.source.minX.rounded())))
            let x1 = max(x0, min(image.width, Int(slice.source.maxX.rounded())))
            let y0 = max(0, min(image.height, Int(slice.source.minY.rounded())))
            let y1 = max(y0, min(image.height, Int(slice.source.maxY.rounded())))
            let (w, h) = (x1 - x0, y1 - y0)
            guard w > 0, h > 0 else { return nil }
            var cut = [UInt8](repeating: 0, count: w * h * 4)
            for row in 0..<h {
                let from = ((y0 + row) * image.width + x0) * 4
                cut[row * w * 4..<(row + 1) * w * 4] = image.pixels[from..<from + w * 4]
            }
            let place = AffineTransform(
                a: slice.target.width / Double(w), b: 0, c: 0, d: slice.target.height / Double(h),
                tx: frame.minX + slice.target.minX, ty: frame.minY + slice.target.minY)
            return item(cut, w, h, place.concatenating(transform), opacity)
        }
    }

    private func item(_ pixels: [UInt8], _ w: Int, _ h: Int, _ toDevice: AffineTransform, _ opacity: Double)
        -> DisplayItem
    {
        var display = DisplayImage(
            width: w, height: h, pixels: pixels, transform: toDevice, opacity: opacity, interpolation: interpolation)
        display.antialiased = antialiased
        return DisplayItem(image: display)
    }
}
