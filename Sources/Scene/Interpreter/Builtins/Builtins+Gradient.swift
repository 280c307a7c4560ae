// Builtins+Gradient.swift: `Gradient`, `Gradient.Stop`, and the gradient shape styles as scene values:
// `LinearGradient`, `RadialGradient`, `EllipticalGradient`, `AngularGradient`, each from `colors:`, `stops:` or
// `gradient:`, `MeshGradient(width:height:points:colors:background:smoothsColors:colorSpace:)` (MeshGradient.swift),
// and `Color.gradient`.
// Rule: Apple: LinearGradient — developer.apple.com/documentation/swiftui/lineargradient (init(colors:startPoint:
// endPoint:), init(stops:…), init(gradient:…)); RadialGradient (center:startRadius:endRadius:); EllipticalGradient
// (center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5); AngularGradient (center:startAngle: .zero,
// endAngle: .zero — equal angles: one full turn from startAngle — and center:angle: .zero, a full turn from angle);
// Color.gradient — developer.apple.com/documentation/swiftui/color/gradient ("a base gradient derived from the
// color": here a top-to-bottom linear gradient from the colour lightened 8 % toward white to the colour darkened
// 8 % toward black, [UNCONF] the exact amounts SwiftUI uses). Status: complete.

import Geometry

extension Builtins {
    static let gradientStopInitializers = [
        BuiltinFunction([arg("color", .color), arg("location", .double)], .gradientStop) { v, _ in
            .gradientStop(Gradient.Stop(color: v[0].color, location: v[1].double))
        }
    ]

    /// The three ways a gradient style names its colours, as (parameter, how to read it).
    private static let colourForms: [(BuiltinParameter, @Sendable (Value) -> Gradient)] = [
        (arg("colors", .array(.color)), { Gradient(colors: $0.array.map(\.color)) }),
        (
            arg("stops", .array(.gradientStop)),
            {
                Gradient(
                    stops: $0.array.map {
                        if case .gradientStop(let s) = $0 { s } else { Gradient.Stop(color: .clear, location: 0) }
                    })
            }
        ),
        (arg("gradient", .gradient), { $0.gradient }),
    ]

    /// One overload per colour form: the colours first, then `rest`.
    private static func styles(
        _ rest: [BuiltinParameter], _ make: @escaping @Sendable (Gradient, [Value]) -> GradientShading
    ) -> [BuiltinFunction] {
        colourForms.map { form, read in
            BuiltinFunction([form] + rest, .gradientStyle) { v, _ in .shading(make(read(v[0]), Array(v.dropFirst()))) }
        }
    }

    static let gradientValues: [String: [BuiltinFunction]] = [
        "Gradient": [
            BuiltinFunction([arg("colors", .array(.color))], .gradient) { v, _ in
                .gradient(Gradient(colors: v[0].array.map(\.color)))
            },
            BuiltinFunction([arg("stops", .array(.gradientStop))], .gradient) { v, _ in
                .gradient(
                    Gradient(stops: v[0].array.compactMap { if case .gradientStop(let s) = $0 { s } else { nil } }))
            },
        ],
        "LinearGradient": styles([arg("startPoint", .unitPoint), arg("endPoint", .unitPoint)]) { g, v in
            .linear(g, start: v[0].unitPoint, end: v[1].unitPoint)
        },
        "RadialGradient": styles([arg("center", .unitPoint), arg("startRadius", .double), arg("endRadius", .double)]) {
            g, v in .radial(g, center: v[0].unitPoint, startRadius: v[1].double, endRadius: v[2].double)
        },
        "EllipticalGradient": styles([
            arg("center", .unitPoint, .unitPoint(.center)), arg("startRadiusFraction", .double, .double(0)),
            arg("endRadiusFraction", .double, .double(0.5)),
        ]) { g, v in
            .elliptical(g, center: v[0].unitPoint, startRadiusFraction: v[1].double, endRadiusFraction: v[2].double)
        },
        "AngularGradient":
            styles([
                arg("center", .unitPoint), arg("startAngle", .angle, .angle(.zero)),
                arg("endAngle", .angle, .angle(.zero)),
            ]) { g, v in
                let (start, end) = (v[1].angle, v[2].angle)
                return .angular(
                    g, center: v[0].unitPoint, startAngle: start,
                    endAngle: start == end ? .radians(start.radians + 2 * .pi) : end)
            }
            + styles([arg("center", .unitPoint), arg("angle", .angle, .angle(.zero))]) { g, v in
                .angular(
                    g, center: v[0].unitPoint, startAngle: v[1].angle, endAngle: .radians(v[1].angle.radians + 2 * .pi))
            },
        "MeshGradient": [
            BuiltinFunction(
                [
                    arg("width", .int), arg("height", .int), arg("points", .array(.point)),
                    arg("colors", .array(.color)), arg("background", .color, .color(.clear)),
                    arg("smoothsColors", .bool, .bool(true)),
                    arg(
                        "colorSpace", .enumeration("Gradient.ColorSpace"),
                        .enumeration(type: "Gradient.ColorSpace", name: "device")),
                ], .gradientStyle
            ) { v, range throws(RuntimeFailure) in
                let mesh = MeshGradient(
                    width: v[0].int, height: v[1].int, points: v[2].array.map(\.point), colors: v[3].array.map(\.color),
                    background: v[4].color, smoothsColors: v[5].bool,
                    colorSpace: Builtins.isPerceptual(v[6]) ? .perceptual : .device)
                guard mesh.isValid else {
                    throw RuntimeFailure(
                        "MeshGradient needs width and height of at least 2 and width × height points and colors "
                            + "(\(mesh.width) × \(mesh.height) with \(mesh.points.count) points, "
                            + "\(mesh.colors.count) colors)", at: range,
                        hint: "list \(max(2, mesh.width) * max(2, mesh.height)) points and as many colors, row by row")
                }
                return .shading(.mesh(mesh))
            }
        ],
    ]

    /// The gradient styles as ShapeStyle's static members, written where a style is expected:
    /// `.linearGradient(colors: […], startPoint: .leading, endPoint: .trailing)`, `.radialGradient(…)`,
    /// `.ellipticalGradient(…)`, `.angularGradient(…)` and `.conicGradient(…)` (an angular gradient).
    /// Rule: Apple, ShapeStyle — developer.apple.com/documentation/swiftui/shapestyle ("linearGradient(_:startPoint:
    /// endPoint:)", "linearGradient(colors:startPoint:endPoint:)", "linearGradient(stops:startPoint:endPoint:)", and
    /// the radial, elliptical, angular and conic ones); the unlabelled first argument is a `Gradient` or a colour's
    /// `AnyGradient` (`.blue.gradient`).
    static let shapeStyleGradientMethods: [String: [BuiltinFunction]] = {
        func members(_ type: String) -> [BuiltinFunction] {
            let overloads = gradientValues[type] ?? []
            // The `gradient:` form is also written without its label.
            return overloads
                + overloads.filter { $0.parameters.first?.label == "gradient" }.map { overload in
                    var unlabelled = overload
                    unlabelled.parameters[0].label = nil
                    return unlabelled
                }
        }
        return [
            "linearGradient": members("LinearGradient"), "radialGradient": members("RadialGradient"),
            "ellipticalGradient": members("EllipticalGradient"), "angularGradient": members("AngularGradient"),
            "conicGradient": members("AngularGradient"),
        ]
    }()

    /// Whether a `Gradient.ColorSpace` value is `.perceptual`.
    static func isPerceptual(_ v: Value) -> Bool {
        if case .enumeration(_, "perceptual") = v { return true }
        return false
    }

    /// `Color.gradient`.
    static func colorGradient(_ c: Color) -> GradientShading {
        func toward(_ target: Double, _ f: Double) -> Color {
            Color(
                red: c.red + (target - c.red) * f, green: c.green + (target - c.green) * f,
                blue: c.blue + (target - c.blue) * f, opacity: c.opacity)
        }
        return .linear(Gradient(colors: [toward(1, 0.08), toward(0, 0.08)]), start: .top, end: .bottom)
    }
}
