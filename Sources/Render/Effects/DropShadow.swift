// DropShadow.swift: `shadow(color:radius:x:y:)`: the layer's alpha, moved, blurred and tinted, drawn behind it.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup() (default colour
// black at opacity 0.33; on a group it shadows the flattened layer),
// Apple: GraphicsContext.Filter.blur(radius:options:) —
// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI BlurEffect.swift
// (radius = σ; the shadow reaches ≈ 3σ + the offset). Status: complete.
//
// 1. The offset d is split into whole pixels D = round(d) and a remainder f = d − D (|f| ≤ ½). D moves the alpha
//    plane; f moves the Gaussian kernel (GaussianBlur.swift rule 1 with a shift), so a fractional offset is exact
//    for the pixel-constant layer rather than snapped to whole pixels.
// 2. The alpha plane A (8-bit) covers the layer moved by D and grown by the kernel radius, cut to the pixels within
//    one radius of the destination (the only ones whose blur can reach it); it is blurred in place with transparent
//    edges.
// 3. Tint: a blurred alpha A becomes the premultiplied pixel round(A·k·(r, g, b, 1)) with k = colour opacity × group
//    opacity (256-entry tables, built once), so colour ≤ alpha; the result is composited with the group's blend mode.

import Geometry

/// A drop shadow of a group's layer. Units are device pixels (SwiftUI's points × scale).
public struct DropShadow: Sendable {
    /// Straight-alpha sRGB colour; its opacity scales the shadow.
    public var color: Color
    /// Gaussian standard deviation in device pixels (SwiftUI's `radius` is σ,
    /// Apple: GraphicsContext.Filter.blur(radius:options:) —
    /// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI
    /// BlurEffect.swift); 0 for a hard shadow.
    public var radius: Double
    /// Offset of the shadow in device pixels, + right.
    public var dx: Double
    /// Offset of the shadow in device pixels, + down.
    public var dy: Double

    /// SwiftUI's default shadow colour: black at opacity 0.33 (`Color(.sRGBLinear, white: 0, opacity: 0.33)`,
    /// OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
    /// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(); black is the
    /// same in linear and encoded sRGB).
    public static let defaultColor = Color(white: 0, opacity: 0.33)

    public init(color: Color = DropShadow.defaultColor, radius: Double, dx: Double = 0, dy: Double = 0) {
        self.color = color
        self.radius = radius
        self.dx = dx
        self.dy = dy
    }
}

// MARK: - Rendering

extension DropShadow {
    /// The whole-pixel offset, the sub-pixel remainder the blur carries, and the blur's reach (rule 1).
    struct Placement {
        let shiftX: Int
        let shiftY: Int
        let fractionX: Double
        let fractionY: Double
        let sigma: Double
        /// How far (in pixels, both axes) the shadow's blur carries a value.
        let reach: Int

        /// The pixels the shadow of a layer covering `layer` can reach.
        func extent(ofLayer layer: PixelRect) -> PixelRect {
            layer.offsetBy(dx: shiftX, dy: shiftY).outset(by: reach)
        }
    }

    /// Nil when the radius or offset is not finite (nothing is drawn).
    var placement: Placement? {
        guard radius.isFinite, dx.isFinite, dy.isFinite, abs(dx) < PixelRect.limit, abs(dy) < PixelRect.limit
        else { return nil }
        let sx = dx.rounded()
        let sy = dy.rounded()
        let sigma = max(0, radius)
        return Placement(
            shiftX: Int(sx), shiftY: Int(sy), fractionX: dx - sx, fractionY: dy - sy, sigma: sigma,
            reach: max(
                GaussianBlur.reach(sigma: sigma, shift: dx - sx), GaussianBlur.reach(sigma: sigma, shift: dy - sy)))
    }

    /// The shadow of `layer`, tinted and faded by `opacity`, on the pixels that can reach `visible` (rules 2–3);
    /// nil when it is invisible.
    func render(of layer: Layer, opacity: Double, visible: PixelRect) -> Layer? {
        guard let placement else { return nil }
        let k = max(0, min(1, color.opacity)) * max(0, min(1, opacity))
        guard k > 0 else { return nil }
        let area = placement.extent(ofLayer: layer.rect).intersection(visible.outset(by: placement.reach))
            .aligned(to: GaussianBlur.factor(sigma: placement.sigma))
        if area.isEmpty { return nil }

        // Rule 2: the alpha plane, moved by the whole-pixel offset, then blurred.
        let width = area.width
        let height = area.height
        let pool = ScratchPool.current
        let (planeBuffer, planeBytes) = pool.take(bytes: 2 * width * height)
        defer { pool.give(planeBuffer, capacity: planeBytes) }
        let plane = planeBuffer.initializeMemory(as: UInt8.self, repeating: 0, count: width * height)
        let blurred = plane + width * height
        let source = layer.rect.offsetBy(dx: placement.shiftX, dy: placement.shiftY).intersection(area)
        if !source.isEmpty {
            for y in source.y0..<source.y1 {
                let from = layer.address(source.x0 - placement.shiftX, y - placement.shiftY) + 3
                let to = plane + (y - area.y0) * width + (source.x0 - area.x0)
                for i in 0..<source.width { to[i] = from[i &* 4] }
            }
        }
        GaussianBlur.blur(
            plane, into: blurred, width: width, height: height, channels: 1, sigma: placement.sigma,
            shiftX: placement.fractionX, shiftY: placement.fractionY, edges: .transparent)

        // Rule 3: tint.
        let shadow = Layer(rect: area)
        let table: [UInt32] = (0...255).map { a in
            func q(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (Double(a) * k * v).rounded()))) }
            let c = (max(0, min(1, color.red)), max(0, min(1, color.green)), max(0, min(1, color.blue)))
            return q(c.0) | q(c.1) << 8 | q(c.2) << 16 | q(1) << 24
        }
        let out = UnsafeMutableRawPointer(shadow.framebuffer.pixels)
        table.withUnsafeBufferPointer { t in
            for i in 0..<(width * height) {
                out.storeBytes(of: t[Int(blurred[i])].littleEndian, toByteOffset: i &* 4, as: UInt32.self)
            }
        }
        return shadow
    }
}
