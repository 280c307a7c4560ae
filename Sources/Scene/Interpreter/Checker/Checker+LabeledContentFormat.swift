// Checker+LabeledContentFormat.swift: `LabeledContent("Price", value: 9.5, format: .currency(code: "EUR"))`, read as
// `LabeledContent("Price") { Text(9.5, format: .currency(code: "EUR")) }`, so the value is formatted exactly as
// `Text(_:format:)` formats it (numbers: NumberFormat.swift; dates: Checker+DateText; measurements and lists:
// Checker+FormatStyleText).
// Rule: Apple: LabeledContent.init(_:value:format:) — developer.apple.com/documentation/swiftui/labeledcontent/
// init(_:value:format:) ("Creates a labeled informational view from a formatted value": the value shown as
// `Text(value, format: format)` would show it, in the content's place). Status: complete.

extension Checker {
    /// The `LabeledContent(title) { Text(value, format: style) }` call `call` stands for, or nil when it is not
    /// `LabeledContent(_:value:format:)` of the declared LabeledContent (Parser+LabeledContent).
    func labeledContentFormatCall(_ call: CallSite) -> Expr? {
        let args = call.arguments
        guard args.count == 3, call.trailing == nil, args[0].label == nil, args[1].label == "value",
            args[2].label == "format", let index = structIndex["LabeledContent"],
            structs[index].storedIndex["label"] != nil, structs[index].storedIndex["content"] != nil
        else { return nil }
        let r = call.range
        let text = Expr(
            .call(
                Expr(.identifier("Text"), args[1].range),
                [Argument(label: nil, value: args[1].value, range: args[1].range), args[2]], trailingClosure: nil,
                closeParen: r), args[1].range.union(args[2].range))
        return Expr(
            .call(
                Expr(.identifier("LabeledContent"), r), [args[0]], trailingClosure: Closure(returning: text),
                closeParen: r), r)
    }
}
