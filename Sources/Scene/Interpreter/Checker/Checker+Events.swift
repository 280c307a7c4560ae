// Checker+Events.swift: the timeline: `@State` variables, `at(t) { … }` events, `withAnimation`, `toggle()`, and
// the view modifiers that read transactions (`.animation(_:value:)`, `.transition(_:)`).
// Rule: swiftui.md §3.1 (a state write is tagged with the transaction of the `withAnimation` around it; writes
// outside one jump) and §3.6 (transitions). Animations are written as in Swift and read by Animate's
// AnimationExpression, so a scene spells them exactly as `anim curve` does. Status: complete for issue #4.

import Animate
import Geometry

/// One `at(t) { … }` event: its time (checked, evaluated once at load) and its body.
struct CheckedEvent: Sendable {
    var time: IR
    var body: [Statement]
    var range: SourceRange
}

extension Checker {
    static func isEventCall(_ e: Expr) -> Bool {
        if case .call(let callee, _, let trailing, _) = e.kind, callee.identifierName == "at", trailing != nil {
            return true
        }
        return false
    }

    /// `at(t) { body }` at the top level.
    mutating func checkEvent(_ e: Expr) -> CheckedEvent? {
        guard case .call(_, let arguments, let trailing?, _) = e.kind else { return nil }
        guard arguments.count == 1, arguments[0].label == nil else {
            diagnostics.error(
                "an event takes one time in seconds", at: e.range, hint: "write 'at(1.5) { isOn.toggle() }'")
            return nil
        }
        if !trailing.parameters.isEmpty {
            diagnostics.error("an event's closure takes no parameters", at: trailing.range)
        }
        let time = coerce(check(arguments[0].value, expected: .double), to: .double, at: arguments[0].range, .argument)
        let saved = inEvent
        inEvent = true
        defer { inEvent = saved }
        return CheckedEvent(time: time, body: checkEventStatements(trailing.body), range: e.range)
    }

    /// An event body: state writes, `withAnimation { … }`, `toggle()`, `let`, `if`.
    mutating func checkEventStatements(_ statements: [Stmt]) -> [Statement] {
        pushScope()
        defer { popScope() }
        var body: [Statement] = []
        for statement in statements {
            switch statement.kind {
            case .expression(let e):
                if let transaction = checkWithAnimation(e) {
                    body.append(transaction)
                } else if let toggle = checkToggle(e) {
                    body.append(toggle)
                } else {
                    let typed = check(e, expected: nil)
                    if typed.type != .error {
                        diagnostics.error(
                            "an event changes '@State' variables; this expression changes nothing", at: e.range,
                            hint: "write 'x = …', 'x.toggle()' or 'withAnimation { … }'")
                    }
                }
            case .assignment(let target, let op, let value, let operatorRange):
                if let assignment = checkAssignment(target, op, value, operatorRange) { body.append(assignment) }
            case .variable(let declaration):
                // In this body's scope, so the statements after it see the constant.
                body += checkLocalVariable(declaration)
            case .if(let statement):
                // Branches are event bodies too: they may hold `withAnimation` and `toggle()`.
                body.append(checkIf(statement) { checker, block in checker.checkEventStatements(block) })
            default:
                diagnostics.error(
                    "an event holds state changes", at: statement.range,
                    hint: "write 'x = …', 'x.toggle()' or 'withAnimation { … }'")
            }
        }
        return body
    }

    /// `withAnimation(animation) { body }` / `withAnimation { body }` (the default animation).
    private mutating func checkWithAnimation(_ e: Expr) -> Statement? {
        guard case .call(let callee, let arguments, let trailing, _) = e.kind, callee.identifierName == "withAnimation"
        else { return nil }
        guard let trailing else {
            diagnostics.error(
                "'withAnimation' needs its changes in a closure", at: e.range,
                hint: "write 'withAnimation(.default) { x.toggle() }'")
            return .evaluate(.constant(.void))
        }
        var animation: Animation? = .default
        for (i, argument) in arguments.enumerated() {
            if i == 0 && argument.label == nil {
                animation = animationLiteral(argument.value) ?? .default
            } else if argument.label == "completionCriteria" {
                // Completion callbacks have nothing to run in a scene; the criteria change nothing else.
                continue
            } else {
                diagnostics.error(
                    "extra argument '\(argument.label ?? "_")' in call to 'withAnimation'", at: argument.range,
                    hint: "withAnimation takes an animation and a closure")
            }
        }
        return .transaction(animation, checkEventStatements(trailing.body))
    }

    /// `x.toggle()` on a `@State var x: Bool`.
    private mutating func checkToggle(_ e: Expr) -> Statement? {
        guard case .call(let callee, let arguments, nil, _) = e.kind,
            case .member(let base, "toggle", _, _) = callee.kind, arguments.isEmpty
        else { return nil }
        let typed = check(base, expected: .bool)
        guard typed.type == .bool || typed.type == .error else {
            diagnostics.error("value of type '\(typed.type)' has no member 'toggle'", at: callee.range)
            return nil
        }
        guard let name = base.identifierName, let index = globalIndex[name], globals[index].declaration.isState else {
            diagnostics.error(
                "only a '@State' variable can be toggled in an event", at: base.range,
                hint: "declare it '@State var \(base.identifierName ?? "x") = false'")
            return nil
        }
        return .setGlobal(index, .conditional(typed.ir, .constant(.bool(false)), .constant(.bool(true))))
    }

    /// The animation an expression spells, read at load time (nil after reporting an error). `nil` and `.none`
    /// mean no animation: `.some(nil)`.
    mutating func animationArgument(_ e: Expr) -> Animation?? {
        if case .nil = e.kind { return .some(nil) }
        if case .implicitMember("none") = e.kind { return .some(nil) }
        guard let animation = animationLiteral(e) else { return nil }
        return .some(animation)
    }

    /// Parses the expression's source text with `AnimationExpression` (issue #4: the same spelling `anim curve`
    /// reads).
    private mutating func animationLiteral(_ e: Expr) -> Animation? {
        parsedLiteral(
            e,
            example: "write an animation such as '.easeInOut(duration: 0.5)' or '.spring(duration: 0.6, bounce: 0.3)'"
        ) { text throws(AnimationExpression.ParseError) in try AnimationExpression.parse(text) }
    }

    /// What `parse` reads from the expression's source text (an animation, a spring, a unit curve); errors are
    /// reported at the column the expression parser names, with `example` as the hint when it has no suggestion.
    mutating func parsedLiteral<T>(
        _ e: Expr, example: String, _ parse: (String) throws(AnimationExpression.ParseError) -> T
    ) -> T? {
        let text = sourceText(e.range)
        do {
            return try parse(text)
        } catch {
            var at = e.range
            var column = 0
            var offset = 0
            for scalar in text.unicodeScalars {
                column += 1
                if column >= error.column { break }
                offset += String(scalar).utf8.count
            }
            at.start = SourceLocation(
                line: e.range.start.line, column: e.range.start.column + max(0, error.column - 1),
                offset: e.range.start.offset + offset)
            if at.start.offset < e.range.end.offset && !text.contains("\n") { at.end = e.range.end }
            diagnostics.error(error.message, at: at, hint: error.suggestion.map { "did you mean '\($0)'?" } ?? example)
            return nil
        }
    }

    /// The source text of a range (empty without source).
    func sourceText(_ range: SourceRange) -> String {
        let utf8 = source.utf8
        guard range.start.offset >= 0, range.end.offset <= utf8.count, range.start.offset <= range.end.offset
        else { return "" }
        let start = utf8.index(utf8.startIndex, offsetBy: range.start.offset)
        let end = utf8.index(utf8.startIndex, offsetBy: range.end.offset)
        return String(source[start..<end])
    }

    // MARK: - Modifiers

    /// A modifier the checker builds itself (its arguments are animation values, not scene values).
    static func applied(_ name: String, _ modifier: any ViewModifier) -> AppliedModifier {
        AppliedModifier(name: name, arguments: [], modifier: modifier)
    }

    /// `.animation(_:value:)` and `.transition(_:)` on a view; nil when `name` is neither.
    mutating func checkTransactionModifier(
        _ receiver: IR, _ name: String, _ arguments: [Argument], range: SourceRange
    ) -> Typed? {
        switch name {
        case "animation":
            guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == "value" else {
                diagnostics.error(
                    "'animation(_:value:)' takes an animation and the value it watches", at: range,
                    hint: "write '.animation(.easeInOut, value: isOn)'")
                return .error
            }
            let watched = check(arguments[1].value, expected: nil)
            guard let animation = animationArgument(arguments[0].value) else { return .error }
            if let animation {
                implicitAnimationDuration = max(implicitAnimationDuration, animation.settlingDuration ?? .infinity)
            }
            let implementation: BuiltinImplementation = { v, range in
                .views(v[0].views.map { $0.modified(Checker.applied("animation", AnimationModifier(animation: animation, value: v[1].interpolated)), range: range) })
            }
            return Typed(ir: .apply(implementation, [receiver, watched.ir], range), type: .view)
        case "transition":
            guard arguments.count == 1, arguments[0].label == nil else {
                diagnostics.error(
                    "'transition(_:)' takes one transition", at: range, hint: "write '.transition(.opacity)'")
                return .error
            }
            guard let transition = transitionLiteral(arguments[0].value) else { return .error }
            let implementation: BuiltinImplementation = { v, range in
                .views(v[0].views.map { $0.modified(Checker.applied("transition", TransitionModifier(transition)), range: range) })
            }
            return Typed(ir: .apply(implementation, [receiver], range), type: .view)
        case "blendMode":
            let modes = [
                "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
                "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "sourceAtop",
                "destinationOver", "destinationOut", "plusDarker", "plusLighter",
            ]
            guard arguments.count == 1, arguments[0].label == nil,
                case .implicitMember(let mode) = arguments[0].value.kind
            else {
                diagnostics.error("'blendMode(_:)' takes a mode such as '.multiply'", at: range)
                return .error
            }
            guard modes.contains(mode) else {
                diagnostics.error(
                    "unknown blend mode '.\(mode)'", at: arguments[0].range,
                    hint: Suggestion.hint(for: mode, in: modes) ?? "write '.multiply'")
                return .error
            }
            let implementation: BuiltinImplementation = { v, range in
                .views(v[0].views.map { $0.modified(Checker.applied("blendMode", BlendModeEffect(mode)), range: range) })
            }
            return Typed(ir: .apply(implementation, [receiver], range), type: .view)
        case "contentTransition":
            return checkContentTransition(receiver, arguments, range: range)
        default:
            return nil
        }
    }

    /// `.contentTransition(.opacity | .interpolate | .identity | .numericText(…))`; `numericText` takes
    /// `countsDown: Bool`, `value: Double` (evaluated per frame) and `matching: .floating | .swiftui`.
    private mutating func checkContentTransition(_ receiver: IR, _ arguments: [Argument], range: SourceRange) -> Typed {
        func fail() -> Typed {
            diagnostics.error(
                "'contentTransition(_:)' takes '.opacity', '.interpolate', '.identity' or '.numericText()'", at: range,
                hint: "write '.contentTransition(.numericText(countsDown: true))'")
            return .error
        }
        guard arguments.count == 1, arguments[0].label == nil else { return fail() }
        var fixed: ContentTransitionKind?
        var countsDown: Bool?
        var floating = false
        var valueIR: IR?
        switch arguments[0].value.kind {
        case .implicitMember("opacity"): fixed = .opacity
        case .implicitMember("interpolate"): fixed = .interpolate
        case .implicitMember("identity"): fixed = .identity
        case .implicitMember("numericText"):
            diagnostics.error(
                "static method 'numericText' must be called", at: arguments[0].range, hint: "write '.numericText()'")
            return .error
        case .call(let callee, let args, nil, _):
            guard case .implicitMember("numericText") = callee.kind else { return fail() }
            for a in args {
                switch (a.label, a.value.kind) {
                case ("countsDown", .bool(let down)): countsDown = down
                case ("value", _):
                    valueIR = coerce(check(a.value, expected: .double), to: .double, at: a.value.range, .argument)
                case ("matching", .implicitMember(let rule)) where rule == "floating" || rule == "swiftui":
                    floating = rule == "floating"
                default:
                    diagnostics.error(
                        "'numericText' takes 'countsDown: true|false', 'value:' or 'matching: .swiftui|.floating'",
                        at: a.range)
                    return .error
                }
            }
        default: return fail()
        }
        if let fixed {
            let implementation: BuiltinImplementation = { v, range in
                .views(v[0].views.map { $0.modified(Checker.applied("contentTransition", ContentTransitionModifier(fixed)), range: range) })
            }
            return Typed(ir: .apply(implementation, [receiver], range), type: .view)
        }
        let down = countsDown
        let isFloating = floating
        let implementation: BuiltinImplementation = { v, range in
            let value = v.count > 1 ? v[1].double : nil
            let kind = ContentTransitionKind.numericText(countsDown: down, value: value, floating: isFloating)
            return .views(v[0].views.map { $0.modified(Checker.applied("contentTransition", ContentTransitionModifier(kind)), range: range) })
        }
        return Typed(ir: .apply(implementation, [receiver] + (valueIR.map { [$0] } ?? []), range), type: .view)
    }

    /// A transition as written: `.opacity`, `.scale`, `.scale(scale: 0.5, anchor: .top)`, `.move(edge: .leading)`,
    /// `.slide`, `.offset(x:y:)`, `.push(from:)`, `.blur(radius:)`, `.identity`, `a.combined(with: b)`,
    /// `.asymmetric(insertion:removal:)`, optionally prefixed `AnyTransition`. Arguments must be constants.
    mutating func transitionLiteral(_ e: Expr) -> Transition? {
        func fail(_ message: String, _ at: SourceRange) -> Transition? {
            diagnostics.error(
                message, at: at,
                hint: "transitions: .opacity, .scale, .scale(scale:anchor:), .move(edge:), .slide, .offset(x:y:), "
                    + ".push(from:), .blur(radius:), .identity, .combined(with:), .asymmetric(insertion:removal:)")
            return nil
        }
        // Strip `AnyTransition.` from the front of the chain.
        func member(_ e: Expr) -> (base: Expr?, name: String, nameRange: SourceRange)? {
            switch e.kind {
            case .implicitMember(let name): return (nil, name, e.range)
            case .member(let base, let name, let nameRange, _):
                if base.identifierName == "AnyTransition" { return (nil, name, nameRange) }
                return (base, name, nameRange)
            default: return nil
            }
        }
        var callee = e
        var arguments: [Argument]? = nil
        if case .call(let c, let a, nil, _) = e.kind {
            callee = c
            arguments = a
        }
        guard let (base, name, nameRange) = member(callee) else {
            return fail("expected a transition such as '.opacity'", e.range)
        }
        if let base {
            guard name == "combined", let arguments, arguments.count == 1, arguments[0].label == "with" else {
                return fail("unknown transition member '\(name)'", nameRange)
            }
            guard let a = transitionLiteral(base), let b = transitionLiteral(arguments[0].value) else { return nil }
            return .combined(a, b)
        }
        let args = arguments ?? []
        func labelled(_ label: String) -> Expr? { args.first { $0.label == label }?.value }
        func number(_ label: String, _ fallback: Double) -> Double? {
            guard let v = labelled(label) else { return fallback }
            return constantNumber(v)
        }
        func edge(_ label: String) -> Edge? {
            guard let v = labelled(label), case .implicitMember(let n) = v.kind, let edge = Edge(rawValue: n) else {
                _ = fail("'\(name)' needs '\(label): .top', '.leading', '.bottom' or '.trailing'", e.range)
                return nil
            }
            return edge
        }
        let known: Set<String> = [
            "opacity", "identity", "slide", "scale", "offset", "move", "push", "blur", "asymmetric",
        ]
        guard known.contains(name) else {
            diagnostics.error(
                "unknown transition '.\(name)'", at: nameRange,
                hint: Suggestion.hint(for: name, in: Array(known)) ?? "write '.opacity'")
            return nil
        }
        switch (name, arguments == nil) {
        case ("opacity", true): return .opacity
        case ("identity", true): return .identity
        case ("slide", true): return .slide
        case ("scale", true): return .scale(1e-5, anchor: .center)
        case ("scale", false):
            guard let s = number("scale", 1e-5) else { return nil }
            var anchor = UnitPoint.center
            if let a = labelled("anchor") {
                guard case .implicitMember(let n) = a.kind, let p = UnitPoint.named[n] else {
                    return fail("'scale' needs a named anchor such as '.center'", a.range)
                }
                anchor = p
            }
            return .scale(s, anchor: anchor)
        case ("offset", false):
            guard let x = number("x", 0), let y = number("y", 0) else { return nil }
            return .offset(x: x, y: y)
        case ("move", false): return edge("edge").map { .move($0) }
        case ("push", false): return edge("from").map { .push(from: $0) }
        case ("blur", false): return number("radius", 10).map { .blur(radius: $0) }
        case ("asymmetric", false):
            guard let i = labelled("insertion"), let r = labelled("removal") else {
                return fail("'asymmetric' needs 'insertion:' and 'removal:'", e.range)
            }
            guard let insertion = transitionLiteral(i), let removal = transitionLiteral(r) else { return nil }
            return .asymmetric(insertion: insertion, removal: removal)
        default:
            return fail("'.\(name)' is written \(arguments == nil ? "with" : "without") arguments", e.range)
        }
    }

    /// A numeric argument that must be known at load time (a literal, or literal arithmetic); `hint` explains why.
    mutating func constantNumber(_ e: Expr, hint: String? = nil) -> Double? {
        let typed = check(e, expected: .double)
        let ir = coerce(typed, to: .double, at: e.range, .argument)
        guard ir.dependsOnly() else {
            if typed.type != .error {
                diagnostics.error("this argument must be a constant number", at: e.range, hint: hint)
            }
            return nil
        }
        var evaluator = Evaluator(routines: [], globalCount: 0, time: 0, frame: 0)
        var frame = Evaluator.Frame(slotCount: 0)
        if let value = try? evaluator.evaluate(ir, &frame), case .double(let v) = value { return v }
        // A value of another type was already reported by `coerce`.
        if typed.type == .double {
            diagnostics.error("this argument must be a constant number", at: e.range, hint: hint)
        }
        return nil
    }
}
