// HBShapeOracle.swift: runs HarfBuzz's own `hb-shape` CLI (libharfbuzz-bin 6.0.0) as an independent oracle.
// It uses HarfBuzz's built-in OpenType font functions (`--font-funcs=ot`, font size = upem), not FreeType, so its
// advances are font units read straight from hmtx/GPOS.

import Foundation
import TestSupport
import Testing

/// One glyph as `hb-shape --output-format=json --no-glyph-names --utf8-clusters` prints it (font units).
struct OracleGlyph: Decodable, Equatable {
    var g: UInt32
    var cl: Int
    var dx: Int
    var dy: Int
    var ax: Int
    var ay: Int
}

enum HBShapeOracle {
    /// Shapes `text` with `font` (face 0) and returns the glyphs in visual order.
    static func shape(
        _ text: String, font: String, script: String, direction: String, language: String, features: String? = nil
    ) throws -> [OracleGlyph] {
        var arguments = [
            "--font-funcs=ot", "--utf8-clusters", "--no-glyph-names", "--output-format=json", "--script=\(script)",
            "--direction=\(direction)", "--language=\(language)",
        ]
        if let features { arguments.append("--features=\(features)") }
        let result = try runTool("hb-shape", arguments + [font, text], timeLimit: 60)
        try #require(result.status == 0, "hb-shape failed for \(text)")
        let data = result.data
        return try JSONDecoder().decode([OracleGlyph].self, from: data)
    }
}

/// Font files these tests rely on (scripts/setup installs them).
enum TestFonts {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
}
