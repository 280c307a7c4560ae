// BackgroundModifier.swift: `background(_:)`, `background(_:alignment:)`, `background(alignment:content:)` and
// `background(_:in:)` and `background(_:ignoresSafeAreaEdges:)`, SwiftUI's `_BackgroundModifier`.
// Rule: OpenSwiftUI BackgroundModifier.swift, OverlayModifier.swift and Shapes.swift; Apple: RoundedRectangle —
// developer.apple.com/documentation/swiftui/roundedrectangle: the secondary view is proposed exactly the primary's size
// and aligned to it, drawn behind; it never changes the size; several views in it stack as a ZStack; a style in a shape
// fills the shape.

import Geometry
import Scene

struct BackgroundModifier: LayoutModifier {
    var alignment: Alignment

    static let declarations = [
        ModifierDeclaration(
            "background",
            DecorationForms.overloads("background") { BackgroundModifier(alignment: $0) } + safeAreaForms)
    ]

    /// `background(_:ignoresSafeAreaEdges:)` with a colour, gradient or material (Apple: View.background(_:
    /// ignoresSafeAreaEdges:) — developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)):
    /// the edges say how far into the safe area the style extends; a render has no safe area (a preview's canvas is
    /// the view), so the style fills the view's bounds as `background(_:)` does.
    static let safeAreaForms: [BuiltinFunction] = {
        let edges = arg("ignoresSafeAreaEdges", .edgeSet)
        return [
            .modifier("background", [arg(nil, .color), edges]) { v, range in
                (BackgroundModifier(alignment: .center), ColorView.view(v[0].color, range: range))
            },
            .modifier("background", [arg(nil, .gradientStyle), edges]) { v, range in
                (BackgroundModifier(alignment: .center), GradientView.view(v[0].shading, range: range))
            },
            .modifier("background", [arg(nil, .material), edges]) { v, range in
                (
                    BackgroundModifier(alignment: .center),
                    DecorationForms.materialShape(v[0], Rectangle.view(range: range), range: range)
                )
            },
        ]
    }()

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        if let secondary = c.secondary {
            c.layout.placeSecondary(
                secondary, alignment, primaryOrigin: c.origin, primarySize: c.size, environment: c.environment,
                space: c.space, into: &out)
        }
        if let secondary = c.secondary, Vibrancy.isMaterial(secondary) {
            var env = c.environment
            env.vibrant = true
            c.place(content, .same, environment: env, into: &out)
        } else {
            c.place(content, .same, into: &out)
        }
    }
}

/// The four forms `background` and `overlay` share: a style, a view with alignment, a builder with alignment, and a
/// style in a shape.
enum DecorationForms {
    static func overloads(_ name: String, _ make: @escaping @Sendable (Alignment) -> any ViewModifier)
        -> [BuiltinFunction]
    {
        let alignment = arg("alignment", .alignment, .alignment(.center))
        return [
            .modifier(name, [arg(nil, .color)]) { v, range in
                (make(.center), ColorView.view(v[0].color, range: range))
            },
            .modifier(name, [arg(nil, .view), alignment]) { v, range in
                (make(v[1].alignment), singleView(v[0].views, range: range))
            },
            .modifier(name, [alignment, contentParameter]) { v, range in
                (make(v[0].alignment), singleView(v[1].views, range: range))
            },
            .modifier(name, [arg(nil, .gradientStyle)]) { v, range in
                (make(.center), GradientView.view(v[0].shading, range: range))
            },
            .modifier(name, [arg(nil, .gradientStyle), arg("in", .shape("some Shape"))]) { v, range in
                let fill = AppliedModifier(
                    name: "fill", arguments: [WrittenArgument(label: nil, value: v[0])],
                    modifier: ShapeFill(color: .white, paint: v[0].shading))
                return (make(.center), singleView(v[1].views, range: range).modified(fill, range: range))
            },
            // Apple: Material is a ShapeStyle; as a background it fills the view's bounds (or `in:` a shape).
            .modifier(name, [arg(nil, .material)]) { v, range in
                (make(.center), materialShape(v[0], Rectangle.view(range: range), range: range))
            },
            .modifier(name, [arg(nil, .material), arg("in", .shape("some Shape"))]) { v, range in
                (make(.center), materialShape(v[0], singleView(v[1].views, range: range), range: range))
            },
            .modifier(name, [arg(nil, .color), arg("in", .shape("some Shape"))]) { v, range in
                let fill = AppliedModifier(
                    name: "fill", arguments: [WrittenArgument(label: nil, value: v[0])],
                    modifier: ShapeFill(color: v[0].color))
                return (make(.center), singleView(v[1].views, range: range).modified(fill, range: range))
            },
        ]
    }
}

extension DecorationForms {
    /// `shape.fill(material)` as a decoration's view.
    static func materialShape(_ material: Value, _ shape: ViewNode, range: SourceRange) -> ViewNode {
        guard case .material(let m) = material else { return shape }
        let fill = AppliedModifier(
            name: "fill", arguments: [WrittenArgument(label: nil, value: material)],
            modifier: ShapeFill(color: .white, material: .material(m)))
        return shape.modified(fill, range: range)
    }
}
