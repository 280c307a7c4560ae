// Checker+FormatStyleText.swift: Text of a Measurement or of a list, read as Text of the string the scene
// language's declarations format (Parser+Measurement): `Text(m, format: style)` on a Measurement is
// `Text(verbatim: m.formatted(style))`, and `Text(items, format: .list(…))` on an array of strings is
// `Text(verbatim: ListFormatStyle.join(items, style))`.
// Rule: Apple: Text.init(_:format:) — developer.apple.com/documentation/swiftui/text/init(_:format:): "Creates a text
// view that displays the formatted representation of a nonstring type supported by a corresponding format style".

extension Checker {
    /// The `Text(verbatim:)` call a Text of a formatted Measurement or list stands for, or nil.
    mutating func formatStyleTextCall(_ call: CallSite) -> Expr? {
        let args = call.arguments
        guard structIndex["Measurement"] != nil, args.count == 2, args[0].label == nil, args[1].label == "format"
        else { return nil }
        let r = call.range
        let value = args[0].value
        let style = args[1].value
        let string: Expr
        switch checkOnTrial(value).typed.type {
        case .instance(_, "Measurement"):
            string = Expr(
                .call(
                    Expr(.member(value, "formatted", nameRange: r, dot: r.start), r),
                    [Argument(label: nil, value: style, range: style.range)], trailingClosure: nil, closeParen: r), r)
        case .array(.string):
            string = Expr(
                .call(
                    Expr(.member(Expr(.identifier("ListFormatStyle"), r), "join", nameRange: r, dot: r.start), r),
                    [
                        Argument(label: nil, value: value, range: value.range),
                        Argument(label: nil, value: style, range: style.range),
                    ], trailingClosure: nil, closeParen: r), r)
        default:
            return nil
        }
        return Expr(
            .call(
                Expr(.identifier("Text"), r), [Argument(label: "verbatim", value: string, range: string.range)],
                trailingClosure: nil, closeParen: r), r)
    }
}
