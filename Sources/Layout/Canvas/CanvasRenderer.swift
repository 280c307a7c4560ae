// CanvasRenderer.swift: a Canvas's recorded operations (Scene GraphicsContext.swift) as display items in device
// pixels.
// Rule: Apple: GraphicsContext — developer.apple.com/documentation/swiftui/graphicscontext: each operation is drawn
// with the state of the context that drew it: its transform maps user space to the canvas; its filters apply to
// what the operation draws, in the order added ("The filter only affects content that you draw into the context
// after adding the filter"); its clips then mask that result (clip(to:style:options:): non-zero or even-odd,
// `.inverse` keeps the outside; clipToLayer: the layer's alpha); it is then composited with the context's opacity
// and blend mode. drawLayer's operations are composited as one layer with the state of the context that called it.
// GraphicsContext.Filter.blur(radius:) and shadow(color:radius:x:y:) take σ and offsets in the context's user space
// (Apple: GraphicsContext.Filter.blur(radius:options:) — "The radius of the blur … the standard deviation"):
// scaled here by the transform current when the filter was added. `draw(_:at:anchor:)` places a Text or Image at
// its ideal size with `anchor` of its frame at the point; `draw(_:in:)` lays it out proposed the rectangle, an Image
// scaled to fill it (Apple: GraphicsContext.draw(_:in:style:) — "Draws a resolved image into the context, using the
// specified rectangle as a layout frame").
// [UNCONF] A Canvas is one isolated layer: a blend mode inside it combines with what the canvas drew before, not
// with the views behind it; the canvas does not clip to its frame. `.tiledImage` repeats the image's source
// rectangle from the origin over the filled path's box, each tile at its size in points times `scale` (Apple:
// GraphicsContext.Shading.tiledImage(_:origin:sourceRect:scale:)), masked by the path. Status: complete.
// `.tiledImage` repeats the image's source rectangle from the origin over the filled path's box, each tile at its size
// in points times `scale` (Apple: GraphicsContext.Shading.tiledImage(_:origin:sourceRect:scale:)), masked by the
// path.

import Geometry
import Render
import Scene

struct CanvasRenderer {
    let layout: LayoutEngine
    let environment: Environment
    let textAttributes: TextAttributes
    /// Canvas points (origin at its top-leading corner) → device pixels.
    let toDevice: AffineTransform
    /// The canvas's size in points (a shader filter's region).
    var size = Size(width: 0, height: 0)

    /// The display items of `operations`, back to front.
    func items(_ operations: [CanvasOperation]) -> [DisplayItem] {
        operations.flatMap(items(of:))
    }

    private func items(of operation: CanvasOperation) -> [DisplayItem] {
        switch operation {
        case .fill(let path, let shading, let evenOdd, let state):
            return composite(fill(path, shading, evenOdd: evenOdd, state), state)
        case .stroke(let path, let shading, let style, let state):
            // The outline the stroke paints, in user space, filled (Geometry Stroker.swift); the gradient's unit box
            // is the path's, as for a shape's stroke.
            let outline = path.strokedPath(style)
            return composite(fill(outline, shading, evenOdd: false, state, box: path.boundingRect), state)
        case .draw(let views, let point, let anchor, let state):
            return composite(
                draw(views, state) { size in
                    (Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height), .unspecified)
                }, state)
        case .drawIn(let views, let rect, let state):
            // An Image fills the rectangle (GraphicsContext.draw(_:in:style:) scales it), as a resizable one does; a
            // symbol's glyph too, as `.resizable()` stretches it (ImageResizable.swift).
            let fitted = views.map { view in
                guard Self.isImage(view) || SymbolPlaceholder.isStyledPlaceholder(view) else { return view }
                let resizable = ImageResizable(resizing: ImageResizing(capInsets: EdgeInsets(all: 0), tile: false))
                return view.modified(AppliedModifier(name: "resizable", arguments: [], modifier: resizable))
            }
            return composite(
                draw(fitted, state) { _ in (Point(x: rect.minX, y: rect.minY), ProposedSize(rect.size)) }, state)
        case .layer(let operations, let state):
            return composite(items(operations), state)
        }
    }

    /// The user-space → device map of `state`.
    private func device(_ state: GraphicsContextState) -> AffineTransform { state.transform.concatenating(toDevice) }

    private func fill(
        _ path: Path, _ shading: CanvasShading, evenOdd: Bool, _ state: GraphicsContextState, box: Rect? = nil
    ) -> [DisplayItem] {
        let m = device(state)
        var item = DisplayItem(path: path.applying(m), color: .white)
        item.evenOdd = evenOdd
        switch shading {
        case .color(let color): item.color = color
        case .foreground: item.color = environment.foreground
        case .gradient(let gradient, let absolute):
            item.paint = DisplayPaint(
                shading: gradient, rect: absolute ? Rect(x: 0, y: 0, width: 1, height: 1) : box ?? path.boundingRect,
                deviceToLocal: m.inverted ?? .identity, opacity: 1)
        case .shader(let call, let bounds):
            // The path's box in user space is the region; the path (device pixels) keeps the fill inside it.
            guard let program = try? call.function.bind(usage: .fill, arguments: call.arguments) else { return [] }
            var group = DisplayGroup(items: [], clip: item.path)
            group.shader = DisplayShaderEffect(
                program: program, userToDevice: m, region: path.boundingRect, boundingRect: bounds)
            return [DisplayItem(group: group)]
        case .tiledImage(let views, let origin, let sourceRect, let scale):
            // One image repeating over the path's box, masked by the path (even-odd kept).
            guard let image = views.lazy.compactMap(Self.rasterImage).first,
                let pattern = Self.pattern(
                    of: image, origin: origin, sourceRect: sourceRect, scale: scale, covering: box ?? path.boundingRect,
                    toDevice: m)
            else { return [] }
            var mask = item
            mask.color = .white
            return [DisplayItem(group: DisplayGroup(items: [DisplayItem(image: pattern)], mask: [mask]))]
        }
        return item.color.opacity > 0 ? [item] : []
    }

    /// Whether `node` is a bitmap Image under modifiers that return an Image (`interpolation`, `antialiased`,
    /// `renderingMode`: Apple's Image methods), which `.resizable()` may follow.
    static func isImage(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .view(let v): v.view is ImageView
        case .modified(let inner, let applied): applied.modifierType == ImageSampling.self && isImage(inner)
        default: false
        }
    }

    /// The image a `tiledImage` shading names: its view's bitmap under any modifiers.
    static func rasterImage(_ node: ViewNode) -> RasterImage? {
        switch node.kind {
        case .view(let v): (v.view as? ImageView)?.image
        case .modified(let inner, _): rasterImage(inner)
        default: nil
        }
    }

    /// `image`'s `sourceRect` (unit coordinates, cut to whole pixels) repeating from `origin` at `scale` times its
    /// size in points, over `box` (user space), as one display image whose texels wrap (Apple:
    /// GraphicsContext.Shading.tiledImage(_:origin:sourceRect:scale:)).
    static func pattern(
        of image: RasterImage, origin: Point, sourceRect: Rect, scale: Double, covering box: Rect,
        toDevice: AffineTransform
    ) -> DisplayImage? {
        let (w, h) = (Double(image.width), Double(image.height))
        let x0 = max(0, min(image.width, Int((sourceRect.minX * w).rounded())))
        let x1 = max(x0, min(image.width, Int((sourceRect.maxX * w).rounded())))
        let y0 = max(0, min(image.height, Int((sourceRect.minY * h).rounded())))
        let y1 = max(y0, min(image.height, Int((sourceRect.maxY * h).rounded())))
        let (cw, ch) = (x1 - x0, y1 - y0)
        guard cw > 0, ch > 0, box.width > 0, box.height > 0 else { return nil }
        var cut = [UInt8](repeating: 0, count: cw * ch * 4)
        for row in 0..<ch {
            let from = ((y0 + row) * image.width + x0) * 4
            cut[row * cw * 4..<(row + 1) * cw * 4] = image.pixels[from..<from + cw * 4]
        }
        // Tile pixels → user space: a tile is the cut's size in points (pixels ÷ the image's scale) times `scale`.
        let k = scale / image.scale
        let place = AffineTransform(a: k, b: 0, c: 0, d: k, tx: origin.x, ty: origin.y)
        var pattern = DisplayImage(
            width: cw, height: ch, pixels: cut, transform: place.concatenating(toDevice), opacity: 1)
        pattern.repeatRegion = Rect(
            x: (box.minX - origin.x) / k, y: (box.minY - origin.y) / k, width: box.width / k, height: box.height / k)
        return pattern
    }

    /// A Text, Image or symbol laid out and placed at the origin `where` gives for its size.
    private func draw(
        _ views: [ViewNode], _ state: GraphicsContextState, where place: (Size) -> (Point, ProposedSize)
    ) -> [DisplayItem] {
        var env = environment
        env.opacity = 1
        env.blend = .normal
        env.shadow = nil
        var leaves: [PlacedLeaf] = []
        for view in views {
            let child = view.resolvingTextEnvironment(textAttributes)
            let ideal = layout.sizeThatFits(child, .unspecified)
            let (origin, proposal) = place(ideal)
            let size = proposal == .unspecified ? ideal : layout.sizeThatFits(child, proposal)
            layout.place(
                child, at: origin, proposal: proposal, size: size, environment: env,
                space: Space(transform: device(state)), into: &leaves)
        }
        return leaves.displayItems
    }

    /// `drawn` through the state's filters, clips, opacity and blend mode.
    private func composite(_ drawn: [DisplayItem], _ state: GraphicsContextState) -> [DisplayItem] {
        guard !drawn.isEmpty else { return [] }
        var result = drawn
        // The filter added last applies first (it is innermost): WWDC21 "Add rich graphics to your SwiftUI app"
        // (session 10021) adds `.alphaThreshold(min:color:)` then `.blur(radius:)` and gets the crisp threshold of
        // the blurred layer (metaballs).
        for filter in state.filters.reversed() {
            switch filter {
            case .blur(let radius, let transform):
                let sigma = GeometryArgument.devicePixelSigma(radius * scale(transform))
                result = [DisplayItem(group: DisplayGroup(items: result, blur: sigma))]
            case .shadow(let color, let radius, let x, let y, let transform):
                let m = transform.concatenating(toDevice)
                let dx = m.a * x + m.c * y
                let dy = m.b * x + m.d * y
                result = [
                    DisplayItem(
                        group: DisplayGroup(
                            items: result,
                            shadow: DropShadow(
                                color: color, radius: GeometryArgument.devicePixelSigma(radius * scale(transform)),
                                dx: dx,
                                dy: dy)))
                ]
            case .colorMatrix(let matrix):
                var group = DisplayGroup(items: result)
                group.colorMatrix = matrix
                result = [DisplayItem(group: group)]
            case .shader(let call, let usage, let offset, let transform):
                // The canvas's bounds in the filter's user space, outset by maxSampleOffset, is the region.
                let m = transform.concatenating(toDevice)
                guard let program = try? call.function.bind(usage: usage, arguments: call.arguments),
                    let back = transform.inverted
                else { continue }
                let corners = [
                    Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: 0, y: size.height),
                    Point(x: size.width, y: size.height),
                ].map { $0.applying(back) }
                let (xs, ys) = (corners.map(\.x), corners.map(\.y))
                let region = Rect(
                    x: xs.min()! - offset.width, y: ys.min()! - offset.height,
                    width: xs.max()! - xs.min()! + 2 * offset.width, height: ys.max()! - ys.min()! + 2 * offset.height)
                var group = DisplayGroup(items: result)
                group.shader = DisplayShaderEffect(
                    program: program, userToDevice: m, region: region,
                    boundingRect: Rect(x: 0, y: 0, width: size.width, height: size.height))
                result = [DisplayItem(group: group)]
            case .alphaThreshold(let min, let max, let color):
                var group = DisplayGroup(items: result)
                group.alphaThreshold = AlphaThreshold(min: min, max: max, color: color)
                result = [DisplayItem(group: group)]
            }
        }
        for clip in state.clips {
            switch clip {
            case .path(let path, let transform, let evenOdd, let inverse):
                var shape = DisplayItem(path: path.applying(transform.concatenating(toDevice)), color: .white)
                shape.evenOdd = evenOdd
                if inverse {
                    // The outside: the content with the shape's coverage removed (destination-out).
                    result = [
                        DisplayItem(
                            group: DisplayGroup(
                                items: result + [
                                    DisplayItem(group: DisplayGroup(items: [shape], blendMode: .destinationOut))
                                ]))
                    ]
                } else {
                    result = [DisplayItem(group: DisplayGroup(items: result, mask: [shape]))]
                }
            case .layer(let operations, let opacity):
                let mask = [DisplayItem(group: DisplayGroup(items: items(operations), opacity: opacity))]
                result = [DisplayItem(group: DisplayGroup(items: result, mask: mask))]
            }
        }
        let blend = BlendMode.named(state.blendMode)
        if state.opacity < 1 || blend != .normal {
            result = [DisplayItem(group: DisplayGroup(items: result, opacity: max(0, state.opacity), blendMode: blend))]
        }
        return result
    }

    /// How much a length in the user space of `transform` grows on the device: √|det|.
    private func scale(_ transform: AffineTransform) -> Double {
        let m = transform.concatenating(toDevice)
        return abs(m.a * m.d - m.b * m.c).squareRoot()
    }
}
