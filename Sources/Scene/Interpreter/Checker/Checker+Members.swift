// Checker+Members.swift: `base.name` and `.name`: static members of built-in types (`Color.orange`, `.topLeading`,
// `Double.pi`), properties of values (`.count`, `.degrees`), and struct members.
// Rule: Swift member lookup: `Type.member` is a static member; `.member` looks in the type the context expects
// (an implicit member chain like `.orange.opacity(0.5)` is rooted there too). Status: complete for issue #2.

import Geometry

extension Checker {
    /// `self.x` for a `@State var x` of the struct whose member is running: the state is kept at the scene's top
    /// level (Parser: hoisted), so `self.x` reads and writes it as `x` does; any other expression unchanged.
    mutating func stateThroughSelf(_ e: Expr) -> Expr {
        guard case .member(let base, let name, let nameRange, _) = e.kind, isSelfState(base, name) else { return e }
        return Expr(.identifier(Checker.selfStatePrefix + name), nameRange)
    }

    /// `self.x` for a `@State` `x` is spelled `#state.x` once rewritten, so a local of the same name
    /// (`let taskStatus = …; self.taskStatus = taskStatus`) does not hide the state (checkIdentifier,
    /// assignVariable).
    static let selfStatePrefix = "#state."

    /// Whether `base.name` is `self.x` for such a state.
    private mutating func isSelfState(_ base: Expr, _ name: String) -> Bool {
        guard case .self = base.kind, let owner = context.owner, structs[owner].storedIndex[name] == nil,
            structs[owner].computed[name] == nil, let index = stateGlobal(name)
        else { return false }
        return globals[index].declaration.isState
    }

    mutating func checkMember(
        _ base: Expr, _ name: String, nameRange: SourceRange, expected: SceneType?, range: SourceRange
    ) -> Typed {
        if isSelfState(base, name) {
            return check(Expr(.identifier(Checker.selfStatePrefix + name), nameRange), expected: expected)
        }
        if let typeName = userTypeName(base), let index = structIndex[typeName] {
            let type = SceneType.instance(index, name: typeName)
            return staticMember(of: type, name, expected: expected, at: nameRange, typeRange: base.range)
        }
        if let type = staticType(base) {
            return staticMember(of: type, name, expected: expected, at: nameRange, typeRange: base.range)
        }
        if let value = checkContextEnvironment(base, name, nameRange: nameRange) { return value }
        if reportUnknownTypeMember(base, name, nameRange: nameRange, call: nil) { return .error }
        let receiver = unwrappingImplicitly(
            check(base, expected: base.isImplicitMemberChain ? expected : nil), at: base.range)
        if receiver.type == .error { return .error }
        if case .binding(let value) = receiver.type, name == "wrappedValue" {
            // Apple: Binding.wrappedValue — the value the binding refers to.
            return Typed(ir: .bindingValue(receiver.ir, range), type: value)
        }
        // A `Binding<T>` property already reads its value (instanceMember): its `wrappedValue` is that value.
        if name == "wrappedValue", case .bindingValue = receiver.ir { return receiver }
        // Apple: Binding.projectedValue — the binding itself (`binding.projectedValue` passed on as `$binding`).
        if name == "projectedValue", case .binding = receiver.type { return receiver }
        if name == "projectedValue", case .bindingValue(let reference, _) = receiver.ir {
            return Typed(ir: reference, type: .binding(receiver.type))
        }
        if let text = describingMember(receiver, name, range: range) { return text }
        if name == "description", [.bool, .int, .double, .string].contains(receiver.type) {
            // `flag.description`, `count.description`: CustomStringConvertible's text, what `String(describing:)` and
            // an interpolation print (The Swift Standard Library: CustomStringConvertible.description).
            let text = Expr(
                .call(
                    Expr(.identifier("String"), nameRange),
                    [Argument(label: "describing", labelRange: nil, value: base, range: base.range)],
                    trailingClosure: nil, closeParen: nameRange), range)
            return check(text, expected: .string)
        }
        if name == "description", receiver.type == .color {
            // Apple: Color.description (CustomStringConvertible): a system colour prints its name ("red"), any other
            // its sRGB components as "#RRGGBBAA".
            return Typed(
                ir: apply({ v, _ in .string(v[0].color.swiftUIDescription) }, [receiver.ir], range), type: .string)
        }
        if Checker.isProjection(base), case .binding(.instance(let index, _)) = receiver.type,
            let property = structs[index].storedIndex[name]
        {
            // `$model.name`: a binding to the stored property (Apple: Binding.subscript(dynamicMember:)).
            let type = storedType(index, property)
            return Typed(
                ir: apply(BindingPath.element, [receiver.ir, .constant(.int(property))], range), type: .binding(type))
        }
        return lazyRead(memberOfValue(receiver, name, nameRange: nameRange, range: range), receiver: base)
    }

    /// `$x` or a member of one (`$model.address`): an expression written as a binding.
    static func isProjection(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier(let n): n.hasPrefix("$") && !n.dropFirst().allSatisfy(\.isNumber)
        case .member(let base, _, _, _): isProjection(base)
        default: false
        }
    }

    /// `receiver.name` for a receiver already checked.
    mutating func memberOfValue(_ receiver: Typed, _ name: String, nameRange: SourceRange, range: SourceRange) -> Typed
    {
        if case .binding(let value) = receiver.type {
            // `tool.name` of a `tool: Binding<Tool>` parameter: Binding's dynamic member lookup, read as the value's
            // member (Apple: Binding.subscript(dynamicMember:)).
            let read = Typed(ir: .bindingValue(receiver.ir, range), type: value)
            return memberOfValue(read, name, nameRange: nameRange, range: range)
        }
        if let element = tupleElement(receiver, name) { return element }
        if let property = extendedProperty(receiver, name, range: range) { return property }
        if let property = collectionProperty(receiver, name, range: range) { return property }
        if case .instance(let index, _) = receiver.type,
            let member = instanceMember(index, name, receiver: receiver.ir, range: range)
        {
            return member
        }
        if case .typeParameter(let parameter) = receiver.type,
            let member = typeParameterMember(receiver, parameter, name, nameRange: nameRange, range: range)
        {
            return member
        }
        if case .existential(let proto) = receiver.type,
            let member = existentialMember(receiver, proto, name, nameRange: nameRange, range: range)
        {
            return member
        }
        if let (implementation, type) = Checker.property(of: receiver.type, name) {
            if receiver.type == .enumeration("UIWindow"), name == "safeAreaInsets" {
                diagnostics.warning(
                    "a rendered scene has no device: the window's safe area insets are 0, as anim lays the scene out "
                        + "on its whole canvas", at: range)
            }
            if receiver.type == .enumeration("UIScreen") {
                diagnostics.warning(
                    "a rendered scene has no device screen: 'UIScreen.main.\(name)' is an iPhone 15 Pro's (393 × 852 pt, scale 3)",
                    at: range, hint: "use the scene's canvas size or a GeometryReader for sizes that follow the canvas")
            }
            return Typed(ir: apply(implementation, [receiver.ir], range), type: type)
        }
        let methods = methodNames(of: receiver.type)
        if methods.contains(name) {
            diagnostics.error("method '\(name)' must be called", at: nameRange, hint: "write '.\(name)(…)'")
            return .error
        }
        reportMissingMember(name, of: receiver.type, at: nameRange)
        return .error
    }

    /// "value of type 'T' has no member 'x'", with the nearest property or method of T.
    mutating func reportMissingMember(_ name: String, of type: SceneType, at range: SourceRange) {
        var candidates = Checker.propertyNames(of: type) + methodNames(of: type)
        if case .instance(let index, _) = type { candidates += structs[index].memberNames }
        // A real SwiftUI modifier on a value that is not a view is not a misspelling of something else.
        diagnostics.error(
            "value of type '\(type)' has no member '\(name)'", at: range,
            hint: vocabulary.isModifier(name) ? nil : Suggestion.hint(for: name, in: candidates))
    }

    /// `.name` in a context expecting `expected`.
    mutating func checkImplicitMember(_ name: String, expected: SceneType?, at range: SourceRange) -> Typed {
        guard let type = expected?.unwrapped, type != .error else {
            if expected == .error { return .error }
            // `2 * .pi / 3 * CGFloat(i)`: Swift infers the floating-point type from the other operands; every such
            // type is a Double here, so a floating-point constant (`.pi`, `.infinity`) needs no context.
            if name != "zero", let constant = staticMembers(of: .double)[name] {
                return Typed(ir: .constant(constant), type: .double)
            }
            let example = staticMembers(of: .color)[name] != nil ? "Color.\(name)" : "CGFloat.\(name)"
            diagnostics.error(
                "cannot infer contextual base in reference to member '\(name)'", at: range,
                hint: "write the type, as in '\(example)'")
            return .error
        }
        if name == "none", case .optional = expected { return Typed(ir: .constant(.absent), type: expected!) }
        // Where a ShapeStyle is expected, Color's members are ShapeStyle's too (Apple: ShapeStyle "red", "blue" …,
        // `where Self == Color`), so the chain `.blue.gradient` starts at `Color.blue`.
        if type == .gradientStyle, staticMethods(of: type)[name] == nil, let color = staticMembers(of: .color)[name] {
            return Typed(ir: .constant(color), type: .color)
        }
        // `.background` and `.foreground` where a ShapeStyle is expected: BackgroundStyle and ForegroundStyle, the
        // environment's background (iOS systemBackground, white in light mode) and foreground (the primary label
        // colour) — Apple: ShapeStyle.background, developer.apple.com/documentation/swiftui/shapestyle/background.
        // Both are Colors here, so the overloads taking a Color (`fill`, `background(_:in:)`) take them.
        // `.tint` where a ShapeStyle is expected: TintShapeStyle, the tint `.tint(_:)` sets above, else the accent
        // colour (Apple: ShapeStyle.tint, developer.apple.com/documentation/swiftui/shapestyle/tint), resolved where it
        // is drawn (Color.tintStyle).
        if type == .gradientStyle || type == .color, name == "tint" {
            return Typed(ir: .constant(.color(.tintStyle)), type: .color)
        }
        if type == .gradientStyle || type == .color, name == "background" || name == "foreground",
            let color = Color.named[name == "background" ? "white" : "primary"]
        {
            return Typed(ir: .constant(.color(color)), type: .color)
        }
        if type == .transition, staticMembers(of: type)[name] == nil,
            let custom = customTransitionMember(Expr(.implicitMember(name), range))
        {
            return custom
        }
        return staticMember(of: type, name, expected: expected, at: range, typeRange: nil)
    }

    private mutating func staticMember(
        of type: SceneType, _ name: String, expected: SceneType?, at range: SourceRange, typeRange: SourceRange?
    ) -> Typed {
        if let member = userStaticMember(of: type, name, at: range) { return member }
        if let value = staticMembers(of: type)[name] { return Typed(ir: .constant(value), type: type) }
        if staticMethods(of: type)[name] != nil {
            diagnostics.error("static method '\(name)' must be called", at: range, hint: "write '.\(name)(…)'")
            return .error
        }
        if [.color, .gradientStyle, .material].contains(type), let symbol = assetColorSymbol(name, at: range) {
            return symbol
        }
        if case .instance(let index, "ImageResource") = type, structs[index].storedIndex["name"] != nil {
            // `.goldpiece` where an ImageResource is expected: the symbol Xcode generates for the image set
            // "goldpiece" (Parser+ImageResource).
            let argument = Argument(label: "name", value: Expr(.string([.text(name)]), range), range: range)
            return check(.call("ImageResource", [argument], range), expected: type)
        }
        reportMissingStaticMember(of: type, name, at: range)
        return .error
    }

    mutating func reportMissingStaticMember(of type: SceneType, _ name: String, at range: SourceRange) {
        let candidates =
            Array(staticMembers(of: type).keys)
            + Array(staticMethods(of: type).keys)
            .filter { $0 != "init" }
        if let noun = Checker.valueNoun[type] {
            // Animation-like values keep the wording of the spellings catalogue: "unknown animation '.bouncey'".
            if type == .animation, Builtins.methods(of: type)[name] != nil {
                diagnostics.error(
                    "'.\(name)' modifies an animation; start with one, e.g. '.easeInOut.\(name)(…)'", at: range)
                return
            }
            let near = Suggestion.nearest(to: name, in: candidates.sorted())
            diagnostics.error(
                "unknown \(noun) '.\(name)'", at: range,
                hint: near.map { "did you mean '.\($0)'?" }
                    ?? "write \(Checker.valueExample[type] ?? "one of its members")")
            return
        }
        let typeName = type == .view || type.isShape ? "some View" : "\(type)"
        if candidates.isEmpty && (type == .view || type.isShape || type == .bool || type == .string) {
            diagnostics.error("cannot infer contextual base in reference to member '\(name)'", at: range)
            return
        }
        diagnostics.error(
            "type '\(typeName)' has no member '\(name)'", at: range,
            hint: Suggestion.hint(for: name, in: candidates.sorted()))
    }

    /// How messages name a value of the animation-like types.
    static let valueNoun: [SceneType: String] = [
        .animation: "animation", .spring: "Spring", .unitCurve: "UnitCurve", .transition: "transition",
        .blendMode: "blend mode", .contentTransition: "content transition",
    ]

    /// An example of each, for hints when no name is near.
    static let valueExample: [SceneType: String] = [
        .animation: "an animation such as '.easeInOut(duration: 0.5)' or '.spring(duration: 0.6, bounce: 0.3)'",
        .spring: "a spring such as '.bouncy' or 'Spring(duration: 0.5, bounce: 0.3)'",
        .unitCurve: "a curve such as '.easeInOut' or '.bezier(startControlPoint: …, endControlPoint: …)'",
        .transition: "'.opacity'", .blendMode: "'.multiply'",
        .contentTransition: "'.numericText(countsDown: true)'",
    ]

    /// The built-in type `e` names when used as a member's base (`Color` in `Color.orange`), unless a value of that
    /// name is in scope.
    mutating func staticType(_ e: Expr) -> SceneType? {
        switch e.kind {
        case .identifier(let name):
            if context.scopes.contains(where: { $0[name] != nil }) || globalIndex[name] != nil { return nil }
            if let owner = context.owner,
                structs[owner].storedIndex[name] != nil || structs[owner].computed[name] != nil
            {
                return nil
            }
            if let builtin = SceneType.builtin(named: name) { return builtin }
            // A vocabulary enumeration named as a type: `ContentMode.fit`, `UIColor.systemBlue`.
            return vocabulary.enumerations[name] != nil ? .enumeration(name) : nil
        case .member(let base, "Set", _, _):
            return base.identifierName == "Edge" || base.identifierName == "Axis" ? .edgeSet : nil
        case .member(let base, let name, _, _):
            // A vocabulary enumeration nested in a view type: `Image.Interpolation.none`, `Image.ResizingMode.tile`.
            if let outer = base.identifierName, structIndex[outer] == nil, lookupLocal(outer) == nil,
                vocabulary.enumerations["\(outer).\(name)"] != nil
            {
                return .enumeration("\(outer).\(name)")
            }
            // A nested type written with its outer one: `Font.Weight`, `GraphicsContext.Shading`,
            // `Gradient.Stop`, `GridItem.Size`.
            guard let outer = base.identifierName, staticType(base) != nil else { return nil }
            return SceneType.builtin(named: "\(outer).\(name)")
        default:
            return nil
        }
    }

    /// A stored or computed property of struct `index` read through `receiver`; nil when it has none of that name.
    mutating func instanceMember(_ index: Int, _ name: String, receiver: IR, range: SourceRange) -> Typed? {
        if let property = structs[index].storedIndex[name] {
            let type = storedType(index, property)
            let ir: IR =
                if case .selfInstance = receiver { .selfProperty(property) } else {
                    .storedProperty(receiver, property)
                }
            // A `@Binding` property reads the state it refers to.
            if case .binding(let value) = type { return Typed(ir: .bindingValue(ir, range), type: value) }
            return Typed(
                ir: ir, type: type,
                implicitlyUnwraps: structs[index].stored[property].declaration.type?.isImplicitlyUnwrapped ?? false)
        }
        if let computed = structs[index].computed[name] {
            return Typed(ir: .call(computed.routine, receiver: receiver, [], range), type: computed.type)
        }
        return wrappedPropertyRead(index, name, receiver: receiver, range: range)
    }

    /// Names of the methods callable on a value of `type`, for hints.
    func methodNames(of type: SceneType) -> [String] {
        var names = Array(Builtins.methods(of: type).keys)
        if case .instance(let index, _) = type { names += structs[index].methods.keys }
        if isViewConvertible(type) { names += vocabulary.modifiers.keys + vocabulary.cataloguedModifierNames }
        return names.sorted()
    }

    // MARK: - Properties of built-in values

    /// `value.name` for built-in value types: its implementation and type.
    static func property(of type: SceneType, _ name: String) -> (BuiltinImplementation, SceneType)? {
        switch (type, name) {
        case (.array, "count"), (.range, "count"), (.closedRange, "count"), (.string, "count"):
            return (Builtins.count(of: type), .int)
        case (.array, "isEmpty"), (.range, "isEmpty"), (.closedRange, "isEmpty"), (.string, "isEmpty"):
            let count = Builtins.count(of: type)
            return ({ v, r throws(RuntimeFailure) in .bool(try count(v, r).int == 0) }, .bool)
        case (.data, "count"):
            // Apple: Data.count — the number of bytes.
            return ({ v, _ in if case .data(let bytes) = v[0] { .int(bytes.count) } else { .int(0) } }, .int)
        case (.data, "isEmpty"):
            return ({ v, _ in if case .data(let bytes) = v[0] { .bool(bytes.isEmpty) } else { .bool(true) } }, .bool)
        case (.string, "utf8"):
            // Apple: String.utf8 — the UTF-8 code units, each a UInt8 (an Int here): `utf8.count` is the byte count and
            // `Data(s.utf8)` the encoded bytes.
            return ({ v, _ in .array(v[0].string.utf8.map { .int(Int($0)) }) }, .array(.int))
        case (.array, "indices"): return ({ v, _ in .range(0, v[0].array.count) }, .range)
        // Collection's bounds: an Array's indices run from 0 to its count (Apple: Array.startIndex, endIndex).
        case (.array, "startIndex"): return ({ _, _ in .int(0) }, .int)
        case (.array, "endIndex"): return ({ v, _ in .int(v[0].array.count) }, .int)
        case (.closedRange, "upperBound"):
            // Stored half-open: the closed range's last element.
            return ({ v, _ in if case .range(_, let u) = v[0] { .int(u - 1) } else { .void } }, .int)
        case (.range, "lowerBound"), (.closedRange, "lowerBound"):
            return ({ v, _ in if case .range(let l, _) = v[0] { .int(l) } else { .void } }, .int)
        case (.range, "upperBound"):
            return ({ v, _ in if case .range(_, let u) = v[0] { .int(u) } else { .void } }, .int)
        case (.angle, "degrees"): return ({ v, _ in .double(v[0].angle.degrees) }, .double)
        case (.angle, "radians"): return ({ v, _ in .double(v[0].angle.radians) }, .double)
        case (.unitPoint, "x"): return ({ v, _ in .double(v[0].unitPoint.x) }, .double)
        case (.unitPoint, "y"): return ({ v, _ in .double(v[0].unitPoint.y) }, .double)
        case (.size, "width"):
            return ({ v, _ in if case .size(let w, _) = v[0] { .double(w) } else { .void } }, .double)
        case (.size, "height"):
            return ({ v, _ in if case .size(_, let h) = v[0] { .double(h) } else { .void } }, .double)
        case (.edgeInsets, "top"): return ({ v, _ in .double(v[0].edgeInsets.top) }, .double)
        case (.edgeInsets, "leading"): return ({ v, _ in .double(v[0].edgeInsets.leading) }, .double)
        case (.edgeInsets, "bottom"): return ({ v, _ in .double(v[0].edgeInsets.bottom) }, .double)
        case (.edgeInsets, "trailing"): return ({ v, _ in .double(v[0].edgeInsets.trailing) }, .double)
        case (.enumeration(EditMode.typeName), "isEditing"): return EditMode.isEditing
        case (.enumeration(let t), _) where DynamicTypeSizeOrder.property(name, type: t) != nil:
            return DynamicTypeSizeOrder.property(name, type: t)
        case (.enumeration("UIScreen"), _): return Builtins.screenProperty(name)
        case (.enumeration("UIApplication"), _): return Builtins.applicationProperty(name)
        case (.enumeration("UIWindow"), _): return Builtins.windowProperty(name)
        // `timer.upstream`: an autoconnected publisher's own publisher, the same timer here.
        case (.enumeration(Builtins.timerPublisherType), "upstream"): return ({ v, _ in v[0] }, type)
        case (.graphicsContext, _):
            return Builtins.graphicsContextProperty(name).map { ($0.get, $0.type) }
        case (.proposedViewSize, _): return Builtins.proposedViewSizeProperty(name)
        case (.layoutSubview, "priority"):
            // Apple: LayoutSubview.priority — the subview's layoutPriority (CustomLayout.swift).
            return (
                { v, _ in if case .layoutSubview(let s) = v[0] { .double(s.priority) } else { .double(0) } }, .double
            )
        case (_, "animatableData") where geometryAnimatableData(type) != nil:
            // Checker+GeometryAnimatableData.
            let data = geometryAnimatableData(type)!
            return ({ v, _ in data.get(v[0]) }, data.type)
        default: return Builtins.geometryProperty(of: type, name)
        }
    }

    /// Property names of built-in values, for hints.
    static func propertyNames(of type: SceneType) -> [String] {
        switch type {
        case .array: ["count", "isEmpty", "indices", "startIndex", "endIndex"]
        case .range, .closedRange: ["count", "isEmpty", "lowerBound", "upperBound"]
        case .string: ["count", "isEmpty", "startIndex", "endIndex", "utf8"]
        case .angle: ["degrees", "radians"]
        case .unitPoint: ["x", "y"]
        case .size: ["width", "height"]
        case .edgeInsets: ["top", "leading", "bottom", "trailing"]
        case .graphicsContext: ["opacity", "blendMode", "transform"]
        default: Builtins.geometryPropertyNames(of: type)
        }
    }
}

extension Checker {
    /// `InsetGroupedListStyle()`, `SegmentedPickerStyle()`: a style written as its type's initialiser where a style
    /// of that kind is expected is the static member SwiftUI spells it with (`.insetGrouped`, `.segmented`; Apple:
    /// ListStyle, PickerStyle — "static member lookup", SE-0299); `DefaultListStyle()` is `.automatic`.
    mutating func checkStyleTypeConstruction(_ name: String, _ call: CallSite, expected: SceneType?) -> Typed? {
        guard case .enumeration(let type)? = expected?.unwrapped, call.arguments.isEmpty, call.trailing == nil,
            structIndex[name] == nil, name.hasSuffix(type), name.count > type.count,
            let cases = vocabulary.enumerations[type]
        else { return nil }
        let stem = name.dropLast(type.count)
        var member = stem.prefix(1).lowercased() + stem.dropFirst()
        if member == "default" { member = "automatic" }
        guard let value = cases[member] else { return nil }
        return Typed(ir: .constant(value), type: .enumeration(type))
    }
}
