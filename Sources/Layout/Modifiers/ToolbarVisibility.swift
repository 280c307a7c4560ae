// ToolbarVisibility.swift: `toolbar(_:for:)`, `toolbarVisibility(_:for:)`, `navigationBarHidden(_:)`,
// `toolbarBackground(_:for:)` and `toolbarBackgroundVisibility(_:for:)`: whether the navigation stack draws its bars
// and what it draws behind them.
// Rule: Apple: View.toolbar(_:for:) — developer.apple.com/documentation/swiftui/view/toolbar(_:for:) ("specifies the
// visibility of a bar managed by SwiftUI"), View.toolbarVisibility(_:for:) (iOS 18, the same),
// View.navigationBarHidden(_:) (deprecated), View.toolbarBackground(_:for:) ("specifies the preferred shape style of
// the background of a bar"; on iOS the style shows when the bar's background is visible, which at rest — the root's
// top at the scroll edge — it is only when `toolbarBackground(.visible, for:)` says so),
// View.toolbarBackgroundVisibility(_:for:) (iOS 18); ToolbarPlacement — developer.apple.com/documentation/swiftui/
// toolbarplacement (`automatic` is every bar of the context: here the navigation and bottom bars; a tab bar is
// TabView's, which these settings do not reach here). Preferences read from anywhere in the stack's root, the first
// written nearest the root winning.

import Geometry
import Scene

/// A bar the navigation stack draws.
enum ToolbarBar: Equatable, Sendable {
    case navigationBar, bottomBar

    /// The bars a `ToolbarPlacement` member names.
    static func named(_ placement: String) -> [ToolbarBar] {
        switch placement {
        case "automatic": [.navigationBar, .bottomBar]
        case "navigationBar": [.navigationBar]
        case "bottomBar": [.bottomBar]
        default: []
        }
    }
}

extension ToolbarBar {
    /// The overloads of a modifier whose last parameter is `for bars: ToolbarPlacement...`: none (every bar), one,
    /// two or three placements; `make` gets the leading arguments and the bars named.
    static func variadic(
        _ name: String, _ leading: [BuiltinParameter],
        _ make: @escaping @Sendable ([Value], [ToolbarBar], SourceRange) -> (any ViewModifier, ViewNode?)
    ) -> [BuiltinFunction] {
        (0...3).map { count in
            let placements = (0..<count).map { i in arg(i == 0 ? "for" : nil, .enumeration("ToolbarPlacement")) }
            return .modifier(name, leading + placements) { v, range in
                let names = count == 0 ? ["automatic"] : v.suffix(count).map(\.enumerationName)
                return make(Array(v.prefix(leading.count)), names.flatMap(ToolbarBar.named), range)
            }
        }
    }
}

/// A bar's visibility, `Visibility`'s member (`automatic`, `visible`, `hidden`), for the bars named.
struct ToolbarVisibility: LayoutModifier {
    var visibility: String
    var bars: [ToolbarBar]

    /// `toolbar(.hidden, for: .navigationBar)`: the overloads `toolbar` adds to its content forms, and
    /// `toolbar(removing:)` (iOS 17: a default item, `.sidebarToggle` of a split view or `.title`), which removes
    /// nothing anim draws [the title kept: an approximation].
    static let toolbarOverloads: [BuiltinFunction] =
        ToolbarBar.variadic("toolbar", [arg(nil, .enumeration("Visibility"))]) { v, bars, _ in
            (ToolbarVisibility(visibility: v[0].enumerationName, bars: bars), nil)
        } + [
            .modifier("toolbar", [arg("removing", .enumeration("ToolbarDefaultItemKind"))]) { _ in
                ToolbarVisibility(visibility: "automatic", bars: [])
            }
        ]

    static let declarations = [
        ModifierDeclaration(
            "toolbarVisibility",
            ToolbarBar.variadic("toolbarVisibility", [arg(nil, .enumeration("Visibility"))]) { v, bars, _ in
                (ToolbarVisibility(visibility: v[0].enumerationName, bars: bars), nil)
            }),
        ModifierDeclaration(
            "navigationBarHidden",
            [
                .modifier("navigationBarHidden", [arg(nil, .bool)]) { v in
                    ToolbarVisibility(visibility: v[0].bool ? "hidden" : "automatic", bars: [.navigationBar])
                }
            ]),
    ]

    /// Whether `bar` is hidden by the setting nearest the root of `root`.
    static func hides(_ bar: ToolbarBar, in root: ViewNode) -> Bool {
        let found = root.firstVisibleModifierValue { applied -> String? in
            guard let setting = applied.modifier as? ToolbarVisibility, setting.bars.contains(bar) else { return nil }
            return setting.visibility
        }
        return found == "hidden"
    }
}

/// `toolbarBackground`: the bar's background style (the secondary view) or its visibility.
struct ToolbarBackground: LayoutModifier {
    /// `Visibility`'s member, or nil when a style is written.
    var visibility: String?
    var bars: [ToolbarBar]

    static let declarations: [ModifierDeclaration] = {
        let visibility: (String) -> [BuiltinFunction] = { name in
            ToolbarBar.variadic(name, [arg(nil, .enumeration("Visibility"))]) { v, bars, _ in
                (ToolbarBackground(visibility: v[0].enumerationName, bars: bars), nil)
            }
        }
        // A style as `background(_:)` takes it: a colour, a gradient or a material filling the bar.
        let styles =
            ToolbarBar.variadic("toolbarBackground", [arg(nil, .color)]) { v, bars, range in
                (ToolbarBackground(visibility: nil, bars: bars), ColorView.view(v[0].color, range: range))
            }
            + ToolbarBar.variadic("toolbarBackground", [arg(nil, .gradientStyle)]) { v, bars, range in
                (ToolbarBackground(visibility: nil, bars: bars), GradientView.view(v[0].shading, range: range))
            }
            + ToolbarBar.variadic("toolbarBackground", [arg(nil, .material)]) { v, bars, range in
                (
                    ToolbarBackground(visibility: nil, bars: bars),
                    DecorationForms.materialShape(v[0], Rectangle.view(range: range), range: range)
                )
            }
        return [
            ModifierDeclaration("toolbarBackground", visibility("toolbarBackground") + styles),
            ModifierDeclaration("toolbarBackgroundVisibility", visibility("toolbarBackgroundVisibility")),
        ]
    }()

    /// The background `bar` shows at rest: the style written for it (the bar's default material when none is
    /// written) when its visibility is `.visible`; nil otherwise.
    static func background(of bar: ToolbarBar, in root: ViewNode, range: SourceRange) -> ViewNode? {
        let visible = root.firstVisibleModifierValue { applied -> String? in
            guard let setting = applied.modifier as? ToolbarBackground, setting.bars.contains(bar) else { return nil }
            return setting.visibility
        }
        guard visible == "visible" else { return nil }
        let style = root.firstVisibleModifierValue { applied -> ViewNode? in
            guard let setting = applied.modifier as? ToolbarBackground, setting.visibility == nil,
                setting.bars.contains(bar)
            else { return nil }
            return applied.secondary
        }
        // UINavigationBar's default background (UIBarAppearance configureWithDefaultBackground): the system chrome
        // material [UNCONF: drawn as the bar material's light-mode colour, (249, 249, 249) at 94 %, TabView's bar].
        return style ?? ColorView.view(Color(r8: 249, g8: 249, b8: 249, opacity: 0.94), range: range)
    }
}
