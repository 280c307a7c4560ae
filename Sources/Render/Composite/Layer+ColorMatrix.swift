// Layer+ColorMatrix.swift: a layer's pixels through a colour matrix (SwiftUI's colour filters).
// Rule: W3C Filter Effects Module Level 1, §9.6 feColorMatrix: the matrix applies to non-premultiplied colour, so
// each pixel is unpremultiplied, multiplied, clamped to 0…1 and premultiplied again (rounded to nearest). A
// transparent pixel stays transparent unless the matrix gives it alpha. Nothing is allocated per pixel.
// Status: complete.

import Geometry

extension Layer {
    /// Filters every pixel through `matrix`.
    func filter(through matrix: ColorMatrix) {
        let m = matrix.m
        let addsAlpha = m[19] != 0
        let count = rect.width * rect.height
        let p = framebuffer.pixels
        for i in 0..<count {
            let o = i &* 4
            let a8 = p[o &+ 3]
            if a8 == 0 && !addsAlpha { continue }
            let a = Double(a8) / 255
            let r = a > 0 ? Double(p[o]) / 255 / a : 0
            let g = a > 0 ? Double(p[o &+ 1]) / 255 / a : 0
            let b = a > 0 ? Double(p[o &+ 2]) / 255 / a : 0
            @inline(__always) func row(_ k: Int) -> Double {
                let v = m[k] * r + m[k + 1] * g + m[k + 2] * b + m[k + 3] * a + m[k + 4]
                return v.isNaN ? 0 : max(0, min(1, v))
            }
            let (r2, g2, b2, a2) = (row(0), row(5), row(10), row(15))
            p[o] = UInt8((r2 * a2 * 255).rounded())
            p[o &+ 1] = UInt8((g2 * a2 * 255).rounded())
            p[o &+ 2] = UInt8((b2 * a2 * 255).rounded())
            p[o &+ 3] = UInt8((a2 * 255).rounded())
        }
    }
}
