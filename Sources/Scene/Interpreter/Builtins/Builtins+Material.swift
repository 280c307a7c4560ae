// Builtins+Material.swift: SwiftUI's `Material` and the Liquid Glass `Glass`, as values a scene passes to
// `background`, `fill` and `glassEffect`.
// Rule: Apple: Material — developer.apple.com/documentation/swiftui/material (`ultraThin` "a mostly translucent
// material", `thin`, `regular`, `thick`, `ultraThick` "a mostly opaque material", `bar` "matching the style of system
// toolbars"; as a ShapeStyle they are `.ultraThinMaterial` …); Apple: Glass —
// developer.apple.com/documentation/swiftui/glass (`regular`, `clear`, `identity`, `tint(_:)`, `interactive(_:)`).
// How they look is Render's (Effects/Backdrop.swift) and Layout's (MaterialStyle.swift). Status: complete for #17.

import Geometry

/// A material's thickness, thinnest first.
public enum MaterialThickness: String, Sendable, Hashable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick, bar
}

/// A Liquid Glass style: its variant, tint and whether it reacts to touch.
public struct GlassStyle: Sendable, Hashable, CustomStringConvertible {
    public enum Variant: String, Sendable, Hashable { case regular, clear, identity }
    public var variant: Variant
    public var tint: Color?
    public var interactive = false

    public init(variant: Variant, tint: Color? = nil, interactive: Bool = false) {
        self.variant = variant
        self.tint = tint
        self.interactive = interactive
    }

    public var description: String {
        "Glass.\(variant.rawValue)" + (tint.map { ".tint(\($0))" } ?? "") + (interactive ? ".interactive()" : "")
    }
}

extension Builtins {
    /// `Material.thin` and, where a ShapeStyle is expected, `.thinMaterial`.
    static let materialStaticMembers: [String: Value] = {
        var members: [String: Value] = [:]
        for m in MaterialThickness.allCases {
            members[m.rawValue] = .material(m)
            if m != .bar { members[m.rawValue + "Material"] = .material(m) }
        }
        return members
    }()

    static let glassStaticMembers: [String: Value] = [
        "regular": .glass(GlassStyle(variant: .regular)), "clear": .glass(GlassStyle(variant: .clear)),
        "identity": .glass(GlassStyle(variant: .identity)),
    ]

    static let glassMethods: [String: [BuiltinFunction]] = [
        "tint": [
            BuiltinFunction([arg(nil, .color)], .glass) { v, _ in
                guard case .glass(var g) = v[0] else { return .void }
                g.tint = v[1].color
                return .glass(g)
            }
        ],
        "interactive": [
            BuiltinFunction([arg(nil, .bool, .bool(true))], .glass) { v, _ in
                guard case .glass(var g) = v[0] else { return .void }
                g.interactive = v[1].bool
                return .glass(g)
            }
        ],
    ]
}
