// Checker+GeometryReader.swift: `GeometryReader { proxy in content }` — the content closure checked as a view
// builder with `proxy` a GeometryProxy (Parser+GeometryProxy), evaluated later, when layout knows the size.
// Rule: Apple: GeometryReader.init(content:) — developer.apple.com/documentation/swiftui/geometryreader/
// init(content:). Status: complete.

extension Checker {
    mutating func checkGeometryReader(_ call: CallSite) -> Typed {
        var closure: Closure?
        if call.arguments.isEmpty { closure = call.trailing }
        if call.trailing == nil, call.arguments.count == 1, call.arguments[0].label == "content",
            case .closure(let c) = call.arguments[0].value.kind
        {
            closure = c
        }
        guard let closure, let proxyIndex = structIndex["GeometryProxy"] else {
            diagnostics.error(
                "GeometryReader takes its content as a closure", at: call.range,
                hint: "write 'GeometryReader { proxy in … }'")
            checkLoosely(call)
            return .error
        }
        let proxyType = SceneType.instance(proxyIndex, name: "GeometryProxy")
        pushScope()
        defer { popScope() }
        let slot: Int
        if closure.hasParameterClause {
            if closure.parameters.count != 1 {
                diagnostics.error(
                    "contextual closure type '(GeometryProxy) -> some View' expects 1 argument, but \(closure.parameters.count) were used in closure body",
                    at: closure.range)
            }
            let parameter = closure.parameters.first
            slot = declareLocal(
                parameter?.name ?? "_", type: proxyType, mutable: false, at: parameter?.range ?? closure.range)
        } else {
            slot = declareLocal("$0", type: proxyType, mutable: false, at: closure.range)
        }
        let body = checkStatements(closure.body, in: .viewBuilder(allowsReturn: false))
        return Typed(ir: .geometryReader(slot: slot, body, call.range), type: .view)
    }
}
