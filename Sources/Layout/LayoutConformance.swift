// LayoutConformance.swift: a view tree's modifier and view values seen as Layout's protocols without a runtime
// protocol-conformance lookup per use.
// Rule: issue #21 (no per-modifier overhead on hot paths). `value as? any LayoutModifier` asks the Swift runtime for
// the conformance on every cast (swift_conformsToProtocol: a hash-table search under a lock, ~6 % of a frame of 1000
// rotating rectangles, `perf record`); the registry (Vocabulary+SwiftUI.swift) knows every concrete type, so a table
// from the dynamic type to its registered metatype lets a cast to that concrete type (a metadata comparison) stand in.
// A type not in the table takes the runtime's cast, as before (The Swift Programming Language, "Type Casting":
// docs.swift.org/swift-book/documentation/the-swift-programming-language/typecasting).

import Scene

enum LayoutConformance {
    /// The registered types and those the evaluator builds without a declaration of their own (coercions, readers,
    /// marks).
    private static let modifiers: [ObjectIdentifier: any LayoutModifier.Type] = Dictionary(
        (Vocabulary.modifierTypes + [CoordinateSpaceName.self, GeometryChange.self, VisualEffect.self]).map {
            (ObjectIdentifier($0), $0)
        }, uniquingKeysWith: { first, _ in first })
    private static let views: [ObjectIdentifier: any LayoutView.Type] = Dictionary(
        (Vocabulary.viewTypes + [
            ColorView.self, CustomLayoutView.self, PathView.self, GeometryReaderContent.self, CanvasContent.self,
            CustomShapeView.self, ImageView.self, GlassEffectContainer.self,
        ]).map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { first, _ in first })

    /// `value` as a LayoutModifier; nil when it is not one.
    static func modifier(_ value: any ViewModifier) -> (any LayoutModifier)? {
        guard let type = modifiers[ObjectIdentifier(type(of: value))] else { return value as? any LayoutModifier }
        return cast(value, to: type)
    }

    /// `value` as a LayoutView; nil when it is not one.
    static func view(_ value: any PrimitiveView) -> (any LayoutView)? {
        guard let type = views[ObjectIdentifier(type(of: value))] else { return value as? any LayoutView }
        return cast(value, to: type)
    }

    private static func cast<M: LayoutModifier>(_ value: any ViewModifier, to: M.Type) -> any LayoutModifier {
        value as! M
    }

    private static func cast<V: LayoutView>(_ value: any PrimitiveView, to: V.Type) -> any LayoutView {
        value as! V
    }
}
