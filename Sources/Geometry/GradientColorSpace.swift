// GradientColorSpace.swift: SwiftUI's `Gradient.ColorSpace`, the space a mesh gradient's colours are interpolated in.
// Rule: Apple: Gradient.ColorSpace — developer.apple.com/documentation/swiftui/gradient/colorspace (`.device`, the
// default, and `.perceptual`); OpenSwiftUI Gradient.swift `ResolvedGradient.ColorSpace.convertIn/convertOut`:
// `.device` interpolates the encoded sRGB components, `.perceptual` the cube roots of the linear sRGB colour mapped to
// LMS cone responses by OKLab's first matrix (Björn Ottosson, "A perceptual color space for image processing", 2020;
// the second, linear, OKLab matrix does not change a linear interpolation and is left out, as there); both
// premultiplied by opacity. Coming back, the cubes are mapped to linear sRGB by the inverse matrix and encoded with
// IEC 61966-2-1 (the same transfer as Animate's LinearColor). Status: complete for the two spaces.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

public enum GradientColorSpace: Hashable, Sendable {
    case device
    case perceptual

    /// The premultiplied components a colour is interpolated as (opacity last).
    public func convertIn(_ c: Color) -> SIMD4<Double> {
        let a = max(0, min(1, c.opacity))
        switch self {
        case .device:
            return SIMD4(c.red * a, c.green * a, c.blue * a, a)
        case .perceptual:
            let r = GradientColorSpace.linear(c.red)
            let g = GradientColorSpace.linear(c.green)
            let b = GradientColorSpace.linear(c.blue)
            let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
            let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
            let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
            return SIMD4(l * a, m * a, s * a, a)
        }
    }

    /// Premultiplied encoded sRGB components (0…1, opacity last) of interpolated components.
    public func convertOut(_ v: SIMD4<Double>) -> SIMD4<Double> {
        switch self {
        case .device:
            return v
        case .perceptual:
            let a = v[3]
            guard a > 0 else { return .zero }
            let l = v[0] / a
            let m = v[1] / a
            let s = v[2] / a
            let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
            let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
            let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
            let b = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
            return SIMD4(
                GradientColorSpace.encoded(r) * a, GradientColorSpace.encoded(g) * a, GradientColorSpace.encoded(b) * a,
                a)
        }
    }

    /// IEC 61966-2-1 decoding, odd-symmetric.
    static func linear(_ c: Double) -> Double {
        let x = abs(c)
        let l = x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    /// IEC 61966-2-1 encoding, odd-symmetric.
    static func encoded(_ l: Double) -> Double {
        let x = abs(l)
        let c = x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
        return l < 0 ? -c : c
    }
}
