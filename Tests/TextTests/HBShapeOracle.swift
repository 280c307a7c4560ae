// HBShapeOracle.swift: runs HarfBuzz's own `hb-shape` CLI (libharfbuzz-bin 6.0.0) as an independent oracle.
// It uses HarfBuzz's built-in OpenType font functions (`--font-funcs=ot`, font size = upem), not FreeType, so its
// advances are font units read straight from hmtx/GPOS.

import Foundation
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
    static let executable = "/usr/bin/hb-shape"

    /// Shapes `text` with `font` (face 0) and returns the glyphs in visual order.
    static func shape(
        _ text: String, font: String, script: String, direction: String, language: String, features: String? = nil
    ) throws -> [OracleGlyph] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var arguments = [
            "--font-funcs=ot", "--utf8-clusters", "--no-glyph-names", "--output-format=json", "--script=\(script)",
            "--direction=\(direction)", "--language=\(language)",
        ]
        if let features { arguments.append("--features=\(features)") }
        process.arguments = arguments + [font, text]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "hb-shape failed for \(text)")
        return try JSONDecoder().decode([OracleGlyph].self, from: data)
    }
}

/// Font files these tests rely on (scripts/setup installs them).
enum TestFonts {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
}
