// TextLayout.swift: a string laid out in a font: shaped, wrapped, measured; SwiftUI `Text`'s engine.
// Rule: OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift (Text sizing: nil width
// = ideal single line; measured size rounded UP to the pixel grid; first baseline rounded to nearest, last baseline up)
// and OpenSwiftUI Round+Extension.swift and AnimatableAttribute.swift; issue #5. Status: complete for the engine.
//
// Sizing (the CoreText choice, documented):
// 1. width  = the widest line's advance sum with kerning and tracking, except the last cluster's tracking, which
//    hangs like the trailing spaces that are also excluded (TextLayoutBuilder+Lines step 4);
// 2. height = Σ over lines of (ascent + descent + leading), each the largest over the faces on that line, from the
//    hhea table (leading = hhea lineGap, placed below the line as CoreText does; 0 for Inter and DejaVu), plus
//    `lineSpacing` between consecutive lines (NSParagraphStyle.lineSpacing, which SwiftUI's lineSpacing sets);
// 3. baseline of a line = its top + its ascent. An empty string has no lines and size zero.
// Layouts are cached by all their arguments (FontLibrary.layouts), so a frame re-laying the same Text is a lookup.

import Geometry

/// A laid-out string. Construct one per (string, font, width, …); construction is cached and thread-safe.
public struct TextLayout: Sendable, Equatable {
    public let string: String
    public let font: FontDescriptor
    /// The proposed width, points; nil lays each paragraph out on one line.
    public let width: Double?
    public let lineLimit: Int?
    /// Where the last line kept by `lineLimit` loses characters (TextLayoutBuilder+Truncation.swift).
    public let truncation: TruncationMode
    /// Points added between lines (SwiftUI's `lineSpacing`).
    public let lineSpacing: Double
    public let alignment: TextAlignment
    public let kerning: Double
    public let tracking: Double
    /// Byte ranges set in another font of the same size (Markdown's bold, italic and code; FontSpan.swift).
    public let spans: [FontSpan]

    /// Lines top to bottom, aligned in the layout box (`size.width` wide).
    public private(set) var lines: [TextLine]
    /// Missing font, missing italic and per-character fallbacks, each naming the requested font and the one used.
    public private(set) var warnings: [String]
    /// The measured size, points, unrounded.
    public private(set) var size: Size

    /// Shapes `string` with `font`, falling back per grapheme cluster through fontconfig when the font lacks a glyph
    /// (Latin, CJK, Hebrew/Arabic RTL with bidi run order, colour emoji in one line), wraps to `width` (nil = one line
    /// per paragraph), applies kerning/tracking (points), lineLimit (tail truncation with "…") and alignment.
    public init(
        _ string: String, font: FontDescriptor, width: Double? = nil, lineLimit: Int? = nil,
        truncation: TruncationMode = .tail, alignment: TextAlignment = .leading, kerning: Double = 0,
        tracking: Double = 0, spans: [FontSpan] = [], lineSpacing: Double = 0
    ) {
        let key = LayoutKey(
            string: string, font: font, width: width, lineLimit: lineLimit, truncation: truncation,
            alignment: alignment, kerning: kerning,
            tracking: tracking, spans: spans, lineSpacing: lineSpacing)
        let library = FontLibrary.shared
        self = library.layouts.value(for: key) { TextLayout(computing: key, library: library) }
    }

    /// The first line's baseline from the top, points (0 with no lines).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline from the top, points.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// `size` rounded UP to multiples of `pixelLength` (1 / display scale), as SwiftUI reports a Text's size
    /// (OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift). Values within 1e-9
    /// pixel of the grid count as on it, so float noise never adds a pixel.
    public func roundedSize(pixelLength: Double) -> Size {
        Size(
            width: TextLayout.round(size.width, pixelLength, .up),
            height: TextLayout.round(size.height, pixelLength, .up))
    }

    /// The first baseline rounded to the nearest pixel (OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift
    /// and AlignmentGuide.swift).
    public func roundedFirstBaseline(pixelLength: Double) -> Double {
        TextLayout.round(firstBaseline, pixelLength, .toNearestOrAwayFromZero)
    }

    /// The last baseline rounded up to the pixel grid (OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift
    /// and AlignmentGuide.swift).
    public func roundedLastBaseline(pixelLength: Double) -> Double {
        TextLayout.round(lastBaseline, pixelLength, .up)
    }

    /// This layout as tall as `count` lines at least, its lines at the top: SwiftUI's `lineLimit(_:reservesSpace:
    /// true)` (Apple: View.lineLimit(_:reservesSpace:)). A line is as tall as this layout's first (the font's
    /// ascent + descent + leading), `lineSpacing` between lines; an empty layout measures one line of its font.
    public func reserving(lines count: Int) -> TextLayout {
        guard count > lines.count else { return self }
        let lineHeight: Double
        if let first = lines.first {
            lineHeight = first.height
        } else {
            let probe = TextLayout("X", font: font)
            guard let line = probe.lines.first else { return self }
            lineHeight = line.height
        }
        var reserved = self
        let n = Double(count)
        reserved.size.height = max(size.height, n * lineHeight + (n - 1) * lineSpacing)
        return reserved
    }

    // MARK: -

    private init(computing key: LayoutKey, library: FontLibrary) {
        string = key.string
        font = key.font
        width = key.width
        lineLimit = key.lineLimit
        truncation = key.truncation
        lineSpacing = key.lineSpacing
        alignment = key.alignment
        kerning = key.kerning
        tracking = key.tracking
        spans = key.spans
        let chain = library.chain(for: key.font)
        guard let primary = chain.primary, key.font.size > 0, !key.string.isEmpty else {
            lines = []
            warnings = chain.warnings
            size = .zero
            return
        }
        var builder = TextLayoutBuilder(key: key, library: library, chain: chain, primary: primary)
        var lines = builder.build()
        let boxWidth = lines.map(\.width).max() ?? 0
        for i in lines.indices {
            lines[i].origin.x = (boxWidth - lines[i].width) * key.alignment.fraction
        }
        self.lines = lines
        warnings = chain.warnings + builder.report.warnings(requested: primary.displayName)
        size = Size(width: boxWidth, height: lines.last.map { $0.origin.y + $0.height } ?? 0)
    }

    private static func round(_ v: Double, _ pixelLength: Double, _ rule: FloatingPointRoundingRule) -> Double {
        precondition(pixelLength > 0, "pixelLength is 1 / display scale, so positive")
        let pixels = v / pixelLength
        let snapped = (pixels - pixels.rounded()).magnitude < 1e-9 ? pixels.rounded() : pixels
        return snapped.rounded(rule) * pixelLength
    }
}

/// Every argument of `TextLayout.init`: the layout cache key.
struct LayoutKey: Hashable, Sendable {
    var string: String
    var font: FontDescriptor
    var width: Double?
    var lineLimit: Int?
    var truncation: TruncationMode = .tail
    var alignment: TextAlignment
    var kerning: Double
    var tracking: Double
    var spans: [FontSpan]
    var lineSpacing = 0.0
}
