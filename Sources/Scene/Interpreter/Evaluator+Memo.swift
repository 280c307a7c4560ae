// Evaluator+Memo.swift: evaluating a `.memo` site through the program's FrameMemo.
// Rule: FrameMemo.swift: a hit returns the stored value and replays the steps and range the evaluation counted, so
// limits are reported as without the table; a miss evaluates and stores. Without a table (the timeline runner,
// load-time evaluations) the site's expression is evaluated as written. An invariant tail of arguments
// (IR.applyInvariantTail) is one site whose value is the tuple of the arguments; a modifier's invariant arguments
// (IR.modifierInvariantArguments) one whose entry also keeps the modifier made from them. Status: complete for
// issue #21.

/// A per-frame site's value kept by one evaluator (MemoSite.perFrame): valid for the `time`, `frame` and depths it
/// was computed at, with the steps and range it counted.
struct PerFrameValue {
    let site: Int
    let time: UInt64
    let depths: Int
    let entry: MemoEntry
}

extension Evaluator {
    /// Per-frame sites kept at most by one evaluator (a scene has a handful; past this they are evaluated as written).
    static let perFrameCapacity = 16

    @inline(never)
    mutating func memoized(_ site: MemoSite, _ f: inout Frame) throws(RuntimeFailure) -> Value {
        if site.perFrame { return try perFrameValue(site, &f) }
        guard let memo,
            let key = MemoKey(
                site, locals: f.locals, context: identityContext, callDepth: depth, expressionDepth: budget.depth)
        else { return try evaluate(site.body, &f) }
        if let hit = lookedUp(key, in: memo), budget.steps + hit.steps <= SceneLimits.maximumEvaluationSteps {
            budget.steps += hit.steps
            if let range = hit.range { budget.range = range }
            return hit.value
        }
        // The innermost range entered is recorded when the expression set one (a range equal to the one before it
        // counts as none: a limit error after a later hit could then name an enclosing call of the same range).
        let (steps, range) = (budget.steps, budget.range)
        let value = try evaluate(site.body, &f)
        let entered: SourceRange? = budget.range == range ? nil : budget.range
        stored(key, MemoEntry(value: value, steps: budget.steps - steps, range: entered), in: memo)
        return value
    }

    /// A per-frame site (MemoSite.perFrame): the value this evaluator computed for it at the same `time` (an
    /// `.appearance` evaluates at 0) and depths, replaying its steps and range as a FrameMemo hit does; else the body
    /// evaluated, and kept when it is plain data (`Value.isPlainData`: a number, an angle, a colour, a point …; a
    /// view carries the identity of the element that made it, so views are never shared between elements). `frame` is
    /// fixed for an evaluator. Without a table (the timeline runner, load-time evaluations) the body is evaluated as
    /// written, as for every site.
    @inline(never)
    mutating func perFrameValue(_ site: MemoSite, _ f: inout Frame) throws(RuntimeFailure) -> Value {
        guard memo != nil else { return try evaluate(site.body, &f) }
        let (bits, depths) = (time.bitPattern, depth << 16 | budget.depth)
        for kept in perFrameValues where kept.site == site.id && kept.time == bits && kept.depths == depths {
            let hit = kept.entry
            guard budget.steps + hit.steps <= SceneLimits.maximumEvaluationSteps else { break }
            budget.steps += hit.steps
            if let range = hit.range { budget.range = range }
            return hit.value
        }
        let (steps, range) = (budget.steps, budget.range)
        let value = try evaluate(site.body, &f)
        if value.isPlainData, perFrameValues.count < Evaluator.perFrameCapacity {
            let entered: SourceRange? = budget.range == range ? nil : budget.range
            perFrameValues.append(
                PerFrameValue(
                    site: site.id, time: bits, depths: depths,
                    entry: MemoEntry(value: value, steps: budget.steps - steps, range: entered)))
        }
        return value
    }

    /// The trailing arguments of an IR.applyInvariantTail appended to `values`: the site's stored instance on a hit;
    /// on a miss each argument evaluated as written (at this depth, counting its own steps, as when they were
    /// arguments of their own) and the instance stored.
    @inline(never)
    mutating func appendMemoizedTail(
        _ site: MemoSite, to values: inout [Value], _ f: inout Frame
    ) throws(RuntimeFailure) {
        if let memo,
            let key = MemoKey(
                site, locals: f.locals, context: identityContext, callDepth: depth, expressionDepth: budget.depth),
            let hit = lookedUp(key, in: memo), budget.steps + hit.steps <= SceneLimits.maximumEvaluationSteps,
            case .instance(let tail) = hit.value
        {
            budget.steps += hit.steps
            if let range = hit.range { budget.range = range }
            values.append(contentsOf: tail)
            return
        }
        guard case .construct(let arguments) = site.body else { preconditionFailure("an invariant tail is a tuple") }
        let (steps, range) = (budget.steps, budget.range)
        var tail: [Value] = []
        tail.reserveCapacity(arguments.count)
        for ir in arguments { tail.append(try evaluate(ir, &f)) }
        values.append(contentsOf: tail)
        guard let memo,
            let key = MemoKey(
                site, locals: f.locals, context: identityContext, callDepth: depth, expressionDepth: budget.depth)
        else { return }
        let entered: SourceRange? = budget.range == range ? nil : budget.range
        stored(key, MemoEntry(value: .instance(tail), steps: budget.steps - steps, range: entered), in: memo)
    }

    /// The entry for `key`: the last trace's next step when its key is this one (MemoTrace), else `memo.entry(key)`
    /// (recorded for the next frame). Counted in `memoLookups`.
    private mutating func lookedUp(_ key: MemoKey, in memo: FrameMemo) -> MemoEntry? {
        memoLookups += 1
        if let entry = memoTrace.follow(key) { return entry }
        let entry = memo.entry(key)
        if let entry { memoTrace.record(key, entry) }
        return entry
    }

    /// `memo.store(key, entry)`, recorded in this evaluation's trace.
    private mutating func stored(_ key: MemoKey, _ entry: MemoEntry, in memo: FrameMemo) {
        memo.store(key, entry)
        memoTrace.record(key, entry)
    }

    /// The modifier of an IR.modifierInvariantArguments call: the one the site's entry keeps on a hit; on a miss the
    /// arguments evaluated as written (at this depth, counting their own steps, as arguments of the call) and the
    /// modifier made from them, stored with them.
    @inline(never)
    mutating func memoizedModifier(
        _ maker: ModifierMaker, _ site: MemoSite, _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> AppliedModifier {
        let key =
            memo == nil
            ? nil
            : MemoKey(site, locals: f.locals, context: identityContext, callDepth: depth, expressionDepth: budget.depth)
        if let memo, let key, let hit = lookedUp(key, in: memo),
            budget.steps + hit.steps <= SceneLimits.maximumEvaluationSteps, let applied = hit.modifier
        {
            budget.steps += hit.steps
            if let range = hit.range { budget.range = range }
            return applied
        }
        // The arguments are taken out of the site only on a miss (a hit never reads them).
        guard case .construct(let arguments) = site.body else { preconditionFailure("arguments are a tuple") }
        let (steps, entered) = (budget.steps, budget.range)
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        for ir in arguments { values.append(try evaluate(ir, &f)) }
        let applied = try maker.make(values, range)
        if let memo, let key {
            let innermost: SourceRange? = budget.range == entered ? nil : budget.range
            stored(
                key, MemoEntry(value: .void, steps: budget.steps - steps, range: innermost, modifier: applied),
                in: memo)
        }
        return applied
    }
}

extension Value {
    /// A value that holds no view, closure, instance or collection: one that every element of a ForEach may share
    /// (a per-frame site's `.degrees(90 * time)` as much as its `90 * time`).
    var isPlainData: Bool {
        switch self {
        case .int, .double, .bool, .string, .color, .angle, .unitPoint, .alignment, .horizontalAlignment,
            .verticalAlignment, .edges, .edgeInsets, .size, .point, .rect, .vector, .affineTransform, .edge,
            .proposedViewSize, .colorScheme:
            true
        default: false
        }
    }
}
