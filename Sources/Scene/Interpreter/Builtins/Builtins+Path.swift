// Builtins+Path.swift: SwiftUI's `Path` as a scene value: its initialisers, its building (mutating) methods and its
// value methods.
// Rule: Apple: Path — developer.apple.com/documentation/swiftui/path: `Path()`, `Path(_: CGRect)`,
// `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:style:)`, `Path(roundedRect:cornerSize:style:)` (elliptical
// corners), `Path(roundedRect:cornerRadii:style:)` with `RectangleCornerRadii(…)`,
// `Path(_ callback: (inout Path) -> ())`; `move(to:)`, `addLine(to:)`, `addQuadCurve(to:control:)`,
// `addCurve(to:control1:control2:)`, `addArc(center:radius:startAngle:endAngle:clockwise:)`,
// `addArc(tangent1End:tangent2End:radius:)`, `addRelativeArc(center:radius:startAngle:delta:)`, `addRect(_:)`,
// `addRoundedRect(in:cornerSize:style:)`, `addRoundedRect(in:cornerRadii:style:)`, `addEllipse(in:)`, `addLines(_:)`, `addPath(_:)`, `closeSubpath()`;
// `applying(_:)`, `offsetBy(dx:dy:)`, `trimmedPath(from:to:)`, `strokedPath(_:)`, `boundingRect`. The mutating
// methods are applied to a `var` or to the builder closure's parameter by Checker+Path.swift. Status: complete.

import Geometry

extension Builtins {
    /// `shape.path(in: rect)` of a built-in shape (ShapeKind+Path.swift); a shape with shape modifiers applied is a
    /// located failure (its outline is Layout's to compute).
    static let shapeMethods: [String: [BuiltinFunction]] = [
        "path": [
            BuiltinFunction([arg("in", .rect)], .path) { v, range throws(RuntimeFailure) in
                guard case .views(let nodes) = v[0], nodes.count == 1, case .view(let applied) = nodes[0].kind,
                    let shape = applied.view as? any PrimitiveShape, case .rect(let rect) = v[1]
                else {
                    throw RuntimeFailure(
                        "path(in:) is available for a built-in shape as written, without modifiers", at: range,
                        hint: "build the outline with Path(…) or call path(in:) before adding modifiers")
                }
                return .path(shape.kind.path(in: rect))
            }
        ]
    ]

    static let pathValues: [String: [BuiltinFunction]] = [
        "Path": [
            BuiltinFunction([], .path) { _, _ in .path(Path()) },
            BuiltinFunction([arg(nil, .rect)], .path) { v, _ in .path(Path(rect: v[0].rect)) },
            // `Path(bezier.cgPath)`: a CGPath is a Path here (Parser+UIBezierPath; Apple: Path.init(_: CGPath)).
            BuiltinFunction([arg(nil, .path)], .path) { v, _ in v[0] },
            BuiltinFunction([arg("ellipseIn", .rect)], .path) { v, _ in .path(Path(ellipseIn: v[0].rect)) },
            BuiltinFunction(
                [
                    arg("roundedRect", .rect), arg("cornerRadius", .double),
                    arg("style", .cornerStyle, .cornerStyle(.continuous)),
                ], .path
            ) { v, _ in .path(Path(roundedRect: v[0].rect, cornerRadius: v[1].double, style: v[2].cornerStyle)) },
            BuiltinFunction(
                [
                    arg("roundedRect", .rect), arg("cornerSize", .size),
                    arg("style", .cornerStyle, .cornerStyle(.continuous)),
                ], .path
            ) { v, _ in
                guard case .size(let w, let h) = v[1] else { return .path(Path()) }
                return .path(
                    Path(roundedRect: v[0].rect, cornerSize: Size(width: w, height: h), style: v[2].cornerStyle))
            },
            BuiltinFunction(
                [
                    arg("roundedRect", .rect), arg("cornerRadii", Builtins.cornerRadiiType),
                    arg("style", .cornerStyle, .cornerStyle(.continuous)),
                ], .path
            ) { v, _ in .path(Builtins.unevenPath(v[0].rect, v[1], v[2].cornerStyle)) },
        ],
        // Apple: RectangleCornerRadii — developer.apple.com/documentation/swiftui/rectanglecornerradii (every radius
        // 0 by default), held as a labelled tuple.
        "RectangleCornerRadii": [
            BuiltinFunction(
                [
                    arg("topLeading", .double, .double(0)), arg("bottomLeading", .double, .double(0)),
                    arg("bottomTrailing", .double, .double(0)), arg("topTrailing", .double, .double(0)),
                ], Builtins.cornerRadiiType
            ) { v, _ in .instance(v) }
        ],
    ]

    static let cornerRadiiType = SceneType.cornerRadii

    /// The outline of a `RectangleCornerRadii` value (Path+UnevenRoundedRect.swift).
    static func unevenPath(_ rect: Rect, _ radii: Value, _ style: RoundedCornerStyle) -> Path {
        guard case .instance(let r) = radii, r.count == 4 else { return Path(rect: rect) }
        return Path(
            roundedRect: rect, topLeading: r[0].double, topTrailing: r[3].double, bottomTrailing: r[2].double,
            bottomLeading: r[1].double, style: style)
    }

    /// Methods of a Path value that return a new value, the set operations included (Builtins+PathSetOperations).
    static let pathMethods = pathValueMethods.merging(pathSetOperationMethods) { a, _ in a }

    static let pathValueMethods: [String: [BuiltinFunction]] = [
        "applying": [
            BuiltinFunction([arg(nil, .affineTransform)], .path) { v, _ in
                .path(v[0].path.applying(v[1].affineTransform))
            }
        ],
        "offsetBy": [
            BuiltinFunction([arg("dx", .double), arg("dy", .double)], .path) { v, _ in
                .path(v[0].path.offsetBy(dx: v[1].double, dy: v[2].double))
            }
        ],
        "trimmedPath": [
            BuiltinFunction([arg("from", .double), arg("to", .double)], .path) { v, _ in
                .path(v[0].path.trimmedPath(from: v[1].double, to: v[2].double))
            }
        ],
        "strokedPath": [
            BuiltinFunction([arg(nil, .strokeStyle)], .path) { v, _ in .path(v[0].path.strokedPath(v[1].strokeStyle)) }
        ],
        "contains": [
            BuiltinFunction([arg(nil, .point)], .bool) { v, _ in .bool(v[0].path.contains(v[1].point)) }
        ],
    ]

    /// Methods that change a Path in place: each takes the path first and returns the changed path.
    static let mutatingPathMethods: [String: [BuiltinFunction]] = [
        "move": [mutating([arg("to", .point)]) { p, v in p.move(to: v[0].point) }],
        "addLine": [mutating([arg("to", .point)]) { p, v in p.addLine(to: v[0].point) }],
        "addQuadCurve": [
            mutating([arg("to", .point), arg("control", .point)]) { p, v in
                p.addQuadCurve(to: v[0].point, control: v[1].point)
            }
        ],
        "addCurve": [
            mutating([arg("to", .point), arg("control1", .point), arg("control2", .point)]) { p, v in
                p.addCurve(to: v[0].point, control1: v[1].point, control2: v[2].point)
            }
        ],
        "addArc": [
            mutating(
                [
                    arg("center", .point), arg("radius", .double), arg("startAngle", .angle),
                    arg("endAngle", .angle), arg("clockwise", .bool),
                ]
            ) { p, v in
                p.addArc(
                    center: v[0].point, radius: v[1].double, startAngle: v[2].angle, endAngle: v[3].angle,
                    clockwise: v[4].bool)
            },
            mutating([arg("tangent1End", .point), arg("tangent2End", .point), arg("radius", .double)]) { p, v in
                p.addArc(tangent1End: v[0].point, tangent2End: v[1].point, radius: v[2].double)
            },
        ],
        "addRelativeArc": [
            mutating([arg("center", .point), arg("radius", .double), arg("startAngle", .angle), arg("delta", .angle)]) {
                p, v in
                p.addRelativeArc(center: v[0].point, radius: v[1].double, startAngle: v[2].angle, delta: v[3].angle)
            }
        ],
        "addRect": [mutating([arg(nil, .rect)]) { p, v in p.addRect(v[0].rect) }],
        "addRoundedRect": [
            mutating([
                arg("in", .rect), arg("cornerSize", .size), arg("style", .cornerStyle, .cornerStyle(.continuous)),
            ]) { p, v in
                guard case .size(let w, let h) = v[1] else { return }
                p.addPath(Path(roundedRect: v[0].rect, cornerSize: Size(width: w, height: h), style: v[2].cornerStyle))
            },
            mutating([
                arg("in", .rect), arg("cornerRadii", Builtins.cornerRadiiType),
                arg("style", .cornerStyle, .cornerStyle(.continuous)),
            ]) { p, v in p.addPath(Builtins.unevenPath(v[0].rect, v[1], v[2].cornerStyle)) },
            mutating(
                [arg("in", .rect), arg("cornerRadius", .double), arg("style", .cornerStyle, .cornerStyle(.continuous))]
            ) { p, v in p.addRoundedRect(in: v[0].rect, cornerRadius: v[1].double, style: v[2].cornerStyle) },
        ],
        "addEllipse": [mutating([arg("in", .rect)]) { p, v in p.addEllipse(in: v[0].rect) }],
        "addLines": [mutating([arg(nil, .array(.point))]) { p, v in p.addLines(v[0].array.map(\.point)) }],
        "addPath": [
            mutating([arg(nil, .path)]) { p, v in p.addPath(v[0].path) },
            mutating([arg(nil, .path), arg("transform", .affineTransform)]) { p, v in
                p.addPath(v[0].path, transform: v[1].affineTransform)
            },
        ],
        "closeSubpath": [mutating([]) { p, _ in p.closeSubpath() }],
    ]

    /// A mutating method: the receiver path first, the changed path out.
    private static func mutating(
        _ parameters: [BuiltinParameter], _ change: @escaping @Sendable (inout Path, [Value]) -> Void
    ) -> BuiltinFunction {
        BuiltinFunction(parameters, .path) { v, _ in
            var path = v[0].path
            change(&path, Array(v.dropFirst()))
            return .path(path)
        }
    }
}

extension SceneType {
    /// `RectangleCornerRadii` as the scene sees it: `(topLeading:bottomLeading:bottomTrailing:topTrailing:)`.
    public static let cornerRadii = SceneType.tuple(
        [.double, .double, .double, .double], labels: ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"])
}
