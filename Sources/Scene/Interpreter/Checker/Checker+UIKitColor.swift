// Checker+UIKitColor.swift: `Color(.systemGray6)`, `Color(UIColor.secondarySystemBackground)`,
// `Color(uiColor: .label)`: SwiftUI colours made from UIKit's semantic colours, as iOS code writes them.
// Rule: Apple: Color.init(uiColor:) — developer.apple.com/documentation/swiftui/color/init(uicolor:); UIKit's "UI
// element colors" and "Standard colors" (developer.apple.com/documentation/uikit/uicolor) in the light appearance,
// the values UIKit reports on iOS 17 (sRGB, 8-bit) [UNCONF: the dynamic colours' dark variants are not modelled; a
// scene in dark mode still gets the light values]. Status: complete for the colours listed.

import Geometry

extension Checker {
    /// UIKit's semantic and system colours, light appearance.
    static let uiKitColors: [String: Color] = [
        "label": Color(r8: 0, g8: 0, b8: 0),
        "secondaryLabel": Color(r8: 60, g8: 60, b8: 67, opacity: 0.6),
        "tertiaryLabel": Color(r8: 60, g8: 60, b8: 67, opacity: 0.3),
        "quaternaryLabel": Color(r8: 60, g8: 60, b8: 67, opacity: 0.18),
        "placeholderText": Color(r8: 60, g8: 60, b8: 67, opacity: 0.3),
        "separator": Color(r8: 60, g8: 60, b8: 67, opacity: 0.29),
        "opaqueSeparator": Color(r8: 198, g8: 198, b8: 200),
        "link": Color(r8: 0, g8: 122, b8: 255),
        "systemBackground": Color(r8: 255, g8: 255, b8: 255),
        "secondarySystemBackground": Color(r8: 242, g8: 242, b8: 247),
        "tertiarySystemBackground": Color(r8: 255, g8: 255, b8: 255),
        "systemGroupedBackground": Color(r8: 242, g8: 242, b8: 247),
        "secondarySystemGroupedBackground": Color(r8: 255, g8: 255, b8: 255),
        "tertiarySystemGroupedBackground": Color(r8: 242, g8: 242, b8: 247),
        "systemFill": Color(r8: 120, g8: 120, b8: 128, opacity: 0.2),
        "secondarySystemFill": Color(r8: 120, g8: 120, b8: 128, opacity: 0.16),
        "tertiarySystemFill": Color(r8: 118, g8: 118, b8: 128, opacity: 0.12),
        "quaternarySystemFill": Color(r8: 116, g8: 116, b8: 128, opacity: 0.08),
        "systemGray": Color(r8: 142, g8: 142, b8: 147),
        "systemGray2": Color(r8: 174, g8: 174, b8: 178),
        "systemGray3": Color(r8: 199, g8: 199, b8: 204),
        "systemGray4": Color(r8: 209, g8: 209, b8: 214),
        "systemGray5": Color(r8: 229, g8: 229, b8: 234),
        "systemGray6": Color(r8: 242, g8: 242, b8: 247),
        "systemRed": Color(r8: 255, g8: 59, b8: 48),
        "systemOrange": Color(r8: 255, g8: 149, b8: 0),
        "systemYellow": Color(r8: 255, g8: 204, b8: 0),
        "systemGreen": Color(r8: 52, g8: 199, b8: 89),
        "systemMint": Color(r8: 0, g8: 199, b8: 190),
        "systemTeal": Color(r8: 48, g8: 176, b8: 199),
        "systemCyan": Color(r8: 50, g8: 173, b8: 230),
        "systemBlue": Color(r8: 0, g8: 122, b8: 255),
        "systemIndigo": Color(r8: 88, g8: 86, b8: 214),
        "systemPurple": Color(r8: 175, g8: 82, b8: 222),
        "systemPink": Color(r8: 255, g8: 45, b8: 85),
        "systemBrown": Color(r8: 162, g8: 132, b8: 94),
        "black": Color(r8: 0, g8: 0, b8: 0),
        "white": Color(r8: 255, g8: 255, b8: 255),
        "gray": Color(r8: 128, g8: 128, b8: 128),
        "darkGray": Color(r8: 85, g8: 85, b8: 85),
        "lightGray": Color(r8: 170, g8: 170, b8: 170),
        "red": Color(r8: 255, g8: 0, b8: 0),
        "green": Color(r8: 0, g8: 255, b8: 0),
        "blue": Color(r8: 0, g8: 0, b8: 255),
        "clear": Color(r8: 0, g8: 0, b8: 0, opacity: 0),
        // UIColor's fixed colours (components 0, 0.5, 1 and the brown 0.6, 0.4, 0.2).
        "purple": Color(r8: 128, g8: 0, b8: 128),
        "orange": Color(r8: 255, g8: 128, b8: 0),
        "yellow": Color(r8: 255, g8: 255, b8: 0),
        "brown": Color(r8: 153, g8: 102, b8: 51),
        "cyan": Color(r8: 0, g8: 255, b8: 255),
        "magenta": Color(r8: 255, g8: 0, b8: 255),
    ]

    /// `Color(.name)`, `Color(UIColor.name)`, `Color(uiColor: .name)` for a UIKit colour name; nil for other calls.
    mutating func checkUIKitColor(_ call: CallSite) -> Typed? {
        guard call.trailing == nil, call.arguments.count == 1,
            call.arguments[0].label == nil || call.arguments[0].label == "uiColor"
        else { return nil }
        let value = call.arguments[0].value
        if case .call(let callee, let arguments, nil, let close) = value.kind,
            case .implicitMember("init") = callee.kind
        {
            // `Color(.init(white: 1, alpha: 0.8))`: the argument's type is UIColor (Color.init(_: UIColor)), so the
            // implicit `.init` is UIColor's initialiser.
            let explicit = Expr(
                .call(Expr(.identifier("UIColor"), callee.range), arguments, trailingClosure: nil, closeParen: close),
                value.range)
            var arguments = call.arguments
            arguments[0].value = explicit
            let color = Expr(
                .call(Expr(.identifier("Color"), call.range), arguments, trailingClosure: nil, closeParen: nil),
                call.range)
            return check(color, expected: SceneType.color)
        }
        let name: String
        switch value.kind {
        case .implicitMember(let n): name = n
        case .member(let base, let n, _, _) where base.identifierName == "UIColor": name = n
        default: return nil
        }
        guard let color = Checker.uiKitColors[name] else {
            if call.arguments[0].label == "uiColor" || value.identifierName == nil, case .member = value.kind {
                diagnostics.error(
                    "UIColor '\(name)' is not known to anim", at: value.range,
                    hint: Suggestion.hint(for: name, in: Array(Checker.uiKitColors.keys)))
                return .error
            }
            return nil
        }
        return Typed(ir: .constant(.color(color)), type: .color)
    }
}
