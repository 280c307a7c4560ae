// FontConfiguration.swift: owns the `FcConfig` that every lookup uses, plus the two fontconfig handles it hands out
// (`FontSet` for `FcFontSort` results, `CharacterSet` for a face's coverage).
// Rule: docs/ARCHITECTURE.md "C handles" (one final class per handle, freed in deinit). Status: complete.

import CFontconfig
import Synchronization

/// One `FcConfig` loaded with the system's configuration and font list (`FcInitLoadConfigAndFonts`).
final class FontConfiguration: @unchecked Sendable {
    let raw: OpaquePointer
    /// fontconfig's pattern calls on one config are serialised here; results are cached above it.
    let lock = Mutex(())

    init() throws(TextError) {
        guard let config = FcInitLoadConfigAndFonts() else {
            throw .fontconfig("FcInitLoadConfigAndFonts returned NULL (no configuration)")
        }
        raw = config
    }

    deinit { FcConfigDestroy(raw) }
}

/// One `FcFontSet` (the result of `FcFontSort`), freed with `FcFontSetDestroy`.
final class FontSet {
    let raw: UnsafeMutablePointer<FcFontSet>

    init(_ raw: UnsafeMutablePointer<FcFontSet>) { self.raw = raw }

    deinit { FcFontSetDestroy(raw) }

    /// The patterns in sort order.
    var patterns: [OpaquePointer] {
        (0..<Int(raw.pointee.nfont)).compactMap { raw.pointee.fonts[$0] }
    }
}

/// One reference to an `FcCharSet` (a font's Unicode coverage), taken with `FcCharSetCopy` so that it outlives the
/// pattern it came from, and dropped with `FcCharSetDestroy`. Read-only after creation, so safe to share.
final class CharacterSet: @unchecked Sendable {
    private let raw: OpaquePointer

    init(copying charset: OpaquePointer) { raw = FcCharSetCopy(charset) }

    deinit { FcCharSetDestroy(raw) }

    func contains(_ scalar: Unicode.Scalar) -> Bool { FcCharSetHasChar(raw, scalar.value) != 0 }
}

/// One `FcPattern`, freed with `FcPatternDestroy`; used for query patterns and match results.
final class FontPattern {
    let raw: OpaquePointer

    /// Takes ownership of `raw` (a pattern returned by `FcPatternCreate` or `FcFontMatch`).
    init(owning raw: OpaquePointer) { self.raw = raw }

    deinit { FcPatternDestroy(raw) }
}
