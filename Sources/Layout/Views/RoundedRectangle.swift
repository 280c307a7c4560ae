// RoundedRectangle.swift: `RoundedRectangle(cornerRadius:style:)`; `.rect(cornerRadius:style:)` where a shape is
// expected.
// Rule: Apple: RoundedRectangle, developer.apple.com/documentation/swiftui/roundedrectangle (style `.continuous` by
// default in a shape member, `.continuous` for the initialiser as SwiftUI declares it).

import Geometry
import Scene

struct RoundedRectangle: ShapeView {
    var cornerRadius: Double
    var style: RoundedCornerStyle

    var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius, style: style) }

    static let declarations: [ViewDeclaration] = {
        let parameters = [arg("cornerRadius", .double), arg("style", .cornerStyle, .cornerStyle(.continuous))]
        let make: @Sendable ([Value]) -> RoundedRectangle = {
            RoundedRectangle(cornerRadius: $0[0].double, style: $0[1].cornerStyle)
        }
        return [
            ViewDeclaration(
                "RoundedRectangle", [initializer("RoundedRectangle", parameters, make)],
                shapeMethods: [
                    "rect": [.view("RoundedRectangle", parameters, result: .shape("some Shape")) { (make($0), []) }]
                ])
        ]
    }()
}
