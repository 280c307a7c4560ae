// FontFace.swift: one FreeType face at "one pixel per font unit", with its HarfBuzz font (hb-ft) and its metrics.
// Rule: docs/ARCHITECTURE.md "C handles" (FontFace holds the FreeType library so the library outlives the face); issue
// #5 (shaping and outlines through the same FT_Face via hb-ft); SwiftPM: PackageDescription
// `Target.systemLibrary(name:path:pkgConfig:providers:)`; SE-0063 (linking). Status: complete.
//
// Size. A scalable face is set once, with `FT_Set_Char_Size(face, 0, upem·64, 72, 72)`, so one pixel is one font
// unit and every FreeType/HarfBuzz 26.6 value is `font units × 64`, exactly (the 16.16 scale is 64.0). Nothing is
// hinted (`FT_LOAD_NO_HINTING`), so advances and outlines are linear in the point size, and a shaped run is valid for
// every size: points = value / 64 / pixelsPerEm × size. A bitmap-only colour face (CBDT, Noto Color Emoji) has no
// char size; its largest strike is selected (`FT_Select_Size`) and `pixelsPerEm` is that strike's ppem (109);
// FreeType reports its units_per_EM as 0, so the head table's value is used, and its vertical metrics are the
// strike's line metrics converted to font units.
//
// Threads. An `FT_Face` may be used by one thread at a time; `lock` serialises every call that touches it (shaping,
// which calls back into FreeType through hb-ft, outline and bitmap loads, cmap lookups).

import CFreeType
import CHarfBuzz
import Synchronization

/// A face's identity: its file and its index inside the file (collections such as NotoSansCJK-Regular.ttc).
struct FaceKey: Hashable, Sendable {
    var path: String
    var index: Int
}

/// One `FT_Face`, freed with `FT_Done_Face` under the library's lock.
final class FontFace: @unchecked Sendable {
    let key: FaceKey
    /// A small number unique to this face within its library: the glyph caches' key (cheaper to hash than a path).
    let serial: Int
    let raw: FT_Face
    /// Keeps the `FT_Library` alive until the face is done.
    let library: FreeTypeLibrary
    private let hbFont: HarfBuzzFont
    private let lock = Mutex(())

    /// `head.unitsPerEm`.
    let unitsPerEm: Int
    /// Pixels per em of the face's current size: `unitsPerEm` for outline faces, the strike's ppem for bitmap faces.
    let pixelsPerEm: Double
    /// The face has outlines (TrueType or CFF); false for bitmap-only colour faces.
    let hasOutlines: Bool
    /// The face has colour glyphs (CBDT/sbix/COLR).
    let hasColor: Bool
    /// The face is italic or oblique (`FT_STYLE_FLAG_ITALIC`).
    let isItalic: Bool
    let familyName: String
    let styleName: String
    let postScriptName: String
    /// The hhea ascender in font units (FreeType's `face->ascender`; OS/2 typo values if hhea is empty).
    let ascender: Double
    /// The hhea descender in font units, positive below the baseline.
    let descender: Double
    /// The hhea line gap in font units (`face->height − ascender + descender`).
    let lineGap: Double
    /// OS/2 `sCapHeight` (version ≥ 2), else the height of 'H', else 0.7 em; in font units.
    let capHeight: Double
    /// OS/2 `sxHeight` (version ≥ 2), else the height of 'x', else 0.5 em; in font units.
    let xHeight: Double
    /// The post table's underline: the centre of the line below the baseline (FreeType `underline_position`, sign
    /// flipped so positive is down) and its thickness (`underline_thickness`); in font units.
    let underlinePosition: Double
    let underlineThickness: Double
    /// OS/2 `yStrikeoutPosition` (the top of the stroke above the baseline) and `yStrikeoutSize`; in font units.
    let strikeoutPosition: Double
    let strikeoutSize: Double

    init(library: FreeTypeLibrary, key: FaceKey, serial: Int) throws(TextError) {
        var opened: FT_Face?
        let error = library.lock.withLock { _ in FT_New_Face(library.raw, key.path, FT_Long(key.index), &opened) }
        guard error == 0, let face = opened else { throw .freeType(call: "FT_New_Face(\(key.path))", code: error) }
        func fail(_ e: TextError) -> TextError {
            library.lock.withLock { _ in _ = FT_Done_Face(face) }
            return e
        }

        let flags = face.pointee.face_flags
        let scalable = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        // FreeType reports units_per_EM = 0 for bitmap-only faces; the head table still has it.
        let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self)
        let headUnits = head.map { Int($0.pointee.Units_Per_EM) } ?? 0
        let upem = face.pointee.units_per_EM > 0 ? Int(face.pointee.units_per_EM) : headUnits > 0 ? headUnits : 1000
        let ppem: Double
        if scalable {
            let e = FT_Set_Char_Size(face, 0, FT_F26Dot6(upem * 64), 72, 72)
            guard e == 0 else { throw fail(.freeType(call: "FT_Set_Char_Size(\(upem * 64))", code: e)) }
            ppem = Double(upem)
        } else if face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes {
            let count = Int(face.pointee.num_fixed_sizes)
            let largest = (0..<count).max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0
            let e = FT_Select_Size(face, FT_Int(largest))
            guard e == 0 else { throw fail(.freeType(call: "FT_Select_Size(\(largest))", code: e)) }
            ppem = Double(sizes[largest].x_ppem) / 64
        } else {
            throw fail(.freeType(call: "FT_Set_Char_Size (face has neither outlines nor strikes)", code: -1))
        }
        let hb: HarfBuzzFont
        do { hb = try HarfBuzzFont(face: face, library: library, pixelsPerEm: scalable ? nil : ppem) } catch {
            throw fail(error)
        }

        self.key = key
        self.serial = serial
        self.raw = face
        self.library = library
        self.hbFont = hb
        self.unitsPerEm = upem
        self.pixelsPerEm = ppem
        self.hasOutlines = scalable
        self.hasColor = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        self.isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? key.path
        self.styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        self.postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? familyName
        if scalable {
            let (a, d, h) = (Int(face.pointee.ascender), -Int(face.pointee.descender), Int(face.pointee.height))
            (ascender, descender, lineGap) = (Double(a), Double(d), Double(max(0, h - a - d)))
        } else {
            // A strike's line metrics (26.6 strike pixels) in font units.
            let m = face.pointee.size.pointee.metrics
            let toUnits = Double(upem) / ppem / 64
            let gap = max(0, m.height - m.ascender + m.descender)
            (ascender, descender, lineGap) = (
                Double(m.ascender) * toUnits, -Double(m.descender) * toUnits, Double(gap) * toUnits
            )
        }
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
        let tableVersion = os2.map { Int($0.pointee.version) } ?? 0
        let os2Cap = tableVersion >= 2 ? Double(os2!.pointee.sCapHeight) : 0
        let os2X = tableVersion >= 2 ? Double(os2!.pointee.sxHeight) : 0
        self.capHeight =
            os2Cap > 0 ? os2Cap : FontFace.inkHeight(face, "H", scalable) ?? 0.7 * Double(upem)
        self.xHeight = os2X > 0 ? os2X : FontFace.inkHeight(face, "x", scalable) ?? 0.5 * Double(upem)
        // Without a post table or OS/2 strikeout (bitmap faces), the usual proportions: underline 1/14 em thick, 1/10
        // em below the baseline; strikeout as thick, at ~0.28 em (half the x height of most Latin faces).
        let thickness = Double(face.pointee.underline_thickness)
        self.underlineThickness = thickness > 0 ? thickness : Double(upem) / 14
        self.underlinePosition =
            face.pointee.underline_position != 0 ? -Double(face.pointee.underline_position) : Double(upem) / 10
        let strikeSize = os2.map { Double($0.pointee.yStrikeoutSize) } ?? 0
        let strikePosition = os2.map { Double($0.pointee.yStrikeoutPosition) } ?? 0
        self.strikeoutSize = strikeSize > 0 ? strikeSize : underlineThickness
        self.strikeoutPosition = strikePosition > 0 ? strikePosition : xHeight / 2 + strikeoutSize / 2
    }

    deinit { library.lock.withLock { _ in _ = FT_Done_Face(raw) } }

    /// Runs `body` with exclusive use of the face.
    func withFace<R>(_ body: () -> R) -> R {
        lock.withLock { _ in body() }
    }

    /// The HarfBuzz font; use only inside `withFace`.
    var hbFontRaw: OpaquePointer { hbFont.raw }

    /// The nominal glyph of `scalar` (cmap), or 0 (.notdef) when the face lacks it.
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        withFace { FT_Get_Char_Index(raw, FT_ULong(scalar.value)) }
    }

    /// True when the face maps every scalar that needs a glyph (`CoverageRules.needsGlyph`).
    func covers<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> Bool {
        withFace {
            scalars.allSatisfy { !CoverageRules.needsGlyph($0) || FT_Get_Char_Index(raw, FT_ULong($0.value)) != 0 }
        }
    }

    /// The public description of the face.
    var identity: FontIdentity {
        FontIdentity(
            filePath: key.path, faceIndex: key.index, familyName: familyName, styleName: styleName,
            postScriptName: postScriptName, unitsPerEm: unitsPerEm, isColorBitmap: !hasOutlines && hasColor)
    }

    /// A human name for warnings: "Inter Regular".
    var displayName: String { styleName.isEmpty ? familyName : "\(familyName) \(styleName)" }

    /// Height of a glyph's ink above the baseline in font units; only while the face is private to `init`.
    private static func inkHeight(_ face: FT_Face, _ c: Unicode.Scalar, _ scalable: Bool) -> Double? {
        guard scalable else { return nil }
        let g = FT_Get_Char_Index(face, FT_ULong(c.value))
        guard g != 0, FT_Load_Glyph(face, g, Int32(FT_LOAD_NO_SCALE)) == 0 else { return nil }
        let h = Double(face.pointee.glyph.pointee.metrics.horiBearingY)
        return h > 0 ? h : nil
    }
}

/// One `hb_font_t` made by hb-ft from a `FontFace`'s `FT_Face` (`hb_ft_font_create_referenced` takes a FreeType
/// reference on the face). Destroyed under the library lock because dropping that reference may free the face.
final class HarfBuzzFont: @unchecked Sendable {
    let raw: OpaquePointer
    private let library: FreeTypeLibrary

    /// `pixelsPerEm` is given for bitmap-only faces, whose `units_per_EM` FreeType reports as 0, so hb-ft would
    /// derive a zero scale: the scale is then set to the strike's ppem in 26.6, matching hb-ft's advances.
    init(face: FT_Face, library: FreeTypeLibrary, pixelsPerEm: Double?) throws(TextError) {
        guard let font = hb_ft_font_create_referenced(face) else { throw .allocation("hb_ft_font_create_referenced") }
        raw = font
        self.library = library
        // Unhinted advances, as the outlines (FontFace+Outline) are unhinted.
        hb_ft_font_set_load_flags(font, Int32(FT_LOAD_NO_HINTING))
        if let pixelsPerEm {
            let scale = Int32((pixelsPerEm * 64).rounded())
            hb_font_set_scale(font, scale, scale)
        }
    }

    deinit { library.lock.withLock { _ in hb_font_destroy(raw) } }
}
