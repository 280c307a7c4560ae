// PNGCompression.swift: how hard PNG output is compressed: the zlib level and the row filters.
// Rule: PNG spec (W3C, 3rd ed.) §9 filtering (filter types 0–4, one per row) and §10 compression (zlib, RFC 1950);
// libpng's default filter choice (pngwutil.c `png_write_find_filter`: per row, the filter whose output has the
// smallest sum of absolute signed bytes). Status: complete.
//
// Measured at 1920×1080 on the build machine (PNGWriter in AnimBench, bench/README.md "PNG"): level 6 with adaptive
// filters (libpng's own default) costs several times level 1 with no filter for files of about the same size on
// rendered frames, which are flat colour and sharp edges; `sequence` is therefore level 1, unfiltered, and `still`
// keeps libpng's default.

/// A zlib level (0 stored … 9 smallest) and the row filter rule.
public struct PNGCompression: Hashable, Sendable {
    /// The row filters (PNG §9).
    public enum Filter: Hashable, Sendable {
        /// Every row unfiltered (type 0): the fastest.
        case none
        /// Every row `Sub` (type 1): each byte minus the byte one pixel left.
        case sub
        /// Per row, the smallest of None, Sub, Up, Average and Paeth by sum of absolute signed bytes (libpng).
        case adaptive
    }

    /// zlib level, 0…9.
    public var level: Int
    public var filter: Filter

    public init(level: Int, filter: Filter) {
        precondition((0...9).contains(level), "PNG compression level \(level) is not 0…9")
        self.level = level
        self.filter = filter
    }

    /// What `--png-compression N` selects: level N, unfiltered up to 3 (speed), adaptive from 4 on (size).
    public init(level: Int) {
        self.init(level: level, filter: level <= 3 ? .none : .adaptive)
    }

    /// Single images: libpng's default (level 6, adaptive filters).
    public static let still = PNGCompression(level: 6, filter: .adaptive)
    /// PNG sequences: level 1, unfiltered (see the file header).
    public static let sequence = PNGCompression(level: 1, filter: .none)
}
