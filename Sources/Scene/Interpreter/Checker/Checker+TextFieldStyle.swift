// Checker+TextFieldStyle.swift: the built-in text field styles (an environment value the prelude's fields read,
// Parser+Controls), a custom `TextFieldStyle` (`func _body(configuration: TextField<Self._Label>) -> some View`)
// applied with `.textFieldStyle(S())` to a TextField: its `_body` with the field as the configuration, as a
// ViewModifier's `body(content:)` (Checker+ViewModifier.swift); and `.fontWidth(_:)`, which has no face to draw here.
// Rule: Apple: TextFieldStyle — developer.apple.com/documentation/swiftui/textfieldstyle (the documented protocol has
// no public requirement; styles written in blog code implement `_body(configuration:)`, the field itself);
// View.textFieldStyle(_:) applies to the text fields below; Font.Width / View.fontWidth(_:) (iOS 16) select a
// condensed or expanded face of the system font. Status: a custom style on a TextField or SecureField written directly
// under it; on a container it is left out with a warning, as the built-in styles are (inert); `fontWidth` draws the
// standard width with a warning.

extension Checker {
    /// `.textFieldStyle(S())` with a user style on `receiverExpr`; nil for the built-in styles (inert modifiers).
    mutating func checkCustomTextFieldStyle(_ views: IR, receiverExpr: Expr, _ call: CallSite) -> Typed? {
        guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil,
            case .call(let callee, _, _, _) = call.arguments[0].value.kind, let name = callee.identifierName,
            let index = structIndex[name], structs[index].methods["_body"] != nil
        else { return nil }
        guard let (style, body) = viewModifier(call.arguments[0].value, method: "_body") else { return .error }
        guard Checker.isTextField(receiverExpr) else {
            diagnostics.warning(
                "a custom text field style is drawn on a TextField written directly under it; here it is left out",
                at: call.range, hint: "write '.textFieldStyle(\(name)())' on each TextField")
            return Typed(ir: views, type: .view)
        }
        return Typed(ir: .call(body, receiver: style, [views], call.range), type: .view)
    }

    /// `base.textFieldStyle(.roundedBorder)` (or `RoundedBorderTextFieldStyle()`, `.plain`, `.automatic`) as
    /// `base.environment(\.textFieldStyle, style)`, which the fields anim declares read (Parser+Controls); nil for a
    /// custom style, another platform's style (inert) or a file that declares its own TextField.
    mutating func checkBuiltInTextFieldStyle(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, _ call: CallSite,
        expected: SceneType?
    ) -> Typed? {
        guard name == "textFieldStyle", call.arguments.count == 1, call.arguments[0].label == nil,
            call.trailing == nil, let index = structIndex["TextField"], structs[index].storedIndex["title"] != nil,
            structs[index].storedIndex["multiline"] != nil
        else { return nil }
        let written = call.arguments[0].value
        let names = Checker.names(in: written)
        let style: String
        if names.contains("roundedBorder") || names.contains("RoundedBorderTextFieldStyle") {
            style = "roundedBorder"
        } else if names.contains("plain") || names.contains("PlainTextFieldStyle") {
            style = "plain"
        } else if names.contains("automatic") || names.contains("DefaultTextFieldStyle") {
            style = "automatic"
        } else {
            return nil
        }
        let e = Checker.environmentCall(
            on: base, key: "textFieldStyle", value: Expr(.implicitMember(style), written.range),
            nameRange: nameRange, dot: dot, range: call.range)
        return check(e, expected: expected)
    }

    /// Whether `e` is `TextField(…)`/`SecureField(…)` with any modifiers after it.
    static func isTextField(_ e: Expr) -> Bool {
        var current = e
        while true {
            switch current.kind {
            case .call(let callee, _, _, _):
                if let name = callee.identifierName { return name == "TextField" || name == "SecureField" }
                guard case .member(let base, _, _, _) = callee.kind else { return false }
                current = base
            case .member(let base, _, _, _): current = base
            default: return false
            }
        }
    }

    /// `.fontWidth(.condensed)`: the text at the standard width, with a warning.
    mutating func checkFontWidth(_ views: IR, nameRange: SourceRange, _ call: CallSite) -> Typed {
        checkLoosely(call)
        diagnostics.warning(
            "'fontWidth' has no condensed or expanded face to draw here: the text keeps the standard width",
            at: nameRange)
        return Typed(ir: views, type: .view)
    }
}
