// Checker+FormatStyleText.swift: Text of a Measurement, a Duration (Parser+Duration) or of a list, read as Text of
// the string the scene language's declarations format (Parser+Measurement): `Text(m, format: style)` on a Measurement
// or a Duration is
// `Text(verbatim: m.formatted(style))`, and `Text(items, format: .list(…))` on an array of strings is
// `Text(verbatim: ListFormatStyle.join(items, style))`; `items.formatted(.list(…))` and `items.formatted()` (an
// `.and` list) are `ListFormatStyle.join(items, style)`.
// Rule (formatted): Apple: Sequence.formatted(_:) — developer.apple.com/documentation/swift/sequence/formatted(_:),
// and Sequence.formatted() of strings — …/swift/sequence/formatted() ("a list of the elements, joined with and").
// Rule: Apple: Text.init(_:format:) — developer.apple.com/documentation/swiftui/text/init(_:format:): "Creates a text
// view that displays the formatted representation of a nonstring type supported by a corresponding format style".

extension Checker {
    /// The `Text(verbatim:)` call a Text of a formatted Measurement or list stands for, or nil.
    mutating func formatStyleTextCall(_ call: CallSite) -> Expr? {
        let args = call.arguments
        guard structIndex["Measurement"] != nil || structIndex["Duration"] != nil, args.count == 2,
            args[0].label == nil, args[1].label == "format"
        else { return nil }
        let r = call.range
        let value = args[0].value
        let style = args[1].value
        let string: Expr
        switch checkOnTrial(value).typed.type {
        case .instance(_, "Measurement"), .instance(_, "Duration"):
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

    /// `items.formatted(style)` / `items.formatted()` on an array of strings as `ListFormatStyle.join(items, style)`;
    /// nil for another call.
    mutating func listFormattedCall(_ base: Expr, _ call: CallSite) -> Expr? {
        guard structIndex["ListFormatStyle"] != nil, call.trailing == nil, call.arguments.count <= 1,
            call.arguments.first?.label == nil, case .array(.string) = checkOnTrial(base).typed.type
        else { return nil }
        let r = call.range
        let style =
            call.arguments.first?.value
            ?? Expr(
                .call(
                    Expr(.implicitMember("list"), r),
                    [Argument(label: "type", value: Expr(.implicitMember("and"), r), range: r)], trailingClosure: nil,
                    closeParen: r), r)
        return Expr(
            .call(
                Expr(.member(Expr(.identifier("ListFormatStyle"), r), "join", nameRange: r, dot: r.start), r),
                [
                    Argument(label: nil, value: base, range: base.range),
                    Argument(label: nil, value: style, range: style.range),
                ],
                trailingClosure: nil, closeParen: r), r)
    }
}
