// TextInk.swift: what a placed Text draws: its glyph outlines as one path and its colour glyph images, cached.
// Rule: issue #5 (outlines go through the coverage rasteriser, never FreeType's bitmaps, so text anti-aliases like
// shapes under any transform; colour glyphs are resampled images; glyph paths are not rebuilt per frame).
// Status: complete.
//
// 1. `TextLayout.glyphs()` gives each outline in layout-box points; they are joined into one path (non-zero winding,
//    so overlapping glyphs such as joined Arabic letters never double-blend at their seams).
// 2. The joined path and the bitmaps are cached per layout (the layout's arguments are the key), so a Text that does
//    not change between frames costs one lookup; only the final transform is applied per frame.
// 3. The device outline (the joined path under the leaf's transform) is kept per source path and transform
//    (`TextInk.devicePath`), so static text hands the rasteriser the same array every frame, which its coverage cache
//    recognises without hashing (Render CoverageCache.swift rule 1), and the path is not transformed again. An outline
//    whose source has only ever been drawn under this one transform is marked `recurs`, so its coverage mask is made
//    the first time it is drawn (Render CoverageCache.swift rule 2); once the same source is drawn under another
//    transform (text that moves, turns or is drawn twice), its outlines are not (they are masked on a second sighting,
//    if one comes).
// 4. Warnings from laying the text out (missing font, missing glyph, fallback used) go to the engine's
//    LayoutWarnings, located at the Text that was written (LayoutWarnings.swift).

import Geometry
import Render
import Synchronization
import Text

/// A Text's drawing in its layout box (points, top-leading origin, y down).
public struct TextInk: Sendable {
    /// The outline glyphs drawn in the leaf's colour (every glyph outside `PlacedText.runs`), joined.
    public var path: Path
    /// Colour glyphs (emoji), in drawing order.
    public var bitmaps: [GlyphBitmap]
    /// The outline glyphs of each of `PlacedText.runs`, joined per run, in the same order.
    public var runPaths: [Path] = []

    /// Every outline glyph: the leaf's and the runs'.
    public var allOutlines: Path {
        runPaths.isEmpty ? path : Path(elements: runPaths.reduce(path.elements) { $0 + $1.elements })
    }
}

/// A part of a Text drawn in a colour of its own rather than the leaf's foreground: a Markdown link, drawn in the
/// tint (Apple: Text — developer.apple.com/documentation/swiftui/text, "Styling the view's text": a link in a
/// LocalizedStringKey's Markdown is drawn in the accent colour, which `tint(_:)` sets — View.tint(_:),
/// developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq).
public struct ColoredTextRun: Hashable, Sendable {
    /// UTF-8 offsets into the laid-out string; a glyph belongs to the run its cluster starts in.
    public var utf8: Range<Int>
    /// The run's colour before the enclosing opacity (`PlacedText.opacity`) is multiplied in.
    public var color: Color

    public init(utf8: Range<Int>, color: Color) {
        self.utf8 = utf8
        self.color = color
    }
}

/// The laid-out text of a placed leaf and how to draw it.
public struct PlacedText: Sendable {
    public var layout: TextLayout
    /// The enclosing opacity, for colour glyphs (which ignore the foreground colour) and coloured runs.
    public var opacity: Double
    /// Runs drawn in their own colour (links); the rest takes the leaf's colour.
    public var runs: [ColoredTextRun] = []

    public init(layout: TextLayout, opacity: Double, runs: [ColoredTextRun] = []) {
        self.layout = layout
        self.opacity = opacity
        self.runs = runs
    }

    /// The glyphs, cached per layout and run ranges.
    public var ink: TextInk { TextInkCache.shared.ink(for: layout, runs: runs.map(\.utf8)) }
}

/// Joined glyph outlines per layout. Bounded: cleared when it grows past `capacity` entries.
final class TextInkCache: Sendable {
    static let shared = TextInkCache()
    private static let capacity = 1024

    private struct Key: Hashable {
        var string: String
        var font: FontDescriptor
        var width: Double?
        var lineLimit: Int?
        var truncation: TruncationMode
        var lineSpacing: Double
        var alignment: Text.TextAlignment
        var kerning: Double
        var tracking: Double
        var spans: [FontSpan]
        var runs: [Range<Int>]
    }

    private let entries = Mutex<[Key: TextInk]>([:])

    func ink(for layout: TextLayout, runs: [Range<Int>] = []) -> TextInk {
        let key = Key(
            string: layout.string, font: layout.font, width: layout.width, lineLimit: layout.lineLimit,
            truncation: layout.truncation, lineSpacing: layout.lineSpacing, alignment: layout.alignment,
            kerning: layout.kerning, tracking: layout.tracking, spans: layout.spans, runs: runs)
        if let hit = entries.withLock({ $0[key] }) { return hit }
        var elements: [PathElement] = []
        var runElements = [[PathElement]](repeating: [], count: runs.count)
        var bitmaps: [GlyphBitmap] = []
        for glyph in layout.glyphs() {
            if let bitmap = glyph.bitmap {
                bitmaps.append(bitmap)
            } else if let path = glyph.path {
                if let r = runs.firstIndex(where: { $0.contains(glyph.cluster) }) {
                    runElements[r].append(contentsOf: path.elements)
                } else {
                    elements.append(contentsOf: path.elements)
                }
            }
        }
        let ink = TextInk(
            path: Path(elements: elements), bitmaps: bitmaps, runPaths: runElements.map { Path(elements: $0) })
        entries.withLock {
            if $0.count >= TextInkCache.capacity { $0.removeAll() }
            $0[key] = ink
        }
        return ink
    }
}

extension TextInk {
    /// `path` under `transform`, the same array as last time for the same path storage and transform, and whether
    /// the outline is expected back unchanged (rule 3).
    public func devicePath(_ transform: AffineTransform) -> (path: Path, recurs: Bool) {
        DevicePathMemo.shared.path(path, transform)
    }

    /// One of `runPaths` under `transform`, memoised as `devicePath(_:)` is.
    func devicePath(_ runPath: Path, _ transform: AffineTransform) -> (path: Path, recurs: Bool) {
        DevicePathMemo.shared.path(runPath, transform)
    }
}

/// Transformed ink outlines keyed by the source path's element storage and the transform. The entry keeps the
/// source array alive, so its address names it while the entry exists (an array sharing storage cannot have
/// changed). Bounded: cleared when it grows past `capacity` entries.
final class DevicePathMemo: Sendable {
    static let shared = DevicePathMemo()
    private static let capacity = 4096

    private struct Key: Hashable {
        var address: UInt
        /// The transform's entries as bit patterns (0 and −0 differ, as their products can).
        var entries: [UInt64]
    }

    private struct Entry {
        var source: Path
        var result: Path
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        /// Per source address: the transform it was first drawn under, and whether it has been drawn under another
        /// since (rule 3). Cleared with `entries`, whose sources keep the addresses from being reused meanwhile.
        var placements: [UInt: (transform: [UInt64], moved: Bool)] = [:]

        mutating func recurs(_ key: Key) -> Bool {
            guard let known = placements[key.address] else {
                placements[key.address] = (key.entries, false)
                return true
            }
            if known.moved { return false }
            if known.transform == key.entries { return true }
            placements[key.address] = (known.transform, true)
            return false
        }
    }

    private let state = Mutex(State())

    func path(_ source: Path, _ t: AffineTransform) -> (path: Path, recurs: Bool) {
        let address = source.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = Key(address: address, entries: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.bitPattern))
        if let hit = state.withLock({ s in s.entries[key].map { ($0.result, s.recurs(key)) } }) { return hit }
        let result = source.applying(t)
        let recurs = state.withLock { s in
            if s.entries.count >= DevicePathMemo.capacity {
                s.entries.removeAll()
                s.placements.removeAll()
            }
            s.entries[key] = Entry(source: source, result: result)
            return s.recurs(key)
        }
        return (result, recurs)
    }
}
