// Checker+Label.swift: `Label`, a title with an icon, as pasted code writes it: `Label("Settings", systemImage:
// "gear")`, `Label("Photo", image: "photo")`, `Label { Text("Title") } icon: { Circle() }`.
// Rule: Apple, Label — developer.apple.com/documentation/swiftui/label ("A standard label for user interface items,
// consisting of an icon with a title"); the default style on iOS is `.titleAndIcon`: the icon then the title in a
// row (LabelStyle.titleAndIcon), drawn here as `HStack { icon; title }`. An SF Symbol icon is the placeholder glyph
// of Image(systemName:) (SymbolPlaceholder.swift). `.labelStyle(.iconOnly / .titleOnly / .titleAndIcon)` (Apple:
// View.labelStyle(_:), LabelStyle — developer.apple.com/documentation/swiftui/labelstyle) sets the style in the
// environment of the views it modifies; here it holds for the Labels written inside its content (the common
// `Label(…).labelStyle(.iconOnly)`), not for Labels in the body of another View struct called there.
// Status: complete for these initialisers and the three built-in styles; custom LabelStyles: Checker+CustomStyle.

/// The built-in label styles: the parts of a Label that are drawn.
enum LabelStyle: String {
    case titleAndIcon, iconOnly, titleOnly
}

extension Checker {
    /// A call of `Label`: the row it draws.
    mutating func checkLabel(_ call: CallSite, calleeRange: SourceRange) -> Typed {
        let at = call.range
        if call.trailing == nil, call.arguments.count == 1, call.arguments[0].label == nil {
            // Only a custom LabelStyle's configuration is a Label of one unlabelled value (`Label(configuration)`).
            if case .closure = call.arguments[0].value.kind {
            } else if case .instance(let index, _) = checkOnTrial(call.arguments[0].value).typed.type,
                structs[index].name == "LabelStyleConfiguration"
            {
            } else {
                return unsupportedLabel(call)
            }
        }
        guard var (title, icon) = Checker.labelParts(call.arguments, call.trailing, at) else {
            return unsupportedLabel(call)
        }
        switch labelStyle {
        case .titleAndIcon: break
        case .iconOnly: title = []
        case .titleOnly: icon = []
        }
        let row = Closure(parameters: [], hasParameterClause: false, body: icon + title, range: at)
        let stack = Expr(.call(Expr(.identifier("HStack"), calleeRange), [], trailingClosure: row, closeParen: nil), at)
        return check(stack, expected: .view)
    }

    /// The title and icon views of `Label(arguments) trailing`: `Label("Title", systemImage:)`, `Label("Title",
    /// image:)`, `Label { title } icon: { icon }`, `Label(title: { … }, icon: { … })`, and a custom LabelStyle's
    /// `Label(configuration)` (its title and icon); nil for any other form.
    static func labelParts(_ arguments: [Argument], _ trailing: Closure?, _ at: SourceRange)
        -> (title: [Stmt], icon: [Stmt])?
    {
        let labels = arguments.map(\.label)
        func statement(_ e: Expr) -> Stmt { Stmt(kind: .expression(e), range: e.range) }
        if trailing == nil, labels.count == 2, labels[0] == nil, labels[1] == "systemImage" || labels[1] == "image" {
            let text = arguments[0]
            let name = arguments[1]
            let imageArgument = Argument(
                label: labels[1] == "systemImage" ? "systemName" : nil, value: name.value, range: name.range)
            return (
                [statement(.call("Text", [text], text.range))], [statement(.call("Image", [imageArgument], name.range))]
            )
        }
        if trailing == nil, labels == [nil] {
            if case .closure = arguments[0].value.kind {
            } else {
                // `Label(configuration)` inside a custom LabelStyle's makeBody.
                let c = arguments[0].value
                func part(_ name: String) -> Stmt {
                    statement(Expr(.member(c, name, nameRange: c.range, dot: c.range.start), c.range))
                }
                return ([part("title")], [part("icon")])
            }
        }
        var closures: [String: Closure] = [:]
        if let trailing { closures["title"] = trailing }
        for argument in arguments {
            guard case .closure(let c) = argument.value.kind else { return nil }
            closures[argument.label ?? "title"] = c
        }
        guard let t = closures["title"], let i = closures["icon"], closures.count == 2 else { return nil }
        return (t.body, i.body)
    }

    /// `content.labelStyle(style)`: the content checked with that style; nil when `style` is not a built-in one
    /// (the ordinary modifier rules then report it).
    mutating func checkLabelStyle(_ base: Expr, _ call: CallSite, expected: SceneType?) -> Typed? {
        guard call.trailing == nil, call.arguments.count == 1, call.arguments[0].label == nil else { return nil }
        var style: LabelStyle?
        switch call.arguments[0].value.kind {
        case .implicitMember(let name):
            style = name == "automatic" ? .titleAndIcon : LabelStyle(rawValue: name)
        case .call(let callee, let arguments, nil, _) where arguments.isEmpty:
            // The pre-iOS 14.5 spellings `IconOnlyLabelStyle()`, `TitleOnlyLabelStyle()`, `TitleAndIconLabelStyle()`.
            let names: [String: LabelStyle] = [
                "IconOnlyLabelStyle": .iconOnly, "TitleOnlyLabelStyle": .titleOnly,
                "TitleAndIconLabelStyle": .titleAndIcon, "DefaultLabelStyle": .titleAndIcon,
            ]
            style = callee.identifierName.flatMap { names[$0] }
        default: break
        }
        guard let style else { return nil }
        let outer = labelStyle
        labelStyle = style
        defer { labelStyle = outer }
        return check(base, expected: base.isImplicitMemberChain ? expected : nil)
    }

    private mutating func unsupportedLabel(_ call: CallSite) -> Typed {
        diagnostics.error(
            "this form of 'Label' is not supported by anim yet", at: call.range,
            hint: "write Label(\"Title\", systemImage: \"star\") or Label { Text(\"Title\") } icon: { … }")
        checkLoosely(call)
        return .error
    }
}
