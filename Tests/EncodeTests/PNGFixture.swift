// PNGFixture.swift: a tiny independent PNG encoder for test inputs (every colour type and bit depth).
// Rule: PNG spec (W3C, 3rd ed.) §5.3 chunks with CRC-32, §10 zlib stream (RFC 1950/1951 stored blocks,
// Adler-32), §7.2 filter type 0 per scanline. Independent of libpng so it can check PNGReader. Status: complete.

/// Builds PNG files byte by byte.
enum PNGFixture {
    /// PNG colour types (§11.2.2 IHDR).
    enum ColourType: UInt8 {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6
    }

    /// A PNG from already-packed scanline bytes (without filter bytes), plus extra chunks before IDAT.
    static func make(
        width: Int, height: Int, bitDepth: UInt8, colourType: ColourType, rows: [[UInt8]],
        extraChunks: [(String, [UInt8])] = []
    ) -> [UInt8] {
        var ihdr = be32(width) + be32(height)
        ihdr += [bitDepth, colourType.rawValue, 0, 0, 0]
        var raw = [UInt8]()
        for row in rows { raw += [0] + row }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", ihdr)
        for (type, data) in extraChunks { png += chunk(type, data) }
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return png
    }

    /// One chunk: length, type, data, CRC-32 over type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }

    static func be32(_ v: Int) -> [UInt8] {
        [
            UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8),
            UInt8(truncatingIfNeeded: v),
        ]
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }

    /// CRC-32 (polynomial 0xEDB88320, reflected), PNG spec Annex D.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// zlib stream of stored (uncompressed) deflate blocks: header 78 01, blocks ≤ 65535 bytes, Adler-32.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, data.count - offset)
            let final: UInt8 = offset + n == data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[offset..<offset + n]
            offset += n
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + be32(Int(b << 16 | a))
    }

    /// The chunk types of a PNG file in order (nil if the signature is wrong).
    static func chunkTypes(_ png: [UInt8]) -> [String]? {
        guard png.count >= 8, png[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return nil
        }
        var types = [String]()
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}
