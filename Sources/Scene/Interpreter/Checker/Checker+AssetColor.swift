// Checker+AssetColor.swift: `Color("Accent")` and `Color("Accent", bundle: nil)`, a colour from the app's asset
// catalog, read when the scene loads.
// Rule: Apple, Color "init(_:bundle:)" ("Creates a color from a color set that you indicate by name"); a name with
// no colour set draws nothing (SwiftUI logs "No color named '…' found in asset catalog" and the colour is clear).
// anim reads the colour from an `*.xcassets` beside the scene (Layout's AssetCatalog, through
// `Vocabulary.assetColor`); a missing one is clear, with a located warning saying where anim looked.
// Status: complete for issue #14.

import Geometry

extension Checker {
    /// Whether the call is the asset-catalog form: one unlabelled string literal, optionally `bundle:`.
    static func isAssetColorCall(_ call: CallSite) -> Bool {
        guard call.trailing == nil, let first = call.arguments.first, first.label == nil,
            case .string(let parts) = first.value.kind, parts.count <= 1,
            parts.allSatisfy({ if case .text = $0 { true } else { false } })
        else { return false }
        return call.arguments.count == 1 || (call.arguments.count == 2 && call.arguments[1].label == "bundle")
    }

    /// `Color(on ? "dragbg1" : "dragbg2")` as `on ? Color("dragbg1") : Color("dragbg2")`: a choice between two names
    /// is a String, so Color's asset-name initialiser is the one called; nil for other calls.
    static func assetColorChoice(_ call: CallSite) -> Expr? {
        guard call.trailing == nil, call.arguments.count == 1, call.arguments[0].label == nil,
            case .ternary(let condition, let a, let b) = call.arguments[0].value.kind
        else { return nil }
        func color(_ name: Expr) -> Expr? {
            let single = CallSite(
                arguments: [Argument(label: nil, labelRange: nil, value: name, range: name.range)], trailing: nil,
                closeParen: nil, range: name.range)
            guard isAssetColorCall(single) else { return nil }
            return Expr(
                .call(Expr(.identifier("Color"), call.range), single.arguments, trailingClosure: nil, closeParen: nil),
                name.range)
        }
        guard let x = color(a), let y = color(b) else { return nil }
        return Expr(.ternary(condition, x, y), call.range)
    }

    /// The named colour as a constant.
    mutating func checkAssetColor(_ call: CallSite) -> Typed {
        guard case .string(let parts) = call.arguments[0].value.kind else { return .error }
        let name = parts.map { if case .text(let t) = $0 { t } else { "" } }.joined()
        if call.arguments.count == 2 { _ = check(call.arguments[1].value, expected: nil) }
        if let color = vocabulary.assetColor(name) {
            return Typed(ir: .constant(.color(color)), type: .color)
        }
        diagnostics.warning(
            "no colour named '\(name)' in an asset catalog beside the scene; it draws nothing, as in SwiftUI",
            at: call.range,
            hint: "put the project's Assets.xcassets (with \(name).colorset) beside the scene, or write the colour, "
                + "e.g. Color(red: 0.2, green: 0.4, blue: 0.9)")
        return Typed(ir: .constant(.color(.clear)), type: .color)
    }

    /// `Color.appYellow` / `.appYellow`: the symbol Xcode 15 generates for a colour set (Apple: ColorResource,
    /// "generated asset symbols"), read from the asset catalog beside the scene; without one the colour is clear, with
    /// a warning. Nil when `name` is close to one of Color's own members (a misspelling stays an error) — unless it
    /// is such a member extended by digits or a capitalised word (`black40`, `blueLight`: asset names, not typos).
    mutating func assetColorSymbol(_ name: String, at range: SourceRange) -> Typed? {
        let members = Array(staticMembers(of: .color).keys) + Array(staticMethods(of: .color).keys)
        guard !members.contains(name) else { return nil }
        let extendsMember = members.contains { member in
            guard name.count > member.count, name.hasPrefix(member), let next = name.dropFirst(member.count).first
            else { return false }
            return next.isNumber || next.isUppercase
        }
        guard extendsMember || Suggestion.nearest(to: name, in: members.sorted()) == nil else { return nil }
        if let color = vocabulary.assetColor(name) { return Typed(ir: .constant(.color(color)), type: .color) }
        diagnostics.warning(
            "no colour set for '\(name)' (Xcode's generated asset symbol) in an asset catalog beside the scene; it "
                + "draws nothing, as a missing colour does in SwiftUI", at: range,
            hint:
                "put the project's Assets.xcassets beside the scene, or write the colour, e.g. Color(red: 0.2, green: 0.4, blue: 0.9)"
        )
        return Typed(ir: .constant(.color(.clear)), type: .color)
    }
}
