// ViewNode+Identical.swift: whether two view trees are the same values by construction: the same immutable boxes.
// Rule: issue #21 (layout carried across frames, Layout CarriedPlacements.swift): a frame's tree shares the boxes
// FrameMemo kept from the frame before for every subtree whose inputs did not change, and a box (AppliedView,
// AppliedModifier) is immutable once made (a write replaces it), so the same box holds the same value; the Swift book,
// "Identity Operators" (docs.swift.org/swift-book/documentation/the-swift-programming-language/classesandstructures).

extension ViewNode {
    /// Whether `other` is this node made of the same boxes: the same kind, the same AppliedView/AppliedModifier boxes
    /// at every level, the same identity, source range and children. Exact, never a hash: true only when the two
    /// trees are equal values (equal trees built from different boxes answer false, which costs a cache miss, never
    /// a wrong answer).
    public func isIdentical(to other: ViewNode) -> Bool {
        guard identity == other.identity, packedRange == other.packedRange else { return false }
        switch (kind, other.kind) {
        case (.view(let a), .view(let b)):
            return a.sharesStorage(with: b)
        case (.modified(let a, let m), .modified(let b, let n)):
            return m.sharesStorage(with: n) && a.isIdentical(to: b)
        case (.group(let a), .group(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
        case (.empty, .empty):
            return true
        default:
            return false
        }
    }
}
