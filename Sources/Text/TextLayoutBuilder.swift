// TextLayoutBuilder.swift: the steps from a string to lines: paragraphs, cells, runs, shaping, line breaking.
// Rule: issue #5; OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift (nil width =
// one line per paragraph; a width wraps). Status: complete.
//
// 1. The string splits into paragraphs at newlines (LF, CR LF, CR, NEL, LS, PS); each is laid out on its own, with
//    its own bidi paragraph level, and starts a new line even when `width` is nil.
// 2. Each paragraph becomes cells and runs (TextParagraph.swift); runs are shaped (cached, size-independent).
// 3. LineBreaker fills lines to `width`. With `lineLimit`, lines past the limit are dropped and the last kept line
//    takes the rest of its paragraph, cut to fit with "…" (tail truncation, SwiftUI's default).
// 4. Lines are built from run fragments (TextLayoutBuilder+Lines.swift).

import CHarfBuzz

struct TextLayoutBuilder {
    let key: LayoutKey
    let library: FontLibrary
    let chain: FontChain
    let primary: FontFace
    let size: Double
    let features: ShapingFeatures
    /// The layout string's UTF-8 bytes; every offset in the layout indexes these.
    let bytes: [UInt8]
    var report = FallbackReport()
    /// Per face serial: whether it has real small capitals for the layout's `smallCaps`.
    private var realSmallCaps: [Int: Bool] = [:]

    init(key: LayoutKey, library: FontLibrary, chain: FontChain, primary: FontFace) {
        self.key = key
        self.library = library
        self.chain = chain
        self.primary = primary
        self.size = key.font.size
        // Tracking disables nonessential ligatures; kerning keeps them (CoreText kCTTrackingAttributeName).
        self.features = ShapingFeatures(
            tabularDigits: key.font.monospacedDigit, noLigatures: key.tracking != 0, smallCaps: key.font.smallCaps)
        self.bytes = Array(key.string.utf8)
    }

    /// The laid-out lines, stacked top to bottom but not yet aligned; fallbacks are recorded in `report`.
    mutating func build() -> [TextLine] {
        let paragraphs = splitParagraphs().map { analyse($0.0, start: $0.1) }
        var planned: [(paragraph: Int, cells: Range<Int>, truncated: Bool)] = []
        for (p, paragraph) in paragraphs.enumerated() {
            let ranges = LineBreaker.lines(
                paragraph.cells, maxWidth: key.width, tracking: key.tracking, kerning: key.kerning)
            planned += ranges.map { (p, $0, false) }
        }
        if let limit = key.lineLimit.map({ max(1, $0) }), planned.count > limit {
            let last = planned[limit - 1]
            planned = Array(planned.prefix(limit))
            planned[limit - 1] = (last.paragraph, last.cells.lowerBound..<paragraphs[last.paragraph].cells.count, true)
        }
        var y = 0.0
        var lines: [TextLine] = []
        for plan in planned {
            var line = makeLine(paragraphs[plan.paragraph], plan.cells, truncated: plan.truncated)
            if !lines.isEmpty { y += key.lineSpacing }
            line.origin.y = y
            y += line.height
            lines.append(line)
        }
        return lines
    }

    // MARK: - Paragraphs and cells

    /// Grapheme clusters with their UTF-8 offsets, split at newlines; each paragraph with its start offset.
    private func splitParagraphs() -> [([(Character, Int, Int)], Int)] {
        var paragraphs: [([(Character, Int, Int)], Int)] = []
        var current: [(Character, Int, Int)] = []
        var start = 0
        var offset = 0
        for c in key.string {
            let n = c.utf8.count
            if CoverageRules.isNewline(c) {
                paragraphs.append((current, start))
                current = []
                start = offset + n
            } else {
                current.append((c, offset, offset + n))
            }
            offset += n
        }
        paragraphs.append((current, start))
        return paragraphs
    }

    /// Cells, runs and shaped advances of one paragraph (steps in TextParagraph.swift).
    private mutating func analyse(_ chars: [(Character, Int, Int)], start: Int) -> Paragraph {
        let classes = chars.map { Bidi.bidiClass($0.0.unicodeScalars.first!) }
        let level = Bidi.paragraphLevel(classes)
        let levels = Bidi.levels(classes, paragraphLevel: level)
        let ownScripts = chars.map { ScriptRules.script(of: $0.0) }
        let scripts = ScriptRules.resolve(ownScripts)
        var cells: [Cell] = []
        cells.reserveCapacity(chars.count)
        for (i, (c, from, to)) in chars.enumerated() {
            let (chain, primary) = fonts(at: from)
            // A neutral character keeps the previous face only within one font (a span's or the layout's).
            let sameFont = cells.last.map { descriptor(at: $0.utf8Start) == descriptor(at: from) } ?? false
            var face = primary
            if let choice = chain.choose(c) {
                face = choice.face
                if sameFont, let previous = cells.last?.face, previous !== face, !previous.hasColor,
                    ScriptRules.isNeutral(ownScripts[i]),
                    !CoverageRules.wantsEmojiPresentation(c),
                    previous.covers(c.unicodeScalars.filter(CoverageRules.needsGlyph))
                {
                    face = previous
                } else if choice.isFallback {
                    report.fellBack(c, to: face.displayName)
                }
            } else {
                report.missed(c)
            }
            let caps = descriptor(at: from).smallCaps
            var smallCap = false
            if caps.changes(c) {
                if realSmallCaps[face.serial] == nil { realSmallCaps[face.serial] = face.hasSmallCaps(caps) }
                smallCap = realSmallCaps[face.serial] == false
            }
            cells.append(
                Cell(
                    character: c, utf8Start: from, utf8End: to, level: levels[i], script: scripts[i], face: face,
                    isSpace: CoverageRules.isBreakingSpace(c), smallCap: smallCap))
        }
        var runs: [LogicalRun] = []
        var runStart = 0
        for i in cells.indices {
            let next = i + 1
            if next == cells.count || cells[next].level != cells[i].level || cells[next].script != cells[i].script
                || cells[next].face !== cells[i].face || cells[next].smallCap != cells[i].smallCap
            {
                runs.append(
                    LogicalRun(
                        cells: runStart..<next, level: cells[i].level, script: cells[i].script, face: cells[i].face,
                        scale: cells[i].smallCap ? cells[i].face.syntheticSmallCapScale : 1))
                runStart = next
            }
        }
        for r in runs.indices {
            runs[r].glyphs = shape(
                cells, runs[r].cells, level: runs[r].level, script: runs[r].script, face: runs[r].face)
            credit(runs[r].glyphs, to: &cells, in: runs[r].cells, face: runs[r].face, scale: runs[r].scale)
        }
        return Paragraph(cells: cells, runs: runs, level: level, utf8Start: start)
    }

    /// The font the character at UTF-8 offset `offset` is set in: its span's, else the layout's.
    func descriptor(at offset: Int) -> FontDescriptor {
        key.spans.first { $0.utf8.contains(offset) }?.font ?? key.font
    }

    /// The font chain and primary face for the character at UTF-8 offset `offset`: a span's font where one covers it
    /// (and resolves to a face), else the layout's.
    private func fonts(at offset: Int) -> (FontChain, FontFace) {
        guard let span = key.spans.first(where: { $0.utf8.contains(offset) }) else { return (chain, primary) }
        let spanChain = library.chain(for: span.font)
        guard let spanPrimary = spanChain.primary else { return (chain, primary) }
        return (spanChain, spanPrimary)
    }

    /// HarfBuzz glyphs for `cells[range]` with absolute clusters.
    func shape(_ cells: [Cell], _ range: Range<Int>, level: UInt8, script: hb_script_t, face: FontFace) -> [RawGlyph] {
        let from = cells[range.lowerBound].utf8Start
        let to = cells[range.upperBound - 1].utf8End
        return shape(
            String(decoding: bytes[from..<to], as: UTF8.self), at: from, level: level, script: script, face: face,
            capitals: cells[range.lowerBound].smallCap)
    }

    /// HarfBuzz glyphs for `text`, whose first byte is at `offset` in the layout string (`capitals`: shaped as its
    /// capitals, a synthesised small-capital run).
    func shape(
        _ text: String, at offset: Int, level: UInt8, script: hb_script_t, face: FontFace, capitals: Bool = false
    ) -> [RawGlyph] {
        var features = self.features
        features.capitals = capitals
        let request = ShapeRequest(
            text: text, face: face.key, rightToLeft: level % 2 == 1, script: script.rawValue,
            language: ScriptRules.language(for: script), features: features)
        return library.shaped(request, face: face).map {
            var g = $0
            g.cluster += offset
            return g
        }
    }

    /// Adds each glyph's advance (points) to the cell that holds its cluster.
    private func credit(
        _ glyphs: [RawGlyph], to cells: inout [Cell], in range: Range<Int>, face: FontFace, scale: Double
    ) {
        let k = size * scale / (64 * face.pixelsPerEm)
        for g in glyphs {
            cells[cellIndex(cells, range, cluster: g.cluster)].advance += Double(g.xAdvance) * k
        }
    }

    /// The last cell in `range` starting at or before `cluster` (binary search; clusters are cell starts).
    func cellIndex(_ cells: [Cell], _ range: Range<Int>, cluster: Int) -> Int {
        var lo = range.lowerBound
        var hi = range.upperBound - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if cells[mid].utf8Start <= cluster { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
