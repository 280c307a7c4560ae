// PixelDifference.swift: how far two frames are apart pixel by pixel: the largest channel difference, how many
// pixels differ at all, and how many of those lie away from edges.
// Rule: manimgl render_compare and Rive image_diff (3b1b/manim render_compare and rive-app/rive-runtime image_diff: max
// delta, number of differing pixels, number away from edges); a pixel differs when any of its four bytes (premultiplied
// R, G, B, A) differs. Status: complete.

/// Counts of differing pixels between two frames of the same size.
public struct PixelDifference: Sendable, Equatable, Codable {
    /// The largest |a − b| over every channel of every pixel, 0…255.
    public var maxDifference: Int
    /// Pixels with any channel different.
    public var differingPixels: Int
    /// Differing pixels that are not on the edge mask.
    public var differingPixelsOffEdges: Int
    /// The largest channel difference among pixels off the edge mask.
    public var maxDifferenceOffEdges: Int

    /// Counts given directly (tests, and `none`).
    public init(maxDifference: Int, differingPixels: Int, differingPixelsOffEdges: Int, maxDifferenceOffEdges: Int) {
        self.maxDifference = maxDifference
        self.differingPixels = differingPixels
        self.differingPixelsOffEdges = differingPixelsOffEdges
        self.maxDifferenceOffEdges = maxDifferenceOffEdges
    }

    /// No difference at all.
    public static let none = PixelDifference(
        maxDifference: 0, differingPixels: 0, differingPixelsOffEdges: 0, maxDifferenceOffEdges: 0)

    /// Compares two frames; pixels where `edges` is set count in `differingPixels` only.
    public init(_ a: RGBAView, _ b: RGBAView, edges: EdgeMask? = nil) {
        precondition(a.hasSameSize(as: b), "PixelDifference: frames differ in size")
        if let edges { precondition(edges.width == a.width && edges.height == a.height, "PixelDifference: mask size") }
        var result = PixelDifference.none
        for y in 0..<a.height {
            let ra = a.base + y * a.bytesPerRow
            let rb = b.base + y * b.bytesPerRow
            for x in 0..<a.width {
                let d = PixelDifference.delta(ra + 4 * x, rb + 4 * x)
                guard d > 0 else { continue }
                result.differingPixels += 1
                result.maxDifference = max(result.maxDifference, d)
                if edges?[x, y] != true {
                    result.differingPixelsOffEdges += 1
                    result.maxDifferenceOffEdges = max(result.maxDifferenceOffEdges, d)
                }
            }
        }
        self = result
    }

    /// Each pixel's largest channel difference, 0…255, as a plane (the heat map's data).
    public static func deltaPlane(_ a: RGBAView, _ b: RGBAView) -> Plane {
        precondition(a.hasSameSize(as: b), "PixelDifference: frames differ in size")
        let (w, h) = (a.width, a.height)
        let samples = [UInt8](unsafeUninitializedCapacity: w * h) { out, count in
            for y in 0..<h {
                let ra = a.base + y * a.bytesPerRow
                let rb = b.base + y * b.bytesPerRow
                for x in 0..<w { out[y * w + x] = UInt8(delta(ra + 4 * x, rb + 4 * x)) }
            }
            count = w * h
        }
        return Plane(width: w, height: h, samples: samples)
    }

    /// max over the four channels of |p − q|.
    @inline(__always)
    static func delta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Int {
        max(
            max(abs(Int(p[0]) - Int(q[0])), abs(Int(p[1]) - Int(q[1]))),
            max(abs(Int(p[2]) - Int(q[2])), abs(Int(p[3]) - Int(q[3]))))
    }
}
