// Checker+SymbolSettings.swift: the symbol and text settings anim accepts but draws at their default, each with a
// located warning where what is drawn differs from SwiftUI: `.symbolVariant(_:)` (chained variants read as one name;
// `.slash` has no placeholder glyph), `.symbolRenderingMode(_:)`, `Font.width(_:)` and `.dynamicTypeSize(_:)`.
// Rule: Apple: SymbolVariants — developer.apple.com/documentation/swiftui/symbolvariants (`.circle.fill` is the
// `fill` member of the `circle` variants, the same as `.fill.circle`); View.symbolRenderingMode(_:); Font.width(_:);
// View.dynamicTypeSize(_:) — developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-1m2tf and -26aj0: a
// size, or a range the user's size is clamped into. anim renders at the system size `.large` (EnvironmentValues.swift),
// so a range containing `.large` changes nothing; a fixed size or a range without it would rescale text, which anim
// does not do. Status: complete.

extension Checker {
    /// `call` with a chained symbol variant (`.circle.fill`) written as the one implicit member the vocabulary lists;
    /// warns where a setting is drawn as its default. Other calls come back unchanged.
    mutating func noteSymbolAndTextSettings(
        _ receiver: Typed, _ name: String, nameRange: SourceRange, _ call: CallSite
    ) -> CallSite {
        let argument = call.arguments.count == 1 && call.arguments[0].label == nil ? call.arguments[0].value : nil
        switch name {
        case "symbolVariant" where isViewConvertible(receiver.type):
            guard let argument, let parts = Checker.symbolVariantParts(argument) else { return call }
            if parts.contains("slash") {
                diagnostics.warning(
                    "the SF Symbol placeholder has no slashed form: '.slash' is drawn without the slash", at: nameRange)
            }
            let order = ["circle", "square", "rectangle", "slash", "fill"]
            var canonical = order.filter(parts.contains).joined(separator: ".")
            if canonical.isEmpty || parts.contains("none") { canonical = "none" }
            var rewritten = call
            rewritten.arguments[0].value = Expr(.implicitMember(canonical), argument.range)
            return rewritten
        case "symbolRenderingMode" where isViewConvertible(receiver.type):
            diagnostics.warning(
                "the SF Symbol placeholder has one layer: 'symbolRenderingMode' changes nothing drawn", at: nameRange)
        case "width" where receiver.type == .font:
            if let argument, case .implicitMember(let width) = argument.kind, width != "standard" {
                diagnostics.warning(
                    "the system font has no \(width) face here: the text keeps the standard width", at: argument.range)
            }
        default:
            break
        }
        return call
    }

    /// `.fill`, `.circle.fill`, `SymbolVariants.circle.fill`: the member names, in written order; nil for any
    /// other expression (the vocabulary then checks it as written).
    static func symbolVariantParts(_ e: Expr) -> [String]? {
        switch e.kind {
        case .implicitMember(let name): return [name]
        case .member(let base, let name, _, _):
            if case .identifier("SymbolVariants") = base.kind { return [name] }
            return symbolVariantParts(base).map { $0 + [name] }
        default: return nil
        }
    }

    /// `.dynamicTypeSize(size)` or `.dynamicTypeSize(range)` on `views`: the views as they are at the system size
    /// `.large`, with a warning when the setting excludes it.
    mutating func checkDynamicTypeSize(_ views: IR, nameRange: SourceRange, _ call: CallSite) -> Typed {
        let sizes = EnvironmentValues.enumerations["DynamicTypeSize"] ?? []
        func size(_ e: Expr) -> Int? {
            switch e.kind {
            case .implicitMember(let name): return sizes.firstIndex(of: name)
            case .member(let base, let name, _, _):
                guard case .identifier("DynamicTypeSize") = base.kind else { return nil }
                return sizes.firstIndex(of: name)
            case .paren(let inner): return size(inner)
            default: return nil
            }
        }
        guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil else {
            diagnostics.error(
                "'dynamicTypeSize' takes one DynamicTypeSize or a range of them", at: call.range,
                hint: "write '.dynamicTypeSize(.large)' or '.dynamicTypeSize(.xSmall ... .xxxLarge)'")
            return .error
        }
        let argument = call.arguments[0].value
        let large = sizes.firstIndex(of: "large") ?? 3
        var bounds: (lower: Int, upper: Int)?
        switch argument.kind {
        case .binary(let op, let l, let r, _) where op == "..." || op == "..<":
            if let lo = size(l), let hi = size(r) { bounds = (lo, op == "..." ? hi : hi - 1) }
        case .prefix(let op, let operand) where op == "..." || op == "..<":
            if let hi = size(operand) { bounds = (0, op == "..." ? hi : hi - 1) }
        default:
            if let s = size(argument) { bounds = (s, s) }
        }
        guard let bounds else {
            diagnostics.error(
                "anim reads a Dynamic Type size written as a member ('.large') or a range of members",
                at: argument.range,
                hint: "write '.dynamicTypeSize(.xSmall ... .xxxLarge)'")
            return .error
        }
        if !(bounds.lower...max(bounds.lower, bounds.upper)).contains(large) {
            diagnostics.warning(
                "anim draws text at the system size '.large'; this Dynamic Type setting excludes it and is not applied",
                at: nameRange)
        }
        return Typed(ir: views, type: .view)
    }
}
