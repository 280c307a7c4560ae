// PaddingLayout.swift: `padding`, SwiftUI's `_PaddingLayout`. Rule: Apple: View.padding(_:_:) —
// developer.apple.com/documentation/swiftui/view/padding(_:_:); OpenSwiftUI PaddingLayout.swift and
// DefaultPadding.swift (the default length is 16 pt). Status: complete (LTR only).

import Geometry
import Scene

/// Insets the proposal, reports the child's size plus the insets, and places the child at the leading/top inset.
struct PaddingLayout: LayoutModifier {
    var insets: EdgeInsets

    /// SwiftUI's default padding (Apple: View.padding(_:_:) —
    /// developer.apple.com/documentation/swiftui/view/padding(_:_:); OpenSwiftUI PaddingLayout.swift and
    /// DefaultPadding.swift).
    static let defaultLength = 16.0

    static let declarations = [ModifierDeclaration("padding", insetOverloads("padding") { PaddingLayout(insets: $0) })]

    /// The three overloads of `padding` — `(_ insets: EdgeInsets)`, `(_ edges: Edge.Set = .all, _ length: CGFloat? =
    /// nil)` and `(_ length: CGFloat)` — named `name`, each making `make(insets)`; `safeAreaPadding` has the same
    /// three (Apple: View.safeAreaPadding(_:_:), SafeAreaPadding.swift).
    static func insetOverloads(
        _ name: String, _ make: @escaping @Sendable (EdgeInsets) -> any ViewModifier
    ) -> [BuiltinFunction] {
        [
            .modifier(name, [arg(nil, .edgeInsets)]) { v, range throws(RuntimeFailure) in
                let e = v[0].edgeInsets
                for side in [e.top, e.leading, e.bottom, e.trailing] {
                    _ = try GeometryArgument.finite(side, "\(name)(_:) inset", at: range)
                }
                return (make(e), nil)
            },
            .modifier(name, [arg(nil, .edgeSet, .edges(.all)), arg(nil, .optional(.double), .absent)]) {
                v, range throws(RuntimeFailure) in
                let length = try GeometryArgument.finite(
                    v[1].optionalDouble ?? defaultLength, "\(name) length", at: range)
                return (make(v[0].edges.insets(length)), nil)
            },
            .modifier(name, [arg(nil, .double)]) { v, range throws(RuntimeFailure) in
                let length = try GeometryArgument.finite(v[0].double, "\(name)(_:)", at: range)
                return (make(EdgeInsets(all: length)), nil)
            },
        ]
    }

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(_ p: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        let c = layout.sizeThatFits(content, childProposal(p), parent: parent.inherited)
        return Size(width: c.width + insets.leading + insets.trailing, height: c.height + insets.top + insets.bottom)
    }

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        contentPlacement(p, size: size, content: content, in: layout, parent: .none)
    }

    func contentPlacement(
        _ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis
    ) -> ContentPlacement {
        layout.child(content, proposal: childProposal(p), parent: parent.inherited) { _ in
            Point(x: insets.leading, y: insets.top)
        }
    }

    var keepsTextEdges: Bool { false }
}
