// Checker+GeometryAnimatableData.swift: the `animatableData` property of SwiftUI's geometry values, read and written
// (`var animatableData: CGSize.AnimatableData { get { offset.animatableData } set { offset.animatableData =
// newValue } }` in a custom shape).
// Rule: Apple: CGSize, CGPoint and CGRect conform to Animatable (developer.apple.com/documentation/corefoundation/
// cgsize/animatabledata …): a CGSize's `animatableData` is `AnimatablePair<CGFloat, CGFloat>` of width and height, a
// CGPoint's of x and y, a CGRect's `AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>` of origin and
// size; an Angle's is its radians and a Double's the value itself (Animatable.animatableData — developer.apple.com/
// documentation/swiftui/animatable/animatabledata). anim reads an AnimatablePair as the tuple `(first:, second:)`
// (Checker+AnimatablePair). Status: complete for these five types.

import Geometry

extension Checker {
    /// `value.animatableData` for a geometry value of `type`: the data's type, and how to read and replace it.
    static func geometryAnimatableData(_ type: SceneType) -> (
        type: SceneType, get: @Sendable (Value) -> Value, set: @Sendable (Value, Value) -> Value
    )? {
        let pair = SceneType.tuple([.double, .double], labels: ["first", "second"])
        @Sendable func doubles(_ v: Value) -> (Double, Double) {
            let fields = v.instance
            return fields.count == 2 ? (fields[0].double, fields[1].double) : (0, 0)
        }
        switch type {
        case .double:
            return (.double, { $0 }, { _, new in new })
        case .angle:
            return (.double, { .double($0.angle.radians) }, { _, new in .angle(Angle(radians: new.double)) })
        case .size:
            return (
                pair,
                { v in if case .size(let w, let h) = v { .instance([.double(w), .double(h)]) } else { v } },
                { _, new in
                    let (w, h) = doubles(new)
                    return .size(width: w, height: h)
                }
            )
        case .point:
            return (
                pair, { v in .instance([.double(v.point.x), .double(v.point.y)]) },
                { _, new in
                    let (x, y) = doubles(new)
                    return .point(Point(x: x, y: y))
                }
            )
        case .rect:
            return (
                .tuple([pair, pair], labels: ["first", "second"]),
                { v in
                    let r = v.rect
                    return .instance([
                        .instance([.double(r.origin.x), .double(r.origin.y)]),
                        .instance([.double(r.size.width), .double(r.size.height)]),
                    ])
                },
                { _, new in
                    let halves = new.instance
                    guard halves.count == 2 else { return new }
                    let (x, y) = doubles(halves[0])
                    let (w, h) = doubles(halves[1])
                    return .rect(Rect(x: x, y: y, width: w, height: h))
                }
            )
        default: return nil
        }
    }
}
