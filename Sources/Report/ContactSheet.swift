// ContactSheet.swift: every frame of a scene as a thumbnail in a grid, with its verdict as a frame colour.
// Rule: issue #8 ("a contact sheet"). Layout: up to 12 columns, thumbnails at most 160 × 90 px, 4-px borders:
// red = fails the tolerance, amber = changed within it, dark grey = identical to the golden. Frames run left to
// right, top to bottom; the HTML page gives the frame numbers per row. Status: complete.

import Encode
import Geometry
import Render

/// Draws contact sheets.
public enum ContactSheet {
    /// What a frame's border says.
    public enum Verdict: Sendable {
        case identical, withinTolerance, failing
    }

    /// Columns per row.
    public static let columns = 12
    /// Largest thumbnail size.
    public static let thumbnailSize = (width: 160, height: 90)
    /// Border width in pixels.
    public static let border = 4

    /// The sheet of `thumbnails` (all the same size) with a verdict each.
    public static func render(_ thumbnails: [RGBAImage], verdicts: [Verdict]) -> Framebuffer {
        precondition(
            thumbnails.count == verdicts.count && !thumbnails.isEmpty, "ContactSheet: one verdict per thumbnail")
        let (tw, th) = (thumbnails[0].width, thumbnails[0].height)
        let cols = min(columns, thumbnails.count)
        let rows = (thumbnails.count + cols - 1) / cols
        let cellW = tw + 2 * border + 4
        let cellH = th + 2 * border + 4
        let fb = Framebuffer(width: cols * cellW + 4, height: rows * cellH + 4)
        fb.clear(to: Color(r8: 24, g8: 26, b8: 32))
        for (i, thumb) in thumbnails.enumerated() {
            let x = 4 + (i % cols) * cellW
            let y = 4 + (i / cols) * cellH
            let colour: Color =
                switch verdicts[i] {
                case .identical: Color(r8: 70, g8: 72, b8: 80)
                case .withinTolerance: Color(r8: 240, g8: 170, b8: 40)
                case .failing: Color(r8: 230, g8: 60, b8: 50)
                }
            fb.fill(x: x, y: y, width: tw + 2 * border, height: th + 2 * border, color: colour)
            fb.blit(thumb, x: x + border, y: y + border)
        }
        return fb
    }
}
