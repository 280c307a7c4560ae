// Checker+Presentation.swift: a sheet, full-screen cover, popover, alert or confirmation dialog presented by state —
// shown over the whole window while its binding is true (or its item non-nil), as the Layout presentation host draws
// it (Layout Presentation.swift, PresentationHost.swift). Each form is written out as the modifier
// `·presentation { if <presented> { ·Sheet(style:) { content } } }` (or `·Alert(title) { actions } message: { … }`,
// `·Dialog(title, titleVisibility:) { … } message: { … }`), so the presented content is built only while it is shown,
// as SwiftUI builds a sheet's content only when it presents it.
// Rule: Apple: View.sheet(isPresented:onDismiss:content:) ("presents a sheet when a binding to a Boolean value that you
// provide is true"), View.sheet(item:onDismiss:content:) ("when item is non-nil, the system passes the item's content
// to the modifier's closure"), View.fullScreenCover(isPresented:…)/(item:…), View.popover(isPresented:…) (on iPhone a
// popover adapts to a sheet: Apple: View.presentationCompactAdaptation(_:)), View.alert(_:isPresented:actions:message:)
// and its `presenting:` forms ("all actions in an alert dismiss the alert"; with no action, a default OK button),
// View.confirmationDialog(_:isPresented:titleVisibility:actions:message:) and its `presenting:` form —
// developer.apple.com/documentation/swiftui/view-presentation.
// The legacy `alert(isPresented:content:)` with an `Alert` value and `actionSheet` are read by Checker+LegacyAlert.swift.

extension Checker {
    /// The presentation modifiers this file reads.
    static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet",
    ]

    /// `.sheet(…)`, `.fullScreenCover(…)`, `.popover(…)`, `.alert(…)`, `.confirmationDialog(…)` as the presentation
    /// they make: the rewritten call of `·presentation`; nil for a form this file does not read (it stays inert).
    func presentation(_ name: String, _ call: CallSite) -> CallSite? {
        let r = call.range
        switch name {
        case "sheet", "fullScreenCover", "popover":
            var builder = call.trailing
            if builder == nil, let written = call.arguments.first(where: { $0.label == "content" }),
                case .closure(let closure) = written.value.kind
            {
                builder = closure
            }
            guard let builder else { return nil }
            let conditions: [Expr]
            if let presented = call.arguments.first(where: { $0.label == "isPresented" })?.value {
                conditions = [Checker.wrappedValue(presented)]
            } else if let item = call.arguments.first(where: { $0.label == "item" })?.value,
                let parameter = builder.parameters.first
            {
                conditions = [
                    Expr(
                        .optionalBinding(
                            name: parameter.name, nameRange: parameter.range, value: Checker.wrappedValue(item)),
                        item.range)
                ]
            } else {
                return nil
            }
            // A popover on iPhone is a sheet; a full-screen cover covers the screen.
            let style = name == "fullScreenCover" ? "fullScreenCover" : "sheet"
            let sheet = Checker.presentedCall(
                "·Sheet",
                [
                    Argument(
                        label: "style", labelRange: nil, value: Expr(.string([.text(style)]), r), range: r)
                ],
                trailing: Closure(parameters: [], hasParameterClause: false, body: builder.body, range: builder.range),
                range: r)
            return Checker.presenting(sheet, when: conditions, range: r)
        case "actionSheet":
            return legacyPresentation(name, call)
        case "alert", "confirmationDialog":
            // iOS 13's `alert(isPresented:content:)` with an `Alert` value (Checker+LegacyAlert.swift).
            if name == "alert", call.arguments.first?.label != nil { return legacyPresentation(name, call) }
            guard let title = call.arguments.first, title.label == nil,
                let presented = call.arguments.first(where: { $0.label == "isPresented" })?.value
            else { return nil }
            var actions = call.trailing
            if actions == nil, let written = call.arguments.first(where: { $0.label == "actions" }),
                case .closure(let closure) = written.value.kind
            {
                actions = closure
            }
            var message: Closure?
            if let written = call.arguments.first(where: { $0.label == "message" }),
                case .closure(let closure) = written.value.kind
            {
                message = closure
            }
            var conditions = [Checker.wrappedValue(presented)]
            // `presenting: data`: shown while `data` is non-nil too, and each closure gets it as its parameter.
            if let data = call.arguments.first(where: { $0.label == "presenting" })?.value {
                let parameter = actions?.parameters.first ?? message?.parameters.first
                let name = parameter?.name ?? "·presented"
                conditions.append(
                    Expr(.optionalBinding(name: name, nameRange: parameter?.range ?? r, value: data), data.range))
                actions = actions.map { Checker.binding($0, to: name) }
                message = message.map { Checker.binding($0, to: name) }
            } else if actions?.parameters.isEmpty == false || message?.parameters.isEmpty == false {
                return nil
            }
            var arguments = [
                Argument(label: nil, labelRange: nil, value: Checker.titleView(title.value), range: title.range)
            ]
            if name == "confirmationDialog" {
                let visibility =
                    call.arguments.first(where: { $0.label == "titleVisibility" })?.value
                    ?? Expr(.implicitMember("automatic"), r)
                arguments.append(Argument(label: "titleVisibility", labelRange: nil, value: visibility, range: r))
            }
            let empty = Closure(parameters: [], hasParameterClause: false, body: [], range: r)
            arguments.append(
                Argument(
                    label: "actions", labelRange: nil, value: Expr(.closure(actions ?? empty), r), range: r,
                    isTrailingClosure: true))
            arguments.append(
                Argument(
                    label: "message", labelRange: nil, value: Expr(.closure(message ?? empty), r), range: r,
                    isTrailingClosure: true))
            let card = Checker.presentedCall(
                name == "alert" ? "·Alert" : "·Dialog", arguments, trailing: nil, range: r)
            return Checker.presenting(card, when: conditions, range: r)
        default:
            return nil
        }
    }

    /// `presentationDetents([.medium, .fraction(0.3), .height(200), .large])` as `·presentationDetents(fractions:
    /// heights:)` (`.medium` is half the window, `.large` all of it: Apple: PresentationDetent) and
    /// `presentationDragIndicator(v)` as `·presentationDragIndicator(v)`: the sheet that holds them reads them
    /// (Layout PresentationDetents.swift). Nil for another form (a detent set held in a variable, a custom detent): it
    /// stays inert.
    func presentationConfiguration(_ name: String, _ call: CallSite) -> (name: String, call: CallSite)? {
        let r = call.range
        if name == "presentationDragIndicator" {
            guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil else { return nil }
            return ("·presentationDragIndicator", call)
        }
        guard name == "presentationDetents", let first = call.arguments.first, first.label == nil,
            call.arguments.dropFirst().allSatisfy({ $0.label == "selection" }),
            case .array(let detents) = first.value.kind
        else { return nil }
        var fractions: [Expr] = []
        var heights: [Expr] = []
        for detent in detents {
            switch detent.kind {
            case .implicitMember("medium"): fractions.append(Expr(.float("0.5"), detent.range))
            case .implicitMember("large"): fractions.append(Expr(.float("1.0"), detent.range))
            case .call(let callee, let arguments, nil, _) where arguments.count == 1 && arguments[0].label == nil:
                if case .implicitMember("fraction") = callee.kind {
                    fractions.append(arguments[0].value)
                } else if case .implicitMember("height") = callee.kind {
                    heights.append(arguments[0].value)
                } else {
                    return nil
                }
            default: return nil
            }
        }
        let arguments = [
            Argument(label: "fractions", labelRange: nil, value: Expr(.array(fractions), r), range: r),
            Argument(label: "heights", labelRange: nil, value: Expr(.array(heights), r), range: r),
        ]
        return (
            "·presentationDetents", CallSite(arguments: arguments, trailing: nil, closeParen: call.closeParen, range: r)
        )
    }

    /// Whether the presented content checks without errors (`check` runs on trial); when it does not, a located
    /// warning says it is not shown, and the view draws as if nothing were presented: content a render never reaches
    /// must not stop the file (issue #14: code the root never reaches is accepted).
    mutating func showsPresentation(_ range: SourceRange, _ check: (inout Checker) -> Typed) -> Bool {
        let failed = failsOnTrial { _ = check(&$0) }
        if failed {
            diagnostics.warning(
                "this presentation is not shown: anim cannot build its content", at: range,
                hint: "the view it presents uses something anim does not support; the view under it is drawn")
        }
        return !failed
    }

    /// An alert's or dialog's title as a view: `Text(title)` for a string (a `LocalizedStringKey` literal or a
    /// `String`), the `Text` itself when one is written.
    private static func titleView(_ title: Expr) -> Expr {
        if case .call(let callee, _, _, _) = title.kind, callee.identifierName == "Text" { return title }
        return Expr.text(title)
    }

    /// `closure` with its first parameter bound to `name` by its first statement (`let p = name`), no parameters.
    private static func binding(_ closure: Closure, to name: String) -> Closure {
        var body = closure.body
        if let parameter = closure.parameters.first, parameter.name != name, parameter.name != "_" {
            let declaration = VariableDecl(
                isLet: true, name: parameter.name, nameRange: parameter.range, type: nil,
                initializer: Expr(.identifier(name), parameter.range), getter: nil, getterEnd: nil,
                range: parameter.range)
            body.insert(Stmt(kind: .variable(declaration), range: parameter.range), at: 0)
        }
        return Closure(parameters: [], hasParameterClause: false, body: body, range: closure.range)
    }

    /// `callee(arguments) { trailing }` for a synthetic view name.
    static func presentedCall(
        _ callee: String, _ arguments: [Argument], trailing: Closure?, range r: SourceRange
    )
        -> Expr
    {
        Expr(.call(Expr(.identifier(callee), r), arguments, trailingClosure: trailing, closeParen: r), r)
    }

    /// The arguments of `·presentation { if conditions { presented } }`.
    static func presenting(_ presented: Expr, when conditions: [Expr], range r: SourceRange) -> CallSite {
        let branch = Stmt(
            kind: .if(
                IfStmt(
                    conditions: conditions, then: [Stmt(kind: .expression(presented), range: r)], otherwise: nil,
                    range: r)), range: r)
        let content = Closure(parameters: [], hasParameterClause: false, body: [branch], range: r)
        return CallSite(arguments: [], trailing: content, closeParen: nil, range: r)
    }
}
