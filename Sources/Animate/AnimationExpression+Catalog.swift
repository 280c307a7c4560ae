// AnimationExpression+Catalog.swift: the names an animation expression may use, their overloads and defaults.
// Rule: curves.md §1–§3 and §8 (SwiftUI's signatures and defaults); overloads are listed in the order Swift prefers
// them, so `.spring()` and `.spring(blendDuration:)` pick duration/bounce over the `@_disfavoredOverload`
// response/dampingFraction form, and `.interpolatingSpring()` the duration/bounce form. Arguments may be springs
// (`.bouncy`, `Spring(mass:stiffness:damping:)`), unit curves (`.easeIn`, `.bezier(startControlPoint:…)`) and unit
// points (`.center`, `UnitPoint(x:y:)`), resolved by the parameter they bind to. Status: complete.

import Geometry

/// What a parameter takes.
enum ExpressionParameterKind: Sendable { case number, integer, bool, spring, curve, point }

/// One signature: its parameters in order (label nil = unlabelled) and what it builds from the arguments, read by
/// parameter name.
struct ExpressionOverload<Result: Sendable>: Sendable {
    struct Parameter: Sendable {
        typealias Kind = ExpressionParameterKind
        var name: String
        var label: String?
        var kind: Kind = .number
        /// nil when the argument is required.
        var defaultValue: ExpressionArgument.Value?
    }
    var parameters: [Parameter]
    var build: @Sendable ([String: ExpressionArgument.Value]) -> Result

    /// The arguments bound to parameter names, if `arguments` fit this signature (labels in order, defaults may be
    /// skipped, kinds match).
    func bind(_ arguments: [ExpressionArgument]) -> [String: ExpressionArgument.Value]? {
        var bound: [String: ExpressionArgument.Value] = [:]
        var p = 0
        for argument in arguments {
            while p < parameters.count, parameters[p].label != argument.label {
                guard let d = parameters[p].defaultValue else { return nil }
                bound[parameters[p].name] = d
                p += 1
            }
            guard p < parameters.count, parameters[p].accepts(argument.value) else { return nil }
            bound[parameters[p].name] = argument.value
            p += 1
        }
        for rest in parameters[p...] {
            guard let d = rest.defaultValue else { return nil }
            bound[rest.name] = d
        }
        return bound
    }

    /// `(label:label:)` as Swift writes a signature.
    var signature: String {
        "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

extension ExpressionOverload.Parameter {
    /// Whether the written value can be this parameter's kind (members are resolved once an overload is chosen).
    func accepts(_ value: ExpressionArgument.Value) -> Bool {
        switch (kind, value) {
        case (.number, .number), (.bool, .bool), (.spring, .member), (.curve, .member), (.point, .member): true
        case (.integer, .number(let v)): v == v.rounded() && abs(v) < 1e9
        default: false
        }
    }
}

extension ExpressionArgument.Value {
    var number: Double {
        if case .number(let v) = self { v } else { preconditionFailure("bound by kind") }
    }
    var bool: Bool {
        if case .bool(let v) = self { v } else { preconditionFailure("bound by kind") }
    }
    var spring: Spring {
        if case .spring(let v) = self { v } else { preconditionFailure("bound by kind") }
    }
    var curve: UnitCurve {
        if case .curve(let v) = self { v } else { preconditionFailure("bound by kind") }
    }
    var point: UnitPoint {
        if case .point(let v) = self { v } else { preconditionFailure("bound by kind") }
    }
}

/// A named member: its value without parentheses (if it is a property) and its call overloads.
struct ExpressionMember<Result: Sendable>: Sendable {
    var bare: Result?
    var overloads: [ExpressionOverload<Result>]
}

enum ExpressionCatalog {
    typealias P = ExpressionOverload<Animation>.Parameter
    typealias O = ExpressionOverload<Animation>

    static func n(_ name: String, _ label: String? = nil, _ d: Double? = nil) -> P {
        P(name: name, label: label, kind: .number, defaultValue: d.map { .number($0) })
    }

    static let bases: [String: ExpressionMember<Animation>] = {
        var m: [String: ExpressionMember<Animation>] = [:]
        m["default"] = ExpressionMember(bare: .default, overloads: [])
        let curves: [(String, Animation, @Sendable (Double) -> Animation)] = [
            ("linear", .linear, Animation.linear(duration:)), ("easeIn", .easeIn, Animation.easeIn(duration:)),
            ("easeOut", .easeOut, Animation.easeOut(duration:)),
            ("easeInOut", .easeInOut, Animation.easeInOut(duration:)),
        ]
        for (name, bare, make) in curves {
            m[name] = ExpressionMember(
                bare: bare, overloads: [O(parameters: [n("duration", "duration")]) { make($0["duration"]!.number) }])
        }
        m["timingCurve"] = ExpressionMember(
            bare: nil,
            overloads: [
                O(parameters: [n("p1x"), n("p1y"), n("p2x"), n("p2y"), n("duration", "duration", 0.35)]) {
                    .timingCurve(
                        $0["p1x"]!.number, $0["p1y"]!.number, $0["p2x"]!.number, $0["p2y"]!.number,
                        duration: $0["duration"]!.number)
                },
                O(parameters: [P(name: "curve", label: nil, kind: .curve), n("duration", "duration")]) {
                    .timingCurve($0["curve"]!.curve, duration: $0["duration"]!.number)
                },
            ])
        let spring = P(name: "spring", label: nil, kind: .spring, defaultValue: nil)
        m["spring"] = ExpressionMember(
            bare: .spring,
            overloads: [
                O(parameters: [
                    n("duration", "duration", 0.5), n("bounce", "bounce", 0), n("blend", "blendDuration", 0),
                ]) {
                    .spring(
                        duration: $0["duration"]!.number, bounce: $0["bounce"]!.number,
                        blendDuration: $0["blend"]!.number)
                },
                O(parameters: [
                    n("response", "response", 0.5), n("zeta", "dampingFraction", 0.825), n("blend", "blendDuration", 0),
                ]) {
                    .spring(
                        response: $0["response"]!.number, dampingFraction: $0["zeta"]!.number,
                        blendDuration: $0["blend"]!.number)
                },
                O(parameters: [spring, n("blend", "blendDuration", 0)]) {
                    .spring($0["spring"]!.spring, blendDuration: $0["blend"]!.number)
                },
            ])
        m["interactiveSpring"] = ExpressionMember(
            bare: .interactiveSpring,
            overloads: [
                O(parameters: [
                    n("duration", "duration", 0.15), n("extra", "extraBounce", 0), n("blend", "blendDuration", 0.25),
                ]) {
                    .interactiveSpring(
                        duration: $0["duration"]!.number, extraBounce: $0["extra"]!.number,
                        blendDuration: $0["blend"]!.number)
                },
                O(parameters: [
                    n("response", "response", 0.15), n("zeta", "dampingFraction", 0.86),
                    n("blend", "blendDuration", 0.25),
                ]) {
                    .interactiveSpring(
                        response: $0["response"]!.number, dampingFraction: $0["zeta"]!.number,
                        blendDuration: $0["blend"]!.number)
                },
            ])
        let presets: [(String, Animation, @Sendable (Double, Double) -> Animation)] = [
            ("smooth", .smooth, Animation.smooth(duration:extraBounce:)),
            ("snappy", .snappy, Animation.snappy(duration:extraBounce:)),
            ("bouncy", .bouncy, Animation.bouncy(duration:extraBounce:)),
        ]
        for (name, bare, make) in presets {
            m[name] = ExpressionMember(
                bare: bare,
                overloads: [
                    O(parameters: [n("duration", "duration", 0.5), n("extra", "extraBounce", 0)]) {
                        make($0["duration"]!.number, $0["extra"]!.number)
                    }
                ])
        }
        m["interpolatingSpring"] = ExpressionMember(
            bare: .interpolatingSpring,
            overloads: [
                O(parameters: [
                    n("mass", "mass", 1), n("k", "stiffness"), n("c", "damping"), n("v0", "initialVelocity", 0),
                ]) {
                    .interpolatingSpring(
                        mass: $0["mass"]!.number, stiffness: $0["k"]!.number, damping: $0["c"]!.number,
                        initialVelocity: $0["v0"]!.number)
                },
                O(parameters: [n("duration", "duration", 0.5), n("bounce", "bounce", 0), n("v0", "initialVelocity", 0)])
                {
                    .interpolatingSpring(
                        duration: $0["duration"]!.number, bounce: $0["bounce"]!.number,
                        initialVelocity: $0["v0"]!.number)
                },
                O(parameters: [spring, n("v0", "initialVelocity", 0)]) {
                    .interpolatingSpring($0["spring"]!.spring, initialVelocity: $0["v0"]!.number)
                },
            ])
        return m
    }()

    typealias Modify = ExpressionOverload<@Sendable (Animation) -> Animation>

    static let modifiers: [String: [Modify]] = {
        let autoreverses = Modify.Parameter(name: "auto", label: "autoreverses", kind: .bool, defaultValue: .bool(true))
        return [
            "delay": [Modify(parameters: [.init(name: "d", label: nil)]) { a in { $0.delay(a["d"]!.number) } }],
            "speed": [Modify(parameters: [.init(name: "s", label: nil)]) { a in { $0.speed(a["s"]!.number) } }],
            "repeatCount": [
                Modify(parameters: [.init(name: "n", label: nil, kind: .integer), autoreverses]) { a in
                    { $0.repeatCount(Int(a["n"]!.number), autoreverses: a["auto"]!.bool) }
                }
            ],
            "repeatForever": [
                Modify(parameters: [autoreverses]) { a in { $0.repeatForever(autoreverses: a["auto"]!.bool) } }
            ],
        ]
    }()

    typealias S = ExpressionOverload<Spring>

    static let springMembers: [String: ExpressionMember<Spring>] = {
        func sp(_ name: String, _ label: String?, _ d: Double? = nil) -> S.Parameter {
            S.Parameter(name: name, label: label, defaultValue: d.map { .number($0) })
        }
        let presets: [(String, Spring, @Sendable (Double, Double) -> Spring)] = [
            ("smooth", .smooth, Spring.smooth(duration:extraBounce:)),
            ("snappy", .snappy, Spring.snappy(duration:extraBounce:)),
            ("bouncy", .bouncy, Spring.bouncy(duration:extraBounce:)),
        ]
        var m: [String: ExpressionMember<Spring>] = [:]
        for (name, bare, make) in presets {
            m[name] = ExpressionMember(
                bare: bare,
                overloads: [
                    S(parameters: [sp("duration", "duration", 0.5), sp("extra", "extraBounce", 0)]) {
                        make($0["duration"]!.number, $0["extra"]!.number)
                    }
                ])
        }
        return m
    }()

    /// `Spring(…)`'s initialisers.
    static let springInitializers: [S] = {
        func sp(_ name: String, _ label: String?, _ d: Double? = nil) -> S.Parameter {
            S.Parameter(name: name, label: label, defaultValue: d.map { .number($0) })
        }
        let allow = S.Parameter(name: "allow", label: "allowOverDamping", kind: .bool, defaultValue: .bool(false))
        return [
            S(parameters: [sp("duration", "duration", 0.5), sp("bounce", "bounce", 0)]) {
                Spring(duration: $0["duration"]!.number, bounce: $0["bounce"]!.number)
            },
            S(parameters: [sp("response", "response"), sp("zeta", "dampingRatio")]) {
                Spring(response: $0["response"]!.number, dampingRatio: $0["zeta"]!.number)
            },
            S(parameters: [sp("mass", "mass", 1), sp("k", "stiffness"), sp("c", "damping"), allow]) {
                Spring(
                    mass: $0["mass"]!.number, stiffness: $0["k"]!.number, damping: $0["c"]!.number,
                    allowOverDamping: $0["allow"]!.bool)
            },
            S(parameters: [sp("t", "settlingDuration"), sp("zeta", "dampingRatio"), sp("epsilon", "epsilon", 0.001)]) {
                Spring(
                    settlingDuration: $0["t"]!.number, dampingRatio: $0["zeta"]!.number, epsilon: $0["epsilon"]!.number)
            },
        ]
    }()

    typealias C = ExpressionOverload<UnitCurve>

    /// `UnitCurve`'s presets and `.bezier(startControlPoint:endControlPoint:)`.
    static let curveMembers: [String: ExpressionMember<UnitCurve>] = {
        var m: [String: ExpressionMember<UnitCurve>] = [
            "linear": ExpressionMember(bare: .linear, overloads: []),
            "easeIn": ExpressionMember(bare: .easeIn, overloads: []),
            "easeOut": ExpressionMember(bare: .easeOut, overloads: []),
            "easeInOut": ExpressionMember(bare: .easeInOut, overloads: []),
        ]
        m["bezier"] = ExpressionMember(
            bare: nil,
            overloads: [
                C(parameters: [
                    C.Parameter(name: "p1", label: "startControlPoint", kind: .point),
                    C.Parameter(name: "p2", label: "endControlPoint", kind: .point),
                ]) { .bezier(startControlPoint: $0["p1"]!.point, endControlPoint: $0["p2"]!.point) }
            ])
        return m
    }()

    typealias U = ExpressionOverload<UnitPoint>

    /// `UnitPoint`'s named points and `UnitPoint(x:y:)`.
    static let pointMembers: [String: ExpressionMember<UnitPoint>] = UnitPoint.named.mapValues {
        ExpressionMember(bare: $0, overloads: [])
    }

    static let pointInitializers: [U] = [
        U(parameters: [U.Parameter(name: "x", label: "x"), U.Parameter(name: "y", label: "y")]) {
            UnitPoint(x: $0["x"]!.number, y: $0["y"]!.number)
        }
    ]

    static var baseNames: [String] { bases.keys.sorted() }

    // MARK: - Resolution

    static func base(_ call: ExpressionCall) throws(AnimationExpression.ParseError) -> Animation {
        guard let member = bases[call.name] else {
            if modifiers[call.name] != nil {
                throw .init(
                    message: "'.\(call.name)' modifies an animation; start with one, e.g. '.easeInOut.\(call.name)(…)'",
                    column: call.column)
            }
            throw .init(
                message: "unknown animation '.\(call.name)'", column: call.column,
                suggestion: nearestName(call.name, in: baseNames).map { ".\($0)" })
        }
        return try resolve(member, call, what: ".\(call.name)")
    }

    static func modify(_ animation: Animation, with call: ExpressionCall) throws(AnimationExpression.ParseError)
        -> Animation
    {
        guard let overloads = modifiers[call.name] else {
            if bases[call.name] != nil {
                throw .init(message: "'.\(call.name)' is an animation, not a modifier of one", column: call.column)
            }
            throw .init(
                message: "unknown modifier '.\(call.name)'", column: call.column,
                suggestion: nearestName(call.name, in: modifiers.keys.sorted()).map { ".\($0)" })
        }
        let transform = try resolve(ExpressionMember(bare: nil, overloads: overloads), call, what: ".\(call.name)")
        return transform(animation)
    }

    /// A written member resolved as the kind of the parameter it binds to.
    static func convert(_ value: ExpressionArgument.Value, to kind: ExpressionParameterKind)
        throws(AnimationExpression.ParseError) -> ExpressionArgument.Value
    {
        guard case .member(let typeName, let call) = value else { return value }
        func member<R>(
            _ type: String, _ members: [String: ExpressionMember<R>], _ initializers: [ExpressionOverload<R>]
        ) throws(AnimationExpression.ParseError) -> R {
            if let typeName, typeName != type {
                throw .init(message: "expected a \(type), found '\(typeName)'", column: call.column)
            }
            if call.name == "init" {
                return try resolve(ExpressionMember(bare: nil, overloads: initializers), call, what: type)
            }
            let prefix = (typeName ?? "") + "."
            guard let m = members[call.name] else {
                throw .init(
                    message: "unknown \(type) '\(prefix)\(call.name)'", column: call.column,
                    suggestion: nearestName(call.name, in: members.keys.sorted()).map { prefix + $0 })
            }
            return try resolve(m, call, what: prefix + call.name)
        }
        switch kind {
        case .spring: return .spring(try member("Spring", springMembers, springInitializers))
        case .curve: return .curve(try member("UnitCurve", curveMembers, []))
        case .point: return .point(try member("UnitPoint", pointMembers, pointInitializers))
        case .number, .integer, .bool: return value
        }
    }

    /// The value of `call` against `member`: the property without parentheses, else the first overload that binds.
    static func resolve<R: Sendable>(_ member: ExpressionMember<R>, _ call: ExpressionCall, what: String)
        throws(AnimationExpression.ParseError) -> R
    {
        guard let arguments = call.arguments else {
            if let bare = member.bare { return bare }
            let example = member.overloads.first?.signature ?? "()"
            throw .init(message: "'\(what)' needs arguments: \(what)\(example)", column: call.column)
        }
        for overload in member.overloads {
            guard var bound = overload.bind(arguments) else { continue }
            for p in overload.parameters { bound[p.name] = try convert(bound[p.name]!, to: p.kind) }
            return overload.build(bound)
        }
        // Name the first label no overload knows, else list the signatures.
        let labels = Set(member.overloads.flatMap { $0.parameters.compactMap(\.label) })
        for a in arguments {
            if let label = a.label, !labels.contains(label) {
                throw .init(
                    message: "'\(what)' has no argument '\(label):'", column: a.labelColumn,
                    suggestion: nearestName(label, in: labels.sorted()).map { $0 + ":" })
            }
        }
        let signatures = member.overloads.map { what + $0.signature }.joined(separator: " or ")
        throw .init(
            message: "arguments do not fit '\(what)'" + (signatures.isEmpty ? "" : "; it takes \(signatures)"),
            column: call.column)
    }
}
