// ShaderEffect.swift: `colorEffect(_:isEnabled:)`, `distortionEffect(_:maxSampleOffset:isEnabled:)` and
// `layerEffect(_:maxSampleOffset:isEnabled:)`: the user's own Metal shader over the modified view's rendering.
// Rule: Apple: View.colorEffect(_:isEnabled:) — developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:),
// View.distortionEffect(_:maxSampleOffset:isEnabled:), View.layerEffect(_:maxSampleOffset:isEnabled:): the shader sees
// positions in the view's user space; `maxSampleOffset` outsets the region evaluated and sampled; `isEnabled: false`
// is as if the modifier were absent; layout is unchanged (render-only, like every effect). The region, the pixel
// centres and the layer's sampling are Render's (DisplayShaderEffect.swift, Effects/ShaderPass.swift). The shader's
// float and colour arguments animate with the transaction that changed them (ShaderCall.animatableData).
// Status: complete for issue #16.

import Geometry
import Render
import Scene
import Shader

/// One shader effect as placed: the call, its use, and the view's frame in its space with that space's map to
/// device pixels.
public struct ShaderPlacement: Sendable {
    var call: ShaderCall
    var usage: ShaderUsage
    /// `maxSampleOffset`, points.
    var outset: Size
    /// The view's frame in its space's points, and that space's map to device pixels.
    var frame: Rect
    var device: AffineTransform

    /// The display list's effect: the program bound with the call's (possibly interpolated) arguments; nil when
    /// binding fails (the modifier checked the kinds, so only a library inconsistency could).
    var displayEffect: DisplayShaderEffect? {
        guard let program = try? call.function.bind(usage: usage, arguments: call.arguments) else { return nil }
        let userToDevice = AffineTransform(translationX: frame.minX, y: frame.minY).concatenating(device)
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        let region = Rect(
            x: -outset.width, y: -outset.height, width: frame.width + 2 * outset.width,
            height: frame.height + 2 * outset.height)
        return DisplayShaderEffect(program: program, userToDevice: userToDevice, region: region, boundingRect: bounds)
    }
}

struct ShaderEffect: LayoutModifier {
    var call: ShaderCall
    var usage: ShaderUsage
    var outset: Size

    static let declarations = [
        ModifierDeclaration(
            "colorEffect",
            [
                .modifier("colorEffect", [arg(nil, .shader), arg("isEnabled", .bool, .bool(true))]) {
                    v, range throws(RuntimeFailure) in
                    try make(v[0], .colorEffect, outset: .size(width: 0, height: 0), enabled: v[1].bool, "colorEffect", range)
                }
            ]),
        ModifierDeclaration(
            "distortionEffect",
            [
                .modifier(
                    "distortionEffect",
                    [arg(nil, .shader), arg("maxSampleOffset", .size), arg("isEnabled", .bool, .bool(true))]
                ) { v, range throws(RuntimeFailure) in
                    try make(v[0], .distortionEffect, outset: v[1], enabled: v[2].bool, "distortionEffect", range)
                }
            ]),
        ModifierDeclaration(
            "layerEffect",
            [
                .modifier(
                    "layerEffect",
                    [arg(nil, .shader), arg("maxSampleOffset", .size), arg("isEnabled", .bool, .bool(true))]
                ) { v, range throws(RuntimeFailure) in
                    try make(v[0], .layerEffect, outset: v[1], enabled: v[2].bool, "layerEffect", range)
                }
            ]),
    ]

    /// The modifier, or none when disabled; a shader whose arguments do not fit this use is a located failure
    /// (a shader held in a variable is only checked here, where its use is known).
    static func make(
        _ shader: Value, _ usage: ShaderUsage, outset: Value, enabled: Bool, _ name: String, _ range: SourceRange
    ) throws(RuntimeFailure) -> (any ViewModifier, ViewNode?) {
        guard enabled else { return (IdentityModifier(), nil) }
        let call = shader.shaderCall
        if let problem = call.function.mismatch(usage: usage, arguments: call.argumentKinds) {
            throw RuntimeFailure(
                "\(name): shader '\(call.function.name)' cannot be used here: \(problem.message)", at: range,
                hint: problem.hint)
        }
        var size = Size(width: 0, height: 0)
        if case .size(let w, let h) = outset {
            guard w.isFinite, h.isFinite, w >= 0, h >= 0, w <= 1e5, h <= 1e5 else {
                throw RuntimeFailure(
                    "\(name): maxSampleOffset must be finite and between 0 and 100000 points, not (\(w), \(h))",
                    at: range, hint: "pass the largest distance the shader samples from its position")
            }
            size = Size(width: w, height: h)
        }
        return (ShaderEffect(call: call, usage: usage, outset: size), nil)
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let placement = ShaderPlacement(
            call: call, usage: usage, outset: outset, frame: Rect(origin: c.origin, size: c.size),
            device: c.space.transform)
        c.placeInLayer(content, PlacedGroup(key: c.key, kind: .shader(placement)), into: &out)
    }
}
