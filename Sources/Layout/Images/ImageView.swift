// ImageView.swift: SwiftUI's `Image`: a picture file from the scene's folder, drawn at its own size in points
// unless `.resizable()` lets it take the size it is proposed.
// Rule: Apple: Image (developer.apple.com/documentation/swiftui/image): "an image view sizes itself to fit the
// image"; `resizable(capInsets:resizingMode:)` makes it fill the space it is offered, stretching (or tiling) the
// part inside the cap insets; `renderingMode(.template)` draws the image's alpha in the foreground style;
// `Image(systemName:)` needs SF Symbols, which exist only on Apple platforms: a PNG of the symbol beside the scene, or
// a placeholder (SymbolPlaceholder.swift). Status: complete for issue #15.

import Geometry
import Render
import Scene

/// One image: its name as written and its decoded pixels.
struct ImageView: LayoutView, PrimitiveBitmap {
    var name: String
    var image: RasterImage
    /// No image of this name beside the scene: nothing is drawn, and layout says so where the view was written (a
    /// name computed at run time, `Image("card\(i)")`, is one the checker could not warn about).
    var missing = false

    var bitmap: (width: Int, height: Int, pixels: [UInt8]) { (image.width, image.height, image.pixels) }

    /// Without a catalog there is no `Image` view; `SceneProgram(source:path:images:)` adds this declaration.
    static let declarations: [ViewDeclaration] = []

    /// `Image(_:)`, `Image(decorative:)` and `Image(systemName:)` over `catalog`.
    static func declarations(_ catalog: ImageCatalog) -> [ViewDeclaration] {
        let load: @Sendable ([Value], SourceRange) throws(RuntimeFailure) -> (any PrimitiveView, [ViewNode]) = {
            v, range throws(RuntimeFailure) in
            let name = v[0].string
            switch catalog.image(named: name) {
            case .success(let image): return (ImageView(name: name, image: image), [])
            case .failure(let failure) where failure.missing:
                // SwiftUI logs "No image named '…' found in asset catalog" and the image is empty: zero size, no
                // pixels (a resizable one still takes its proposal). The checker warns where the name is a literal.
                return (ImageView(name: name, image: RasterImage(width: 0, height: 0, pixels: []), missing: true), [])
            case .failure(let failure): throw RuntimeFailure(failure.message, at: range, hint: failure.hint)
            }
        }
        return [
            ViewDeclaration(
                "Image",
                [
                    .view("Image", [arg(nil, .string)], load),
                    .view("Image", [arg("decorative", .string)], load),
                    .view("Image", [arg("systemName", .string)]) { v, _ in (symbol(v[0].string, catalog), []) },
                    // Apple: Image.init(systemName:variableValue:) (iOS 16): the value (0…1) fills a variable
                    // symbol's layers in steps; a placeholder has none, so it is drawn as `Image(systemName:)` is.
                    .view("Image", [arg("systemName", .string), arg("variableValue", .optional(.double))]) {
                        v, _ in (symbol(v[0].string, catalog), [])
                    },
                ])
        ]
    }

    /// `Image(systemName: name)`: a PNG exported from the SF Symbols app beside the scene, named as the symbol, used
    /// as a template image; otherwise the symbol's placeholder glyph (SymbolPlaceholder.swift). An empty name is no
    /// symbol at all: SwiftUI logs "No symbol named '' found in system symbol set" and the image is empty (zero size,
    /// nothing drawn; Apple: Image.init(systemName:)).
    static func symbol(_ name: String, _ catalog: ImageCatalog) -> any PrimitiveView {
        if name.isEmpty { return ImageView(name: name, image: RasterImage(width: 0, height: 0, pixels: [])) }
        if case .success(let image) = catalog.image(named: name) { return ImageView(name: name, image: image) }
        return SymbolPlaceholder.view(named: name)
    }

    /// The warning for an image name with no file: the checker's for a literal name, layout's for any other.
    static func missingMessage(_ name: String) -> String {
        "no image '\(name)' beside the scene; it draws nothing, as in SwiftUI"
    }

    /// A plain image is its own size in points, whatever it is proposed (`.resizable()` changes that).
    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis)
        -> Size
    {
        Size(width: image.pointWidth, height: image.pointHeight)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        if missing { c.layout.reportTextWarnings([ImageView.missingMessage(name)], at: node.range) }
        guard image.width > 0, image.height > 0 else { return }
        let style = c.environment.image
        var pixels = image
        if style.template {
            pixels.pixels = Self.tinted(image.pixels, with: c.environment.fill ?? c.environment.foreground)
        }
        let piece = PlacedImage(
            image: pixels, slices: style.resizing.map { Self.slices(of: image, in: c.roundedFrame.size, $0) },
            interpolation: style.interpolation, antialiased: style.antialiased)
        out.append(c.leaf(.image(piece), color: .white, node: node))
    }

    /// The alpha of `pixels` filled with `color` (premultiplied): a template image in the foreground style.
    static func tinted(_ pixels: [UInt8], with color: Color) -> [UInt8] {
        let c = color.premultipliedRGBA8
        var out = pixels
        for i in stride(from: 0, to: out.count, by: 4) {
            let a = Int(pixels[i + 3])
            out[i] = UInt8((Int(c.r) * a + 127) / 255)
            out[i + 1] = UInt8((Int(c.g) * a + 127) / 255)
            out[i + 2] = UInt8((Int(c.b) * a + 127) / 255)
            out[i + 3] = UInt8((Int(c.a) * a + 127) / 255)
        }
        return out
    }

    /// Nine-slice pieces for a resizable image drawn at `size` points: the corners keep their size, the edges
    /// stretch (or tile) along one axis, the centre along both; without insets one piece fills the frame.
    static func slices(of image: RasterImage, in size: Size, _ resizing: ImageResizing) -> [ImageSlice] {
        let s = image.scale
        let insets = resizing.capInsets
        // Source and destination cuts along each axis, in pixels of the image and points of the frame.
        let srcX = [0, insets.leading * s, Double(image.width) - insets.trailing * s, Double(image.width)]
        let srcY = [0, insets.top * s, Double(image.height) - insets.bottom * s, Double(image.height)]
        let dstX = [0, insets.leading, size.width - insets.trailing, size.width]
        let dstY = [0, insets.top, size.height - insets.bottom, size.height]
        var out: [ImageSlice] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let source = Rect(x: srcX[i], y: srcY[j], width: srcX[i + 1] - srcX[i], height: srcY[j + 1] - srcY[j])
                let target = Rect(x: dstX[i], y: dstY[j], width: dstX[i + 1] - dstX[i], height: dstY[j + 1] - dstY[j])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                let tiles = resizing.tile && (i == 1 || j == 1)
                if !tiles {
                    out.append(ImageSlice(source: source, target: target))
                    continue
                }
                // Tiling repeats the piece at its own size in points along the stretched axes, cut at the far edge.
                let stepX = i == 1 ? source.width / s : target.width
                let stepY = j == 1 ? source.height / s : target.height
                var y = 0.0
                while y < target.height - 1e-9 {
                    var x = 0.0
                    let h = min(stepY, target.height - y)
                    while x < target.width - 1e-9 {
                        let w = min(stepX, target.width - x)
                        let cut = Rect(
                            x: source.minX, y: source.minY,
                            width: i == 1 ? w * s : source.width, height: j == 1 ? h * s : source.height)
                        out.append(
                            ImageSlice(
                                source: cut, target: Rect(x: target.minX + x, y: target.minY + y, width: w, height: h)))
                        x += stepX
                    }
                    y += stepY
                }
            }
        }
        return out
    }
}

/// How an image leaf is drawn: its pixels, nine-slice pieces when resizable with cap insets (nil: the whole image
/// fills the frame), and the sampling.
public struct PlacedImage: Sendable {
    public var image: RasterImage
    public var slices: [ImageSlice]?
    public var interpolation: ImageInterpolation
    public var antialiased: Bool
}

/// A rectangle of the image's pixels drawn into a rectangle of the leaf's frame (points, frame-relative).
public struct ImageSlice: Sendable, Equatable {
    public var source: Rect
    public var target: Rect
}
