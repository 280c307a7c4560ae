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
        if let effect = customGeometryEffect(views, call.arguments[0].value, call.range) { return effect }
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

extension Checker {
    /// `.modifier(Skew(offset: 1))` for a user `struct Skew: GeometryEffect`: the IR applying it; nil when the value
    /// is no GeometryEffect struct.
    mutating func customGeometryEffect(_ views: IR, _ written: Expr, _ range: SourceRange) -> Typed? {
        guard case .instance(let index, _) = checkOnTrial(written).typed.type,
            structs[index].declaration.conformances.contains(where: { $0.name == "GeometryEffect" })
        else { return nil }
        let info = structs[index]
        guard
            let f = (info.methods["effectValue"] ?? []).first(where: { f in
                let function = functions[f]
                return function.parameters.count == 1 && function.parameters[0].label == "size"
                    && function.result == .affineTransform
            })
        else {
            diagnostics.error(
                "type '\(info.name)' does not conform to protocol 'GeometryEffect'", at: info.declaration.nameRange,
                hint: "add 'func effectValue(size: CGSize) -> ProjectionTransform { … }'")
            return .error
        }
        let instance = check(written, expected: nil).ir
        return Typed(
            ir: .customEffect(
                name: info.name, routine: functions[f].routine, instance: instance,
                animatable: animatableSlots(index), content: views, range),
            type: .view)
    }

    /// The stored Double (or geometry) properties a struct's `animatableData` stands for (Animatable): itself when
    /// stored, or what its getter forwards to; empty when it has none.
    mutating func animatableSlots(_ index: Int) -> [Int] {
        let info = structs[index]
        if let properties = info.declaration.animatableProperties {
            // `@Animatable`: every stored property not marked `@AnimatableIgnored` that animates as a number
            // (Parser+AnimatableMacro).
            return properties.compactMap { info.storedIndex[$0] }.filter { storedType(index, $0) == .double }
        }
        if let slot = info.storedIndex["animatableData"], storedType(index, slot) == .double { return [slot] }
        if let reads = Checker.propertyReads(ofGetter: "animatableData", in: info.declaration) {
            // Doubles, and the geometry values whose components animate (Evaluator.animatableComponents).
            let slots = reads.compactMap { info.storedIndex[$0] }.filter {
                [.double, .size, .point, .rect, .angle].contains(storedType(index, $0))
            }
            if slots.count == reads.count { return slots }
        }
        return []
    }
}
