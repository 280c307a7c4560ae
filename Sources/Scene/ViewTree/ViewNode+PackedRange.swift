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
    /// A `SourceRange` with each location's line and column in one word (32 bits each) and its offset in another,
    /// and one flag of the node (`readsTextEnvironment`) in the top bit of the end line.
    ///
    /// Lossless for every range a scene produces: lines and columns count within one source text, which
    /// `SceneLimits.maximumSourceBytes` (8 MiB) keeps far below 2³⁰ (the end line keeps 31 bits, the others 32);
    /// offsets (including the parser's −1 for "no position") keep all 64 bits.
    struct PackedRange: Sendable {
        private var startLineColumn: UInt64
        private var startOffset: Int
        private var endLineColumn: UInt64
        private var endOffset: Int

        private static let flagBit: UInt64 = 1 << 63

        init(_ range: SourceRange, flag: Bool = false) {
            startLineColumn = Self.pack(range.start)
            startOffset = range.start.offset
            endLineColumn = Self.pack(range.end, lineBits: 31) | (flag ? Self.flagBit : 0)
            endOffset = range.end.offset
        }

        var range: SourceRange {
            SourceRange(
                start: Self.unpack(startLineColumn, offset: startOffset),
                end: Self.unpack(endLineColumn & ~Self.flagBit, offset: endOffset, lineBits: 31))
        }

        /// The node's flag kept beside the range (ViewNode.readsTextEnvironment).
        var flag: Bool {
            get { endLineColumn & Self.flagBit != 0 }
            set { endLineColumn = endLineColumn & ~Self.flagBit | (newValue ? Self.flagBit : 0) }
        }

        /// The line in the high `lineBits` bits above the 32-bit column (two's complement, clamped to fit).
        private static func pack(_ location: SourceLocation, lineBits: Int = 32) -> UInt64 {
            let limit = 1 << (lineBits - 1)
            let line = UInt64(bitPattern: Int64(min(max(location.line, -limit), limit - 1)))
            return (line & (1 << lineBits - 1)) << 32 | UInt64(UInt32(bitPattern: Int32(clamping: location.column)))
        }

        private static func unpack(_ word: UInt64, offset: Int, lineBits: Int = 32) -> SourceLocation {
            // The line's bits moved to the top of a word and shifted back arithmetically: its sign restored.
            let line = Int64(bitPattern: word << (32 - UInt64(lineBits))) >> (64 - lineBits)
            return SourceLocation(
                line: Int(line), column: Int(Int32(bitPattern: UInt32(truncatingIfNeeded: word))), offset: offset)
        }
    }
}
