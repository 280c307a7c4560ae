// RoundedRectangle.swift: `RoundedRectangle(cornerRadius:style:)`; `.rect(cornerRadius:style:)` where a shape is
// expected; `RoundedRectangle(cornerSize:style:)`, whose corners are quarter ellipses `cornerSize` across and down
// (Apple: RoundedRectangle.init(cornerSize:style:); its animatableData is the corner size's).
// Rule: Apple: RoundedRectangle, developer.apple.com/documentation/swiftui/roundedrectangle (style `.continuous` by
// default in a shape member, `.continuous` for the initialiser as SwiftUI declares it).

import Geometry
import Scene

struct RoundedRectangle: ShapeView {
    var cornerRadius: Double
    var style: RoundedCornerStyle

    /// `init(cornerSize:style:)`: elliptical corners (nil: circular ones of `cornerRadius`).
    var cornerSize: Size? = nil

    var kind: ShapeKind {
        guard let cornerSize else { return .roundedRectangle(cornerRadius: cornerRadius, style: style) }
        // A shape with its own path: the corner size is its animatable data, the style its identity.
        let style = style
        return .custom(
            CustomShape(
                name: "RoundedRectangle", key: style == .circular ? 1 : 2,
                animatableData: [cornerSize.width, cornerSize.height]
            ) { rect, data in
                Path(roundedRect: rect, cornerSize: Size(width: data[0], height: data[1]), style: style)
            })
    }

    static let declarations: [ViewDeclaration] = {
        let parameters = [arg("cornerRadius", .double), arg("style", .cornerStyle, .cornerStyle(.continuous))]
        let make: @Sendable ([Value]) -> RoundedRectangle = {
            RoundedRectangle(cornerRadius: $0[0].double, style: $0[1].cornerStyle)
        }
        let elliptical = [arg("cornerSize", .size), arg("style", .cornerStyle, .cornerStyle(.continuous))]
        let makeElliptical: @Sendable ([Value]) -> RoundedRectangle = {
            guard case .size(let w, let h) = $0[0] else { return RoundedRectangle(cornerRadius: 0, style: .circular) }
            return RoundedRectangle(cornerRadius: 0, style: $0[1].cornerStyle, cornerSize: Size(width: w, height: h))
        }
        return [
            ViewDeclaration(
                "RoundedRectangle",
                [
                    initializer("RoundedRectangle", parameters, make),
                    initializer("RoundedRectangle", elliptical, makeElliptical),
                ],
                shapeMethods: [
                    "rect": [.view("RoundedRectangle", parameters, result: .shape("some Shape")) { (make($0), []) }]
                ])
        ]
    }()
}
