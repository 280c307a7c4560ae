// Checker+Canvas.swift: `Canvas { context, size in … }` — the renderer closure checked as statements with `context`
// an `inout GraphicsContext` and `size` a CGSize, evaluated later, when layout knows the size (Evaluator+Canvas);
// the context's state-changing calls and property writes, and its `drawLayer`/`clipToLayer` closures.
// Rule: Apple: Canvas.init(opaque:colorMode:rendersAsynchronously:renderer:) and
// init(opaque:colorMode:rendersAsynchronously:renderer:symbols:) — developer.apple.com/documentation/swiftui/canvas
// (the renderer is `(inout GraphicsContext, CGSize) -> Void`; `symbols` is a view builder whose views are found by
// `.tag`); GraphicsContext.drawLayer(content:), clipToLayer(opacity:options:content:) (the closure receives a new
// context for a transparency layer), withCGContext(content:) (Core Graphics: not available on Linux). `opaque`,
// `colorMode` and `rendersAsynchronously` change nothing anim draws (its layers are always sRGB-encoded RGBA8). Status:
// complete.

extension Checker {
    mutating func checkCanvas(_ call: CallSite) -> Typed {
        var renderer = call.trailing
        var symbols: Closure?
        for argument in call.arguments {
            var closure: Closure?
            if case .closure(let c) = argument.value.kind { closure = c }
            switch (argument.label, closure) {
            case ("opaque", _), ("rendersAsynchronously", _):
                _ = check(argument.value, expected: .bool)
            case ("colorMode", _):
                // `.nonLinear`, `.linear`, `.extendedLinear`: anim's layers are sRGB-encoded RGBA8 whatever is asked.
                break
            case ("renderer", let c?) where renderer == nil:
                renderer = c
            case ("symbols", let c?):
                symbols = c
            default:
                diagnostics.error(
                    "extra argument '\(argument.label ?? "_")' in call to 'Canvas'", at: argument.range,
                    hint: "write 'Canvas { context, size in … }' (with 'opaque:', 'colorMode:', "
                        + "'rendersAsynchronously:' or a trailing 'symbols: { … }')")
                return .error
            }
        }
        guard let renderer else {
            diagnostics.error(
                "Canvas takes its drawing as a closure", at: call.range, hint: "write 'Canvas { context, size in … }'")
            checkLoosely(call)
            return .error
        }
        var symbolsIR: IR?
        if let symbols {
            pushScope()
            symbolsIR = .builder(checkStatements(symbols.body, in: .viewBuilder(allowsReturn: false)))
            popScope()
        }
        pushScope()
        defer { popScope() }
        let names = renderer.hasParameterClause ? renderer.parameters : []
        if renderer.hasParameterClause && names.count != 2 {
            diagnostics.error(
                "contextual closure type '(inout GraphicsContext, CGSize) -> Void' expects 2 arguments, but \(names.count) were used in closure body",
                at: renderer.range)
        }
        let contextSlot = declareLocal(
            names.first?.name ?? "$0", type: .graphicsContext, mutable: true, at: names.first?.range ?? renderer.range)
        let sizeSlot = declareLocal(
            names.count > 1 ? names[1].name : "$1", type: .size, mutable: false,
            at: names.count > 1 ? names[1].range : renderer.range)
        let body = checkVoidClosureBody(renderer.body)
        return Typed(
            ir: .canvas(context: contextSlot, size: sizeSlot, body, symbols: symbolsIR, call.range), type: .view)
    }

    /// `context.translateBy(…)`, `context.clip(to:)`, `context.drawLayer { … }` … as a statement, `context` a local
    /// GraphicsContext: the changed context stored back into it. Nil when `e` is not such a call.
    mutating func checkGraphicsContextCall(_ e: Expr) -> Statement? {
        guard case .call(let callee, let arguments, let trailing, let closeParen) = e.kind,
            case .member(let base, let method, let methodRange, _) = callee.kind,
            let name = base.identifierName, let local = lookupLocal(name), local.type == .graphicsContext
        else { return nil }
        let call = CallSite(arguments: arguments, trailing: trailing, closeParen: closeParen, range: e.range)
        switch method {
        case "withCGContext":
            diagnostics.error(
                "'withCGContext' is not available: anim draws without Core Graphics", at: methodRange,
                hint: "draw with the context's own fill, stroke and draw methods")
            return .evaluate(.constant(.void))
        case "drawLayer":
            guard let closure = layerClosure(call, labels: ["content"]) else { return nil }
            let (child, body) = checkLayerBody(closure)
            let end = apply(Builtins.endDrawLayer, [.local(local.slot), .local(child)], e.range)
            return .evaluate(
                .pathBlock(
                    [.setLocal(child, apply(Builtins.beginLayer, [.local(local.slot)], e.range))] + body, result: end))
        case "clipToLayer":
            guard let closure = layerClosure(call, labels: ["opacity", "options", "content"]) else { return nil }
            guard local.isMutable else { return reportImmutable(name, base.range) }
            var opacity = IR.constant(.double(1))
            if let written = arguments.first(where: { $0.label == "opacity" }) {
                opacity = coerce(check(written.value, expected: .double), to: .double, at: written.range, .argument)
            }
            let (child, body) = checkLayerBody(closure)
            let end = apply(Builtins.endClipToLayer, [.local(local.slot), .local(child), opacity], e.range)
            return .setLocal(
                local.slot,
                .pathBlock(
                    [.setLocal(child, apply(Builtins.beginLayer, [.local(local.slot)], e.range))] + body, result: end))
        default:
            guard let overloads = Builtins.mutatingGraphicsContextMethods[method] else { return nil }
            guard local.isMutable else { return reportImmutable(name, base.range) }
            let typed = resolve(
                overloads.map { builtinCandidate($0, receiver: .local(local.slot)) }, call, expected: .graphicsContext)
            return .setLocal(local.slot, typed.ir)
        }
    }

    /// `context.opacity = 0.5`, `context.blendMode = .multiply`, `context.transform = …` on a local context.
    mutating func checkGraphicsContextAssignment(_ target: Expr, _ op: String, _ value: Expr) -> Statement? {
        if let shading = checkResolvedTextShading(target, op, value) { return shading }
        guard case .member(let base, let property, _, _) = target.kind, let name = base.identifierName,
            let local = lookupLocal(name), local.type == .graphicsContext,
            let (type, get, set) = Builtins.graphicsContextProperty(property)
        else { return nil }
        guard local.isMutable else { return reportImmutable(name, base.range) }
        var newValue = coerce(check(value, expected: type), to: type, at: value.range, .initializer)
        if op != "=" {
            let combine: (@Sendable (Double, Double) -> Double)? =
                switch op {
                case "+=": { $0 + $1 }
                case "-=": { $0 - $1 }
                case "*=": { $0 * $1 }
                case "/=": { $0 / $1 }
                default: nil
                }
            guard type == .double, let combine else {
                diagnostics.error("binary operator '\(op)' cannot be applied to '\(type)'", at: target.range)
                return nil
            }
            let current = apply(get, [.local(local.slot)], target.range)
            newValue = apply({ v, _ in .double(combine(v[0].double, v[1].double)) }, [current, newValue], target.range)
        }
        return .setLocal(local.slot, apply(set, [.local(local.slot), newValue], target.range))
    }

    /// `text.shading = .color(c)` on a resolved Text (`var text = context.resolve(Text(…))`) as
    /// `text = text.foregroundStyle(c)` (Apple: GraphicsContext.ResolvedText.shading — "the shading to fill
    /// uncolored text regions with"); nil for anything else. Other shadings (gradients) are not taken here.
    private mutating func checkResolvedTextShading(_ target: Expr, _ op: String, _ value: Expr) -> Statement? {
        guard op == "=", case .member(let base, "shading", _, _) = target.kind, let name = base.identifierName,
            let local = lookupLocal(name), local.type == .view,
            case .call(let callee, let arguments, nil, _) = value.kind, case .implicitMember("color") = callee.kind,
            arguments.count == 1
        else { return nil }
        guard local.isMutable else { return reportImmutable(name, base.range) }
        var color = arguments[0]
        color.label = nil
        let styled = Expr(
            .call(
                Expr(.member(base, "foregroundStyle", nameRange: target.range, dot: target.range.start), target.range),
                [color], trailingClosure: nil, closeParen: nil), target.range.union(value.range))
        let typed = coerce(check(styled, expected: .view), to: .view, at: value.range, .initializer)
        return .setLocal(local.slot, typed)
    }

    private mutating func reportImmutable(_ name: String, _ range: SourceRange) -> Statement? {
        diagnostics.error(
            "cannot use mutating member on immutable value: '\(name)' is a 'let' constant", at: range,
            hint: "change 'let' to 'var' to make it mutable")
        return nil
    }

    /// The content closure of `drawLayer { ctx in … }` / `clipToLayer(opacity:) { ctx in … }`.
    private mutating func layerClosure(_ call: CallSite, labels: Set<String>) -> Closure? {
        var closure = call.trailing
        for argument in call.arguments {
            guard let label = argument.label, labels.contains(label) else {
                diagnostics.error("extra argument '\(argument.label ?? "_")' in call", at: argument.range)
                return nil
            }
            if label == "content", case .closure(let c) = argument.value.kind { closure = c }
        }
        if closure == nil {
            diagnostics.error("missing argument for parameter 'content' in call", at: call.range)
        }
        return closure
    }

    /// The layer closure's body with its one parameter, a new GraphicsContext.
    private mutating func checkLayerBody(_ closure: Closure) -> (slot: Int, [Statement]) {
        pushScope()
        defer { popScope() }
        if closure.hasParameterClause && closure.parameters.count != 1 {
            diagnostics.error(
                "contextual closure type '(inout GraphicsContext) -> Void' expects 1 argument, but \(closure.parameters.count) were used in closure body",
                at: closure.range)
        }
        let parameter = closure.hasParameterClause ? closure.parameters.first : nil
        let slot = declareLocal(
            parameter?.name ?? "$0", type: .graphicsContext, mutable: true, at: parameter?.range ?? closure.range)
        return (slot, checkVoidClosureBody(closure.body))
    }
}
