// Evaluator.swift: runs checked IR for one frame.
// Rule: Swift semantics for the subset: statements in order, `&&`/`||`/`?:` short-circuit, top-level constants
// initialised in source order, run-time failures (overflow, division by zero, index out of range) reported at the
// expression's range instead of trapping. One Evaluator per frame, so frames evaluate concurrently without sharing
// anything mutable. Status: complete for issue #2.

import Animate
import Synchronization

/// Evaluates a checked program at one instant.
struct Evaluator {
    /// Locals of the routine being run, and the instance whose member it is.
    struct Frame: Sendable {
        /// Counts routine runs, process-wide: only compared for identity, so the numbers never reach a frame's output.
        static let invocations = Atomic<UInt64>(0)

        var locals: [Value]
        var selfValues: [Value]
        /// `self`: the struct instance, enum case or extended value (a view, a Double) whose member is running.
        var selfValue: Value = .void
        /// The identity of the view instance whose code is running (0: none, a scene event): which value of a View's
        /// `@State` it reads and writes (InstanceStates.swift).
        var instance: UInt64 = 0

        /// Which run of a routine this frame is (copies share it): a closure called in the run that made it shares
        /// that run's variables (Evaluator+Closures).
        var invocation: UInt64

        init(slotCount: Int, arguments: [Value] = [], selfValues: [Value] = []) {
            invocation = Frame.invocations.add(1, ordering: .relaxed).newValue
            locals = arguments
            // Appended in place: the caller reserved `slotCount` (`call`), so the locals stay in one allocation.
            if locals.count < slotCount {
                locals.append(contentsOf: repeatElement(.void, count: slotCount - locals.count))
            }
            self.selfValues = selfValues
        }
    }

    /// Routine calls deeper than this are reported (a runaway recursion) rather than overflowing a worker's stack:
    /// 64 levels, each a function with a stack and a ForEach, fit a 512 KB thread stack (measured, release build).
    static let maximumCallDepth = 64

    let routines: [Routine]
    var globals: [Value?]
    var time: Double
    let frame: Int
    var depth = 0
    /// Expression depth and steps of this evaluation (Evaluator+Limits).
    var budget = EvaluationBudget()
    /// The steps of this evaluation's GeometryReader contents, run later by layout (Evaluator+GeometryReader).
    var deferredSteps: DeferredSteps?
    /// Globals whose value was set before the run (`@State` from a snapshot): their initialisers do not run.
    var preset: [Bool]
    /// The running hash of the calls and ForEach/loop elements around the code being run, for view identity.
    private(set) var identityContext: UInt64 = 0xcbf2_9ce4_8422_2325
    /// How many `UUID()`s each (identity, call site) made so far in this run: the n-th value an initialiser makes in
    /// one place (`items.map { Item(title: $0) }` with `var id = UUID()`) is a UUID of its own, as each `UUID()` is,
    /// and the same in every frame, so identities built from it stay stable (Evaluator+Intrinsics `.uuid`).
    var uuidCounts: [UInt64: UInt64] = [:]
    /// While an event runs: records an update at each transaction boundary (StateTimeline).
    var recorder: StateRecorder?
    /// What keyframe and phase animators know of their triggers' past (Evaluator+Animators).
    var animatorTriggers = AnimatorTriggers.none
    /// When set, `.action` views record their actions here (Evaluator+Actions).
    var collected: [CollectedAction]?
    /// Where actions of content built at layout time (a GeometryReader's) go while `collected` is set.
    var lateActions: LayoutContentHandoff?
    /// Work the running actions scheduled (TimelineRunner takes it after each run).
    var scheduled: [ScheduledWork] = []
    /// While the timeline evaluates the views: where work a body schedules goes, to run after the update (its direct
    /// `@State` writes are dropped, BodyUpdates); nil in a frame's evaluation, whose state the timeline has already settled.
    var bodyUpdates: BodyUpdates?
    /// The state holding the object whose method is running (a `@StateObject` model's), so work that method
    /// schedules (a Task, `asyncAfter`, a timer's `sink`) changes that object when it runs (TimelineRunner).
    var selfState: (global: Int, instance: UInt64, path: [Int])?
    /// Set by `timer.upstream.connect().cancel()` during a run (Statement.cancelTimer).
    var timerCancelled = false
    /// Which timer publishers are connected and who receives their ticks (Evaluator+TimerPublisher).
    var timers = TimerConnections()
    /// Set while the timeline runs, so `tap("Title")` can build the current views.
    var tapSource: TapSource?
    /// A `break` or `continue` leaving statements until a loop (or a switch, for `break`) takes it.
    var jump: Jump?
    /// While loops run at most this many times in one evaluation (docs/ARCHITECTURE.md "Limits are counters").
    static let maximumLoopIterations = 100_000
    /// When set, the longest `animation(_:value:)` animation evaluated so far, in seconds (IR.implicitAnimation).
    var longestImplicitAnimation: Double?
    /// The generator of `Double.random(in:)` and friends: seeded from (scene seed, frame) (RandomSource).
    var random: RandomSource
    /// The values `.environment(\.key, …)` set around the view being evaluated (EnvironmentValues.swift).
    var environment: [String: Value] = [:]
    /// The program's table of frame-invariant values (FrameMemo); nil: every `.memo` site is evaluated.
    var memo: FrameMemo?
    /// Lookups in `memo` this evaluator made (tests).
    var memoLookups = 0
    /// The last trace of this state's lookups being followed, and this evaluation's own (MemoTrace.swift).
    var memoTrace = MemoTraceCursor(nil)
    /// This evaluation's values of per-frame sites (Evaluator+Memo, `perFrameValue`).
    var perFrameValues: [PerFrameValue] = []
    /// Emptied argument arrays of finished builtin calls, reused by the next (`apply`): one per nesting level.
    private var argumentBuffers: [[Value]] = []

    init(routines: [Routine], globalCount: Int, time: Double, frame: Int, seed: UInt64 = 0) {
        self.routines = routines
        self.globals = Array(repeating: nil, count: globalCount)
        self.preset = Array(repeating: false, count: globalCount)
        self.time = time
        self.frame = frame
        self.random = RandomSource(seed: seed, frame: frame)
    }

    /// Sets `@State` globals before the top level runs, so their initialisers are skipped.
    mutating func preset(_ values: [(index: Int, value: Value)]) {
        for (index, value) in values {
            globals[index] = value
            preset[index] = true
        }
    }

    /// Runs top-level statements; returns the views they emitted.
    mutating func runTopLevel(_ routine: Routine) throws(RuntimeFailure) -> [ViewNode] {
        var frame = Frame(slotCount: routine.slotCount)
        var views: [ViewNode] = []
        // Every run makes the same UUIDs (uuidCounts): an evaluator that runs the scene again starts over.
        uuidCounts = [:]
        _ = try run(routine.body, &frame, &views)
        return views
    }

    // MARK: - Expressions

    mutating func evaluate(_ ir: IR, _ f: inout Frame) throws(RuntimeFailure) -> Value {
        // A site is not an expression of the source: it counts no step and no depth (Evaluator+Memo).
        if case .memo(let site) = ir { return try memoized(site, &f) }
        try enterExpression()
        defer { budget.depth -= 1 }
        switch ir {
        case .constant(let value): return value
        case .time: return .double(time)
        case .frame: return .int(frame)
        case .local(let slot): return f.locals[slot]
        case .global(let index, let name, let range):
            guard let value = globals[index] else { return try initializeStatic(index, name, range, &f) }
            if case .instanceStates(var states) = value {
                let current = states.value(for: f.instance)
                states.keep(current, for: f.instance)
                globals[index] = .instanceStates(states)
                return current
            }
            return value
        case .selfProperty(let index): return f.selfValues[index]
        case .selfInstance:
            // A struct's `self` is its stored properties as they are now (an initialiser assigns them one by one);
            // an extension of a built-in type (`Color`, `Double`) has the receiver's value.
            switch f.selfValue {
            case .instance, .void: return .instance(f.selfValues)
            default: return f.selfValue
            }
        case .storedProperty(let base, let index): return try evaluate(base, &f).instance[index]
        case .apply(let implementation, let arguments, let range):
            budget.range = range
            return try apply(implementation, arguments, range, &f)
        case .numeric(let op, let l, let r, let range):
            // As `.apply`: the range first, then the operands in order.
            budget.range = range
            let a = try evaluate(l, &f)
            return try op.apply(a, try evaluate(r, &f), range)
        case .and(let l, let r): return .bool(try evaluate(l, &f).bool ? try evaluate(r, &f).bool : false)
        case .or(let l, let r): return .bool(try evaluate(l, &f).bool ? true : try evaluate(r, &f).bool)
        case .conditional(let c, let t, let e):
            return try evaluate(c, &f).bool ? try evaluate(t, &f) : try evaluate(e, &f)
        case .call(let index, let receiver, let arguments, let range):
            budget.range = range
            return try call(index, receiver: receiver, arguments: arguments, range: range, &f)
        case .construct(let fields):
            return .instance(try evaluateAll(fields, &f))
        case .builder(let statements):
            return try build(statements, &f)
        case .forEach(let data, let slot, let body, let range):
            budget.range = range
            return try forEach(data, slot: slot, body, range, &f)
        case .customShape(let name, let routine, let instance, let animatable, let make, let range):
            let shape = customShape(
                name, routine: routine, instance: try evaluate(instance, &f), animatable: animatable)
            var result = try make([.customShape(shape)], range)
            stampViews(&result)
            return result
        case .customLayout(let name, let size, let place, let instance, let content, let make, let range):
            let layout = customLayout(name, size: size, place: place, instance: try evaluate(instance, &f).instance)
            var result = try make([.customLayout(layout), try evaluate(content, &f)], range)
            stampViews(&result)
            return result
        case .pathBlock(let statements, let result):
            var views: [ViewNode] = []
            _ = try run(statements, &f, &views)
            return try evaluate(result, &f)
        case .animator(let animator):
            return try animate(animator, &f)
        case .intrinsic(let intrinsic):
            return try evaluateIntrinsic(intrinsic, &f)
        case .implicitAnimation(let ir):
            let value = try evaluate(ir, &f)
            if let longest = longestImplicitAnimation, case .animation(let animation) = value {
                longestImplicitAnimation = max(longest, animation.settlingDuration ?? .infinity)
            }
            return value
        case .bind(let slot, let ir, let optional):
            let value = try evaluate(ir, &f)
            if optional, case .absent = value { return .bool(false) }
            f.locals[slot] = value
            return .bool(true)
        case .block(let statements, let range):
            return try block(statements, range, &f)
        case .geometryReader(let slot, let body, let range):
            return try geometryReader(slot: slot, body, range, f)
        case .visualEffect(let views, let content, let proxy, let body, let range):
            return try visualEffect(views, content: content, proxy: proxy, body, range, &f)
        case .anchorPreference(let views, let preference, let range):
            return try anchorPreference(views, preference, range, &f)
        case .alignmentGuide(let views, let guide, let computeValue, let range):
            return try alignmentGuide(views, guide: guide, computeValue: computeValue, range, &f)
        case .appearance(let ir):
            let now = time
            time = 0
            defer { time = now }
            return try evaluate(ir, &f)
        case .canvas(let context, let size, let body, let symbols, let range):
            return try canvas(context: context, size: size, body, symbols: symbols, range, &f)
        case .customButtonStyle(let content, let style, let makeBody, let range):
            return try customButtonStyle(content, style: style, makeBody: makeBody, range, &f)
        case .bindingValue(let reference, let range):
            let bound = try evaluate(reference, &f)
            if let custom = BindingPath.closures(bound) {
                var frame = custom.get.frame
                return try runClosure(custom.get, &frame, range)
            }
            if let held = BindingPath.constantValue(bound) { return held }
            let (global, instance, path) = BindingPath.split(bound)
            guard globals.indices.contains(global), var value = globals[global] else {
                throw RuntimeFailure("a binding is read before its state is initialized", at: range)
            }
            if case .instanceStates(let states) = value { value = states.value(for: instance) }
            guard let part = BindingPath.read(value, path[...]) else {
                throw RuntimeFailure("a binding to an element reads past the end of its array", at: range)
            }
            return part
        case .action(let kind, let content, let body, let observed, let range):
            return try action(kind, content, body, observed: observed, range, &f)
        case .memo(let site):
            return try evaluate(site.body, &f)
        case .applyInvariantTail(let implementation, let arguments, let site, let range):
            budget.range = range
            return try apply(implementation, arguments, range, &f, invariantTail: site)
        case .modifier(let maker, let arguments, let range):
            budget.range = range
            return try applyModifier(maker, arguments, range, &f)
        case .modifierInvariantArguments(let maker, let receiver, let site, let range):
            budget.range = range
            return try applyModifier(maker, receiver: receiver, site, range, &f)
        case .stateReference(let global):
            return stateReference(global, f)
        case .customEffect(let name, let routine, let instance, let animatable, let content, let range):
            let views = try evaluate(content, &f).views
            let effect = customEffect(
                name, routine: routine, instance: try evaluate(instance, &f).instance, animatable: animatable)
            let applied = AppliedModifier(name: name, arguments: [], modifier: effect)
            return .views(stamped(views.map { $0.modified(applied, range: range) }))
        }
    }

    /// An `if`/`switch` expression's statements: the value they return.
    @inline(never)
    private mutating func block(
        _ statements: [Statement], _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        var views: [ViewNode] = []
        if let value = try run(statements, &f, &views) { return value }
        jump = nil
        throw RuntimeFailure(
            "no case of this 'switch' matched the value", at: range, hint: "add a 'default:' case")
    }

    /// The values of `irs`, in order, in an array with room for `capacity` (a routine's locals). Kept out of
    /// `evaluate` (with the other multi-step cases) so its stack frame stays small: nested calls recurse through it.
    @inline(never)
    private mutating func evaluateAll(
        _ irs: [IR], _ f: inout Frame, capacity: Int = 0
    ) throws(RuntimeFailure) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(max(irs.count, capacity))
        for ir in irs { values.append(try evaluate(ir, &f)) }
        return values
    }

    /// A builtin's call (an operator, a view initialiser, a modifier). Its arguments go into an array kept from an
    /// earlier call that has finished (`argumentBuffers`, one per nesting level), emptied in place afterwards:
    /// allocating and freeing one array per call was the largest allocation count of a 1000-view frame's
    /// evaluation (issue #21, bench/README.md). An implementation that keeps the array (an array literal's value)
    /// shares it, and emptying then allocates a new one, as before.
    /// `invariantTail`: the site of the trailing arguments (IR.applyInvariantTail), evaluated after `arguments`.
    @inline(never)
    private mutating func apply(
        _ implementation: BuiltinImplementation, _ arguments: [IR], _ range: SourceRange, _ f: inout Frame,
        invariantTail: MemoSite? = nil
    ) throws(RuntimeFailure) -> Value {
        var values = argumentBuffers.popLast() ?? []
        values.reserveCapacity(arguments.count)
        for ir in arguments { values.append(try evaluate(ir, &f)) }
        if let invariantTail { try appendMemoizedTail(invariantTail, to: &values, &f) }
        var result = try implementation(values, range)
        // Emptied from the end: `removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`, some eighty
        // instructions and a move per call for one or two values.
        while !values.isEmpty { values.removeLast() }
        argumentBuffers.append(values)
        stampViews(&result)
        return result
    }

    /// A builtin modifier's call (IR.modifier): as `apply` of the overload's implementation, but the maker is called
    /// directly: the arguments go into a reused buffer (`argumentBuffers`; the modifier keeps up to two values in its
    /// own box, WrittenArguments) and the receiver's views are wrapped in place when no one else holds them (no new
    /// array).
    @inline(never)
    private mutating func applyModifier(
        _ maker: ModifierMaker, _ arguments: [IR], _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        var views = try evaluate(arguments[0], &f).views
        let applied = try madeModifier(maker, arguments, range, &f)
        return wrapped(&views, in: applied, range)
    }

    /// The modifier of an IR.modifier call, made from its arguments (the receiver, `arguments[0]`, excluded).
    private mutating func madeModifier(
        _ maker: ModifierMaker, _ arguments: [IR], _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> AppliedModifier {
        var values = argumentBuffers.popLast() ?? []
        values.reserveCapacity(arguments.count - 1)
        for i in 1..<arguments.count { values.append(try evaluate(arguments[i], &f)) }
        let applied = try maker.make(values, range)
        // More than two values are kept as this array: emptying it then copies it once, as a new array would.
        while !values.isEmpty { values.removeLast() }
        argumentBuffers.append(values)
        return applied
    }

    /// An emitted modifier call (IR.modifier or IR.modifierInvariantArguments, `.emit`): its views appended to
    /// `views` and wrapped there, down the chain of modifier calls to the first receiver that is not one. The same
    /// steps, depths, ranges, order of evaluation and stamps as `evaluate`, without a value of its own: a receiver's
    /// views that FrameMemo shares (stress's whole `Rectangle().fill(…).frame(…)`) were copied into a one-view array
    /// by the first modifier that changes every frame, one allocation per view and frame (issue #21,
    /// bench/README.md "Per-view representation (stop 49)"); appended to the ForEach's array, they are wrapped in
    /// place. A failure takes back what the call appended, as a call that throws emits nothing (`do`/`catch`).
    @inline(never)
    private mutating func emitModified(
        _ ir: IR, _ f: inout Frame, _ views: inout [ViewNode]
    ) throws(RuntimeFailure) {
        let start = views.count
        do {
            try appendModified(ir, &f, &views)
        } catch {
            views.removeSubrange(start...)
            throw error
        }
    }

    /// `emitModified` of one modifier call: as `evaluate`'s `.modifier` and `.modifierInvariantArguments` cases
    /// (the expression entered, the receiver's views, then the arguments or the site's modifier), each view that the
    /// receiver appended wrapped and stamped at its index among them, as `wrapped` does.
    private mutating func appendModified(
        _ ir: IR, _ f: inout Frame, _ views: inout [ViewNode]
    ) throws(RuntimeFailure) {
        try enterExpression()
        defer { budget.depth -= 1 }
        let start = views.count
        let (applied, range): (AppliedModifier, SourceRange)
        switch ir {
        case .modifier(let maker, let arguments, let written):
            budget.range = written
            try appendReceiver(arguments[0], &f, &views)
            (applied, range) = (try madeModifier(maker, arguments, written, &f), written)
        case .modifierInvariantArguments(let maker, let receiver, let site, let written):
            budget.range = written
            try appendReceiver(receiver, &f, &views)
            (applied, range) = (try memoizedModifier(maker, site, written, &f), written)
        default:
            preconditionFailure("appendModified of a call that is not a modifier's")
        }
        for i in start..<views.count {
            views[i] = views[i].modified(applied, range: range)
            Evaluator.stamp(&views[i], identityContext, salt: UInt64(i - start))
        }
    }

    /// A modifier call's receiver's views appended to `views` (a chain of modifier calls through `appendModified`,
    /// anything else through `appendViews(of:)`, as `.emit` appends).
    private mutating func appendReceiver(
        _ receiver: IR, _ f: inout Frame, _ views: inout [ViewNode]
    ) throws(RuntimeFailure) {
        switch receiver {
        case .modifier, .modifierInvariantArguments:
            try appendModified(receiver, &f, &views)
        default:
            try appendViews(of: receiver, &f, &views)
        }
    }

    /// The views of `ir` appended to `views`. The first views emitted into an unallocated array become it (a
    /// ForEach's hundreds are not copied one by one); an array with room reserved (ForEach) is appended to.
    @inline(__always)
    private mutating func appendViews(of ir: IR, _ f: inout Frame, _ views: inout [ViewNode]) throws(RuntimeFailure) {
        let emitted = try evaluate(ir, &f).views
        if views.capacity == 0 { views = emitted } else { views.append(contentsOf: emitted) }
    }

    /// A modifier call whose arguments are frame-invariant (IR.modifierInvariantArguments): the modifier comes from
    /// the site (Evaluator+Memo).
    @inline(never)
    private mutating func applyModifier(
        _ maker: ModifierMaker, receiver: IR, _ site: MemoSite, _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        var views = try evaluate(receiver, &f).views
        let applied = try memoizedModifier(maker, site, range, &f)
        return wrapped(&views, in: applied, range)
    }

    /// `views` wrapped by `applied` and stamped, as the call's value.
    private func wrapped(_ views: inout [ViewNode], in applied: AppliedModifier, _ range: SourceRange) -> Value {
        ModifierMaker.wrap(&views, in: applied, range: range)
        stamp(&views)
        return .views(views)
    }

    @inline(never)
    mutating func build(_ statements: [Statement], _ f: inout Frame) throws(RuntimeFailure) -> Value {
        var views: [ViewNode] = []
        // A body with an explicit `return` (Checker.hasExplicitReturn) gives the returned view.
        if let returned = try run(statements, &f, &views) { return returned }
        return .views(views)
    }

    @inline(never)
    static func uninitialized(_ name: String, at range: SourceRange) -> RuntimeFailure {
        RuntimeFailure(
            "'\(name)' is used before it is initialized", at: range,
            hint: "declare '\(name)' above the code that first runs it")
    }

    /// Calls routine `index`; `writes` copies its `inout` parameters' last values back to their `&x` arguments
    /// (Checker+InOut; The Swift Programming Language, "Functions": In-Out Parameters, copy-in copy-out).
    @inline(never)
    mutating func call(
        _ index: Int, receiver: IR?, arguments: [IR], range: SourceRange, writes: [InOutWrite] = [],
        _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        let routine = routines[index]
        // Room for all the routine's locals: the arguments become its first locals (Frame.init).
        let values = try evaluateAll(arguments, &f, capacity: routine.slotCount)
        let receiverValue = try receiver.map { r throws(RuntimeFailure) in try evaluate(r, &f) } ?? .void
        var selfValues: [Value] = []
        if case .instance(let fields) = receiverValue { selfValues = fields }
        try enterCall("'\(routine.name)'", at: range)
        let savedContext = identityContext
        identityContext = Evaluator.mix(identityContext, UInt64(range.start.offset) &+ 0x1_0000_0000)
        defer {
            depth -= 1
            identityContext = savedContext
        }
        var frame = Frame(slotCount: routine.slotCount, arguments: values, selfValues: selfValues)
        frame.selfValue = receiverValue
        // A member of another instance (a view's `body` where the view is written) runs as that instance, known by
        // where it is called; `self.member()`, functions and statics run as the caller (InstanceStates.swift).
        // … and counts its UUIDs afresh: a body evaluated twice makes the same ones (uuidCounts).
        var savedCounts: [UInt64: UInt64]?
        if case .instance = receiverValue, let receiver, !receiver.isSelfInstance {
            frame.instance = identityContext
            savedCounts = uuidCounts
            uuidCounts = [:]
        } else {
            frame.instance = f.instance
        }
        defer { if let savedCounts { uuidCounts = savedCounts } }
        var views: [ViewNode] = []
        let returned = try run(routine.body, &frame, &views)
        // Copy-out in parameter order, after the body ran: a later write to the same variable wins, as in Swift.
        for write in writes { try store(frame.locals[write.slot], to: write.target, &f) }
        return returned ?? (routine.producesViews ? .views(views) : .void)
    }

    @inline(never)
    private mutating func forEach(
        _ data: IR, slot: Int?, _ body: [Statement], _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        var views: [ViewNode] = []
        let savedContext = identityContext
        defer { identityContext = savedContext }
        switch try evaluate(data, &f) {
        case .range(let lower, let upper):
            try checkForEachCount(lower, upper, at: range)
            // Room for one view per element (the usual body): the array is not regrown, and its views copied, about
            // log₂(count) times (issue #21).
            views.reserveCapacity(max(0, min(upper - lower, 1 << 12)))
            for i in lower..<upper {
                try countIteration(at: range)
                if let slot { f.locals[slot] = .int(i) }
                identityContext = Evaluator.mix(savedContext, .int(i))
                _ = try run(body, &f, &views)
            }
        case .array(let elements):
            try checkForEachCount(0, elements.count, at: range)
            for element in elements {
                try countIteration(at: range)
                if let slot { f.locals[slot] = element }
                identityContext = Evaluator.mix(savedContext, element)
                _ = try run(body, &f, &views)
            }
        default:
            preconditionFailure("ForEach over a value that is neither a range nor an array")
        }
        return .views(views)
    }

    // MARK: - Statements

    /// Runs statements, appending emitted views to `views`; returns the value of a `return`, if one ran.
    mutating func run(
        _ statements: [Statement], _ f: inout Frame, _ views: inout [ViewNode]
    ) throws(RuntimeFailure) -> Value? {
        for statement in statements {
            if jump != nil { return nil }
            switch statement {
            case .emit(let ir):
                switch ir {
                case .modifier, .modifierInvariantArguments:
                    // Wrapped where they land (emitModified).
                    try emitModified(ir, &f, &views)
                default:
                    try appendViews(of: ir, &f, &views)
                }
            case .setLocal(let slot, let ir):
                f.locals[slot] = try evaluate(ir, &f)
            case .setGlobal(let index, let ir):
                if preset[index] && recorder == nil {
                    if case .void? = globals[index] {
                        // A View's state the timeline never saw constructed (only content layout builds holds the
                        // view): its construction sets its start now, so the body never reads it uninitialised.
                        let value = try evaluate(ir, &f)
                        if value.isInstanceStates { globals[index] = value }
                    } else if bodyUpdates != nil {
                        // A write during a view update: its value is computed, then dropped, as SwiftUI's state
                        // storage drops it (BodyUpdates).
                        _ = try evaluate(ir, &f)
                    }
                    continue
                }
                let value = try evaluate(ir, &f)
                if case .instanceStates(var states)? = globals[index] {
                    if recorder == nil, bodyUpdates != nil, !value.isInstanceStates {
                        // A View's state written by its body while the timeline first builds the views: dropped.
                        continue
                    }
                    states.write(value, by: f.instance)
                    globals[index] = .instanceStates(states)
                } else {
                    globals[index] = value
                }
            case .transaction(let ir, let body):
                let animation = try evaluate(ir, &f).optionalAnimation
                recorder?.record(globals, animation: nil)
                if let returned = try run(body, &f, &views) { return returned }
                recorder?.record(globals, animation: animation)
            case .evaluate(let ir):
                _ = try evaluate(ir, &f)
            case .return(let ir):
                return try ir.map { value throws(RuntimeFailure) in try evaluate(value, &f) } ?? .void
            case .branch(let condition, let then, let otherwise):
                let taken = try evaluate(condition, &f).bool ? then : otherwise
                if let returned = try run(taken, &f, &views) { return returned }
            case .loop(let slot, let sequence, let body, let range):
                if let returned = try loop(slot: slot, sequence, body, range, &f, &views) { return returned }
            case .whileLoop(let condition, let body, let checksFirst, let range):
                if let returned = try whileLoop(condition, body, checksFirst: checksFirst, range, &f, &views) {
                    return returned
                }
            case .jump(let kind):
                jump = kind
                return nil
            case .breakable(let body):
                if let returned = try run(body, &f, &views) { return returned }
                if jump == .break { jump = nil }
            case .catching(let body, let errorSlot, let handler):
                do {
                    if let returned = try run(body, &f, &views) { return returned }
                } catch {
                    guard let thrown = error.thrown else { throw error }
                    f.locals[errorSlot] = thrown
                    if let returned = try run(handler, &f, &views) { return returned }
                }
            case .schedule(let delay, let every, let body, let range):
                try schedule(delay: delay, every: every, body, range, &f)
            case .tap(let title, let range):
                try tap(title, range, &f, &views)
            case .tapAt(let point, let range):
                try tap(at: point, range, &f, &views)
            case .setSelf(let index, let ir):
                f.selfValues[index] = try evaluate(ir, &f)
            case .replaceSelf(let ir):
                let value = try evaluate(ir, &f)
                f.selfValue = value
                if case .instance(let fields) = value { f.selfValues = fields }
            case .setBinding(let reference, let ir):
                let bound = try evaluate(reference, &f)
                if let custom = BindingPath.closures(bound) {
                    // A `Binding(get:set:)`: its setter takes the new value.
                    var frame = custom.set.frame
                    if let slot = custom.set.parameters.first { frame.locals[slot] = try evaluate(ir, &f) }
                    _ = try runClosure(custom.set, &frame, .none)
                    continue
                }
                guard let target = writableState(bound) else { continue }
                store(try evaluate(ir, &f), at: target)
            case .cancelTimer(nil):
                timerCancelled = true
            case .cancelTimer(let connection?):
                try cancelTimer(connection, &f)
            case .subscribe(let publisher, let body, let range):
                try subscribe(publisher, body, range, &f)
            case .connectTimer(let publisher):
                try connectTimer(publisher, &f)
            }
        }
        return nil
    }

    private mutating func loop(
        slot: Int?, _ sequence: IR, _ body: [Statement], _ range: SourceRange, _ f: inout Frame,
        _ views: inout [ViewNode]
    ) throws(RuntimeFailure) -> Value? {
        let elements: [Value]
        let savedContext = identityContext
        defer { identityContext = savedContext }
        switch try evaluate(sequence, &f) {
        case .range(let lower, let upper):
            for i in lower..<upper {
                try countIteration(at: range)
                if let slot { f.locals[slot] = .int(i) }
                identityContext = Evaluator.mix(savedContext, .int(i))
                if let returned = try run(body, &f, &views) { return returned }
                if takeJump() { break }
            }
            return nil
        case .array(let items): elements = items
        default: preconditionFailure("for-in over a value that is neither a range nor an array")
        }
        for element in elements {
            try countIteration(at: range)
            if let slot { f.locals[slot] = element }
            identityContext = Evaluator.mix(savedContext, element)
            if let returned = try run(body, &f, &views) { return returned }
            if takeJump() { break }
        }
        return nil
    }

    /// Takes a pending jump at the end of a loop body: true for `break` (leave the loop), false for `continue` or none.
    private mutating func takeJump() -> Bool {
        defer { jump = nil }
        return jump == .break
    }

    @inline(never)
    private mutating func whileLoop(
        _ condition: IR, _ body: [Statement], checksFirst: Bool, _ range: SourceRange, _ f: inout Frame,
        _ views: inout [ViewNode]
    ) throws(RuntimeFailure) -> Value? {
        var iterations = 0
        if checksFirst, !(try evaluate(condition, &f).bool) { return nil }
        repeat {
            iterations += 1
            guard iterations <= Evaluator.maximumLoopIterations else {
                throw RuntimeFailure(
                    "loop ran more than \(Evaluator.maximumLoopIterations) times", at: range,
                    hint: "a loop needs a condition that becomes false")
            }
            if let returned = try run(body, &f, &views) { return returned }
            if takeJump() { break }
        } while try evaluate(condition, &f).bool
        return nil
    }

    // MARK: - Identity

    /// FNV-1a over one 64-bit word: deterministic across runs (Swift's `Hasher` is seeded per process).
    static func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
        var h = h
        for shift in stride(from: 0, to: 64, by: 8) {
            h = (h ^ ((word >> UInt64(shift)) & 0xff)) &* 0x100_0000_01b3
        }
        return h
    }

    /// A ForEach/loop element's contribution: an Int by value, anything else by its interpolation (SwiftUI's
    /// `id: \.self`).
    static func mix(_ h: UInt64, _ element: Value) -> UInt64 {
        if case .int(let i) = element { return mix(h, UInt64(bitPattern: Int64(i))) }
        var h = mix(h, 0x5eed)
        for byte in element.interpolated.utf8 { h = mix(h, UInt64(byte)) }
        return h
    }

    /// Gives every node not yet stamped an identity from where it was written and the current context.
    func stamped(_ views: consuming [ViewNode]) -> [ViewNode] {
        stamp(&views)
        return views
    }

    /// `stamped` on the views a call returned, in place: the value's own reference is dropped first, so the array
    /// is written without a copy (a copy per modifier call, issue #21).
    private func stampViews(_ result: inout Value) {
        guard case .views(var views) = result, views.contains(where: { $0.identity == 0 }) else { return }
        result = .void
        stamp(&views)
        result = .views(views)
    }

    private func stamp(_ views: inout [ViewNode]) {
        for i in views.indices where views[i].identity == 0 {
            Evaluator.stamp(&views[i], identityContext, salt: UInt64(i))
        }
    }

    private static func stamp(_ node: inout ViewNode, _ context: UInt64, salt: UInt64) {
        guard node.identity == 0 else { return }
        node.identity = mix(mix(context, UInt64(node.packedRange.startOffset)), salt) | 1
        switch node.kind {
        case .view(var view):
            guard view.children.contains(where: { $0.identity == 0 }) else { return }
            // Stamped in a local copy and written back once (AppliedView keeps its values in an immutable box).
            var children = view.children
            for i in children.indices { stamp(&children[i], node.identity, salt: UInt64(i)) }
            view.children = children
            node.kind = .view(view)
        case .group(var children):
            guard children.contains(where: { $0.identity == 0 }) else { return }
            for i in children.indices { stamp(&children[i], node.identity, salt: UInt64(i)) }
            node.kind = .group(children)
        case .modified(var content, var applied):
            let contentNeeds = content.identity == 0
            var secondaryNeeds = false
            if applied.secondaryNeedsIdentity, var secondary = applied.secondary {
                // background 2, overlay 3 (as before modifiers were types); any other secondary view 4.
                secondaryNeeds = true
                let salt: UInt64 = applied.name == "background" ? 2 : applied.name == "overlay" ? 3 : 4
                stamp(&secondary, node.identity, salt: salt)
                applied.secondary = secondary
            }
            guard contentNeeds || secondaryNeeds else { return }
            if contentNeeds { stamp(&content, node.identity, salt: 1) }
            node.kind = .modified(content, applied)
        default:
            return
        }
    }
}

/// Collects the state after each transaction of an event: one update per `withAnimation` block and one per run of
/// plain writes, each only if the state changed (Apple: withAnimation(_:_:) —
/// developer.apple.com/documentation/swiftui/withanimation(_:_:); OpenSwiftUI Transaction.swift and
/// AnimationModifier.swift: unchanged values start nothing).
struct StateRecorder {
    var stateGlobals: [Int]
    var last: [String]
    var updates: [(animation: Animation?, state: [Value])] = []

    init(stateGlobals: [Int], initial globals: [Value?]) {
        self.stateGlobals = stateGlobals
        last = stateGlobals.map { StateRecorder.key(globals[$0]) }
    }

    /// A state's value as compared between transactions; a View's `@State` by instance (InstanceStates.changeKey).
    static func key(_ value: Value?) -> String {
        if case .instanceStates(let states)? = value { return states.changeKey }
        return value?.interpolated ?? ""
    }

    mutating func record(_ globals: [Value?], animation: Animation?) {
        let keys = stateGlobals.map { StateRecorder.key(globals[$0]) }
        guard keys != last else { return }
        last = keys
        updates.append((animation, stateGlobals.map { globals[$0] ?? .void }))
    }
}
