// ColorFilterEffect.swift: `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`, `colorInvert`,
// `colorMultiply` and `luminanceToAlpha`: SwiftUI's colour filters.
// Rule: Apple: View.brightness(_:) … View.colorMultiply(_:) — developer.apple.com/documentation/swiftui/view; the
// filter applies to the rendered subtree as a whole (a layer, Render Layer+ColorMatrix.swift); the amount (angle,
// colour) animates. The matrices are Geometry ColorMatrix.swift. Status: complete.

import Animate
import Geometry
import Scene

/// One colour filter and its amount: what the layer's matrix is rebuilt from when it animates.
public struct ColorFilter: Sendable {
    enum Kind: Sendable {
        case brightness, contrast, saturation, grayscale, hueRotation, invert, multiply, luminanceToAlpha
    }
    var kind: Kind
    /// The amount; radians for hueRotation; unused for invert; the colour's straight components for multiply.
    var values: [Double]

    var matrix: ColorMatrix {
        switch kind {
        case .brightness: .brightness(values[0])
        case .contrast: .contrast(values[0])
        case .saturation: .saturation(values[0])
        case .grayscale: .grayscale(values[0])
        case .hueRotation: .hueRotation(.radians(values[0]))
        case .invert: .invert
        case .multiply:
            .multiply(Color(red: values[0], green: values[1], blue: values[2], opacity: values[3]))
        case .luminanceToAlpha:
            // Apple: View.luminanceToAlpha() — "a semi-transparent mask: the view's luminance becomes the alpha, its
            // colour black"; the weights of W3C Filter Effects §9.6 feColorMatrix type="luminanceToAlpha", as a
            // Canvas's `.luminanceToAlpha` filter uses (Builtins+GraphicsContext).
            ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
        }
    }
}

struct ColorFilterEffect: LayoutModifier {
    var filter: ColorFilter

    private static func amount(_ name: String, _ kind: ColorFilter.Kind) -> ModifierDeclaration {
        ModifierDeclaration(
            name,
            [
                .modifier(name, [arg(nil, .double)]) { v, range throws(RuntimeFailure) in
                    let x = try GeometryArgument.finite(v[0].double, "\(name)(_:)", at: range)
                    return (ColorFilterEffect(filter: ColorFilter(kind: kind, values: [x])), nil)
                }
            ])
    }

    static let declarations = [
        amount("brightness", .brightness), amount("contrast", .contrast), amount("saturation", .saturation),
        amount("grayscale", .grayscale),
        ModifierDeclaration(
            "hueRotation",
            [
                .modifier("hueRotation", [arg(nil, .angle)]) { v, range throws(RuntimeFailure) in
                    let x = try GeometryArgument.finite(v[0].angle.radians, "hueRotation(_:)", at: range)
                    return (ColorFilterEffect(filter: ColorFilter(kind: .hueRotation, values: [x])), nil)
                }
            ]),
        ModifierDeclaration(
            "colorInvert",
            [.modifier("colorInvert", []) { _ in ColorFilterEffect(filter: ColorFilter(kind: .invert, values: [])) }]),
        ModifierDeclaration(
            "luminanceToAlpha",
            [
                .modifier("luminanceToAlpha", []) { _ in
                    ColorFilterEffect(filter: ColorFilter(kind: .luminanceToAlpha, values: []))
                }
            ]),
        ModifierDeclaration(
            "colorMultiply",
            [
                .modifier("colorMultiply", [arg(nil, .color)]) {
                    let c = $0[0].color
                    return ColorFilterEffect(
                        filter: ColorFilter(kind: .multiply, values: [c.red, c.green, c.blue, c.opacity]))
                }
            ]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        c.placeInLayer(content, PlacedGroup(key: c.key, kind: .colorFilter(filter)), into: &out)
    }
}
