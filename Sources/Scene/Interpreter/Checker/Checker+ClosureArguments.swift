// Checker+ClosureArguments.swift: a SwiftUI view's `label:` / `content:` closure written as a labelled argument in
// the parentheses (`Toggle(isOn: $on, label: { Text("Rotate") })`, `Menu(content: { … }, label: { … })`) is the same
// call as its trailing-closure form (`Toggle(isOn: $on) { Text("Rotate") }`, `Menu { … } label: { … }`), so it is
// rewritten to that form before the view's initialiser is matched.
// Rule: The Swift Programming Language, "Closures" › Trailing Closures
// (docs.swift.org/swift-book/documentation/the-swift-programming-language/closures/#Trailing-Closures): a closure
// passed as a call's final arguments may be written after the parentheses, the first without its label and the
// rest with theirs (SE-0279, SE-0286 forward-scan matching gives them to the same parameters). Apple documents each
// initialiser by its labels only, e.g. Toggle.init(isOn:label:)
// (developer.apple.com/documentation/swiftui/toggle/init(ison:label:)), Menu.init(content:label:)
// (developer.apple.com/documentation/swiftui/menu/init(content:label:)), Button.init(action:label:),
// Section.init(content:header:footer:), DisclosureGroup.init(content:label:), NavigationLink.init(destination:label:).
// Status: the views in `closureArgumentViews`, when not declared by the scene.

extension Checker {
    /// The SwiftUI views whose trailing-closure forms anim implements and whose closures pasted code also writes as
    /// labelled arguments.
    static let closureArgumentViews: Set<String> = [
        "Button", "Toggle", "Menu", "Link", "Label", "Section", "GroupBox", "DisclosureGroup", "NavigationLink",
        "LabeledContent", "ControlGroup", "ShareLink", "Picker", "Stepper", "Slider", "ProgressView", "Gauge",
        "TextField", "SecureField", "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group",
        "List", "Form", "NavigationStack", "GeometryReader", "ViewThatFits", "TabView",
    ]

    /// The labels of view-building closure parameters that may move out of the parentheses.
    static let closureArgumentLabels: Set<String> = [
        "label", "content", "header", "footer", "destination", "icon", "title", "currentValueLabel",
        "minimumValueLabel", "maximumValueLabel", "markedValueLabels",
        // List(_:id:rowContent:) (developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)).
        "rowContent",
    ]

    /// `call` with its final closure-literal arguments moved after the parentheses (the first as the trailing
    /// closure, the rest as labelled trailing closures), or nil when it has a trailing closure already or does not
    /// end in such arguments.
    func trailingClosureForm(_ name: String, _ call: CallSite) -> CallSite? {
        guard call.trailing == nil, Checker.closureArgumentViews.contains(name),
            structIndex[name] == nil || isPreludeView(name)
        else { return nil }
        var first = call.arguments.count
        while first > 0, let label = call.arguments[first - 1].label,
            Checker.closureArgumentLabels.contains(label), !call.arguments[first - 1].isTrailingClosure,
            case .closure = call.arguments[first - 1].value.kind
        {
            first -= 1
        }
        guard first < call.arguments.count, case .closure(let closure) = call.arguments[first].value.kind else {
            return nil
        }
        var rewritten = call
        rewritten.arguments = Array(call.arguments[..<first])
        rewritten.trailing = closure
        for var argument in call.arguments[(first + 1)...] {
            argument.isTrailingClosure = true
            rewritten.arguments.append(argument)
        }
        return rewritten
    }

    /// A control the scene language's prelude declares (Parser+Controls), not one the scene declares itself.
    private func isPreludeView(_ name: String) -> Bool {
        guard let index = structIndex[name] else { return false }
        let declaration = structs[index].declaration
        return Parser.controlDeclarations.contains { statement in
            guard case .structure(let s) = statement.kind else { return false }
            return s.name == name && s.nameRange == declaration.nameRange && s.range == declaration.range
        }
    }
}
