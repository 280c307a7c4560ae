// Builtins+Transition.swift: `AnyTransition`, `Edge`, `BlendMode` and `ContentTransition` as ordinary scene values.
// Rule: Apple, SwiftUI "AnyTransition" (`.opacity`, `.scale`, `.scale(scale:anchor:)`, `.move(edge:)`, `.slide`,
// `.offset(x:y:)`, `.push(from:)`, `.identity`, `.asymmetric(insertion:removal:)`, `combined(with:)`; `.blur(radius:)`
// as anim's blur-and-fade; iOS 17's `.blurReplace` and `.blurReplace(_:)`, Transition.swift), "BlendMode" and "ContentTransition" (`.opacity`, `.interpolate`, `.identity`,
// `.numericText(countsDown:)`, `.numericText(value:)`, plus anim's `matching: .swiftui | .floating`).
// `.scale` shrinks to 1e-5, not 0, so the view keeps an invertible transform (SwiftUI's ScaleTransition).
// Status: complete for the transitions the layout engine animates.

import Geometry

extension Builtins {
    // MARK: - AnyTransition

    static let transitionStaticMembers: [String: Value] = [
        "opacity": .transition(.opacity), "identity": .transition(.identity), "slide": .transition(.slide),
        "scale": .transition(.scale(1e-5, anchor: .center)),
        // `.symbolEffect` (iOS 17, Apple: Transition.symbolEffect): a symbol's own appear/disappear effect, drawn as
        // the opacity fade, as `.contentTransition(.symbolEffect)` is (Checker+Calls): SF Symbols' layer effects are
        // not available here (SymbolPlaceholder.swift).
        "symbolEffect": .transition(.opacity),
        // `.blurReplace` (iOS 17, Apple: Transition.blurReplace): `.blurReplace(.downUp)`.
        "blurReplace": .transition(.blurReplace(.downUp)),
    ]

    static let transitionStaticMethods: [String: [BuiltinFunction]] = [
        "scale": [
            BuiltinFunction(
                [arg("scale", .double, .double(1e-5)), arg("anchor", .unitPoint, .unitPoint(.center))], .transition
            ) { v, _ in .transition(.scale(v[0].double, anchor: v[1].unitPoint)) }
        ],
        "offset": [
            BuiltinFunction([arg("x", .double, .double(0)), arg("y", .double, .double(0))], .transition) { v, _ in
                .transition(.offset(x: v[0].double, y: v[1].double))
            }
        ],
        "move": [BuiltinFunction([arg("edge", .edge)], .transition) { v, _ in .transition(.move(v[0].edge)) }],
        "push": [BuiltinFunction([arg("from", .edge)], .transition) { v, _ in .transition(.push(from: v[0].edge)) }],
        "blur": [
            BuiltinFunction([arg("radius", .double, .double(10))], .transition) { v, _ in
                .transition(.blur(radius: v[0].double))
            }
        ],
        // `.blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp)` (Apple: Transition.blurReplace(_:)).
        // `BlurReplaceTransition(configuration:)` is written as this member with its label (Checker.transitionStructs).
        "blurReplace": [nil, "configuration"].map { label in
            BuiltinFunction(
                [
                    arg(
                        label, .enumeration(BlurReplaceConfiguration.typeName),
                        .enumeration(type: BlurReplaceConfiguration.typeName, name: "downUp"))
                ], .transition
            ) { v, _ in
                .transition(.blurReplace(BlurReplaceConfiguration(rawValue: v[0].enumerationName) ?? .downUp))
            }
        },
        "asymmetric": [
            BuiltinFunction([arg("insertion", .transition), arg("removal", .transition)], .transition) { v, _ in
                .transition(.asymmetric(insertion: v[0].transition, removal: v[1].transition))
            }
        ],
    ]

    static let transitionMethods: [String: [BuiltinFunction]] = [
        "combined": [
            BuiltinFunction([arg("with", .transition)], .transition) { v, _ in
                .transition(.combined(v[0].transition, v[1].transition))
            }
        ],
        "animation": [
            // Its running time counts as an implicit animation's does: the change that inserts the view stays in
            // flight while the transition runs (StateTimeline.window).
            BuiltinFunction(
                [
                    BuiltinParameter(
                        label: nil, kind: .value(.optional(.animation)), defaultValue: nil, isImplicitAnimation: true)
                ], .transition
            ) { v, _ in
                guard case .animation(let a) = v[1] else { return v[0] }
                return .transition(.animated(v[0].transition, a))
            }
        ],
    ]

    static let edgeStaticMembers: [String: Value] = Dictionary(
        uniqueKeysWithValues: Edge.allCases.map { ($0.rawValue, .edge($0)) })

    // MARK: - BlendMode

    /// SwiftUI's `BlendMode` cases, by name.
    static let blendModeNames = [
        "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
        "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "sourceAtop",
        "destinationOver", "destinationOut", "plusDarker", "plusLighter",
    ]

    static let blendModeStaticMembers: [String: Value] = Dictionary(
        uniqueKeysWithValues: blendModeNames.map { ($0, .blendMode($0)) })

    // MARK: - ContentTransition

    static let contentTransitionStaticMembers: [String: Value] = [
        "opacity": .contentTransition(.opacity), "interpolate": .contentTransition(.interpolate),
        "identity": .contentTransition(.identity),
    ]

    /// `.numericText(countsDown:value:matching:)`: every argument optional; `value:` is read at each frame.
    static let contentTransitionStaticMethods: [String: [BuiltinFunction]] = [
        "numericText": [
            BuiltinFunction(
                [
                    arg("countsDown", .optional(.bool), .absent), arg("value", .optional(.double), .absent),
                    arg("matching", .numericTextMatching, .numericTextMatching(floating: false)),
                ], .contentTransition
            ) { v, _ in
                let countsDown: Bool? = if case .bool(let b) = v[0] { b } else { nil }
                guard case .numericTextMatching(let floating) = v[2] else { preconditionFailure("checked") }
                return .contentTransition(
                    .numericText(countsDown: countsDown, value: v[1].optionalDouble, floating: floating))
            }
        ]
    ]

    static let numericTextMatchingStaticMembers: [String: Value] = [
        "swiftui": .numericTextMatching(floating: false), "floating": .numericTextMatching(floating: true),
    ]
}
