// PixelFont.swift: a 5 × 7 pixel font drawn as filled squares by our own rasteriser, for chart labels and numbers.
// Why: charts need labels before real text (issue #5: HarfBuzz + FreeType) reaches the renderer; this keeps Report
// free of font files and deterministic. Uppercase letters, digits and the punctuation numbers need. Status: complete.

import Geometry

public enum PixelFont {
    /// Each glyph: seven rows of five bits, most significant bit on the left.
    static let glyphs: [Character: [UInt8]] = [
        "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
        "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
        "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
        "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
        "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
        "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
        "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
        "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
        "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
        ".": [0, 0, 0, 0, 0, 0b01100, 0b01100],
        ",": [0, 0, 0, 0, 0b01100, 0b00100, 0b01000],
        "-": [0, 0, 0, 0b11111, 0, 0, 0],
        "+": [0, 0b00100, 0b00100, 0b11111, 0b00100, 0b00100, 0],
        "%": [0b11000, 0b11001, 0b00010, 0b00100, 0b01000, 0b10011, 0b00011],
        "(": [0b00010, 0b00100, 0b01000, 0b01000, 0b01000, 0b00100, 0b00010],
        ")": [0b01000, 0b00100, 0b00010, 0b00010, 0b00010, 0b00100, 0b01000],
        ":": [0, 0b01100, 0b01100, 0, 0b01100, 0b01100, 0],
        "/": [0, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0],
        "=": [0, 0, 0b11111, 0, 0b11111, 0, 0],
        "A": [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        "B": [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
        "C": [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
        "D": [0b11100, 0b10010, 0b10001, 0b10001, 0b10001, 0b10010, 0b11100],
        "E": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
        "F": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
        "G": [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111],
        "H": [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        "I": [0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "J": [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],
        "K": [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001],
        "L": [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
        "M": [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
        "N": [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001],
        "O": [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        "P": [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
        "Q": [0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101],
        "R": [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
        "S": [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110],
        "T": [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
        "U": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        "V": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
        "W": [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
        "X": [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
        "Y": [0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100],
        "Z": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111],
    ]

    /// Glyph advance in cells (five cells of ink, one of space).
    static let advance = 6.0

    /// The width of `text` at `cell` pixels per font cell.
    public static func width(_ text: String, cell: Double) -> Double {
        max(0, Double(text.count) * advance - 1) * cell
    }

    /// `text` (lowercase is drawn as uppercase; unknown characters as blanks) as one outline, its top-leading corner
    /// at `origin`, `cell` pixels per font cell, optionally rotated a quarter turn counter-clockwise about the origin
    /// (for a vertical axis label).
    public static func path(_ text: String, at origin: Point, cell: Double, vertical: Bool = false) -> Path {
        var path = Path()
        let turn =
            vertical
            ? AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: origin.x, ty: origin.y)
            : AffineTransform(translationX: origin.x, y: origin.y)
        for (i, ch) in text.uppercased().enumerated() {
            guard let rows = glyphs[ch] else { continue }
            let x0 = Double(i) * advance * cell
            for (r, bits) in rows.enumerated() {
                // Runs of lit cells become one rectangle each.
                var c = 0
                while c < 5 {
                    guard bits & (0b10000 >> UInt8(c)) != 0 else {
                        c += 1
                        continue
                    }
                    var end = c
                    while end < 5, bits & (0b10000 >> UInt8(end)) != 0 { end += 1 }
                    let rect = Rect(
                        x: x0 + Double(c) * cell, y: Double(r) * cell, width: Double(end - c) * cell, height: cell)
                    for e in Path(rect: rect).applying(turn).elements {
                        switch e {
                        case .move(let p): path.move(to: p)
                        case .line(let p): path.line(to: p)
                        case .cubic(let a, let b, let p): path.cubic(to: p, control1: a, control2: b)
                        case .close: path.close()
                        }
                    }
                    c = end
                }
            }
        }
        return path
    }
}
