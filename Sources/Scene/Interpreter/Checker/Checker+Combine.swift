// Checker+Combine.swift: Combine as SwiftUI demos use it, on scene time. `.onReceive(model.$count) { v in … }` runs
// when the view appears and whenever the published value changes (an `onChange(of:initial: true)`);
// `.onReceive(Just(x)) { v in … }` runs once, as the view appears; `.onReceive(model.objectWillChange)` runs when
// the object changes; `objectWillChange.send()` changes nothing a render observes (the state holding the object is
// what it watches); `publisher.sink { … }` / `.assign(…)` (with `.store(in:)`), also at the end of a pipeline of
// operators on a published value, a timer (`Timer.publish(…).autoconnect()`) or a notification, is accepted and
// never runs, with a warning, since nothing drawn waits on it.
// Rule: Apple: Published — developer.apple.com/documentation/combine/published ("the $ operator … accesses the
// publisher"; its subscribers receive the current value, then each new one); Just —
// developer.apple.com/documentation/combine/just ("a publisher that emits an output to each subscriber just once,
// and then finishes"); ObservableObject.objectWillChange — developer.apple.com/documentation/combine/observableobject/
// objectwillchange-2oa5v; View.onReceive(_:perform:). Status: complete for these forms; subjects are not supported,
// and a pipeline's sink does not run.

extension Checker {
    /// `.onReceive(model.$name)` / `.onReceive(Just(x))`; nil for other publishers (a timer's: Checker+Lifecycle).
    mutating func checkCombineReceive(_ views: IR, _ publisher: Expr, _ closure: Closure, _ call: CallSite) -> Typed? {
        if case .member(let base, let name, let nameRange, let dot) = publisher.kind, name.hasPrefix("$"),
            name.count > 1
        {
            let value = Expr(.member(base, String(name.dropFirst()), nameRange: nameRange, dot: dot), publisher.range)
            let change = CallSite(
                arguments: [
                    Argument(label: "of", value: value, range: publisher.range),
                    Argument(label: "initial", value: Expr(.bool(true), publisher.range), range: publisher.range),
                ], trailing: closure, closeParen: nil, range: call.range)
            return checkOnChange(views, change)
        }
        if case .member(let base, "objectWillChange", _, _) = publisher.kind {
            // `.onReceive(model.objectWillChange) { _ in … }`: runs when any published property of the object
            // changes (after the change here: a frame sees states, not the moment before one).
            let change = CallSite(
                arguments: [Argument(label: "of", value: base, range: publisher.range)], trailing: closure,
                closeParen: nil, range: call.range)
            return checkOnChange(views, change)
        }
        guard case .call(let callee, let arguments, nil, _) = publisher.kind, callee.identifierName == "Just",
            structIndex["Just"] == nil, arguments.count == 1, arguments[0].label == nil
        else { return nil }
        let value = check(arguments[0].value, expected: nil)
        if value.type == .error { return Typed(ir: views, type: .view) }
        pushScope()
        defer { popScope() }
        var body: [Statement] = []
        if closure.parameters.count == 1 {
            let slot = declareLocal(
                closure.parameters[0].name, type: value.type, mutable: false, at: closure.parameters[0].range)
            body.append(.setLocal(slot, value.ir))
        } else if !closure.hasParameterClause {
            let slot = declareLocal("$0", type: value.type, mutable: false, at: closure.range)
            body.append(.setLocal(slot, value.ir))
        }
        body += checkAction(closure.body)
        return Typed(ir: .action(.appear, views, body, observed: nil, call.range), type: .view)
    }

    /// Combine's operators that pass a publisher's values on (Apple: Publisher — developer.apple.com/documentation/
    /// combine/publisher): a pipeline of them ends in a `sink` / `assign` that a render never runs.
    static let combineOperators: Set<String> = [
        "autoconnect", "map", "compactMap", "filter", "removeDuplicates", "debounce", "throttle", "receive",
        "subscribe", "delay", "scan", "eraseToAnyPublisher", "prepend", "append", "dropFirst", "prefix",
        "combineLatest",
        "merge", "zip", "flatMap", "switchToLatest", "replaceNil", "replaceError", "catch", "share", "handleEvents",
        "tryMap", "collect", "first", "last", "timeout", "retry", "print", "breakpoint", "measureInterval",
    ]

    /// `objectWillChange.send()`, `publisher.sink { … }` / `.assign(…)` at the end of a pipeline of operators,
    /// `cancellable.store(in: &set)`: nil for other calls.
    mutating func checkCombineCall(_ base: Expr, _ name: String, nameRange: SourceRange, _ call: CallSite) -> Typed? {
        func isObjectWillChange(_ e: Expr) -> Bool {
            switch e.kind {
            case .identifier("objectWillChange"): return lookupLocal("objectWillChange") == nil
            case .member(_, "objectWillChange", _, _): return true
            default: return false
            }
        }
        func isPublisher(_ e: Expr) -> Bool {
            if isObjectWillChange(e) { return true }
            if case .member(_, let n, _, _) = e.kind, n.hasPrefix("$"), n.count > 1 { return true }
            if case .identifier(let n) = e.kind, n.hasPrefix("$"), n.count > 1,
                let owner = context.owner, structs[owner].declaration.isClass
            {
                return true
            }
            // A pipeline of Combine operators on one (`Timer.publish(…).autoconnect().map { … }`, `$query.debounce(…)`).
            if case .call(let callee, _, _, _) = e.kind, case .member(let upstream, let op, _, _) = callee.kind {
                if Checker.combineOperators.contains(op) { return isPublisher(upstream) }
                if op == "publish", Checker.memberPath(upstream) == ["Timer"] { return true }
                if op == "publisher", Checker.memberPath(upstream).first == "NotificationCenter" { return true }
            }
            return false
        }
        let cancellable = SceneType.enumeration(Builtins.cancellableType)
        switch name {
        case "send" where isObjectWillChange(base) && call.arguments.isEmpty:
            return Typed(ir: .constant(.void), type: .void)
        case "sink" where isPublisher(base), "assign" where isPublisher(base):
            diagnostics.warning(
                "'sink' never runs in anim: a render follows the state that holds the object, not its publishers",
                at: nameRange, hint: "show the value in a view, or react to it with '.onReceive' or '.onChange(of:)'")
            return Typed(ir: .constant(.enumeration(type: Builtins.cancellableType, name: "sink")), type: cancellable)
        case "store" where call.arguments.count == 1 && call.arguments[0].label == "in":
            guard case .call(let sink, _, _, _) = base.kind, case .member(_, let op, _, _) = sink.kind,
                op == "sink" || op == "assign"
            else {
                return nil
            }
            _ = check(base, expected: nil)
            return Typed(ir: .constant(.void), type: .void)
        default:
            return nil
        }
    }
}
