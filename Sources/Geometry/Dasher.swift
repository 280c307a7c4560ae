// Dasher.swift: cutting polylines into dashes by a dash pattern and phase.
// Rule: Apple: StrokeStyle.dash and dashPhase — developer.apple.com/documentation/swiftui/strokestyle ("the lengths
// of painted and unpainted segments", the phase is how far into the pattern the line starts); CGContext.setLineDash
// for the conventions shared with Core Graphics: an odd count repeats the pattern, a pattern of only zeros or with a
// negative length draws the line undashed. Each subpath restarts the pattern. Status: complete.

/// Splits polylines into the "on" intervals of a dash pattern.
public struct Dasher: Sendable {
    public var pattern: [Double]
    public var phase: Double

    public init(pattern: [Double], phase: Double) {
        self.pattern = pattern.count % 2 == 1 ? pattern + pattern : pattern
        self.phase = phase
    }

    /// Whether the pattern dashes at all (some positive length, none negative or not finite).
    public var isActive: Bool {
        !pattern.isEmpty && pattern.allSatisfy { $0 >= 0 && $0.isFinite } && pattern.reduce(0, +) > 0
            && phase.isFinite
    }

    /// The dashes of `line`, each an open polyline (corner flags kept; the cut points are corners).
    public func dashes(of line: Polyline) -> [Polyline] {
        var points = line.points
        var corners = line.corners
        if line.closed, let first = points.first {
            points.append(first)
            corners.append(true)
        }
        guard points.count > 1 else { return [] }
        let total = pattern.reduce(0, +)
        // Position in the pattern at the start of the line.
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        var index = 0
        while offset > 0, offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - offset  // length left in the current interval
        var on = index % 2 == 0
        var out: [Polyline] = []
        var current = Polyline()
        if on { current.append(points[0], corner: true) }
        var guardCount = 0
        for i in 1..<points.count {
            var a = points[i - 1]
            let b = points[i]
            var segment = a.distance(to: b)
            while segment > remaining, guardCount < 1_000_000 {
                guardCount += 1
                let t = remaining / segment
                let cut = a + (b - a) * t
                if on {
                    current.append(cut, corner: true)
                    out.append(current)
                    current = Polyline()
                } else {
                    current.append(cut, corner: true)
                }
                on.toggle()
                index = (index + 1) % pattern.count
                segment -= remaining
                a = cut
                remaining = pattern[index]
            }
            remaining -= segment
            if on { current.append(b, corner: corners[i]) }
        }
        if on, !current.points.isEmpty { out.append(current) }
        return out.filter { !$0.points.isEmpty }
    }
}
