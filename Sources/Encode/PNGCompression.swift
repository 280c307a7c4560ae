// PNGCompression.swift: how hard PNG output is compressed: the zlib level and the row filters.
// Rule: PNG spec (W3C, 3rd ed.) §9 filtering (filter types 0–4, one per row) and §10 compression (zlib, RFC 1950);
// libpng's default filter choice (pngwutil.c `png_write_find_filter`: per row, the filter whose output has the
// smallest sum of absolute signed bytes). Status: complete.
//
// Measured at 1920×1080 on the build machine (`AnimBench png`, bench/README.md "PNG"): level 6 with adaptive filters
// (libpng's own default) costs 5–6× level 1 for files 1–2× smaller on rendered frames, which are flat colour and
// sharp edges; level 1 with the `Up` filter and zlib's run-length strategy is the fastest there and smaller than
// level 1 unfiltered. `sequence` is therefore that, and `still` keeps libpng's default.

/// A zlib level (0 stored … 9 smallest) and the row filter rule.
public struct PNGCompression: Hashable, Sendable {
    /// The row filters (PNG §9).
    public enum Filter: Hashable, Sendable {
        /// Every row unfiltered (type 0): the fastest.
        case none
        /// Every row `Sub` (type 1): each byte minus the byte one pixel left.
        case sub
        /// Every row `Up` (type 2): each byte minus the byte above.
        case up
        /// Per row, the smallest of None, Sub, Up, Average and Paeth by sum of absolute signed bytes (libpng).
        case adaptive
    }

    /// zlib level, 0…9.
    public var level: Int
    public var filter: Filter
    /// zlib's run-length strategy (`Z_RLE`: matches only at distance one, i.e. runs): on filtered rendered frames
    /// it is as fast as level 1 and smaller (flat areas filter to runs of zeros).
    public var runLength: Bool

    public init(level: Int, filter: Filter, runLength: Bool = false) {
        precondition((0...9).contains(level), "PNG compression level \(level) is not 0…9")
        self.level = level
        self.filter = filter
        self.runLength = runLength
    }

    /// What `--png-compression N` selects: 0 stored, unfiltered; 1 the sequence default (`Up`, run-length); 2–3
    /// `Up` with zlib's full matching; 4–9 adaptive filters (size).
    public init(level: Int) {
        switch level {
        case 0: self.init(level: 0, filter: .none)
        case 1: self.init(level: 1, filter: .up, runLength: true)
        case 2, 3: self.init(level: level, filter: .up)
        default: self.init(level: level, filter: .adaptive)
        }
    }

    /// Single images: libpng's default (level 6, adaptive filters).
    public static let still = PNGCompression(level: 6, filter: .adaptive)
    /// PNG sequences: level 1, `Up` filter, run-length matching (see the file header).
    public static let sequence = PNGCompression(level: 1, filter: .up, runLength: true)
}
