// Checker+Lifecycle.swift: actions that change `@State` from code, as SwiftUI demos write them: `.onAppear { … }`,
// `.onChange(of:) { old, new in … }`, `.task { … }` / `.task(id:)`, and inside any action `DispatchQueue.main.asyncAfter`,
// `Task { … try await Task.sleep(…) … }`, `Timer.scheduledTimer(withTimeInterval:repeats:)` and the timeline's
// `tap("Title")`.
// Rule: Apple: View.onAppear(perform:) — developer.apple.com/documentation/swiftui/view/onappear(perform:) ("before
// the first rendered frame appears"); View.onChange(of:initial:_:) —
// developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (the action runs when the value changes, with
// the old and new values, in the transaction of the change); DispatchQueue.asyncAfter(deadline:execute:); Task.sleep(for:)
// and Task.sleep(nanoseconds:); Timer.scheduledTimer(withTimeInterval:repeats:block:). An action body is checked as
// an event body (it may change `@State`); its delays are scene time, so every render sees the same changes
// (docs/ARCHITECTURE.md "Deterministic"). TimelineRunner runs them. Status: complete for the forms listed; a
// `Task.sleep` inside a loop or branch of a Task is reported.

/// What an action is attached to.
enum ActionKind: Sendable {
    /// `.onAppear`: runs when the view first appears (at time 0, or at the update that makes it appear).
    case appear
    /// `.onChange(of:initial:)`: runs when the observed value changes; the closure's parameters are in `old`/`new`.
    case change(old: Int?, new: Int?, initial: Bool)
    /// A Button's action, run by `tap("Title")`.
    case button
    /// `.onTapGesture { location in … }`, run by `tap(at: point)`; `location` is the closure parameter's slot.
    case tapGesture(location: Int?)
    /// `.onGeometryChange(for:of:action:)`: `value` (with the proxy in slot `proxy`) is the observed value; the
    /// action's parameter is in `new` (GeometryChange.swift).
    case geometryChange(proxy: Int, value: IR, new: Int?)
    /// A triggered phase animator over non-numeric phases: its trigger's value is `observed`; a change starts a pass
    /// of the cycle whose hidden global is `global` (PhaseCycle).
    case phaseTrigger(global: Int)
    /// A cycling phase animator on screen (hidden global `global`): it starts cycling when it appears, and a view
    /// that leaves and comes back starts again from its first phase (PhaseCycle); runs nothing.
    case phaseCycle(global: Int)
    /// `.preference(key:value:)`: marks the view with the value (`observed`) of preference `key`; runs nothing.
    case preference(key: String)
    /// `.onPreferenceChange(K.self) { value in … }`: the subtree's values of `key`, folded from `initial` by the key's
    /// `reduce` routine, are the observed value; the action's parameter is in `new` (Checker+Preferences.swift).
    case preferenceChange(key: String, initial: IR, reduce: Int?, new: Int?)
}

extension Checker {
    /// Modifiers handled here rather than by the vocabulary.
    static let lifecycleModifiers: Set<String> = [
        "onAppear", "onChange", "task", "onDisappear", "onReceive", "onTapGesture", "onGeometryChange",
        "preference", "onPreferenceChange",
    ]

    /// `.onAppear { … }`, `.onChange(of:) { … }`, `.task { … }`, `.onDisappear { … }` on `views`.
    mutating func checkLifecycle(_ views: IR, _ name: String, nameRange: SourceRange, _ call: CallSite) -> Typed {
        let unchanged = Typed(ir: views, type: .view)
        switch name {
        case "task":
            return checkTask(views, call)
        case "onDisappear":
            diagnostics.warning("'.onDisappear' is ignored: anim never runs it", at: nameRange)
            return unchanged
        case "onAppear":
            guard let closure = actionClosure(call, labels: ["perform"], name: name) else { return unchanged }
            return Typed(ir: .action(.appear, views, checkAction(closure.body), observed: nil, call.range), type: .view)
        case "onReceive":
            return checkOnReceive(views, call)
        case "onTapGesture":
            return checkOnTapGesture(views, call)
        case "onGeometryChange":
            return checkOnGeometryChange(views, call)
        case "preference":
            return checkPreference(views, call)
        case "onPreferenceChange":
            return checkOnPreferenceChange(views, call)
        default:
            return checkOnChange(views, call)
        }
    }

    /// `.task { … }` runs its body as a `Task` started when the view appears, and `.task(id: value) { … }` also
    /// whenever `value` changes (Apple: View.task(priority:_:) — developer.apple.com/documentation/swiftui/view/
    /// task(priority:_:): "adds an asynchronous task to perform before this view appears"; View.task(id:priority:_:):
    /// "the task restarts when the value changes"). Its sleeps are scene time, as in `Task { … }`. The priority changes
    /// nothing a frame shows; a restarted task does not cancel the earlier one's pending work.
    private mutating func checkTask(_ views: IR, _ call: CallSite) -> Typed {
        // `.task(load)`: the action is the unlabelled `_ action:` (a function reference as well as a closure).
        guard let closure = actionClosure(call, labels: ["action", ""], name: "task") else {
            return Typed(ir: views, type: .view)
        }
        let observed = call.arguments.first { $0.label == "id" }.map { check($0.value, expected: nil) }
        let saved = inEvent
        inEvent = true
        pushScope()
        let work = checkTaskBody(closure.body[...])
        popScope()
        inEvent = saved
        let body = [Statement.schedule(delay: .constant(.double(0)), every: nil, work, call.range)]
        guard let observed, observed.type != .error else {
            return Typed(ir: .action(.appear, views, body, observed: nil, call.range), type: .view)
        }
        return Typed(
            ir: .action(.change(old: nil, new: nil, initial: true), views, body, observed: observed.ir, call.range),
            type: .view)
    }

    /// `.onReceive(timer) { date in … }` for `let timer = Timer.publish(every: d, on: .main, in: .common)
    /// .autoconnect()`: when the view appears it subscribes, and every tick of the connected timer runs the closure
    /// (Apple: View.onReceive(_:perform:); Evaluator+TimerPublisher.swift). Other publishers are not supported.
    private mutating func checkOnReceive(_ views: IR, _ call: CallSite) -> Typed {
        let unchanged = Typed(ir: views, type: .view)
        guard let publisher = call.arguments.first(where: { $0.label == nil }),
            let closure = actionClosure(call, labels: ["perform"], name: "onReceive", parameters: 1)
        else {
            diagnostics.error(
                "'onReceive' needs a publisher and an action", at: call.range,
                hint:
                    "write '.onReceive(timer) { _ in … }' with 'let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()'"
            )
            return unchanged
        }
        if let typed = checkCombineReceive(views, publisher.value, closure, call) { return typed }
        let typed = check(publisher.value, expected: .enumeration(Builtins.timerPublisherType))
        guard typed.type == .enumeration(Builtins.timerPublisherType) else {
            if typed.type != .error {
                diagnostics.error(
                    "anim's 'onReceive' takes a Timer publisher, not '\(typed.type)'", at: publisher.value.range,
                    hint: "write 'Timer.publish(every: 1, on: .main, in: .common).autoconnect()'")
            }
            return unchanged
        }
        pushScope()
        defer { popScope() }
        // The closure's parameter is the `Date` of the tick (Apple: Timer.TimerPublisher, "emits the current date"):
        // a file that names `Date` has the scene language's, whose `Date()` is the tick's scene time.
        var dateSlots: [Int] = []
        for parameter in closure.parameters {
            if parameter.name != "_", let date = structIndex["Date"] {
                dateSlots.append(
                    declareLocal(
                        parameter.name, type: .instance(date, name: "Date"), mutable: false, at: parameter.range))
            } else {
                declareLocal(parameter.name, type: .void, mutable: false, at: parameter.range)
            }
        }
        var body = checkAction(closure.body)
        if !dateSlots.isEmpty {
            let now = check(.call("Date", [], closure.range), expected: nil).ir
            body = dateSlots.map { Statement.setLocal($0, now) } + body
        }
        let subscription = Statement.subscribe(typed.ir, body, call.range)
        return Typed(ir: .action(.appear, views, [subscription], observed: nil, call.range), type: .view)
    }

    /// `.onTapGesture(count:coordinateSpace:) { location in … }` (or no parameter): the action a timeline's
    /// `tap(at:)` runs (Apple: View.onTapGesture(count:coordinateSpace:perform:) —
    /// developer.apple.com/documentation/swiftui/view/ontapgesture(count:coordinatespace:perform:): `location` is
    /// where the tap landed; anim takes the point `tap(at:)` gives, in the view's own points).
    private mutating func checkOnTapGesture(_ views: IR, _ call: CallSite) -> Typed {
        for argument in call.arguments where argument.label == "count" || argument.label == "coordinateSpace" {
            _ = check(argument.value, expected: argument.label == "count" ? .int : nil)
        }
        guard let closure = actionClosure(call, labels: ["perform"], name: "onTapGesture") else {
            return Typed(ir: views, type: .view)
        }
        pushScope()
        defer { popScope() }
        var location: Int?
        switch closure.parameters.count {
        case 0 where !closure.hasParameterClause:
            // `{ origin = $0 }`: the location as the shorthand argument.
            location = declareLocal("$0", type: .point, mutable: false, at: closure.range)
        case 0: break
        case 1:
            location = declareLocal(
                closure.parameters[0].name, type: .point, mutable: false, at: closure.parameters[0].range)
        default:
            diagnostics.error("an 'onTapGesture' action takes the tap's location", at: closure.range)
        }
        let body = checkAction(closure.body)
        return Typed(ir: .action(.tapGesture(location: location), views, body, observed: nil, call.range), type: .view)
    }

    /// `.onChange(of: value, initial: Bool = false) { old, new in … }` (or `{ new in … }`, or no parameters).
    mutating func checkOnChange(_ views: IR, _ call: CallSite) -> Typed {
        guard let of = call.arguments.first(where: { $0.label == "of" }),
            let closure = actionClosure(
                call, labels: ["perform", "action"], name: "onChange",
                parameters: call.arguments.contains { $0.label == "perform" } ? 1 : 0)
        else {
            diagnostics.error(
                "'onChange' needs the value to watch and an action", at: call.range,
                hint: "write '.onChange(of: value) { old, new in … }'")
            return Typed(ir: views, type: .view)
        }
        let observed = check(of.value, expected: nil)
        var initial = false
        if let argument = call.arguments.first(where: { $0.label == "initial" }) {
            let typed = coerce(check(argument.value, expected: .bool), to: .bool, at: argument.range, .argument)
            guard case .constant(.bool(let value)) = typed else {
                diagnostics.error("'initial:' must be true or false as written", at: argument.range)
                return Typed(ir: views, type: .view)
            }
            initial = value
        }
        pushScope()
        defer { popScope() }
        var old: Int?
        var new: Int?
        switch closure.parameters.count {
        case 0 where !closure.hasParameterClause:
            // `{ print($0) }`: the new value, as the iOS 14 `onChange(of:perform:)` gives it; `$0`, `$1` when the
            // body names `$1` (the two-parameter action's old and new values).
            (old, new) = declareShorthandChange(closure, type: observed.type)
        case 0: break
        case 1:
            new = declareLocal(
                closure.parameters[0].name, type: observed.type, mutable: false, at: closure.parameters[0].range)
        case 2:
            old = declareLocal(
                closure.parameters[0].name, type: observed.type, mutable: false, at: closure.parameters[0].range)
            new = declareLocal(
                closure.parameters[1].name, type: observed.type, mutable: false, at: closure.parameters[1].range)
        default:
            diagnostics.error("an 'onChange' action takes the old and the new value", at: closure.range)
        }
        let body = checkAction(closure.body)
        return Typed(
            ir: .action(.change(old: old, new: new, initial: initial), views, body, observed: observed.ir, call.range),
            type: .view)
    }

    /// `.onGeometryChange(for: T.self) { proxy in value } action: { newValue in … }` (GeometryChange.swift).
    private mutating func checkOnGeometryChange(_ views: IR, _ call: CallSite) -> Typed {
        let unchanged = Typed(ir: views, type: .view)
        func closure(_ label: String) -> Closure? {
            for argument in call.arguments where argument.label == label {
                if case .closure(let c) = argument.value.kind { return c }
            }
            return nil
        }
        // `(for:of:action:)` written with either closure trailing: the first trailing closure is the first missing.
        var of = closure("of")
        var action = closure("action")
        if let trailing = call.trailing {
            if of == nil { of = trailing } else if action == nil { action = trailing }
        }
        guard call.arguments.contains(where: { $0.label == "for" }), let of, let action,
            let proxyIndex = structIndex["GeometryProxy"], let value = Checker.closureExpression(of.body)
        else {
            diagnostics.error(
                "'onGeometryChange' needs the value's type, a transform of the proxy and an action", at: call.range,
                hint: "write '.onGeometryChange(for: CGSize.self) { proxy in proxy.size } action: { size = $0 }'")
            checkLoosely(call)
            return unchanged
        }
        // The transform and the action are two closures: each its own scope (both may name `$0`).
        pushScope()
        let proxyType = SceneType.instance(proxyIndex, name: "GeometryProxy")
        let proxyName = of.hasParameterClause ? of.parameters.first?.name ?? "_" : "$0"
        let proxy = declareLocal(proxyName, type: proxyType, mutable: false, at: of.parameters.first?.range ?? of.range)
        let typed = check(value, expected: nil)
        popScope()
        if typed.type == .error { return unchanged }
        pushScope()
        defer { popScope() }
        let newName = action.hasParameterClause ? action.parameters.first?.name ?? "_" : "$0"
        let new = declareLocal(
            newName, type: typed.type, mutable: false, at: action.parameters.first?.range ?? action.range)
        let body = checkAction(action.body)
        return Typed(
            ir: .action(
                .geometryChange(proxy: proxy, value: typed.ir, new: new), views, body, observed: nil, call.range),
            type: .view)
    }

    /// The closure of an action: the trailing closure or the argument labelled one of `labels`.
    mutating func actionClosure(_ call: CallSite, labels: Set<String>, name: String, parameters: Int = 0)
        -> Closure?
    {
        if let trailing = call.trailing { return trailing }
        // An unlabelled argument is the action where `labels` holds "" (`.task(load)`).
        for argument in call.arguments where labels.contains(argument.label ?? "") {
            if case .closure(let closure) = argument.value.kind { return closure }
            // A function reference (`perform: handle`, a stored `let onChange: (CGFloat) -> Void`): its call with the
            // action's `parameters` values is the action.
            let at = argument.range
            let names = (0..<parameters).map { "·argument\($0)" }
            let callExpr = Expr(
                .call(
                    argument.value, names.map { Argument(label: nil, value: Expr(.identifier($0), at), range: at) },
                    trailingClosure: nil, closeParen: at), at)
            return Closure(
                parameters: names.map { Closure.Parameter(name: $0, range: at) }, hasParameterClause: parameters > 0,
                body: [Stmt(kind: .expression(callExpr), range: at)], range: at)
        }
        diagnostics.error("'\(name)' needs an action closure", at: call.range, hint: "write '.\(name) { … }'")
        return nil
    }

    /// An action's statements, checked as an event's: they may change `@State`.
    mutating func checkAction(_ statements: [Stmt]) -> [Statement] {
        let saved = inEvent
        inEvent = true
        defer { inEvent = saved }
        return checkLenientStatements(statements, in: .event)
    }

    // MARK: - Delays

    /// An event statement that schedules work or taps a button; nil when `e` is none of these.
    mutating func checkScheduling(_ e: Expr) -> Statement? {
        guard case .call(let callee, let arguments, let trailing, _) = e.kind else { return nil }
        // Scheduled work is an action even when a view's body schedules it (`DispatchQueue.main.async { offset = … }`
        // in a GeometryReader): it may change `@State`, after the update (BodyUpdates).
        let savedEvent = inEvent
        inEvent = true
        defer { inEvent = savedEvent }
        var path = Checker.memberPath(callee)
        if case .member(let queue, let method, _, _) = callee.kind, case .call(let global, _, nil, _) = queue.kind,
            Checker.memberPath(global) == ["DispatchQueue", "global"],
            method == "async" || method == "asyncAfter" || method == "sync"
        {
            // `DispatchQueue.global(qos:).async { … }`: work on a background queue, which a recording runs on scene
            // time as it runs the main queue's (Apple: DispatchQueue.global(qos:)).
            path = ["DispatchQueue", "main", method]
        }
        switch path {
        case ["DispatchQueue", "main", "asyncAfter"]:
            guard let deadline = arguments.first(where: { $0.label == "deadline" || $0.label == "wallDeadline" }),
                let work = dispatchedWork(arguments, trailing, at: e.range)
            else {
                diagnostics.error(
                    "'asyncAfter' needs a deadline and a closure", at: e.range,
                    hint: "write 'DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }'")
                return nil
            }
            let delay = checkDeadline(deadline.value)
            let scheduled = Statement.schedule(
                delay: delay, every: nil, checkStatements(work.body, in: .event), e.range)
            return work.prefix.isEmpty ? scheduled : .branch(.constant(.bool(true)), work.prefix + [scheduled], [])
        case ["DispatchQueue", "main", "sync"]:
            // `queue.sync { … }` runs the work before it returns (Apple: DispatchQueue.sync(execute:)).
            guard let trailing else { return nil }
            return .branch(.constant(.bool(true)), checkStatements(trailing.body, in: .event), [])
        case ["DispatchQueue", "main", "async"]:
            guard let work = dispatchedWork(arguments, trailing, at: e.range) else { return nil }
            let scheduled = Statement.schedule(
                delay: .constant(.double(0)), every: nil, checkStatements(work.body, in: .event), e.range)
            return work.prefix.isEmpty ? scheduled : .branch(.constant(.bool(true)), work.prefix + [scheduled], [])
        case ["MainActor", "run"]:
            // `await MainActor.run { … }` or `MainActor.run(body: { … })` (SE-0316: the body runs on the main actor,
            // at once in scene time, and the caller awaits it, so the code after it runs after it, as after
            // `DispatchQueue.main.sync`).
            var work = trailing
            if work == nil, arguments.count == 1, arguments[0].label == "body",
                case .closure(let closure) = arguments[0].value.kind
            {
                work = closure
            }
            guard let work else { return nil }
            return .branch(.constant(.bool(true)), checkStatements(work.body, in: .event), [])
        case ["Task"], ["Task", "init"]:
            // `Task.init { … }` names the same initialiser (TSPL "Expressions": Initializer Expression); a
            // `priority:` changes when the work runs among other tasks, not what it does (Apple: Task.init(priority:
            // operation:)).
            guard let trailing, arguments.allSatisfy({ $0.label == "priority" }) else {
                diagnostics.error("'Task' needs its work in a closure", at: e.range, hint: "write 'Task { … }'")
                return nil
            }
            pushScope()
            defer { popScope() }
            return .schedule(delay: .constant(.double(0)), every: nil, checkTaskBody(trailing.body[...]), e.range)
        case ["Timer", "scheduledTimer"]:
            return checkTimer(arguments, trailing, range: e.range)
        case ["Task", "sleep"]:
            // Only a sleep at the top level of a `Task { … }` body (checkTaskBody) or of a function returning nothing
            // (Checker+AwaitedSleeps) delays what follows it; inside an `if` or a loop the code after it runs at once: said, not refused, so the file renders.
            diagnostics.warning(
                "'Task.sleep' here is not waited for: only a sleep at the top level of a 'Task { … }' body or of a function that returns nothing delays the code after it",
                at: e.range, hint: "move the sleep to the top level of the 'Task' body or function")
            return .evaluate(.constant(.void))
        case ["tap"] where arguments.count == 1 && arguments[0].label == "at" && trailing == nil:
            let point = coerce(
                check(arguments[0].value, expected: .point), to: .point, at: arguments[0].range, .argument)
            return .tapAt(point, e.range)
        case ["tap"]:
            guard arguments.count == 1, arguments[0].label == nil, trailing == nil else {
                diagnostics.error("'tap' takes a button's title", at: e.range, hint: "write 'tap(\"Start\")'")
                return nil
            }
            let title = coerce(
                check(arguments[0].value, expected: .string), to: .string, at: arguments[0].range, .argument)
            return .tap(title, e.range)
        default:
            return nil
        }
    }

    /// A Task's statements: those after each top-level `Task.sleep` run that much later (nested schedules).
    private mutating func checkTaskBody(_ written: ArraySlice<Stmt>) -> [Statement] {
        let statements = ArraySlice(written.flatMap(Checker.sleepingForAsWhile))
        // `await model.load()` whose callee sleeps: what follows resumes after its delay (Checker+AwaitedSleeps).
        let firstSleep = statements.firstIndex { Checker.sleepDuration($0) != nil || Checker.sleepingLoop($0) != nil }
        for index in statements.indices where index < (firstSleep ?? statements.endIndex) {
            guard let delays = awaitedDelays(statements[index]), !delays.isEmpty else { continue }
            let body = checkStatements(Array(statements[...index]), in: .event, opensScope: false)
            guard index + 1 < statements.endIndex else { return body }
            return body
                + afterDelays(delays, checkTaskBody(statements[(index + 1)...]), at: statements[index].range)
        }
        if let loop = statements.firstIndex(where: { Checker.sleepingLoop($0) != nil }),
            !statements[..<loop].contains(where: { Checker.sleepDuration($0) != nil })
        {
            var body = checkStatements(Array(statements[..<loop]), in: .event, opensScope: false)
            if let lowered = checkSleepingLoop(statements[loop]) { body.append(lowered) }
            if loop + 1 < statements.endIndex {
                diagnostics.warning(
                    "code after a loop that sleeps is not run by anim", at: statements[loop + 1].range,
                    hint: "move it before the loop, or into its own 'Task'")
            }
            return body
        }
        guard let index = statements.firstIndex(where: { Checker.sleepDuration($0) != nil }),
            let duration = Checker.sleepDuration(statements[index])
        else {
            return checkStatements(Array(statements), in: .event, opensScope: false)
        }
        var body = checkStatements(Array(statements[..<index]), in: .event, opensScope: false)
        let delay = checkDuration(duration, nanoseconds: Checker.sleepTakesNanoseconds(statements[index]))
        body.append(
            .schedule(delay: delay, every: nil, checkTaskBody(statements[(index + 1)...]), statements[index].range))
        return body
    }

    /// `for x in s { A; try await Task.sleep(…); B }` as the while loop it stands for, which a Task runs on scene
    /// time (checkSleepingLoop): `var i = 0; let items = Array(s); while i < items.count { let x = items[i]; i += 1;
    /// A; sleep; B }` with hidden names (TSPL "Control Flow": For-In Loops iterate the sequence's elements in order).
    /// Any other statement comes back as it is.
    static func sleepingForAsWhile(_ statement: Stmt) -> [Stmt] {
        guard case .for(let name, let nameRange, let sequence, let body) = statement.kind,
            body.contains(where: { sleepDuration($0) != nil })
        else { return [statement] }
        let r = statement.range
        let tag = "\(r.start.line)_\(r.start.column)"
        let (index, items) = ("·forIndex\(tag)", "·forItems\(tag)")
        func identifier(_ n: String) -> Expr { Expr(.identifier(n), r) }
        func variable(_ n: String, isLet: Bool, _ value: Expr, at range: SourceRange) -> Stmt {
            Stmt(
                kind: .variable(
                    VariableDecl(isLet: isLet, name: n, nameRange: range, type: nil, initializer: value, range: range)),
                range: range)
        }
        let array = Expr(
            .call(
                identifier("Array"), [Argument(label: nil, value: sequence, range: sequence.range)],
                trailingClosure: nil, closeParen: nil), sequence.range)
        let count = Expr(.member(identifier(items), "count", nameRange: r, dot: r.start), r)
        let condition = Expr(.binary("<", identifier(index), count, operatorRange: r), r)
        let element = variable(
            name, isLet: true, Expr(.subscript(identifier(items), identifier(index)), r), at: nameRange)
        let step = Stmt(
            kind: .assignment(target: identifier(index), op: "+=", value: Expr(.integer("1"), r), operatorRange: r),
            range: r)
        return [
            variable(index, isLet: false, Expr(.integer("0"), r), at: r),
            variable(items, isLet: true, array, at: r),
            Stmt(kind: .while(conditions: [condition], body: [element, step] + body, checksFirst: true), range: r),
        ]
    }

    /// `while c { A; try await Task.sleep(…); B }` with one sleep at the top level of its body: the parts before and
    /// after the sleep, the sleep and the conditions.
    private static func sleepingLoop(_ statement: Stmt) -> (
        conditions: [Expr], before: [Stmt], sleep: Stmt, after: [Stmt]
    )? {
        guard case .while(let conditions, let body, true) = statement.kind,
            let index = body.firstIndex(where: { sleepDuration($0) != nil })
        else { return nil }
        return (conditions, Array(body[..<index]), body[index], Array(body[(index + 1)...]))
    }

    /// A sleeping loop as repeating work (The Swift Programming Language, "Control Flow": the condition is tested
    /// before each pass): if c { A; every d s { B; if c { A } else { stop } } }. A `break` in it stops the repetition.
    private mutating func checkSleepingLoop(_ statement: Stmt) -> Statement? {
        guard let (conditions, before, sleep, after) = Checker.sleepingLoop(statement),
            let duration = Checker.sleepDuration(sleep)
        else { return nil }
        pushScope()
        defer { popScope() }
        let condition = checkConditions(conditions)
        loopDepth += 1
        let first = checkStatements(before, in: .event, opensScope: false)
        let delay = checkDuration(duration, nanoseconds: Checker.sleepTakesNanoseconds(sleep))
        let rest = checkStatements(after, in: .event, opensScope: false)
        loopDepth -= 1
        if after.contains(where: { Checker.sleepDuration($0) != nil })
            || before.contains(where: { Checker.sleepingLoop($0) != nil })
        {
            diagnostics.error(
                "a loop in a 'Task' may sleep once per pass in scenes", at: statement.range,
                hint: "sleep once at the top level of the loop's body")
        }
        let repeating = rest + [.branch(condition, first, [.jump(.break)])]
        return .branch(condition, first + [.schedule(delay: delay, every: delay, repeating, statement.range)], [])
    }

    /// The argument of `Task.sleep(for:)`, `Task.sleep(nanoseconds:)` or `Task.sleep(seconds:)` when `statement` is one.
    private static func sleepDuration(_ statement: Stmt) -> Expr? {
        guard case .expression(let e) = statement.kind, case .call(let callee, let arguments, nil, _) = e.kind,
            memberPath(callee) == ["Task", "sleep"], arguments.count == 1
        else { return nil }
        return arguments[0].value
    }

    private static func sleepTakesNanoseconds(_ statement: Stmt) -> Bool {
        guard case .expression(let e) = statement.kind, case .call(_, let arguments, _, _) = e.kind else {
            return false
        }
        return arguments.first?.label == "nanoseconds"
    }

    /// `Timer.scheduledTimer(withTimeInterval: d, repeats: r) { _ in … }`; with a `key`, the timer is one a variable
    /// holds (Checker+ScheduledTimer): a repeating one ticks as a timer publisher of that key, so that
    /// `timer.invalidate()` on the variable stops it.
    mutating func checkTimer(
        _ arguments: [Argument], _ trailing: Closure?, range: SourceRange, key: Int? = nil
    ) -> Statement? {
        var arguments = arguments
        var trailing = trailing
        if trailing == nil, let (block, closure) = Checker.selectorTimerBlock(arguments, range: range) {
            (arguments, trailing) = (block, closure)
        }
        guard let interval = arguments.first(where: { $0.label == "withTimeInterval" }),
            let closure = trailing
                ?? arguments.first(where: { $0.label == "block" }).flatMap({
                    if case .closure(let c) = $0.value.kind { c } else { nil }
                })
        else {
            diagnostics.error(
                "'Timer.scheduledTimer' needs 'withTimeInterval:', 'repeats:' and a closure", at: range,
                hint: "write 'Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in … }'")
            return nil
        }
        let every = coerce(check(interval.value, expected: .double), to: .double, at: interval.range, .argument)
        var repeats = IR.constant(.bool(false))
        if let argument = arguments.first(where: { $0.label == "repeats" }) {
            repeats = coerce(check(argument.value, expected: .bool), to: .bool, at: argument.range, .argument)
        }
        pushScope()
        defer { popScope() }
        // The block's parameter is the timer: `t.invalidate()` stops it (Checker+TimerCancel.swift).
        for parameter in closure.parameters {
            declareLocal(
                parameter.name, type: .enumeration(Builtins.cancellableType), mutable: false, at: parameter.range)
        }
        let body = checkStatements(closure.body, in: .event)
        if let key {
            return .branch(
                repeats, [.subscribe(scheduledTimerPublisher(every, key: key, at: range), body, range)],
                [.schedule(delay: every, every: nil, body, range)])
        }
        return .schedule(delay: every, every: .conditional(repeats, every, .constant(.absent)), body, range)
    }

    /// `.now() + d` (DispatchTime): the delay in seconds.
    private mutating func checkDeadline(_ e: Expr) -> IR {
        if case .binary("+", let now, let offset, _) = e.kind, case .call(let callee, let arguments, nil, _) = now.kind,
            arguments.isEmpty, Checker.memberPath(callee).last == "now"
        {
            return checkDuration(offset, nanoseconds: false)
        }
        if case .binary(let op, let left, let right, _) = e.kind, op == "+" || op == "-", Checker.startsAtNow(left) {
            // `.now() + 0.2 + 0.1 * Double(i)`: `+` is left-associative, so the deadline is built one step at a time
            // (Dispatch: DispatchTime + Double and - Double give a DispatchTime).
            let base = checkDeadline(left)
            let step = checkDuration(right, nanoseconds: false)
            let sign = op == "+" ? 1.0 : -1.0
            return apply({ v, _ in .double(v[0].double + sign * v[1].double) }, [base, step], e.range)
        }
        for name in ["DispatchTime", "DispatchWallTime"] {
            // A deadline computed elsewhere (`func f(delay: DispatchTime)`): its seconds from now (Parser+DispatchTime).
            guard let index = structIndex[name] else { continue }
            let trial = checkOnTrial(e, expected: .instance(index, name: name))
            guard trial.reported == 0, case .instance(index, _) = trial.typed.type else { continue }
            let delay = Expr(.member(e, "delay", nameRange: e.range, dot: e.range.start), e.range)
            return coerce(check(delay, expected: .double), to: .double, at: e.range, .argument)
        }
        diagnostics.error(
            "a deadline is written '.now() + seconds' in scenes", at: e.range, hint: "write 'deadline: .now() + 1.5'")
        return .constant(.double(0))
    }

    /// Whether `e` is `.now()` (`DispatchTime.now()`) or a sum or difference starting with it.
    static func startsAtNow(_ e: Expr) -> Bool {
        switch e.kind {
        case .call(let callee, let arguments, nil, _): arguments.isEmpty && memberPath(callee).last == "now"
        case .binary("+", let left, _, _), .binary("-", let left, _, _): startsAtNow(left)
        case .paren(let inner): startsAtNow(inner)
        default: false
        }
    }

    /// A duration in seconds: a number, or `.seconds(n)`, `.milliseconds(n)`, `.microseconds(n)`, `.nanoseconds(n)`
    /// (Duration and DispatchTimeInterval); a plain number counts nanoseconds for `Task.sleep(nanoseconds:)`.
    private mutating func checkDuration(_ e: Expr, nanoseconds: Bool) -> IR {
        var scale = nanoseconds ? 1e-9 : 1.0
        var value = e
        if case .call(let callee, let arguments, nil, _) = e.kind, arguments.count == 1,
            let unit = Checker.memberPath(callee).last,
            let factor = ["seconds": 1.0, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9][unit]
        {
            scale = factor
            value = arguments[0].value
        }
        var typed = check(value, expected: .double)
        if case .instance(_, "Duration") = typed.type {
            // A Duration value (`let step: Duration = .milliseconds(500)`, Parser+Duration): its seconds.
            typed = check(
                Expr(.member(value, "_seconds", nameRange: value.range, dot: value.range.end), value.range),
                expected: .double)
        }
        var seconds = typed.ir
        if typed.type == .int {
            seconds = apply(Checker.intToDouble, [typed.ir], value.range)
        } else {
            seconds = coerce(typed, to: .double, at: value.range, .argument)
        }
        if scale == 1 { return seconds }
        return apply(Checker.scaled(by: scale), [seconds], value.range)
    }

    private static let intToDouble: BuiltinImplementation = { v, _ in .double(Double(v[0].int)) }
    private static func scaled(by factor: Double) -> BuiltinImplementation { { v, _ in .double(v[0].double * factor) } }

    /// `A.b.c` as ["A", "b", "c"]; an implicit member `.now` as ["now"]; empty for anything else.
    static func memberPath(_ e: Expr) -> [String] {
        switch e.kind {
        case .identifier(let name): return [name]
        case .implicitMember(let name): return [name]
        case .member(let base, let name, _, _):
            let head = memberPath(base)
            return head.isEmpty ? [] : head + [name]
        default: return []
        }
    }
}
