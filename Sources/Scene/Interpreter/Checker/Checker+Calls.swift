// Checker+Calls.swift: calls: what a callee names, overload resolution, and argument checking.
// Rule: Swift's: labels pick the overloads that can apply (ArgumentMatcher); among several, the first whose
// arguments type-check wins, preferring overloads whose result is the type the context expects (`abs` returning
// Double in a Double context). When none applies, the failure of the overload closest to the call is reported.
// Variadic `min`/`max` are built per call here; ForEach has its own form (Checker+ForEach).
// Status: complete for issue #2.

/// One overload being considered for a call.
struct Candidate {
    struct Parameter {
        var label: String?
        var kind: BuiltinParameter.Kind
        /// What a left-out argument evaluates to; nil when the argument is required.
        var defaultValue: IR?
        /// BuiltinParameter.isImplicitAnimation.
        var isImplicitAnimation = false
        /// A variadic parameter: the argument with its label and the unlabelled ones after it arrive as an array
        /// (Checker.packingVariadic); none written is the empty array.
        var isVariadic = false
        /// An `inout` parameter: its argument is written `&x` (Checker+InOut).
        var isInout = false

        var isBuilder: Bool {
            if case .viewBuilder = kind { return true }
            return false
        }

        /// A closure-typed parameter (`action: () -> Void`): a trailing closure may fill it.
        var takesClosure: Bool {
            if case .value(let type) = kind, case .function = type.unwrapped { return true }
            return isBuilder
        }
    }

    /// How the checked arguments become IR.
    enum Target {
        /// A built-in; the receiver (if any) goes first.
        case builtin(BuiltinImplementation, receiver: IR?)
        /// A user function or method.
        case routine(Int, receiver: IR?)
        /// A struct's memberwise initialiser.
        case construct(Int)
    }

    var parameters: [Parameter]
    var result: SceneType
    var target: Target
    /// A builtin modifier's maker (BuiltinFunction.modifierMaker): its call becomes IR.modifier.
    var modifierMaker: ModifierMaker? = nil
    /// A generic routine's type parameters whose witnesses it takes after its parameters, in the types the call
    /// gives them once specialised (Checker+ProtocolDispatch).
    var witnesses: [SceneType] = []
}

extension Checker {
    mutating func checkCall(
        _ callee: Expr, _ arguments: [Argument], trailing: Closure?, closeParen: SourceRange?, expected: SceneType?,
        range: SourceRange
    ) -> Typed {
        let call = CallSite(arguments: arguments, trailing: trailing, closeParen: closeParen, range: range)
        if case .identifier(let name) = callee.kind, let typed = checkErrorHandlingCall(name, call, expected: expected)
        {
            return typed
        }
        if let layout = checkAnyLayoutCall(
            callee, arguments, trailing: trailing, closeParen: closeParen, expected: expected, range: range)
        {
            return layout
        }
        if let layout = checkAnyLayoutOfCustom(callee, call) { return layout }
        switch callee.kind {
        case .closure(let closure) where arguments.isEmpty && trailing == nil && closure.parameters.isEmpty:
            // `let a: Angle = { …; return … }()`: a closure called where it is written is its body's value
            // (The Swift Programming Language, "Closures": "Setting a Default Property Value with a Closure").
            let single = Checker.closureExpression(closure.body)
            return checkClosureBody(
                single ?? callee, single == nil ? (closure.body, closure.range) : nil, expected: expected)
        case .identifier(let name):
            if name == "ProgressView", structIndex[name] != nil,
                let bar = progressTimerInterval(arguments, trailing: trailing, range: range)
            {
                return check(bar, expected: expected)
            }
            if name == "Text", let joined = textInterpolatingTexts(arguments, trailing: trailing, range: range) {
                return check(joined, expected: expected)
            }
            if name == "Text", trailing == nil, arguments.count == 1, arguments[0].label == nil,
                isImageArgument(arguments[0].value)
            {
                // `Text(Image(systemName: "star"))`: an image as a run of text (Apple: Text.init(_:) taking an
                // Image), sized and aligned like text as a symbol is; joined with `+` it sits on the baseline.
                return check(arguments[0].value, expected: expected)
            }
            if let moved = trailingClosureForm(name, call) {
                return checkNamedCall(name, calleeRange: callee.range, moved, expected: expected)
            }
            return checkNamedCall(name, calleeRange: callee.range, call, expected: expected)
        case .member(let base, let name, let nameRange, let dot):
            if isQualifyingModule(base) {
                // `Swift.max(a, b)`: the global function, past any local of that name (Checker+ModuleQualifiedCall).
                return checkNamedCall(name, calleeRange: nameRange, call, expected: expected, global: true)
            }
            if name == "decode", let decoded = checkJSONDecode(base, call) { return decoded }
            if name == "_printChanges" || name == "_logChanges", arguments.isEmpty, trailing == nil,
                base.identifierName == "Self" || base.identifierName.map({ structIndex[$0] != nil }) == true
            {
                // `let _ = Self._printChanges()`: SwiftUI's debugging aid logs why a body ran (Apple: View
                // ._printChanges(), "for debugging only"); a render has no console, so it does nothing.
                return Typed(ir: .constant(.void), type: .void)
            }
            if name == "Set", arguments.isEmpty, trailing == nil, ["Axis", "Edge"].contains(base.identifierName ?? ""),
                structIndex[base.identifierName ?? ""] == nil
            {
                // `Axis.Set()` / `Edge.Set()`: the empty option set (Apple: OptionSet's `init()`).
                return Typed(ir: .constant(.edges([])), type: .edgeSet)
            }
            if name == "formatted", let joined = listFormattedCall(base, call) {
                return check(joined, expected: expected)
            }
            if name == "map" || name == "flatMap", let mapped = optionalMapCall(base, call) {
                return check(mapped, expected: expected)
            }
            if name == "opacity", expected?.unwrapped == .gradientStyle, arguments.count == 1,
                arguments[0].label == nil, trailing == nil,
                let faded = checkShapeStyleOpacity(base, arguments[0], range)
            {
                return faded
            }
            if name == "animation", let scoped = scopedAnimation(base, call, nameRange: nameRange, dot: dot) {
                return check(scoped, expected: expected)
            }
            if name == "modifier", base.identifierName == "AnyTransition", structIndex["AnyTransition"] == nil {
                // `AnyTransition.modifier(active:identity:)` written with its type.
                return checkModifierTransition(call)
            }
            if let typed =
                checkShapeViewChain(
                    base, name, nameRange: nameRange, dot: dot, calleeRange: callee.range, call, expected: expected)
                ?? checkDefaultBackground(
                    base, name, nameRange: nameRange, dot: dot, calleeRange: callee.range, call, expected: expected)
                ?? checkStyledBorder(
                    base, name, nameRange: nameRange, dot: dot, calleeRange: callee.range, call, expected: expected)
            {
                return typed
            }
            if let typed = checkShadowedStyle(
                base, name, nameRange: nameRange, dot: dot, arguments, trailing: trailing, closeParen: closeParen,
                expected: expected, range: range)
            {
                return typed
            }
            if name == "pickerStyle", arguments.count == 1, !Checker.isImplicitMember(arguments[0].value) {
                // `SegmentedPickerStyle()`, `WheelPickerStyle()`: the style of that name (PickerView.swift).
                let written = arguments[0].value
                let names = Checker.names(in: written)
                let style =
                    ["segmented", "wheel", "inline", "menu", "palette"].first { s in
                        names.contains { $0.lowercased().hasPrefix(s) }
                    } ?? "automatic"
                var call = arguments
                call[0].value = Expr(.implicitMember(style), written.range)
                return checkCall(
                    callee, call, trailing: trailing, closeParen: closeParen, expected: expected, range: range)
            }
            if name == "tabViewStyle", arguments.count == 1, !Checker.isImplicitMember(arguments[0].value) {
                // `.page`, `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`: the page style, with or without
                // its index; every other style keeps the tab bar (TabViewContainer.swift).
                let written = arguments[0].value
                let names = Checker.names(in: written)
                var style = "automatic"
                if names.contains("page") || names.contains("PageTabViewStyle") {
                    style = names.contains("never") ? "pageWithoutIndex" : "page"
                }
                var call = arguments
                call[0].value = Expr(.implicitMember(style), written.range)
                return checkCall(
                    callee, call, trailing: trailing, closeParen: closeParen, expected: expected, range: range)
            }
            if name == "init", case .identifier = base.kind {
                // `Image.init("photo")` is `Image("photo")` (The Swift Programming Language, "Initialization").
                return checkCall(
                    base, arguments, trailing: trailing, closeParen: closeParen, expected: expected, range: range)
            }
            if let typed = checkCombineCall(base, name, nameRange: nameRange, call) { return typed }
            if name == "environment" || name == "environmentObject",
                let typed = checkEnvironmentObjectWrite(base, name, call, expected: expected)
            {
                return typed
            }
            if name == "environment" || name == "preferredColorScheme",
                let typed = checkEnvironmentWrite(base, name, nameRange: nameRange, dot: dot, call, expected: expected)
            {
                return typed
            }
            if let typed = checkCustomStyle(base, name, call, expected: expected) { return typed }
            if name == "labelStyle", let typed = checkLabelStyle(base, call, expected: expected) { return typed }
            if name == "toggleStyle", let typed = checkToggleStyle(base, call, expected: expected) { return typed }
            if let typed = checkBuiltInTextFieldStyle(
                base, name, nameRange: nameRange, dot: dot, call, expected: expected)
            {
                return typed
            }
            if let typed = checkProgressViewTint(base, name, nameRange: nameRange, dot: dot, call, expected: expected) {
                return typed
            }
            if let typed = checkGaugeStyle(base, name, nameRange: nameRange, dot: dot, call, expected: expected) {
                return typed
            }
            if let typed = checkDatePickerStyle(base, name, nameRange: nameRange, dot: dot, call, expected: expected) {
                return typed
            }
            if let typed = checkRedacted(base, name, nameRange: nameRange, dot: dot, call, expected: expected) {
                return typed
            }
            if let typed = checkGestureMethod(base, name, call) { return typed }
            if let typed = checkLabelsHidden(base, name, nameRange: nameRange, dot: dot, call, expected: expected) {
                return typed
            }
            if let typed = checkColorSchemeModifier(
                base, name, nameRange: nameRange, dot: dot, call, expected: expected)
            {
                return typed
            }
            if let typed = checkContentMargins(base, name, nameRange: nameRange, call, expected: expected) {
                return typed
            }
            if Checker.isShaderLibrary(base), structIndex["ShaderLibrary"] == nil {
                return checkShaderCall(name, nameRange: nameRange, call)
            }
            if let typeName = userTypeName(base), let index = structIndex[typeName] {
                let type = SceneType.instance(index, name: typeName)
                if let typed = checkEnumCaseConstruction(index, name, call) { return typed }
                if let overloads = userStaticFunctions(of: type, name) {
                    return resolve(
                        overloads.map { functionCandidate($0, receiver: nil, call.range) }, call, expected: expected)
                }
                // `Outer.Item(n: 20)`: a nested type (hoisted under its own name) made through its outer type.
                if structIndex[name] != nil, name.first?.isUppercase == true {
                    return checkNamedCall(name, calleeRange: nameRange, call, expected: expected)
                }
                // `R.onSelect("a")`: a static property holding a closure (`static let onSelect = { (key: String) in
                // … }`), called (TSPL "Closures": a closure stored in a property is called by the property's name).
                let property = Expr(.member(base, name, nameRange: nameRange, dot: dot), callee.range)
                if case .function = checkOnTrial(property).typed.type,
                    let typed = checkClosureCall(check(property, expected: nil), call, calleeRange: callee.range)
                {
                    return typed
                }
                reportMissingStaticMember(of: type, name, at: nameRange)
                checkLoosely(call)
                return .error
            }
            if name == "constant", base.identifierName == "Binding", structIndex["Binding"] == nil {
                // `Binding.constant(v)`: `.constant(v)` with its type written (Checker+Binding).
                let value: SceneType
                if case .binding(let bound)? = expected?.unwrapped {
                    value = bound
                } else {
                    value = call.arguments.first.map { checkOnTrial($0.value).typed.type } ?? .error
                }
                return checkConstantBinding(value, call)
            }
            if let type = staticType(base) {
                if name == "random", let typed = checkRandom(type, call) { return typed }
                if let overloads = userStaticFunctions(of: type, name) {
                    return resolve(
                        overloads.map { functionCandidate($0, receiver: nil, call.range) }, call, expected: expected)
                }
                guard let overloads = staticMethods(of: type)[name] else {
                    reportMissingStaticMember(of: type, name, at: nameRange)
                    checkLoosely(call)
                    return .error
                }
                return resolve(overloads.map { builtinCandidate($0, receiver: nil) }, call, expected: expected)
            }
            if reportUnknownTypeMember(base, name, nameRange: nameRange, call: call) {
                checkLoosely(call)
                return .error
            }
            let receiver = unwrappingImplicitly(
                check(
                    base, expected: base.isImplicitMemberChain ? expected : literalReceiverType(base, name, expected)),
                at: base.range)
            let modifierCall = CallSite(
                arguments: arguments, trailing: trailing, closeParen: closeParen,
                range: SourceRange(start: dot, end: range.end))
            return checkMethodCall(
                receiver, receiverRange: base.range, name, nameRange: nameRange, modifierCall, expected: expected,
                receiverExpr: base)
        case .implicitMember("symbolEffect") where expected?.unwrapped == .contentTransition:
            // `.contentTransition(.symbolEffect(.replace))` (Apple: ContentTransition.symbolEffect(_:options:), iOS
            // 17): the old symbol gives way to the new; drawn as the opacity cross-fade, as SF Symbols' own layer
            // effects are not available here (SymbolPlaceholder.swift).
            return Typed(ir: .constant(.contentTransition(.opacity)), type: .contentTransition)
        case .implicitMember(let name):
            guard let type = expected?.unwrapped, type != .error else {
                if expected != .error {
                    diagnostics.error("cannot infer contextual base in reference to member '\(name)'", at: callee.range)
                }
                checkLoosely(call)
                return .error
            }
            if case .instance(let index, _) = type, let typed = checkEnumCaseConstruction(index, name, call) {
                return typed
            }
            if let overloads = userStaticFunctions(of: type, name) {
                return resolve(
                    overloads.map { functionCandidate($0, receiver: nil, call.range) }, call, expected: expected)
            }
            if name == "constant", case .binding(let value) = type { return checkConstantBinding(value, call) }
            // `.random(in: 0.3...1.0)` where a Double is expected (`.opacity(.random(in:))`, seed 004's SparkleField).
            if name == "random", let typed = checkRandom(type, call) { return typed }
            if name == "init", case .shape = type, let shapeName = builtinShapeInitializer(call) {
                // `private var frame: RoundedRectangle { .init(cornerRadius: 12) }`: a built-in shape type is held
                // as any shape, so the one shape whose initialiser takes these arguments is meant.
                return checkNamedCall(shapeName, calleeRange: callee.range, call, expected: expected)
            }
            if name == "init", type == AnyLayoutValue.type {
                // `cond ? AnyLayout(VStackLayout()) : .init(HStackLayout())`: AnyLayout's initialiser, which takes a
                // user layout too (Checker+CustomLayout).
                return checkCall(
                    Expr(.identifier("AnyLayout"), callee.range), arguments, trailing: trailing, closeParen: closeParen,
                    expected: expected, range: range)
            }
            if name == "init", staticMethods(of: type)[name] == nil, let typeName = initializerName(of: type) {
                // `.init(degrees: 90)` where an Angle is expected: the type's initialiser (The Swift Programming
                // Language, "Expressions", implicit member expression).
                return checkNamedCall(typeName, calleeRange: callee.range, call, expected: expected)
            }
            if type == .transition, name == "modifier" { return checkModifierTransition(call) }
            if type == .transition, staticMethods(of: type)[name] == nil,
                let custom = customTransitionMember(
                    Expr(.call(callee, arguments, trailingClosure: trailing, closeParen: closeParen), range))
            {
                return custom
            }
            guard let overloads = staticMethods(of: type)[name] else {
                reportMissingStaticMember(of: type, name, at: callee.range)
                checkLoosely(call)
                return .error
            }
            return resolve(overloads.map { builtinCandidate($0, receiver: nil) }, call, expected: expected)
        case .array(let elements) where elements.count == 1 && arguments.isEmpty && trailing == nil:
            // `[Int]()`, `[[Bool]]()`: an empty array of the written element type.
            guard let type = writtenType(elements[0]) else { return .error }
            return Typed(ir: .constant(.array([])), type: .array(type))
        case .dictionary(let entries) where entries.count == 1 && arguments.isEmpty && trailing == nil:
            // `[String: Int]()`, `[String: Int?]()`, `[String: [Int]]()`: an empty dictionary of the written key and
            // value types (any type form, Checker.metatypeOperand; one that is not a type is reported).
            guard let key = writtenType(entries[0].key), let value = writtenType(entries[0].value) else {
                return .error
            }
            return Typed(ir: .constant(.dictionary(keys: [], values: [])), type: .dictionary(key, value))
        case .array(let elements) where elements.count == 1:
            // `[String](["a"])`, `[Int](repeating: 0, count: 3)`, `[[Bool]](repeating: row, count: 15)`: Array's
            // initialisers with the element type written.
            guard let type = writtenType(elements[0]) else { return .error }
            let array = Expr(
                .call(
                    Expr(.identifier("Array"), callee.range), arguments, trailingClosure: trailing,
                    closeParen: closeParen),
                range)
            return check(array, expected: .array(type))
        default:
            if case .call(let inner, let layoutArguments, nil, let layoutClose) = callee.kind, arguments.isEmpty,
                let trailing, let name = inner.identifierName, let index = structIndex[name], structs[index].isLayout
            {
                // `MyLayout(spacing: 8)() { … }`: a layout value called as a function is the stack it makes
                // (Apple: Layout.callAsFunction(_:) — developer.apple.com/documentation/swiftui/layout/callasfunction(_:)).
                let direct = Expr(
                    .call(inner, layoutArguments, trailingClosure: trailing, closeParen: layoutClose), range)
                return check(direct, expected: expected)
            }
            let typed = check(callee, expected: nil)
            if let result = checkClosureCall(typed, call, calleeRange: callee.range) { return result }
            if typed.type != .error {
                diagnostics.error("cannot call value of non-function type '\(typed.type)'", at: callee.range)
            }
            return .error
        }
    }

    /// Whether a View extension's methods named as a built-in modifier (`func cornerRadius(_ radius: CGFloat, corners:
    /// UIRectCorner)` beside SwiftUI's `cornerRadius(_:antialiased:)`) do not take this call while the built-in does:
    /// Swift resolves among all overloads of the name (TSPL "Declarations": overloaded functions differ in labels or
    /// types), so `.cornerRadius(10)` is SwiftUI's. Each side is checked on trial.
    private mutating func builtinModifierFits(
        _ receiver: Typed, _ methods: [Int], _ call: CallSite, expected: SceneType?
    )
        -> Bool
    {
        guard functions[methods[0]].selfType == .view, isViewConvertible(receiver.type),
            let overloads = vocabulary.modifiers[functions[methods[0]].declaration.name]
        else { return false }
        let views = receiver
        guard
            failsOnTrial({ checker in
                let self_ = checker.coerce(views, to: .view, at: call.range, .argument)
                _ = checker.resolve(
                    methods.map { checker.functionCandidate($0, receiver: self_, call.range) }, call, expected: expected
                )
            })
        else { return false }
        return !failsOnTrial({ checker in
            let self_ = checker.coerce(views, to: .view, at: call.range, .argument)
            _ = checker.resolve(
                overloads.map { checker.builtinCandidate($0, receiver: self_) }, call, expected: expected)
        })
    }

    /// The type an array literal's element position names in `[T]()` / `[T](…)`: a type name, an array (`[[Bool]]`),
    /// dictionary (`[[String: Int]]`), tuple (`[(String, CGFloat)]`) or optional of such (Checker.metatypeOperand);
    /// nil after reporting what is not a type.
    private mutating func writtenType(_ e: Expr) -> SceneType? {
        guard let syntax = Checker.metatypeOperand(e) else {
            diagnostics.error("expected a type in '[…]'", at: e.range, hint: "write the element type, e.g. '[Int]()'")
            return nil
        }
        let type = resolveType(syntax)
        return type == .error ? nil : type
    }

    /// Whether one of the methods `methods` takes `call`'s arguments (checked on trial, nothing reported).
    private mutating func methodsFit(_ methods: [Int], _ call: CallSite, expected: SceneType?) -> Bool {
        let mark = diagnostics.count
        let errors = diagnostics.errorCount
        speculating += 1
        _ = resolve(
            methods.map { functionCandidate($0, receiver: .selfInstance, call.range) }, call, expected: expected)
        speculating -= 1
        let fits = diagnostics.errorCount == errors
        diagnostics.truncate(to: mark)
        return fits
    }

    /// The parts of a call that argument checking needs.
    struct CallSite {
        var arguments: [Argument]
        var trailing: Closure?
        var closeParen: SourceRange?
        /// The whole call; for a modifier, from its `.` to the end.
        var range: SourceRange
    }

    /// `global`: a module-qualified name, which no local or member of the enclosing type shadows.
    private mutating func checkNamedCall(
        _ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?, global: Bool = false
    ) -> Typed {
        if name == "_environment" { return checkEnvironmentRead(call) }
        if let pair = checkAnimatablePair(name, call, expected: expected) { return pair }
        if name == "_environmentObject" { return checkEnvironmentObjectRead(call) }
        if name == "Binding", structIndex[name] == nil, let typed = checkCustomBinding(call, expected: expected) {
            return typed
        }
        if name == "Self", context.owner == nil, let typeName = context.typeName, structIndex[typeName] != nil {
            // `Self()` in a static member hoisted from `extension P where Self == T`.
            return checkNamedCall(typeName, calleeRange: calleeRange, call, expected: expected)
        }
        if name == "Self", let owner = context.owner, !structs[owner].isView {
            // `Self(…)` in a type's own method is its initialiser (The Swift Programming Language, "Types", Self).
            return checkNamedCall(structs[owner].name, calleeRange: calleeRange, call, expected: expected)
        }
        if Checker.gestureNames.contains(name), structIndex[name] == nil { return checkGestureConstruction(name, call) }
        if let typed = checkStyleTypeConstruction(name, call, expected: expected) { return typed }
        if let typed = checkFormControl(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        if let typed = checkColorPicker(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        if let typed = checkDatePicker(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        if let typed = checkMenu(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        if let typed = checkStepper(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        if let typed = checkPasteButton(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        if name == "TextField", let field = checkTextFieldValue(name, call, calleeRange: calleeRange) { return field }
        if name == "List", structIndex[name] == nil,
            let list = checkOutlineList(call, calleeRange: calleeRange, expected: expected)
        {
            return list
        }
        if name == "Slider", let slider = sliderCall(call) { return check(slider, expected: expected) }
        if name == "LabeledContent", let row = labeledContentFormatCall(call) { return check(row, expected: expected) }
        if let action = checkEnvironmentAction(name, call) { return action }
        if !global, let local = lookupLocal(name) {
            let typed = Typed(ir: .local(local.slot), type: local.type)
            if let views = Checker.builtViews(typed, call) { return views }
            if let result = checkClosureCall(typed, call, calleeRange: calleeRange) { return result }
            diagnostics.error("cannot call value of non-function type '\(local.type)'", at: calleeRange)
            return .error
        }
        if !global, let owner = context.owner {
            if let methods = structs[owner].methods[name] {
                // `content(data[i])` beside `func content(at:)`: a stored closure property of the same base name is
                // called when no method fits the arguments (TSPL "Declarations": overloads differ in labels; a
                // property of function type is one more candidate).
                if structs[owner].storedIndex[name] != nil, !methodsFit(methods, call, expected: expected),
                    let member = instanceMember(owner, name, receiver: .selfInstance, range: calleeRange),
                    case .function = member.type,
                    let result = checkClosureCall(member, call, calleeRange: calleeRange)
                {
                    return result
                }
                let typed = resolve(
                    methods.map { functionCandidate($0, receiver: .selfInstance, call.range) }, call, expected: expected
                )
                return mutatingCall(typed, receiver: nil)
            }
            if let member = instanceMember(owner, name, receiver: .selfInstance, range: calleeRange) {
                if let views = Checker.builtViews(member, call) { return views }
                if let result = checkClosureCall(member, call, calleeRange: calleeRange) { return result }
                diagnostics.error("cannot call value of non-function type '\(member.type)'", at: calleeRange)
                return .error
            }
        }
        if let typeName = currentTypeName, let overloads = functionIndex["\(typeName).\(name)"] {
            return resolve(overloads.map { functionCandidate($0, receiver: nil, call.range) }, call, expected: expected)
        }
        if let overloads = functionIndex[name] {
            return resolve(overloads.map { functionCandidate($0, receiver: nil, call.range) }, call, expected: expected)
        }
        if structIndex[name] == nil, let typed = checkExtensionInitializer(name, call, expected: expected) {
            return typed
        }
        if let index = structIndex[name], structs[index].isEnum {
            return checkEnumInitializer(index, call)
        }
        if let index = structIndex[name], structs[index].isLayout, let content = call.trailing {
            return checkCustomLayout(index, call, content: content)
        }
        if let index = structIndex[name] {
            var call = call
            if call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil,
                let style = Parser.styledViews.first(where: { $0.value == name })?.key,
                let configuration = Parser.styleConfigurations[style].flatMap({ structIndex[$0] }),
                case .instance(configuration, _) = checkOnTrial(call.arguments[0].value).typed.type
            {
                // `ProgressView(configuration)` in a custom style: the default look of the configuration
                // (Parser+StyleConfigurations declares it as `init(configuration:)`, apart from `init(_ title:)`).
                call.arguments[0].label = "configuration"
            }
            if let initializers = structs[index].methods["init"] {
                var candidates = initializers.map { initializerCandidate($0, of: index, call.range) }
                // `extension Filled { init() { self.init(color: .yellow) } }`: the memberwise init stays.
                if !structs[index].declaresInitializer, !structs[index].declaration.isClass {
                    candidates.append(memberwiseCandidate(index, call.range))
                }
                return resolve(candidates, call, expected: expected)
            }
            return resolve([memberwiseCandidate(index, call.range)], call, expected: expected)
        }
        // A view's `@State var min = 0` is hoisted to a global but is the view's property: outside the view (another
        // view, the prelude) `min(a, b)` is still the standard library's (TSPL "Declarations": a type's members are
        // in scope only in the type).
        if let global = globalIndex[name],
            globals[global].declaration.stateOwner.map({ $0 == currentTypeName }) ?? true
        {
            let typed = check(Expr(.identifier(name), calleeRange), expected: nil)
            if let result = checkClosureCall(typed, call, calleeRange: calleeRange) { return result }
            if typed.type != .error {
                diagnostics.error("cannot call value of non-function type '\(typed.type)'", at: calleeRange)
            }
            return .error
        }
        if let typed = checkValueFunction(name, call, expected: expected) { return typed }
        if let selfType = context.selfType, functions(named: name) == nil, !Builtins.specialFunctions.contains(name),
            ![
                "withAnimation", "at", "scene", "print", "debugPrint", "dump", "assert", "precondition",
                "assertionFailure", "fatalError", "preconditionFailure",
            ].contains(name),
            name.first?.isUppercase != true
        {
            // Inside `extension View { func card() -> some View { padding() } }`: a member of `self` (a capitalised
            // name is a type: `GeometryReader { … }` builds a view).
            let receiver = Typed(ir: .selfInstance, type: selfType)
            return checkMethodCall(
                receiver, receiverRange: calleeRange, name, nameRange: calleeRange, call, expected: expected)
        }
        if let typed = checkSplitView(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        if let typed = checkTable(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        if let typed = checkEditButton(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        if let typed = checkIndexSetConstruction(name, call) { return typed }
        if let typed = checkAsyncImage(name, calleeRange: calleeRange, call, expected: expected) { return typed }
        switch name {
        case "List" where structIndex[name] == nil:
            // Apple: List(_:id:rowContent:), List(_:rowContent:) — a List over data is a List of a ForEach over it;
            // `selection:` changes nothing drawn: an iOS list not in edit mode draws no selection (Apple:
            // List(selection:content:), developer.apple.com/documentation/swiftui/list).
            // The binding is still checked, so a misspelt `$selection` is reported.
            for argument in call.arguments where argument.label == "selection" {
                _ = check(argument.value, expected: nil)
            }
            let data = call.arguments.filter { $0.label != "selection" }
            if data.isEmpty, data.count < call.arguments.count, call.trailing != nil {
                var plain = call
                plain.arguments = []
                return checkNamedCall(name, calleeRange: calleeRange, plain, expected: expected)
            }
            guard !data.isEmpty, let rows = call.trailing else { break }
            let forEach = Expr(
                .call(
                    Expr(.identifier("ForEach"), calleeRange), data, trailingClosure: rows, closeParen: call.closeParen),
                call.range)
            let content = Closure(
                parameters: [], hasParameterClause: false, body: [Stmt(kind: .expression(forEach), range: call.range)],
                range: rows.range)
            let list = Expr(
                .call(Expr(.identifier("List"), calleeRange), [], trailingClosure: content, closeParen: nil), call.range
            )
            return check(list, expected: expected)
        case "NavigationStack" where call.trailing == nil && structIndex[name] == nil,
            "NavigationView" where call.trailing == nil && structIndex[name] == nil:
            // `NavigationView(content: { … })`, `NavigationStack(root: { … })`: the builder passed by its label is
            // the trailing closure written out (The Swift Programming Language, "Closures": Trailing Closures).
            guard let last = call.arguments.last, last.label == "content" || last.label == "root",
                case .closure(let body) = last.value.kind
            else { break }
            var written = call
            written.arguments.removeLast()
            written.trailing = body
            return checkNamedCall(name, calleeRange: calleeRange, written, expected: expected)
        case "NavigationStack" where call.trailing != nil && structIndex[name] == nil,
            "NavigationView" where call.trailing != nil && structIndex[name] == nil:
            // Apple: NavigationStack — developer.apple.com/documentation/swiftui/navigationstack: the root view under
            // the navigation bar (Layout's NavigationStackView); `path:` and pushed destinations are never shown.
            var content = call
            content.arguments = []
            let path = call.arguments.first { $0.label == "path" }?.value
            if let path { navigationPaths.append(path) }
            defer { if path != nil { navigationPaths.removeLast() } }
            return checkNamedCall("·NavigationStack", calleeRange: calleeRange, content, expected: expected)
        case "NavigationSplitView" where call.trailing != nil && structIndex[name] == nil:
            // Apple: NavigationSplitView — developer.apple.com/documentation/swiftui/navigationsplitview: "in compact
            // size classes (iPhone) the split view collapses into a single stack" showing the sidebar column first; a
            // render shows the iPhone preview, so the sidebar under a navigation bar. `content:` and `detail:` are shown
            // only after a selection, which a render has none of.
            var sidebar = call
            sidebar.arguments = []
            return checkNamedCall("·NavigationStack", calleeRange: calleeRange, sidebar, expected: expected)
        case "Color" where structIndex[name] == nil && Checker.isAssetColorCall(call): return checkAssetColor(call)
        case "Color" where structIndex[name] == nil:
            if let choice = Checker.assetColorChoice(call) { return check(choice, expected: expected) }
            if let typed = checkUIKitColor(call) { return typed }
            break
        case _
        where (name == "TabView" || name == "Picker") && structIndex[name] == nil
            && (call.arguments.first(where: { $0.label == "selection" })?.value.identifierName?.hasPrefix("$") ?? false):
            // `TabView(selection: $tab)`: the tab shown is the one tagged with the state's value (TabViewContainer).
            var read = call
            let index = call.arguments.firstIndex { $0.label == "selection" } ?? 0
            let binding = call.arguments[index].value
            read.arguments[index].value = Expr(
                .identifier(String((binding.identifierName ?? "$").dropFirst())), binding.range)
            let saved = tabSelectionType
            defer { tabSelectionType = saved }
            if name == "TabView" { tabSelectionType = checkOnTrial(read.arguments[index].value).typed.type }
            return checkNamedCall(name, calleeRange: calleeRange, read, expected: expected)
        case "Tab" where structIndex[name] == nil && call.trailing != nil:
            return check(tabContent(call, calleeRange: calleeRange), expected: expected)
        case "TabSection" where structIndex[name] == nil && call.trailing != nil:
            // Apple: TabSection (iOS 18): its tabs, in the tab bar a phone shows; the section's title is the
            // sidebar's, which a tab bar does not draw.
            let group = Expr(
                .call(Expr(.identifier("Group"), calleeRange), [], trailingClosure: call.trailing, closeParen: nil),
                call.range)
            return check(group, expected: expected)
        case "NavigationLink" where structIndex[name] == nil:
            // Apple: NavigationLink — developer.apple.com/documentation/swiftui/navigationlink: its label, drawn as a
            // button's (the accent colour), or in a List row with a disclosure chevron (the role below,
            // ListView+NavigationLink.swift); the destination is shown only after a tap, which a render has none of,
            // so `destination:` and `value:` are not evaluated — unless state pushes it (`isActive:`,
            // `tag:selection:`, Checker+NavigationPush.swift).
            // The label: a `label:` closure; else a title (`NavigationLink("Title", destination:)`, whose trailing
            // closure is then the destination); else the trailing closure.
            var label: Closure?
            if let argument = call.arguments.first(where: { $0.label == "label" }),
                case .closure(let closure) = argument.value.kind
            {
                label = closure
            } else if let title = call.arguments.first(where: { $0.label == nil }) {
                label = Closure(returning: .text(title.value))
            } else {
                label = call.trailing
            }
            guard let label else {
                diagnostics.error(
                    "'NavigationLink' needs a label", at: call.range,
                    hint: "write NavigationLink(\"Title\", destination: …) or NavigationLink { … } label: { … }")
                return .error
            }
            let button = Expr(
                .call(
                    Expr(.identifier("Button"), calleeRange),
                    [
                        Argument(
                            label: "action", labelRange: nil,
                            value: Expr(
                                .closure(
                                    Closure(parameters: [], hasParameterClause: false, body: [], range: calleeRange)),
                                calleeRange), range: calleeRange),
                        Argument(
                            label: "role", labelRange: nil,
                            value: Expr(.string([.text(NavigationLinkRole.name)]), calleeRange), range: calleeRange),
                    ],
                    trailingClosure: label, closeParen: nil), call.range)
            if let pushing = statePushingNavigationLink(
                call, button: button, hasTitle: call.arguments.contains { $0.label == nil }),
                showsDestination(call.range, { $0.check(pushing, expected: expected) })
            {
                return check(pushing, expected: expected)
            }
            return check(button, expected: expected)
        case "ForEach": return checkForEach(call)
        case "print" where structIndex[name] == nil, "debugPrint" where structIndex[name] == nil,
            "dump" where structIndex[name] == nil:
            // Console output has nowhere to go in a render: the arguments are checked, nothing is printed. An
            // argument anim cannot evaluate (`Unmanaged.passUnretained(self).toOpaque()`) would print nothing either:
            // one warning instead of its errors.
            let mark = diagnostics.count
            let errors = diagnostics.errorCount
            checkLoosely(call)
            if diagnostics.errorCount > errors {
                diagnostics.truncate(to: mark)
                diagnostics.warning(
                    "'\(name)' is not run: anim cannot evaluate its arguments, and a render has no console",
                    at: call.range, hint: "remove the call, or print values anim knows")
            }
            return Typed(ir: .constant(.void), type: .void)
        case "LocalizedStringKey"
        where structIndex[name] == nil && call.arguments.count == 1
            && call.arguments[0].label == nil && call.trailing == nil:
            // Outside `Text(…)`, a key is the String it was made of (Parser+FoundationRuntime).
            let typed = check(call.arguments[0].value, expected: .string)
            if typed.type == .error { return .error }
            return Typed(ir: coerce(typed, to: .string, at: call.arguments[0].range, .argument), type: .string)
        case "AnyShape"
        where structIndex[name] == nil && call.arguments.count == 1 && call.arguments[0].label == nil
            && call.trailing == nil:
            return checkAnyShape(call.arguments[0])
        case "precondition", "assert", "assertionFailure":
            if let typed = checkAssertion(name, call) { return typed }
        case "fatalError" where structIndex[name] == nil && functionIndex[name] == nil,
            "preconditionFailure" where structIndex[name] == nil && functionIndex[name] == nil:
            return checkFatalError(name, call)
        case "type"
        where structIndex[name] == nil && functionIndex[name] == nil && call.arguments.count == 1
            && call.arguments[0].label == "of" && call.trailing == nil:
            // `type(of: x)` (Swift standard library): the value's dynamic type, read here as its name, which is
            // what real files do with it (`String(describing: type(of: self))`, `Text("\(type(of: x))")`).
            let typed = check(call.arguments[0].value, expected: nil)
            if typed.type == .error { return .error }
            // A protocol-typed parameter's hidden generic name (`Named·120`, Parser+OpaqueParameter) prints as the
            // protocol: the concrete type is not known here.
            let name = "\(typed.type)".split(separator: "·").first.map(String.init) ?? ""
            return Typed(ir: .constant(.string(name)), type: .string)
        case "Label" where structIndex[name] == nil: return checkLabel(call, calleeRange: calleeRange)
        case "GeometryReader" where structIndex["GeometryReader"] == nil: return checkGeometryReader(call)
        case "PhaseAnimator" where structIndex[name] == nil, "KeyframeAnimator" where structIndex[name] == nil:
            // The view forms: the same animators with no modified content (`{ phase in … }`).
            return checkAnimatorModifier(nil, name, call)
        case "Canvas" where structIndex["Canvas"] == nil: return checkCanvas(call)
        case "TimelineView" where structIndex["TimelineView"] == nil: return checkTimelineView(call)
        case "Path" where call.trailing != nil && call.arguments.isEmpty: return checkPathBuilder(call)
        case "Path" where call.trailing == nil && call.arguments.count == 1 && call.arguments[0].label == nil:
            // `Path({ path in … })`: Path.init(_ callback:) with the closure written inside the parentheses.
            guard case .closure(let closure) = call.arguments[0].value.kind else { break }
            return checkPathBuilder(
                CallSite(arguments: [], trailing: closure, closeParen: call.closeParen, range: call.range))
        case "Button": return checkButton(call, calleeRange: calleeRange)
        case "AnyView" where call.arguments.count == 1 && call.arguments[0].label == nil && call.trailing == nil:
            return checkAnyView(call.arguments[0].value)
        case "VerticalAlignment" where structIndex[name] == nil, "HorizontalAlignment" where structIndex[name] == nil:
            if let custom = checkCustomAlignment(name, call) { return custom }
        case "OpacityTransition", "IdentityTransition", "SlideTransition", "ScaleTransition", "MoveTransition",
            "PushTransition", "BlurReplaceTransition":
            if let typed = checkTransitionStruct(name, call, calleeRange: calleeRange) { return typed }
        case "AnyTransition"
        where structIndex[name] == nil && call.arguments.count == 1 && call.arguments[0].label == nil
            && call.trailing == nil:
            return checkAnyTransition(call.arguments[0].value)
        case "AnyShapeStyle"
        where structIndex[name] == nil && call.arguments.count == 1 && call.arguments[0].label == nil
            && call.trailing == nil:
            return checkAnyShapeStyle(call.arguments[0].value)
        case "min", "max": return checkExtremum(name, call, expected: expected)
        case "withAnimation", "at":
            if name == "withAnimation", let typed = checkWithAnimationValue(call, expected: expected) { return typed }
            diagnostics.error(
                name == "at"
                    ? "an event 'at(t) { … }' belongs at the top level of a scene"
                    : "'withAnimation' belongs in an event", at: calleeRange,
                hint: "write 'at(1.0) { withAnimation(.easeInOut) { isOn.toggle() } }' at the top level")
            checkLoosely(call)
            return .error
        case "scene":
            diagnostics.error("'scene(…)' is the header: it must be the first statement of the file", at: call.range)
            return .error
        default: break
        }
        if name == "Image", structIndex["Image"] == nil, call.arguments.count == 1, call.arguments[0].label == nil,
            case .implicitMember(let asset) = call.arguments[0].value.kind
        {
            // `Image(.coffee)`: Xcode 15 generates an ImageResource symbol for each image set of the asset catalog,
            // so this is the image named "coffee" (Apple: Image.init(_: ImageResource),
            // developer.apple.com/documentation/swiftui/image), found as `Image("coffee")` is.
            var named = call
            named.arguments[0].value = Expr(.string([.text(asset)]), call.arguments[0].value.range)
            return checkNamedCall(name, calleeRange: calleeRange, named, expected: expected)
        }
        if name == "Image", structIndex["Image"] == nil, call.arguments.count == 1, call.arguments[0].label == nil,
            let resource = structIndex["ImageResource"], structs[resource].storedIndex["name"] != nil,
            case .instance(resource, _) = checkOnTrial(call.arguments[0].value).typed.type
        {
            // `Image(image)` of an `ImageResource` value: the image of its name (Apple: Image.init(_: ImageResource)).
            var named = call
            let value = call.arguments[0].value
            named.arguments[0].value = Expr(
                .member(value, "name", nameRange: value.range, dot: value.range.start), value.range)
            return checkNamedCall(name, calleeRange: calleeRange, named, expected: expected)
        }
        if name == "Image", call.arguments.first?.label == "systemName" {
            // SF Symbols exist only on Apple platforms: a PNG of the symbol beside the scene is used, else a
            // placeholder glyph sized like the symbol (Layout SymbolPlaceholder.swift).
            var symbol = "the symbol"
            var exported = false
            var fallback = "the nearest Material Icons glyph, or a placeholder when none is near"
            if case .string(let segments) = call.arguments[0].value.kind, segments.count == 1,
                case .text(let text) = segments[0]
            {
                symbol = "'\(text)'"
                exported = vocabulary.hasImage(text)
                fallback = vocabulary.hasSymbolGlyph(text) ? "the nearest Material Icons glyph" : "a placeholder"
            }
            if symbol == "''" {
                // No symbol has an empty name: SwiftUI draws nothing (Layout ImageView.symbol).
                diagnostics.warning(
                    "no symbol named ''; the image is empty and draws nothing, as in SwiftUI", at: call.range,
                    hint: "give the symbol's name, or remove the Image")
            } else if !exported {
                // A computed name (`Image(systemName: tab.icon)`) is mapped when the frame is drawn.
                diagnostics.warning(
                    "SF Symbols are not available on Linux: \(symbol) is drawn as \(fallback)", at: calleeRange,
                    hint:
                        "export the symbol as a PNG (SF Symbols app: File ▸ Export) beside the scene, named as the symbol"
                )
            }
        }
        if (name == "arc4random_uniform" && call.arguments.count == 1)
            || (name == "arc4random" && call.arguments.isEmpty),
            call.trailing == nil, lookupLocal(name) == nil, functions(named: name) == nil
        {
            // Darwin's `arc4random_uniform(n)` / `arc4random()`: a draw from the scene's seeded generator, as
            // `Int.random(in: 0..<n)` is (RandomSource), so a render is reproducible.
            let upper = name == "arc4random" ? Expr(.integer("4294967296"), calleeRange) : call.arguments[0].value
            let range = Expr(
                .binary("..<", Expr(.integer("0"), calleeRange), upper, operatorRange: calleeRange), call.range)
            var random = call
            random.arguments = [Argument(label: "in", labelRange: nil, value: range, range: call.range)]
            return checkRandom(.int, random) ?? .error
        }
        if name == "Image", structIndex["Image"] == nil, call.arguments.count == 1,
            call.arguments[0].label == nil || call.arguments[0].label == "decorative",
            case .string(let segments) = call.arguments[0].value.kind, segments.count == 1,
            case .text(let text) = segments[0], !text.isEmpty, !text.contains("/"), !vocabulary.hasImage(text)
        {
            // Apple: Image.init(_:bundle:) — a name with no image draws nothing (SwiftUI logs "No image named '…'
            // found in asset catalog"); as for `Color("name")` (Checker+AssetColor.swift) anim says where it looked.
            diagnostics.warning(
                "no image '\(text)' beside the scene; it draws nothing, as in SwiftUI", at: call.range,
                hint: "put \(text).png (or .jpg, .webp, @2x/@3x) or the project's Assets.xcassets beside the scene")
        }
        if let overloads = functions(named: name) {
            // Swift reads only a string literal as Text's LocalizedStringKey (Markdown); any other String picks
            // `init<S: StringProtocol>(_:)`, drawn verbatim (Apple: Text.init(_:) — developer.apple.com/documentation/
            // swiftui/text/init(_:)-9d1g4).
            var call = call
            if name == "Picker", let tagged = Checker.pickerWithImplicitTags(call) { call = tagged }
            if name == "Text", let dateText = dateTextCall(call) { return check(dateText, expected: expected) }
            if name == "Text", let attributed = attributedTextCall(call) {
                return check(attributed, expected: expected)
            }
            if name == "Text", let formatted = formatStyleTextCall(call) { return check(formatted, expected: expected) }
            if name == "Text", call.arguments.count == 1, call.arguments[0].label == nil {
                if case .call(let callee, let arguments, nil, _) = call.arguments[0].value.kind,
                    callee.identifierName == "LocalizedStringKey" || callee.isImplicitInit,
                    arguments.count == 1, arguments[0].label == nil
                {
                    // `Text(LocalizedStringKey(s))` and `Text(.init(s))`: a String made a key, so Text reads its
                    // Markdown as a literal's (Apple: LocalizedStringKey.init(_:) — developer.apple.com/documentation/
                    // swiftui/localizedstringkey/init(_:)).
                    call.arguments[0].value = arguments[0].value
                } else if case .string = call.arguments[0].value.kind {
                } else if case .ternary(_, let a, let b) = call.arguments[0].value.kind, case .string = a.kind,
                    case .string = b.kind
                {
                    // `Text(flag ? "**On**" : "Off")`: both branches literals, so the ternary is a
                    // LocalizedStringKey (Text's generic StringProtocol initialiser is the disfavoured overload) and
                    // its Markdown is read.
                } else if isLocalizedStringKey(call.arguments[0].value) {
                    // `let title: LocalizedStringKey` passed on to `Text(title)`: a key, so its Markdown is read.
                } else {
                    call.arguments[0].label = "verbatim"
                }
            }
            return resolve(overloads.map { builtinCandidate($0, receiver: nil) }, call, expected: expected)
        }
        if vocabulary.unsupportedViews.contains(name), structIndex[name] == nil {
            reportUnsupported(name, at: calleeRange)
            return .error
        }
        diagnostics.error(
            "cannot find '\(name)' in scope", at: calleeRange, hint: Suggestion.hint(for: name, in: callableNames()))
        checkLoosely(call)
        return .error
    }

    /// Whether `e` names a local, parameter or stored property of the type being checked declared
    /// `LocalizedStringKey` (`title` or `self.title`): Text reads such a key's Markdown as a literal's (Apple:
    /// Text.init(_:tableName:bundle:comment:) takes a LocalizedStringKey; anim holds keys as Strings,
    /// Parser+FoundationRuntime).
    func isLocalizedStringKey(_ e: Expr) -> Bool {
        let name: String
        switch e.kind {
        case .identifier(let n):
            if let local = context.scopes.last(where: { $0[n] != nil })?[n] { return local.localizedKey }
            name = n
        case .member(let base, let n, _, _):
            guard case .self = base.kind else { return false }
            name = n
        default: return false
        }
        guard let owner = context.owner, let index = structs[owner].storedIndex[name],
            case .named("LocalizedStringKey")? = structs[owner].stored[index].declaration.type?.kind
        else { return false }
        return true
    }

    /// The type an array literal of implicit members takes from the method called on it and the type expected of
    /// the call: `let color: Color = [.red, .green].randomElement()!` makes `[Color]` (Swift solves the literal's
    /// element type from the result, TSPL "Expressions": Implicit Member Expression); nil otherwise.
    func literalReceiverType(_ base: Expr, _ method: String, _ expected: SceneType?) -> SceneType? {
        guard case .array(let elements) = base.kind, elements.contains(where: \.isImplicitMemberChain),
            let want = expected?.unwrapped, want != .error
        else { return nil }
        switch method {
        case "randomElement", "min", "max": return .array(want)
        case "shuffled", "reversed", "sorted", "filter", "prefix", "suffix", "dropFirst", "dropLast":
            if case .array = want { return want }
            return nil
        default: return nil
        }
    }

    /// The name a value of `type` is constructed by (`Angle`, `CGPoint`, a struct's own), if it has one.
    func initializerName(of type: SceneType) -> String? {
        if case .instance(_, let name) = type { return name }
        if case .tuple(_, let labels) = type, labels == ["first", "second"] { return "AnimatablePair" }
        // `[.init(.adaptive(minimum: 80))]` where GridItems are expected: GridItem is a value type with initialisers,
        // though not a name annotations are hinted with.
        return (SceneType.builtinTypeNames + ["GridItem"]).first {
            SceneType.builtin(named: $0) == type && functions(named: $0) != nil
        }
    }

    /// `receiver.name(…)`: a struct method, a value method (`Color.opacity`), or a view modifier.
    private mutating func checkMethodCall(
        _ receiver: Typed, receiverRange: SourceRange, _ name: String, nameRange: SourceRange, _ call: CallSite,
        expected: SceneType?, receiverExpr: Expr? = nil
    ) -> Typed {
        if receiver.type == .error {
            checkLoosely(call)
            return .error
        }
        let call = Checker.readingScrollPositionBinding(
            name, noteSymbolAndTextSettings(receiver, name, nameRange: nameRange, call))
        if case .binding = receiver.type, name == "animation" || name == "transaction" {
            // Apple: Binding.animation(_:) — the same binding, whose writes animate; anim's controls are pictures
            // (Parser+Controls.swift) and never write through it.
            checkLoosely(call)
            return receiver
        }
        let outerShaderUsage = shaderUsage
        shaderUsage = Checker.shaderUsage(ofModifier: name)
        defer { shaderUsage = outerShaderUsage }
        if case .instance(let index, _) = receiver.type, let methods = structs[index].methods[name] {
            let typed = resolve(
                methods.map { functionCandidate($0, receiver: receiver.ir, call.range) }, call, expected: expected)
            return mutatingCall(typed, receiver: receiverExpr ?? Expr(.error, receiverRange))
        }
        if let methods = extensionFunctions(of: receiver.type, name)?.filter({ !functions[$0].declaration.isGetter }),
            !methods.isEmpty, !builtinModifierFits(receiver, methods, call, expected: expected)
        {
            if case .shape = receiver.type, functions[methods[0]].selfType == .view {
                // `func modifiers<T: View>(_ f: (Self) -> T)` on `Rectangle()`: `Self` is the receiver's own type, so
                // the closure's parameter is the shape (`r.fill(.red)`). A built-in shape's value is its view value
                // (`coerce`), so the body, checked with `self` as a view, gets the same value (TSPL "Protocols",
                // Self type: developer.apple.com … /the-swift-programming-language/types#Self-Type).
                return resolve(
                    methods.map { selfTypedCandidate($0, receiver: receiver, call.range) }, call, expected: expected)
            }
            let self_ =
                functions[methods[0]].selfType == .view
                ? coerce(receiver, to: .view, at: receiverRange, .argument) : receiver.ir
            return resolve(
                methods.map { functionCandidate($0, receiver: self_, call.range) }, call, expected: expected)
        }
        if let typed = collectionMethod(receiver, name, call, expected: expected) { return typed }
        if case .typeParameter(let parameter) = receiver.type,
            let typed = dispatchedMethodCall(
                receiver, parameter, name, nameRange: nameRange, call, expected: expected)
        {
            return typed
        }
        if case .existential(let proto) = receiver.type,
            let typed = existentialMethodCall(receiver, proto, name, nameRange: nameRange, call, expected: expected)
        {
            return typed
        }
        if case .instance(let index, _) = receiver.type,
            let member = instanceMember(index, name, receiver: receiver.ir, range: nameRange),
            let views = Checker.builtViews(member, call) ?? checkClosureCall(member, call, calleeRange: nameRange)
        {
            return views
        }
        if let overloads = Builtins.methods(of: receiver.type)[name] {
            return resolve(overloads.map { builtinCandidate($0, receiver: receiver.ir) }, call, expected: expected)
        }
        if isViewConvertible(receiver.type) {
            if vocabulary.shapeOnlyModifiers.contains(name) && !receiver.type.isShapeOrPath
                && !isCustomShape(receiver.type)
            {
                diagnostics.error(
                    "value of type '\(receiver.type)' has no member '\(name)'", at: nameRange,
                    hint: "apply .\(name) directly to the shape, before other modifiers, or use .foregroundStyle")
                checkLoosely(call)
                return .error
            }
            if name == "frame", let rewritten = droppingInfiniteFrameDimensions(call) {
                return checkMethodCall(
                    receiver, receiverRange: receiverRange, name, nameRange: nameRange, rewritten,
                    expected: expected, receiverExpr: receiverExpr)
            }
            if name == "navigationDestination", let push = navigationDestinationPush(call),
                showsDestination(
                    call.range,
                    {
                        $0.checkMethodCall(
                            receiver, receiverRange: receiverRange, "·navigationPush", nameRange: nameRange, push,
                            expected: expected, receiverExpr: receiverExpr)
                    })
            {
                return checkMethodCall(
                    receiver, receiverRange: receiverRange, "·navigationPush", nameRange: nameRange, push,
                    expected: expected, receiverExpr: receiverExpr)
            }
            if let (configuration, rewritten) = presentationConfiguration(name, call) {
                return checkMethodCall(
                    receiver, receiverRange: receiverRange, configuration, nameRange: nameRange, rewritten,
                    expected: expected, receiverExpr: receiverExpr)
            }
            if Checker.presentationModifiers.contains(name), let presented = presentation(name, call),
                showsPresentation(
                    call.range,
                    {
                        $0.checkMethodCall(
                            receiver, receiverRange: receiverRange, "·presentation", nameRange: nameRange, presented,
                            expected: expected, receiverExpr: receiverExpr)
                    })
            {
                return checkMethodCall(
                    receiver, receiverRange: receiverRange, "·presentation", nameRange: nameRange, presented,
                    expected: expected, receiverExpr: receiverExpr)
            }
            if name == "buttonStyle" {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                return checkButtonStyle(views, call)
            }
            if name == "controlSize" || name == "buttonBorderShape",
                let typed = checkButtonLook(name, receiver, receiverRange: receiverRange, call)
            {
                return typed
            }
            if name == "coordinateSpace" {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                return checkCoordinateSpace(views, call)
            }
            if Checker.anchorPreferenceModifiers.contains(name) {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                return checkAnchorPreferences(views, name, call)
            }
            if name == "visualEffect" {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                return checkVisualEffect(views, call)
            }
            if name == "scrollTransition" {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                return checkScrollTransition(views, call)
            }
            if name == "modifier" {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                return checkViewModifier(views, call)
            }
            if name == "textFieldStyle", isViewConvertible(receiver.type),
                let typed = checkCustomTextFieldStyle(
                    coerce(receiver, to: .view, at: receiverRange, .argument),
                    receiverExpr: receiverExpr ?? Expr(.error, receiverRange), call)
            {
                return typed
            }
            if name == "transaction", structIndex["Transaction"] != nil, vocabulary.modifiers[name] == nil {
                return checkTransactionModifier(
                    coerce(receiver, to: .view, at: receiverRange, .argument), nameRange: nameRange, call)
            }
            if name == "containerRelativeFrame", Checker.hasLengthClosure(call), isViewConvertible(receiver.type),
                let typed = checkContainerRelativeFrameLength(
                    coerce(receiver, to: .view, at: receiverRange, .argument), call)
            {
                return typed
            }
            if name == "alignmentGuide", let unchanged = checkListRowSeparatorGuide(receiver, call) { return unchanged }
            if name == "alignmentGuide" {
                return checkAlignmentGuide(
                    coerce(receiver, to: .view, at: receiverRange, .argument), nameRange: nameRange, call)
            }
            if name == "dynamicTypeSize" {
                return checkDynamicTypeSize(
                    coerce(receiver, to: .view, at: receiverRange, .argument), nameRange: nameRange, call)
            }
            if name == "fontWidth", isViewConvertible(receiver.type) {
                return checkFontWidth(
                    coerce(receiver, to: .view, at: receiverRange, .argument), nameRange: nameRange, call)
            }
            if Checker.lifecycleModifiers.contains(name) {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                return checkLifecycle(views, name, nameRange: nameRange, call)
            }
            if name == "keyframeAnimator" || name == "phaseAnimator" {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                return checkAnimatorModifier(views, name, call)
            }
            if receiver.type.isShapeOrPath || isCustomShape(receiver.type),
                let overloads = vocabulary.shapeModifiers[name]
            {
                // `Circle().offset(x: 10)` is Shape.offset, still a shape (Apple: Shape.offset(x:y:)).
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                return resolve(overloads.map { builtinCandidate($0, receiver: views) }, call, expected: expected)
            }
            if name == "navigationTitle" || name == "navigationBarTitle" {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                if let typed = checkNavigationTitle(views, name, call, expected: expected) { return typed }
                diagnostics.warning(
                    "'\(name)' has no visual effect here; anim renders the view as if it were absent", at: nameRange,
                    hint: "a NavigationStack draws a title written as a String or a Text")
                return receiver
            }
            if let overloads = vocabulary.modifiers[name] {
                let views = coerce(receiver, to: .view, at: receiverRange, .argument)
                // A toolbar's Labels show only their icon (Apple: LabelStyle.titleAndIcon — "some containers might
                // apply a different default label style …, such as only showing icons within toolbars on macOS and
                // iOS"); a `.labelStyle` written inside still wins.
                let outerLabelStyle = labelStyle
                if name == "toolbar" || name == "navigationBarItems" { labelStyle = .iconOnly }
                defer { labelStyle = outerLabelStyle }
                return resolve(overloads.map { builtinCandidate($0, receiver: views) }, call, expected: expected)
            }
        }
        if isViewConvertible(receiver.type) {
            if vocabulary.isInert(name) {
                // Its arguments (actions, labels) never run in a render, so they are not checked.
                diagnostics.warning(
                    "'\(name)' has no visual effect; anim renders the view as if it were absent", at: nameRange)
                return receiver
            }
            if vocabulary.unsupportedModifiers.contains(name) {
                reportUnsupported(name, at: nameRange)
                return .error
            }
        }
        reportMissingMember(name, of: receiver.type, at: nameRange)
        checkLoosely(call)
        return .error
    }

    // MARK: - Candidates

    func builtinCandidate(_ function: BuiltinFunction, receiver: IR?) -> Candidate {
        Candidate(
            parameters: function.parameters.map {
                Candidate.Parameter(
                    label: $0.label, kind: $0.kind, defaultValue: $0.defaultValue.map { .constant($0) },
                    isImplicitAnimation: $0.isImplicitAnimation)
            },
            result: function.result, target: .builtin(function.implementation, receiver: receiver),
            modifierMaker: receiver == nil ? nil : function.modifierMaker)
    }

    /// A custom `init`: a routine run on an instance holding the properties' default values (Checker+Initializer).
    mutating func initializerCandidate(_ index: Int, of owner: Int, _ range: SourceRange) -> Candidate {
        var candidate = functionCandidate(index, receiver: defaultInstance(owner, range), range)
        candidate.result = .instance(owner, name: structs[owner].name)
        if functions[index].declaration.isFailable { candidate.result = .optional(candidate.result) }
        return candidate
    }

    func functionCandidate(_ index: Int, receiver: IR?, _ range: SourceRange) -> Candidate {
        let function = functions[index]
        return Candidate(
            parameters: function.parameters.map { parameter in
                Candidate.Parameter(
                    label: parameter.label, kind: parameter.type == .view ? .viewBuilder : .value(parameter.type),
                    defaultValue: parameter.defaultRoutine.map { .call($0, receiver: nil, [], range) }
                        ?? (parameter.isVariadic ? .constant(.array([])) : nil),
                    isVariadic: parameter.isVariadic, isInout: parameter.isInout)
            },
            result: function.result, target: .routine(function.routine, receiver: receiver),
            witnesses: function.witnesses.map { .typeParameter($0) })
    }

    /// `functionCandidate` for an extension method whose parameters name `Self`, read as the receiver's type.
    mutating func selfTypedCandidate(_ index: Int, receiver: Typed, _ range: SourceRange) -> Candidate {
        var candidate = functionCandidate(index, receiver: receiver.ir, range)
        let saved = resolvingSelf
        resolvingSelf = receiver.type
        defer { resolvingSelf = saved }
        for (position, parameter) in functions[index].declaration.parameters.enumerated()
        where position < candidate.parameters.count {
            let type = resolveType(parameter.type)
            if type != functions[index].parameters[position].type, type != .view {
                candidate.parameters[position].kind = .value(type)
            }
        }
        return candidate
    }

    mutating func memberwiseCandidate(_ index: Int, _ range: SourceRange) -> Candidate {
        // Parameters in declaration order: the stored properties and the struct's `@State`s (hoisted to globals by
        // the parser), each `@State var x: T` a parameter `x: T` whose argument is the state's initial value (SE-0258:
        // the memberwise initialiser takes a wrapped property's `wrappedValue`; a state with its own initial value
        // keeps it when the argument is left out).
        var entries: [(start: SourceLocation, parameter: Candidate.Parameter)] = []
        for (position, stored) in structs[index].stored.enumerated() where stored.isParameter {
            let type = storedType(index, position)
            // A view property (`let content: Content`, `@ViewBuilder let content: () -> Content`) takes a builder
            // closure, as a generic container's memberwise initialiser does (Generics.swift).
            entries.append(
                (
                    stored.declaration.range.start,
                    Candidate.Parameter(
                        label: stored.name, kind: type == .view ? .viewBuilder : .value(type),
                        defaultValue: stored.defaultRoutine.map { .call($0, receiver: nil, [], range) }
                            ?? Checker.implicitNil(stored, type))
                ))
        }
        for global in memberwiseStates(index) {
            let declaration = globals[global].declaration
            let label = String(globals[global].name.split(separator: ".").last ?? "")
            entries.append(
                (
                    declaration.range.start,
                    Candidate.Parameter(
                        label: label, kind: .value(globals[global].type ?? .error),
                        defaultValue: declaration.initializer == nil && globals[global].type?.isOptional != true
                            ? nil : .constant(.void))
                ))
        }
        entries.sort { ($0.start.line, $0.start.column) < ($1.start.line, $1.start.column) }
        return Candidate(
            parameters: entries.map(\.parameter), result: .instance(index, name: structs[index].name),
            target: .construct(index))
    }

    /// The `@State`s of struct `index` its memberwise initialiser takes: those without an initial value, and the
    /// others unless `private` (Swift gives a private property's parameter a private initialiser).
    mutating func memberwiseStates(_ index: Int) -> [Int] {
        let name = structs[index].name
        return globals.indices.filter { g in
            let declaration = globals[g].declaration
            guard declaration.isState, declaration.isPlainState, declaration.stateOwner == name,
                !declaration.isPrivate
            else { return false }
            return globals[g].type != nil
        }
    }

    // MARK: - Resolution

    /// The argument of each parameter (nil: its default) for a form with one signature (ForEach, the header);
    /// reports the mismatch and returns nil when the labels do not fit.
    mutating func matchLabels(
        _ arguments: [Argument], trailing: Closure?, to parameters: [MatchParameter], callRange: SourceRange,
        closeParen: SourceRange?
    ) -> [Int?]? {
        let list = MatchArgument.list(arguments, trailing: trailing)
        switch ArgumentMatcher.match(list, to: parameters, callRange: callRange, closeParen: closeParen) {
        case .matched(let assignment):
            return assignment
        case .mismatch(let diagnostic, _):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// Picks the overload for `call` among `candidates` and checks its arguments.
    mutating func resolve(_ candidates: [Candidate], _ call: CallSite, expected: SceneType?) -> Typed {
        var call = call
        if let trailing = call.trailing, let first = call.arguments.firstIndex(where: \.isTrailingClosure) {
            // `Morph(radius: 40) { a } to: { b }`: the unlabelled trailing closure comes before the labelled ones, so it
            // fills the closure parameter before theirs (SE-0279 multiple trailing closures, SE-0286 forward scan).
            let closure = Argument(
                label: nil, labelRange: nil, value: Expr(.closure(trailing), trailing.range), range: trailing.range,
                isTrailingClosure: true)
            call.arguments.insert(closure, at: first)
            call.trailing = nil
        }
        if let variadic = candidates.first(where: { $0.parameters.contains(where: \.isVariadic) }) {
            call.arguments = Checker.packingVariadic(call.arguments, for: variadic.parameters, range: call.range)
        }
        let arguments = MatchArgument.list(call.arguments, trailing: call.trailing)
        var viable: [(candidate: Candidate, assignment: [Int?])] = []
        var closest: (diagnostic: Diagnostic, cost: Int)?
        for candidate in candidates {
            let parameters = candidate.parameters.map {
                MatchParameter(label: $0.label, hasDefault: $0.defaultValue != nil, takesClosure: $0.takesClosure)
            }
            switch ArgumentMatcher.match(arguments, to: parameters, callRange: call.range, closeParen: call.closeParen)
            {
            case .matched(let assignment):
                viable.append((candidate, assignment))
            case .mismatch(let diagnostic, let cost):
                if cost < closest?.cost ?? .max { closest = (diagnostic, cost) }
            }
        }
        guard !viable.isEmpty else {
            if let closest { diagnostics.append(closest.diagnostic) }
            checkLoosely(call)
            return .error
        }
        if let expected {
            viable =
                viable.filter { $0.candidate.result == expected } + viable.filter { $0.candidate.result != expected }
        }
        guard viable.count > 1 else {
            return checkArguments(viable[0].candidate, viable[0].assignment, call, expected: expected)
        }
        // Literal arguments try first the overloads taking their default types (Checker+Overloads).
        viable = Checker.preferringLiteralDefaults(viable, call.arguments)
        // Several overloads fit the labels: take the first whose arguments check without errors.
        var fewest: (index: Int, errors: Int)?
        for (index, option) in viable.enumerated() {
            let mark = diagnostics.count
            speculating += 1
            let typed = checkArguments(option.candidate, option.assignment, call, expected: expected)
            speculating -= 1
            let errors = diagnostics.count - mark
            if errors == 0 { return typed }
            diagnostics.truncate(to: mark)
            if errors < fewest?.errors ?? .max { fewest = (index, errors) }
        }
        let chosen = viable[fewest?.index ?? 0]
        return checkArguments(chosen.candidate, chosen.assignment, call, expected: expected)
    }

    private mutating func checkArguments(
        _ candidate: Candidate, _ assignment: [Int?], _ call: CallSite, expected: SceneType? = nil
    ) -> Typed {
        // A generic function's or type's parameters, in the types this call's arguments give (Checker+GenericInference).
        guard let candidate = specializingGenerics(candidate, assignment, call, expected: expected) else {
            return .error
        }
        let outerErasesStyles = erasesStyles
        if case .builtin = candidate.target { erasesStyles = false } else { erasesStyles = true }
        defer { erasesStyles = outerErasesStyles }
        var values: [IR] = []
        var writeBacks: [InOutWrite] = []
        for (index, parameter) in candidate.parameters.enumerated() {
            guard let argument = assignment[index] else {
                values.append(parameter.defaultValue ?? .constant(.void))
                continue
            }
            if argument == call.arguments.count, let trailing = call.trailing {
                if case .value(let type) = parameter.kind, case .function = type.unwrapped {
                    let closure = Expr(.closure(trailing), trailing.range)
                    values.append(coerce(check(closure, expected: type), to: type, at: trailing.range, .argument))
                } else {
                    values.append(checkBuilderClosure(trailing))
                }
                continue
            }
            let e = call.arguments[argument].value
            switch parameter.kind {
            case .viewBuilder:
                if case .closure(let closure) = e.kind {
                    values.append(checkBuilderClosure(closure))
                } else {
                    let typed = check(e, expected: nil)
                    // A view value for a view parameter (`init(image: Image)`, `let content: Content`): the value
                    // itself, as Swift passes it; only a `() -> Content` parameter would need a closure.
                    if isViewConvertible(typed.type) {
                        values.append(coerce(typed, to: .view, at: e.range, .argument))
                        continue
                    }
                    if typed.type != .error {
                        diagnostics.error(
                            "cannot convert value of type '\(typed.type)' to expected argument type '() -> some View'",
                            at: e.range, hint: "wrap it in a closure: '{ … }'")
                    }
                    values.append(.constant(.views([])))
                }
            case .value(let type) where parameter.isInout:
                values.append(checkInOutArgument(e, type: type, parameter: index, into: &writeBacks))
            case .value(let type):
                let ir = coerce(
                    check(e, expected: type == .anyEquatable ? nil : type), to: type, at: e.range, .argument)
                values.append(parameter.isImplicitAnimation ? implicitAnimation(ir) : ir)
            }
        }
        // After the written arguments, the witnesses of the function's type parameters (Checker+ProtocolDispatch).
        values += openingExistentials(candidate, &values)
        if case .routine(let routine, let receiver) = candidate.target, !writeBacks.isEmpty {
            return Typed(
                ir: .intrinsic(.inOutCall(routine, receiver: receiver, values, writeBacks, call.range)),
                type: candidate.result)
        }
        switch candidate.target {
        case .builtin(let implementation, let receiver):
            let ir = apply(implementation, (receiver.map { [$0] } ?? []) + values, call.range)
            if let maker = candidate.modifierMaker, case .apply(_, let arguments, let range) = ir {
                return Typed(ir: .modifier(maker, arguments, range), type: candidate.result)
            }
            return Typed(ir: ir, type: candidate.result)
        case .routine(let routine, let receiver):
            return Typed(ir: .call(routine, receiver: receiver, values, call.range), type: candidate.result)
        case .construct(let index):
            // The parameters are the stored properties and the states in declaration order (memberwiseCandidate).
            var byLabel: [String: IR] = [:]
            for (parameter, value) in zip(candidate.parameters, values) {
                if let label = parameter.label { byLabel[label] = value }
            }
            var fields: [IR] = []
            for stored in structs[index].stored {
                if stored.isParameter {
                    fields.append(byLabel[stored.name] ?? .constant(.void))
                } else if let routine = stored.defaultRoutine {
                    fields.append(.call(routine, receiver: nil, [], call.range))
                }
            }
            // `Ring(show: true)` for `@State var show: Bool`: the state starts with the argument when the view is
            // first built, as `_show = State(initialValue:)` in an `init` does (Checker+Initializer.swift).
            var starts: [Statement] = []
            for global in memberwiseStates(index) {
                let label = String(globals[global].name.split(separator: ".").last ?? "")
                guard let value = byLabel[label] else { continue }
                if case .constant(.void) = value {
                    // Left out: this instance starts with the declaration's own value (SE-0258: the parameter's
                    // default is the property's initial value), not with a sibling's argument (`Child(n: 5)` then
                    // `Child()`: the second starts at the declared value).
                    if let start = declaredStateStart(global) {
                        starts.append(.setGlobal(global, instanceStateStart(global, start, call.range)))
                    }
                    continue
                }
                starts.append(.setGlobal(global, instanceStateStart(global, value, call.range)))
            }
            if starts.isEmpty { return Typed(ir: .construct(fields), type: candidate.result) }
            return Typed(ir: .block(starts + [.return(.construct(fields))], call.range), type: candidate.result)
        }
    }

    /// The IR of `@State` global `global`'s written initial value, when it means the same where the view is built
    /// (it checks there without errors and has the state's type: a literal, `.zero`, `Model()`); nil otherwise.
    mutating func declaredStateStart(_ global: Int) -> IR? {
        guard let initializer = globals[global].declaration.initializer, let type = globals[global].type,
            type != .error
        else { return nil }
        let trial = checkOnTrial(initializer, expected: type)
        guard trial.reported == 0, trial.typed.type == type else { return nil }
        return trial.typed.ir
    }

    /// A `{ … }` passed as a view builder: its statements, in the current frame.
    mutating func checkBuilderClosure(_ closure: Closure) -> IR {
        if closure.hasParameterClause && !closure.parameters.isEmpty {
            let count = closure.parameters.count
            diagnostics.error(
                "contextual closure type '() -> some View' expects 0 arguments, but \(count) \(count == 1 ? "was" : "were") used in closure body",
                at: closure.parameters[0].range.union(closure.parameters[count - 1].range))
        }
        return .builder(checkStatements(closure.body, in: .viewBuilder(allowsReturn: false)))
    }

    /// Checks what can be checked of a call that could not be resolved, so errors inside it are reported too.
    /// A SwiftUI API anim does not draw yet (issue #14 item 5): an error with no did-you-mean.
    mutating func reportUnsupported(_ name: String, at range: SourceRange) {
        diagnostics.error(
            "'\(name)' is not supported by anim yet", at: range,
            hint: "README's 'The scene language' lists the views and modifiers anim draws")
    }

    mutating func checkLoosely(_ call: CallSite) {
        for argument in call.arguments {
            switch argument.value.kind {
            case .closure(let closure): checkLooseClosure(closure)
            default:
                if !argument.value.isImplicitMemberChain && !argument.value.isIntegerLiteralExpression {
                    _ = check(argument.value, expected: nil)
                }
            }
        }
        if let trailing = call.trailing { checkLooseClosure(trailing) }
    }

    private mutating func checkLooseClosure(_ closure: Closure) {
        pushScope()
        for parameter in closure.parameters {
            declareLocal(parameter.name, type: .error, mutable: false, at: parameter.range)
        }
        if !closure.hasParameterClause { declareLocal("$0", type: .error, mutable: false, at: closure.range) }
        _ = checkStatements(closure.body, in: .viewBuilder(allowsReturn: false))
        popScope()
    }

    // MARK: - min, max

    /// `min(a, b, …)` / `max(a, b, …)`: two or more Ints or Doubles (literals take the others' type).
    private mutating func checkExtremum(_ name: String, _ call: CallSite, expected: SceneType?) -> Typed {
        if let trailing = call.trailing {
            diagnostics.error("extra trailing closure passed in call", at: trailing.range)
            return .error
        }
        if let labeled = call.arguments.first(where: { $0.label != nil }), let label = labeled.label {
            diagnostics.error(
                "extraneous argument label '\(label):' in call", at: labeled.labelRange ?? labeled.range,
                hint: "remove '\(label):'")
            return .error
        }
        guard call.arguments.count >= 2 else {
            let at = call.closeParen ?? call.range
            diagnostics.error(
                "missing argument for parameter #\(call.arguments.count + 1) in call", at: at,
                hint: "\(name) takes two or more values")
            return .error
        }
        let typed = checkUnified(call.arguments.map(\.value), expected: expected?.unwrapped)
        let types = Set(typed.map(\.type))
        if types.contains(.error) { return .error }
        guard types.count == 1, let type = types.first else {
            diagnostics.error(
                "conflicting arguments to generic parameter 'T' ('\(typed[0].type)' vs. '\(typed.first { $0.type != typed[0].type }!.type)')",
                at: call.range, hint: "convert the Int arguments with Double(…)")
            return .error
        }
        if case .typeParameter = type {
            // `min(max(v, lo), hi)` in `func clamp<T: Comparable>`: the values' own order (Checker+GenericInference).
            let function = Checker.typeParameterExtremum(name)
            return Typed(ir: apply(function, typed.map(\.ir), call.range), type: type)
        }
        guard type.isNumeric else {
            diagnostics.error("'\(name)' needs Int or Double arguments in scenes, not '\(type)'", at: call.range)
            return .error
        }
        let function = Builtins.extremum(name, count: typed.count, type: type)
        return Typed(ir: apply(function.implementation, typed.map(\.ir), call.range), type: type)
    }

    /// The identifiers and member names written in `e` (`.page(indexDisplayMode: .never)` → page, never).
    static func names(in e: Expr) -> Set<String> {
        switch e.kind {
        case .identifier(let n), .implicitMember(let n): return [n]
        case .member(let base, let n, _, _): return names(in: base).union([n])
        case .call(let callee, let arguments, _, _):
            return arguments.reduce(names(in: callee)) { $0.union(names(in: $1.value)) }
        case .paren(let inner): return names(in: inner)
        case .array(let elements): return elements.reduce(into: []) { $0.formUnion(names(in: $1)) }
        default: return []
        }
    }

    static func isImplicitMember(_ e: Expr) -> Bool {
        if case .implicitMember = e.kind { return true }
        return false
    }
}

extension Checker {
    /// `Text("Score: \(label)")` where `label` is a `Text`: the runs joined, `Text("Score: ") + label`, keeping the
    /// inner text's own styling. Apple: LocalizedStringKey.StringInterpolation.appendInterpolation(_:) for `Text`
    /// ("Appends a text view to a string interpolation"). Nil when no interpolation is a Text.
    /// Whether `Text(e)` is `Text(Image)`: `e` is an `Image(…)` call, or a view-typed value (`let wifi =
    /// Image(systemName: "wifi")`; SwiftUI's only `Text` initialiser taking a view takes an `Image` — Apple:
    /// Text.init(_:) with an Image, developer.apple.com/documentation/swiftui/text/init(_:)-(image)).
    mutating func isImageArgument(_ e: Expr) -> Bool {
        if case .call(let inner, _, _, _) = e.kind, inner.identifierName == "Image" { return true }
        switch e.kind {
        case .identifier, .member: return checkOnTrial(e).typed.type == .view
        default: return false
        }
    }

    mutating func textInterpolatingTexts(_ arguments: [Argument], trailing: Closure?, range: SourceRange) -> Expr? {
        guard trailing == nil, arguments.count == 1, arguments[0].label == nil,
            case .string(let parts) = arguments[0].value.kind
        else { return nil }
        // Each interpolation checked once: whether it is a view.
        // An AttributedString is a run of its own too (Checker+AttributedString), drawn as `Text(value)`.
        let isAttributed = parts.map { part in
            guard case .interpolation(let e) = part else { return false }
            return isAttributedString(e)
        }
        let isView = zip(parts, isAttributed).map { part, attributed in
            guard case .interpolation(let e) = part else { return false }
            if attributed { return true }
            let type = checkOnTrial(e).typed.type
            return type != .color && type != .error && isViewConvertible(type)
        }
        guard isView.contains(true) else { return nil }
        let literal = arguments[0].value
        var runs: [Expr] = []
        var pending: [StringPart] = []
        func flush() {
            guard !pending.isEmpty else { return }
            runs.append(.text(Expr(.string(pending), literal.range)))
            pending = []
        }
        for ((part, isView), attributed) in zip(zip(parts, isView), isAttributed) {
            if isView, case .interpolation(let e) = part {
                flush()
                runs.append(
                    attributed
                        ? Expr(
                            .call(
                                Expr(.identifier("Text"), e.range), [Argument(label: nil, value: e, range: e.range)],
                                trailingClosure: nil, closeParen: e.range), e.range) : e)
            } else {
                pending.append(part)
            }
        }
        flush()
        return runs.dropFirst().reduce(runs[0]) { joined, run in
            Expr(.binary("+", joined, run, operatorRange: literal.range), range)
        }
    }
}

extension Checker {
    /// A run of a joined Text (`Text("Hi ") + name`), marked `_joinedTextRun()`: one Text's width leaves out its
    /// trailing spaces, but inside a joined Text they separate the runs, so layout keeps them (TextEnvironmentWriter,
    /// TextSizing) — for a literal and for a String computed at run time (`Text(name)`, `Text("\(x)")`) alike.
    static func keepingEdgeSpaces(_ e: Expr) -> Expr {
        Expr(
            .call(
                Expr(.member(e, "_joinedTextRun", nameRange: e.range, dot: e.range.end), e.range), [],
                trailingClosure: nil, closeParen: nil), e.range)
    }
}

extension Checker {
    /// `total(1, 2, 3)` for `func total(_ xs: Double...)`: the arguments of the variadic parameter (the one with its
    /// label, or the next unlabelled one, and the unlabelled ones after it) as one array literal.
    static func packingVariadic(_ arguments: [Argument], for parameters: [Candidate.Parameter], range: SourceRange)
        -> [Argument]
    {
        guard let k = parameters.firstIndex(where: \.isVariadic) else { return arguments }
        let label = parameters[k].label
        var start: Int?
        if let label {
            start = arguments.firstIndex { $0.label == label }
        } else {
            var i = 0
            for p in parameters[..<k] where i < arguments.count && arguments[i].label == p.label { i += 1 }
            if i < arguments.count, arguments[i].label == nil, !arguments[i].isTrailingClosure { start = i }
        }
        guard let s = start else { return arguments }
        var end = s + 1
        while end < arguments.count, arguments[end].label == nil, !arguments[end].isTrailingClosure { end += 1 }
        let values = arguments[s..<end].map(\.value)
        let span = values[0].range.union(values[values.count - 1].range)
        let packed = Argument(
            label: label, labelRange: arguments[s].labelRange, value: Expr(.array(values), span),
            range: arguments[s].range.union(arguments[end - 1].range))
        return Array(arguments[..<s]) + [packed] + Array(arguments[end...])
    }
}
