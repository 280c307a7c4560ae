// Checker+AnchorPreferences.swift: `.anchorPreference(key:value:transform:)`,
// `.transformAnchorPreference(key:value:transform:)`, `.overlayPreferenceValue(_:_:)` and
// `.backgroundPreferenceValue(_:_:)` (with `alignment:`), as tab bars and segmented controls draw an underline that
// follows the selected view.
// Rule: Apple: View.anchorPreference(key:value:transform:) — developer.apple.com/documentation/swiftui/view/
// anchorpreference(key:value:transform:): `value` is an `Anchor<A>.Source` (Apple: Anchor.Source —
// developer.apple.com/documentation/swiftui/anchor/source: `bounds`, `rect(_:)`, `point(_:)`, `unitPoint(_:)` and
// the unit point names `topLeading` … `bottomTrailing`), `transform` makes the key's value from the `Anchor<A>`;
// View.transformAnchorPreference(key:value:transform:) takes `(inout Key.Value, Anchor<A>) -> Void`;
// View.overlayPreferenceValue(_:_:) / backgroundPreferenceValue(_:_:) (and the iOS 17 `(_:alignment:_:)` forms) take
// `(Key.Value) -> some View`. The closures become closure values the evaluator hands to layout
// (Evaluator+AnchorPreferences), which runs them once the views are placed. Status: complete.

import Geometry

/// What an anchor-preference modifier does, with its checked parts (IR `.anchorPreference`).
struct AnchorPreferenceIR: Sendable {
    enum Kind: Sendable {
        /// `anchorPreference`: `closure` maps the anchor to the value.
        case set
        /// `transformAnchorPreference`: `closure` edits the value in its first parameter's slot.
        case transform(valueSlot: Int)
        /// `overlayPreferenceValue` / `backgroundPreferenceValue`: `closure` makes the decoration from the value.
        case decoration(overlay: Bool, alignment: IR?)
    }

    /// An `Anchor<A>.Source` as checked: its kind and the value it is built from.
    enum Source: Sendable {
        case bounds
        case rect(IR)
        case point(IR)
        case unitPoint(IR)
    }

    var kind: Kind
    var key: String
    var source: Source
    /// The key's `defaultValue` and its `reduce` routine (Parser+PreferenceKey).
    var initial: IR
    var reduce: Int?
    /// A closure value (`.intrinsic(.makeClosure)`).
    var closure: IR
}

extension Checker {
    /// The modifiers checked here.
    static let anchorPreferenceModifiers: Set<String> = [
        "anchorPreference", "transformAnchorPreference", "overlayPreferenceValue", "backgroundPreferenceValue",
    ]

    /// Unit point names an `Anchor<CGPoint>.Source` takes (Apple: Anchor.Source, UnitPoint).
    private static let unitPointSources: [String: (Double, Double)] = [
        "zero": (0, 0), "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0), "leading": (0, 0.5),
        "center": (0.5, 0.5), "trailing": (1, 0.5), "bottomLeading": (0, 1), "bottom": (0.5, 1),
        "bottomTrailing": (1, 1),
    ]

    mutating func checkAnchorPreferences(_ views: IR, _ name: String, _ call: CallSite) -> Typed {
        switch name {
        case "overlayPreferenceValue", "backgroundPreferenceValue":
            return checkPreferenceValueDecoration(views, overlay: name == "overlayPreferenceValue", call)
        default:
            return checkAnchorPreference(views, transform: name == "transformAnchorPreference", call)
        }
    }

    /// `.anchorPreference(key: K.self, value: source) { anchor in … }` and `.transformAnchorPreference(key: K.self,
    /// value: source) { value, anchor in … }`.
    private mutating func checkAnchorPreference(_ views: IR, transform: Bool, _ call: CallSite) -> Typed {
        let name = transform ? "transformAnchorPreference" : "anchorPreference"
        let unchanged = Typed(ir: views, type: .view)
        guard let key = preferenceKey(call.arguments.first { $0.label == "key" }?.value, at: call.range) else {
            checkLoosely(call)
            return unchanged
        }
        guard let sourceArgument = call.arguments.first(where: { $0.label == "value" }) else {
            diagnostics.error(
                "'\(name)' needs the anchor's source as 'value:'", at: call.range,
                hint: "write '.\(name)(key: \(key.name).self, value: .bounds) { … }'")
            checkLoosely(call)
            return unchanged
        }
        // A bad source is reported alone (the key was checked; `K.self` is no value to check loosely).
        guard let source = anchorSource(sourceArgument.value) else { return unchanged }
        let isPoint: Bool
        switch source {
        case .bounds, .rect: isPoint = false
        case .point, .unitPoint: isPoint = true
        }
        let anchorName = isPoint ? Parser.pointAnchorName : "Anchor"
        guard let anchorIndex = structIndex[anchorName] else {
            checkLoosely(call)
            return unchanged
        }
        let anchorType = SceneType.instance(anchorIndex, name: anchorName)
        var closure = call.trailing
        if closure == nil, let argument = call.arguments.first(where: { $0.label == "transform" }),
            case .closure(let c) = argument.value.kind
        {
            closure = c
        }
        guard let closure else {
            diagnostics.error(
                "'\(name)' needs its transform closure", at: call.range,
                hint: transform
                    ? "write '.\(name)(key: \(key.name).self, value: .bounds) { value, anchor in value = … }'"
                    : "write '.\(name)(key: \(key.name).self, value: .bounds) { anchor in … }'")
            checkLoosely(call)
            return unchanged
        }
        let reduce = functionIndex["\(key.name).reduce"]?.first.map { functions[$0].routine }
        if !transform {
            let typed = checkClosureValue(closure, parameters: [anchorType], result: key.type)
            if typed.type == .error { return unchanged }
            let ir = AnchorPreferenceIR(
                kind: .set, key: key.name, source: source, initial: key.initial, reduce: reduce, closure: typed.ir)
            return Typed(ir: .anchorPreference(views, ir, call.range), type: .view)
        }
        // `(inout Key.Value, Anchor<A>) -> Void`: the value is a mutable local the body edits.
        pushScope()
        defer { popScope() }
        let names = closure.hasParameterClause ? closure.parameters : []
        if closure.hasParameterClause && names.count != 2 {
            diagnostics.error(
                "contextual closure type '(inout \(key.type), Anchor) -> Void' expects 2 arguments, but \(names.count) were used in closure body",
                at: closure.range)
            return unchanged
        }
        let valueSlot = declareLocal(
            names.first?.name ?? "$0", type: key.type, mutable: true, at: names.first?.range ?? closure.range)
        let anchorSlot = declareLocal(
            names.count > 1 ? names[1].name : "$1", type: anchorType, mutable: false,
            at: names.count > 1 ? names[1].range : closure.range)
        let saved = context.returnType
        context.returnType = .void
        let body = checkStatements(closure.body, in: .function)
        context.returnType = saved
        let ir = AnchorPreferenceIR(
            kind: .transform(valueSlot: valueSlot), key: key.name, source: source, initial: key.initial,
            reduce: reduce, closure: .intrinsic(.makeClosure(parameters: [valueSlot, anchorSlot], body: body)))
        return Typed(ir: .anchorPreference(views, ir, call.range), type: .view)
    }

    /// An `Anchor<A>.Source`: `.bounds`, `.rect(r)`, `.point(p)`, `.unitPoint(u)`, `.center` …, written with or
    /// without `Anchor<CGRect>.Source` before the dot.
    private mutating func anchorSource(_ e: Expr) -> AnchorPreferenceIR.Source? {
        var member: String?
        var argument: Expr?
        switch e.kind {
        case .implicitMember(let name): member = name
        case .member(_, let name, _, _): member = name
        case .call(let callee, let arguments, nil, _) where arguments.count == 1:
            switch callee.kind {
            case .implicitMember(let name), .member(_, let name, _, _):
                member = name
                argument = arguments[0].value
            default: break
            }
        default: break
        }
        switch (member, argument) {
        case ("bounds", nil):
            return .bounds
        case (let name?, nil) where Checker.unitPointSources[name] != nil:
            let (x, y) = Checker.unitPointSources[name]!
            return .unitPoint(.constant(.unitPoint(UnitPoint(x: x, y: y))))
        case ("rect", let a?):
            return .rect(coerce(check(a, expected: .rect), to: .rect, at: a.range, .argument))
        case ("point", let a?):
            return .point(coerce(check(a, expected: .point), to: .point, at: a.range, .argument))
        case ("unitPoint", let a?):
            return .unitPoint(coerce(check(a, expected: .unitPoint), to: .unitPoint, at: a.range, .argument))
        default:
            diagnostics.error(
                "an anchor's source is '.bounds', '.rect(_:)', '.point(_:)', '.unitPoint(_:)' or a unit point such "
                    + "as '.center'", at: e.range, hint: "write 'value: .bounds' to anchor the view's own rectangle")
            return nil
        }
    }

    /// `.overlayPreferenceValue(K.self) { value in … }` / `.backgroundPreferenceValue(K.self, alignment: a) { … }`.
    private mutating func checkPreferenceValueDecoration(_ views: IR, overlay: Bool, _ call: CallSite) -> Typed {
        let name = overlay ? "overlayPreferenceValue" : "backgroundPreferenceValue"
        let unchanged = Typed(ir: views, type: .view)
        guard let key = preferenceKey(call.arguments.first { $0.label == nil }?.value, at: call.range) else {
            checkLoosely(call)
            return unchanged
        }
        var alignment: IR?
        if let a = call.arguments.first(where: { $0.label == "alignment" }) {
            alignment = coerce(check(a.value, expected: .alignment), to: .alignment, at: a.value.range, .argument)
        }
        var closure = call.trailing
        if closure == nil, let argument = call.arguments.last, argument.label == nil || argument.label == "content",
            case .closure(let c) = argument.value.kind
        {
            closure = c
        }
        guard let closure else {
            diagnostics.error(
                "'\(name)' needs a closure that makes its view from the preference's value", at: call.range,
                hint: "write '.\(name)(\(key.name).self) { value in GeometryReader { proxy in … } }'")
            checkLoosely(call)
            return unchanged
        }
        let typed = checkClosureValue(closure, parameters: [key.type], result: .view)
        if typed.type == .error { return unchanged }
        let reduce = functionIndex["\(key.name).reduce"]?.first.map { functions[$0].routine }
        let ir = AnchorPreferenceIR(
            kind: .decoration(overlay: overlay, alignment: alignment), key: key.name, source: .bounds,
            initial: key.initial, reduce: reduce, closure: typed.ir)
        return Typed(ir: .anchorPreference(views, ir, call.range), type: .view)
    }
}
