// Evaluator+Actions.swift: what the evaluator does with actions: collects them from a view tree (with the locals they
// capture), schedules delayed work on scene time, and runs a tapped Button's action.
// Rule: Apple: View.onAppear(perform:), View.onChange(of:initial:_:), Button and DispatchQueue.asyncAfter(deadline:
// execute:) (see Checker+Lifecycle.swift); an action runs with the values its closure captured when the view was
// built, as a Swift closure does (The Swift Programming Language, "Closures": Capturing Values). Status: complete.

import Foundation

/// An action found while building a view tree.
struct CollectedAction: Sendable {
    var kind: ActionKind
    /// The view's structural identity (where it was written and the ForEach elements around it).
    var identity: UInt64
    var body: [Statement]
    /// The locals and instance the closure captured.
    var frame: Evaluator.Frame
    /// `onChange`'s observed value.
    var observed: Value?
    /// A Button's title: the text of the first `Text` in its label.
    var title: String?
    var range: SourceRange
}

/// Work an action scheduled: run `body` `delay` seconds from now, then every `every` seconds when repeating.
struct ScheduledWork: Sendable {
    var delay: Double
    var every: Double?
    var body: [Statement]
    var frame: Evaluator.Frame
    var range: SourceRange
    /// The timer connection whose tick this is: it stops when that connection is cancelled.
    var timer: TimerTag? = nil
    /// The state of the object whose method scheduled the work (Evaluator.selfState): read into `self` before the
    /// work runs and written back after it.
    var selfState: (global: Int, instance: UInt64, path: [Int])? = nil
}

/// What content that layout builds (a GeometryReader's, for the size it is given) hands to the timeline: the
/// evaluator that builds it is a copy, so its actions (TimelineRunner `collect`) and the starts of the `@State` only it
/// constructs come back through here. A view built several times in one layout (sized, then placed) reports each
/// time; the last, placed one counts.
final class LayoutContentHandoff: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [CollectedAction] = []
    private var starts: [Int: Value] = [:]

    func add(_ actions: ArraySlice<CollectedAction>) {
        lock.lock()
        defer { lock.unlock() }
        found += actions
    }

    /// A View's `@State` that only this content constructs (`_opacity = State(initialValue:)` in the `init` of a view
    /// built inside a GeometryReader): the evaluator that runs the timeline has never seen it, so its start (and the
    /// instances that read it) are handed over here — without them a later write has no state to land in, and a
    /// frame would read the state before it is initialised.
    func addStart(_ global: Int, _ states: Value) {
        lock.lock()
        defer { lock.unlock() }
        starts[global] = states
    }

    /// The states handed over since the last call, by global.
    func takeStarts() -> [Int: Value] {
        lock.lock()
        defer { lock.unlock() }
        defer { starts = [:] }
        return starts
    }

    /// The actions reported since the last call, the last report of each identity, in first-report order.
    func take() -> [CollectedAction] {
        lock.lock()
        defer { lock.unlock() }
        var last: [UInt64: CollectedAction] = [:]
        var order: [UInt64] = []
        for action in found {
            if last[action.identity] == nil { order.append(action.identity) }
            last[action.identity] = action
        }
        found = []
        return order.compactMap { last[$0] }
    }
}

/// What a tap needs to build the current view tree: the top level and the `@State` globals.
struct TapSource: Sendable {
    var topLevel: Routine
    var stateGlobals: [Int]
}

extension Evaluator {
    /// `views` under the mark `applied`: one view (or none) as a group under it, several — a ViewBuilder's content,
    /// `content.onPreferenceChange(…)` in a generic container — each under it, as any modifier on several views applies
    /// to each of them (Apple: Group — "modifiers … apply to each of the group's members"), so a stack still lays them
    /// out side by side.
    static func marking(_ views: [ViewNode], _ applied: AppliedModifier, _ range: SourceRange) -> [ViewNode] {
        guard views.count > 1 else { return [ViewNode(.group(views), range: range).modified(applied)] }
        return views.map { $0.modified(applied, range: range) }
    }

    @inline(never)
    mutating func action(
        _ kind: ActionKind, _ content: IR, _ body: [Statement], observed: IR?, _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        var views = try evaluate(content, &f)
        let identity = Evaluator.mix(identityContext, UInt64(range.start.offset))
        switch kind {
        case .geometryChange:
            // Layout reports this view's geometry to the timeline by the action's identity (GeometryChange.swift).
            views = .views(
                stamped(
                    Evaluator.marking(
                        views.views,
                        AppliedModifier(
                            name: "onGeometryChange", arguments: [], modifier: GeometryChange(identity: identity)),
                        range)))
        case .preferenceChange(let key, _, _, _):
            views = .views(
                stamped(
                    Evaluator.marking(
                        views.views,
                        AppliedModifier(
                            name: "onPreferenceChange", arguments: [],
                            modifier: GeometryChange(identity: identity, preferenceKey: key)), range)))
        case .preference(let key):
            // Not an action: the value is set on the view for the marks above it (Checker+Preferences.swift).
            let value = try observed.map { ir throws(RuntimeFailure) in try evaluate(ir, &f) } ?? .void
            return .views(
                stamped(
                    Evaluator.marking(
                        views.views,
                        AppliedModifier(
                            name: "preference", arguments: [], modifier: PreferenceValue(key: key, value: value)),
                        range)))
        case .appear where collected != nil:
            // While the timeline collects actions, layout tells it whether the view is created: a row of a lazy
            // container outside its viewport is not, and runs `onAppear` only once it is (TimelineRunner
            // `createdAppearances`, Layout's LazyCreation.swift). Frames are built without the mark.
            views = .views(
                stamped(
                    views.views.map {
                        $0.modified(
                            AppliedModifier(
                                name: "onAppear", arguments: [], modifier: GeometryChange(identity: identity)))
                    }))
        default:
            break
        }
        guard collected != nil else { return views }
        let observedValue = try observed.map { ir throws(RuntimeFailure) in try evaluate(ir, &f) }
        var title: String?
        if case .button = kind { title = ViewNode.firstText(in: views.views) }
        collected?.append(
            CollectedAction(
                kind: kind, identity: identity, body: body, frame: f,
                observed: observedValue, title: title, range: range))
        return views
    }

    @inline(never)
    mutating func schedule(
        delay: IR, every: IR?, _ body: [Statement], _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) {
        let seconds = try evaluate(delay, &f).double
        let period = try every.map { ir throws(RuntimeFailure) in try evaluate(ir, &f).optionalDouble } ?? nil
        for value in [seconds, period ?? 1] where !value.isFinite || value < 0 {
            throw RuntimeFailure(
                "a delay must be a finite number of seconds, 0 or more, got \(value)", at: range,
                hint: "write '.now() + 1.5' or '.seconds(1)'")
        }
        if let period, period <= 0 {
            throw RuntimeFailure("a repeating timer's interval must be more than 0 seconds", at: range)
        }
        let work = ScheduledWork(
            delay: seconds, every: period, body: body, frame: f, range: range, selfState: selfState)
        if recorder == nil, let bodyUpdates {
            // Scheduled by a body (or a GeometryReader's content): runs after this update (BodyUpdates).
            bodyUpdates.schedule(work, key: Evaluator.mix(identityContext, UInt64(range.start.offset)))
            return
        }
        scheduled.append(work)
    }

    /// `tap("Title")`: builds the views of the current state and runs the action of the one Button titled so.
    @inline(never)
    mutating func tap(_ titleIR: IR, _ range: SourceRange, _ f: inout Frame, _ views: inout [ViewNode])
        throws(RuntimeFailure)
    {
        let title = try evaluate(titleIR, &f).string
        guard let source = tapSource else { return }
        let buttons = try collectActions(source).filter { if case .button = $0.kind { true } else { false } }
        let matching = buttons.filter { $0.title == title }
        guard matching.count == 1 else {
            let titles = buttons.compactMap(\.title).map { "'\($0)'" }.joined(separator: ", ")
            throw RuntimeFailure(
                matching.isEmpty
                    ? "no button titled '\(title)' is on screen" : "\(matching.count) buttons are titled '\(title)'",
                at: range, hint: titles.isEmpty ? "add a Button(\"\(title)\") { … }" : "buttons on screen: \(titles)")
        }
        var captured = matching[0].frame
        _ = try run(matching[0].body, &captured, &views)
        if jump != nil { jump = nil }
    }

    /// `tap(at: point)`: builds the views of the current state and runs the one `onTapGesture` action on screen with
    /// `location` = point. Without layout there is no hit test, so more than one such view is a located failure.
    @inline(never)
    mutating func tap(at pointIR: IR, _ range: SourceRange, _ f: inout Frame, _ views: inout [ViewNode])
        throws(RuntimeFailure)
    {
        let point = try evaluate(pointIR, &f)
        guard let source = tapSource else { return }
        let gestures = try collectActions(source).filter {
            if case .tapGesture = $0.kind { true } else { false }
        }
        guard gestures.count == 1, case .tapGesture(let slot) = gestures[0].kind else {
            throw RuntimeFailure(
                gestures.isEmpty
                    ? "no view with '.onTapGesture' is on screen"
                    : "\(gestures.count) views with '.onTapGesture' are on screen",
                at: range,
                hint: gestures.isEmpty
                    ? "add '.onTapGesture { location in … }' to the view to tap"
                    : "tap(at:) runs the only tap gesture on screen; keep one, or use a Button and tap(\"Title\")")
        }
        var captured = gestures[0].frame
        if let slot { captured.locals[slot] = point }
        _ = try run(gestures[0].body, &captured, &views)
        if jump != nil { jump = nil }
    }

    /// The actions in the view tree of the current `@State` values, in tree order.
    func collectActions(_ source: TapSource) throws(RuntimeFailure) -> [CollectedAction] {
        try collectActionsAndViews(source).actions
    }

    /// The actions and the root views of the current `@State` values.
    func collectActionsAndViews(
        _ source: TapSource, late: LayoutContentHandoff? = nil, updates: BodyUpdates? = nil
    ) throws(RuntimeFailure) -> (actions: [CollectedAction], views: [ViewNode]) {
        var builder = Evaluator(routines: routines, globalCount: globals.count, time: time, frame: frame)
        builder.preset(source.stateGlobals.compactMap { i in globals[i].map { (i, $0) } })
        builder.collected = []
        builder.lateActions = late
        builder.bodyUpdates = updates
        builder.animatorTriggers = animatorTriggers
        let views = try builder.runTopLevel(source.topLevel)
        return (builder.collected ?? [], views)
    }
}
