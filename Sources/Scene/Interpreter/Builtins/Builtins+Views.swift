// Builtins+Views.swift: the built-in views: shapes, stacks, Spacer, EmptyView, Group.
// Rule: SwiftUI's initialisers (RoundedRectangle/Capsule default to `.continuous`; HStack takes a
// VerticalAlignment, VStack a HorizontalAlignment, ZStack an Alignment; stack spacing nil = the default).
// ForEach has its own form in Checker+Calls (its closure takes the element). Status: complete for issue #2.

import Geometry

extension Builtins {
    static let views: [String: [BuiltinFunction]] = [
        "Rectangle": [shape("Rectangle", []) { _ in .rectangle }],
        "RoundedRectangle": [
            shape(
                "RoundedRectangle",
                [arg("cornerRadius", .double), arg("style", .cornerStyle, .cornerStyle(.continuous))]
            ) { v in
                .roundedRectangle(cornerRadius: v[0].double, style: v[1].cornerStyle)
            }
        ],
        "Capsule": [
            shape("Capsule", [arg("style", .cornerStyle, .cornerStyle(.continuous))]) { v in
                .capsule(style: v[0].cornerStyle)
            }
        ],
        "Circle": [shape("Circle", []) { _ in .circle }],
        "Ellipse": [shape("Ellipse", []) { _ in .ellipse }],
        "ZStack": [
            BuiltinFunction([arg("alignment", .alignment, .alignment(.center)), contentParameter], .view) { v, range in
                .views([
                    ViewNode(.stack(.z, alignment: v[0].alignment, spacing: nil, children: v[1].views), range: range)
                ])
            }
        ],
        "HStack": [
            BuiltinFunction(
                [
                    arg("alignment", .verticalAlignment, .verticalAlignment(.center)),
                    arg("spacing", .optional(.double), .absent),
                    contentParameter,
                ], .view
            ) { v, range in
                let alignment = Alignment(horizontal: .center, vertical: v[0].verticalAlignment)
                return .views([
                    ViewNode(
                        .stack(.horizontal, alignment: alignment, spacing: v[1].optionalDouble, children: v[2].views),
                        range: range)
                ])
            }
        ],
        "VStack": [
            BuiltinFunction(
                [
                    arg("alignment", .horizontalAlignment, .horizontalAlignment(.center)),
                    arg("spacing", .optional(.double), .absent),
                    contentParameter,
                ], .view
            ) { v, range in
                let alignment = Alignment(horizontal: v[0].horizontalAlignment, vertical: .center)
                return .views([
                    ViewNode(
                        .stack(.vertical, alignment: alignment, spacing: v[1].optionalDouble, children: v[2].views),
                        range: range)
                ])
            }
        ],
        "Spacer": [
            BuiltinFunction([arg("minLength", .optional(.double), .absent)], .view) { v, range in
                .views([ViewNode(.spacer(minLength: v[0].optionalDouble), range: range)])
            }
        ],
        "EmptyView": [BuiltinFunction([], .view) { _, range in .views([ViewNode(.empty, range: range)]) }],
        // Group's children flatten into the parent and its modifiers apply to each, as SwiftUI's Group does.
        "Group": [BuiltinFunction([contentParameter], .view) { v, _ in v[0] }],
    ]

    /// A shape initialiser: one `.shape` leaf at the call's range.
    private static func shape(
        _ name: String, _ parameters: [BuiltinParameter], _ make: @escaping @Sendable ([Value]) -> ShapeKind
    ) -> BuiltinFunction {
        BuiltinFunction(parameters, .shape(name)) { v, range in .views([ViewNode(.shape(make(v)), range: range)]) }
    }

    /// A colour used as a view: fills what it is offered (`Color.orange` in a ZStack).
    static let colorView: BuiltinImplementation = { v, range in .views([ViewNode(.color(v[0].color), range: range)]) }
}
