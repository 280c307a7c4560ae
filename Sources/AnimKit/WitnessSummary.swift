// WitnessSummary.swift: the outcome of a witness run (`check`, `measure`): seed 000's table, the summary line,
// issue #3's JSON and the CSV. Status: complete.

import Foundation
import Measure

/// The summary of a witness run and its outputs.
public struct WitnessSummary: Sendable {
    public let reports: [FrameReport]
    public let tolerance: Double
    public let shapeTolerance: Double

    public init(reports: [FrameReport], tolerance: Double, shapeTolerance: Double) {
        self.reports = reports
        self.tolerance = tolerance
        self.shapeTolerance = shapeTolerance
    }

    public var measuredMarkers: [MarkerReport] {
        reports.flatMap(\.markers).filter { $0.measured != nil && $0.predicted != nil }
    }
    public var worstCentre: Double { measuredMarkers.compactMap(\.centreError).max() ?? 0 }
    public var worstCentreSnapped: Double { measuredMarkers.compactMap(\.centreErrorSnapped).max() ?? 0 }
    public var worstShape: Double { measuredMarkers.compactMap(\.shapeError).max() ?? 0 }
    /// Predicted markers whose colour was not found in their frame: a missing marker is a failure, not a pass.
    public var missing: [MarkerReport] {
        reports.flatMap(\.markers).filter { $0.predictedSnapped != nil && $0.measured == nil }
    }
    /// Nothing measured is not a pass: a scene with no predictable marker (only stacks of unknowns, only Text) has
    /// checked nothing, and says so with exit 1 (issue #18).
    public var passed: Bool {
        !measuredMarkers.isEmpty && worstCentreSnapped <= tolerance && missing.isEmpty
            && measuredMarkers.allSatisfy { ($0.shapeError ?? 0) <= shapeTolerance(for: $0) }
    }

    /// A marker's shape tolerance: the run's, or the 8-bit floor of a marker too small for it (QuantisationFloor).
    public func shapeTolerance(for m: MarkerReport) -> Double { max(shapeTolerance, m.shapeFloor ?? 0) }

    /// Seed 000's table, one row per marker (worst frame per marker for animations).
    public func table() -> String {
        // A marker is the same leaf (drawing index and source position) across frames; its chain's values may animate.
        var byMarker: [(key: String, rows: [(Int, MarkerReport)])] = []
        for r in reports {
            for (index, m) in r.markers.enumerated() {
                let key = "\(index)|\(m.range.start)|\(m.color)"
                if let i = byMarker.firstIndex(where: { $0.key == key }) {
                    byMarker[i].rows.append((r.frame, m))
                } else {
                    byMarker.append((key, [(r.frame, m)]))
                }
            }
        }
        func f(_ v: Double, _ d: Int) -> String { String(format: "%.\(d)f", v) }
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        // The first column is as wide as the longest label: chains are shown whole, every modifier as written.
        let width =
            byMarker.map { entry in
                let m0 = entry.rows[0].1
                return "\(m0.color) ".count + max(m0.chain.count, 14) + (entry.rows.count > 1 ? 2 : 0) + 2
            }.max().map { max(62, $0) } ?? 62
        var lines = [
            pad("marker (colour, chain in written order, first frame)", width) + pad("frames", 8) + pad("predicted", 18)
                + pad("measured", 18)
                + pad("centre err", 11) + pad("(algebra)", 11) + pad("shape err", 11)
                + pad("reversed order misses by", 28)
                + "twin"
        ]
        for (_, rows) in byMarker {
            let m0 = rows[0].1
            let name = "\(m0.color) " + (m0.chain.isEmpty ? "(no transform)" : m0.chain) + (rows.count > 1 ? " …" : "")
            let measured = rows.filter { $0.1.centreErrorSnapped != nil }
            guard let worst = measured.max(by: { $0.1.centreErrorSnapped! < $1.1.centreErrorSnapped! }) else {
                lines.append(pad(name, width) + "not measurable: " + (m0.reason ?? "no prediction"))
                continue
            }
            let w = worst.1
            let p = w.predictedSnapped!
            let m = w.measured!
            let shape = measured.compactMap { $0.1.shapeError }.max() ?? 0
            let pure = measured.compactMap { $0.1.centreError }.max() ?? 0
            let reversed: String
            let misses = measured.compactMap { $0.1.reversed }
            if !misses.isEmpty {
                let told = misses.filter { $0.centreMiss >= 1 || $0.shapeMiss >= 0.01 }
                let minCentre = told.filter { $0.centreMiss >= 1 }.map(\.centreMiss).min()
                let minShape = told.filter { $0.centreMiss < 1 }.map(\.shapeMiss).min()
                reversed =
                    [minCentre.map { "≥ \(f($0, 1)) px" }, minShape.map { "shape ≥ \(f(100 * $0, 1))%" }]
                    .compactMap { $0 }.joined(separator: ", ")
                    + (told.count < misses.count ? " (\(misses.count - told.count) frames: no)" : "")
            } else {
                reversed = "n/a (one modifier)"
            }
            let twins = measured.compactMap { $0.1.twin }
            let twin =
                twins.isEmpty
                ? "–"
                : "\(twins.map(\.differingPixels).max()!) px differ, mean \(f(100 * twins.map(\.meanDifference).max()!, 4))%"
            lines.append(
                pad(name, width) + pad("\(measured.count)", 8) + pad("(\(f(p.x, 1)), \(f(p.y, 1)))", 18)
                    + pad("(\(f(m.x, 1)), \(f(m.y, 1)))", 18) + pad(f(w.centreErrorSnapped!, 4), 11)
                    + pad(f(pure, 4), 11)
                    + pad(f(100 * shape, 4) + "%", 11) + pad(reversed, 28) + twin)
        }
        return lines.joined(separator: "\n")
    }

    /// `lo–hi` to one decimal, or one number when they print the same.
    private func range(_ lo: Double, _ hi: Double, scale: Double, unit: String) -> String {
        let a = String(format: "%.1f", scale * lo)
        let b = String(format: "%.1f", scale * hi)
        return (a == b ? a : "\(a)–\(b)") + unit
    }

    public func summaryLine() -> String {
        let n = reports.count
        let markers = reports.map { $0.markers.filter { $0.measured != nil && $0.predicted != nil }.count }.max() ?? 0
        let absent =
            missing.isEmpty ? "" : "\n\(missing.count) predicted marker(s) were not found in their frames: FAIL"
        guard !measuredMarkers.isEmpty else {
            let reasons = Set(reports.flatMap(\.markers).compactMap(\.reason)).sorted()
            let why =
                reasons.isEmpty
                ? "the scene draws no shape the answer key can predict (Rectangle, Circle, Ellipse with a fill)"
                : "not measurable: " + reasons.joined(separator: "; ")
            return "no predictable marker was measured in \(n) frame\(n == 1 ? "" : "s"): \(why)" + absent
                + "\nNOTHING CHECKED: FAIL"
        }
        var s = String(
            format:
                "%d frame%@, %d marker%@: worst centre error %.4f px (pure algebra %.4f px), worst shape error %.4f%%",
            n, n == 1 ? "" : "s", markers, markers == 1 ? "" : "s", worstCentreSnapped, worstCentre, 100 * worstShape)
        // The control, per marker and frame: by centre where that tells the orders apart, else by shape.
        let misses = measuredMarkers.compactMap(\.reversed).filter { $0.centreMiss >= 1 || $0.shapeMiss >= 0.01 }
        let byCentre = misses.filter { $0.centreMiss >= 1 }.map(\.centreMiss)
        let byShape = misses.filter { $0.centreMiss < 1 }.map(\.shapeMiss)
        var control: [String] = []
        if let lo = byCentre.min(), let hi = byCentre.max() { control.append(range(lo, hi, scale: 1, unit: " px")) }
        if let lo = byShape.min(), let hi = byShape.max() {
            control.append(range(lo, hi, scale: 100, unit: "% of the shape"))
        }
        if !control.isEmpty { s += "; reversed order misses by " + control.joined(separator: " or ") }
        if measuredMarkers.contains(where: { $0.distinguishesOrder == false }) {
            s +=
                "\nnote: in some frames the reversed order lands within 1 px and 1 % of the measurement, so those frames do not tell the orders apart"
        }
        s += absent
        let hidden = measuredMarkers.filter { $0.occludedPixels > 0 }
        if let most = hidden.map(\.occludedPixels).max() {
            s +=
                "\nnote: \(hidden.count) marker frame\(hidden.count == 1 ? "" : "s") partly hidden by other drawing (up to "
                + "\(most) px): measured on the unhidden pixels and compared with the prediction read over the same pixels"
        }
        let floors = measuredMarkers.filter { ($0.shapeFloor ?? 0) > shapeTolerance }
        if let top = floors.compactMap(\.shapeFloor).max() {
            s += String(
                format:
                    "\nnote: %d marker frame%@ too small for the shape tolerance: checked against the 8-bit floor (up to %.4g%%)",
                floors.count, floors.count == 1 ? "" : "s", 100 * top)
        }
        s +=
            passed
            ? String(format: "\nwithin tolerance (%.4g px, %.4g%%)", tolerance, 100 * shapeTolerance)
            : String(format: "\nOUT OF TOLERANCE (%.4g px, %.4g%%)", tolerance, 100 * shapeTolerance)
        return s
    }

    /// issue #3's JSON.
    public func json(scene: String, scale: Double) -> Data {
        func moments(_ m: Moments?) -> Any {
            guard let m else { return NSNull() }
            return ["x": m.x, "y": m.y, "area": m.area, "xx": m.xx, "xy": m.xy, "yy": m.yy]
        }
        let frames: [[String: Any]] = reports.map { r in
            [
                "frame": r.frame, "time": r.time,
                "markers": r.markers.map { m -> [String: Any] in
                    var o: [String: Any] = [
                        "color": [Int(m.color.r), Int(m.color.g), Int(m.color.b)], "chain": m.chain,
                        "line": m.range.start.line, "column": m.range.start.column,
                        "predicted": moments(m.predicted), "predictedSnapped": moments(m.predictedSnapped),
                        "predictedSampled": moments(m.predictedSampled), "measured": moments(m.measured),
                        "centreError": m.centreError ?? NSNull(),
                        "centreErrorSnapped": m.centreErrorSnapped ?? NSNull(),
                        "shapeError": m.shapeError ?? NSNull(), "shapeFloor": m.shapeFloor ?? NSNull(),
                        "occludedPixels": m.occludedPixels,
                        "reversed": m.reversed.map { ["centreMiss": $0.centreMiss, "shapeMiss": $0.shapeMiss] }
                            ?? NSNull(),
                        "twin": m.twin.map {
                            ["differingPixels": $0.differingPixels, "meanDifference": $0.meanDifference]
                        }
                            ?? NSNull(),
                    ]
                    if let reason = m.reason { o["reason"] = reason }
                    return o
                },
            ]
        }
        let object: [String: Any] = [
            "scene": scene, "scale": scale, "frames": frames,
            "worst": ["centreError": worstCentre, "centreErrorSnapped": worstCentreSnapped, "shapeError": worstShape],
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    }

    /// One row per frame per marker.
    public func csv() -> String {
        var rows = [
            "frame,time,r,g,b,chain,predicted_x,predicted_y,snapped_x,snapped_y,measured_x,measured_y,measured_area,centre_error,centre_error_snapped,shape_error,reversed_centre_miss,reversed_shape_miss,twin_differing_pixels,reason"
        ]
        func v(_ d: Double?) -> String { d.map { String($0) } ?? "" }
        for r in reports {
            for m in r.markers {
                let chain = "\"" + m.chain.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                let reason = "\"" + (m.reason ?? "").replacingOccurrences(of: "\"", with: "\"\"") + "\""
                rows.append(
                    [
                        String(r.frame), String(r.time), String(m.color.r), String(m.color.g), String(m.color.b), chain,
                        v(m.predicted?.x), v(m.predicted?.y), v(m.predictedSnapped?.x), v(m.predictedSnapped?.y),
                        v(m.measured?.x), v(m.measured?.y), v(m.measured?.area), v(m.centreError),
                        v(m.centreErrorSnapped),
                        v(m.shapeError), v(m.reversed?.centreMiss), v(m.reversed?.shapeMiss),
                        m.twin.map { String($0.differingPixels) } ?? "", reason,
                    ].joined(separator: ","))
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
