// TimelineRunner.swift: runs a scene's changes in scene-time order, once at load: `at(t) { … }` events, the
// `onAppear` actions of the views on screen, `onChange` actions when their value changes, and the work those
// schedule (`asyncAfter`, a Task's sleeps, timers); records the state after each transaction (StateTimeline).
// Rule: Apple: View.onAppear(perform:) — developer.apple.com/documentation/swiftui/view/onappear(perform:) (runs
// before the first frame; a view that appears later runs it then); View.onChange(of:initial:_:) —
// developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (runs with the old and new values, in the
// transaction that changed the value). Order on the first frame: deepest views first, and on one view its
// `onAppear`/`onChange(initial: true)` in written order (measured by benigumo, "onAppear() ・onChange(initial: true) ・
// task() の実行順序", 2024; fatbobman, "Timing of onAppear Invocation", 2023: after layout, before the first
// render) — the order the evaluator builds the views in — then the timeline's own `at(0)` events. Work at equal times runs in the order it was scheduled. docs/ARCHITECTURE.md "Deterministic"
// and "Limits are counters": scene time, never a clock; at most `maximumRuns` runs. After the first frame and after
// each change, the state's views are laid out (GeometryLayout) for the `onGeometryChange` actions whose value changed,
// and, when a lazy container holds `onAppear` views, for the rows it creates (`createdAppearances`).
// Status: complete; `onDisappear` never runs.

import Animate
import Geometry

struct TimelineRunner {
    /// More runs than this (a repeating timer in a long scene, or actions that keep changing each other) is an error.
    static let maximumRuns = 10_000
    /// A scene without a duration (a pasted file is shown as a preview, which keeps running) runs its delayed work up
    /// to this many seconds, or to its last event if later: `anim still --time 2` sees an `asyncAfter(… + 1)`.
    static let horizon = 30.0

    /// One piece of work waiting to run.
    private struct Work {
        var time: Double
        var order: Int
        var body: [Statement]
        var frame: Evaluator.Frame
        var range: SourceRange
        /// The animation plain writes take: an `onChange` action's writes join the transaction that triggered it.
        var animation: Animation?
        var every: Double?
        /// The timer connection whose tick this is (Evaluator+TimerPublisher): dropped once it is cancelled.
        var timer: TimerTag?
        /// The state of the object whose method scheduled this work (ScheduledWork.selfState).
        var selfState: (global: Int, instance: UInt64, path: [Int])? = nil
        /// A phase animator's step (PhaseCycle): which plan, the step count k (it enters phase k mod n), and for a
        /// triggered animator the pass it belongs to (a step of an earlier pass is dropped).
        var phaseStep: (plan: Int, k: Int, pass: Int)?
        /// Work a body scheduled: how many times in a row the views have been evaluated again at this time for such
        /// work (BodyUpdates.maximumPasses); 0 for any other work.
        var bodyPass = 0
    }

    private let scene: CheckedScene
    /// A repeating timer stops after this time: the scene's end, or without a duration its last `at(t)` event.
    private var end: Double
    private var evaluator: Evaluator
    private var queue: [Work] = []
    private var order = 0

    /// The scene has no duration: repeating timers end with the last event.
    private let boundByEvents: Bool
    /// The phase animators' plans, each made when its animator is first drawn (`plan(ofCycle:)`).
    private var phasePlans: [PhaseCyclePlan] = []
    /// By hidden global: the index of its plan, or nil for an animator with nothing to animate (one phase).
    private var planned: [Int: Int?] = [:]
    /// The current pass of each phase animator, by plan: a step of an earlier pass is dropped (a triggered animator
    /// whose trigger changed again, a cycling one whose view left the screen).
    private var passes: [Int: Int] = [:]

    /// Lays out a state's views for `onGeometryChange` (GeometryChange.swift); nil: such actions never run.
    private let geometry: (layout: GeometryLayout, canvas: @Sendable (ViewNode) -> Size, scale: Double)?
    /// The canvas the state's views are laid out on: fixed by the header, or fitted to the first state's root.
    private var canvas: Size?
    /// Only frames up to this time are asked for (a still): later work never runs.
    private let until: Double
    /// The value each `onGeometryChange` last saw, by identity.
    private var lastGeometry: [UInt64: Value] = [:]
    /// Where the views' bodies hand over their `@State` writes and scheduled work (BodyUpdates).
    private let bodyUpdates = BodyUpdates()
    /// Writes bodies made, stored before the next piece of work runs: they show from the next update on.
    /// Sites of body-scheduled work already reported for never settling.
    private var unsettled: Set<Int> = []

    init(
        _ scene: CheckedScene, end: Double?, until: Double? = nil,
        geometry: (layout: GeometryLayout, canvas: @Sendable (ViewNode) -> Size, scale: Double)? = nil
    ) {
        self.scene = scene
        self.geometry = geometry
        self.until = until ?? .infinity
        self.end = end ?? TimelineRunner.horizon
        boundByEvents = end == nil
        evaluator = Evaluator(routines: scene.routines, globalCount: scene.globalCount, time: 0, frame: 0)
        evaluator.tapSource = TapSource(topLevel: scene.topLevel, stateGlobals: scene.stateGlobals)
    }

    /// The initial `@State` values and every update; nil after logging the first failure.
    mutating func run(_ log: inout DiagnosticLog) -> (initial: [Value], updates: [StateUpdate])? {
        let source = TapSource(topLevel: scene.topLevel, stateGlobals: scene.stateGlobals)
        var previous: [CollectedAction]
        do {
            evaluator.preset(scene.phaseCycles.map { ($0.global, Value.int(0)) })
            // The first evaluation sets the states' initial values; what its bodies change is reported again by
            // `collect`'s evaluation of the same state.
            evaluator.bodyUpdates = bodyUpdates
            _ = try evaluator.runTopLevel(scene.topLevel)
            evaluator.bodyUpdates = nil
            _ = bodyUpdates.take()
            let (actions, views) = try collect(source)
            previous = actions
            try observeGeometry(actions, views, at: 0)
            takeBodyUpdates(at: 0, pass: 0, &log)
            // Every cycle drawn now enters its phase 1 at time 0, as its animator appears; one drawn later starts
            // when it appears (`react`); a triggered one waits for its trigger.
            for global in TimelineRunner.cyclesOnScreen(actions).sorted() {
                do throws(RuntimeFailure) {
                    guard let plan = try plan(ofCycle: global) else { continue }
                    pushStep(plan, k: 1, at: 0, range: phasePlans[plan].cycle.range)
                } catch {
                    log.error(error.message, at: error.range, hint: error.hint)
                    return nil
                }
            }
        } catch {
            log.error(error.message, at: error.range, hint: (error.hint.map { "\($0); " } ?? "") + "at time 0")
            return nil
        }
        let initial = scene.stateGlobals.map { evaluator.globals[$0] ?? .void }
        for action in previous {
            switch action.kind {
            case .appear:
                push(at: 0, action.body, action.frame, action.range)
            case .change(let old, let new, true):
                push(
                    at: 0, action.body,
                    TimelineRunner.frame(action, old: (old, action.observed), new: (new, action.observed)), action.range
                )
            default:
                break
            }
        }
        for event in scene.events {
            var frame = Evaluator.Frame(slotCount: scene.topLevel.slotCount)
            guard case .double(let t)? = try? evaluator.evaluate(event.time, &frame), t.isFinite, t >= 0 else {
                log.error(
                    "an event's time must be a finite number of seconds, 0 or more", at: event.range,
                    hint: "write 'at(1.5) { … }'")
                return nil
            }
            push(at: t, event.body, frame, event.range)
            if boundByEvents { end = max(end, t) }
        }
        var updates: [StateUpdate] = []
        var runs = 0
        while let next = popFirst() {
            // Work after the scene's end never shows, so it never runs (a demo whose `animate()` reschedules itself
            // with asyncAfter forever ends there, instead of reaching the run limit).
            if next.time > end || next.time > until { continue }
            if let tag = next.timer, !evaluator.timers.isLive(tag) { continue }
            if let step = next.phaseStep, passes[step.plan, default: 0] != step.pass { continue }
            runs += 1
            guard runs <= TimelineRunner.maximumRuns else {
                log.error(
                    "more than \(TimelineRunner.maximumRuns) scheduled changes", at: next.range,
                    hint: "a repeating timer runs until the scene's 'duration' ends; give the scene a shorter one")
                return nil
            }
            evaluator.time = next.time
            evaluator.recorder = StateRecorder(stateGlobals: scene.stateGlobals, initial: evaluator.globals)
            evaluator.scheduled = []
            evaluator.timerCancelled = false
            // Each piece of work is its own evaluation, with its own step budget (Evaluator+Limits): a 60 Hz timer's
            // ticks do not add up to one frame's work.
            evaluator.budget = EvaluationBudget()
            var frame = next.frame
            var views: [ViewNode] = []
            // Work a model's method scheduled sees the object as it is now and changes it there.
            if let place = next.selfState, case .instance(let fields)? = evaluator.stateValue(at: place) {
                frame.selfValues = fields
                frame.selfValue = .instance(fields)
            }
            evaluator.selfState = next.selfState
            do {
                _ = try evaluator.run(next.body, &frame, &views)
                if let place = next.selfState { evaluator.store(.instance(frame.selfValues), at: place) }
            } catch {
                log.error(
                    error.message, at: error.range,
                    hint: (error.hint.map { "\($0); " } ?? "") + "in the event at \(next.time) s")
                return nil
            }
            // A `break` left over stops a repeating loop of a Task (Checker+Lifecycle checkSleepingLoop).
            let stopped = evaluator.jump == .break || evaluator.timerCancelled
            evaluator.jump = nil
            evaluator.recorder?.record(evaluator.globals, animation: next.animation)
            let made = evaluator.recorder?.updates ?? []
            evaluator.recorder = nil
            for (animation, state) in made {
                updates.append(StateUpdate(time: next.time, animation: animation, range: next.range, state: state))
            }
            evaluator.selfState = nil
            for work in evaluator.scheduled {
                push(
                    at: next.time + work.delay, work.body, work.frame, work.range, every: work.every, timer: work.timer,
                    selfState: work.selfState)
            }
            if let (plan, k, pass) = next.phaseStep, let following = phasePlans[plan].step(after: k, at: next.time),
                !(phasePlans[plan].cycle.triggered && k % phasePlans[plan].timing.phases.count == 0)
            {
                pushStep(plan, k: following.k, at: following.time, range: next.range, pass: pass)
            }
            if let every = next.every, !stopped {
                // The next pass sees what this one changed: a Task loop's local counter, a Timer closure's captured
                // variables (Swift closures capture variables, not their values).
                push(
                    at: next.time + every, next.body, frame, next.range, every: every, timer: next.timer,
                    selfState: next.selfState)
            }
            guard let last = made.last else { continue }
            do {
                let (current, views) = try collect(source)
                try react(to: current, previous: previous, at: next.time, animation: last.animation)
                try observeGeometry(current, views, at: next.time)
                takeBodyUpdates(at: next.time, pass: next.bodyPass, &log)
                previous = current
            } catch {
                log.error(
                    error.message, at: error.range, hint: (error.hint.map { "\($0); " } ?? "") + "at \(next.time) s")
                return nil
            }
        }
        return (initial, updates)
    }

    /// The actions and views of the current state: those the view tree holds, and those of content layout builds (a
    /// GeometryReader's `onAppear { size = proxy.size }`), found by laying the views out (GeometryLayout).
    private mutating func collect(_ source: TapSource) throws(RuntimeFailure) -> ([CollectedAction], [ViewNode]) {
        let late = LayoutContentHandoff()
        var (actions, views) = try evaluator.collectActionsAndViews(source, late: late, updates: bodyUpdates)
        if let geometry, views.contains(where: { TimelineRunner.holds($0, ["GeometryReader"]) }) {
            let root = singleView(views, range: .none)
            _ = geometry.layout(root, canvasSize(root, geometry.canvas), geometry.scale)
            let known = Set(actions.map(\.identity))
            actions += late.take().filter { !known.contains($0.identity) }
            for (global, states) in late.takeStarts() where evaluator.globals[global]?.isInstanceStates != true {
                evaluator.globals[global] = states
            }
        }
        return (createdAppearances(actions, views), views)
    }

    /// The lazy containers: SwiftUI creates their rows only as they come into view (Apple: LazyVStack —
    /// developer.apple.com/documentation/swiftui/lazyvstack, "The stack is 'lazy,' in that the stack view doesn't
    /// create items until it needs to render them onscreen"; LazyHStack, LazyVGrid, LazyHGrid and List likewise).
    static let lazyContainers: Set<String> = ["LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "List"]

    /// `actions` without the `onAppear` of views a lazy container has not created: rows outside its viewport when
    /// the state is laid out. Such a view's `onAppear` runs once a later state brings it into view (`react`).
    private mutating func createdAppearances(_ actions: [CollectedAction], _ views: [ViewNode]) -> [CollectedAction] {
        guard let geometry,
            actions.contains(where: { if case .appear = $0.kind { true } else { false } }),
            views.contains(where: { TimelineRunner.holds($0, TimelineRunner.lazyContainers) })
        else { return actions }
        let root = singleView(views, range: .none)
        let observed = geometry.layout(root, canvasSize(root, geometry.canvas), geometry.scale)
        return actions.filter { action in
            guard case .appear = action.kind, let seen = observed[action.identity] else { return true }
            return seen.created
        }
    }

    /// The canvas, measured once from the first state laid out.
    private mutating func canvasSize(_ root: ViewNode, _ measure: (ViewNode) -> Size) -> Size {
        if let canvas { return canvas }
        let size = measure(root)
        canvas = size
        return size
    }

    /// Whether `node` holds a view named in `names` (in its content, children, or a background/overlay's view).
    private static func holds(_ node: ViewNode, _ names: Set<String>) -> Bool {
        switch node.kind {
        case .view(let applied):
            return names.contains(applied.name) || applied.children.contains { holds($0, names) }
        case .group(let children):
            return children.contains { holds($0, names) }
        case .modified(let content, let applied):
            return holds(content, names) || applied.secondary.map { holds($0, names) } == true
        case .empty:
            return false
        }
    }

    /// What the bodies just evaluated (and the content laid out for them) scheduled (their direct `@State` writes
    /// were dropped, BodyUpdates): the work runs after this update, at `time` plus its delay, and the views are evaluated again
    /// after it — at most `BodyUpdates.maximumPasses` times in a row, then the last state stays, with a warning.
    private mutating func takeBodyUpdates(at time: Double, pass: Int, _ log: inout DiagnosticLog) {
        let work = bodyUpdates.take()
        for item in work {
            guard pass < BodyUpdates.maximumPasses else {
                if unsettled.insert(item.range.start.offset).inserted {
                    log.warning(
                        "the views' state did not settle: work their bodies schedule changed it "
                            + "\(BodyUpdates.maximumPasses) times in a row at \(time) s; the last state is kept",
                        at: item.range,
                        hint: "schedule state changes from an action, or write a value that stops changing")
                }
                continue
            }
            push(
                at: time + item.delay, item.body, item.frame, item.range, every: item.every, timer: item.timer,
                selfState: item.selfState, bodyPass: pass + 1)
        }
    }

    /// After a change: `onAppear` of views that were not on screen, `onChange` of values that changed, and the cycles
    /// of phase animators that appeared (from their first phase) or left the screen (stopped).
    private mutating func react(
        to current: [CollectedAction], previous: [CollectedAction], at time: Double, animation: Animation?
    ) throws(RuntimeFailure) {
        let (shown, wasShown) = (TimelineRunner.cyclesOnScreen(current), TimelineRunner.cyclesOnScreen(previous))
        for global in wasShown.subtracting(shown) {
            if case let plan?? = planned[global] { passes[plan, default: 0] += 1 }
        }
        for global in shown.subtracting(wasShown).sorted() {
            guard let plan = try plan(ofCycle: global) else { continue }
            passes[plan, default: 0] += 1
            if case .int(let index)? = evaluator.globals[global], index != 0 {
                // Back on screen: SwiftUI makes the animator's state anew, at its first phase.
                push(
                    at: time, [.setGlobal(global, .constant(.int(0)))], Evaluator.Frame(slotCount: 0),
                    phasePlans[plan].cycle.range)
            }
            pushStep(plan, k: 1, at: time, range: phasePlans[plan].cycle.range, pass: passes[plan, default: 0])
        }
        var before: [UInt64: CollectedAction] = [:]
        for action in previous where before[action.identity] == nil { before[action.identity] = action }
        for action in current {
            let earlier = before[action.identity]
            switch action.kind {
            case .appear where earlier == nil:
                push(at: time, action.body, action.frame, action.range)
            case .phaseTrigger(let global):
                guard let was = earlier?.observed, let now = action.observed, was.interpolated != now.interpolated,
                    let plan = try plan(ofCycle: global)
                else { continue }
                let pass = (passes[plan] ?? 0) + 1
                passes[plan] = pass
                pushStep(plan, k: 1, at: time, range: action.range, pass: pass)
            case .change(let old, let new, _):
                guard let was = earlier?.observed, let now = action.observed, was.interpolated != now.interpolated
                else { continue }
                push(
                    at: time, action.body, TimelineRunner.frame(action, old: (old, was), new: (new, now)), action.range,
                    animation: animation)
            default:
                break
            }
        }
    }

    /// The hidden globals of the cycling phase animators among `actions` (their views are on screen).
    private static func cyclesOnScreen(_ actions: [CollectedAction]) -> Set<Int> {
        var globals: Set<Int> = []
        for action in actions { if case .phaseCycle(let global) = action.kind { globals.insert(global) } }
        return globals
    }

    /// The plan of the phase animator whose hidden global is `global`, made the first time its animator is drawn:
    /// its phases and their animations are evaluated then, with the view instance the drawing met when the
    /// `animation:` closure reads the view. nil when there is nothing to animate (one phase; or the closure reads a
    /// view no body has drawn yet, which is asked again when one does).
    private mutating func plan(ofCycle global: Int) throws(RuntimeFailure) -> Int? {
        if let known = planned[global] { return known }
        guard let cycle = scene.phaseCycles.first(where: { $0.global == global }) else { return nil }
        let receiver = bodyUpdates.phaseReceiver(global)
        if cycle.readsSelf, cycle.animation != nil, receiver == nil { return nil }
        let plan = try PhaseCyclePlan(cycle, &evaluator, receiver: receiver)
        guard plan.timing.phases.count > 1 else {
            planned[global] = .some(nil)
            return nil
        }
        guard plan.timing.cycleDuration > 0 else {
            throw RuntimeFailure(
                "the phases never take any time, so they would cycle without end", at: cycle.range,
                hint: "give the phases animations that take time, or add 'trigger:'")
        }
        phasePlans.append(plan)
        planned[global] = phasePlans.count - 1
        return phasePlans.count - 1
    }

    /// Lays out the state's views and queues each `onGeometryChange` action whose value differs from the one it
    /// last saw (every one, the first time its view is laid out), with the new value as its parameter.
    private mutating func observeGeometry(_ actions: [CollectedAction], _ views: [ViewNode], at time: Double)
        throws(RuntimeFailure)
    {
        guard let geometry,
            actions.contains(where: {
                switch $0.kind {
                case .geometryChange, .preferenceChange: true
                default: false
                }
            })
        else { return }
        let root = singleView(views, range: .none)
        let observed = geometry.layout(root, canvasSize(root, geometry.canvas), geometry.scale)
        for action in actions {
            guard let seen = observed[action.identity] else { continue }
            var frame = action.frame
            let value: Value
            let new: Int?
            switch action.kind {
            case .geometryChange(let proxy, let valueIR, let slot):
                frame.locals[proxy] = .geometryProxy(size: seen.size, origin: seen.origin, spaces: seen.spaces)
                value = try evaluator.evaluate(valueIR, &frame)
                new = slot
            case .preferenceChange(_, let initial, let reduce, let slot):
                // The subtree's values folded in placement order by the key's `reduce` (PreferenceKey).
                var folded = try evaluator.evaluate(initial, &frame)
                for next in seen.preferences {
                    guard let reduce else {
                        folded = next
                        continue
                    }
                    let nextValue = IR.intrinsic(.makeClosure(parameters: [], body: [.return(.constant(next))]))
                    folded = try evaluator.evaluate(
                        .call(reduce, receiver: nil, [.constant(folded), nextValue], action.range), &frame)
                }
                value = folded
                new = slot
            default:
                continue
            }
            if let was = lastGeometry[action.identity], was.interpolated == value.interpolated { continue }
            lastGeometry[action.identity] = value
            if let new { frame.locals[new] = value }
            push(at: time, action.body, frame, action.range)
        }
    }

    /// An onChange action's captured frame with its closure's parameters set.
    private static func frame(
        _ action: CollectedAction, old: (slot: Int?, value: Value?), new: (slot: Int?, value: Value?)
    ) -> Evaluator.Frame {
        var frame = action.frame
        if let slot = old.slot, let value = old.value { frame.locals[slot] = value }
        if let slot = new.slot, let value = new.value { frame.locals[slot] = value }
        return frame
    }

    private mutating func push(
        at time: Double, _ body: [Statement], _ frame: Evaluator.Frame, _ range: SourceRange,
        animation: Animation? = nil, every: Double? = nil, timer: TimerTag? = nil,
        selfState: (global: Int, instance: UInt64, path: [Int])? = nil, bodyPass: Int = 0
    ) {
        guard every == nil || time <= end else { return }
        queue.append(
            Work(
                time: time, order: order, body: body, frame: frame, range: range, animation: animation, every: every,
                timer: timer, selfState: selfState, bodyPass: bodyPass))
        order += 1
    }

    /// Phase animator `plan`'s step k: its hidden global enters phase k mod n, in a transaction with the animation
    /// the animation closure gave for that phase (PhaseCycle).
    private mutating func pushStep(_ plan: Int, k: Int, at time: Double, range: SourceRange, pass: Int = 0) {
        guard time <= end else { return }
        let timing = phasePlans[plan].timing
        let index = k % timing.phases.count
        let body: [Statement] = [.setGlobal(phasePlans[plan].cycle.global, .constant(.int(index)))]
        queue.append(
            Work(
                time: time, order: order, body: body, frame: Evaluator.Frame(slotCount: 0), range: range,
                animation: timing.animations[index], phaseStep: (plan, k, pass)))
        order += 1
    }

    /// The earliest work (first scheduled among equal times).
    private mutating func popFirst() -> Work? {
        guard var best = queue.indices.first else { return nil }
        for i in queue.indices where (queue[i].time, queue[i].order) < (queue[best].time, queue[best].order) {
            best = i
        }
        return queue.remove(at: best)
    }
}
