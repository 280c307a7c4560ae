// FontChain.swift: a FontDescriptor resolved to a primary face plus fontconfig's fallback order, and the choice of
// face for each grapheme cluster.
// Rule: issue #5 (fallback per grapheme cluster through fontconfig; missing fonts warn, naming both fonts).
// Status: complete.
//
// Resolution (once per descriptor without its size):
// 1. The family: `family`, else by design: default → FontLibrary.defaultSansFamily, serif → "serif",
//    monospaced → "monospace", rounded → the first installed of `roundedFamilies`, else the default sans (warned).
// 2. `filePath` fonts are opened directly; otherwise `FcFontMatch` picks the primary face. A named family that the
//    match does not carry (fontconfig substituted another) falls back to the default sans, as SwiftUI's `.custom`
//    falls back to the system font, with a warning: "font family 'X' is not installed; using 'Inter Regular'".
// 3. `FcFontSort` (trimmed) gives the fallback order; fontconfig's "emoji" match is the colour emoji face.
// Choice (per grapheme, cached per chain):
// 1. Graphemes asking for emoji presentation (CoverageRules) use the colour emoji face when it covers them.
// 2. Otherwise the primary face when it maps every scalar that needs a glyph; else the first face in sort order
//    whose fontconfig charset covers them (then confirmed through FreeType's cmap).
// 3. Failing that, the first face covering the base character; failing that, none (.notdef of the primary, warned).

/// A descriptor without the fields that do not change which faces are used (size, digits).
struct ChainKey: Hashable, Sendable {
    var family: String?
    var weight: FontWeight
    var design: FontDesign
    var italic: Bool
    var filePath: String?

    init(_ d: FontDescriptor) {
        family = d.family
        weight = d.weight
        design = d.design
        italic = d.italic
        filePath = d.filePath
    }
}

/// The face chosen for a grapheme.
struct FaceChoice: Sendable {
    let face: FontFace
    /// False for the primary face.
    let isFallback: Bool
}

final class FontChain: @unchecked Sendable {
    /// Rounded families tried for `.rounded`, in order (SF Pro Rounded is Apple's; the others are free look-alikes).
    static let roundedFamilies = [
        "SF Pro Rounded", "Nunito", "Varela Round", "M PLUS Rounded 1c", "Arial Rounded MT Bold",
    ]

    /// The face the descriptor resolves to; nil only when no font at all could be opened.
    let primary: FontFace?
    /// What was asked for, in words: "Inter", "Foo Sans", "file /x/y.ttf".
    let requestedName: String
    let warnings: [String]
    private unowned let library: FontLibrary
    private let fallbacks: [MatchedFont]
    private let emoji: MatchedFont?
    private let choices = LockedCache<String, FaceChoice?>(capacity: 4096)

    init(library: FontLibrary, key: ChainKey) {
        self.library = library
        var warnings: [String] = []
        let config = library.fontconfig
        if config == nil, let why = library.fontconfigFailure {
            warnings.append("fontconfig is unavailable (\(why)); no font lookup or fallback")
        }

        // 1. The family.
        var family = key.family ?? library.defaultSansFamily
        if key.family == nil {
            switch key.design {
            case .default: break
            case .serif: family = "serif"
            case .monospaced: family = "monospace"
            case .rounded:
                let installed = FontChain.roundedFamilies.first { name in
                    config?.match(FontQuery(family: name, weight: 400, italic: false))?.hasFamily(name) == true
                }
                if let installed {
                    family = installed
                } else {
                    warnings.append(
                        "no rounded font is installed (tried \(FontChain.roundedFamilies.joined(separator: ", "))); "
                            + "using '\(library.defaultSansFamily)' for design .rounded")
                }
            }
        }
        var query = FontQuery(
            family: family, weight: key.weight.openTypeWeight, italic: key.italic,
            monospaced: key.family == nil && key.design == .monospaced)
        requestedName = key.filePath.map { "file \($0)" } ?? family

        // 2. The primary face.
        var primary: FontFace?
        var fileFailure: String?
        if let path = key.filePath {
            if let refusal = FontFileAccess.refusal(path, systemDirectories: config?.fontDirectories ?? []) {
                fileFailure = "font file '\(path)' is not read: \(refusal)"
            } else {
                switch library.face(FaceKey(path: path, index: 0)) {
                case .success(let face): primary = face
                case .failure(let error): fileFailure = "font file '\(path)' could not be opened (\(error))"
                }
            }
        }
        var best = primary == nil ? config?.match(query) : nil
        var missingFamily: String? = nil
        if let name = key.family, let found = best, !found.hasFamily(name) {
            // SwiftUI's `.custom` with an unknown name draws in the system font, not fontconfig's substitute.
            missingFamily = name
            query.family = library.defaultSansFamily
            best = config?.match(query) ?? found
        }
        if let best {
            if case .success(let face) = library.face(FaceKey(path: best.path, index: best.index)) {
                primary = face
            }
        }
        // 3. Fallback order.
        let sorted = config?.sort(query) ?? []
        if primary == nil {
            primary = sorted.lazy.compactMap { try? library.face(FaceKey(path: $0.path, index: $0.index)).get() }.first
        }
        let using = primary.map { "'\($0.displayName)'" } ?? "no font"
        if let fileFailure {
            warnings.append("\(fileFailure); using \(using)")
        } else if let missingFamily {
            warnings.append("font family '\(missingFamily)' is not installed; using \(using)")
        }
        if key.italic, let primary, !primary.isItalic {
            warnings.append("\(using) has no italic face; slanting the upright face (synthetic oblique)")
        }
        if primary == nil {
            warnings.append("no font could be opened for '\(requestedName)'; text is not drawn")
        }
        self.primary = primary
        self.fallbacks = sorted
        let emojiMatch = config?.match(FontQuery(family: "emoji", weight: 400, italic: false))
        self.emoji = emojiMatch?.isColor == true ? emojiMatch : nil
        self.warnings = warnings
    }

    /// The face for one grapheme cluster (rules in the header), or nil when no installed face covers it.
    func choose(_ c: Character) -> FaceChoice? {
        choices.value(for: String(c)) { decide(c) }
    }

    private func decide(_ c: Character) -> FaceChoice? {
        let needed = Array(c.unicodeScalars).filter(CoverageRules.needsGlyph)
        guard let primary else { return nil }
        if needed.isEmpty { return FaceChoice(face: primary, isFallback: false) }
        if CoverageRules.wantsEmojiPresentation(c), let emoji, let face = open(emoji, covering: needed) {
            return FaceChoice(face: face, isFallback: face !== primary)
        }
        if primary.covers(needed) { return FaceChoice(face: primary, isFallback: false) }
        for candidate in fallbacks {
            if let face = open(candidate, covering: needed) {
                return FaceChoice(face: face, isFallback: face !== primary)
            }
        }
        // No face has the whole cluster: take one that has its base character.
        let base = Array(needed.prefix(1))
        for candidate in fallbacks {
            if let face = open(candidate, covering: base) {
                return FaceChoice(face: face, isFallback: face !== primary)
            }
        }
        return nil
    }

    /// The candidate's face when its charset (then its cmap) covers `scalars`.
    private func open(_ candidate: MatchedFont, covering scalars: [Unicode.Scalar]) -> FontFace? {
        if let coverage = candidate.coverage, !scalars.allSatisfy(coverage.contains) { return nil }
        guard case .success(let face) = library.face(FaceKey(path: candidate.path, index: candidate.index)),
            face.covers(scalars)
        else { return nil }
        return face
    }
}
