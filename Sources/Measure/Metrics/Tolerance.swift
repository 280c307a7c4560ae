// Tolerance.swift: how much a frame may differ from its golden and still pass, in three tiers.
// Rule: Chromium ui/base/test/skia_gold_matching_algorithm.h: exact hash → per-channel max delta + max differing-pixel
// count (Skia Gold fuzzy, manim atol) → edge-aware (Skia Gold sobel, manimgl edge mask). Syntax (command line and
// golden settings):
//   exact            every byte equal (the digests match)
//   fuzzy:D,N        max channel difference ≤ D and at most N differing pixels
//   edge:D,N[,T]     as fuzzy, counting only pixels off the Sobel edge mask of threshold T (default 24), and no
//                    edge moved by EdgeShift.limit (0.4 px) or more: it forgives anti-aliasing differences along
//                    edges (another coverage rule, rounding), never a shape that moved by half a pixel or more
// Status: complete.

/// A per-frame pass/fail rule.
public enum Tolerance: Sendable, Equatable, CustomStringConvertible {
    /// Byte-identical frames only.
    case exact
    /// At most `maxPixels` differing pixels, none by more than `maxDifference` in any channel.
    case fuzzy(maxDifference: Int, maxPixels: Int)
    /// As `fuzzy`, but pixels on the edge mask (threshold `edgeThreshold`, EdgeMask.swift) are ignored as long as no
    /// edge moved (EdgeShift.swift): differences there are anti-aliasing.
    case edgeAware(maxDifference: Int, maxPixels: Int, edgeThreshold: Int)

    /// Parses `exact`, `fuzzy:D,N` or `edge:D,N[,T]` (integers; D and T 0…255, N ≥ 0); nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let numbers =
            parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) } : []
        guard numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        let n = numbers.map { $0! }
        switch parts.first?.lowercased() {
        case "exact" where parts.count == 1: self = .exact
        case "fuzzy" where n.count == 2 && n[0] <= 255: self = .fuzzy(maxDifference: n[0], maxPixels: n[1])
        case "edge" where (n.count == 2 || n.count == 3) && n[0] <= 255 && (n.count == 2 || n[2] <= 255):
            self = .edgeAware(
                maxDifference: n[0], maxPixels: n[1], edgeThreshold: n.count == 3 ? n[2] : EdgeMask.defaultThreshold)
        default: return nil
        }
    }

    /// The syntax that parses back to this tolerance.
    public var description: String {
        switch self {
        case .exact: "exact"
        case .fuzzy(let d, let n): "fuzzy:\(d),\(n)"
        case .edgeAware(let d, let n, let t): "edge:\(d),\(n),\(t)"
        }
    }

    /// The edge threshold metrics should use under this tolerance (the default outside the edge-aware tier).
    public var edgeThreshold: Int {
        if case .edgeAware(_, _, let t) = self { return t }
        return EdgeMask.defaultThreshold
    }

    /// Whether the tolerance looks at how far edges moved (FrameMetrics.edgeShift), so reports show it.
    public var judgesEdgeShift: Bool {
        if case .edgeAware = self { return true }
        return false
    }

    /// Whether a frame with these figures passes.
    public func accepts(_ m: FrameMetrics) -> Bool {
        switch self {
        case .exact: m.isIdentical
        case .fuzzy(let d, let n): m.pixels.maxDifference <= d && m.pixels.differingPixels <= n
        case .edgeAware(let d, let n, _):
            m.pixels.maxDifferenceOffEdges <= d && m.pixels.differingPixelsOffEdges <= n
                && m.edgeShift < EdgeShift.limit
        }
    }
}
