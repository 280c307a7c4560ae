// Evaluator+AnchorPreferences.swift: anchor preferences and the views drawn from preference values, run when layout
// places the views they modify.
// Rule: Apple: View.anchorPreference(key:value:transform:), View.transformAnchorPreference(key:value:transform:),
// View.overlayPreferenceValue(_:_:) and backgroundPreferenceValue(_:_:) — developer.apple.com/documentation/swiftui/
// view/anchorpreference(key:value:transform:); PreferenceKey.reduce(value:nextValue:) folds the values a subtree sets,
// in order, from `defaultValue` (developer.apple.com/documentation/swiftui/preferencekey). As for a GeometryReader
// (Evaluator+GeometryReader), each closure keeps a copy of this frame's evaluator and locals, so layout can run it on
// any thread; the values reach it in placement order (Layout AnchorPreferenceModifier.swift). Status: complete.

import Geometry

extension Evaluator {
    /// The views with the anchor preference or the preference-valued decoration wrapped around them.
    mutating func anchorPreference(
        _ views: IR, _ p: AnchorPreferenceIR, _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        let modified = try evaluate(views, &f).views
        guard case .closure(let closure) = try evaluate(p.closure, &f) else { return .views(modified) }
        let deferred = DeferredPreference(
            evaluator: splittingRandom(at: range), closure: closure, initial: try evaluate(p.initial, &f),
            reduce: p.reduce, range: range)
        let applied: AppliedModifier
        switch p.kind {
        case .set:
            let source = try anchorSource(p.source, &f)
            applied = AppliedModifier(
                name: "anchorPreference", arguments: [],
                modifier: AnchorPreference(key: p.key, source: source, replacesSubtree: false) {
                    anchor, _ throws(RuntimeFailure) in try deferred.value(of: anchor)
                })
        case .transform(let slot):
            let source = try anchorSource(p.source, &f)
            applied = AppliedModifier(
                name: "transformAnchorPreference", arguments: [],
                modifier: AnchorPreference(key: p.key, source: source, replacesSubtree: true) {
                    anchor, subtree throws(RuntimeFailure) in
                    try deferred.transformed(subtree, anchor: anchor, slot: slot)
                })
        case .decoration(let overlay, let alignmentIR):
            var alignment = Alignment.center
            if let alignmentIR { alignment = try evaluate(alignmentIR, &f).alignment }
            let name = overlay ? "overlayPreferenceValue" : "backgroundPreferenceValue"
            let content = PreferenceValueContent { values throws(RuntimeFailure) in try deferred.views(from: values) }
            applied = AppliedModifier(
                name: name, arguments: [],
                modifier: PreferenceValueDecoration(key: p.key, alignment: alignment, isOverlay: overlay),
                secondary: ViewNode(AppliedView(name: name, arguments: [], view: content), range: range))
        }
        return .views(stamped([ViewNode(.group(modified), range: range).modified(applied, range: range)]))
    }

    /// The `Anchor<A>.Source` a checked source names, its argument evaluated now.
    private mutating func anchorSource(_ source: AnchorPreferenceIR.Source, _ f: inout Frame) throws(RuntimeFailure)
        -> AnchorSource
    {
        switch source {
        case .bounds: .bounds
        case .rect(let ir): .rect(try evaluate(ir, &f).rect)
        case .point(let ir): .point(try evaluate(ir, &f).point)
        case .unitPoint(let ir): .unitPoint(try evaluate(ir, &f).unitPoint)
        }
    }
}

/// A preference closure with the frame's evaluator, the key's `defaultValue` and its `reduce` routine.
final class DeferredPreference: @unchecked Sendable {
    // Immutable after init; each call works on its own copies.
    private let evaluator: Evaluator
    private let closure: ClosureValue
    private let initial: Value
    private let reduce: Int?
    private let range: SourceRange

    init(evaluator: Evaluator, closure: ClosureValue, initial: Value, reduce: Int?, range: SourceRange) {
        self.evaluator = evaluator
        self.closure = closure
        self.initial = initial
        self.reduce = reduce
        self.range = range
    }

    /// `values` folded in order by the key's `reduce` from its `defaultValue` (the last one wins without a
    /// `reduce`, as the timeline folds them: TimelineRunner `observeGeometry`).
    private func folded(_ values: [Value], _ e: inout Evaluator, _ f: inout Evaluator.Frame) throws(RuntimeFailure)
        -> Value
    {
        var folded = initial
        for next in values {
            guard let reduce else {
                folded = next
                continue
            }
            let nextValue = IR.intrinsic(.makeClosure(parameters: [], body: [.return(.constant(next))]))
            folded = try e.evaluate(.call(reduce, receiver: nil, [.constant(folded), nextValue], range), &f)
        }
        return folded
    }

    /// `anchorPreference`'s transform applied to `anchor`.
    func value(of anchor: Value) throws(RuntimeFailure) -> Value {
        var e = evaluator
        var f = closure.frame
        if let slot = closure.parameters.first { f.locals[slot] = anchor }
        return try e.runClosure(closure, &f, range)
    }

    /// `transformAnchorPreference`'s closure run on the subtree's folded value: the value it leaves in `slot`.
    func transformed(_ subtree: [Value], anchor: Value, slot: Int) throws(RuntimeFailure) -> Value {
        var e = evaluator
        var f = closure.frame
        f.locals[slot] = try folded(subtree, &e, &f)
        if closure.parameters.count > 1 { f.locals[closure.parameters[1]] = anchor }
        _ = try e.runClosure(closure, &f, range)
        return f.locals[slot]
    }

    /// The decoration `overlayPreferenceValue`/`backgroundPreferenceValue` draws for the subtree's values.
    func views(from values: [Value]) throws(RuntimeFailure) -> [ViewNode] {
        var e = evaluator
        var f = closure.frame
        let value = try folded(values, &e, &f)
        if let slot = closure.parameters.first { f.locals[slot] = value }
        if case .views(let views) = try e.runClosure(closure, &f, range) { return views }
        return []
    }
}
