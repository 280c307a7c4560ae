// Builtins+GraphicsContext.swift: a Canvas's `GraphicsContext` as a scene value: its drawing methods, the methods
// that change its state (applied to a `var` or the closure's `inout` parameter by Checker+Canvas), its properties,
// and `GraphicsContext.Shading` and `GraphicsContext.Filter`.
// Rule: Apple: GraphicsContext — developer.apple.com/documentation/swiftui/graphicscontext: fill(_:with:style:),
// stroke(_:with:lineWidth:), stroke(_:with:style:), draw(_:at:anchor:) (anchor default .center), draw(_:in:),
// resolve(_:), resolveSymbol(id:), translateBy(x:y:), scaleBy(x:y:), rotate(by:), concatenate(_:) (each prepended to
// the current transform, as CGContext's CTM functions are), clip(to:style:options:), addFilter(_:options:), opacity,
// blendMode, transform; GraphicsContext.Shading (color(_:), linearGradient(_:startPoint:endPoint:options:),
// radialGradient(_:center:startRadius:endRadius:options:), conicGradient(_:center:angle:options:), style(_:),
// foreground, tiledImage(_:origin:sourceRect:scale:)); GraphicsContext.Filter (blur(radius:options:), shadow(color:radius:x:y:blendMode:options:) with
// colour default `Color(.sRGBLinear, white: 0, opacity: 0.33)`, colorMultiply(_:), brightness(_:), contrast(_:),
// saturation(_:), hueRotation(_:), grayscale(_:), colorInvert(_:) default 1, luminanceToAlpha,
// alphaThreshold(min:max:color:) defaults max 1, colour black). Status: complete for these; gradient `options`,
// filter `options` and shader shadings are not taken.

import Geometry
import Shader

extension Builtins {
    /// `GraphicsContext.ClipOptions`, as the one option anim knows.
    static let clipOptionsType = "GraphicsContext.ClipOptions"

    static func context(_ v: Value) -> GraphicsContext {
        if case .graphicsContext(let c) = v { return c }
        preconditionFailure("type checker let a non-GraphicsContext through: \(v)")
    }

    private static func shading(_ v: Value) -> CanvasShading {
        if case .canvasShading(let s) = v { return s }
        preconditionFailure("type checker let a non-Shading through: \(v)")
    }

    /// Methods that draw: the receiver's state goes with the operation into its layer; they change no context.
    static let graphicsContextMethods: [String: [BuiltinFunction]] = [
        "fill": [
            BuiltinFunction(
                [arg(nil, .path), arg("with", .canvasShading), arg("style", .fillStyle, .fillStyle(evenOdd: false))],
                .void
            ) { v, range throws(RuntimeFailure) in
                guard case .fillStyle(let evenOdd) = v[3] else { return .void }
                let c = context(v[0])
                try c.draw(.fill(v[1].path, shading(v[2]), evenOdd: evenOdd, c.state), at: range)
                return .void
            }
        ],
        "stroke": [
            BuiltinFunction(
                [arg(nil, .path), arg("with", .canvasShading), arg("lineWidth", .double, .double(1))], .void
            ) {
                v, range throws(RuntimeFailure) in
                let c = context(v[0])
                try c.draw(.stroke(v[1].path, shading(v[2]), StrokeStyle(lineWidth: v[3].double), c.state), at: range)
                return .void
            },
            BuiltinFunction([arg(nil, .path), arg("with", .canvasShading), arg("style", .strokeStyle)], .void) {
                v, range throws(RuntimeFailure) in
                let c = context(v[0])
                try c.draw(.stroke(v[1].path, shading(v[2]), v[3].strokeStyle, c.state), at: range)
                return .void
            },
        ],
        "draw": [
            BuiltinFunction(
                [arg(nil, .view), arg("at", .point), arg("anchor", .unitPoint, .unitPoint(.center))], .void
            ) {
                v, range throws(RuntimeFailure) in
                let c = context(v[0])
                try c.draw(.draw(v[1].views, at: v[2].point, anchor: v[3].unitPoint, c.state), at: range)
                return .void
            },
            BuiltinFunction([arg(nil, .view), arg("in", .rect)], .void) { v, range throws(RuntimeFailure) in
                let c = context(v[0])
                try c.draw(.drawIn(v[1].views, in: v[2].rect, c.state), at: range)
                return .void
            },
        ],
        // A resolved Text, Image or Shading draws as the original does.
        "resolve": [
            BuiltinFunction([arg(nil, .view)], .view) { v, _ in v[1] },
            BuiltinFunction([arg(nil, .canvasShading)], .canvasShading) { v, _ in v[1] },
        ],
        "resolveSymbol": [
            BuiltinFunction([arg("id", .anyEquatable)], .optional(.view)) { v, _ in
                let wanted = v[1].interpolated
                guard let symbol = context(v[0]).symbols.first(where: { $0.tag.interpolated == wanted }) else {
                    return .absent
                }
                return .views(symbol.views)
            }
        ],
    ]

    /// Methods that change a context's state: each takes the context first and returns the changed one.
    static let mutatingGraphicsContextMethods: [String: [BuiltinFunction]] = [
        "translateBy": [
            changing([arg("x", .double), arg("y", .double)]) { s, v in
                s.transform = AffineTransform(translationX: v[0].double, y: v[1].double).concatenating(s.transform)
            }
        ],
        "scaleBy": [
            changing([arg("x", .double), arg("y", .double)]) { s, v in
                s.transform = AffineTransform(scaleX: v[0].double, y: v[1].double).concatenating(s.transform)
            }
        ],
        "rotate": [
            changing([arg("by", .angle)]) { s, v in
                s.transform = AffineTransform(rotation: v[0].angle).concatenating(s.transform)
            }
        ],
        "concatenate": [
            changing([arg(nil, .affineTransform)]) { s, v in
                s.transform = v[0].affineTransform.concatenating(s.transform)
            }
        ],
        "clip": [
            changing([
                arg("to", .path), arg("style", .fillStyle, .fillStyle(evenOdd: false)),
                arg("options", .enumeration(clipOptionsType), .array([])),
            ]) { s, v in
                guard case .fillStyle(let evenOdd) = v[1] else { return }
                var inverse = false
                if case .enumeration(_, "inverse") = v[2] { inverse = true }
                s.clips.append(.path(v[0].path, transform: s.transform, evenOdd: evenOdd, inverse: inverse))
            }
        ],
        "addFilter": [
            changing([arg(nil, .canvasFilter)]) { s, v in
                guard case .canvasFilter(let filter) = v[0] else { return }
                switch filter {
                case .blur(let r, _): s.filters.append(.blur(radius: r, transform: s.transform))
                case .shadow(let color, let r, let x, let y, _):
                    s.filters.append(.shadow(color: color, radius: r, x: x, y: y, transform: s.transform))
                case .shader(let call, let usage, let offset, _):
                    s.filters.append(.shader(call, usage, maxSampleOffset: offset, transform: s.transform))
                default: s.filters.append(filter)
                }
            }
        ],
    ]

    private static func changing(
        _ parameters: [BuiltinParameter], _ change: @escaping @Sendable (inout GraphicsContextState, [Value]) -> Void
    ) -> BuiltinFunction {
        BuiltinFunction(parameters, .graphicsContext) { v, range throws(RuntimeFailure) in
            var c = context(v[0])
            change(&c.state, Array(v.dropFirst()))
            try checkEffects(c.state, at: range)
            return .graphicsContext(c)
        }
    }

    /// A located failure past `SceneLimits.maximumGraphicsContextEffects` clips and filters.
    private static func checkEffects(_ state: GraphicsContextState, at range: SourceRange) throws(RuntimeFailure) {
        guard state.clips.count + state.filters.count > SceneLimits.maximumGraphicsContextEffects else { return }
        throw RuntimeFailure(
            "a GraphicsContext holds more than \(SceneLimits.maximumGraphicsContextEffects) clips and filters",
            at: range, hint: "add clips and filters to a copy of the context, or draw into a layer once")
    }

    /// `context.opacity`, `.blendMode`, `.transform`: reads, and the setter `context.x = v` stores through.
    static func graphicsContextProperty(_ name: String) -> (
        type: SceneType, get: BuiltinImplementation, set: BuiltinImplementation
    )? {
        switch name {
        case "opacity":
            return (
                .double, { v, _ in .double(context(v[0]).state.opacity) },
                { v, _ in
                    var c = context(v[0])
                    c.state.opacity = v[1].double
                    return .graphicsContext(c)
                }
            )
        case "blendMode":
            return (
                .blendMode, { v, _ in .blendMode(context(v[0]).state.blendMode) },
                { v, _ in
                    var c = context(v[0])
                    if case .blendMode(let name) = v[1] { c.state.blendMode = name }
                    return .graphicsContext(c)
                }
            )
        case "transform":
            return (
                .affineTransform, { v, _ in .affineTransform(context(v[0]).state.transform) },
                { v, _ in
                    var c = context(v[0])
                    c.state.transform = v[1].affineTransform
                    return .graphicsContext(c)
                }
            )
        default: return nil
        }
    }

    /// `.color(…)`, the gradients and `.style(…)` where a `GraphicsContext.Shading` is expected.
    static let canvasShadingStaticMethods: [String: [BuiltinFunction]] = [
        "shader": [
            BuiltinFunction(
                [arg(nil, .shader), arg("bounds", .rect, .rect(Rect(x: 0, y: 0, width: 0, height: 0)))], .canvasShading
            ) {
                v, _ in
                guard case .rect(let bounds) = v[1] else { return .void }
                return .canvasShading(.shader(v[0].shaderCall, bounds: bounds))
            }
        ],
        "color": [BuiltinFunction([arg(nil, .color)], .canvasShading) { v, _ in .canvasShading(.color(v[0].color)) }],
        // Apple: GraphicsContext.Shading.tiledImage(_:origin:sourceRect:scale:) — origin `.zero`, sourceRect the
        // unit square (the whole image), scale 1.
        "tiledImage": [
            BuiltinFunction(
                [
                    arg(nil, .view), arg("origin", .point, .point(Point(x: 0, y: 0))),
                    arg("sourceRect", .rect, .rect(Rect(x: 0, y: 0, width: 1, height: 1))),
                    arg("scale", .double, .double(1)),
                ], .canvasShading
            ) { v, range throws(RuntimeFailure) in
                guard v[3].double.isFinite, v[3].double > 0 else {
                    throw RuntimeFailure(
                        "tiledImage(scale:) must be a positive number, not \(v[3].double)", at: range,
                        hint: "1 draws the image at its own size")
                }
                return .canvasShading(
                    .tiledImage(v[0].views, origin: v[1].point, sourceRect: v[2].rect, scale: v[3].double))
            }
        ],
        "linearGradient": [
            BuiltinFunction([arg(nil, .gradient), arg("startPoint", .point), arg("endPoint", .point)], .canvasShading) {
                v, _ in
                let (s, e) = (v[1].point, v[2].point)
                return .canvasShading(
                    .gradient(
                        .linear(v[0].gradient, start: UnitPoint(x: s.x, y: s.y), end: UnitPoint(x: e.x, y: e.y)),
                        absolute: true))
            }
        ],
        "radialGradient": [
            BuiltinFunction(
                [arg(nil, .gradient), arg("center", .point), arg("startRadius", .double), arg("endRadius", .double)],
                .canvasShading
            ) { v, _ in
                let c = v[1].point
                return .canvasShading(
                    .gradient(
                        .radial(
                            v[0].gradient, center: UnitPoint(x: c.x, y: c.y), startRadius: v[2].double,
                            endRadius: v[3].double), absolute: true))
            }
        ],
        "conicGradient": [
            BuiltinFunction(
                [arg(nil, .gradient), arg("center", .point), arg("angle", .angle, .angle(.zero))], .canvasShading
            ) {
                v, _ in
                let c = v[1].point
                let a = v[2].angle
                return .canvasShading(
                    .gradient(
                        .angular(
                            v[0].gradient, center: UnitPoint(x: c.x, y: c.y), startAngle: a,
                            endAngle: .radians(a.radians + 2 * .pi)), absolute: true))
            }
        ],
        "style": [
            BuiltinFunction([arg(nil, .color)], .canvasShading) { v, _ in .canvasShading(.color(v[0].color)) },
            BuiltinFunction([arg(nil, .gradientStyle)], .canvasShading) { v, _ in
                guard case .shading(let g) = v[0] else { return .canvasShading(.foreground) }
                return .canvasShading(.gradient(g, absolute: false))
            },
        ],
    ]

    static let canvasShadingStaticMembers: [String: Value] = ["foreground": .canvasShading(.foreground)]

    private static func matrix(_ parameters: [BuiltinParameter], _ make: @escaping @Sendable ([Value]) -> ColorMatrix)
        -> [BuiltinFunction]
    {
        [BuiltinFunction(parameters, .canvasFilter) { v, _ in .canvasFilter(.colorMatrix(make(v))) }]
    }

    /// Luminance into alpha, colour black (W3C Filter Effects §9.6 feColorMatrix type="luminanceToAlpha").
    static let luminanceToAlpha = ColorMatrix([
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
    ])

    static let canvasFilterStaticMethods: [String: [BuiltinFunction]] = [
        "colorShader": [
            BuiltinFunction([arg(nil, .shader)], .canvasFilter) { v, _ in
                .canvasFilter(
                    .shader(
                        v[0].shaderCall, .colorEffect, maxSampleOffset: Size(width: 0, height: 0), transform: .identity)
                )
            }
        ],
        "distortionShader": [
            BuiltinFunction([arg(nil, .shader), arg("maxSampleOffset", .size)], .canvasFilter) { v, _ in
                .canvasFilter(
                    .shader(
                        v[0].shaderCall, .distortionEffect, maxSampleOffset: v[1].shaderOffset, transform: .identity))
            }
        ],
        "layerShader": [
            BuiltinFunction([arg(nil, .shader), arg("maxSampleOffset", .size)], .canvasFilter) { v, _ in
                .canvasFilter(
                    .shader(v[0].shaderCall, .layerEffect, maxSampleOffset: v[1].shaderOffset, transform: .identity))
            }
        ],
        "blur": [
            BuiltinFunction([arg("radius", .double)], .canvasFilter) { v, range throws(RuntimeFailure) in
                .canvasFilter(.blur(radius: try radius(v[0].double, "blur(radius:)", at: range), transform: .identity))
            }
        ],
        "shadow": [
            BuiltinFunction(
                [
                    arg("color", .color, .color(Color(red: 0, green: 0, blue: 0, opacity: 0.33))),
                    arg("radius", .double), arg("x", .double, .double(0)), arg("y", .double, .double(0)),
                ], .canvasFilter
            ) { v, range throws(RuntimeFailure) in
                .canvasFilter(
                    .shadow(
                        color: v[0].color, radius: try radius(v[1].double, "shadow(radius:)", at: range),
                        x: v[2].double,
                        y: v[3].double, transform: .identity))
            }
        ],
        "colorMultiply": matrix([arg(nil, .color)]) { .multiply($0[0].color) },
        "brightness": matrix([arg(nil, .double)]) { .brightness($0[0].double) },
        "contrast": matrix([arg(nil, .double)]) { .contrast($0[0].double) },
        "saturation": matrix([arg(nil, .double)]) { .saturation($0[0].double) },
        "hueRotation": matrix([arg(nil, .angle)]) { .hueRotation($0[0].angle) },
        "grayscale": matrix([arg(nil, .double)]) { .grayscale($0[0].double) },
        "colorInvert": matrix([arg(nil, .double, .double(1))]) { v in
            let t = max(0, min(1, v[0].double))
            return ColorMatrix(zip(ColorMatrix.identity.m, ColorMatrix.invert.m).map { $0 + ($1 - $0) * t })
        },
        "alphaThreshold": [
            BuiltinFunction(
                [arg("min", .double), arg("max", .double, .double(1)), arg("color", .color, .color(.black))],
                .canvasFilter
            ) { v, _ in .canvasFilter(.alphaThreshold(min: v[0].double, max: v[1].double, color: v[2].color)) }
        ],
    ]

    /// A blur or shadow radius (σ, points): finite, 0 … `SceneLimits.maximumBlurRadius`.
    private static func radius(_ r: Double, _ name: String, at range: SourceRange) throws(RuntimeFailure) -> Double {
        guard r.isFinite, r >= 0, r <= SceneLimits.maximumBlurRadius else {
            throw RuntimeFailure(
                "\(name) is \(r); it must be a finite radius from 0 to \(Int(SceneLimits.maximumBlurRadius)) points",
                at: range)
        }
        return r
    }

    static let canvasFilterStaticMembers: [String: Value] = [
        "luminanceToAlpha": .canvasFilter(.colorMatrix(luminanceToAlpha))
    ]
}

extension Builtins {
    /// A new context for a `drawLayer`/`clipToLayer` closure (GraphicsContext.sublayer).
    static let beginLayer: BuiltinImplementation = { v, _ in .graphicsContext(context(v[0]).sublayer()) }

    /// The end of `drawLayer`: the child's operations drawn as one layer with the parent's state.
    static let endDrawLayer: BuiltinImplementation = { v, range throws(RuntimeFailure) in
        let (parent, child) = (context(v[0]), context(v[1]))
        try parent.draw(.layer(child.layer.operations, parent.state), at: range)
        return .void
    }

    /// The end of `clipToLayer`: the parent with the child's drawing added to its clips.
    static let endClipToLayer: BuiltinImplementation = { v, range throws(RuntimeFailure) in
        var parent = context(v[0])
        parent.state.clips.append(.layer(context(v[1]).layer.operations, opacity: v[2].double))
        try checkEffects(parent.state, at: range)
        return .graphicsContext(parent)
    }
}

extension Value {
    /// A `maxSampleOffset:` size: negative or non-finite sides count as 0 (a promise of no reach).
    var shaderOffset: Size {
        guard case .size(let w, let h) = self else { return Size(width: 0, height: 0) }
        return Size(width: w.isFinite ? max(0, min(w, 1e5)) : 0, height: h.isFinite ? max(0, min(h, 1e5)) : 0)
    }
}
