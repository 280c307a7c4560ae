// ImageSampling.swift: `Image.interpolation(_:)`, `Image.antialiased(_:)` and `Image.renderingMode(_:)`: how the
// image below is sampled and coloured, without changing its layout.
// Rule: Apple: Image.interpolation(_:) ("the level of quality for rendering an image that requires interpolation,
// such as a scaled image"), Image.antialiased(_:) ("whether SwiftUI applies antialiasing when rendering the
// image"), Image.renderingMode(_:) (`.template` draws the image's opaque parts in the foreground style) —
// developer.apple.com/documentation/swiftui/image. Status: complete for issue #15.

import Render
import Scene

struct ImageSampling: LayoutModifier {
    enum Setting {
        case interpolation(ImageInterpolation)
        case antialiased(Bool)
        case template(Bool)
    }

    var setting: Setting

    static let declarations = [
        ModifierDeclaration(
            "interpolation",
            [
                .modifier("interpolation", [arg(nil, .enumeration("Image.Interpolation"))]) { v in
                    guard case .enumeration(_, let name) = v[0], let i = ImageInterpolation(rawValue: name) else {
                        preconditionFailure("checked")
                    }
                    return ImageSampling(setting: .interpolation(i))
                }
            ]),
        ModifierDeclaration(
            "antialiased",
            [.modifier("antialiased", [arg(nil, .bool)]) { ImageSampling(setting: .antialiased($0[0].bool)) }]),
        ModifierDeclaration(
            "renderingMode",
            [
                .modifier("renderingMode", [arg(nil, .optional(.enumeration("Image.TemplateRenderingMode")))]) { v in
                    guard case .enumeration(_, let name) = v[0] else { return ImageSampling(setting: .template(false)) }
                    return ImageSampling(setting: .template(name == "template"))
                }
            ]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        switch setting {
        case .interpolation(let i): env.image.interpolation = i
        case .antialiased(let a): env.image.antialiased = a
        case .template(let t): env.image.template = t
        }
        c.place(content, .same, environment: env, into: &out)
    }
}
