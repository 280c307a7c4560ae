// Checker+TimelineView.swift: `TimelineView(schedule) { context in content }` — the content checked as a view
// builder with `context` a TimelineView.Context whose date is the schedule's entry for the frame (Parser+TimelineView).
// Rule: Apple: TimelineView.init(_:content:) — developer.apple.com/documentation/swiftui/timelineview/init(_:content:).
// The schedule is made when the view appears, so `.periodic(from: .now, by: 1)` starts at the scene's start (t = 0)
// and ticks every second, as on a device, rather than restarting at every frame. Status: complete.

extension Checker {
    mutating func checkTimelineView(_ call: CallSite) -> Typed {
        var closure = call.trailing
        var schedule: Argument?
        for argument in call.arguments {
            if argument.label == nil, schedule == nil {
                schedule = argument
            } else if argument.label == "content", case .closure(let c) = argument.value.kind, closure == nil {
                closure = c
            } else {
                diagnostics.error(
                    "extra argument '\(argument.label ?? "_")' in call to 'TimelineView'", at: argument.range)
                return .error
            }
        }
        guard let closure, let schedule, let scheduleIndex = structIndex["TimelineSchedule"],
            let contextIndex = structIndex["TimelineViewContext"]
        else {
            diagnostics.error(
                "TimelineView takes a schedule and its content as a closure", at: call.range,
                hint: "write 'TimelineView(.animation) { context in … }'")
            checkLoosely(call)
            return .error
        }
        let scheduleType = SceneType.instance(scheduleIndex, name: "TimelineSchedule")
        let contextType = SceneType.instance(contextIndex, name: "TimelineViewContext")
        pushScope()
        defer { popScope() }
        let scheduleIR = coerce(
            check(schedule.value, expected: scheduleType), to: scheduleType, at: schedule.range, .argument)
        let scheduleSlot = declareLocal("#schedule", type: scheduleType, mutable: false, at: schedule.range)
        let entry = Expr(
            .call(
                Expr(
                    .member(
                        Expr(.identifier("TimelineViewContext"), .none), "entry", nameRange: .none,
                        dot: SourceRange.none.start), .none),
                [Argument(label: nil, value: Expr(.identifier("#schedule"), .none), range: .none)],
                trailingClosure: nil, closeParen: nil), call.range)
        let entryIR = coerce(check(entry, expected: contextType), to: contextType, at: call.range, .initializer)
        let parameter = closure.hasParameterClause ? closure.parameters.first : nil
        if closure.hasParameterClause && closure.parameters.count != 1 {
            diagnostics.error(
                "contextual closure type '(TimelineView.Context) -> some View' expects 1 argument, but \(closure.parameters.count) were used in closure body",
                at: closure.range)
        }
        let contextSlot = declareLocal(
            parameter?.name ?? "$0", type: contextType, mutable: false, at: parameter?.range ?? closure.range)
        let body = checkStatements(closure.body, in: .viewBuilder(allowsReturn: false))
        return Typed(
            ir: .builder([.setLocal(scheduleSlot, .appearance(scheduleIR)), .setLocal(contextSlot, entryIR)] + body),
            type: .view)
    }
}
