// Checker+TypeMembers.swift: enums (cases, raw values, `allCases`, `rawValue`, `==`), extensions (of user types and
// of `View`, `Color`, `Double` …), and static members (`Theme.accent`, `.brand`, `Self.size`, `Size.allCases`).
// Rule: The Swift Programming Language, "Enumerations" (implicit raw values: a String case's raw value is its name,
// an Int case's is one more than the previous, starting at 0; `CaseIterable.allCases` in declaration order),
// "Extensions" (members added to an existing type; `self` is the extended value) and "Properties" (type properties,
// reached through the type's name, `Self`, or an implicit member expression where the type is expected).
// Static members were hoisted by the parser as globals and functions named `Type.name`. Status: complete for issue
// #14 item 3.

extension Checker {
    /// Protocols a user type may declare without changing what a scene renders.
    static let acceptedConformances: Set<String> = [
        // A view model's protocols (Apple: ObservableObject, Observable): the object lives in the state holding it.
        "ObservableObject", "Observable",
        "Identifiable", "Hashable", "Equatable", "CaseIterable", "Codable", "Decodable", "Encodable", "Sendable",
        "Comparable", "CustomStringConvertible", "RawRepresentable",
        // Its set algebra is declared over `rawValue` (Parser+OptionSet); array literals build it (Checker+OptionSet).
        "OptionSet", "SetAlgebra",
        // A type a scene throws (Checker+Throws).
        "Error", "LocalizedError",
        // Keys of preferences a view passes up to its ancestors (Checker+Preferences.swift) and of environment values
        // it passes down (Checker+EnvironmentKey.swift).
        "PreferenceKey", "EnvironmentKey",
        // A custom text field style (Checker+TextFieldStyle.swift).
        "TextFieldStyle",
        // An iOS 17 transition (Checker+TransitionProtocol.swift) and a custom alignment guide's identifier
        // (Checker+CustomAlignment.swift).
        "Transition", "AlignmentID",
        // A Codable model's keys (Parser+Codable): an ordinary enum of its properties' names.
        "CodingKey",
        // A custom transaction value's key (Checker+TransactionKey): its `defaultValue` is what views read.
        "TransactionKey",
    ]

    // MARK: - Declaring

    /// Adds extension members: to the user type they name, or, for a built-in type, as functions whose receiver is
    /// the extended value.
    mutating func declareExtensions(_ statements: [Stmt]) {
        for statement in statements {
            guard case .extension(let e) = statement.kind else { continue }
            if e.typeName == "EnvironmentValues" {
                declareEnvironmentValues(e)
                continue
            }
            if let index = structIndex[e.typeName] {
                let declaresID = e.members.contains {
                    if case .variable(let v) = $0.kind { v.name == "id" } else { false }
                }
                if declaresID {
                    // `extension Item { var id: String { name } }`: the class's own `id`, not the one its
                    // Identifiable conformance would supply (Parser+Declarations, made at the type's name).
                    let nameRange = structs[index].declaration.nameRange
                    structs[index].declaration.members.removeAll { member in
                        guard case .variable(let v) = member.kind else { return false }
                        return v.name == "id" && v.nameRange == nameRange
                    }
                }
                structs[index].declaration.members += e.members
                continue
            }
            if nestedFrameworkType(e.typeName) == .error {
                // `extension DragGesture.Value { func percentage(in:) … }`: members only a gesture's value has, which
                // only its actions see; they never run in a render (Checker+NestedFrameworkTypes).
                continue
            }
            let extended: SceneType?
            switch e.typeName {
            // An extension of one SwiftUI view or shape type (`extension Text { func loud() -> some View }`) is read
            // as one of View or Shape: its members are found on any view, a superset of what Swift allows.
            case "View", "Text", "Image", "Label", "Button", "Toggle", "VStack", "HStack", "ZStack", "Group",
                "ScrollView", "Spacer", "Divider", "ProgressView":
                extended = .view
            case "Shape":
                extended = .shape("some Shape")
            case let name where Checker.builtinShapeTypeNames.contains(name):
                extended = .shape("some Shape")
            // `extension Axis { var other: Self … }`: the framework's small enumerations take members too.
            case let name where vocabulary.enumerations[name] != nil && SceneType.builtin(named: name) == nil:
                extended = .enumeration(name)
            default: extended = SceneType.builtin(named: e.typeName) ?? genericExtendedType(e)
            }
            guard let extended else {
                diagnostics.error(
                    "cannot find type '\(e.typeName)' in scope", at: e.typeRange,
                    hint: Suggestion.hint(for: e.typeName, in: SceneType.builtinTypeNames + Array(structIndex.keys)))
                continue
            }
            let key = Checker.extensionKey(extended)
            for member in e.members {
                var function: FunctionDecl
                switch member.kind {
                case .function(var f) where f.name == "init":
                    if case .binding = extended {
                        // `extension Binding where Value == Bool { init(…) }` makes a `Binding<Bool>`.
                        f.body = Checker.delegating(f.body, to: e.typeName)
                        let value = e.sameTypes["Value"] ?? TypeSyntax(kind: .parameter("Value"), range: e.typeRange)
                        f.returnType = TypeSyntax(kind: .binding(value), range: f.nameRange)
                        f.name = "Binding.init"
                        if let index = declareFunction(f, owner: nil) {
                            extensionInitializers["Binding", default: []].append(index)
                        }
                        continue
                    }
                    declareExtensionInitializer(f, typeName: e.typeName, extended: extended)
                    continue
                case .function(let f):
                    function = f
                case .variable(let v) where v.getter != nil:
                    guard v.type != nil else {
                        diagnostics.error(
                            "computed property must have an explicit type", at: v.nameRange,
                            hint: "write 'var \(v.name): Double { … }'")
                        continue
                    }
                    function = FunctionDecl(
                        name: v.name, nameRange: v.nameRange, parameters: [], returnType: v.type,
                        body: v.getter ?? [], bodyEnd: v.getterEnd ?? v.range, range: v.range)
                    function.isGetter = true
                case .error:
                    continue
                default:
                    diagnostics.error(
                        "extensions must not contain stored properties", at: member.range,
                        hint: "make it 'static', or a computed property 'var x: T { … }'")
                    continue
                }
                resolvingSelf = extended == .shape("some Shape") ? .view : extended
                if let f = declareFunction(function, owner: nil) {
                    functions[f].selfType = extended == .shape("some Shape") ? .view : extended
                    extensionMembers[key, default: [:]][function.name, default: []].append(f)
                }
                resolvingSelf = nil
            }
        }
    }

    /// `View` for every view-like type, else the type's own name.
    static func extensionKey(_ type: SceneType) -> String {
        switch type {
        case .view, .shape: "View"
        default: "\(type)"
        }
    }

    /// An enum's cases and raw values.
    mutating func declareCases(of index: Int) {
        let declaration = structs[index].declaration
        let rawType = declaration.conformances.lazy.compactMap { SceneType.builtin(named: $0.name) }.first
        structs[index].rawType = rawType
        var names: [String] = []
        var raws: [Value] = []
        var payloads: [[(label: String?, type: SceneType)]?] = []
        var seen: [String: SourceRange] = [:]
        var nextInt = 0
        for c in declaration.cases ?? [] {
            if let previous = seen[c.name] {
                diagnostics.error("invalid redeclaration of '\(c.name)'", at: c.range)
                diagnostics.note("'\(c.name)' previously declared here", at: previous)
                continue
            }
            seen[c.name] = c.range
            names.append(c.name)
            payloads.append(c.payload.map { elements in elements.map { ($0.label, resolveType($0.type)) } })
            guard let rawType else {
                if let raw = c.rawValue {
                    diagnostics.error(
                        "enum case cannot have a raw value if the enum does not have a raw type", at: raw.range,
                        hint: "declare the raw type: 'enum \(declaration.name): String'")
                }
                continue
            }
            if let raw = c.rawValue {
                let typed = check(raw, expected: rawType)
                let ir = coerce(typed, to: rawType, at: raw.range, .initializer)
                guard case .constant(let value) = ir else {
                    diagnostics.error("raw value for enum case must be a literal", at: raw.range)
                    raws.append(.void)
                    continue
                }
                raws.append(value)
                if case .int(let i) = value { nextInt = i + 1 }
            } else {
                switch rawType {
                case .string: raws.append(.string(c.name))
                case .int:
                    raws.append(.int(nextInt))
                    nextInt += 1
                default:
                    diagnostics.error(
                        "enum case must declare a raw value when the preceding raw value is not an integer",
                        at: c.range)
                    raws.append(.void)
                }
            }
        }
        structs[index].cases = names
        structs[index].rawValues = raws
        structs[index].payloads = payloads
        if rawType != nil, payloads.contains(where: { $0 != nil }) {
            diagnostics.error(
                "enum with raw type cannot have cases with arguments", at: declaration.nameRange,
                hint: "remove the raw type, or the associated values")
        }
    }

    // MARK: - Finding

    /// The type a bare name denotes in `[Name]()`.
    mutating func resolveTypeName(_ name: String, at range: SourceRange) -> SceneType? {
        let type = resolveType(TypeSyntax(kind: .named(name), range: range))
        return type == .error ? nil : type
    }

    /// The name of the type whose static members bare names see here.
    var currentTypeName: String? { context.typeName ?? context.owner.map { structs[$0].name } }

    /// A user type named by `e` used as a member's base (`Theme` in `Theme.accent`, `Self`), unless a value of that
    /// name is in scope.
    mutating func userTypeName(_ e: Expr) -> String? {
        // `Outer.Inner` (TSPL "Nested Types": Referring to Nested Types): a nested type, hoisted under its own name,
        // or a member type alias (`ActionSheet.Button`, Checker+TypeAlias).
        if case .member(let outer, let inner, _, _) = e.kind, inner.first?.isUppercase == true,
            let outerName = userTypeName(outer)
        {
            if case .instance(_, let aliased)? = typeAliases["\(outerName).\(inner)"].map({ resolveType($0.target) }) {
                return aliased
            }
            return structIndex[inner] != nil ? inner : nil
        }
        guard case .identifier(let name) = e.kind else { return nil }
        if name == "Self" { return currentTypeName }
        if context.scopes.contains(where: { $0[name] != nil }) || globalIndex[name] != nil { return nil }
        return structIndex[name] != nil ? name : nil
    }

    /// The spellings of a type in `Type.name` global names (`CGFloat.x` and `Double.x` are the same type).
    func staticSpellings(of type: SceneType) -> [String] {
        if case .instance(_, let name) = type { return [name] }
        let spellings = ["Double", "CGFloat", "Float", "TimeInterval", "Int", "Color", "View"]
            .filter { SceneType.builtin(named: $0) == type }
        return spellings.isEmpty ? ["\(type)"] : spellings
    }

    /// A static member of a user type or an extension (`Theme.accent`, `Size.small`, `Size.allCases`,
    /// `Color.brand`); nil when there is none of that name.
    mutating func userStaticMember(of type: SceneType, _ name: String, at range: SourceRange) -> Typed? {
        if case .instance(let index, let typeName) = type, let cases = structs[index].cases {
            if let position = cases.firstIndex(of: name) {
                return Typed(ir: .constant(.enumCase(position, name: name)), type: type)
            }
            if name == "allCases" {
                let all = cases.enumerated().map { Value.enumCase($0.offset, name: $0.element) }
                return Typed(ir: .constant(.array(all)), type: .array(.instance(index, name: typeName)))
            }
        }
        for spelling in staticSpellings(of: type) {
            let qualified = "\(spelling).\(name)"
            if globalIndex[qualified] != nil { return check(Expr(.identifier(qualified), range), expected: nil) }
            if let getter = functionIndex[qualified]?.first(where: { functions[$0].declaration.isGetter }) {
                return Typed(
                    ir: .call(functions[getter].routine, receiver: nil, [], range), type: functions[getter].result)
            }
        }
        return nil
    }

    /// Static functions of a user type or an extension (`Theme.make()`, `.custom(…)` where a Color is expected).
    func userStaticFunctions(of type: SceneType, _ name: String) -> [Int]? {
        for spelling in staticSpellings(of: type) {
            if let overloads = functionIndex["\(spelling).\(name)"]?.filter({ !functions[$0].declaration.isGetter }),
                !overloads.isEmpty
            {
                return overloads
            }
        }
        return nil
    }

    /// A bare name inside a type that names one of its static members.
    mutating func staticMemberInScope(_ name: String, at range: SourceRange) -> Typed? {
        guard let typeName = currentTypeName else { return nil }
        let qualified = "\(typeName).\(name)"
        if globalIndex[qualified] != nil { return check(Expr(.identifier(qualified), range), expected: nil) }
        if let getter = functionIndex[qualified]?.first(where: { functions[$0].declaration.isGetter }) {
            return Typed(ir: .call(functions[getter].routine, receiver: nil, [], range), type: functions[getter].result)
        }
        // `extension Double { static let twoPi = 2 * pi }`: inside a static member of a built-in type, a bare name
        // is that type's own static member (`Double.pi`), as implicit `Self.` reaches it in Swift.
        if structIndex[typeName] == nil, SceneType.builtin(named: typeName) != nil {
            let member = Expr(
                .member(Expr(.identifier(typeName), range), name, nameRange: range, dot: range.start), range)
            if checkOnTrial(member).reported == 0 { return check(member, expected: nil) }
        }
        return nil
    }

    /// Extension methods (and computed properties) named `name` callable on a value of `type`.
    func extensionFunctions(of type: SceneType, _ name: String) -> [Int]? {
        let key = isViewConvertible(type) && type != .color ? "View" : Checker.extensionKey(type)
        if let found = extensionMembers[key]?[name] { return found }
        // `extension Array { var second: Element? }` on `[Int]`: the members of the type's generic form.
        if let generic = Checker.genericExtensionKey(type), let found = extensionMembers[generic]?[name] {
            return found
        }
        if type == .color || (type.isShape) { return extensionMembers["View"]?[name] }
        return nil
    }

    /// `value.name` for an extension's computed property or an enum's `rawValue`.
    mutating func extendedProperty(_ receiver: Typed, _ name: String, range: SourceRange) -> Typed? {
        if case .instance(let index, _) = receiver.type, structs[index].isEnum, name == "rawValue",
            let rawType = structs[index].rawType
        {
            let raws = structs[index].rawValues
            return Typed(
                ir: apply(
                    { v, _ in if case .enumCase(let i, _) = v[0], i < raws.count { raws[i] } else { .void } },
                    [receiver.ir], range), type: rawType)
        }
        if let getter = extensionFunctions(of: receiver.type, name)?.first(where: {
            functions[$0].declaration.isGetter
        }) {
            let self_ =
                functions[getter].selfType == .view ? coerce(receiver, to: .view, at: range, .argument) : receiver.ir
            return Typed(
                ir: .call(functions[getter].routine, receiver: self_, [], range), type: functions[getter].result)
        }
        return nil
    }

    /// `Size(rawValue: "large")`: the case with that raw value, or nil (an optional, for `??` or `!`).
    mutating func checkEnumInitializer(_ index: Int, _ call: CallSite) -> Typed {
        let type = SceneType.instance(index, name: structs[index].name)
        guard let rawType = structs[index].rawType, call.arguments.count == 1, call.trailing == nil,
            call.arguments[0].label == "rawValue"
        else {
            diagnostics.error(
                structs[index].rawType == nil
                    ? "'\(structs[index].name)' cannot be constructed because it has no accessible initializers"
                    : "an enum is made from a case ('.\(structs[index].cases?.first ?? "case")') or 'init(rawValue:)'",
                at: call.range)
            return .error
        }
        let e = call.arguments[0].value
        let raw = coerce(check(e, expected: rawType), to: rawType, at: e.range, .argument)
        let raws = structs[index].rawValues
        let names = structs[index].cases ?? []
        return Typed(
            ir: apply(
                { v, _ in
                    raws.firstIndex { $0.isEqual(to: v[0]) }.map { .enumCase($0, name: names[$0]) } ?? .absent
                }, [raw], call.range), type: .optional(type))
    }

    /// Enum cases and tuples (of equatable elements) compare with `==`.
    func hasSynthesizedEquality(_ type: SceneType) -> Bool {
        switch type {
        case .instance(let index, _):
            structs[index].isEnum
                || structs[index].declaration.conformances.contains {
                    // An option set is Equatable through SetAlgebra (Checker+OptionSet).
                    $0.name == "Equatable" || $0.name == "Hashable" || $0.name == "OptionSet"
                }
        case .tuple(let elements, _): elements.allSatisfy { $0.isEquatable || hasSynthesizedEquality($0) }
        // `[Int] == [Int]`, `[String: Int] == …`: conditional conformances of Array, Dictionary and Optional.
        case .array(let element), .optional(let element): element.isEquatable || hasSynthesizedEquality(element)
        case .dictionary(let key, let value):
            (key.isEquatable || hasSynthesizedEquality(key)) && (value.isEquatable || hasSynthesizedEquality(value))
        // The framework's enumerations (`UserInterfaceSizeClass`, `ScenePhase`) are Equatable enums.
        case .enumeration: true
        // A generic parameter constrained to Equatable (`func firstMatch<T: Equatable>(_ xs: [T], _ x: T)`).
        case .anyEquatable: true
        // A generic type parameter (`<T: Hashable>`): what the scene passes is compared as it is.
        case .typeParameter: true
        default: false
        }
    }

    /// `==`/`!=` on enum cases and tuples, which Swift synthesises.
    static func synthesizedEquality(_ op: String) -> BuiltinImplementation {
        if op == "==" { return { v, _ in .bool(v[0].isEqual(to: v[1])) } }
        return { v, _ in .bool(!v[0].isEqual(to: v[1])) }
    }
}
