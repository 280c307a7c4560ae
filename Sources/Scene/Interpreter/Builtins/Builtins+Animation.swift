// Builtins+Animation.swift: `Animation`, `Spring` and `UnitCurve` as ordinary scene values: their presets,
// factories, initialisers and the modifiers of an animation (`delay`, `speed`, `repeatCount`, `repeatForever`).
// Rule: SwiftUI's signatures and defaults (Apple, "Animation", "Spring", "UnitCurve"): overloads are listed in the
// order Swift prefers them, so `.spring()` and `.spring(blendDuration:)` pick the duration/bounce form over the
// `@_disfavoredOverload` response/dampingFraction one, and `.interpolatingSpring()` the duration/bounce form.
// Status: every spelling of issue #4's catalogue, now with any expression as an argument.

import Animate
import Geometry

extension Builtins {
    // MARK: - Animation

    /// `Animation.default`, `.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.spring`, `.interactiveSpring`,
    /// `.smooth`, `.snappy`, `.bouncy`, `.interpolatingSpring`.
    static let animationStaticMembers: [String: Value] = [
        "default": .animation(.default), "linear": .animation(.linear), "easeIn": .animation(.easeIn),
        "easeOut": .animation(.easeOut), "easeInOut": .animation(.easeInOut), "spring": .animation(.spring),
        "interactiveSpring": .animation(.interactiveSpring), "smooth": .animation(.smooth),
        "snappy": .animation(.snappy), "bouncy": .animation(.bouncy),
        "interpolatingSpring": .animation(.interpolatingSpring),
    ]

    /// The factories of `Animation` (Apple, "Animation": Getting the default animation, Getting built-in
    /// animations, Creating custom animations).
    static let animationStaticMethods: [String: [BuiltinFunction]] = {
        func animation(_ parameters: [BuiltinParameter], _ make: @escaping @Sendable ([Value]) -> Animation)
            -> BuiltinFunction
        {
            BuiltinFunction(parameters, .animation) { v, _ in .animation(make(v)) }
        }
        func number(_ label: String?, _ d: Double? = nil) -> BuiltinParameter {
            arg(label, .double, d.map { .double($0) })
        }
        var m: [String: [BuiltinFunction]] = [:]
        let curves: [(String, @Sendable (Double) -> Animation)] = [
            ("linear", Animation.linear(duration:)), ("easeIn", Animation.easeIn(duration:)),
            ("easeOut", Animation.easeOut(duration:)), ("easeInOut", Animation.easeInOut(duration:)),
        ]
        for (name, make) in curves {
            m[name] = [animation([number("duration")]) { make($0[0].double) }]
        }
        m["timingCurve"] = [
            animation([number(nil), number(nil), number(nil), number(nil), number("duration", 0.35)]) {
                .timingCurve($0[0].double, $0[1].double, $0[2].double, $0[3].double, duration: $0[4].double)
            },
            animation([arg(nil, .unitCurve), number("duration")]) {
                .timingCurve($0[0].unitCurve, duration: $0[1].double)
            },
        ]
        m["spring"] = [
            animation([number("duration", 0.5), number("bounce", 0), number("blendDuration", 0)]) {
                .spring(duration: $0[0].double, bounce: $0[1].double, blendDuration: $0[2].double)
            },
            animation([number("response", 0.5), number("dampingFraction", 0.825), number("blendDuration", 0)]) {
                .spring(response: $0[0].double, dampingFraction: $0[1].double, blendDuration: $0[2].double)
            },
            animation([arg(nil, .spring), number("blendDuration", 0)]) {
                .spring($0[0].spring, blendDuration: $0[1].double)
            },
        ]
        m["interactiveSpring"] = [
            animation([number("duration", 0.15), number("extraBounce", 0), number("blendDuration", 0.25)]) {
                .interactiveSpring(duration: $0[0].double, extraBounce: $0[1].double, blendDuration: $0[2].double)
            },
            animation([number("response", 0.15), number("dampingFraction", 0.86), number("blendDuration", 0.25)]) {
                .interactiveSpring(
                    response: $0[0].double, dampingFraction: $0[1].double, blendDuration: $0[2].double)
            },
        ]
        let presets: [(String, @Sendable (Double, Double) -> Animation)] = [
            ("smooth", Animation.smooth(duration:extraBounce:)), ("snappy", Animation.snappy(duration:extraBounce:)),
            ("bouncy", Animation.bouncy(duration:extraBounce:)),
        ]
        for (name, make) in presets {
            m[name] = [
                animation([number("duration", 0.5), number("extraBounce", 0)]) { make($0[0].double, $0[1].double) }
            ]
        }
        m["interpolatingSpring"] = [
            animation([number("mass", 1), number("stiffness"), number("damping"), number("initialVelocity", 0)]) {
                .interpolatingSpring(
                    mass: $0[0].double, stiffness: $0[1].double, damping: $0[2].double, initialVelocity: $0[3].double)
            },
            animation([number("duration", 0.5), number("bounce", 0), number("initialVelocity", 0)]) {
                .interpolatingSpring(duration: $0[0].double, bounce: $0[1].double, initialVelocity: $0[2].double)
            },
            animation([arg(nil, .spring), number("initialVelocity", 0)]) {
                .interpolatingSpring($0[0].spring, initialVelocity: $0[1].double)
            },
        ]
        return m
    }()

    /// `delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)`, `repeatForever(autoreverses:)` (Apple, "Animation":
    /// Configuring an animation), in any number and order.
    static let animationMethods: [String: [BuiltinFunction]] = [
        "delay": [
            BuiltinFunction([arg(nil, .double)], .animation) { v, _ in .animation(v[0].animation.delay(v[1].double)) }
        ],
        "speed": [
            BuiltinFunction([arg(nil, .double)], .animation) { v, _ in .animation(v[0].animation.speed(v[1].double)) }
        ],
        "repeatCount": [
            BuiltinFunction([arg(nil, .int), arg("autoreverses", .bool, .bool(true))], .animation) { v, _ in
                .animation(v[0].animation.repeatCount(v[1].int, autoreverses: v[2].bool))
            }
        ],
        "repeatForever": [
            BuiltinFunction([arg("autoreverses", .bool, .bool(true))], .animation) { v, _ in
                .animation(v[0].animation.repeatForever(autoreverses: v[1].bool))
            }
        ],
    ]

    // MARK: - Spring

    static let springStaticMembers: [String: Value] = [
        "smooth": .spring(.smooth), "snappy": .spring(.snappy), "bouncy": .spring(.bouncy),
    ]

    /// `Spring.smooth(duration:extraBounce:)` and its siblings, and `.init(…)` where a Spring is expected.
    static let springStaticMethods: [String: [BuiltinFunction]] = {
        var m: [String: [BuiltinFunction]] = ["init": springInitializers]
        let presets: [(String, @Sendable (Double, Double) -> Spring)] = [
            ("smooth", Spring.smooth(duration:extraBounce:)), ("snappy", Spring.snappy(duration:extraBounce:)),
            ("bouncy", Spring.bouncy(duration:extraBounce:)),
        ]
        for (name, make) in presets {
            m[name] = [
                BuiltinFunction(
                    [arg("duration", .double, .double(0.5)), arg("extraBounce", .double, .double(0))], .spring
                ) { v, _ in .spring(make(v[0].double, v[1].double)) }
            ]
        }
        return m
    }()

    /// `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)`, `Spring(mass:stiffness:damping:allowOverDamping:)`,
    /// `Spring(settlingDuration:dampingRatio:epsilon:)` (Apple, "Spring": Creating a spring).
    static let springInitializers: [BuiltinFunction] = [
        BuiltinFunction([arg("duration", .double, .double(0.5)), arg("bounce", .double, .double(0))], .spring) { v, _ in
            .spring(Spring(duration: v[0].double, bounce: v[1].double))
        },
        BuiltinFunction([arg("response", .double), arg("dampingRatio", .double)], .spring) { v, _ in
            .spring(Spring(response: v[0].double, dampingRatio: v[1].double))
        },
        BuiltinFunction(
            [
                arg("mass", .double, .double(1)), arg("stiffness", .double), arg("damping", .double),
                arg("allowOverDamping", .bool, .bool(false)),
            ], .spring
        ) { v, _ in
            .spring(
                Spring(mass: v[0].double, stiffness: v[1].double, damping: v[2].double, allowOverDamping: v[3].bool))
        },
        BuiltinFunction(
            [arg("settlingDuration", .double), arg("dampingRatio", .double), arg("epsilon", .double, .double(0.001))],
            .spring
        ) { v, _ in
            .spring(Spring(settlingDuration: v[0].double, dampingRatio: v[1].double, epsilon: v[2].double))
        },
    ]

    // MARK: - UnitCurve

    static let unitCurveStaticMembers: [String: Value] = [
        "linear": .unitCurve(.linear), "easeIn": .unitCurve(.easeIn), "easeOut": .unitCurve(.easeOut),
        "easeInOut": .unitCurve(.easeInOut),
    ]

    /// `UnitCurve.bezier(startControlPoint:endControlPoint:)` (Apple, "UnitCurve").
    static let unitCurveStaticMethods: [String: [BuiltinFunction]] = [
        "bezier": [
            BuiltinFunction([arg("startControlPoint", .unitPoint), arg("endControlPoint", .unitPoint)], .unitCurve) {
                v, _ in .unitCurve(.bezier(startControlPoint: v[0].unitPoint, endControlPoint: v[1].unitPoint))
            }
        ]
    ]

    /// `Spring(…)` called by name.
    static let animationValues: [String: [BuiltinFunction]] = ["Spring": springInitializers]
}
