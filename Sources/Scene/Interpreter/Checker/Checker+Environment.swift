// Checker+Environment.swift: environment values in the scene language: `@Environment(\.key) var name` reads
// (Parser+Declarations turns the attribute into `_environment(\.key)`), `.environment(\.key, value)` and
// `.preferredColorScheme(_:)` write around the view they modify, a Canvas's `context.environment.key` reads, and an
// action value (`dismiss()`, `openURL(url)`) is called.
// Rule: Apple, SwiftUI "Environment" / "EnvironmentValues" / "View.environment(_:_:)" (developer.apple.com/
// documentation/swiftui/view/environment(_:_:): "Sets the environment value of the specified key path to the given
// value" for the view and its descendants) and "GraphicsContext.environment" ("The environment associated with the
// graphics context"). A scene builds the modified view while the value is set: `withEnvironment` evaluates the
// value, then the whole modified expression, so every view inside — stacks, struct bodies, a GeometryReader's
// content (which copies the evaluator) — reads it. `.environment(\.colorScheme, …)` also switches Layout's colour
// scheme, as `preferredColorScheme` does (ColorScheme.swift). Status: complete for the keys EnvironmentValues lists;
// `@Environment(Model.self)` (Observation) and `@EnvironmentObject` read objects (Checker+EnvironmentObject).

extension Checker {
    /// `_environment(\.key)`: the environment value where the view is evaluated.
    mutating func checkEnvironmentRead(_ call: CallSite) -> Typed {
        guard let argument = call.arguments.first else { return .error }
        guard case .keyPath(let names) = argument.value.kind, names.count == 1 else {
            diagnostics.error(
                "'@Environment' takes a key path or an Observable class", at: argument.range,
                hint: "write '@Environment(\\.colorScheme) var scheme' or '@Environment(Model.self) var model'")
            return .error
        }
        return environmentRead(names[0], at: argument.range)
    }

    /// The intrinsic reading `key`, or a located error naming the keys anim knows.
    mutating func environmentRead(_ key: String, at range: SourceRange) -> Typed {
        if environmentEntry(key) == nil, let custom = customEnvironmentRead(key, at: range) { return custom }
        guard let entry = environmentEntry(key) else {
            diagnostics.error(
                "the environment value '\\.\(key)' is not available in anim", at: range,
                hint: Suggestion.hint(for: key, in: Array(EnvironmentValues.keys.keys))
                    ?? "anim knows \(EnvironmentValues.keys.keys.sorted().map { "\\.\($0)" }.joined(separator: ", "))")
            return .error
        }
        return Typed(ir: .intrinsic(.environment(key, system: entry.value)), type: entry.type)
    }

    /// `base.environment(\.key, value)` / `base.preferredColorScheme(value)`: `base` (with the modifier's Layout
    /// effect) evaluated while the key holds the value; nil when the call is not of that form.
    mutating func checkEnvironmentWrite(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, _ call: CallSite,
        expected: SceneType?
    ) -> Typed? {
        if writingEnvironment {
            writingEnvironment = false
            return nil
        }
        let args = call.arguments
        let key: String
        let valueExpr: Expr
        if name == "preferredColorScheme", args.count == 1, args[0].label == nil {
            key = "colorScheme"
            valueExpr = args[0].value
        } else if name == "environment", args.count == 2, args[0].label == nil,
            case .keyPath(let names) = args[0].value.kind, names.count == 1
        {
            key = names[0]
            valueExpr = args[1].value
        } else {
            return nil
        }
        if key == "openURL", customEnvironment[key] == nil {
            // `.environment(\.openURL, OpenURLAction { url in … })`: what a tapped link does, which a render never
            // does (Apple: OpenURLAction — developer.apple.com/documentation/swiftui/openurlaction). The view is drawn
            // as without it; the handler is not run, so it is not checked.
            diagnostics.warning(
                "'.environment(\\.openURL, …)' has no visual effect; anim renders the view as if it were absent",
                at: nameRange, hint: "a render never opens links")
            return check(base, expected: expected)
        }
        if environmentEntry(key) == nil, let custom = customEnvironment[key] {
            let value = coerce(check(valueExpr, expected: custom.type), to: custom.type, at: valueExpr.range, .argument)
            let body = viewBuiltHere(check(base, expected: expected), at: base.range)
            if body.type == .error { return .error }
            return Typed(ir: .intrinsic(.withEnvironment(key, value: value, body: body.ir)), type: body.type)
        }
        guard let entry = environmentEntry(key) else {
            // One error, at the key path: the value is checked loosely, the key path not again.
            _ = environmentRead(key, at: args[0].range)
            checkLoosely(
                CallSite(arguments: Array(args.dropFirst()), trailing: nil, closeParen: nil, range: call.range))
            return .error
        }
        // `preferredColorScheme(nil)` is the system's scheme.
        var value = Typed(ir: .constant(entry.value), type: entry.type)
        if case .nil = valueExpr.kind {
        } else {
            value.ir = coerce(check(valueExpr, expected: entry.type), to: entry.type, at: valueExpr.range, .argument)
        }
        let body: Typed
        if name == "preferredColorScheme" {
            writingEnvironment = true
            body = check(
                Expr(
                    .call(
                        Expr(.member(base, name, nameRange: nameRange, dot: dot), nameRange), args,
                        trailingClosure: call.trailing, closeParen: call.closeParen), call.range),
                expected: expected)
        } else if key == "colorScheme" {
            let argument = Argument(label: nil, value: valueExpr, range: valueExpr.range)
            writingEnvironment = true
            body = check(
                Expr(
                    .call(
                        Expr(.member(base, "preferredColorScheme", nameRange: nameRange, dot: dot), nameRange),
                        [argument], trailingClosure: nil, closeParen: call.closeParen), call.range),
                expected: expected)
        } else if let layoutName = Checker.layoutEnvironmentModifiers[key] {
            // Read by Layout as well (a List's row height): the view also gets the Layout modifier of that name.
            let argument = Argument(label: nil, value: valueExpr, range: valueExpr.range)
            body = check(
                Expr(
                    .call(
                        Expr(.member(base, layoutName, nameRange: nameRange, dot: dot), nameRange), [argument],
                        trailingClosure: nil, closeParen: call.closeParen), call.range),
                expected: expected)
        } else {
            body = viewBuiltHere(check(base, expected: expected), at: base.range)
        }
        if body.type == .error { return .error }
        return Typed(ir: .intrinsic(.withEnvironment(key, value: value.ir, body: body.ir)), type: body.type)
    }

    /// Environment keys Layout reads too, and the (unwritable) modifier that carries each to Layout (Layout
    /// DefaultMinListRowHeight.swift).
    static let layoutEnvironmentModifiers = [
        "defaultMinListRowHeight": "defaultMinListRowHeight·",
        "defaultMinListHeaderHeight": "defaultMinListHeaderHeight·",
        // Right to left mirrors positions (Layout LayoutDirectionWriter.swift).
        "layoutDirection": "layoutDirection·",
    ]

    /// The type and system value of the environment value `key`, if anim has it: EnvironmentValues' keys, and the
    /// Foundation-valued ones once the file has their types' declarations.
    func environmentEntry(_ key: String) -> (type: SceneType, value: Value)? {
        if let entry = EnvironmentValues.keys[key] { return entry }
        guard let foundation = EnvironmentValues.foundationKeys[key], let index = structIndex[foundation.typeName]
        else { return nil }
        return (.instance(index, name: foundation.typeName), foundation.value)
    }

    /// `typed` as a view built where it is written: a View struct's value becomes its body's views here, so views its
    /// body makes (`Wrapper().environment(\.key, v)` whose body makes `Shows()`) are made while the environment holds
    /// the value, not later where the struct is drawn.
    mutating func viewBuiltHere(_ typed: Typed, at range: SourceRange) -> Typed {
        guard typed.type != .view, typed.type != .error, isViewConvertible(typed.type) else { return typed }
        return Typed(ir: coerce(typed, to: .view, at: range, .argument), type: .view)
    }

    /// `context.environment.key` on a Canvas's GraphicsContext: the environment where the Canvas is evaluated.
    mutating func checkContextEnvironment(_ base: Expr, _ key: String, nameRange: SourceRange) -> Typed? {
        guard case .member(let context, "environment", _, _) = base.kind,
            checkOnTrial(context).typed.type == .graphicsContext
        else { return nil }
        return environmentRead(key, at: nameRange)
    }

    /// `dismiss()` / `openURL(url)` of an environment action: nothing happens in a recording.
    mutating func checkEnvironmentAction(_ name: String, _ call: CallSite) -> Typed? {
        guard lookupLocal(name) != nil || context.owner.map({ structs[$0].storedIndex[name] != nil }) == true,
            case .enumeration(let type) = checkOnTrial(Expr(.identifier(name), call.range)).typed.type,
            EnvironmentValues.actions.contains(type)
        else { return nil }
        checkLoosely(call)
        return Typed(ir: .constant(.void), type: .void)
    }
}

extension Checker {
    /// `base.environment(\.key, value)` as written source: what `.colorScheme(_:)`, `.textFieldStyle(_:)` and
    /// `CircularProgressViewStyle(tint:)` become (checkEnvironmentWrite then checks it).
    static func environmentCall(
        on base: Expr, key: String, value: Expr, nameRange: SourceRange, dot: SourceLocation, range r: SourceRange
    ) -> Expr {
        let keyPath = Argument(label: nil, labelRange: nil, value: Expr(.keyPath([key]), r), range: r)
        let argument = Argument(label: nil, labelRange: nil, value: value, range: value.range)
        return Expr(
            .call(
                Expr(.member(base, "environment", nameRange: nameRange, dot: dot), r), [keyPath, argument],
                trailingClosure: nil, closeParen: r), r)
    }
}
