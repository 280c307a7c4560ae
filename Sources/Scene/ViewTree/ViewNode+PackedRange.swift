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
    /// A `SourceRange` with each location's line and column in one word (32 bits each) and its offset in the low 40
    /// bits of another, three flags of the node (`readsTextEnvironment` in the top bit of the end line,
    /// `modifierChainAffectsDrawOrder` in that of the start line, `modifierChainHasAlignmentGuide` in the bit below
    /// it), and the node's subtree size and height (ViewNode+Limits.swift) in the top 24 bits of the two offset words.
    ///
    /// Lossless for every range a scene produces: lines, columns and offsets count within one source text, which
    /// `SceneLimits.maximumSourceBytes` (8 MiB) keeps far below 2²⁹ (the lines keep 30 bits, the columns 32) and 2³⁹
    /// (offsets, two's complement, so the parser's −1 for "no position" too). Size and height saturate at 2²⁴ − 1,
    /// far above `SceneLimits.maximumViewCount` and `maximumViewDepth`.
    struct PackedRange: Sendable, Equatable {
        private var startLineColumn: UInt64
        /// The start offset (low 40 bits) and the subtree size (top 24).
        private var startOffsetCount: UInt64
        private var endLineColumn: UInt64
        /// The end offset (low 40 bits) and the subtree height (top 24).
        private var endOffsetHeight: UInt64

        private static let flagBit: UInt64 = 1 << 63
        private static let guideFlagBit: UInt64 = 1 << 62
        private static let offsetBits: UInt64 = 40
        private static let offsetMask: UInt64 = 1 << offsetBits - 1
        /// The largest size or height kept (they saturate there).
        static let statisticMaximum = 1 << 24 - 1

        init(
            _ range: SourceRange, flag: Bool = false, chainFlag: Bool = false, guideFlag: Bool = false, count: Int = 1,
            height: Int = 1
        ) {
            startLineColumn =
                Self.pack(range.start) | (chainFlag ? Self.flagBit : 0)
                | (guideFlag ? Self.guideFlagBit : 0)
            startOffsetCount = Self.pack(offset: range.start.offset, count)
            endLineColumn = Self.pack(range.end) | (flag ? Self.flagBit : 0)
            endOffsetHeight = Self.pack(offset: range.end.offset, height)
        }

        var range: SourceRange {
            get {
                SourceRange(
                    start: Self.unpack(
                        startLineColumn & ~(Self.flagBit | Self.guideFlagBit), offset: Self.offset(startOffsetCount)),
                    end: Self.unpack(
                        endLineColumn & ~Self.flagBit, offset: Self.offset(endOffsetHeight)))
            }
            set {
                self = PackedRange(
                    newValue, flag: flag, chainFlag: chainFlag, guideFlag: guideFlag, count: count, height: height)
            }
        }

        /// `range.start.offset` alone (the evaluator's identity stamp reads only it).
        var startOffset: Int { Self.offset(startOffsetCount) }

        /// Views in the node's subtree, itself included (saturating).
        var count: Int {
            get { Int(startOffsetCount >> Self.offsetBits) }
            set { startOffsetCount = startOffsetCount & Self.offsetMask | UInt64(newValue) << Self.offsetBits }
        }

        /// Levels of the node's subtree, itself included (saturating).
        var height: Int {
            get { Int(endOffsetHeight >> Self.offsetBits) }
            set { endOffsetHeight = endOffsetHeight & Self.offsetMask | UInt64(newValue) << Self.offsetBits }
        }

        /// An offset in 40 bits (two's complement) below a statistic in 24.
        private static func pack(offset: Int, _ statistic: Int) -> UInt64 {
            UInt64(bitPattern: Int64(offset)) & offsetMask | UInt64(min(statistic, statisticMaximum)) << offsetBits
        }

        /// The offset back from its 40 bits, sign restored.
        private static func offset(_ word: UInt64) -> Int {
            Int(Int64(bitPattern: word << (64 - offsetBits)) >> (64 - offsetBits))
        }

        /// The node's flag kept beside the range (ViewNode.readsTextEnvironment).
        var flag: Bool {
            get { endLineColumn & Self.flagBit != 0 }
            set { endLineColumn = endLineColumn & ~Self.flagBit | (newValue ? Self.flagBit : 0) }
        }

        /// The node's second flag, kept in the top bit of the start line (ViewNode.modifierChainAffectsDrawOrder).
        var chainFlag: Bool {
            get { startLineColumn & Self.flagBit != 0 }
            set { startLineColumn = startLineColumn & ~Self.flagBit | (newValue ? Self.flagBit : 0) }
        }

        /// The node's third flag, below `chainFlag` (ViewNode.modifierChainHasAlignmentGuide).
        var guideFlag: Bool {
            get { startLineColumn & Self.guideFlagBit != 0 }
            set { startLineColumn = startLineColumn & ~Self.guideFlagBit | (newValue ? Self.guideFlagBit : 0) }
        }

        /// Bits a location's line keeps (the flags take the word's top two).
        private static let lineBits = 30

        /// The line in the high `lineBits` bits above the 32-bit column (two's complement, clamped to fit).
        private static func pack(_ location: SourceLocation) -> UInt64 {
            let limit = 1 << (lineBits - 1)
            let line = UInt64(bitPattern: Int64(min(max(location.line, -limit), limit - 1)))
            return (line & (1 << lineBits - 1)) << 32 | UInt64(UInt32(bitPattern: Int32(clamping: location.column)))
        }

        private static func unpack(_ word: UInt64, offset: Int) -> SourceLocation {
            // The line's bits moved to the top of a word and shifted back arithmetically: its sign restored.
            let line = Int64(bitPattern: word << (32 - UInt64(lineBits))) >> (64 - lineBits)
            return SourceLocation(
                line: Int(line), column: Int(Int32(bitPattern: UInt32(truncatingIfNeeded: word))), offset: offset)
        }
    }
}
