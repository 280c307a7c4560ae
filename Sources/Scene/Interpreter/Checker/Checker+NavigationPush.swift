// Checker+NavigationPush.swift: navigation driven by state — a link or destination that the state has activated is
// shown by the enclosing stack (Layout NavigationPush.swift, NavigationStackView+Push.swift). Each form is written out
// as the modifier `·navigationPush { if <pushed> { <destination> } }`, so the destination is built only while the
// state pushes it (a destination may link to a view of its own type), and a link's tap sets the state as iOS does.
// Rule: Apple: NavigationLink.init(destination:isActive:label:) (pushed while the binding is true; tapping sets it),
// NavigationLink.init(tag:selection:destination:label:) (pushed while `selection == tag`; tapping sets `selection`
// to `tag`), View.navigationDestination(isPresented:destination:), View.navigationDestination(item:destination:)
// (iOS 17: pushed while `item` is non-nil, built from it), View.navigationDestination(for:destination:) with
// NavigationStack.init(path:root:) (the destination for the path's last value; every page under it gets "Back").
// Status: the path form is read where `navigationDestination(for:)` is written inside the `NavigationStack(path:)`'s
// own closure and the path is an array of the destination's type; a type-erased `NavigationPath` counts its values
// only (Parser+NavigationPath.swift), so its pushes are not shown. A plain `NavigationLink(destination:)` keeps whether
// it was tapped in a hidden `@State` of the file (`·navigationPushes`, declared by SceneProgram for a file that writes
// `NavigationLink`), so a timeline's `tap("Title")` pushes it and the pushed page's links push again; there is no way
// back yet (a tap on "Back" is not read).

extension Checker {
    /// `NavigationLink(…, isActive: $flag, …)` / `(…, tag: t, selection: $s, …)`: the label's button (`button`, made by
    /// Checker+Calls) with the action that sets the state and the push it makes; nil for a link without such state.
    func statePushingNavigationLink(_ call: CallSite, button: Expr, hasTitle: Bool) -> Expr? {
        let r = call.range
        // `read`: the binding's value, which the condition tests and the link's tap writes.
        let read: Expr
        let condition: Expr
        let assignment: Expr
        if let active = call.arguments.first(where: { $0.label == "isActive" })?.value {
            read = Checker.wrappedValue(active)
            condition = read
            assignment = Expr(.bool(true), active.range)
        } else if let tag = call.arguments.first(where: { $0.label == "tag" })?.value,
            let selection = call.arguments.first(where: { $0.label == "selection" })?.value
        {
            read = Checker.wrappedValue(selection)
            condition = Expr(.binary("==", read, tag, operatorRange: tag.range), tag.range)
            assignment = tag
        } else if globalIndex[Checker.navigationPushes] != nil, !call.arguments.contains(where: { $0.label == "value" })
        {
            return plainPushingNavigationLink(call, button: button, hasTitle: hasTitle)
        } else {
            return nil
        }
        guard let destination = Checker.linkDestination(call, hasTitle: hasTitle) else { return nil }
        // A `.constant(…)` binding is read, never written: its link's tap does nothing.
        let writes = if case .member(_, "wrappedValue", _, _) = read.kind { true } else { false }
        let tap = Stmt(kind: .assignment(target: read, op: "=", value: assignment, operatorRange: r), range: r)
        guard let tappable = Checker.button(button, acting: writes ? [tap] : [], range: r) else { return nil }
        return Checker.pushing(tappable, when: [condition], destination, range: r)
    }

    /// The hidden `@State` a file with plain links declares (SceneProgram): the keys of the links tapped so far.
    static let navigationPushes = "·navigationPushes"

    /// The hidden state's declaration, `@State var ·navigationPushes: [String] = []`, for a file that writes
    /// `NavigationLink`: a plain link (`NavigationLink("Title") { Detail() }`) keeps its pushed state there.
    static func navigationPushesDeclaration() -> Stmt {
        let start = SourceLocation(line: 1, column: 1, offset: 0)
        let r = SourceRange(start: start, end: start)
        var declaration = VariableDecl(
            isLet: false, name: navigationPushes, nameRange: r,
            type: TypeSyntax(kind: .array(TypeSyntax(kind: .named("String"), range: r)), range: r),
            initializer: Expr(.array([]), r), getter: nil, getterEnd: nil, range: r)
        declaration.isState = true
        return Stmt(kind: .variable(declaration), range: r)
    }

    /// A plain `NavigationLink(…destination…)`: a tap appends the link's key to the hidden state, and the link pushes
    /// its destination while the state holds the key, as iOS pushes a tapped link (Apple: NavigationLink, "a view that
    /// controls a navigation presentation"). The key is a `UUID()` made where the link is built: one per link (a
    /// ForEach's rows each their own), the same in every evaluation (Evaluator+Intrinsics `.uuid`), so the tap and
    /// the frames after it agree: `Group { let ·link = UUID(); <button>.·navigationPush { if pushes.contains(·link) {
    /// destination } } }`.
    private func plainPushingNavigationLink(_ call: CallSite, button: Expr, hasTitle: Bool) -> Expr? {
        let r = call.range
        guard let destination = Checker.linkDestination(call, hasTitle: hasTitle) else { return nil }
        let pushes = Expr(.identifier(Checker.navigationPushes), r)
        let key = Expr(.identifier("·link"), r)
        func method(_ name: String) -> Expr {
            Expr(
                .call(
                    Expr(.member(pushes, name, nameRange: r, dot: r.start), r),
                    [Argument(label: nil, labelRange: nil, value: key, range: r)], trailingClosure: nil, closeParen: r),
                r)
        }
        let tap = Stmt(kind: .expression(method("append")), range: r)
        guard let tappable = Checker.button(button, acting: [tap], range: r) else { return nil }
        let pushing = Checker.pushing(tappable, when: [method("contains")], destination, range: r)
        let made = VariableDecl(
            isLet: true, name: "·link", nameRange: r, type: nil,
            initializer: Expr(.call(Expr(.identifier("UUID"), r), [], trailingClosure: nil, closeParen: r), r),
            getter: nil, getterEnd: nil, range: r)
        let content = Closure(
            parameters: [], hasParameterClause: false,
            body: [Stmt(kind: .variable(made), range: r), Stmt(kind: .expression(pushing), range: r)], range: r)
        return Expr(.call(Expr(.identifier("Group"), r), [], trailingClosure: content, closeParen: nil), r)
    }

    /// The label's `button` (made by Checker+Calls) with `statements` as its action; nil when it has no action.
    private static func button(_ button: Expr, acting statements: [Stmt], range r: SourceRange) -> Expr? {
        guard case .call(let callee, var arguments, let label, let closeParen) = button.kind,
            let action = arguments.firstIndex(where: { $0.label == "action" })
        else { return nil }
        arguments[action].value = Expr(
            .closure(Closure(parameters: [], hasParameterClause: false, body: statements, range: r)), r)
        return Expr(.call(callee, arguments, trailingClosure: label, closeParen: closeParen), button.range)
    }

    /// A link's destination: its `destination:` argument (a closure's statements or a view), else the trailing
    /// closure after a title; nil when it has none.
    private static func linkDestination(_ call: CallSite, hasTitle: Bool) -> [Stmt]? {
        if let written = call.arguments.first(where: { $0.label == "destination" })?.value {
            if case .closure(let closure) = written.kind { return closure.body }
            return [Stmt(kind: .expression(written), range: written.range)]
        }
        if hasTitle, let trailing = call.trailing { return trailing.body }
        return nil
    }

    /// Whether a push's destination checks without errors (`check` runs on trial); when it does not, a located
    /// warning says the destination is not shown, and the link or modifier stays as it draws unpushed: a destination
    /// a render never reaches must not stop the file (issue #14: code the root never reaches is accepted).
    mutating func showsDestination(_ range: SourceRange, _ check: (inout Checker) -> Typed) -> Bool {
        let failed = failsOnTrial { _ = check(&$0) }
        if failed {
            diagnostics.warning(
                "this navigation destination is not shown: anim cannot build it", at: range,
                hint: "the view it pushes uses something anim does not support; the page under it is drawn")
        }
        return !failed
    }

    /// `navigationDestination(isPresented:)`, `(item:)` and `(for:)` as the push they make: the rewritten call of
    /// `·navigationPush`; nil when the form is not one of these (it stays inert).
    mutating func navigationDestinationPush(_ call: CallSite) -> CallSite? {
        let r = call.range
        var builder = call.trailing
        if builder == nil, let written = call.arguments.first(where: { $0.label == "destination" }),
            case .closure(let closure) = written.value.kind
        {
            builder = closure
        }
        guard let builder else { return nil }
        let condition: Expr
        if let presented = call.arguments.first(where: { $0.label == "isPresented" })?.value {
            condition = Checker.wrappedValue(presented)
        } else if let item = call.arguments.first(where: { $0.label == "item" })?.value,
            let parameter = builder.parameters.first
        {
            condition = Expr(
                .optionalBinding(name: parameter.name, nameRange: parameter.range, value: Checker.wrappedValue(item)),
                item.range)
        } else if let type = call.arguments.first(where: { $0.label == "for" })?.value,
            case .member(let typeName, "self", _, _) = type.kind, let name = typeName.identifierName,
            let path = navigationPaths.last, let parameter = builder.parameters.first,
            navigationPathElement(path) == name
        {
            let last = Expr(
                .member(Checker.wrappedValue(path), "last", nameRange: type.range, dot: type.range.start), r)
            condition = Expr(
                .optionalBinding(name: parameter.name, nameRange: parameter.range, value: last), type.range)
        } else {
            return nil
        }
        let push = Checker.pushing(nil, when: [condition], builder.body, range: r)
        guard case .call(_, let arguments, let trailing, let closeParen) = push.kind else { return nil }
        return CallSite(arguments: arguments, trailing: trailing, closeParen: closeParen, range: r)
    }

    /// The element type's name of the array a `NavigationStack(path:)` binds (`[Route]` → "Route"), nil for a
    /// `NavigationPath` or anything else.
    private mutating func navigationPathElement(_ path: Expr) -> String? {
        guard case .array(let element) = checkOnTrial(Checker.wrappedValue(path)).typed.type else { return nil }
        return element.description
    }

    /// `receiver.·navigationPush { if conditions { destination } }`; with no receiver, the call's arguments only.
    private static func pushing(_ receiver: Expr?, when conditions: [Expr], _ destination: [Stmt], range r: SourceRange)
        -> Expr
    {
        let branch = Stmt(
            kind: .if(IfStmt(conditions: conditions, then: destination, otherwise: nil, range: r)), range: r)
        let content = Closure(parameters: [], hasParameterClause: false, body: [branch], range: r)
        let callee = Expr(
            .member(receiver ?? Expr(.error, r), "·navigationPush", nameRange: r, dot: r.start), r)
        return Expr(.call(callee, [], trailingClosure: content, closeParen: nil), r)
    }

    /// `binding.wrappedValue`: the value a `$state`, a `@Binding` or `.constant(v)` holds (Checker+Members).
    static func wrappedValue(_ binding: Expr) -> Expr {
        // `.constant(v)` has no type to look `constant` up in as a member's base: its value is `v`.
        if case .call(let callee, let arguments, nil, _) = binding.kind, case .implicitMember("constant") = callee.kind,
            arguments.count == 1, arguments[0].label == nil
        {
            return arguments[0].value
        }
        return Expr(.member(binding, "wrappedValue", nameRange: binding.range, dot: binding.range.start), binding.range)
    }
}
