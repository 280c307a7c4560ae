// RegressionReport.swift: writes a regression report directory: index.html, and per regressed scene a folder
// with the worst frame side by side with its golden, its heat map, the error-per-frame plot and a contact sheet,
// all drawn with our Renderer and written with PNGWriter.
// Rule: issue #8 (report directory contents). Status: complete.

import Encode
import Foundation
import Render

/// Writes report directories.
public enum RegressionReport {
    /// Writes `index.html` and the pictures of every scene that did not pass into `directory` (which must exist;
    /// the caller makes it atomic). Scene folders are named after the scene with anything but letters, digits,
    /// `-`, `_` and `.` replaced by `_`.
    public static func write(
        _ scenes: [SceneReport], to directory: String, title: String = "anim regress", notes: [String] = []
    ) throws(EncodeError) {
        var pictures: [String: HTMLReport.Pictures] = [:]
        for s in scenes where s.outcome == .regressed {
            guard let comparison = s.comparison else { continue }
            let folder = folderName(s.name)
            let path = directory + "/" + folder
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .io("cannot create \(path): \(error.localizedDescription)")
            }
            var side: String?
            var heat: String?
            var sheet: String?
            if let actual = s.worstActual {
                var panels = [actual]
                if let golden = s.worstGolden, golden.width == actual.width, golden.height == actual.height {
                    let heatmap = DiffHeatmap.render(
                        reference: golden, actual: actual, edgeThreshold: comparison.tolerance.edgeThreshold)
                    try write(heatmap, path + "/heatmap.png")
                    heat = folder + "/heatmap.png"
                    panels = [golden, actual, heatmap.image]
                }
                try write(SideBySide.render(panels), path + "/side-by-side.png")
                side = folder + "/side-by-side.png"
            }
            try write(ErrorPlot.render(comparison, pixelsPerFrame: s.width * s.height), path + "/errors.png")
            if s.thumbnails.count == comparison.frames.count, !s.thumbnails.isEmpty {
                let verdicts: [ContactSheet.Verdict] = comparison.frames.map {
                    $0.digestMatches ? .identical : $0.passes ? .withinTolerance : .failing
                }
                try write(ContactSheet.render(s.thumbnails, verdicts: verdicts), path + "/contact-sheet.png")
                sheet = folder + "/contact-sheet.png"
            }
            pictures[s.name] = HTMLReport.Pictures(
                sideBySide: side, heatmap: heat, errorPlot: folder + "/errors.png", contactSheet: sheet)
        }
        let html = HTMLReport.page(scenes, pictures: pictures, title: title, notes: notes)
        guard FileManager.default.createFile(atPath: directory + "/index.html", contents: Data(html.utf8)) else {
            throw .io("cannot write \(directory)/index.html")
        }
    }

    /// A file-system-safe folder name for a scene.
    public static func folderName(_ name: String) -> String {
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        return safe.isEmpty || safe.hasPrefix(".") ? "_" + safe : safe
    }

    private static func write(_ fb: Framebuffer, _ path: String) throws(EncodeError) {
        try PNGWriter.write(rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow, to: path)
    }
}
