// ViewNode+PackedRange.swift: a view node's source range stored in four words, so that a node stays small enough for
// the compiler to copy it inline.
// Rule: issue #21 (per-view cost of layout). Swift's IRGen copies a loadable value field by field only while its
// explosion is small; above that it calls an outlined copy that goes through the type's runtime metadata and value
// witnesses (swift/docs/ABI/TypeLayout.rst, "value witness table"; measured here with `swiftc -O -emit-assembly`:
// a 64-byte ViewNode in `case .modified(let content, let applied)` became a call of the tuple's generic
// `initializeWithCopy` — `tuple_initializeWithCopy`, `__swift_instantiateConcreteTypeFromMangledName` — while the
// same node at 48 bytes is copied with plain loads and one retain per reference). Every layout pass and chain walk
// matches `.modified`, so the six-word `SourceRange` was the difference (bench/README.md). Status: complete.

extension ViewNode {
    /// A `SourceRange` with each location's line and column in one word (32 bits each) and its offset in another.
    ///
    /// Lossless for every range a scene produces: lines and columns count within one source text, which
    /// `SceneLimits.maximumSourceBytes` (8 MiB) keeps far below 2³¹; offsets (including the parser's −1 for "no
    /// position") keep all 64 bits.
    struct PackedRange: Sendable {
        private var startLineColumn: UInt64
        private var startOffset: Int
        private var endLineColumn: UInt64
        private var endOffset: Int

        init(_ range: SourceRange) {
            startLineColumn = Self.pack(range.start)
            startOffset = range.start.offset
            endLineColumn = Self.pack(range.end)
            endOffset = range.end.offset
        }

        var range: SourceRange {
            SourceRange(
                start: Self.unpack(startLineColumn, offset: startOffset),
                end: Self.unpack(endLineColumn, offset: endOffset))
        }

        private static func pack(_ location: SourceLocation) -> UInt64 {
            UInt64(UInt32(bitPattern: Int32(clamping: location.line))) << 32
                | UInt64(UInt32(bitPattern: Int32(clamping: location.column)))
        }

        private static func unpack(_ word: UInt64, offset: Int) -> SourceLocation {
            SourceLocation(
                line: Int(Int32(bitPattern: UInt32(truncatingIfNeeded: word >> 32))),
                column: Int(Int32(bitPattern: UInt32(truncatingIfNeeded: word))), offset: offset)
        }
    }
}
