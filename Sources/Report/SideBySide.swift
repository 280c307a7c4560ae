// SideBySide.swift: the worst frame next to its golden (and the heat map), one picture to look at first.
// Rule: issue #8 ("the worst frame side by side with its golden"); manimgl render_compare's side-by-side diff PNG
// (3b1b/manim render_compare and rive-app/rive-runtime image_diff). Layout, left to right: golden | actual | heat map,
// 8-px gutters on neutral grey (128), no text; the HTML page names the panels. Status: complete.

import Encode
import Geometry
import Render

/// Composes panels side by side.
public enum SideBySide {
    /// The gutter between panels and around them, in pixels.
    public static let gutter = 8

    /// `panels` left to right on a grey ground, each at full size, top-aligned.
    public static func render(_ panels: [RGBAImage]) -> Framebuffer {
        precondition(!panels.isEmpty, "SideBySide: no panels")
        let width = panels.reduce(gutter) { $0 + $1.width + gutter }
        let height = (panels.map(\.height).max() ?? 0) + 2 * gutter
        let fb = Framebuffer(width: width, height: height)
        fb.clear(to: Color(white: 128.0 / 255))
        var x = gutter
        for panel in panels {
            fb.blit(panel, x: x, y: gutter)
            x += panel.width + gutter
        }
        return fb
    }
}
