// LayoutConformance.swift: a view tree's modifier and view values seen as Layout's protocols without a runtime
// protocol-conformance lookup per use.
// Rule: issue #21 (no per-modifier overhead on hot paths). `value as? any LayoutModifier` asks the Swift runtime for
// the conformance on every cast (swift_conformsToProtocol: a hash-table search under a lock, ~6 % of a frame of 1000
// rotating rectangles, `perf record`); the registry (Vocabulary+SwiftUI.swift) knows every concrete type, so a table
// from the dynamic type (kept in the AppliedModifier's box) to its registered metatype lets the existential be opened
// (SE-0352, github.com/swiftlang/swift-evolution/blob/main/proposals/0352-implicit-open-existentials.md) and its
// payload taken as that type. A type not in the table takes the runtime's cast, as before (The Swift Programming
// Language, "Type Casting": docs.swift.org/swift-book/documentation/the-swift-programming-language/typecasting).
// The table is fixed once built, so it is an open-addressing array keyed by the metadata address (Knuth, TAOCP
// vol. 3, §6.4: multiplicative hashing, linear probing): a `Dictionary` hashed every lookup with SipHash (`Hasher`),
// 12 % of the instructions of that frame's layout (`valgrind --tool=callgrind`).

import Geometry
import Scene

enum LayoutConformance {
    /// The registered types and those the evaluator builds without a declaration of their own (coercions, readers,
    /// marks).
    private static let modifiers = TypeTable<any LayoutModifier.Type>(
        (Vocabulary.modifierTypes + [
            CoordinateSpaceName.self, GeometryChange.self, VisualEffect.self, AlignmentGuide.self,
            ContainerRelativeLength.self,
        ]).map {
            ($0, $0)
        })
    private static let views = TypeTable<any LayoutView.Type>(
        (Vocabulary.viewTypes + [
            ColorView.self, CustomLayoutView.self, PathView.self, GeometryReaderContent.self, CanvasContent.self,
            CustomShapeView.self, ImageView.self, GlassEffectContainer.self,
        ]).map { ($0, $0) })

    /// The applied modifier's value as a LayoutModifier; nil when it is not one. The value is read in place from its
    /// box and copied once, into the result.
    static func modifier(_ applied: AppliedModifier) -> (any LayoutModifier)? {
        guard let type = modifiers[applied.modifierType] else {
            return applied.modifier as? any LayoutModifier
        }
        return applied.withModifier { reinterpret($0, as: type) }
    }

    /// `applied`'s modifier sizing `content`, the modifier used where it lies in its box: `modifier(_:)` copies it
    /// into a new `any LayoutModifier`, whose buffer holds three words, so a larger value (a frame, a fill colour)
    /// was put in a heap box and freed again at every call, several times per view and frame (issue #21). The value
    /// is opened as its registered type instead (SE-0352), and the call goes through that type's witness table.
    static func sizeThatFits(
        _ applied: AppliedModifier, _ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine,
        parent: ParentAxis
    ) -> Size {
        guard let type = modifiers[applied.modifierType] else {
            return applied.layout.sizeThatFits(proposal, content: content, in: layout, parent: parent)
        }
        func sized<M: LayoutModifier>(_ value: any ViewModifier, as _: M.Type) -> Size {
            func payload<V: ViewModifier>(_ v: V) -> Size {
                precondition(V.self == M.self)
                return unsafeBitCast(v, to: M.self).sizeThatFits(proposal, content: content, in: layout, parent: parent)
            }
            return payload(value)
        }
        return applied.withModifier { sized($0, as: type) }
    }

    /// `applied`'s modifier placing `content`, opened in place as in `sizeThatFits`.
    static func place(
        _ applied: AppliedModifier, _ content: ViewNode, _ context: PlacementContext, into out: inout [PlacedLeaf]
    ) {
        guard let type = modifiers[applied.modifierType] else {
            applied.layout.place(content, context, into: &out)
            return
        }
        func placed<M: LayoutModifier>(_ value: any ViewModifier, as _: M.Type, into out: inout [PlacedLeaf]) {
            func payload<V: ViewModifier>(_ v: V, into out: inout [PlacedLeaf]) {
                precondition(V.self == M.self)
                unsafeBitCast(v, to: M.self).place(content, context, into: &out)
            }
            payload(value, into: &out)
        }
        applied.withModifier { placed($0, as: type, into: &out) }
    }

    /// The applied view's value as a LayoutView; nil when it is not one.
    static func view(_ applied: AppliedView) -> (any LayoutView)? {
        guard let type = views[applied.viewType] else { return applied.view as? any LayoutView }
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

/// A fixed map from types to values: open addressing over a power-of-two array, keyed by the type's metadata address
/// (unique per type in a process), probed linearly from a multiplicative hash. Built once; read without locks.
struct TypeTable<Value: Sendable>: Sendable {
    private let keys: [UInt]
    private let values: [Value?]
    private let shift: UInt

    /// The first value given for a type wins.
    init(_ pairs: [(Any.Type, Value)]) {
        var bits: UInt = 4
        while 1 << bits < 4 * pairs.count { bits += 1 }
        var keys = [UInt](repeating: 0, count: 1 << bits)
        var values = [Value?](repeating: nil, count: 1 << bits)
        shift = UInt(UInt.bitWidth) - bits
        for (type, value) in pairs {
            let key = TypeTable.key(type)
            var i = TypeTable.slot(key, shift)
            while keys[i] != 0 && keys[i] != key { i = (i + 1) & (keys.count - 1) }
            if keys[i] == 0 { (keys[i], values[i]) = (key, value) }
        }
        (self.keys, self.values) = (keys, values)
    }

    subscript(type: Any.Type) -> Value? {
        let key = TypeTable.key(type)
        var i = TypeTable.slot(key, shift)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == 0 { return nil }
            i = (i + 1) & (keys.count - 1)
        }
    }

    private static func key(_ type: Any.Type) -> UInt { UInt(bitPattern: ObjectIdentifier(type)) }

    /// The top bits of the key times 2⁶⁴/φ (Fibonacci hashing).
    private static func slot(_ key: UInt, _ shift: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
