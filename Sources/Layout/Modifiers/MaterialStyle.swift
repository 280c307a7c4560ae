// MaterialStyle.swift: how a `Material` or Liquid Glass surface looks: the blur, saturation, tint, lens and rim that
// Render's Backdrop applies to what is behind a shape.
// Rule: Apple: Material — developer.apple.com/documentation/swiftui/material (thinnest "mostly translucent" to
// thickest "mostly opaque"); the figures are not published ([UNCONF]). Blur σ and tint opacity per material are
// Tokamak's (TokamakUI/Tokamak `_BackgroundStyleModifier.swift`: CSS `blur(r)` takes σ, over the system background
// at the given opacity; its toolbar `saturate(180%) blur(20px)` gives `bar` and the 1.8 saturation), the tint the
// system background of the colour scheme (white, or iOS's dark systemBackground-elevated grey 0x1C1C1E). Glass
// (Apple: Glass — developer.apple.com/documentation/swiftui/glass; WWDC25 219 "blurs and adjusts the luminosity of
// background content"; HIG "A larger size is more opaque" is not modelled): σ 3 pt, saturation 1.5, tint 15 % white
// (20 % dark), a lens band of min(12 pt, ¼ of the shorter side) pushing samples 10 pt inward at the edge, a 1-pt rim
// at 60 %; `.clear` blurs 0.5 pt with no tint; `.tint(c)` lays c at 35 % (kube.io's and the HIG notes' ranges).
// Status: complete for issue #17 item 5 as an approximation; glass shapes in a GlassEffectContainer do not merge.

import Geometry
import Render
import Scene

/// A material or glass ShapeStyle on a shape.
public enum MaterialPaint: Sendable {
    case material(MaterialThickness)
    case glass(GlassStyle)

    /// Blur σ in points and tint opacity (Tokamak; see the header).
    static func figures(_ m: MaterialThickness) -> (sigma: Double, tint: Double) {
        switch m {
        case .ultraThin: (20, 0.2)
        case .thin: (25, 0.4)
        case .regular: (30, 0.5)
        case .thick: (40, 0.6)
        case .ultraThick: (50, 0.6)
        case .bar: (20, 0.5)
        }
    }

    /// The backdrop for a shape whose frame is `frame` (points) under `transform` (points → device pixels), drawn
    /// with `kind`'s outline; nil draws nothing (`Glass.identity`).
    func backdrop(frame: Rect, transform: AffineTransform, kind: ShapeKind?, dark: Bool) -> Backdrop? {
        let scale = transform.lengthScale
        let system = dark ? Color(r8: 0x1C, g8: 0x1C, b8: 0x1E) : Color(white: 1)
        switch self {
        case .material(let m):
            let (sigma, tint) = MaterialPaint.figures(m)
            return Backdrop(sigma: sigma * scale, saturation: 1.8, tint: system.opacity(tint))
        case .glass(let glass):
            if glass.variant == .identity { return nil }
            let clear = glass.variant == .clear
            var tint = clear ? Color.clear : (dark ? Color(white: 0).opacity(0.2) : Color(white: 1).opacity(0.15))
            if let t = glass.tint { tint = t.opacity(0.35) }
            var lens: BackdropLens?
            // The lens needs the box axis-aligned on the device (no rotation or skew).
            if abs(transform.b) < 1e-9, abs(transform.c) < 1e-9 {
                let box = Rect(
                    x: transform.a * frame.minX + transform.tx, y: transform.d * frame.minY + transform.ty,
                    width: abs(transform.a) * frame.width, height: abs(transform.d) * frame.height)
                let short = min(frame.width, frame.height)
                var radius = 0.0
                switch kind {
                case .capsule?, .circle?: radius = short / 2
                case .roundedRectangle(let r, _)?: radius = min(r, short / 2)
                default: break
                }
                lens = BackdropLens(
                    box: box, radius: radius * scale, band: min(12, short / 4) * scale, amplitude: 10 * scale)
            }
            return Backdrop(
                sigma: (clear ? 0.5 : 3) * scale, saturation: clear ? 1.1 : 1.5, tint: tint, lens: lens, rim: 0.6,
                rimWidth: scale)
        }
    }
}
