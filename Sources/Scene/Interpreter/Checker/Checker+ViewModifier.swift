// Checker+ViewModifier.swift: `.modifier(MyModifier())` — a user `ViewModifier`'s `body(content:)` called with the
// modified views as its content.
// Rule: Apple: View.modifier(_:) — developer.apple.com/documentation/swiftui/view/modifier(_:) and ViewModifier
// (developer.apple.com/documentation/swiftui/viewmodifier): the result is `body(content:)` of the modifier with the
// view in `content`. The content is the views themselves (Parser+Declarations reads `Content` as a view). Built-in
// modifier structs (`_OffsetEffect` …) are not offered: pasted code writes them as methods. Status: complete.

extension Checker {
    /// `.modifier(Card(color: .blue))` on `views`.
    mutating func checkViewModifier(_ views: IR, _ call: CallSite) -> Typed {
        guard call.arguments.count == 1, call.trailing == nil, call.arguments[0].label == nil else {
            diagnostics.error(
                "'modifier' takes one ViewModifier", at: call.range, hint: "write '.modifier(MyModifier())'")
            checkLoosely(call)
            return .error
        }
        guard let (modifier, body) = viewModifier(call.arguments[0].value) else { return .error }
        return Typed(ir: .call(body, receiver: modifier, [views], call.range), type: .view)
    }

    /// The instance `written` makes and the routine of its `body(content:)` (or `method`, for a TextFieldStyle's
    /// `_body(configuration:)`); nil after reporting a value that is no such struct.
    mutating func viewModifier(_ written: Expr, method: String = "body") -> (instance: IR, body: Int)? {
        let modifier = check(written, expected: nil)
        if modifier.type == .error { return nil }
        guard case .instance(let index, _) = modifier.type,
            let body = structs[index].methods[method]?.first(where: {
                functions[$0].declaration.parameters.count == 1
            })
        else {
            diagnostics.error(
                "'\(modifier.type)' is not a ViewModifier", at: written.range,
                hint: "declare 'struct M: ViewModifier { func body(content: Content) -> some View { … } }'")
            return nil
        }
        return (modifier.ir, functions[body].routine)
    }
}
