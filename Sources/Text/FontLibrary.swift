// FontLibrary.swift: the process-wide font service: FreeType, fontconfig, opened faces and the caches.
// Rule: issue #5 (fontconfig lookup + FT_Library; thread-safe caches of shaped runs and outlines across frames).
// Status: complete.
//
// Caches (LockedCache; all keyed by values, so results never depend on cache state):
//   chains    FontDescriptor without size → resolved face + fallback order + warnings
//   runs      text, face, direction, script, language, features → HarfBuzz glyphs (size-independent, FontFace)
//   outlines  face, glyph → Path in font units
//   images    face, glyph → colour image in strike pixels
//   layouts   every TextLayout.init argument → TextLayout
// Faces are opened once per (file, index) and kept for the life of the process, unless `forgetFiles(under:)` drops
// those of a scene's folder (a preview that sees a font file change).

import Foundation
import Geometry
import Synchronization

/// Opens fonts and caches everything that is costly to recompute. Use `shared`; every method is thread-safe.
public final class FontLibrary: @unchecked Sendable {
    /// The one library. Starting FreeType fails only when memory is exhausted (a precondition failure then).
    public static let shared: FontLibrary = {
        do { return try FontLibrary() } catch { preconditionFailure("Text: \(error)") }
    }()

    let freeType: FreeTypeLibrary
    /// nil when fontconfig has no configuration: only `filePath` fonts work then, with a warning.
    let fontconfig: FontConfiguration?
    /// Why fontconfig is unavailable, for warnings.
    let fontconfigFailure: String?
    /// The family a nil family with `.default` design means: Inter when installed, else DejaVu Sans.
    public let defaultSansFamily: String

    private let faces = Mutex<[FaceKey: Result<FontFace, TextError>]>([:])
    let chains = LockedCache<ChainKey, FontChain>(capacity: 256)
    let runs = LockedCache<ShapeRequest, [RawGlyph]>(capacity: 8192)
    let outlines = LockedCache<GlyphKey, Path?>(capacity: 16384)
    let images = LockedCache<GlyphKey, StrikeImage?>(capacity: 512)
    let layouts = LockedCache<LayoutKey, TextLayout>(capacity: 2048)

    init() throws(TextError) {
        freeType = try FreeTypeLibrary()
        do {
            fontconfig = try FontConfiguration()
            fontconfigFailure = nil
        } catch {
            fontconfig = nil
            fontconfigFailure = error.description
        }
        let inter = fontconfig?.match(FontQuery(family: "Inter", weight: 400, italic: false))
        defaultSansFamily = inter?.hasFamily("Inter") == true ? "Inter" : "DejaVu Sans"
    }

    /// The metrics of the face `font` resolves to (its primary face), nil if no face could be opened at all.
    public func metrics(for font: FontDescriptor) -> FontMetrics? {
        chain(for: font).primary?.metrics(size: max(0, font.size))
    }

    /// The face `font` resolves to, before any per-character fallback (what `fc-match` would print).
    public func identity(for font: FontDescriptor) -> FontIdentity? {
        chain(for: font).primary?.identity
    }

    /// The warnings resolving `font` produces (missing family, missing italic, unreadable file).
    public func resolutionWarnings(for font: FontDescriptor) -> [String] {
        chain(for: font).warnings
    }

    /// Hit/miss counts of each cache.
    public var statistics: CacheStatistics {
        CacheStatistics(
            shapedRuns: runs.counts, outlines: outlines.counts, colorImages: images.counts, layouts: layouts.counts,
            fontChains: chains.counts)
    }

    /// Drops cached runs, outlines, images and layouts (faces and font resolution stay).
    public func removeCachedGlyphs() {
        runs.removeAll()
        outlines.removeAll()
        images.removeAll()
        layouts.removeAll()
    }

    /// Forgets the font files under `directory` (and every resolved chain and glyph cache), so the next lookup opens
    /// them again: a long-running preview or watch sees a font file the user saved anew. Faces elsewhere stay open.
    public func forgetFiles(under directory: String) {
        // Paths compare as absolute, standardised file paths (a scene's `.custom("Fonts/X.ttf")` may be relative).
        func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        let folder = absolute(directory)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        faces.withLock { open in open = open.filter { !absolute($0.key.path).hasPrefix(prefix) } }
        chains.removeAll()
        removeCachedGlyphs()
    }

    // MARK: - Faces and caches

    /// The face at `key`, opened once; the error is cached too, so a broken file is reported once per lookup.
    func face(_ key: FaceKey) -> Result<FontFace, TextError> {
        faces.withLock { open in
            if let known = open[key] { return known }
            let result: Result<FontFace, TextError>
            do throws(TextError) {
                result = .success(try FontFace(library: freeType, key: key, serial: open.count))
            } catch { result = .failure(error) }
            open[key] = result
            return result
        }
    }

    func chain(for font: FontDescriptor) -> FontChain {
        let key = ChainKey(font)
        return chains.value(for: key) { FontChain(library: self, key: key) }
    }

    /// HarfBuzz glyphs for `request`, cached; an allocation failure shapes as no glyphs.
    func shaped(_ request: ShapeRequest, face: FontFace) -> [RawGlyph] {
        runs.value(for: request) { (try? face.shape(request)) ?? [] }
    }

    /// The glyph's outline in font units, cached.
    func outline(_ glyph: UInt32, face: FontFace) -> Path? {
        outlines.value(for: GlyphKey(face: face.serial, glyph: glyph)) { face.outline(glyph: glyph) }
    }

    /// The glyph's colour image, cached; nil at once for faces without colour.
    func colorImage(_ glyph: UInt32, face: FontFace) -> StrikeImage? {
        guard face.hasColor else { return nil }
        return images.value(for: GlyphKey(face: face.serial, glyph: glyph)) { face.colorImage(glyph: glyph) }
    }
}

/// Cache counters, for benchmarks and tests.
public struct CacheStatistics: Hashable, Sendable {
    public var shapedRuns: CacheCounts
    public var outlines: CacheCounts
    public var colorImages: CacheCounts
    public var layouts: CacheCounts
    public var fontChains: CacheCounts
}

/// A glyph of a face: the key of the outline and image caches.
struct GlyphKey: Hashable, Sendable {
    /// `FontFace.serial`.
    var face: Int
    var glyph: UInt32
}
