// WitnessRun.swift: `check` and `measure` share this: for every frame, the answer key's predictions, the frame's
// measured markers, and the twin; then a table, a summary line, and optional JSON and CSV.
// Rule: seed 000's witness; issue #3 (JSON schema, tolerance against the snapping-aware prediction). Status: complete
// except the `--plot` chart (needs text, issue #5).

import Foundation
import Geometry
import Layout
import Measure
import Render
import Scene

/// One frame's reports.
public struct FrameReport: Sendable {
    public var frame: Int
    public var time: Double
    public var markers: [MarkerReport]
}

/// Predictions and measurements of the frames of one scene.
struct WitnessRun: Sendable {
    let frames: SceneFrames
    let range: Range<Int>

    /// The answer key's predictions for frame `i` (no rendering involved), and the colour the markers are measured
    /// against: a full-bleed backdrop drawn first (Backdrop.swift), else the scene header's background.
    func predictions(frame i: Int) throws(CommandFailure) -> (
        markers: [MarkerPrediction], background: Color, varies: Bool
    ) {
        let time = frames.fps.seconds(ofFrame: i)
        let snapshots: [StateSnapshot]
        do {
            snapshots = try frames.program.snapshots(time: time, frame: i)
        } catch {
            throw SceneDiagnostics.failure(error)
        }
        let all = ModifierAlgebra.predictions(for: snapshots, at: time, canvas: frames.canvas, scale: frames.scale)
        let header = frames.program.header.background
        guard let view = snapshots.last?.view, let backdrop = Backdrop.find(in: view, background: header) else {
            return (all, header, false)
        }
        return (all.filter { $0.range != backdrop.range }, backdrop.color, backdrop.varies)
    }

    /// Measures `fb` (frame `i`, from our renderer or from elsewhere) against the predictions; draws the twin of each
    /// predicted marker with the rasteriser, as one shape under the predicted matrix.
    func report(
        frame i: Int, in fb: Framebuffer, twin: Bool, mode: CoverageMoments.Mode = .colourLine,
        lumaPlane: [UInt8]? = nil
    ) throws(CommandFailure) -> FrameReport {
        let (predictions, background, varies) = try predictions(frame: i)
        let witness = FrameWitness(background: background, scale: frames.scale, mode: mode, localBackground: varies)
        var markers =
            lumaPlane?.withUnsafeBufferPointer { y in
                witness.reports(
                    predictions, rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow,
                    lumaPlane: y.baseAddress)
            }
            ?? witness.reports(
                predictions, rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow)
        // The twin is drawn over one colour: over a gradient it would differ everywhere, so there is none.
        if twin && !varies {
            let twinBuffer = Framebuffer(width: fb.width, height: fb.height)
            for (k, p) in predictions.enumerated() {
                guard markers[k].measured != nil, let q = p.predicted, let path = twinPath(p.shape, q) else { continue }
                twinBuffer.clear(to: background)
                Renderer().fill(path, color: p.color, into: twinBuffer)
                markers[k].twin = witness.twinDifference(
                    frame: fb.pixels, twin: twinBuffer.pixels, width: fb.width, height: fb.height,
                    bytesPerRow: fb.bytesPerRow, marker: markers[k].color, palette: markers.map(\.color),
                    within: markers.indices.contains { $0 != k && markers[$0].color == markers[k].color } ? q : nil)
            }
        }
        return FrameReport(frame: i, time: frames.fps.seconds(ofFrame: i), markers: markers)
    }

    /// The marker drawn directly: its outline centred at the origin, mapped by the snapped matrix and the scale.
    private func twinPath(_ shape: ShapeKind, _ q: Predicted) -> Path? {
        let r = Rect(x: -q.size.width / 2, y: -q.size.height / 2, width: q.size.width, height: q.size.height)
        let toPixels = q.snapped.concatenating(AffineTransform(scaleX: frames.scale, y: frames.scale))
        return shape.path(in: r).applying(toPixels)
    }
}
