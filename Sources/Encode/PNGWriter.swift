// PNGWriter.swift: premultiplied RGBA8 → 8-bit RGBA PNG (straight alpha) with an sRGB chunk, compressed by zlib at
// a chosen level and row filter (PNGCompression.swift).
// Rule: PNG spec (W3C, 3rd ed.): §5 signature and chunks (length, type, data, CRC-32 over type and data), §11.2.2
// IHDR (8-bit colour type 6), §11.3.3.5 sRGB (rendering intent 0, perceptual, as libpng's simplified writer writes
// it), §9 filters, §10 zlib stream in IDAT; PNG stores straight (un-premultiplied) alpha (§12.8). zlib (RFC 1950)
// through `deflateInit2_`/`deflate`, which report errors as return codes: nothing longjmps through Swift (libpng's
// writer does, and its simplified API offers no compression level). Status: complete.
//
// Rows are un-premultiplied, filtered and fed to one deflate stream one at a time (two row buffers and the filter
// candidates, nothing per pixel); the stream becomes one IDAT chunk.

import CPNG
import Glibc

/// Writes still frames as PNG files.
public enum PNGWriter {
    /// Writes an 8-bit RGBA PNG (straight alpha: un-premultiply, rounded) from premultiplied RGBA8, with an sRGB
    /// chunk, compressed as `compression` says. `bytesPerRow` ≥ width·4.
    ///
    /// Un-premultiplying rounds to nearest: u = ⌊(c·255 + a/2) / a⌋ (c ≤ a), 0 where a = 0. Reading back with
    /// `PNGReader` (c′ = round(u·a/255)) then returns every valid premultiplied pixel exactly:
    /// 1. |u − c·255/a| ≤ ½, so |u·a/255 − c| ≤ a/510 < ½ for a < 255 (a = 255 is the identity);
    /// 2. hence round(u·a/255) = c.
    /// Invalid input (c > a) is clamped to 255.
    public static func write(
        rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, to path: String,
        compression: PNGCompression = .still
    ) throws(EncodeError) {
        precondition(width > 0 && height > 0, "PNGWriter.write: empty image \(width)×\(height)")
        precondition(bytesPerRow >= width * 4, "PNGWriter.write: bytesPerRow \(bytesPerRow) < width·4")
        guard width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw .unsupported("PNG size \(width)×\(height) is too large")
        }
        let stream = try compressedRows(
            rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow, compression: compression)
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(stream.count + 64)
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]  // 8-bit, RGBA, deflate, adaptive filtering method, no interlace
        appendChunk("IHDR", header, to: &file)
        appendChunk("sRGB", [0], to: &file)
        appendChunk("IDAT", stream, to: &file)
        appendChunk("IEND", [], to: &file)

        guard let handle = fopen(path, "wb") else {
            throw .io("cannot create \(path): \(String(cString: strerror(errno))) (fopen)")
        }
        let written = file.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        let failure = written == file.count ? nil : String(cString: strerror(errno))
        let closed = fclose(handle)
        if let failure {
            unlink(path)
            throw .io("cannot write \(path): \(failure) (fwrite)")
        }
        guard closed == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw .io("cannot write \(path): \(reason) (fclose)")
        }
    }

    /// The zlib stream of the filtered, un-premultiplied rows (PNG §9–10).
    static func compressedRows(
        rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, compression: PNGCompression
    ) throws(EncodeError) -> [UInt8] {
        var z = z_stream()
        guard
            deflateInit2_(
                &z, Int32(compression.level), Z_DEFLATED, 15, 8, compression.runLength ? Z_RLE : Z_DEFAULT_STRATEGY,
                ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { throw .png("zlib could not start a stream at level \(compression.level) (deflateInit2_)") }
        defer { deflateEnd(&z) }
        let rowBytes = width * 4
        // Rows: previous and current straight rows, then one filtered candidate (type byte + row) per filter.
        let candidates = compression.filter == .adaptive ? 5 : 1
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes + candidates * (rowBytes + 1))
        defer { buffer.deallocate() }
        buffer.initialize(repeating: 0, count: 2 * rowBytes + candidates * (rowBytes + 1))
        var previous = buffer
        var current = buffer + rowBytes
        let filtered = buffer + 2 * rowBytes
        var out: [UInt8] = []
        out.reserveCapacity(rowBytes * height / 8 + 1024)
        let chunk = 1 << 16
        let outBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunk)
        defer { outBuffer.deallocate() }
        for y in 0..<height {
            unpremultiply(rgba + y * bytesPerRow, into: current, count: width)
            let row = filter(current, previous: previous, count: rowBytes, rule: compression.filter, into: filtered)
            z.next_in = row
            z.avail_in = UInt32(rowBytes + 1)
            let last = y == height - 1
            while true {
                z.next_out = outBuffer
                z.avail_out = UInt32(chunk)
                let status = deflate(&z, last ? Z_FINISH : Z_NO_FLUSH)
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    throw .png("zlib failed with status \(status) (deflate)")
                }
                out.append(contentsOf: UnsafeBufferPointer(start: outBuffer, count: chunk - Int(z.avail_out)))
                if last ? status == Z_STREAM_END : z.avail_out != 0 { break }
            }
            swap(&previous, &current)
        }
        return out
    }

    /// One row un-premultiplied (see `write`): opaque and transparent pixels take no division.
    static func unpremultiply(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        var i = 0
        let end = count &* 4
        while i < end {
            let a = Int(src[i &+ 3])
            if a == 255 {
                UnsafeMutableRawPointer(dst + i).storeBytes(
                    of: UnsafeRawPointer(src + i).loadUnaligned(as: UInt32.self), as: UInt32.self)
            } else if a == 0 {
                UnsafeMutableRawPointer(dst + i).storeBytes(of: 0, as: UInt32.self)
            } else {
                let half = a / 2
                dst[i] = UInt8(min(255, (Int(src[i]) &* 255 &+ half) / a))
                dst[i &+ 1] = UInt8(min(255, (Int(src[i &+ 1]) &* 255 &+ half) / a))
                dst[i &+ 2] = UInt8(min(255, (Int(src[i &+ 2]) &* 255 &+ half) / a))
                dst[i &+ 3] = UInt8(a)
            }
            i &+= 4
        }
    }

    /// The filtered row (type byte first) per `rule`, in `out` (room for one candidate per filter type); returns
    /// the chosen candidate.
    static func filter(
        _ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, rule: PNGCompression.Filter,
        into out: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        switch rule {
        case .none:
            out[0] = 0
            (out + 1).update(from: row, count: count)
            return out
        case .sub:
            out[0] = 1
            subtract(row, row - 4, count: count, into: out + 1, first: 4)
            return out
        case .up:
            out[0] = 2
            subtract(row, previous, count: count, into: out + 1, first: 0)
            return out
        case .adaptive:
            var best = out
            var bestSum = Int.max
            for type in 0..<5 {
                let candidate = out + type * (count + 1)
                let sum = filterRow(type: UInt8(type), row, previous, count, into: candidate)
                if sum < bestSum {
                    bestSum = sum
                    best = candidate
                }
            }
            return best
        }
    }

    /// out[i] = a[i] − b[i] (mod 256) for i in 0..<count, except out[i] = a[i] for i < first (`Sub`'s first pixel);
    /// 16 bytes at a time.
    static func subtract(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>,
        first: Int
    ) {
        var i = 0
        while i < first && i < count {
            out[i] = a[i]
            i &+= 1
        }
        while i &+ 16 <= count {
            let x = UnsafeRawPointer(a + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let y = UnsafeRawPointer(b + i).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(out + i).storeBytes(of: x &- y, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < count {
            out[i] = a[i] &- b[i]
            i &+= 1
        }
    }

    /// Filter `type` (PNG §9.2, 4 bytes per pixel) of `row` into `out` after the type byte; returns the sum of the
    /// output bytes taken as signed (libpng's measure for choosing a filter).
    @discardableResult
    static func filterRow(
        type: UInt8, _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        out[0] = type
        let o = out + 1
        var sum = 0
        for i in 0..<count {
            let x = Int(row[i])
            let a = i >= 4 ? Int(row[i &- 4]) : 0
            let b = Int(previous[i])
            let c = i >= 4 ? Int(previous[i &- 4]) : 0
            let predictor: Int
            switch type {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a &+ b) >> 1
            default:
                let p = a &+ b &- c
                let pa = abs(p &- a)
                let pb = abs(p &- b)
                let pc = abs(p &- c)
                predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            }
            let v = UInt8(truncatingIfNeeded: x &- predictor)
            o[i] = v
            sum &+= v < 128 ? Int(v) : 256 &- Int(v)
        }
        return sum
    }

    static func appendBigEndian(_ v: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// One chunk (PNG §5.3): length, type, data, CRC-32 of type and data (zlib's `crc32`).
    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &file)
        let typeBytes = Array(type.utf8)
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        if !data.isEmpty {  // crc32 with a null buffer returns the initial value, not `crc`
            crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        }
        file += typeBytes
        file += data
        appendBigEndian(UInt32(crc), to: &file)
    }
}

// MARK: - Helpers

extension PNGWriter {
    /// Straight-alpha copy of a premultiplied image, tightly packed (width·4 bytes per row).
    static func unpremultiplied(rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            for y in 0..<height {
                let src = rgba + y * bytesPerRow
                let dst = out.baseAddress! + y * width * 4
                for x in stride(from: 0, to: width * 4, by: 4) {
                    let a = Int(src[x + 3])
                    dst[x + 3] = UInt8(a)
                    for c in 0..<3 {
                        dst[x + c] =
                            switch a {
                            case 255: src[x + c]
                            case 0: 0
                            default: UInt8(min(255, (Int(src[x + c]) * 255 + a / 2) / a))
                            }
                    }
                }
            }
            count = width * height * 4
        }
    }

    /// `PNG_FORMAT_RGBA` (= PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA): a parenthesised macro expression,
    /// which does not import into Swift. 8-bit sRGB channels, straight alpha, R G B A in memory order.
    static let formatRGBA = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// `png_image.message` as a String (libpng NUL-terminates it).
    static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let text = raw.prefix { $0 != 0 }
            return text.isEmpty ? "unknown libpng error" : String(decoding: text, as: UTF8.self)
        }
    }
}
