// Builtins+Geometry.swift: Core Graphics' value types as scene values: CGPoint, CGRect, CGVector,
// CGAffineTransform, and the stroke values StrokeStyle, CGLineCap, CGLineJoin and FillStyle.
// Rule: Apple: CGPoint, CGRect, CGVector, CGAffineTransform — developer.apple.com/documentation/corefoundation/cgrect
// (and …/cgpoint, …/cgvector, …/cgaffinetransform): CGRect's min/mid/max are of the standardized rectangle,
// `insetBy`/`offsetBy`/`contains`/`union`; CGAffineTransform's `translatedBy/rotated/scaledBy` prepend the new step
// (`t.translatedBy(x:y:)` = translation concatenating t), `concatenating(u)` applies self first, `inverted()` returns
// self when the matrix is singular. Apple: StrokeStyle — developer.apple.com/documentation/swiftui/strokestyle,
// FillStyle — developer.apple.com/documentation/swiftui/fillstyle; SIMD2 — developer.apple.com/documentation/swift/simd2
// (MeshGradient's `[SIMD2<Float>]` points, held as CGPoints). Status: complete.

import Geometry

extension Builtins {
    /// A point from two scalars: `SIMD2(x, y)`, `[x, y]` where a `SIMD2<Float>` is expected.
    static let makePoint: BuiltinImplementation = { v, _ in .point(Point(x: v[0].double, y: v[1].double)) }

    static let geometryValues: [String: [BuiltinFunction]] = [
        "CGPoint": [
            BuiltinFunction([arg("x", .double), arg("y", .double)], .point) { v, _ in
                .point(Point(x: v[0].double, y: v[1].double))
            },
            BuiltinFunction([], .point) { _, _ in .point(.zero) },
            // Core Graphics' Int initialisers (`CGPoint(x: Int, y: Int)`, developer.apple.com/documentation/
            // corefoundation/cgpoint/init(x:y:)): an Int variable where the Double form would need a conversion.
            BuiltinFunction([arg("x", .int), arg("y", .int)], .point) { v, _ in
                .point(Point(x: Double(v[0].int), y: Double(v[1].int)))
            },
            // `.init(0.5, 0.5)` where a `SIMD2<Float>` is expected (held as a point, MeshGradient's points).
            BuiltinFunction([arg(nil, .double), arg(nil, .double)], .point, makePoint),
        ],
        "SIMD2": [
            BuiltinFunction([arg(nil, .double), arg(nil, .double)], .point, makePoint),
            BuiltinFunction([arg("x", .double), arg("y", .double)], .point, makePoint),
        ],
        "CGVector": [
            BuiltinFunction([arg("dx", .double), arg("dy", .double)], .vector) { v, _ in
                .vector(Point(x: v[0].double, y: v[1].double))
            },
            BuiltinFunction([], .vector) { _, _ in .vector(.zero) },
            BuiltinFunction([arg("dx", .int), arg("dy", .int)], .vector) { v, _ in
                .vector(Point(x: Double(v[0].int), y: Double(v[1].int)))
            },
        ],
        "CGRect": [
            BuiltinFunction(
                [arg("x", .double), arg("y", .double), arg("width", .double), arg("height", .double)], .rect
            ) { v, _ in .rect(Rect(x: v[0].double, y: v[1].double, width: v[2].double, height: v[3].double)) },
            BuiltinFunction(
                [arg("x", .int), arg("y", .int), arg("width", .int), arg("height", .int)], .rect
            ) { v, _ in
                .rect(
                    Rect(
                        x: Double(v[0].int), y: Double(v[1].int), width: Double(v[2].int), height: Double(v[3].int)))
            },
            BuiltinFunction([arg("origin", .point), arg("size", .size)], .rect) { v, _ in
                guard case .size(let w, let h) = v[1] else { return .rect(.zero) }
                return .rect(Rect(origin: v[0].point, size: Size(width: w, height: h)))
            },
            BuiltinFunction([], .rect) { _, _ in .rect(.zero) },
        ],
        "CGAffineTransform": [
            BuiltinFunction([arg("translationX", .double), arg("y", .double)], .affineTransform) { v, _ in
                .affineTransform(AffineTransform(translationX: v[0].double, y: v[1].double))
            },
            BuiltinFunction([arg("scaleX", .double), arg("y", .double)], .affineTransform) { v, _ in
                .affineTransform(AffineTransform(scaleX: v[0].double, y: v[1].double))
            },
            BuiltinFunction([arg("rotationAngle", .double)], .affineTransform) { v, _ in
                .affineTransform(AffineTransform(rotation: .radians(v[0].double)))
            },
            BuiltinFunction(
                [
                    arg("a", .double), arg("b", .double), arg("c", .double), arg("d", .double), arg("tx", .double),
                    arg("ty", .double),
                ], .affineTransform
            ) { v, _ in
                .affineTransform(
                    AffineTransform(
                        a: v[0].double, b: v[1].double, c: v[2].double, d: v[3].double, tx: v[4].double,
                        ty: v[5].double))
            },
            BuiltinFunction([], .affineTransform) { _, _ in .affineTransform(.identity) },
        ],
        // Apple: ProjectionTransform.init(_:) from a CGAffineTransform (GeometryEffect.effectValue(size:)).
        "ProjectionTransform": [
            BuiltinFunction([arg(nil, .affineTransform)], .affineTransform) { v, _ in v[0] },
            BuiltinFunction([], .affineTransform) { _, _ in .affineTransform(.identity) },
        ],
        "StrokeStyle": [
            BuiltinFunction(
                [
                    arg("lineWidth", .double, .double(1)), arg("lineCap", .lineCap, .lineCap(.butt)),
                    arg("lineJoin", .lineJoin, .lineJoin(.miter)), arg("miterLimit", .double, .double(10)),
                    arg("dash", .array(.double), .array([])), arg("dashPhase", .double, .double(0)),
                ], .strokeStyle
            ) { v, _ in
                guard case .lineCap(let cap) = v[1], case .lineJoin(let join) = v[2] else { return .void }
                return .strokeStyle(
                    StrokeStyle(
                        lineWidth: v[0].double, lineCap: cap, lineJoin: join, miterLimit: v[3].double,
                        dash: v[4].array.map(\.double), dashPhase: v[5].double))
            }
        ],
        "FillStyle": [
            BuiltinFunction([arg("eoFill", .bool, .bool(false)), arg("antialiased", .bool, .bool(true))], .fillStyle) {
                v, _ in .fillStyle(evenOdd: v[0].bool)
            }
        ],
    ]

    static func geometryStaticMembers(of type: SceneType) -> [String: Value] {
        switch type {
        case .point: ["zero": .point(.zero)]
        case .vector: ["zero": .vector(.zero)]
        case .rect: ["zero": .rect(.zero)]
        case .affineTransform: ["identity": .affineTransform(.identity)]
        case .lineCap: Dictionary(uniqueKeysWithValues: LineCap.allCases.map { ($0.rawValue, .lineCap($0)) })
        case .lineJoin: Dictionary(uniqueKeysWithValues: LineJoin.allCases.map { ($0.rawValue, .lineJoin($0)) })
        default: [:]
        }
    }

    static let rectMethods: [String: [BuiltinFunction]] = [
        "insetBy": [
            BuiltinFunction([arg("dx", .double), arg("dy", .double)], .rect) { v, _ in
                .rect(v[0].rect.insetBy(dx: v[1].double, dy: v[2].double))
            }
        ],
        "offsetBy": [
            BuiltinFunction([arg("dx", .double), arg("dy", .double)], .rect) { v, _ in
                .rect(v[0].rect.offsetBy(dx: v[1].double, dy: v[2].double))
            }
        ],
        "contains": [
            BuiltinFunction([arg(nil, .point)], .bool) { v, _ in .bool(v[0].rect.contains(v[1].point)) }
        ],
        "union": [BuiltinFunction([arg(nil, .rect)], .rect) { v, _ in .rect(v[0].rect.union(v[1].rect)) }],
        // Apple: CGRect.applying(_:) — "the smallest rectangle that contains the transformed corner points".
        "applying": [
            BuiltinFunction([arg(nil, .affineTransform)], .rect) { v, _ in
                .rect(v[0].rect.applying(v[1].affineTransform))
            }
        ],
        // Apple: CGRect.intersects(_:) — the two share interior area.
        "intersects": [
            BuiltinFunction([arg(nil, .rect)], .bool) { v, _ in
                let (a, b) = (v[0].rect.standardized, v[1].rect.standardized)
                return .bool(a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY)
            }
        ],
    ]

    /// Apple: CGPoint.applying(_:) and CGSize.applying(_:) (a size transforms as a vector: no translation).
    static let pointMethods: [String: [BuiltinFunction]] = [
        "applying": [
            BuiltinFunction([arg(nil, .affineTransform)], .point) { v, _ in
                .point(v[0].point.applying(v[1].affineTransform))
            }
        ]
    ]

    static let sizeMethods: [String: [BuiltinFunction]] = [
        "applying": [
            BuiltinFunction([arg(nil, .affineTransform)], .size) { v, _ in
                guard case .size(let w, let h) = v[0] else { return v[0] }
                let t = v[1].affineTransform
                return .size(width: t.a * w + t.c * h, height: t.b * w + t.d * h)
            }
        ]
    ]

    static let affineTransformMethods: [String: [BuiltinFunction]] = [
        "translatedBy": [
            BuiltinFunction([arg("x", .double), arg("y", .double)], .affineTransform) { v, _ in
                .affineTransform(
                    AffineTransform(translationX: v[1].double, y: v[2].double).concatenating(v[0].affineTransform))
            }
        ],
        "scaledBy": [
            BuiltinFunction([arg("x", .double), arg("y", .double)], .affineTransform) { v, _ in
                .affineTransform(
                    AffineTransform(scaleX: v[1].double, y: v[2].double).concatenating(v[0].affineTransform))
            }
        ],
        "rotated": [
            BuiltinFunction([arg("by", .double)], .affineTransform) { v, _ in
                .affineTransform(AffineTransform(rotation: .radians(v[1].double)).concatenating(v[0].affineTransform))
            }
        ],
        "concatenating": [
            BuiltinFunction([arg(nil, .affineTransform)], .affineTransform) { v, _ in
                .affineTransform(v[0].affineTransform.concatenating(v[1].affineTransform))
            }
        ],
        "inverted": [
            BuiltinFunction([], .affineTransform) { v, _ in
                .affineTransform(v[0].affineTransform.inverted ?? v[0].affineTransform)
            }
        ],
    ]

    /// `value.name` for the geometry types.
    static func geometryProperty(of type: SceneType, _ name: String) -> (BuiltinImplementation, SceneType)? {
        func d(_ f: @escaping @Sendable (Value) -> Double) -> (BuiltinImplementation, SceneType) {
            ({ v, _ in .double(f(v[0])) }, .double)
        }
        switch (type, name) {
        // Apple: Alignment.horizontal / .vertical — an alignment's two guides
        // (developer.apple.com/documentation/swiftui/alignment/horizontal).
        case (.alignment, "horizontal"):
            return (
                { v, _ in if case .alignment(let a) = v[0] { .horizontalAlignment(a.horizontal) } else { .void } },
                .horizontalAlignment
            )
        case (.alignment, "vertical"):
            return (
                { v, _ in if case .alignment(let a) = v[0] { .verticalAlignment(a.vertical) } else { .void } },
                .verticalAlignment
            )
        case (.point, "x"): return d { $0.point.x }
        case (.point, "y"): return d { $0.point.y }
        case (.vector, "dx"): return d { if case .vector(let p) = $0 { p.x } else { 0 } }
        case (.vector, "dy"): return d { if case .vector(let p) = $0 { p.y } else { 0 } }
        case (.rect, "minX"): return d { $0.rect.standardized.minX }
        case (.rect, "midX"): return d { $0.rect.standardized.midX }
        case (.rect, "maxX"): return d { $0.rect.standardized.maxX }
        case (.rect, "minY"): return d { $0.rect.standardized.minY }
        case (.rect, "midY"): return d { $0.rect.standardized.midY }
        case (.rect, "maxY"): return d { $0.rect.standardized.maxY }
        case (.rect, "width"): return d { $0.rect.standardized.width }
        case (.rect, "height"): return d { $0.rect.standardized.height }
        case (.rect, "origin"): return ({ v, _ in .point(v[0].rect.origin) }, .point)
        case (.rect, "size"):
            return ({ v, _ in .size(width: v[0].rect.size.width, height: v[0].rect.size.height) }, .size)
        case (.rect, "isEmpty"): return ({ v, _ in .bool(v[0].rect.width == 0 || v[0].rect.height == 0) }, .bool)
        case (.affineTransform, "a"): return d { $0.affineTransform.a }
        case (.affineTransform, "b"): return d { $0.affineTransform.b }
        case (.affineTransform, "c"): return d { $0.affineTransform.c }
        case (.affineTransform, "d"): return d { $0.affineTransform.d }
        case (.affineTransform, "tx"): return d { $0.affineTransform.tx }
        case (.affineTransform, "ty"): return d { $0.affineTransform.ty }
        case (.affineTransform, "isIdentity"): return ({ v, _ in .bool(v[0].affineTransform.isIdentity) }, .bool)
        case (.path, "boundingRect"): return ({ v, _ in .rect(v[0].path.boundingRect) }, .rect)
        case (.path, "isEmpty"): return ({ v, _ in .bool(v[0].path.isEmpty) }, .bool)
        case (.path, "currentPoint"):
            return ({ v, _ in v[0].path.currentPoint.map { .point($0) } ?? .absent }, .optional(.point))
        case (.strokeStyle, "lineWidth"): return d { $0.strokeStyle.lineWidth }
        case (.strokeStyle, "miterLimit"): return d { $0.strokeStyle.miterLimit }
        case (.strokeStyle, "dashPhase"): return d { $0.strokeStyle.dashPhase }
        // Apple: Gradient.stops, Gradient.Stop.color / .location (developer.apple.com/documentation/swiftui/gradient):
        // `Gradient(colors:)` spaces its stops evenly from 0 to 1.
        case (.gradient, "stops"):
            return ({ v, _ in .array(v[0].gradient.stops.map { .gradientStop($0) }) }, .array(.gradientStop))
        case (.gradientStop, "color"):
            return ({ v, _ in if case .gradientStop(let s) = v[0] { .color(s.color) } else { .void } }, .color)
        case (.gradientStop, "location"): return d { if case .gradientStop(let s) = $0 { s.location } else { 0 } }
        case (.color, "gradient"): return ({ v, _ in .shading(Builtins.colorGradient(v[0].color)) }, .gradientStyle)
        case (.color, "primary"): return ({ v, _ in v[0] }, .color)
        case (.color, let level) where Color.hierarchicalLevels.contains(level):
            // `Color.red.secondary` (iOS 17, ShapeStyle's hierarchical levels of a style): the colour at the level's
            // opacity, as `.foregroundStyle(.secondary)` draws the current colour (Apple: ShapeStyle.secondary —
            // developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.property).
            let factor = Color.named[level]?.opacity ?? 1
            return ({ v, _ in .color(v[0].color.opacity(factor)) }, .color)
        default: return nil
        }
    }

    static func geometryPropertyNames(of type: SceneType) -> [String] {
        switch type {
        case .point: ["x", "y"]
        case .vector: ["dx", "dy"]
        case .rect: ["minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height", "origin", "size", "isEmpty"]
        case .affineTransform: ["a", "b", "c", "d", "tx", "ty", "isIdentity"]
        case .path: ["boundingRect", "isEmpty", "currentPoint"]
        case .strokeStyle: ["lineWidth", "miterLimit", "dashPhase"]
        case .color: ["gradient", "primary"] + Color.hierarchicalLevels
        case .gradient: ["stops"]
        case .gradientStop: ["color", "location"]
        default: []
        }
    }
}
