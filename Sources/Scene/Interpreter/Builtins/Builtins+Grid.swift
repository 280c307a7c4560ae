// Builtins+Grid.swift: `GridItem(_:spacing:alignment:)` and `GridItem.Size`'s `.fixed`, `.flexible`, `.adaptive`.
// Rule: Apple: GridItem, developer.apple.com/documentation/swiftui/griditem, and GridItem.Size,
// developer.apple.com/documentation/swiftui/griditem/size: flexible's minimum defaults to 10 and its maximum to
// .infinity; adaptive's maximum defaults to .infinity.

extension Builtins {
    static let gridValues: [String: [BuiltinFunction]] = [
        "GridItem": [
            BuiltinFunction(
                [
                    arg(nil, .gridItemSize, .gridItemSize(.flexible(minimum: 10, maximum: .infinity))),
                    arg("spacing", .optional(.double), .absent), arg("alignment", .optional(.alignment), .absent),
                ], .gridItem
            ) { v, _ in
                guard case .gridItemSize(let size) = v[0] else { preconditionFailure("checked") }
                let alignment: Alignment? = if case .alignment(let a) = v[2] { a } else { nil }
                return .gridItem(GridItem(size, spacing: v[1].optionalDouble, alignment: alignment))
            }
        ]
    ]

    static let gridItemSizeStaticMethods: [String: [BuiltinFunction]] = [
        "fixed": [BuiltinFunction([arg(nil, .double)], .gridItemSize) { v, _ in .gridItemSize(.fixed(v[0].double)) }],
        "flexible": [
            BuiltinFunction(
                [arg("minimum", .double, .double(10)), arg("maximum", .double, .double(.infinity))], .gridItemSize
            ) { v, _ in .gridItemSize(.flexible(minimum: v[0].double, maximum: v[1].double)) }
        ],
        "adaptive": [
            BuiltinFunction(
                [arg("minimum", .double), arg("maximum", .double, .double(.infinity))], .gridItemSize
            ) { v, _ in .gridItemSize(.adaptive(minimum: v[0].double, maximum: v[1].double)) }
        ],
    ]
}
