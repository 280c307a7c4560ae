// HTMLReport.swift: index.html of a regression report: a row per scene, and for each regressed scene its pictures
// and a table of the changed frames with every figure (the pictures carry no text, so the numbers live here).
// Rule: issue #8 ("an index.html linking them"). Plain HTML and inline CSS, no scripts; every text escaped.
// Status: complete.

import Measure

/// Builds the report page.
public enum HTMLReport {
    /// The picture files of a regressed scene, relative to the report directory.
    public struct Pictures: Sendable {
        /// The worst frame beside its golden (and heat map); nil when the scene has no worst frame pixels.
        public var sideBySide: String?
        /// The heat map at full size; nil when the golden keeps no pixels for the worst frame.
        public var heatmap: String?
        /// The error-per-frame plot.
        public var errorPlot: String
        /// The contact sheet; nil without thumbnails.
        public var contactSheet: String?

        /// The picture paths of one scene.
        public init(sideBySide: String?, heatmap: String?, errorPlot: String, contactSheet: String?) {
            self.sideBySide = sideBySide
            self.heatmap = heatmap
            self.errorPlot = errorPlot
            self.contactSheet = contactSheet
        }
    }

    /// The page for `scenes`, with `pictures[name]` for the regressed ones.
    /// `notes` are warnings about the whole run (goldens made by another anim version or with other fonts).
    public static func page(
        _ scenes: [SceneReport], pictures: [String: Pictures], title: String = "anim regress", notes: [String] = []
    ) -> String {
        let failed = scenes.filter { $0.outcome != .passed }.count
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(e(title))</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; background: #18191f; color: #e6e6e6; margin: 24px; }
            table { border-collapse: collapse; margin: 8px 0 16px; }
            td, th { border: 1px solid #3a3c46; padding: 3px 8px; text-align: right; }
            td.l, th.l { text-align: left; }
            .ok { color: #7fd67f; } .fail { color: #ff6b5e; } .error { color: #ffb347; }
            img { max-width: 100%; border: 1px solid #3a3c46; image-rendering: pixelated; }
            code { color: #c8c8ff; }
            </style></head><body>
            <h1>\(e(title))</h1>
            <p>\(scenes.count) scene\(scenes.count == 1 ? "" : "s"), \(failed) not passing.</p>
            \(notes.map { "<p class=\"error\">Golden provenance: \(e($0))</p>\n" }.joined())
            <table><tr><th class="l">scene</th><th class="l">verdict</th><th class="l">summary</th></tr>

            """
        for s in scenes {
            let (cls, word) = verdict(s.outcome)
            let name = pictures[s.name] != nil ? "<a href=\"#\(e(anchor(s.name)))\">\(e(s.name))</a>" : e(s.name)
            html +=
                "<tr><td class=\"l\">\(name)</td><td class=\"l \(cls)\">\(word)</td><td class=\"l\">\(e(s.summaryLine))</td></tr>\n"
        }
        html += "</table>\n"
        for s in scenes {
            guard let p = pictures[s.name], let c = s.comparison else { continue }
            html += section(s, c, p)
        }
        html += "</body></html>\n"
        return html
    }

    private static func section(_ s: SceneReport, _ c: SceneComparison, _ p: Pictures) -> String {
        var html = "<h2 id=\"\(e(anchor(s.name)))\">\(e(s.name)) <small><code>\(e(s.scenePath))</code></small></h2>\n"
        html += "<p>\(e(s.summaryLine))</p>\n"
        if let worst = c.worst {
            html += "<h3>Worst frame: \(worst.frame) (t = \(time(worst.frame, s.fps)))</h3>\n"
        }
        if let side = p.sideBySide {
            let panels =
                s.worstGolden != nil
                ? "golden | rendered now | heat map" : "rendered now (the golden keeps no pixels for this frame)"
            html +=
                "<p>Left to right: \(panels).</p>\n<p><a href=\"\(e(side))\"><img src=\"\(e(side))\" alt=\"worst frame side by side\"></a></p>\n"
        }
        if let heat = p.heatmap {
            html += """
                <p>Heat map at full size: grey = the golden at a quarter brightness; red → yellow → white = a change off
                the edges by its largest channel difference (1 → 64 → 255 levels); blue → cyan = a change on an edge
                (anti-aliasing, sub-pixel motion); magenta box = the bounding box of all changes.</p>
                <p><a href="\(e(heat))"><img src="\(e(heat))" alt="difference heat map"></a></p>

                """
        }
        html += """
            <p>Error per frame: a column per frame (grid every 10 frames); bar = differing pixels on a log scale (full
            height = every pixel); red = beyond \(e(c.tolerance.description)), amber = changed within it, grey stub =
            identical; blue box = changed, but the golden keeps no reference to measure it; white dot = largest channel
            difference (top = 255); magenta triangle = the worst frame.</p>
            <p><img src="\(e(p.errorPlot))" alt="error per frame"></p>

            """
        if let sheet = p.contactSheet {
            let cols = ContactSheet.columns
            let rows = (c.frames.count + cols - 1) / cols
            let ranges = (0..<rows).map { r in
                "row \(r + 1): frames \(r * cols)–\(min(c.frames.count, (r + 1) * cols) - 1)"
            }
            html +=
                "<p>Contact sheet (rendered now; red border = fails, amber = within tolerance, grey = identical): "
                + e(ranges.joined(separator: ", ")) + ".</p>\n"
            html += "<p><a href=\"\(e(sheet))\"><img src=\"\(e(sheet))\" alt=\"contact sheet\"></a></p>\n"
        }
        let missing = c.noReference
        if !missing.isEmpty {
            html +=
                "<p class=\"error\">No reference: \(missing.count) changed frame\(missing.count == 1 ? "" : "s") "
                + "(\(e(SceneReport.ranges(missing.map(\.frame))))) differ from the golden's digest, but the golden keeps "
                + "no PNG for them, so nothing is measured; they fail. Keep every frame with "
                + "<code>--update --references all</code>.</p>\n"
        }
        let changed = c.changed
        if !changed.isEmpty {
            html +=
                "<h3>Changed frames (\(changed.count) of \(c.frames.count))</h3>\n<table><tr><th>frame</th><th>t (s)</th>"
                + "<th>max Δ</th><th>differing px</th><th>off edges</th><th>max Δ off edges</th><th>PSNR-Y</th>"
                + "<th>PSNR-RGB</th><th>SSIM-Y</th><th>SSIM</th><th class=\"l\">verdict</th></tr>\n"
            for f in changed {
                html += "<tr><td>\(f.frame)</td><td>\(time(f.frame, s.fps))</td>"
                if let m = f.metrics {
                    html +=
                        "<td>\(m.pixels.maxDifference)</td><td>\(m.pixels.differingPixels)</td>"
                        + "<td>\(m.pixels.differingPixelsOffEdges)</td><td>\(m.pixels.maxDifferenceOffEdges)</td>"
                        + "<td>\(Format.decibels(m.psnrY))</td><td>\(Format.decibels(m.psnrRGB))</td>"
                        + "<td>\(Format.ssim(m.ssimY))</td><td>\(Format.ssim(m.ssim))</td>"
                } else {
                    html +=
                        "<td colspan=\"8\" class=\"l\">digest differs; the golden keeps no pixels for this frame</td>"
                }
                let (cls, word) =
                    f.metrics == nil
                    ? ("error", "no reference") : f.passes ? ("ok", "within tolerance") : ("fail", "fails")
                html += "<td class=\"l \(cls)\">\(word)</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html
    }

    private static func verdict(_ o: SceneReport.Outcome) -> (String, String) {
        switch o {
        case .passed: ("ok", "pass")
        case .regressed: ("fail", "REGRESSED")
        case .error: ("error", "ERROR")
        }
    }

    /// Frame time in seconds to 4 decimals.
    private static func time(_ frame: Int, _ fps: (numerator: Int, denominator: Int)) -> String {
        guard fps.numerator > 0 else { return "–" }
        return Format.fixed(Double(frame) * Double(fps.denominator) / Double(fps.numerator), 4)
    }

    /// An id attribute for a scene name.
    static func anchor(_ name: String) -> String {
        "scene-" + String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    private static func e(_ s: String) -> String { JUnitXML.escape(s) }
}
