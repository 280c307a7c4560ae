// SceneHeader+Limits.swift: the caps on a header's frame rate, frame count and canvas (SceneLimits).
// Rule: docs/ARCHITECTURE.md "Limits are counters" (issue #22: `duration: 1e18` overflowed the frame count, a
// huge canvas aborted allocating). Each error is located at the argument and names the cap. Status: complete for
// issue #22.

import Timeline

extension SceneHeader {
    /// Reports each value of `header` past a cap; true when all are within them.
    static func withinLimits(_ header: SceneHeader, _ checked: CheckedHeader, _ log: inout DiagnosticLog) -> Bool {
        var ok = true
        let fps = header.fps.framesPerSecond
        if fps > Rational(SceneLimits.maximumFPS) {
            log.error(
                "scene fps \(fps) is above the limit of \(SceneLimits.maximumFPS)", at: checked.fps?.1 ?? header.range)
            ok = false
        } else if let duration = header.duration {
            let count = header.fps.checkedFrameCount(forDuration: duration)
            if count.map({ $0 > SceneLimits.maximumFrameCount }) ?? true {
                log.error(
                    "a scene of \(duration.doubleValue) s at \(fps) fps has more than "
                        + "\(SceneLimits.maximumFrameCount) frames, the limit", at: checked.duration?.1 ?? header.range,
                    hint: "shorten the duration or lower the frame rate")
                ok = false
            }
        }
        let side = Double(SceneLimits.maximumCanvasSide)
        let (w, h) = (header.width * header.scale, header.height * header.scale)
        for (name, pixels, range) in [("width", w, checked.width.1), ("height", h, checked.height.1)]
        where pixels > side {
            log.error(
                "scene \(name) is \(pixels) px at scale \(header.scale); the limit is \(SceneLimits.maximumCanvasSide) px",
                at: range)
            ok = false
        }
        if ok, w * h > Double(SceneLimits.maximumCanvasArea) {
            log.error(
                "the canvas is \(w) × \(h) = \(w * h) px; the limit is \(SceneLimits.maximumCanvasArea) px",
                at: checked.width.1.union(checked.height.1), hint: "lower the size or the scale")
            ok = false
        }
        return ok
    }
}
