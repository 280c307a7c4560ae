// Builtins+Shader.swift: `Shader.Argument`, the uniform values a scene passes to a stitchable function.
// Rule: Apple: Shader.Argument — developer.apple.com/documentation/swiftui/shader/argument: `.float` (Float, Double
// or CGFloat), `.float2(x, y)` / `.float2(CGPoint)` / `.float2(CGSize)`, `.float3`, `.float4`, `.image(Image)`, `.color(Color)` ("a
// premultiplied color in the target color space"), `.colorArray`, `.floatArray`, `.boundingRect`. Colours are
// sRGB-encoded here (docs/ARCHITECTURE.md "Pixels are sRGB-encoded"), premultiplied by their opacity.
// `.image(Image("name"))` hands the image's pixels to the shader. Status: complete for issue #16.

import Geometry
import Shader

extension Builtins {
    static let shaderArgumentStaticMethods: [String: [BuiltinFunction]] = [
        "float": [BuiltinFunction([arg(nil, .double)], .shaderArgument) { v, _ in .shaderArgument(.float(Float(v[0].double))) }],
        "float2": [
            BuiltinFunction([arg(nil, .double), arg(nil, .double)], .shaderArgument) { v, _ in
                .shaderArgument(.float2(Float(v[0].double), Float(v[1].double)))
            },
            BuiltinFunction([arg(nil, .point)], .shaderArgument) { v, _ in
                guard case .point(let p) = v[0] else { return .void }
                return .shaderArgument(.float2(Float(p.x), Float(p.y)))
            },
            BuiltinFunction([arg(nil, .size)], .shaderArgument) { v, _ in
                guard case .size(let w, let h) = v[0] else { return .void }
                return .shaderArgument(.float2(Float(w), Float(h)))
            },
            BuiltinFunction([arg(nil, .vector)], .shaderArgument) { v, _ in
                guard case .vector(let p) = v[0] else { return .void }
                return .shaderArgument(.float2(Float(p.x), Float(p.y)))
            },
        ],
        "float3": [
            BuiltinFunction([arg(nil, .double), arg(nil, .double), arg(nil, .double)], .shaderArgument) { v, _ in
                .shaderArgument(.float3(Float(v[0].double), Float(v[1].double), Float(v[2].double)))
            }
        ],
        "float4": [
            BuiltinFunction([arg(nil, .double), arg(nil, .double), arg(nil, .double), arg(nil, .double)], .shaderArgument)
            { v, _ in
                .shaderArgument(.float4(Float(v[0].double), Float(v[1].double), Float(v[2].double), Float(v[3].double)))
            }
        ],
        "color": [BuiltinFunction([arg(nil, .color)], .shaderArgument) { v, _ in .shaderArgument(.color(v[0].color.shaderValue)) }],
        "colorArray": [
            BuiltinFunction([arg(nil, .array(.color))], .shaderArgument) { v, _ in
                guard case .array(let items) = v[0] else { return .void }
                return .shaderArgument(.colorArray(items.map { $0.color.shaderValue }))
            }
        ],
        // Apple: Shader.Argument.image(_:) — "a texture2d<half> value"; the image as written, without modifiers.
        "image": [
            BuiltinFunction([arg(nil, .view)], .shaderArgument) { v, range throws(RuntimeFailure) in
                guard case .views(let nodes) = v[0], nodes.count == 1, case .view(let applied) = nodes[0].kind,
                    let image = applied.view as? any PrimitiveBitmap
                else {
                    throw RuntimeFailure(
                        ".image(_:) takes an Image(\"name\") as written", at: range,
                        hint: "pass Image(\"name\") without modifiers; the shader samples it in 0…1 coordinates")
                }
                let b = image.bitmap
                return .shaderArgument(.image(ShaderTexture(width: b.width, height: b.height, pixels: b.pixels)))
            }
        ],
        "data": shaderDataArgument,
        "floatArray": [
            BuiltinFunction([arg(nil, .array(.double))], .shaderArgument) { v, _ in
                guard case .array(let items) = v[0] else { return .void }
                return .shaderArgument(.floatArray(items.map { Float($0.double) }))
            }
        ],
    ]

    static let shaderArgumentStaticMembers: [String: Value] = ["boundingRect": .shaderArgument(.boundingRect)]
}

extension Color {
    /// The colour as a shader receives it: sRGB-encoded components premultiplied by opacity, each 0…1 (opacity
    /// clamped; components outside 0…1 of an extended colour pass through).
    public var shaderValue: SIMD4<Float> {
        let a = Float(max(0, min(1, opacity)))
        return SIMD4(Float(red) * a, Float(green) * a, Float(blue) * a, a)
    }
}
