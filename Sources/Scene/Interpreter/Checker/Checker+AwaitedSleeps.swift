// Checker+AwaitedSleeps.swift: `try await Task.sleep(…)` inside an `async` function, and the delay it gives the code
// after an awaited call of that function — `Task { await vm.load(); done = true }` with `func load() async { a(); try?
// await Task.sleep(for: .seconds(2)); b() }` runs `a` now, then `b` and `done = true` two seconds of scene time later.
// Rule: SE-0296 (async/await: "an `await` marks a possible suspension point"; the caller resumes when the callee
// returns) and Apple: Task.sleep(for:) / Task.sleep(nanoseconds:) ("suspends the current task for at least the given
// duration"). Scenes run on scene time (Checker+Lifecycle): in a function that returns nothing, the statements after
// a top-level sleep become work scheduled that much later (written as `DispatchQueue.main.asyncAfter(deadline: .now()
// + d) { … }`, which Checker+Lifecycle lowers; the work keeps the call's locals and `self`). A caller (a `Task` body or
// another such function) that awaits the call at its top level resumes after the callee's delays: its top-level
// sleeps whose durations are literals, and the delays of the calls it awaits in turn (its own type's methods, found by
// name), scheduled one after another so that at each moment the callee's work runs before the caller's. A sleep in a
// loop or branch of the callee, or one whose duration is computed, is not counted (Checker+Lifecycle warns where it
// is not waited for). Status: complete for those forms.

extension Checker {
    /// How deep the delays of awaited calls are followed (a recursive async function stops here).
    static let awaitedDelayDepth = 8

    /// `statements` of a function returning nothing with each top-level sleep (and each awaited call that sleeps)
    /// turning the statements after it into work scheduled that much later; nil when there is none.
    mutating func deferringSuspensions(_ statements: [Stmt]) -> [Stmt]? {
        for (index, statement) in statements.enumerated() {
            let offsets: [Expr]
            var kept = Array(statements[..<index])
            if let sleep = Checker.sleepOffset(statement) {
                offsets = [sleep]
            } else if let chain = awaitedDelays(statement), !chain.isEmpty {
                kept.append(statement)
                offsets = chain.map { Expr(.float(String($0)), statement.range) }
            } else {
                continue
            }
            let rest = Array(statements[(index + 1)...])
            guard !rest.isEmpty else { return kept }
            var work = deferringSuspensions(rest) ?? rest
            for offset in offsets.reversed() {
                work = [Checker.asyncAfter(offset, work, at: statement.range)]
            }
            return kept + work
        }
        return nil
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + offset) { work }` as written source.
    private static func asyncAfter(_ offset: Expr, _ work: [Stmt], at r: SourceRange) -> Stmt {
        let now = Expr(.call(Expr(.implicitMember("now"), r), [], trailingClosure: nil, closeParen: nil), r)
        let deadline = Expr(.binary("+", now, offset, operatorRange: r), r)
        let queue = Expr(
            .member(
                Expr(.member(Expr(.identifier("DispatchQueue"), r), "main", nameRange: r, dot: r.start), r),
                "asyncAfter", nameRange: r, dot: r.start), r)
        let closure = Closure(parameters: [], hasParameterClause: false, body: work, range: r)
        let call = Expr(
            .call(
                queue, [Argument(label: "deadline", labelRange: r, value: deadline, range: r)],
                trailingClosure: closure, closeParen: nil), r)
        return Stmt(kind: .expression(call), range: r)
    }

    /// `work` run after each of `delays` in turn (nested schedules), as a Task body's statements.
    func afterDelays(_ delays: [Double], _ work: [Statement], at range: SourceRange) -> [Statement] {
        var body = work
        for delay in delays.reversed() {
            body = [.schedule(delay: .constant(.double(delay)), every: nil, body, range)]
        }
        return body
    }

    /// The scene-time delays an awaited call statement suspends its caller for, in order: its callee's top-level
    /// sleeps and those of the calls it awaits (so the caller resumes after the callee's last work of the same time,
    /// each delay being scheduled just after the callee's own); nil when the statement is no call of a function of
    /// the file.
    mutating func awaitedDelays(_ statement: Stmt) -> [Double]? {
        guard case .expression(let e) = statement.kind, case .call = e.kind, Checker.sleepOffset(statement) == nil
        else { return nil }
        let trial = checkOnTrial(e)
        guard trial.reported == 0 else { return nil }
        let routine: Int
        switch trial.typed.ir {
        case .call(let called, _, _, _): routine = called
        // A method that changes its receiver (a model's method, a `mutating` one): Checker+MutatingMethods.
        case .intrinsic(.mutatingCall(let called, _, _, _, _)): routine = called
        default: return nil
        }
        guard let function = functions.firstIndex(where: { $0.routine == routine }) else { return nil }
        return delays(ofFunction: function, depth: 0)
    }

    /// A function's literal top-level sleeps and the delays of the calls of its own type's methods (or the file's
    /// functions) it awaits at its top level, in order.
    private func delays(ofFunction index: Int, depth: Int) -> [Double] {
        guard depth < Checker.awaitedDelayDepth else { return [] }
        let function = functions[index]
        guard function.result == .void else { return [] }
        var chain: [Double] = []
        for statement in function.declaration.body {
            if let seconds = Checker.literalSleepSeconds(statement) {
                chain.append(seconds)
                continue
            }
            guard case .expression(let e) = statement.kind, case .call(let callee, _, _, _) = e.kind else { continue }
            let name: String
            switch callee.kind {
            case .identifier(let n): name = n
            case .member(let base, let n, _, _) where { if case .self = base.kind { true } else { false } }(): name = n
            default: continue
            }
            let candidates =
                function.owner.map { structs[$0].methods[name] ?? [] } ?? functionIndex[name] ?? []
            guard candidates.count == 1 else { continue }
            chain += delays(ofFunction: candidates[0], depth: depth + 1)
        }
        return chain
    }

    /// A top-level `Task.sleep` statement's offset as a deadline's `.now() + offset` takes it: `.nanoseconds(n)` for
    /// `Task.sleep(nanoseconds: n)`, the written Duration or seconds otherwise.
    static func sleepOffset(_ statement: Stmt) -> Expr? {
        guard case .expression(let e) = statement.kind, case .call(let callee, let arguments, nil, _) = e.kind,
            memberPath(callee) == ["Task", "sleep"], arguments.count == 1
        else { return nil }
        let argument = arguments[0]
        guard argument.label == "nanoseconds" else { return argument.value }
        let r = argument.value.range
        return Expr(
            .call(
                Expr(.implicitMember("nanoseconds"), r),
                [Argument(label: nil, labelRange: nil, value: argument.value, range: r)],
                trailingClosure: nil, closeParen: nil), r)
    }

    /// A sleep's seconds when its duration is written as a literal (`nanoseconds: 2_000_000_000`, `for: .seconds(2)`,
    /// `.milliseconds(500)`); nil for any other statement.
    static func literalSleepSeconds(_ statement: Stmt) -> Double? {
        guard let offset = sleepOffset(statement) else { return nil }
        var scale = 1.0
        var value = offset
        if case .call(let callee, let arguments, nil, _) = offset.kind, arguments.count == 1,
            let unit = memberPath(callee).last,
            let factor = ["seconds": 1.0, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9][unit]
        {
            scale = factor
            value = arguments[0].value
        }
        switch value.kind {
        case .integer(let text), .float(let text):
            return Double(text.replacingOccurrences(of: "_", with: "")).map { $0 * scale }
        default:
            return nil
        }
    }
}
