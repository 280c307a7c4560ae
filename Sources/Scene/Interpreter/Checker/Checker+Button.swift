// Checker+Button.swift: `Button`'s initialisers: a title or a label, and an action that the timeline's
// `tap("Title")` runs.
// Rule: Apple: Button — developer.apple.com/documentation/swiftui/button: `init(_:action:)` (a title string),
// `init(_:role:action:)`, `init(_:systemImage:action:)`, `init(action:label:)` and `init(role:action:label:)`; a trailing closure is the action after a
// title, and `label:` the second trailing closure (SE-0279). The label's look (the button style) is Layout's
// ButtonView; here the label views and the action, checked as an event body. Status: complete for these initialisers.

extension Checker {
    /// `Button("Title") { … }`, `Button("Title", role: .destructive, action: f)`, `Button(action: f) { label }`,
    /// `Button { … } label: { … }`.
    mutating func checkButton(_ call: CallSite, calleeRange: SourceRange) -> Typed {
        if call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil,
            case .instance(let index, _) = checkOnTrial(call.arguments[0].value).typed.type,
            structs[index].name == "ButtonStyleConfiguration"
        {
            // `Button(configuration)` in a PrimitiveButtonStyle (Apple: Button.init(_:) "creates a button based on a
            // configuration for a style with a custom appearance and custom interaction"): the standard button of
            // the configuration's label; its action is the configuration's trigger, which a render never runs.
            let c = call.arguments[0].value
            let label = Closure(
                parameters: [], hasParameterClause: false,
                body: [
                    Stmt(
                        kind: .expression(Expr(.member(c, "label", nameRange: c.range, dot: c.range.start), c.range)),
                        range: c.range)
                ], range: c.range)
            let action = Argument(
                label: "action", labelRange: nil,
                value: Expr(
                    .closure(Closure(parameters: [], hasParameterClause: false, body: [], range: c.range)), c.range),
                range: c.range)
            return checkButton(
                CallSite(arguments: [action], trailing: label, closeParen: call.closeParen, range: call.range),
                calleeRange: calleeRange)
        }
        var title: Expr?
        var role: String?
        var action: Expr?
        var label: Closure?
        var systemImage: Expr?
        var image: Expr?
        for argument in call.arguments {
            switch argument.label {
            case nil where title == nil && action == nil: title = argument.value
            case "systemImage" where title != nil: systemImage = argument.value
            case "image" where title != nil:
                // `Button(_:image:action:)` (iOS 17): an ImageResource, `.crown` or `ImageResource(name:bundle:)`.
                guard let named = Checker.imageResourceName(argument.value) else { fallthrough }
                image = named
            case "action": action = argument.value
            case "label":
                if case .closure(let closure) = argument.value.kind { label = closure } else { fallthrough }
            case "role":
                if case .implicitMember(let name) = argument.value.kind, ["destructive", "cancel"].contains(name) {
                    role = name
                } else if case .nil = argument.value.kind {
                } else if case .string(let parts) = argument.value.kind, parts.count == 1,
                    case .text(NavigationLinkRole.name) = parts[0]
                {
                    role = NavigationLinkRole.name  // made by the checker from a NavigationLink (Checker+Calls)
                } else {
                    diagnostics.error(
                        "a button's role is '.destructive', '.cancel' or nil", at: argument.value.range)
                }
            default:
                diagnostics.error(
                    "extra argument '\(argument.label ?? "_")' in call to 'Button'", at: argument.range,
                    hint: "write 'Button(\"Title\") { action }' or 'Button { action } label: { … }'")
            }
        }
        if let trailing = call.trailing {
            if title == nil && action != nil {
                label = trailing
            } else if action == nil {
                action = Expr(.closure(trailing), trailing.range)
            } else {
                diagnostics.error("extra trailing closure passed in call to 'Button'", at: trailing.range)
            }
        }
        guard let action else {
            diagnostics.error(
                "missing argument for parameter 'action' in call to 'Button'", at: call.range,
                hint: "write 'Button(\"Title\") { … }'")
            return .error
        }
        let labelViews: IR
        if let title {
            let text = Expr.text(title)
            if let icon = systemImage ?? image {
                // `Button(_:systemImage:action:)` and `Button(_:image:action:)` (iOS 17): its label is `Label(title,
                // systemImage:)` / `Label(title, image:)`, drawn by the default label style as the icon then the title
                // in a row (Apple: Label, LabelStyle.titleAndIcon).
                let at = icon.range
                let image = Expr(
                    .call(
                        Expr(.identifier("Image"), at),
                        [Argument(label: systemImage == nil ? nil : "systemName", value: icon, range: at)],
                        trailingClosure: nil, closeParen: at), at)
                // As a Label, it follows the label style around it (`.iconOnly` in a toolbar: Checker+Label).
                let parts = [
                    Stmt(kind: .expression(image), range: at), Stmt(kind: .expression(text), range: title.range),
                ]
                let row = Closure(
                    parameters: [], hasParameterClause: false,
                    body: labelStyle == .iconOnly ? [parts[0]] : labelStyle == .titleOnly ? [parts[1]] : parts,
                    range: at)
                let stack = Expr(.call(Expr(.identifier("HStack"), at), [], trailingClosure: row, closeParen: nil), at)
                labelViews = coerce(check(stack, expected: .view), to: .view, at: title.range, .argument)
            } else {
                labelViews = coerce(check(text, expected: .view), to: .view, at: title.range, .argument)
            }
        } else if let label {
            labelViews = .builder(checkStatements(label.body, in: .viewBuilder(allowsReturn: false)))
        } else {
            diagnostics.error(
                "a Button needs a title or a label", at: call.range, hint: "write 'Button(\"Title\") { … }'")
            return .error
        }
        let body: [Statement]
        if case .closure(let closure) = action.kind {
            body = checkAction(closure.body)
        } else {
            let callExpr = Expr(.call(action, [], trailingClosure: nil, closeParen: action.range), action.range)
            body = checkAction([Stmt(kind: .expression(callExpr), range: action.range)])
        }
        guard let button = functions(named: "Button")?.first else {
            reportUnsupported("Button", at: calleeRange)
            return .error
        }
        let roleValue: Value = role.map { .string($0) } ?? .absent
        let view = apply(button.implementation, [labelViews, .constant(roleValue)], call.range)
        return Typed(ir: .action(.button, view, body, observed: nil, call.range), type: .view)
    }

    /// `.buttonStyle(.bordered)` / `.buttonStyle(BorderedButtonStyle())`: the style of the buttons below
    /// (ButtonStyling.swift).
    mutating func checkButtonStyle(_ views: IR, _ call: CallSite) -> Typed {
        guard call.arguments.count == 1, call.trailing == nil, call.arguments[0].label == nil else {
            diagnostics.error("'buttonStyle' takes one style", at: call.range, hint: "write '.buttonStyle(.bordered)'")
            return .error
        }
        var written = call.arguments[0].value
        if let explicit = customStyleMember(written, method: "makeBody") { written = explicit }
        var name: String?
        switch written.kind {
        case .implicitMember(let member): name = member
        case .call(let callee, let arguments, nil, _) where arguments.isEmpty: name = callee.identifierName
        default: break
        }
        if let (index, style) = customStyle(written), let makeBody = structs[index].methods["makeBody"]?.first {
            return Typed(
                ir: .customButtonStyle(views, style: style.ir, makeBody: functions[makeBody].routine, call.range),
                type: .view)
        }
        guard let name, let style = ButtonStyleName.all[name] else {
            if case .call(let callee, _, _, _) = written.kind, let type = callee.identifierName,
                structIndex[type] != nil
            {
                diagnostics.error(
                    "custom ButtonStyle '\(type)' is not supported by anim yet", at: written.range,
                    hint: "use .plain, .borderless, .bordered or .borderedProminent")
            } else {
                diagnostics.error(
                    "unknown button style", at: written.range,
                    hint: "use .automatic, .plain, .borderless, .bordered or .borderedProminent")
            }
            return .error
        }
        let restyle: BuiltinImplementation = { v, _ in .views(ButtonStyleName.apply(style, to: v[0].views)) }
        return Typed(ir: apply(restyle, [views], call.range), type: .view)
    }

    /// `.controlSize(.large)` / `.buttonBorderShape(.capsule)` (also `.roundedRectangle(radius: 12)`, and values held
    /// in variables): the size or border shape of the buttons below (ButtonLook). Nil when the call is not one
    /// argument of the type (checked as any other modifier then).
    mutating func checkButtonLook(_ name: String, _ receiver: Typed, receiverRange: SourceRange, _ call: CallSite)
        -> Typed?
    {
        guard call.arguments.count == 1, call.trailing == nil, call.arguments[0].label == nil else { return nil }
        let written = call.arguments[0].value
        let views = coerce(receiver, to: .view, at: receiverRange, .argument)
        if name == "buttonBorderShape", case .call(let callee, let arguments, nil, _) = written.kind,
            case .implicitMember("roundedRectangle") = callee.kind, arguments.count == 1,
            arguments[0].label == "radius"
        {
            let radius = coerce(
                check(arguments[0].value, expected: .double), to: .double, at: arguments[0].range, .argument)
            let make: BuiltinImplementation = { v, _ in
                .views(
                    ButtonLook.applying(
                        shape: ButtonBorderShapeValue(name: "roundedRectangle", radius: v[1].double), to: v[0].views))
            }
            return Typed(ir: apply(make, [views, radius], call.range), type: .view)
        }
        let type = SceneType.enumeration(name == "controlSize" ? "ControlSize" : "ButtonBorderShape")
        let value = coerce(check(written, expected: type), to: type, at: written.range, .argument)
        let sizes = name == "controlSize"
        let make: BuiltinImplementation = { v, _ in
            let name = v[1].enumerationName
            return .views(
                sizes
                    ? ButtonLook.applying(size: name, to: v[0].views)
                    : ButtonLook.applying(shape: ButtonBorderShapeValue(name: name), to: v[0].views))
        }
        return Typed(ir: apply(make, [views, value], call.range), type: .view)
    }
}

extension Checker {
    /// `.big` or `.big(color: .red)` where a custom style is expected, for `extension ButtonStyle where Self == Big {
    /// static var big: Big { … } }` (the parser files such members under `Big`): the same member written with its
    /// type, `Big.big`; nil when no struct with `method` (`makeBody`) has such a static member. Apple: ButtonStyle
    /// ("static member lookup", SE-0299).
    mutating func customStyleMember(_ written: Expr, method: String) -> Expr? {
        var member: String
        var memberRange = written.range
        var call: (arguments: [Argument], trailing: Closure?, close: SourceRange?)?
        switch written.kind {
        case .implicitMember(let name): member = name
        case .call(let callee, let arguments, let trailing, let close):
            guard case .implicitMember(let name) = callee.kind else { return nil }
            member = name
            memberRange = callee.range
            call = (arguments, trailing, close)
        default: return nil
        }
        for index in structs.indices.sorted(by: { structs[$0].name < structs[$1].name })
        where structs[index].methods[method] != nil {
            let type = Expr(.identifier(structs[index].name), memberRange)
            var explicit = Expr(.member(type, member, nameRange: memberRange, dot: memberRange.start), memberRange)
            if let call {
                explicit = Expr(
                    .call(explicit, call.arguments, trailingClosure: call.trailing, closeParen: call.close),
                    written.range)
            }
            if case .instance(let found, _) = checkOnTrial(explicit).typed.type, found == index { return explicit }
        }
        return nil
    }

    /// A custom ButtonStyle value (`Big()`, `Big.big`): its struct and checked value; nil for a built-in style.
    mutating func customStyle(_ written: Expr) -> (Int, Typed)? {
        switch written.kind {
        case .call(let callee, _, _, _):
            if let type = callee.identifierName, let index = structIndex[type] {
                return (index, check(written, expected: nil))
            }
            // `Styles.Filled()`: a style nested in another type (hoisted under its own name).
            if case .member = callee.kind, let type = userTypeName(callee), let index = structIndex[type] {
                return (index, check(written, expected: nil))
            }
            if case .member(let base, _, _, _) = callee.kind, let type = base.identifierName,
                let index = structIndex[type]
            {
                return (index, check(written, expected: nil))
            }
        case .member(let base, _, _, _):
            if let type = base.identifierName, let index = structIndex[type] {
                return (index, check(written, expected: nil))
            }
        default: break
        }
        return nil
    }
}

extension Checker {
    /// The asset name an ImageResource is written with: `.crown` (the symbol Xcode generates for an asset) or
    /// `ImageResource(name: "crown", bundle: .main)`, as a String literal expression; nil for anything else.
    /// Apple: ImageResource — developer.apple.com/documentation/developertoolssupport/imageresource.
    static func imageResourceName(_ e: Expr) -> Expr? {
        switch e.kind {
        case .implicitMember(let name): return Expr(.string([.text(name)]), e.range)
        case .call(let callee, let arguments, nil, _) where callee.identifierName == "ImageResource":
            return arguments.first { $0.label == "name" }?.value
        default: return nil
        }
    }
}
