// LayoutConformance.swift: a view tree's modifier and view values seen as Layout's protocols without a runtime
// protocol-conformance lookup per use.
// Rule: issue #21 (no per-modifier overhead on hot paths). `value as? any LayoutModifier` asks the Swift runtime for
// the conformance on every cast (swift_conformsToProtocol: a hash-table search under a lock, ~6 % of a frame of 1000
// rotating rectangles, `perf record`); the registry (Vocabulary+SwiftUI.swift) knows every concrete type, so a table
// from the dynamic type (kept in the AppliedModifier's box) to its registered metatype lets the existential be opened
// (SE-0352, github.com/swiftlang/swift-evolution/blob/main/proposals/0352-implicit-open-existentials.md) and its
// payload taken as that type. A type not in the table takes the runtime's cast, as before (The Swift Programming
// Language, "Type Casting": docs.swift.org/swift-book/documentation/the-swift-programming-language/typecasting).

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

    /// The applied modifier's value as a LayoutModifier; nil when it is not one. The value is read in place from its
    /// box and copied once, into the result.
    static func modifier(_ applied: AppliedModifier) -> (any LayoutModifier)? {
        guard let type = modifiers[ObjectIdentifier(applied.modifierType)] else {
            return applied.modifier as? any LayoutModifier
        }
        return applied.withModifier { reinterpret($0, as: type) }
    }

    /// The applied view's value as a LayoutView; nil when it is not one.
    static func view(_ applied: AppliedView) -> (any LayoutView)? {
        guard let type = views[ObjectIdentifier(applied.viewType)] else { return applied.view as? any LayoutView }
        return applied.withView { reinterpret($0, as: type) }
    }

    /// `value`, whose dynamic type is `M` (the table's key is that type), as the `M` it is: the existential opened and
    /// its payload taken as `M` without the runtime's general cast (swift_dynamicCast).
    private static func reinterpret<M: LayoutModifier>(_ value: any ViewModifier, as: M.Type) -> any LayoutModifier {
        func payload<V: ViewModifier>(_ v: V) -> M {
            precondition(V.self == M.self)
            return unsafeBitCast(v, to: M.self)
        }
        return payload(value)
    }

    private static func reinterpret<V: LayoutView>(_ value: any PrimitiveView, as: V.Type) -> any LayoutView {
        func payload<P: PrimitiveView>(_ p: P) -> V {
            precondition(P.self == V.self)
            return unsafeBitCast(p, to: V.self)
        }
        return payload(value)
    }
}
