// Checker+ProgressViewStyle.swift: `.progressViewStyle(CircularProgressViewStyle(tint:))`, the spinner's colour, as
// an environment value the prelude's ProgressView reads (Parser+Controls).
// Rule: Apple: CircularProgressViewStyle.init(tint:) (deprecated, common in real files). Every other style is inert:
// anim draws the default one.

extension Checker {
    /// `base.progressViewStyle(CircularProgressViewStyle(tint: c))` as `base.environment(\.progressViewTint, c)`,
    /// the spinner's colour (Apple: CircularProgressViewStyle.init(tint:), deprecated but common in real files); nil
    /// for any other style (inert: anim draws the default style).
    mutating func checkProgressViewTint(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, _ call: CallSite,
        expected: SceneType?
    ) -> Typed? {
        guard name == "progressViewStyle", call.arguments.count == 1, call.trailing == nil,
            case .call(let callee, let arguments, nil, _) = call.arguments[0].value.kind,
            callee.identifierName == "CircularProgressViewStyle", arguments.count == 1,
            arguments[0].label == "tint", structIndex["ProgressView"] != nil,
            structIndex["CircularProgressViewStyle"] == nil
        else { return nil }
        let e = Checker.environmentCall(
            on: base, key: "progressViewTint", value: arguments[0].value, nameRange: nameRange, dot: dot,
            range: call.range)
        return check(e, expected: expected)
    }
}
