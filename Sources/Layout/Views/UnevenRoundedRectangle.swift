// UnevenRoundedRectangle.swift: `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:
// topTrailingRadius:style:)`, `UnevenRoundedRectangle(cornerRadii:style:)`, and `.rect(topLeadingRadius:…)` /
// `.rect(cornerRadii:style:)` where a shape is expected.
// Rule: Apple: UnevenRoundedRectangle — developer.apple.com/documentation/swiftui/unevenroundedrectangle (every
// radius 0 by default, style `.continuous`); geometry in Geometry/Path+UnevenRoundedRect.swift. Status: complete.

import Geometry
import Scene

struct UnevenRoundedRectangle: ShapeView {
    var radii: RectangleCornerRadii
    var style: RoundedCornerStyle

    var kind: ShapeKind { .unevenRoundedRectangle(radii, style: style) }

    static let declarations: [ViewDeclaration] = {
        let parameters = [
            arg("topLeadingRadius", .double, .double(0)), arg("bottomLeadingRadius", .double, .double(0)),
            arg("bottomTrailingRadius", .double, .double(0)), arg("topTrailingRadius", .double, .double(0)),
            arg("style", .cornerStyle, .cornerStyle(.continuous)),
        ]
        let make: @Sendable ([Value]) -> UnevenRoundedRectangle = {
            UnevenRoundedRectangle(
                radii: RectangleCornerRadii(
                    topLeading: $0[0].double, bottomLeading: $0[1].double, bottomTrailing: $0[2].double,
                    topTrailing: $0[3].double), style: $0[4].cornerStyle)
        }
        // `UnevenRoundedRectangle(cornerRadii:style:)` with a `RectangleCornerRadii` (Builtins+Path.swift).
        let radiiParameters = [
            arg("cornerRadii", .cornerRadii), arg("style", .cornerStyle, .cornerStyle(.continuous)),
        ]
        let makeFromRadii: @Sendable ([Value]) -> UnevenRoundedRectangle = { v in
            guard case .instance(let r) = v[0], r.count == 4 else {
                preconditionFailure("type checker let a non-RectangleCornerRadii through")
            }
            return UnevenRoundedRectangle(
                radii: RectangleCornerRadii(
                    topLeading: r[0].double, bottomLeading: r[1].double, bottomTrailing: r[2].double,
                    topTrailing: r[3].double), style: v[1].cornerStyle)
        }
        return [
            ViewDeclaration(
                "UnevenRoundedRectangle",
                [
                    initializer("UnevenRoundedRectangle", parameters, make),
                    initializer("UnevenRoundedRectangle", radiiParameters, makeFromRadii),
                ],
                shapeMethods: [
                    "rect": [
                        .view("UnevenRoundedRectangle", parameters, result: .shape("some Shape")) { (make($0), []) },
                        .view("UnevenRoundedRectangle", radiiParameters, result: .shape("some Shape")) {
                            (makeFromRadii($0), [])
                        },
                    ]
                ])
        ]
    }()
}
