// FontMatcher.swift: fontconfig queries, the equivalent of `fc-match` (best face) and `fc-match -s` (fallback order).
// Rule: issue #5 (fontconfig lookup by family, weight, slant, spacing; FcFontSort for fallback chains).
// Status: complete.
//
// Every query pins `lang=en` before `FcDefaultSubstitute`, so results never depend on the process's $LANG
// (docs/ARCHITECTURE.md: deterministic). Han text therefore falls back to fontconfig's default CJK face for `en` (Noto
// Sans CJK JP here).

import CFontconfig

/// What fontconfig is asked for: a family (or a generic name such as "serif"), an OpenType weight and a slant.
struct FontQuery: Hashable, Sendable {
    var family: String
    /// OpenType `usWeightClass`, 100…900.
    var weight: Int
    var italic: Bool
    /// Ask for a fixed-pitch face (FC_SPACING = FC_MONO), for the `.monospaced` design.
    var monospaced = false
}

/// One installed face as fontconfig describes it.
struct MatchedFont: Sendable {
    var path: String
    var index: Int
    /// All family names of the face (fontconfig lists localised and typographic names).
    var families: [String]
    /// The face is italic or oblique (FC_SLANT above roman).
    var isItalic: Bool
    /// The face has colour glyphs (FC_COLOR), as Noto Color Emoji does.
    var isColor: Bool
    /// Unicode coverage, nil if fontconfig did not report one.
    var coverage: CharacterSet?

    var family: String { families.first ?? (path.split(separator: "/").last.map(String.init) ?? path) }

    /// True when `name` is one of the face's families, ignoring case and spaces (so "dejavusans" finds DejaVu Sans).
    func hasFamily(_ name: String) -> Bool {
        let wanted = MatchedFont.normalised(name)
        return families.contains { MatchedFont.normalised($0) == wanted }
    }

    static func normalised(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}

extension FontConfiguration {
    /// `FcFontMatch`: the best face for `query`, or nil when fontconfig knows no fonts at all.
    func match(_ query: FontQuery) -> MatchedFont? {
        lock.withLock { _ in
            guard let pattern = makePattern(query) else { return nil }
            var result = FcResultNoMatch
            guard let found = FcFontMatch(raw, pattern.raw, &result) else { return nil }
            let owned = FontPattern(owning: found)
            return FontConfiguration.read(owned.raw)
        }
    }

    /// `FcFontSort` with trimming: faces in preference order, each adding coverage the earlier ones lack.
    func sort(_ query: FontQuery) -> [MatchedFont] {
        lock.withLock { _ in
            guard let pattern = makePattern(query) else { return [] }
            var result = FcResultNoMatch
            guard let set = FcFontSort(raw, pattern.raw, FcBool(FcTrue), nil, &result) else { return [] }
            let owned = FontSet(set)
            return owned.patterns.compactMap(FontConfiguration.read)
        }
    }

    // MARK: - Patterns

    /// A query pattern with config and default substitutions applied (what `fc-match` does before matching).
    private func makePattern(_ query: FontQuery) -> FontPattern? {
        guard let raw = FcPatternCreate() else { return nil }
        let pattern = FontPattern(owning: raw)
        _ = FcPatternAddString(raw, FC_FAMILY, query.family)
        _ = FcPatternAddInteger(raw, FC_WEIGHT, FcWeightFromOpenType(Int32(query.weight)))
        _ = FcPatternAddInteger(raw, FC_SLANT, query.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        if query.monospaced { _ = FcPatternAddInteger(raw, FC_SPACING, FC_MONO) }
        _ = FcPatternAddString(raw, FC_LANG, "en")
        _ = FcConfigSubstitute(self.raw, raw, FcMatchPattern)
        FcDefaultSubstitute(raw)
        return pattern
    }

    /// The fields of a font pattern this module uses; nil when it names no file.
    private static func read(_ p: OpaquePointer) -> MatchedFont? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(p, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(p, FC_INDEX, 0, &index)
        var families: [String] = []
        var n: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(p, FC_FAMILY, n, &name) == FcResultMatch, let name {
            families.append(String(cString: name))
            n += 1
        }
        var slant: Int32 = FC_SLANT_ROMAN
        _ = FcPatternGetInteger(p, FC_SLANT, 0, &slant)
        var color: FcBool = FcBool(FcFalse)
        _ = FcPatternGetBool(p, FC_COLOR, 0, &color)
        var charset: OpaquePointer?
        let coverage: CharacterSet? =
            if FcPatternGetCharSet(p, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
                CharacterSet(copying: charset)
            } else { nil }
        return MatchedFont(
            path: String(cString: file), index: Int(index), families: families, isItalic: slant > FC_SLANT_ROMAN,
            isColor: color != 0, coverage: coverage)
    }
}
