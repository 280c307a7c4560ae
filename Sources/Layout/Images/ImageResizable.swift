// ImageResizable.swift: `Image.resizable(capInsets:resizingMode:)`: the image takes the size it is proposed.
// Rule: Apple: Image.resizable(capInsets:resizingMode:) (developer.apple.com/documentation/swiftui/image/resizable(
// capinsets:resizingmode:)): "sets the mode by which SwiftUI resizes an image to fit its space"; on an axis it is
// not proposed (nil) the image keeps its own length, as any flexible view answers `replacingUnspecifiedDimensions`
// with its ideal size. Status: complete for issue #15.

import Geometry
import Scene

struct ImageResizable: LayoutModifier {
    var resizing: ImageResizing

    static let declarations = [
        ModifierDeclaration(
            "resizable",
            [
                .modifier(
                    "resizable",
                    [
                        arg("capInsets", .edgeInsets, .edgeInsets(EdgeInsets(all: 0))),
                        arg(
                            "resizingMode", .enumeration("Image.ResizingMode"),
                            .enumeration(type: "Image.ResizingMode", name: "stretch")),
                    ]
                ) { v, range throws(RuntimeFailure) in
                    let e = v[0].edgeInsets
                    for (length, side) in [
                        (e.top, "top"), (e.leading, "leading"), (e.bottom, "bottom"), (e.trailing, "trailing"),
                    ] {
                        _ = try GeometryArgument.finite(length, "capInsets.\(side)", nonNegative: true, at: range)
                    }
                    guard case .enumeration(_, let mode) = v[1] else { preconditionFailure("checked") }
                    return (ImageResizable(resizing: ImageResizing(capInsets: e, tile: mode == "tile")), nil)
                }
            ])
    ]

    func sizeThatFits(_ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size
    {
        let own = layout.sizeThatFits(content, .unspecified)
        return Size(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.image.resizing = resizing
        if SymbolPlaceholder.isStyledPlaceholder(content) {
            // A resizable symbol is stretched to its frame as a vector image is: the placeholder glyph is laid out
            // at its own size and scaled from its top-leading corner to fill the frame.
            let own = c.layout.sizeThatFits(content, .unspecified)
            if own.width > 0, own.height > 0 {
                var glyph = c
                glyph.size = own
                glyph.proposal = ProposedSize(own)
                glyph.environment = env
                let stretch = ScaleEffect(
                    x: c.size.width / own.width, y: c.size.height / own.height, anchor: UnitPoint(x: 0, y: 0))
                stretch.place(content, glyph, into: &out)
                return
            }
        }
        c.place(content, .same, environment: env, into: &out)
    }
}
