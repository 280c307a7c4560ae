// FrameInvariance.swift: which expressions of the top level give the same value in every frame and state, wrapped
// as `.memo` sites so FrameMemo computes each once.
// Rule: issue #21 ("incremental re-evaluation of only what depends on time/state"). A dependency analysis over the
// checked IR: an expression is frame-invariant when it reads only constants, locals that are themselves only ever
// assigned invariant values, and pure routines, and runs nothing with effects beyond its own scope. `time`, `frame`,
// globals (`@State` included), `self`, random draws, UUIDs, the environment, animators, actions and anything run at
// layout time (GeometryReader, Canvas, visualEffect) are not; nor are statements that write locals other than a
// ForEach's own element. Each maximal invariant expression worth a table lookup becomes a site keyed on the
// values of the locals it reads (FrameMemo.swift), so a local that changes only changes the key. A call whose
// receiver changes but whose trailing arguments are invariant (`.position(x: f(i), y: g(i))` on a turning view)
// keeps those arguments as one site (IR.applyInvariantTail): one lookup per call rather than one per argument; for
// a builtin modifier (IR.modifier) the site also keeps the modifier made from them (IR.modifierInvariantArguments).
// Status: complete for issue #21 at the top level; routine bodies are left as they are (their parameters would be
// keys), so a view struct's body is reused only as a whole call whose arguments are invariant.

/// The dependency analysis and the rewrite.
struct FrameInvariance {
    /// Routines whose value depends only on their arguments and receiver and which write nothing outside their frame.
    private(set) var pureRoutines: [Bool]
    /// Locals of the body being rewritten that may hold a different value from frame to frame.
    private var variantSlots: Set<Int> = []
    private var nextSite = 0
    /// ForEach bodies and loops being rewritten around the current expression (per-frame sites pay only there).
    private var loopDepth = 0
    /// Rewriting the body of a per-frame site (no site of its own kind inside one).
    private var insidePerFrameSite = false

    /// `topLevel` with its invariant expressions as `.memo` sites.
    static func memoized(_ topLevel: Routine, routines: [Routine]) -> Routine {
        var analysis = FrameInvariance(routines: routines)
        analysis.variantSlots = analysis.variantSlots(of: topLevel)
        var routine = topLevel
        routine.body = analysis.rewrite(topLevel.body)
        return routine
    }

    init(routines: [Routine]) {
        // The greatest fixed point: assume every routine pure, then clear those whose body is not until none changes
        // (a recursive routine is pure when its body is, given itself).
        pureRoutines = Array(repeating: true, count: routines.count)
        var changed = true
        while changed {
            changed = false
            for (i, routine) in routines.enumerated() where pureRoutines[i] && !isPure(routine.body) {
                pureRoutines[i] = false
                changed = true
            }
        }
    }

    // MARK: - Purity of routines

    /// Whether the statements of a routine body are pure: they may write the routine's own locals and `self`.
    private func isPure(_ statements: [Statement]) -> Bool {
        statements.allSatisfy { statement in
            switch statement {
            case .emit(let ir), .setLocal(_, let ir), .evaluate(let ir), .setSelf(_, let ir), .replaceSelf(let ir):
                isPure(ir)
            case .return(let ir): ir.map(isPure) ?? true
            case .branch(let c, let a, let b): isPure(c) && isPure(a) && isPure(b)
            case .loop(_, let sequence, let body, _): isPure(sequence) && isPure(body)
            case .whileLoop(let c, let body, _, _): isPure(c) && isPure(body)
            case .breakable(let body): isPure(body)
            case .jump: true
            default: false
            }
        }
    }

    private func isPure(_ ir: IR) -> Bool {
        switch ir {
        case .constant, .local, .selfProperty, .selfInstance: true
        case .storedProperty(let base, _): isPure(base)
        case .apply(_, let arguments, _), .modifier(_, let arguments, _), .construct(let arguments):
            arguments.allSatisfy(isPure)
        case .and(let l, let r), .or(let l, let r), .numeric(_, let l, let r, _): isPure(l) && isPure(r)
        case .conditional(let c, let t, let e): isPure(c) && isPure(t) && isPure(e)
        case .call(let index, let receiver, let arguments, _):
            pureRoutines[index] && (receiver.map(isPure) ?? true) && arguments.allSatisfy(isPure)
        case .builder(let statements), .block(let statements, _): isPure(statements)
        case .forEach(let data, _, let body, _): isPure(data) && isPure(body)
        case .bind(_, let ir, _): isPure(ir)
        case .pathBlock(let statements, let result): isPure(statements) && isPure(result)
        default: false
        }
    }

    // MARK: - Invariance at the top level

    /// Whether `ir` is invariant; collects the free locals it reads (`bound`: ForEach elements bound inside it).
    private func isInvariant(_ ir: IR, _ bound: inout Set<Int>, _ free: inout Set<Int>) -> Bool {
        switch ir {
        case .constant: return true
        case .local(let slot):
            if bound.contains(slot) { return true }
            if variantSlots.contains(slot) { return false }
            free.insert(slot)
            return true
        case .storedProperty(let base, _): return isInvariant(base, &bound, &free)
        case .apply(_, let arguments, _), .modifier(_, let arguments, _), .construct(let arguments):
            return arguments.allSatisfy { isInvariant($0, &bound, &free) }
        case .and(let l, let r), .or(let l, let r), .numeric(_, let l, let r, _):
            return isInvariant(l, &bound, &free) && isInvariant(r, &bound, &free)
        case .conditional(let c, let t, let e):
            return isInvariant(c, &bound, &free) && isInvariant(t, &bound, &free) && isInvariant(e, &bound, &free)
        case .call(let index, let receiver, let arguments, _):
            guard pureRoutines[index] else { return false }
            if let receiver, !isInvariant(receiver, &bound, &free) { return false }
            return arguments.allSatisfy { isInvariant($0, &bound, &free) }
        case .builder(let statements): return isInvariant(statements, &bound, &free)
        case .forEach(let data, let slot, let body, _):
            guard isInvariant(data, &bound, &free) else { return false }
            if let slot { bound.insert(slot) }
            return isInvariant(body, &bound, &free)
        default: return false
        }
    }

    /// Builder statements that only emit views (an `if` among them included).
    private func isInvariant(_ statements: [Statement], _ bound: inout Set<Int>, _ free: inout Set<Int>) -> Bool {
        statements.allSatisfy { statement in
            switch statement {
            case .emit(let ir), .evaluate(let ir): isInvariant(ir, &bound, &free)
            case .branch(let c, let a, let b):
                isInvariant(c, &bound, &free) && isInvariant(a, &bound, &free) && isInvariant(b, &bound, &free)
            default: false
            }
        }
    }

    private func isInvariant(_ ir: IR) -> Bool {
        var (bound, free) = (Set<Int>(), Set<Int>())
        return isInvariant(ir, &bound, &free)
    }

    /// The locals of `routine` that may vary from frame to frame: those assigned anywhere a variant value or a value
    /// this analysis does not follow, and those never assigned in code it follows (parameters, closure slots).
    private func variantSlots(of routine: Routine) -> Set<Int> {
        var assignments: [(slot: Int, value: IR?)] = []
        collectAssignments(routine.body, &assignments)
        var analysis = self
        let assigned = Set(assignments.map(\.slot))
        analysis.variantSlots = Set((0..<routine.slotCount).filter { !assigned.contains($0) })
        for (slot, value) in assignments where value == nil { analysis.variantSlots.insert(slot) }
        var changed = true
        while changed {
            changed = false
            for (slot, value) in assignments where !analysis.variantSlots.contains(slot) {
                if let value, analysis.isInvariant(value) { continue }
                analysis.variantSlots.insert(slot)
                changed = true
            }
        }
        return analysis.variantSlots
    }

    /// Every assignment to a local in `statements`: the value (for a ForEach or for-in element, the sequence), or nil
    /// for one this analysis does not follow.
    private func collectAssignments(_ statements: [Statement], _ out: inout [(slot: Int, value: IR?)]) {
        for statement in statements {
            switch statement {
            case .emit(let ir), .evaluate(let ir), .setGlobal(_, let ir), .setSelf(_, let ir), .replaceSelf(let ir),
                .tap(let ir, _), .tapAt(let ir, _):
                collectAssignments(ir, &out)
            case .setLocal(let slot, let ir):
                out.append((slot, ir))
                collectAssignments(ir, &out)
            case .return(let ir): if let ir { collectAssignments(ir, &out) }
            case .branch(let c, let a, let b):
                collectAssignments(c, &out)
                collectAssignments(a, &out)
                collectAssignments(b, &out)
            case .loop(let slot, let sequence, let body, _):
                if let slot { out.append((slot, sequence)) }
                collectAssignments(sequence, &out)
                collectAssignments(body, &out)
            case .whileLoop(let c, let body, _, _):
                collectAssignments(c, &out)
                collectAssignments(body, &out)
            case .breakable(let body), .transaction(_, let body), .schedule(_, _, let body, _),
                .subscribe(_, let body, _):
                collectAssignments(body, &out)
            case .catching(let body, let errorSlot, let handler):
                out.append((errorSlot, nil))
                collectAssignments(body, &out)
                collectAssignments(handler, &out)
            case .connectTimer(let ir), .cancelTimer(let ir?):
                collectAssignments(ir, &out)
            case .setBinding(let reference, let ir):
                collectAssignments(reference, &out)
                collectAssignments(ir, &out)
            case .jump, .cancelTimer(nil): break
            }
        }
    }

    private func collectAssignments(_ ir: IR, _ out: inout [(slot: Int, value: IR?)]) {
        switch ir {
        case .storedProperty(let base, _), .implicitAnimation(let base), .appearance(let base),
            .bindingValue(let base, _):
            collectAssignments(base, &out)
        case .apply(_, let arguments, _), .modifier(_, let arguments, _), .construct(let arguments):
            for a in arguments { collectAssignments(a, &out) }
        case .and(let l, let r), .or(let l, let r), .numeric(_, let l, let r, _):
            collectAssignments(l, &out)
            collectAssignments(r, &out)
        case .conditional(let c, let t, let e):
            collectAssignments(c, &out)
            collectAssignments(t, &out)
            collectAssignments(e, &out)
        case .call(_, let receiver, let arguments, _):
            if let receiver { collectAssignments(receiver, &out) }
            for a in arguments { collectAssignments(a, &out) }
        case .builder(let statements), .block(let statements, _):
            collectAssignments(statements, &out)
        case .forEach(let data, let slot, let body, _):
            if let slot { out.append((slot, data)) }
            collectAssignments(data, &out)
            collectAssignments(body, &out)
        case .bind(let slot, let value, _):
            out.append((slot, value))
            collectAssignments(value, &out)
        case .pathBlock(let statements, let result):
            collectAssignments(statements, &out)
            collectAssignments(result, &out)
        case .memo(let site): collectAssignments(site.body, &out)
        case .applyInvariantTail(_, let arguments, let site, _):
            for a in arguments { collectAssignments(a, &out) }
            collectAssignments(site.body, &out)
        case .modifierInvariantArguments(_, let receiver, let site, _):
            collectAssignments(receiver, &out)
            collectAssignments(site.body, &out)
        case .constant, .time, .frame, .local, .global, .selfProperty, .selfInstance, .stateReference:
            break
        case .intrinsic, .animator, .customShape, .customEffect, .customLayout, .customButtonStyle, .geometryReader,
            .visualEffect, .alignmentGuide, .anchorPreference,
            .canvas, .action:
            // Closures with slots of their own, never assigned in code followed here, so variant. Variant slots only
            // keep keys that never repeat out of the table: correctness rests on keying each site on the values of
            // the locals it reads, not on this.
            break
        }
    }

    // MARK: - Rewrite

    /// Statements with their invariant expressions as sites.
    private mutating func rewrite(_ statements: [Statement]) -> [Statement] {
        statements.map { statement in
            switch statement {
            case .emit(let ir): .emit(rewrite(ir))
            case .setLocal(let slot, let ir): .setLocal(slot, rewrite(ir))
            case .setGlobal(let index, let ir): .setGlobal(index, rewrite(ir))
            case .evaluate(let ir): .evaluate(rewrite(ir))
            case .return(let ir): .return(ir.map { rewrite($0) })
            case .branch(let c, let a, let b): .branch(rewrite(c), rewrite(a), rewrite(b))
            case .loop(let slot, let sequence, let body, let range):
                .loop(slot: slot, rewrite(sequence), rewritingLoopBody(body), range)
            case .whileLoop(let c, let body, let checksFirst, let range):
                .whileLoop(rewrite(c), rewrite(body), checksFirst: checksFirst, range)
            case .breakable(let body): .breakable(rewrite(body))
            case .catching(let body, let errorSlot, let handler):
                .catching(rewrite(body), errorSlot: errorSlot, handler: rewrite(handler))
            default: statement
            }
        }
    }

    /// A loop's body (per-frame sites are made only inside one).
    private mutating func rewritingLoopBody(_ body: [Statement]) -> [Statement] {
        loopDepth += 1
        defer { loopDepth -= 1 }
        return rewrite(body)
    }

    /// `ir` as a site when it is invariant and worth a lookup; inside a ForEach or loop, as a per-frame site when it
    /// reads `time` or `frame` and no local (MemoSite.perFrame: one value per frame for every element); else with
    /// its children rewritten.
    private mutating func rewrite(_ ir: IR) -> IR {
        var (bound, free) = (Set<Int>(), Set<Int>())
        if isInvariant(ir, &bound, &free), free.count <= 3, Self.worthALookup(ir) {
            nextSite += 1
            return .memo(MemoSite(id: nextSite, locals: free.sorted(), body: ir))
        }
        if loopDepth > 0, !insidePerFrameSite, isPerFrame(ir), Self.readsTime(ir), Self.worthALookup(ir) {
            nextSite += 1
            let id = nextSite
            insidePerFrameSite = true
            defer { insidePerFrameSite = false }
            return .memo(MemoSite(id: id, locals: [], body: rewriteChildren(ir), perFrame: true))
        }
        return rewriteChildren(ir)
    }

    /// `ir` with its children rewritten.
    private mutating func rewriteChildren(_ ir: IR) -> IR {
        switch ir {
        case .apply(let implementation, let arguments, let range):
            if let grouped = groupingInvariantTail(implementation, arguments, range) { return grouped }
            return .apply(implementation, arguments.map { rewrite($0) }, range)
        case .modifier(let maker, let arguments, let range):
            if let kept = keepingModifier(maker, arguments, range) { return kept }
            return .modifier(maker, arguments.map { rewrite($0) }, range)
        case .construct(let fields): return .construct(fields.map { rewrite($0) })
        case .and(let l, let r): return .and(rewrite(l), rewrite(r))
        case .or(let l, let r): return .or(rewrite(l), rewrite(r))
        case .numeric(let op, let l, let r, let range): return .numeric(op, rewrite(l), rewrite(r), range)
        case .conditional(let c, let t, let e): return .conditional(rewrite(c), rewrite(t), rewrite(e))
        case .call(let index, let receiver, let arguments, let range):
            return .call(index, receiver: receiver.map { rewrite($0) }, arguments.map { rewrite($0) }, range)
        case .builder(let statements): return .builder(rewrite(statements))
        case .forEach(let data, let slot, let body, let range):
            let sequence = rewrite(data)
            loopDepth += 1
            defer { loopDepth -= 1 }
            return .forEach(sequence, slot: slot, rewrite(body), range)
        case .storedProperty(let base, let index): return .storedProperty(rewrite(base), index)
        case .bind(let slot, let value, let optional): return .bind(slot, rewrite(value), optional: optional)
        case .block(let statements, let range): return .block(rewrite(statements), range)
        case .implicitAnimation(let value): return .implicitAnimation(rewrite(value))
        default: return ir
        }
    }

    /// An apply whose arguments end in two or more invariant expressions worth a lookup each (and read at most three
    /// locals between them), as one site for the whole tail after its other arguments: one lookup instead of one per
    /// argument. Only a tail: the leading arguments are evaluated first, so the order of evaluation (and so which
    /// failure is reported first) is as written.
    private mutating func groupingInvariantTail(
        _ implementation: @escaping BuiltinImplementation, _ arguments: [IR], _ range: SourceRange
    ) -> IR? {
        var start = arguments.count
        var free = Set<Int>()
        var worth = 0
        while start > 0 {
            var (bound, argumentFree) = (Set<Int>(), Set<Int>())
            guard isInvariant(arguments[start - 1], &bound, &argumentFree),
                free.union(argumentFree).count <= 3
            else { break }
            free.formUnion(argumentFree)
            if Self.worthALookup(arguments[start - 1]) { worth += 1 }
            start -= 1
        }
        guard worth >= 2 else { return nil }
        nextSite += 1
        let site = MemoSite(id: nextSite, locals: free.sorted(), body: .construct(Array(arguments[start...])))
        return .applyInvariantTail(implementation, arguments[..<start].map { rewrite($0) }, site, range)
    }

    /// A modifier call on a variant receiver whose arguments (one at least) are all invariant and read at most three
    /// locals between them, as one site for the arguments that also keeps the modifier made from them
    /// (IR.modifierInvariantArguments): one lookup instead of the values array, the maker and the modifier's box.
    /// The receiver is evaluated first, as written.
    private mutating func keepingModifier(
        _ maker: ModifierMaker, _ arguments: [IR], _ range: SourceRange
    ) -> IR? {
        guard arguments.count >= 2 else { return nil }
        var free = Set<Int>()
        for argument in arguments.dropFirst() {
            var bound = Set<Int>()
            guard isInvariant(argument, &bound, &free), free.count <= 3 else { return nil }
        }
        nextSite += 1
        let site = MemoSite(id: nextSite, locals: free.sorted(), body: .construct(Array(arguments.dropFirst())))
        return .modifierInvariantArguments(maker, receiver: rewrite(arguments[0]), site, range)
    }

    /// Whether `ir` is pure and reads nothing but constants, `time` and `frame` (no local, global or `self`), so it
    /// has one value per frame: the same rules as `isInvariant` with `time` and `frame` allowed and no locals.
    private func isPerFrame(_ ir: IR) -> Bool {
        switch ir {
        case .constant, .time, .frame: return true
        case .apply(_, let arguments, _), .construct(let arguments): return arguments.allSatisfy(isPerFrame)
        case .and(let l, let r), .or(let l, let r), .numeric(_, let l, let r, _): return isPerFrame(l) && isPerFrame(r)
        case .conditional(let c, let t, let e): return isPerFrame(c) && isPerFrame(t) && isPerFrame(e)
        case .call(let index, let receiver, let arguments, _):
            guard pureRoutines[index] else { return false }
            if let receiver, !isPerFrame(receiver) { return false }
            return arguments.allSatisfy(isPerFrame)
        default: return false
        }
    }

    /// Whether `ir` reads `time` or `frame` (an expression of constants alone is an invariant site or not worth one).
    private static func readsTime(_ ir: IR) -> Bool {
        switch ir {
        case .time, .frame: return true
        case .apply(_, let arguments, _), .construct(let arguments): return arguments.contains(where: readsTime)
        case .and(let l, let r), .or(let l, let r), .numeric(_, let l, let r, _): return readsTime(l) || readsTime(r)
        case .conditional(let c, let t, let e): return readsTime(c) || readsTime(t) || readsTime(e)
        case .call(_, let receiver, let arguments, _):
            return (receiver.map(readsTime) ?? false) || arguments.contains(where: readsTime)
        default: return false
        }
    }

    /// Whether a lookup (a lock and a hash) saves work: a call, a ForEach or a builder, or three nodes or more.
    private static func worthALookup(_ ir: IR) -> Bool {
        var nodes = 0
        func count(_ ir: IR) -> Bool {
            nodes += 1
            switch ir {
            case .call, .forEach, .builder: return true
            case .apply(_, let arguments, _), .modifier(_, let arguments, _), .construct(let arguments):
                return arguments.contains(where: count)
            case .and(let l, let r), .or(let l, let r), .numeric(_, let l, let r, _): return count(l) || count(r)
            case .conditional(let c, let t, let e): return count(c) || count(t) || count(e)
            case .storedProperty(let base, _): return count(base)
            default: return false
            }
        }
        return count(ir) || nodes >= 3
    }
}
