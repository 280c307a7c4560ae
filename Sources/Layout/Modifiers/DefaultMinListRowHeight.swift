// DefaultMinListRowHeight.swift: the environment values `\.defaultMinListRowHeight` and
// `\.defaultMinListHeaderHeight` as lists below read them.
// Rule: Apple: EnvironmentValues.defaultMinListRowHeight — developer.apple.com/documentation/swiftui/
// environmentvalues/defaultminlistrowheight ("The default minimum height of a row in a list"; 44 pt on iOS, the
// UIKit table row: ListView.rowMinHeight) and EnvironmentValues.defaultMinListHeaderHeight — …/
// defaultminlistheaderheight ("The default minimum height of a header in a list"; nil: the header's own height).
// `.environment(\.defaultMinListRowHeight, h)` is checked as an environment write (Checker+Environment) that also
// wraps the view in this modifier, so List's rows (ListView.swift) are at least `h` tall. The names are not
// SwiftUI's modifiers and cannot be written (`·`). Status: complete.

import Scene

struct DefaultMinListRowHeight: LayoutModifier {
    /// The modifier names the environment write uses, by environment key.
    static let modifierNames = [
        "defaultMinListRowHeight": "defaultMinListRowHeight·",
        "defaultMinListHeaderHeight": "defaultMinListHeaderHeight·",
    ]

    var height: Double?
    var header: Bool

    static let declarations = modifierNames.sorted(by: { $0.key < $1.key }).map { key, name in
        let header = key == "defaultMinListHeaderHeight"
        return ModifierDeclaration(
            name,
            [
                .modifier(name, [arg(nil, .optional(.double))]) { v in
                    let h = v[0].optionalDouble
                    return DefaultMinListRowHeight(height: h.flatMap { $0.isFinite ? max(0, $0) : nil }, header: header)
                }
            ])
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        if header { env.listHeaderMinHeight = height } else { env.listRowMinHeight = height }
        c.place(content, .same, environment: env, into: &out)
    }
}
