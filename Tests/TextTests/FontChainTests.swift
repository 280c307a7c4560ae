// FontChainTests.swift: fontconfig resolution and per-grapheme fallback (CJK, Hebrew, emoji), and its warnings.
// Expected faces: `fc-match` on this machine (scripts/setup installs Inter, DejaVu, Noto, Noto CJK, Noto Color Emoji).

import Testing
import Text

struct FontChainTests {
    @Test("the default sans is Inter, as fc-match Inter reports it")
    func defaultSans() throws {
        #expect(FontLibrary.shared.defaultSansFamily == "Inter")
        let id = try #require(FontLibrary.shared.identity(for: .body))
        #expect(id.filePath == TestFonts.inter)
        #expect(FontLibrary.shared.resolutionWarnings(for: .body).isEmpty)
    }

    @Test(
        "weights pick Inter's static faces",
        arguments: [
            (FontWeight.ultraLight, "Thin"), (.light, "Light"), (.regular, "Regular"), (.semibold, "Semi Bold"),
            (.bold, "Bold"), (.black, "Black"),
        ])
    func weights(weight: FontWeight, style: String) throws {
        let id = try #require(FontLibrary.shared.identity(for: .system(size: 17, weight: weight)))
        #expect(id.familyName == "Inter")
        #expect(id.styleName == style)
    }

    @Test("designs resolve to serif and monospace families")
    func designs() throws {
        let serif = try #require(FontLibrary.shared.identity(for: .system(size: 17, design: .serif)))
        #expect(serif.familyName.contains("Serif"))
        let mono = try #require(FontLibrary.shared.identity(for: .system(size: 17, design: .monospaced)))
        #expect(mono.familyName.contains("Mono"))
    }

    @Test("a CJK string shapes with a Noto Sans CJK face, Latin around it stays in Inter")
    func cjkFallback() throws {
        let layout = TextLayout("Tokyo 東京タワー", font: .body)
        let line = try #require(layout.lines.first)
        let cjkRuns = line.runs.filter { $0.script == "Hani" || $0.script == "Kana" }
        #expect(!cjkRuns.isEmpty)
        for run in cjkRuns {
            #expect(run.font.filePath.contains("CJK") || run.font.familyName.contains("Noto Sans CJK"))
        }
        #expect(line.runs.first?.font.familyName == "Inter")
        // The warning names the requested font and the fallback.
        #expect(layout.warnings.contains { $0.contains("'Inter Regular'") && $0.contains("Noto Sans CJK") })
        // Every CJK glyph is a real glyph (not .notdef) and one em wide (Noto Sans CJK ideographs: 1000/1000 em).
        for g in cjkRuns.flatMap(\.glyphs) {
            #expect(g.glyphID != 0)
            #expect(abs(g.xAdvance - 17) < 1e-9)
        }
    }

    @Test("emoji, including modifier, ZWJ and flag sequences, come from the colour emoji face, one glyph each")
    func emojiFallback() throws {
        let layout = TextLayout("Hi 😀👍🏽👨‍👩‍👧🇫🇷", font: .body)
        let line = try #require(layout.lines.first)
        let emoji = line.runs.filter(\.font.isColorBitmap)
        #expect(emoji.count == 1)
        #expect(emoji[0].font.familyName == "Noto Color Emoji")
        // Four grapheme clusters → four glyphs (GSUB ligates the sequences), at bytes 3, 7, 15, 33.
        #expect(emoji[0].glyphs.map(\.cluster) == [3, 7, 15, 33])
        #expect(layout.warnings.contains { $0.contains("Noto Color Emoji") })
    }

    @Test("a missing family warns, naming it and the fallback, and draws with the default sans")
    func missingFamily() throws {
        let layout = TextLayout("Hello", font: .custom("Nonexistent Grotesk", size: 17))
        #expect(layout.warnings == ["font family 'Nonexistent Grotesk' is not installed; using 'Inter Regular'"])
        #expect(layout.lines.first?.runs.first?.font.familyName == "Inter")
    }

    @Test("an unreadable font file warns and falls back")
    func missingFile() throws {
        let layout = TextLayout("Hello", font: .file("/nonexistent/font.ttf", size: 17))
        #expect(layout.warnings.count == 1)
        #expect(layout.warnings[0].hasPrefix("font file '/nonexistent/font.ttf' could not be opened"))
        #expect(layout.warnings[0].hasSuffix("using 'Inter Regular'"))
        #expect(layout.size.width > 0)
    }

    @Test("a character no font has draws as .notdef with a warning")
    func noFontHasIt() throws {
        // U+10FFFC is a private-use character no installed font maps (Material Icons, for SF Symbols, maps U+10FFFD).
        let layout = TextLayout("a\u{10FFFC}", font: .body)
        #expect(
            layout.warnings.contains { $0.hasPrefix("no installed font has a glyph for") && $0.contains("U+10FFFC") })
        #expect(layout.lines[0].runs.flatMap(\.glyphs).contains { $0.glyphID == 0 })
    }
}
