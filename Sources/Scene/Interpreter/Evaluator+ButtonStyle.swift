// Evaluator+ButtonStyle.swift: a custom ButtonStyle applied: each button below without a style of its own gets the
// views its `makeBody(configuration:)` returns for a configuration holding the button's label, not pressed.
// Rule: Apple: ButtonStyle.makeBody(configuration:) — developer.apple.com/documentation/swiftui/buttonstyle/
// makebody(configuration:); View.buttonStyle(_:) (the nearest style wins). Status: complete.

extension Evaluator {
    @inline(never)
    mutating func customButtonStyle(
        _ content: IR, style: IR, makeBody: Int, _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        let views = try evaluate(content, &f).views
        let instance = try evaluate(style, &f)
        var out: [ViewNode] = []
        for node in views { out.append(try restyled(node, instance, makeBody, range, &f)) }
        return .views(out)
    }

    private mutating func restyled(
        _ node: ViewNode, _ style: Value, _ makeBody: Int, _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> ViewNode {
        var node = node
        switch node.kind {
        case .view(var applied):
            if let button = applied.view as? any ButtonStyling, button.styleName == nil {
                // ButtonStyleConfiguration(label:isPressed:role:), as Parser+ButtonStyle declares it (ButtonRole's
                // cases in order: destructive, cancel).
                let role: Value =
                    switch button.role {
                    case "destructive": .enumCase(0, name: "destructive")
                    case "cancel": .enumCase(1, name: "cancel")
                    default: .absent
                    }
                let configuration = Value.instance([.views(applied.children), .bool(false), role])
                let body = try evaluate(
                    .call(makeBody, receiver: .constant(style), [.constant(configuration)], range), &f)
                applied.view = button.styled("custom")
                applied.children = body.views
            } else {
                var children: [ViewNode] = []
                for child in applied.children { children.append(try restyled(child, style, makeBody, range, &f)) }
                applied.children = children
            }
            node.kind = .view(applied)
        case .group(let children):
            var out: [ViewNode] = []
            for child in children { out.append(try restyled(child, style, makeBody, range, &f)) }
            node.kind = .group(out)
        case .modified(let content, var applied):
            if let secondary = applied.secondary {
                applied.secondary = try restyled(secondary, style, makeBody, range, &f)
            }
            node.kind = .modified(try restyled(content, style, makeBody, range, &f), applied)
        case .empty:
            break
        }
        return node
    }
}
